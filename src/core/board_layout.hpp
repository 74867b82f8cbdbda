#pragma once
// Where the premium squares are. A layout is a table of 15 strings, so another board
// (Wordfeud's, Brettspielnetz's real one) is one more table.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace letterzak::core {

inline constexpr int kBoardSize = 15;
inline constexpr int kSquares = kBoardSize * kBoardSize;

constexpr int square_index(int row, int col) {
    return row * kBoardSize + col;
}
constexpr int row_of(int sq) {
    return sq / kBoardSize;
}
constexpr int col_of(int sq) {
    return sq % kBoardSize;
}

struct BoardLayout {
    std::string name;
    std::array<std::uint8_t, kSquares> letter_multiplier{};  // 1, 2 or 3
    std::array<std::uint8_t, kSquares> word_multiplier{};    // 1, 2 or 3
    int center = square_index(7, 7);                         // H8, where the first move goes
};

// "standard": the board of the Dutch tournament rules (seed 001) and the box (seed 004).
const BoardLayout* board_layout_by_name(std::string_view name);

}  // namespace letterzak::core
