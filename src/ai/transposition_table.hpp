#pragma once
// The endgame's memory of positions already searched: for a hash, the value found, whether
// it is exact or only a bound (alpha-beta cut the search short), how deep the search went,
// whether the value is proven (it then holds at any depth), and the best move (table_move.hpp),
// tried first next time.
//
// Bounded: the table is sized once from a byte budget and never grows. An entry is 16 bytes,
// four to a bucket of one cache line; each hash maps to one bucket. A new result takes the
// slot of the same position, else an empty one, else the one whose search was the shallowest
// (a proven result counts as a little deeper than an unproven one of the same depth), so the
// many results near the leaves give way to each other and not to the few that spare whole
// subtrees.
//
// Threads may probe and store at once: an entry is two 64-bit words, the key folded into the
// first with the second (key ^ data, data), each read and written whole (std::atomic_ref),
// so a slot that two threads wrote at once reads as empty instead of as a mix of both.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>

namespace letterzak::ai {

enum class Bound : std::uint8_t { kNone, kExact, kLower, kUpper };

struct TableEntry {
    int value = 0;
    int depth = 0;        // the depth searched (moves that place tiles)
    bool solved = false;  // proven: valid at any depth
    Bound bound = Bound::kNone;
    std::uint64_t move = 0;  // encode_table_move's code
};

class TranspositionTable {
  public:
    // Values and depths a slot can hold; a value outside is not stored, a deeper search is
    // stored as kMaxDepth (less than it is worth, never more).
    static constexpr int kMaxValue = (1 << 14) - 1;
    static constexpr int kMaxDepth = 63;

    // As many four-slot buckets (a power of two, at least one) as fit in `bytes`.
    explicit TranspositionTable(std::size_t bytes = std::size_t{16} << 20);
    std::optional<TableEntry> probe(std::uint64_t key) const;
    // Asks the processor to fetch the key's bucket, for a probe a little later: a table of
    // hundreds of megabytes misses the caches at almost every probe, and the search has other
    // work to do meanwhile (playing the move the key is of).
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&table_[key & mask_]); }
    void store(std::uint64_t key, const TableEntry& entry);
    // Forgets every entry: in constant time (entries of an earlier search read as empty),
    // except once in 15 calls, when the entries are really wiped.
    void clear();
    std::size_t bytes() const { return buckets_ * sizeof(Bucket); }

  private:
    struct Slot {
        std::uint64_t check;  // key ^ data
        std::uint64_t data;
    };
    struct alignas(64) Bucket {
        Slot slot[4];
    };
    struct Free {
        void operator()(void* p) const { std::free(p); }
    };
    std::uint64_t pack(const TableEntry& e) const;
    static TableEntry unpack(std::uint64_t data);
    bool live(std::uint64_t data) const;

    // Zeroed memory, which reads as empty (age 0 is never current): the system hands out
    // pages as the search first touches them, so a short search does not take the whole
    // budget.
    std::unique_ptr<void, Free> raw_;
    Bucket* table_ = nullptr;  // raw_, at a cache line
    std::size_t buckets_;
    std::uint64_t mask_;
    std::uint8_t age_ = 1;  // 1..15
};

}  // namespace letterzak::ai
