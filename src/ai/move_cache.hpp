#pragma once
// The endgame solver's cache of move lists: the placements a rack has on a board, keyed by
// their Zobrist hash (Zobrist::moves_key), generated once and then shared by every node
// that meets the same board and rack again: the next iteration of the deepening search, a
// transposition, the opponent's replies looked up for the "both stuck" test. Move
// generation is nearly all of an endgame search's time, so this is where the work is saved.
//
// Bounded (core/budgeted_cache.hpp): the lists held never take more than the byte budget;
// past it, slots in a sweeping order give theirs up. A list handed out stays valid while its
// holder keeps it (shared ownership), so a node may iterate its list while deeper nodes
// replace entries.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "core/budgeted_cache.hpp"
#include "core/move.hpp"

namespace letterzak::ai {

class MoveCache {
  public:
    using List = std::shared_ptr<const std::vector<core::Move>>;

    explicit MoveCache(std::size_t bytes);
    // The list stored under `key`, or null.
    List find(std::uint64_t key) const {
        const List* found = slots_.find(key);
        return found != nullptr ? *found : nullptr;
    }
    // Stores `list` under `key`, evicting others if the budget requires it. A list larger
    // than the whole budget is not kept.
    void insert(std::uint64_t key, List list) { slots_.insert(key, std::move(list)); }
    void clear() { slots_.clear(); }
    std::size_t bytes_used() const { return slots_.bytes_used(); }

  private:
    struct Traits {
        // Zobrist keys are uniform already.
        static std::uint64_t slot(std::uint64_t key) { return key; }
        static std::size_t cost(const List& list) {
            return list == nullptr
                       ? 0
                       : sizeof(std::vector<core::Move>) + list->capacity() * sizeof(core::Move);
        }
    };
    core::BudgetedCache<std::uint64_t, List, Traits> slots_;
};

}  // namespace letterzak::ai
