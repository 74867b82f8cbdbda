#include "ai/transposition_table.hpp"

#include <bit>
#include <cstring>
#include <new>
#include <type_traits>

namespace letterzak::ai {
namespace {

std::uint64_t bucket_count(std::size_t bytes) {
    const std::size_t buckets = bytes / (2 * sizeof(TableEntry));
    return buckets < 1 ? 1 : std::bit_floor(static_cast<std::uint64_t>(buckets));
}

}  // namespace

TranspositionTable::TranspositionTable(std::size_t bytes)
    : count_(static_cast<std::size_t>(bucket_count(bytes) * 2)), mask_(bucket_count(bytes) - 1) {
    static_assert(std::is_aggregate_v<TableEntry> && std::is_trivially_copyable_v<TableEntry>,
                  "zeroed memory must be TableEntry objects");
    entries_.reset(static_cast<TableEntry*>(std::calloc(count_, sizeof(TableEntry))));
    if (entries_ == nullptr) throw std::bad_alloc();
}

void TranspositionTable::store(std::uint64_t key, int value, int depth, Bound bound,
                               const core::Move& best) {
    TableEntry* b = &entries_[(key & mask_) * 2];
    const TableEntry fresh{key, value, static_cast<std::int16_t>(depth), bound, age_, best};
    for (int i = 0; i < 2; ++i) {
        TableEntry& e = b[i];
        if (e.key != key || !live(e)) continue;
        // Keep a solved exact value of the same position rather than overwrite it with a
        // shallower bound; anything else of this position gives way to the newer result.
        if (e.depth == kSolvedDepth && e.bound == Bound::kExact && depth != kSolvedDepth) return;
        e = fresh;
        return;
    }
    // A new position: into the first slot if it is worth at least as much as what is there
    // (solved or deeper), else into the second, whose occupant moves up if it is worth more.
    if (!live(b[0]) || depth >= b[0].depth) {
        if (live(b[0])) b[1] = b[0];
        b[0] = fresh;
    } else {
        b[1] = fresh;
    }
}

void TranspositionTable::clear() {
    if (++age_ != 0) return;
    std::memset(static_cast<void*>(entries_.get()), 0, count_ * sizeof(TableEntry));
    age_ = 1;
}

}  // namespace letterzak::ai
