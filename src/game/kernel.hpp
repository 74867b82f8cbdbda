#pragma once
// The rules kernel: the plain state of a game with every tile known (board, bag, racks,
// scores, whose turn, the scoreless run, the end) and the pure functions of the rules over it,
// for 2, 3 and 4 seats. It is the one place where a turn's effect is written down: the
// referee (game.hpp: events, clocks, challenges, the jury, declared racks) asks it for the
// scoreless run, its limit and the end-of-game rack points, and the computer players copy the
// state to look ahead (simulation, the endgame) and play their games (the bench, matches).
//
// What the kernel leaves to the referee: challenges and withdrawn plays, the jury, clocks,
// resignations, tiles that come from outside (a record), and the house rules of seed 002
// (playing on after going out, blank swaps, the veto). Computer players only play words the
// lexicon holds, so between them none of that arises. One rule needs the word list: an open
// woordspel blank's reading in a cross word (word_judge.hpp, open_reading_fixes), so a state
// carries the word list its players generate from.

#include <array>
#include <cstdint>
#include <span>

#include "core/bag.hpp"
#include "core/board.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/rng.hpp"
#include "core/rules.hpp"
#include "game/history.hpp"
#include "game/result.hpp"

namespace letterzak::lexicon {
class Kwg;
}

namespace letterzak::game {

// The most seats any rule set allows (box: 4).
inline constexpr int kMaxSeats = 4;

// A safety net far beyond any real game (each turn places, exchanges or counts a pass): the
// kernel ends a game that reaches it as a pass run ends one.
inline constexpr int kMaxTurns = 500;

struct State {
    const core::RuleSet* rules = nullptr;
    core::Board board;
    core::Bag bag;
    std::array<core::Rack, kMaxSeats> racks;  // the first `seats` are in play
    std::array<int, kMaxSeats> scores{};      // end-of-game rack points included once over
    int seats = 2;
    int starter = 0;
    int to_move = 0;
    int turn = 0;                   // turns played
    int scoreless_run = 0;          // consecutive scoreless turns that count towards the end
    int turns_since_placement = 0;  // turns (all seats) since a tile was placed
    int opening_passes = 0;         // woordspel: passes in the uncounted opening turns
    bool redealt = false;
    EndReason end = EndReason::kNone;         // kWentOut or kPassRun (also at kMaxTurns)
    int out_seat = -1;                        // kWentOut: who went out
    std::array<int, kMaxSeats> end_points{};  // rack points moved at the end (in scores)
    // Under blank_per_direction (woordspel): the word list that chooses an open blank's reading
    // when a word along its open line first contains it, as the referee does. Null: the
    // reading stays open (a wildcard to the move generator) until a move along that line.
    const lexicon::Kwg* words = nullptr;

    bool over() const { return end != EndReason::kNone; }
    int score(int seat) const { return scores[static_cast<std::size_t>(seat)]; }
    const core::Rack& rack(int seat) const { return racks[static_cast<std::size_t>(seat)]; }
    // The seat's score minus the best score among the others.
    int spread(int seat) const;
    // The seat after `seat` in turn order.
    int next(int seat) const { return (seat + 1) % seats; }
};

// A new game: a full bag, `starter` to move, the racks drawn in turn order from the starter
// (as the referee deals them, so the same generator gives the same racks). `words`: see
// State::words.
State new_state(const core::RuleSet& rules, int seats, int starter, core::Rng& rng,
                const lexicon::Kwg* words = nullptr);

// The number of consecutive scoreless turns that ends the game, with `active_seats` players
// still taking turns: tournament three in total (III-3), box twice round the table, english six.
int scoreless_limit(const core::RuleSet& rules, int active_seats);

// The scoreless run after a turn of `kind`, `turn_index` (0-based) turns into the game: a
// placement breaks it; an exchange breaks it or counts, as the rule set says; a pass counts
// except in woordspel's opening turns; a turn lost to a failed challenge counts.
int scoreless_run_after(const core::RuleSet& rules, TurnKind kind, int turn_index, int run);

// Woordspel: every player passed in the opening turns, so the racks are dealt anew (once).
bool opening_redeal_due(const core::RuleSet& rules, int turns_played, int opening_passes,
                        bool redealt);

// Plays the mover's move (legal for the position: the generator's placement, an exchange
// while the bag allows, or a pass) and passes the turn; ends the game when the rules say so,
// with the rule set's end-of-game rack points. Returns the points the move scored.
int apply_move(State& state, const core::Move& move, core::Rng& rng);

}  // namespace letterzak::game
