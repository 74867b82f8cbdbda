#pragma once
// A move in 36 bits, for the endgame's transposition table: the table keys a position (board
// and both racks), so a move stored there is written relative to that position — the mover's
// rack and the board it was played on — and is read back against the same. What the board
// and the rack already say is left out:
//   - the placed tiles, in the order they go down, as an ordered choice of the rack's tiles
//     (at most 8 of them: 109,601 choices, 17 bits, pass and "none" included);
//   - the first square of the main word (8 bits) and the direction (1 bit);
//   - the letters of up to two blanks, in the word's order (5 bits each): blanks it places,
//     and woordspel blanks on the board still open along the word, which the move reads.
// The squares the word runs through, its length and its score come from the board. A whole
// core::Move is 24 bytes; with 36 bits, a table entry (key, value, bound, depth, move) is 16,
// and the same memory remembers two and a half times the positions.

#include <cstdint>
#include <optional>

#include "core/board.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/rules.hpp"

namespace letterzak::ai {

inline constexpr int kTableMoveBits = 36;
inline constexpr std::uint64_t kNoTableMove = 0;

// The code of `move` played by `rack` on `board` (the position before it), or kNoTableMove
// when it has none: an exchange, a rack of more than eight tiles, or more than two blanks
// to read (no tile set has more).
std::uint64_t encode_table_move(const core::Move& move, const core::Board& board,
                                const core::Rack& rack);

// The move back, with its score, in the same position; nullopt for kNoTableMove and for a
// code that does not fit this board and rack (a square taken, the word off the board, a tile
// the rack lacks).
std::optional<core::Move> decode_table_move(std::uint64_t code, const core::Board& board,
                                            const core::Rack& rack, const core::RuleSet& rules);

}  // namespace letterzak::ai
