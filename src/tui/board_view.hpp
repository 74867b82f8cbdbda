#pragma once
// The board as terminal lines: a header of column letters A–O, then rows 1–15, each square
// three columns wide (48 columns in all, so a side panel fits beside it in 80). Premium
// squares show their marker (3W, 2W, 3L, 2L; * for the centre) and, with colour, the board's
// colours; tiles of the last move stand out (green, or [T] without colour); a blank is its
// letter in lower case.

#include <array>
#include <string>
#include <vector>

#include "core/board.hpp"
#include "core/board_layout.hpp"
#include "core/rack.hpp"
#include "core/rules.hpp"
#include "tui/ansi.hpp"

namespace letterzak::tui {

inline constexpr std::size_t kBoardColumns = 48;

using SquareSet = std::array<bool, core::kSquares>;

std::vector<std::string> board_lines(const core::Board& board, const core::BoardLayout& layout,
                                     const SquareSet& last_move, const Style& style);

// A rack as tiles with their values ("A₁ E₁ N₁ Q₁₀ ?₀"), in the order given.
std::string rack_line(const std::vector<core::Letter>& tiles, const core::TileSet& set,
                      const Style& style);

}  // namespace letterzak::tui
