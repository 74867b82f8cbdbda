#pragma once
// A move: place tiles, exchange, or pass. Compact and allocation-free, because the move
// generator produces millions of them; the richer history of a turn lives in the game layer.

#include <array>
#include <cstdint>

#include "core/alphabet.hpp"
#include "core/board.hpp"
#include "core/name_table.hpp"
#include "core/rack.hpp"

namespace letterzak::core {

enum class MoveKind : std::uint8_t { kPass = 0, kExchange = 1, kPlace = 2 };
inline constexpr std::array<Named<MoveKind>, 3> kMoveKindNames{{
    {MoveKind::kPass, "pass"},
    {MoveKind::kExchange, "exchange"},
    {MoveKind::kPlace, "place"},
}};

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

// The rack letter of a placed tile or a word entry: a blank is a blank on the rack, whatever
// it stands for on the board.
inline Letter rack_letter(Letter entry) {
    return is_blank_tile(entry) ? kBlank : letter_of(entry);
}

// The tiles a move takes from the rack: a placement's new tiles (blanks as blanks), an
// exchange's tiles given back; nothing for a pass. Entries that are no tile at all (a
// malformed move from outside) are left out: validating the move refuses it.
Rack tiles_taken(const Move& move);

// What stays on the rack after the move: the rack minus tiles_taken (the rack holds them).
Rack leave_after(const Rack& rack, const Move& move);

}  // namespace letterzak::core
