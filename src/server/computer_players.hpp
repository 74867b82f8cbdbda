#pragma once
// The computer players a game can seat, by level name. Each is a game::Player: it decides
// from its seat's GameView alone, so it cannot see the other racks or the bag either.
//
// With the engine's players (src/ai): the levels for people (beginner, casual, club, expert,
// champion) and greedy; the first listed ("club") is what a new game against the computer
// gets. "greedy" (the highest-scoring placement the move generator finds) is always there and
// is the fallback when a level cannot be made.

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/rules.hpp"
#include "game/player.hpp"
#include "server/lexicon_shelf.hpp"

namespace letterzak::server {

struct ComputerLevel {
    std::string id;        // "greedy"
    std::string label_nl;  // for the level menu
    std::string label_en;
};

// Levels offered, best first.
const std::vector<ComputerLevel>& computer_levels();
bool known_level(const std::string& id);
const std::string& default_level();

// Makes computer players. Owned by the game service: the players it makes use the lexicons of
// that service, and the factories it keeps (some levels build a vocabulary of their own, worth
// doing once, not per game) must not outlive them.
class ComputerRoster {
  public:
    // A player of that level for the rule set (which must outlive it); an unknown level gets the
    // fallback. Players that draw random numbers are seeded with `seed` (derived from the
    // game's), so a game's computer moves do not depend on the games played before it.
    std::unique_ptr<game::Player> make(const std::string& level, const core::RuleSet& rules,
                                       const LoadedLexicon& lexicon, std::uint64_t seed);

  private:
    using Factory = std::function<std::unique_ptr<game::Player>(std::uint64_t seed)>;
    std::mutex mutex_;
    std::map<std::pair<std::string, std::string>, Factory> factories_;  // (level, rule set)
};

}  // namespace letterzak::server
