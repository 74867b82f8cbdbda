#pragma once
// A memory of the placements a rack has along single lines of the board, for generations
// that list every placement (Generator::generate with a LineMoves). What decides the
// placements along a line is the line's entries as the generator prepares them — its tiles,
// and for each empty square whether it is an anchor, which letters the word across allows
// there and what that word's tiles score — with the line's premiums and the rack. Two boards
// whose line agrees on these have the same placements there with the same scores, whatever
// the rest of the board holds; the generator keys a line by them (Key) and walks the
// automaton only for a line it has not met.
//
// The endgame lists a rack's placements again along the lines a move changed
// (reply_lines.hpp: changed_lines), and most of them it has met before in the same state, on
// another board: in the 7-vs-7 bench endgame DFNNOSS vs CELNQVZ 19.9 million lines were
// listed again for 519 thousand different states of a line and a rack.
//
// Bounded like the endgame's MoveCache (core/budgeted_cache.hpp): the lists held never take
// more than the byte budget; past it, slots in a sweeping order give theirs up.

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/budgeted_cache.hpp"
#include "core/move.hpp"

namespace letterzak::movegen {

class LineMoves {
  public:
    // Two 64-bit hashes of a line's state and the rack, mixed differently: two states share
    // both by an accident of about one in 2^128.
    struct Key {
        std::uint64_t a = 0, b = 0;
        bool operator==(const Key&) const = default;
    };

    explicit LineMoves(std::size_t bytes);
    // The placements stored under `key`, or null; valid until the next insert.
    const std::vector<core::Move>* find(const Key& key) const { return slots_.find(key); }
    // Fetches the key's slot for a find soon after, and, when the slot is there already (a
    // second call), the placements it holds.
    void prefetch(const Key& key) const { slots_.prefetch(key); }
    void prefetch_moves(const Key& key) const {
        if (const std::vector<core::Move>* found = find(key)) __builtin_prefetch(found->data());
    }
    // Stores the placements of the line with this key, evicting others if the budget
    // requires it. A list larger than the whole budget is not kept.
    void insert(const Key& key, std::vector<core::Move> moves) {
        moves.shrink_to_fit();
        slots_.insert(key, std::move(moves));
    }
    std::size_t bytes_used() const { return slots_.bytes_used(); }

  private:
    struct Traits {
        static std::uint64_t slot(const Key& key) { return key.a; }
        static std::size_t cost(const std::vector<core::Move>& moves) {
            return moves.capacity() * sizeof(core::Move);
        }
    };
    core::BudgetedCache<Key, std::vector<core::Move>, Traits> slots_;
};

}  // namespace letterzak::movegen
