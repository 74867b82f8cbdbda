#pragma once
// The 15×15 grid of tiles. Each occupied square holds its tile (a letter, with kBlankBit when
// a blank stands for it) and how it reads in each direction: the same letter both ways,
// except under blank_per_direction (woordspel), where a blank may read differently across
// and down, or not be chosen yet in one direction (kUnfixed).

#include <array>
#include <cstdint>
#include <span>

#include "core/alphabet.hpp"
#include "core/board_layout.hpp"

namespace letterzak::core {

enum class Direction : std::uint8_t { kHorizontal = 0, kVertical = 1 };

constexpr Direction other(Direction d) {
    return d == Direction::kHorizontal ? Direction::kVertical : Direction::kHorizontal;
}
// Step from a square to the next one along a direction.
constexpr int step_of(Direction d) {
    return d == Direction::kHorizontal ? 1 : kBoardSize;
}

class Board {
  public:
    bool empty(int sq) const { return tile_[idx(sq)] == 0; }
    Letter tile(int sq) const { return tile_[idx(sq)]; }
    bool is_blank(int sq) const { return is_blank_tile(tile_[idx(sq)]); }
    // The letter the tile on sq reads as in words along d (kUnfixed: not chosen yet).
    Letter reads(Direction d, int sq) const { return read_[static_cast<std::size_t>(d)][idx(sq)]; }

    // Puts a tile on an empty square; a non-blank reads as its own letter both ways.
    void place(int sq, Letter tile) { place(sq, tile, letter_of(tile), letter_of(tile)); }
    void place(int sq, Letter tile, Letter read_horizontal, Letter read_vertical);
    void set_reading(Direction d, int sq, Letter l) {
        read_[static_cast<std::size_t>(d)][idx(sq)] = l;
    }
    void remove(int sq);

    // Whether `sq` holds the same tile on both boards (or is empty on both), read the same
    // way along both lines.
    bool same_square(const Board& other, int sq) const {
        const std::size_t i = idx(sq);
        return tile_[i] == other.tile_[i] && read_[0][i] == other.read_[0][i] &&
               read_[1][i] == other.read_[1][i];
    }

    // The squares where the two boards differ (as same_square says), in increasing order:
    // writes the first `max` of them to `out` and returns how many differ, or max + 1 when
    // more than `max` do. Compares eight squares at a time: boards a move or two apart, as a
    // search visits them, differ in a few squares of 225.
    int different_squares(const Board& other, std::span<int> out) const;

    int tile_count() const { return count_; }
    bool is_empty_board() const { return count_ == 0; }

    bool operator==(const Board& other) const = default;

  private:
    static std::size_t idx(int sq) { return static_cast<std::size_t>(sq); }
    std::array<Letter, kSquares> tile_{};
    std::array<std::array<Letter, kSquares>, 2> read_{};
    int count_ = 0;
};

}  // namespace letterzak::core
