#pragma once
// The endgame's memory of positions already searched: for a hash, the value found, whether
// it is exact or only a bound (alpha-beta cut the search short), how deep the search went
// (or that the subtree was searched to the end of the game, which holds at any depth), and
// the best move, tried first next time.
//
// Bounded: the table is sized once from a byte budget and never grows. Each hash maps to a
// bucket of two slots: the first keeps the most valuable result (a solved one, else the
// deepest), the second always takes the newest, so a deep or solved result is not pushed out
// by the many shallow ones near the leaves, yet recent work is still remembered.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

#include "core/move.hpp"

namespace letterzak::ai {

enum class Bound : std::uint8_t { kNone, kExact, kLower, kUpper };

struct TableEntry {
    std::uint64_t key = 0;
    int value = 0;
    std::int16_t depth = -1;  // kSolvedDepth: valid at any depth
    Bound bound = Bound::kNone;
    std::uint8_t age = 0;  // the search it belongs to: others read as empty
    core::Move best;
};

class TranspositionTable {
  public:
    static constexpr std::int16_t kSolvedDepth = 1000;

    // As many two-slot buckets (a power of two, at least one) as fit in `bytes`.
    explicit TranspositionTable(std::size_t bytes = std::size_t{16} << 20);
    const TableEntry* probe(std::uint64_t key) const {
        const TableEntry* b = &entries_[(key & mask_) * 2];
        if (live(b[0]) && b[0].key == key) return &b[0];
        if (live(b[1]) && b[1].key == key) return &b[1];
        return nullptr;
    }
    void store(std::uint64_t key, int value, int depth, Bound bound, const core::Move& best);
    // Forgets every entry: in constant time (entries of an earlier search read as empty),
    // except once in 255 calls, when the entries are really wiped.
    void clear();
    std::size_t bytes() const { return count_ * sizeof(TableEntry); }

  private:
    bool live(const TableEntry& e) const { return e.age == age_ && e.bound != Bound::kNone; }
    struct Free {
        void operator()(TableEntry* p) const { std::free(p); }
    };

    // Buckets of two: [2i] kept by worth, [2i+1] newest. Zeroed memory from calloc, which
    // reads as empty (age 0 is never current): the system hands out pages as the search
    // first touches them, so a short search does not take the whole budget.
    std::unique_ptr<TableEntry[], Free> entries_;
    std::size_t count_;
    std::uint64_t mask_;
    std::uint8_t age_ = 1;
};

}  // namespace letterzak::ai
