#include "ai/transposition_table.hpp"

namespace letterzak::ai {

TranspositionTable::TranspositionTable(int bits)
    : entries_(std::size_t{1} << bits), mask_((std::uint64_t{1} << bits) - 1) {}

void TranspositionTable::store(std::uint64_t key, int value, int depth, Bound bound,
                               const core::Move& best) {
    TableEntry& e = entries_[key & mask_];
    // Keep a solved entry of the same position rather than overwrite it with a shallower bound.
    if (e.key == key && e.depth == kSolvedDepth && depth != kSolvedDepth &&
        e.bound == Bound::kExact)
        return;
    e.key = key;
    e.value = value;
    e.depth = static_cast<std::int16_t>(depth);
    e.bound = bound;
    e.best = best;
}

void TranspositionTable::clear() {
    for (TableEntry& e : entries_) e = TableEntry{};
}

}  // namespace letterzak::ai
