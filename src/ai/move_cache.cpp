#include "ai/move_cache.hpp"

#include <bit>

namespace letterzak::ai {
namespace {

// A 7-tile rack on a mid-game board has a few hundred placements (some 10 KB); most lists met
// deeper in an endgame are far shorter. One slot per 2 KB of budget keeps collisions rare
// without the slots themselves weighing much.
constexpr std::size_t kBytesPerSlot = 2048;

std::uint64_t slot_count(std::size_t bytes) {
    const std::size_t n = bytes / kBytesPerSlot;
    return n < 16 ? 16 : std::bit_floor(static_cast<std::uint64_t>(n));
}

}  // namespace

MoveCache::MoveCache(std::size_t bytes)
    : slots_(static_cast<std::size_t>(slot_count(bytes))),
      mask_(slot_count(bytes) - 1),
      budget_(bytes > slots_.size() * sizeof(Slot) ? bytes - slots_.size() * sizeof(Slot) : 0) {}

void MoveCache::evict(Slot& slot) {
    used_ -= cost(slot.list);
    slot.list.reset();
    slot.key = 0;
}

void MoveCache::insert(std::uint64_t key, List list) {
    const std::size_t need = cost(list);
    if (need > budget_) return;
    Slot& target = slots_[key & mask_];
    evict(target);
    // Over budget: sweep on through the slots, freeing lists, until the new one fits.
    while (used_ + need > budget_) {
        evict(slots_[sweep_]);
        sweep_ = (sweep_ + 1) & mask_;
    }
    target.key = key;
    target.list = std::move(list);
    used_ += need;
}

void MoveCache::clear() {
    for (Slot& s : slots_) evict(s);
    sweep_ = 0;
}

}  // namespace letterzak::ai
