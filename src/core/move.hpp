#pragma once
// A move: place tiles, exchange, or pass. Compact and allocation-free, because the move
// generator produces millions of them; the richer history of a turn lives in the game layer.

#include <array>
#include <cstdint>

#include "core/alphabet.hpp"
#include "core/board.hpp"

namespace letterzak::core {

enum class MoveKind : std::uint8_t { kPass = 0, kExchange = 1, kPlace = 2 };

inline constexpr int kMaxWord = kBoardSize;

struct Move {
    MoveKind kind = MoveKind::kPass;
    Direction dir = Direction::kHorizontal;
    std::uint8_t start = 0;       // kPlace: square of the main word's first letter
    std::uint8_t length = 0;      // kPlace: main word length; kExchange: tiles exchanged
    std::uint8_t tiles_used = 0;  // kPlace: tiles taken from the rack
    // kPlace, per position of the main word: a placed tile (letter, | kBlankBit for a blank),
    // or kThroughBit | the letter an existing tile reads as (| kBlankBit if it is a blank).
    // kExchange: the rack letters given back (kBlank for a blank).
    std::array<Letter, kMaxWord> word{};
    int score = 0;  // filled in by the scorer or generator; not part of identity

    int square(int i) const { return start + i * step_of(dir); }
    bool is_through(int i) const { return (word[static_cast<std::size_t>(i)] & kThroughBit) != 0; }

    static Move pass() { return Move{}; }
    // Equality of what is played, ignoring score.
    bool same_play(const Move& other) const;
};

}  // namespace letterzak::core
