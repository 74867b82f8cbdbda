#pragma once
// The settings a game is played with, as sentences for the player at the start (the rule
// summary): the house rules of the box game with the command that uses each, the penalty for
// a failed challenge, and the clock (minutes a player, what overtime costs, the total playing
// time). Nothing is said of a setting left as the rule set has it, except the clock.

#include <vector>

#include "game/setup.hpp"
#include "tui/catalogue.hpp"

namespace letterzak::tui {

std::vector<Message> settings_summary(const game::GameSetup& setup);

}  // namespace letterzak::tui
