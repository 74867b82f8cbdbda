#pragma once
// The end of a game in numbers: the rack points that move when it ends, the final scores, the
// winner, spread and match points. Pure functions of the final state, so that the rule book's
// examples (IV-1a: 450−4 against 460−15; IV-1b: 510+6 against 520−6) can be checked directly.
//
// Final score (SPEC §4, seed 001 IV-1):
//  - a player went out with the bag empty: per rules.end_rack — tournament and box: the player
//    adds everyone else's rack, they subtract their own; english: the player adds twice the
//    opponent's rack, the opponent loses nothing; woordspel: the others subtract their own;
//  - any other end (pass run, flag, total time, resignation): everyone subtracts their own.
// A flag (under the loss rule) or a resignation loses the game whatever the scores. Equal
// final scores are a draw, except in a knock-out game, where the player who did not start wins
// (IV-4). Match points: 1 for a win, ½ for a draw; with more than two players the average over
// every opponent, which is the same thing for two.

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "core/rack.hpp"
#include "core/rules.hpp"
#include "core/score.hpp"

namespace letterzak::game {

enum class EndReason : std::uint8_t {
    kNone,       // still going
    kWentOut,    // a player emptied the rack with the bag empty (IV-1b)
    kPassRun,    // the run of scoreless turns (IV-1a)
    kFlag,       // a clock ran out (IV-1c)
    kTotalTime,  // the total playing time ran out (IV-1d)
    kResigned,
};

enum class Outcome : std::uint8_t { kWin, kDraw, kLoss };

std::string_view end_reason_name(EndReason reason);
std::string_view outcome_name(Outcome outcome);

// One movement of rack points at the end.
struct EndRackEntry {
    int seat = 0;     // whose score changes
    int points = 0;   // signed
    int rack_of = 0;  // whose rack is counted
    core::Rack rack;
    bool gains = false;  // true: seat went out and gains rack_of's tiles; false: seat loses its own
};

// The rack points of a finished game: f(entry) for each movement. `out` is the seat that went
// out (kWentOut only). This is the one place the rack arithmetic of rules.end_rack is written
// (the referee, the kernel and the computer players' look-ahead all come here). A visit, not a
// list: the kernel ends a game at most nodes of an endgame search, and allocating a list each
// time was half of what the solver spent in operator new.
template <typename F>
void for_each_end_rack_entry(const core::RuleSet& rules, EndReason reason, int out,
                             std::span<const core::Rack> racks, F f) {
    const int n = static_cast<int>(racks.size());
    auto value = [&](int s) { return core::rack_value(rules, racks[static_cast<std::size_t>(s)]); };
    if (reason == EndReason::kNone) return;
    if (reason == EndReason::kWentOut && out >= 0) {
        for (int s = 0; s < n; ++s) {
            if (s == out || racks[static_cast<std::size_t>(s)].empty()) continue;
            const core::Rack& rack = racks[static_cast<std::size_t>(s)];
            switch (rules.end_rack) {
                case core::EndRackRule::kOutGainsOthers:
                    f(EndRackEntry{out, value(s), s, rack, true});
                    f(EndRackEntry{s, -value(s), s, rack, false});
                    break;
                case core::EndRackRule::kOutGainsTwice:
                    f(EndRackEntry{out, 2 * value(s), s, rack, true});
                    break;
                case core::EndRackRule::kEachSubtractsOwn:
                    f(EndRackEntry{s, -value(s), s, rack, false});
                    break;
            }
        }
        return;
    }
    for (int s = 0; s < n; ++s)
        if (!racks[static_cast<std::size_t>(s)].empty())
            f(EndRackEntry{s, -value(s), s, racks[static_cast<std::size_t>(s)], false});
}

// The same arithmetic as the spread of two seats: how many times the opponent's rack points
// the player who goes out gains on the opponent (the rack moves from one score to the other,
// 2; is added twice, 2; only leaves the opponent's score, 1). The computer players' look-ahead
// values going out and kept tiles by it; tests/game/result_test.cpp holds it to the movements
// above for every rule set.
constexpr int out_spread_factor(const core::RuleSet& rules) {
    switch (rules.end_rack) {
        case core::EndRackRule::kOutGainsOthers:
        case core::EndRackRule::kOutGainsTwice:
            return 2;
        case core::EndRackRule::kEachSubtractsOwn:
            return 1;
    }
    return 2;
}

// The same movements as a list.
std::vector<EndRackEntry> end_rack_entries(const core::RuleSet& rules, EndReason reason, int out,
                                           std::span<const core::Rack> racks);

struct SeatResult {
    int play_score = 0;   // turns and adjustments, before the jury (the running total at the end)
    int end_racks = 0;    // rack points at the end
    int overtime = 0;     // minus the overtime penalty (clock setting kPenalty)
    int jury = 0;         // the jury's corrections
    int raw_final = 0;    // play_score + end_racks + overtime: the total before the jury
    int final_score = 0;  // raw_final + jury: the adjudicated total
    int spread = 0;       // final score minus the best final score among the others
    double match_points = 0;
    Outcome outcome = Outcome::kDraw;
    bool forfeited = false;  // lost on time or resigned
};

struct GameResult {
    EndReason reason = EndReason::kNone;
    int decided_by = -1;  // the seat that went out, flagged or resigned
    std::vector<SeatResult> seats;
    std::optional<int> winner;       // none: a draw (or a shared first place)
    bool knockout_tiebreak = false;  // a tie decided for the player who did not start
};

struct ResultInput {
    const core::RuleSet* rules = nullptr;
    EndReason reason = EndReason::kNone;
    int decided_by = -1;
    int starter = 0;
    bool knockout = false;
    std::vector<int> play_scores;   // per seat
    std::vector<int> jury;          // per seat (≤ 0)
    std::vector<int> overtime;      // per seat (≥ 0 points to subtract)
    std::vector<core::Rack> racks;  // final racks
    bool forfeit_on_flag = true;    // a flag loses the game (OvertimeRule::kLoss)
};

GameResult compute_result(const ResultInput& in);

}  // namespace letterzak::game
