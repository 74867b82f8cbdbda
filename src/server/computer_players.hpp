#pragma once
// The computer players a game can seat, by level name: the levels of the one registry
// (ai/level.hpp) that are offered to people, each an ai::ComputerSeat that decides from its
// seat's GameView alone, so it cannot see the other racks or the bag either. A new game
// against the computer gets the registry's default level ("club").

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "ai/computer_seat.hpp"
#include "ai/match.hpp"
#include "core/rules.hpp"
#include "server/lexicon_shelf.hpp"

namespace letterzak::server {

struct ComputerLevel {
    std::string id;        // "club"
    std::string label_nl;  // for the level menu
    std::string label_en;
};

// Levels offered to people, from the registry.
const std::vector<ComputerLevel>& computer_levels();
bool known_level(const std::string& id);
const std::string& default_level();

// Makes computer seats. Owned by the game service: the seats it makes use the lexicons of that
// service, and the factories it keeps (some levels build a vocabulary of their own, worth
// doing once, not per game) must not outlive them.
class ComputerRoster {
  public:
    // A seat of that level for the rule set; an unknown level gets the default. Players that
    // draw random numbers are seeded with `seed` (derived from the game's), so a game's
    // computer moves do not depend on the games played before it.
    std::unique_ptr<ai::ComputerSeat> make(const std::string& level, const core::RuleSet& rules,
                                           const LoadedLexicon& lexicon, std::uint64_t seed);

  private:
    struct Factories {
        ai::PlayerFactory player, greedy;
    };
    std::mutex mutex_;
    std::map<std::pair<std::string, std::string>, Factories> factories_;  // (level, rule set)
};

}  // namespace letterzak::server
