#pragma once
// Playing a round without a director typing results: a GamePlayer plays each pairing's game and
// reports how it ended, and play_round enters the reports as results. The tournament engine does
// not play games itself (it links neither the referee nor the AI): whoever runs the games plugs
// in here. The simulated tournament test seats the engine's computer players at the referee
// (tests/tournament/referee_games.hpp); RandomScoreModel below stands in where only the variety
// of results matters.

#include <cstdint>
#include <functional>

#include "core/result.hpp"
#include "core/rng.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

// Plays the game of one pairing and reports how it ended.
using GamePlayer =
    std::function<GameReport(const Tournament& t, int round, const Pairing& pairing)>;

// Plays every game of `round` that has no result yet and enters the results.
Result<void> play_round(Tournament& t, int round, const GamePlayer& play);

// A seeded score model: club-level scores (roughly 300–500), a rating edge worth a few points,
// now and then a draw, a jury correction, a loss on time or a forfeit — enough variety to test
// everything a round's results can contain, which computer games through the referee seldom or
// never produce. Same seed, same results.
class RandomScoreModel {
  public:
    explicit RandomScoreModel(std::uint64_t seed) : rng_(seed) {}
    GameReport operator()(const Tournament& t, int round, const Pairing& pairing);

  private:
    core::Rng rng_;
};

}  // namespace letterzak::tournament
