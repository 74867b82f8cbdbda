#pragma once
// Zobrist hashing of endgame positions: a random 64-bit key per (square, tile), per blank
// reading, per (seat, letter, copy), for the side to move and the pass run, XORed together.
// Equal positions hash equal whatever move order reached them, which is what lets the
// transposition table share work between transpositions. The keys come from a fixed seed.

#include <array>
#include <cstdint>

#include "core/alphabet.hpp"
#include "core/board_layout.hpp"
#include "core/move.hpp"
#include "game/kernel.hpp"

namespace letterzak::ai {

class Zobrist {
  public:
    Zobrist();
    // The hash of everything that decides the rest of an endgame (the bag is empty): the
    // board, both racks, who moves and how many scoreless turns have passed.
    std::uint64_t hash(const game::State& state) const {
        return hash(board_hash(state.board), state);
    }
    // The board's part of both hashes (a scan of every square): a node that needs both takes
    // it once and passes it to the two below.
    std::uint64_t board_hash(const core::Board& board) const;
    // hash(state), given board_hash(state.board).
    std::uint64_t hash(std::uint64_t board_key, const game::State& state) const;
    // What a placement adds to board_hash, from the move alone (0 for a pass): exact where a
    // blank reads as its letter both ways; under blank_per_direction only board_hash(after)
    // is.
    std::uint64_t placed_hash(const core::Move& move) const;
    // hash(child), given `key` = hash(parent), where the child is the two-seat `parent` with
    // an empty bag after its mover plays `move` (which must not end the game), `placed` =
    // placed_hash(move) and `run` is the child's scoreless run: only what the move changed is
    // looked at, so the solver can have it before it plays the move (to fetch the table's slot
    // meanwhile), and exactly as hash(child) where placed_hash is.
    std::uint64_t hash_after(std::uint64_t key, std::uint64_t placed, const game::State& parent,
                             const core::Move& move, int run) const;
    // The hash of a board and one rack, whoever holds it, given board_hash(board): the moves
    // that rack has on that board depend on nothing else, so this keys the solver's cache of
    // move lists.
    std::uint64_t moves_key(std::uint64_t board_key, const core::Rack& rack) const {
        return board_key ^ rack_hash(0, rack);
    }

  private:
    // One square's part of board_hash (0 when it is empty).
    std::uint64_t square_hash(const core::Board& board, int square) const;
    // One tile's part of board_hash on `square` when it reads as its letter both ways.
    std::uint64_t tile_hash(core::Letter tile, int square) const;
    std::uint64_t run_hash(int run) const {
        return run_[static_cast<std::size_t>(run < kMaxRun ? run : kMaxRun - 1)];
    }
    std::uint64_t rack_hash(std::size_t seat, const core::Rack& rack) const;

    static constexpr int kTileCodes = 2 * core::kLetterSlots;  // letter, and blank or not
    static constexpr int kMaxRun = 16;
    std::array<std::array<std::uint64_t, kTileCodes>, core::kSquares> tile_{};
    std::array<std::array<std::array<std::uint64_t, core::kLetterSlots>, core::kSquares>, 2>
        reading_{};
    std::array<std::array<std::array<std::uint64_t, 9>, core::kLetterSlots>, 2> rack_{};
    std::array<std::uint64_t, kMaxRun> run_{};
    std::uint64_t side_ = 0;
};

}  // namespace letterzak::ai
