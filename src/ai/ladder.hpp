#pragma once
// The strength ladder: every level against the one below it, in pairs of games (the same bag,
// seats swapped: MatchSettings::paired), so a change to any player is measured, not guessed.
// A step's intervals are taken over pairs, not games: the two games of a pair share their
// tiles, so they are not independent.

#include <string>
#include <vector>

#include "ai/match.hpp"
#include "ai/players.hpp"
#include "core/result.hpp"

namespace letterzak::ai {

struct LadderStep {
    std::string upper, lower;  // upper plays A, the level below plays B
    MatchReport report;
    int pairs = 0;
    Interval score;   // the upper level's result per pair: mean of its two games (1, ½, 0)
    Interval spread;  // the upper level's spread per pair, mean of its two games
    // Whether the upper level is significantly stronger: the score interval lies above ½.
    bool significant() const { return score.mean - score.half_width > 0.5; }
};

// The per-pair intervals of a paired match (games 2k, 2k+1; an odd last game is left out).
void pair_intervals(const MatchReport& report, Interval& score, Interval& spread, int& pairs);

// Plays `pairs` pairs for each level against the one before it in `levels` (weakest first).
// `progress` (optional) hears of each finished step. Error unknown_player for a bad name.
Result<std::vector<LadderStep>> play_ladder(
    const std::vector<std::string>& levels, const PlayerContext& context, int pairs,
    std::uint64_t seed, int threads, const std::function<void(const LadderStep&)>& progress = {});

// "casual > beginner: 200 games (100 pairs), casual wins 71.0% ± 6.2%, spread +48.3 ± 9.1
// (significant)"
std::string ladder_line(const LadderStep& step);

}  // namespace letterzak::ai
