#include "ai/transposition_table.hpp"

#include <sys/mman.h>

#include <atomic>
#include <bit>
#include <cstring>
#include <limits>
#include <new>

#include "ai/table_move.hpp"

namespace letterzak::ai {
namespace {

// The data word: the move's code, then the value (offset to be unsigned), the depth, the
// proof, the bound and the search it belongs to.
constexpr int kValueShift = kTableMoveBits;
constexpr int kValueBits = 15;
constexpr int kDepthShift = kValueShift + kValueBits;
constexpr int kSolvedShift = kDepthShift + 6;
constexpr int kBoundShift = kSolvedShift + 1;
constexpr int kAgeShift = kBoundShift + 2;
static_assert(kAgeShift + 4 == 64);
constexpr std::uint64_t kMoveMask = (std::uint64_t{1} << kTableMoveBits) - 1;
constexpr int kValueOffset = 1 << (kValueBits - 1);
constexpr std::uint8_t kAges = 16;
constexpr std::size_t kHugePage = std::size_t{2} << 20;

std::uint64_t load(const std::uint64_t& word) {
    return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(word))
        .load(std::memory_order_relaxed);
}

void save(std::uint64_t& word, std::uint64_t value) {
    std::atomic_ref<std::uint64_t>(word).store(value, std::memory_order_relaxed);
}

std::uint64_t bucket_count(std::size_t bytes, std::size_t bucket) {
    const std::size_t buckets = bytes / bucket;
    return buckets < 1 ? 1 : std::bit_floor(static_cast<std::uint64_t>(buckets));
}

// What a slot is worth keeping: how deep its search went, a proof a little more.
int worth(const TableEntry& e) {
    return 2 * e.depth + (e.solved ? 1 : 0);
}

}  // namespace

TranspositionTable::TranspositionTable(std::size_t bytes)
    : buckets_(static_cast<std::size_t>(bucket_count(bytes, sizeof(Bucket)))),
      mask_(bucket_count(bytes, sizeof(Bucket)) - 1) {
    // calloc's zeroed pages, aligned by hand (aligned_alloc does not zero, and zeroing would
    // touch every page at once): to a huge page when the table spans several, else to a cache
    // line.
    const std::size_t size = buckets_ * sizeof(Bucket);
    const std::size_t align = size >= 2 * kHugePage ? kHugePage : alignof(Bucket);
    raw_.reset(std::calloc(size + align, 1));
    if (raw_ == nullptr) throw std::bad_alloc();
    void* p = raw_.get();
    std::size_t space = size + align;
    table_ = static_cast<Bucket*>(std::align(align, size, p, space));
#ifdef MADV_HUGEPAGE
    // Probes land anywhere in hundreds of megabytes: with small pages nearly every one also
    // misses the address translation caches, whose page walks cost as much again. Huge pages
    // where the system gives them on request (perf, JKLMOQZ vs EGKNNNZ: the wait for the
    // prefetched bucket fell from 15.6% of the samples to 10.2%); only a request, so nothing
    // changes where it does not.
    if (align == kHugePage) madvise(table_, size, MADV_HUGEPAGE);
#endif
}

std::uint64_t TranspositionTable::pack(const TableEntry& e) const {
    return (e.move & kMoveMask) |
           static_cast<std::uint64_t>(e.value + kValueOffset) << kValueShift |
           static_cast<std::uint64_t>(std::min(e.depth, kMaxDepth)) << kDepthShift |
           std::uint64_t{e.solved} << kSolvedShift |
           static_cast<std::uint64_t>(e.bound) << kBoundShift |
           static_cast<std::uint64_t>(age_) << kAgeShift;
}

TableEntry TranspositionTable::unpack(std::uint64_t data) {
    TableEntry e;
    e.move = data & kMoveMask;
    e.value = static_cast<int>(data >> kValueShift & ((1U << kValueBits) - 1)) - kValueOffset;
    e.depth = static_cast<int>(data >> kDepthShift & 63);
    e.solved = (data >> kSolvedShift & 1) != 0;
    e.bound = static_cast<Bound>(data >> kBoundShift & 3);
    return e;
}

bool TranspositionTable::live(std::uint64_t data) const {
    return (data >> kAgeShift) == age_ &&
           static_cast<Bound>(data >> kBoundShift & 3) != Bound::kNone;
}

std::optional<TableEntry> TranspositionTable::probe(std::uint64_t key) const {
    const Bucket& b = table_[key & mask_];
    for (const Slot& s : b.slot) {
        const std::uint64_t data = load(s.data);
        if (live(data) && (load(s.check) ^ data) == key) return unpack(data);
    }
    return std::nullopt;
}

void TranspositionTable::store(std::uint64_t key, const TableEntry& entry) {
    if (entry.value > kMaxValue || entry.value < -kMaxValue || entry.bound == Bound::kNone) return;
    Bucket& b = table_[key & mask_];
    Slot* victim = &b.slot[0];
    int lowest = std::numeric_limits<int>::max();
    // Ties between slots of the same worth go to the first met from a place the key picks,
    // so that one slot does not take every new result while its neighbours never change.
    const auto first = static_cast<std::size_t>(key >> 62);
    for (std::size_t i = 0; i < 4; ++i) {
        Slot& s = b.slot[(first + i) & 3];
        const std::uint64_t data = load(s.data);
        const bool alive = live(data);
        if (alive && (load(s.check) ^ data) == key) {
            // Keep a proven exact value of the same position rather than overwrite it with
            // an unproven result; anything else of this position gives way to the newer one.
            const TableEntry old = unpack(data);
            if (old.solved && old.bound == Bound::kExact && !entry.solved) return;
            victim = &s;
            break;
        }
        const int w = alive ? worth(unpack(data)) : -1;
        if (w < lowest) {
            lowest = w;
            victim = &s;
        }
    }
    const std::uint64_t data = pack(entry);
    save(victim->data, data);
    save(victim->check, key ^ data);
}

void TranspositionTable::clear() {
    if (++age_ != kAges) return;
    std::memset(static_cast<void*>(table_), 0, buckets_ * sizeof(Bucket));
    age_ = 1;
}

}  // namespace letterzak::ai
