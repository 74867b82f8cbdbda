#pragma once
// The endgame's memory of positions already searched: for a hash, the value found, whether
// it is exact or only a bound (alpha-beta cut the search short), how deep the search went
// (or that the subtree was searched to the end of the game, which holds at any depth), and
// the best move, tried first next time. One slot per hash bucket, replaced by newer results.

#include <cstdint>
#include <vector>

#include "core/move.hpp"

namespace letterzak::ai {

enum class Bound : std::uint8_t { kNone, kExact, kLower, kUpper };

struct TableEntry {
    std::uint64_t key = 0;
    int value = 0;
    std::int16_t depth = -1;  // kSolvedDepth: valid at any depth
    Bound bound = Bound::kNone;
    core::Move best;
};

class TranspositionTable {
  public:
    static constexpr std::int16_t kSolvedDepth = 1000;

    // 2^bits entries.
    explicit TranspositionTable(int bits = 20);
    const TableEntry* probe(std::uint64_t key) const {
        const TableEntry& e = entries_[key & mask_];
        return e.key == key && e.bound != Bound::kNone ? &e : nullptr;
    }
    void store(std::uint64_t key, int value, int depth, Bound bound, const core::Move& best);
    void clear();

  private:
    std::vector<TableEntry> entries_;
    std::uint64_t mask_;
};

}  // namespace letterzak::ai
