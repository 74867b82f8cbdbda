#pragma once
// Playing a round without a director typing results: the hook through which games get played.
//
// REFEREE HOOK: today the games come from RandomScoreModel, a seeded stand-in. When the game
// layer (src/game) lands, a GamePlayer that runs a computer-vs-computer game under
// t.settings.rules through the referee (jury included) and reports the adjudicated scores plugs
// in here unchanged; so does the server, which reports games played on the web board.

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
// everything a round's results can contain. Same seed, same results.
class RandomScoreModel {
  public:
    explicit RandomScoreModel(std::uint64_t seed) : rng_(seed) {}
    GameReport operator()(const Tournament& t, int round, const Pairing& pairing);

  private:
    core::Rng rng_;
};

}  // namespace letterzak::tournament
