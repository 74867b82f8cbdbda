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
//
// Their memory (MoveListPool): a search makes and drops millions of lists (23 million in the
// bench's hardest 7-vs-7 endgame), and allocating and freeing each list's moves was 7% of its
// time. A list dropped for good (evicted, and let go by every node) gives its memory back to
// the pool, and the next list of about its size takes it.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "core/budgeted_cache.hpp"
#include "core/move.hpp"

namespace letterzak::ai {

class MoveListPool;

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

// Lists of moves made from memory used before. Their capacities are powers of two (at least
// kSmallest moves), kept apart by size, at most kKept of each size. One thread at a time:
// each endgame searcher has its own. The pool must outlive the lists it made (a list dropped
// returns its memory to it).
class MoveListPool {
  public:
    MoveListPool();
    ~MoveListPool();
    MoveListPool(const MoveListPool&) = delete;
    MoveListPool& operator=(const MoveListPool&) = delete;

    // A list holding a copy of `moves`.
    MoveCache::List make(const std::vector<core::Move>& moves);

  private:
    static constexpr std::size_t kSmallest = 8;
    static constexpr std::size_t kKept = 64;
    static constexpr std::size_t kSizes = 20;  // capacities 8 … 2^22 moves (larger: not kept)
    struct GiveBack {
        MoveListPool* pool;
        void operator()(const std::vector<core::Move>* list) const;
    };
    std::array<std::vector<std::vector<core::Move>*>, kSizes> spare_{};
};

}  // namespace letterzak::ai
