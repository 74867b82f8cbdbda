#pragma once
// A match between two computer players: N games of the rule set, seats alternating who
// starts, on several threads. Game g depends only on (seed, g), so a match gives the same
// games for any thread count; the report gives wins, draws and mean spread with 95% intervals.

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "ai/player.hpp"
#include "core/rules.hpp"
#include "game/kernel.hpp"

namespace letterzak::ai {

// Makes a fresh player (one per thread: players are not thread-safe).
using PlayerFactory = std::function<std::unique_ptr<Player>()>;

struct MatchSettings {
    int games = 100;
    std::uint64_t seed = 1;
    int threads = 1;
    // Games 2k and 2k+1 are a pair: the same bag (the same seeded draws), A starting in one
    // and B in the other, so the luck of the tiles falls on both players alike.
    bool paired = false;
    // The word list the players play from: the kernel fixes open woordspel blanks' cross
    // readings with it (game::State::words).
    const lexicon::Kwg* words = nullptr;
};

struct MatchGame {
    int game = 0;
    int starter = 0;              // 0: player A started
    std::array<int, 2> scores{};  // A, B
    int turns = 0;
    game::EndReason end = game::EndReason::kNone;  // kPassRun also at game::kMaxTurns
    std::array<core::Rack, 2> final_racks;         // A, B: the tiles left when the game ended
};

// A mean with the half-width of its 95% confidence interval (normal approximation).
struct Interval {
    double mean = 0;
    double half_width = 0;
};
Interval mean_interval(const std::vector<double>& values);

struct MatchReport {
    std::string player_a, player_b;
    std::vector<MatchGame> games;  // in game order
    int wins_a = 0, draws = 0, wins_b = 0;
    Interval score_a;   // A's result per game: 1 win, ½ draw, 0 loss
    Interval spread_a;  // A's score minus B's
    Interval points_a, points_b;
    Interval starter_score;  // how the starting seat fared (1, ½, 0)
    // Share of games ending with the Q still on A's and on B's rack (the tile hardest to
    // play: a stuck Q is a symptom of undervaluing it).
    Interval stuck_q_a, stuck_q_b;
    double seconds = 0;
};

// A whole game between computer players with every tile known, through the rules kernel
// (game/kernel.hpp): seats[s] plays seat s (one player may sit in several seats), `starter`
// moves first, the racks are dealt from `rng`. `observe` (optional) sees every position before
// its move, with the seat to move. The loop of matches, the leave trainer's games and the
// bench's greedy games.
game::State play_kernel_game(const core::RuleSet& rules, const lexicon::Kwg* words,
                             std::span<Player* const> seats, int starter, core::Rng& rng,
                             const std::function<void(const game::State&)>& observe = {});

// Plays one game; A sits in seat 0; `words` as in MatchSettings. Players are told the game's seed
// first. Paired: the bag is the one of game - game % 2 (see MatchSettings::paired).
MatchGame play_match_game(const core::RuleSet& rules, Player& a, Player& b, std::uint64_t seed,
                          int game, bool paired = false, const lexicon::Kwg* words = nullptr);

// `progress` (optional) hears of every finished game, with the number finished so far; calls
// are serialised.
MatchReport play_match(const core::RuleSet& rules, const PlayerFactory& a, const PlayerFactory& b,
                       const MatchSettings& settings,
                       const std::function<void(int, const MatchGame&)>& progress = {});

// The one-line summary: "A vs B: 1234 games, A wins 61.2% ± 2.1% (W-D-L 750-5-479), spread
// +21.3 ± 3.0".
std::string summary_line(const MatchReport& report);

}  // namespace letterzak::ai
