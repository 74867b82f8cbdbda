#pragma once
// What a game is before its first move: the rule set (a copy, so that settings and house
// rules can differ per game), the players, the seed, where the tiles come from, the clock.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/rules.hpp"
#include "game/clock.hpp"

namespace letterzak::game {

enum class TileSupply : std::uint8_t {
    // The game draws from its own bag with the seeded generator: live games and self-play.
    kSeeded,
    // The tiles come from outside (a game played over the board, a GCG record): racks are
    // named by set_rack or revealed by the tiles a turn plays; draws are counted, not made.
    kDeclared,
};

struct GameSetup {
    core::RuleSet rules;               // defaults to "tournament" when built by for_rules
    std::vector<std::string> players;  // names in seat order; 2..4 as the rule set allows
    std::uint64_t seed = 0;            // the bag and the draw for the first player
    TileSupply supply = TileSupply::kSeeded;
    std::optional<int> starter;        // who starts, without a draw (a pairing, a record);
                                       // required for kDeclared
    bool knockout = false;             // a tie goes to the player who did not start (IV-4)
    ClockSettings clock;               // no clock unless set
    std::optional<Millis> started_at;  // the clock's start; filled in by Game::create

    static GameSetup for_rules(const core::RuleSet& rules, std::vector<std::string> players,
                               std::uint64_t seed = 0);
};

}  // namespace letterzak::game
