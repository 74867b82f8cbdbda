#pragma once
// The result of one tournament game, and what it is worth to each player.
//
// Two shapes on purpose: a GameReport names players by id in any order (what the referee on the
// server or a director typing a score sheet knows); a GameResult is stored in the pairing's seat
// order (first = the player who started), which the knock-out tie rule needs.

#include <array>
#include <cstdint>
#include <optional>

#include "tournament/half_points.hpp"
#include "tournament/player.hpp"
#include "tournament/settings.hpp"

namespace letterzak::tournament {

// Seat 0 started the game, seat 1 did not ("speler 2").
inline constexpr std::size_t kFirstSeat = 0;
inline constexpr std::size_t kSecondSeat = 1;

enum class Forfeit : std::uint8_t { kNone, kFirst, kSecond, kBoth };  // who did not turn up

struct GameResult {
    std::array<int, 2> scores{};  // as written on the score sheet
    // The jury's definitive scores (Reglement IV-2: the red pen). When present, they count.
    std::optional<std::array<int, 2>> jury_scores;
    Forfeit forfeit = Forfeit::kNone;
    // SPEC §4: running out of time loses the game whatever the score; the scores still stand.
    std::optional<std::size_t> lost_on_time;  // seat

    int final_score(std::size_t seat) const {
        return jury_scores ? (*jury_scores)[seat] : scores[seat];
    }
    bool played() const { return forfeit == Forfeit::kNone; }
};

// One player's line of a finished game.
struct PlayerReport {
    PlayerId player = kNoPlayer;
    int score = 0;
    std::optional<int> jury_score;
    bool forfeited = false;
    bool lost_on_time = false;
};

// A finished game as reported from outside — the results-entry API takes this. The players may
// come in either order; the tournament matches them to the pairing.
struct GameReport {
    std::array<PlayerReport, 2> players;
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
// player who did not start wins (Reglement IV-4). A forfeit is a win by the forfeit spread.
std::array<SeatOutcome, 2> outcome_of(const GameResult& r, const Settings& s);

// The seat that won, or nullopt for a draw or a double forfeit.
std::optional<std::size_t> winning_seat(const GameResult& r, const Settings& s);

}  // namespace letterzak::tournament
