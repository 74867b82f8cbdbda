#pragma once
// The end of a game in words: why it ended, what the jury found (tournament), and the final
// arithmetic seat by seat (points played, rack points moved, overtime, jury corrections, final
// score), then who won. Built from the referee's result (game/result.hpp), never recomputed.

#include <string>
#include <vector>

#include "game/game.hpp"
#include "tui/catalogue.hpp"

namespace letterzak::tui {

// One line per entry, in the language; `viewer` is the player at the keyboard ("you").
std::vector<std::string> end_report(const game::Game& game, int viewer, Lang lang);

}  // namespace letterzak::tui
