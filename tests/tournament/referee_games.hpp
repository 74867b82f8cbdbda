#pragma once
// Tournament games played by the computer through the referee: the GamePlayer (simulation.hpp)
// that seats two of the engine's players at a game::Game for each pairing and enters the
// referee's adjudicated scores as the result. It lives with the tests, not in src/tournament,
// because the tournament engine stays pure: it knows results, not how games are played.
//
// Each game is a real one: the tournament's rule set (bag, racks, going out, the end-of-game
// rack points, the jury after the game), the Dutch word list as Lexicon::open finds it, the
// pairing's first player starting. No clock: the computer answers in milliseconds, so a clock
// would only ever record that nobody ran out of time.

#include <cstdint>
#include <vector>

#include "game/game.hpp"
#include "game/word_judge.hpp"
#include "tournament/simulation.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament::testing {

// One game as the referee played it, kept so that a test can hold the tournament's record
// against the referee's.
struct RefereeGame {
    int round = 0;
    Pairing pairing;  // as paired, before the result was entered
    game::Game game;
};

class RefereeGames {
  public:
    // Game (round, first, second) draws its bag from a seed derived from `seed` and those three
    // alone, so a game does not depend on which games were played before it.
    explicit RefereeGames(std::uint64_t seed) : seed_(seed) {}

    GameReport operator()(const Tournament& t, int round, const Pairing& pairing);

    const std::vector<RefereeGame>& games() const { return games_; }

  private:
    std::uint64_t seed_;
    std::vector<RefereeGame> games_;
};

// The judge the referee's games were played with, for replaying their records (the rule set's
// reading of the Dutch list).
const game::WordJudge& referee_judge(const core::RuleSet& rules);

}  // namespace letterzak::tournament::testing
