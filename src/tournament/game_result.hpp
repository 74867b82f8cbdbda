#pragma once
// The result of one tournament game, and what it is worth to each player.
//
// Two shapes on purpose: a GameReport names players by id in any order (what the referee on the
// server or a director typing a score sheet knows); a GameResult is stored in the pairing's seat
// order (first = the player who started), which the knock-out tie rule needs.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/result.hpp"
#include "tournament/half_points.hpp"
#include "tournament/player.hpp"
#include "tournament/settings.hpp"

namespace letterzak::tournament {

// Seat 0 started the game, seat 1 did not ("speler 2").
inline constexpr std::size_t kFirstSeat = 0;
inline constexpr std::size_t kSecondSeat = 1;

enum class Forfeit : std::uint8_t { kNone, kFirst, kSecond, kBoth };  // who did not play

// How a game ended, as the standings, the report and the exports name it. Derived from a
// GameResult (result_kind()), never stored apart from it, so the two cannot disagree.
enum class ResultKind : std::uint8_t {
    kPlayed,         // over the board, the scores decide
    kLostOnTime,     // SPEC §4: a flag loses whatever the score
    kResigned,       // a resignation loses whatever the score
    kForfeit,        // one player forfeited the game (declared, or disqualified)
    kNoShow,         // one player did not turn up: a forfeit, named as such
    kDoubleForfeit,  // neither played: nobody wins, both lose the forfeit spread
    kAdjourned,      // interrupted, to be finished later: counts for nothing yet
};
inline constexpr std::size_t kResultKindCount = 7;

struct GameResult {
    std::array<int, 2> scores{};  // as written on the score sheet
    // The jury's definitive scores (Reglement IV-2: the red pen). When present, they count.
    std::optional<std::array<int, 2>> jury_scores;
    Forfeit forfeit = Forfeit::kNone;
    // SPEC §4: running out of time loses the game whatever the score; the scores still stand.
    std::optional<std::size_t> lost_on_time;  // seat
    // A resignation loses the game whatever the score; the scores at that moment still stand.
    std::optional<std::size_t> resigned;  // seat
    // With a forfeit of one seat: the player did not turn up (rather than forfeiting).
    bool no_show = false;
    // The game was adjourned: the scores so far are kept, the result counts for nothing until
    // the director enters the final one. An adjourned game does not hold up pairing (Swiss and
    // round robin); a knock-out needs its winner first.
    bool adjourned = false;
    // The seat that started, when the draw decided it (SPEC §6); unset: the pairing's first.
    std::optional<std::size_t> started;

    int final_score(std::size_t seat) const {
        return jury_scores ? (*jury_scores)[seat] : scores[seat];
    }
    bool played() const { return forfeit == Forfeit::kNone; }
    // The seat that lost regardless of the scores (time or resignation), if any.
    std::optional<std::size_t> conceded() const { return lost_on_time ? lost_on_time : resigned; }
    std::size_t starter() const { return started.value_or(kFirstSeat); }
};

ResultKind result_kind(const GameResult& r);
// "played", "lost_on_time", "resigned", "forfeit", "no_show", "double_forfeit", "adjourned":
// the one spelling every export and the API use.
std::string_view result_kind_name(ResultKind k);
// The kind in words for people: "no-show" / "niet opgekomen".
std::string_view result_kind_label(ResultKind k, bool dutch);
Result<ResultKind> parse_result_kind(std::string_view text);
// The seat the kind names (who lost on time, resigned, forfeited, did not show), if any.
std::optional<std::size_t> kind_seat(const GameResult& r);

// One player's line of a finished game.
struct PlayerReport {
    PlayerId player = kNoPlayer;
    int score = 0;
    std::optional<int> jury_score;
    bool forfeited = false;
    bool lost_on_time = false;
    bool resigned = false;
    bool no_show = false;  // implies forfeited
    bool started = false;  // this player started the game (when a draw decided it)
};

// A finished game as reported from outside — the results-entry API takes this. The players may
// come in either order; the tournament matches them to the pairing.
struct GameReport {
    std::array<PlayerReport, 2> players;
    bool adjourned = false;  // the scores so far of a game to be finished later
};

// What a game is worth to one seat.
struct SeatOutcome {
    HalfPoints wins = 0;
    int spread = 0;
    int score = 0;          // points scored over the board (0 for a forfeit)
    bool played = false;    // a real game over the board
    bool credited = false;  // won by forfeit: scored like a bye in puntenscrabble
};

// The value of a result for both seats. Equal scores are a draw, except in a knock-out, where the
// player who did not start wins (Reglement IV-4; who started is the pairing's first player unless
// the draw said otherwise). A forfeit is a win by the forfeit spread. A
// loss on time or a resignation loses whatever the score (the spread is the scores' all the
// same). An adjourned game is worth nothing to either seat yet.
std::array<SeatOutcome, 2> outcome_of(const GameResult& r, const Settings& s);

// The seat that won, or nullopt for a draw, a double forfeit or an adjourned game.
std::optional<std::size_t> winning_seat(const GameResult& r, const Settings& s);

}  // namespace letterzak::tournament
