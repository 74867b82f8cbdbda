#include "movegen/line_moves.hpp"

#include <bit>

namespace letterzak::movegen {
namespace {

// A line's list holds a few placements (most hold none or a handful): one slot per 256 bytes
// of budget leaves room for them.
constexpr std::size_t kBytesPerSlot = 256;

std::uint64_t slot_count(std::size_t bytes) {
    const std::size_t n = bytes / kBytesPerSlot;
    return n < 16 ? 16 : std::bit_floor(static_cast<std::uint64_t>(n));
}

}  // namespace

LineMoves::LineMoves(std::size_t bytes)
    : slots_(static_cast<std::size_t>(slot_count(bytes))),
      mask_(slot_count(bytes) - 1),
      budget_(bytes > slots_.size() * sizeof(Slot) ? bytes - slots_.size() * sizeof(Slot) : 0) {}

void LineMoves::evict(Slot& slot) {
    used_ -= cost(slot.moves);
    slot.moves = {};
    slot.used = false;
}

void LineMoves::insert(const Key& key, std::vector<core::Move> moves) {
    moves.shrink_to_fit();
    const std::size_t need = cost(moves);
    if (need > budget_) return;
    Slot& target = slots_[key.a & mask_];
    evict(target);
    // Over budget: sweep on through the slots, freeing lists, until the new one fits.
    while (used_ + need > budget_) {
        evict(slots_[sweep_]);
        sweep_ = (sweep_ + 1) & mask_;
    }
    target.key = key;
    target.used = true;
    target.moves = std::move(moves);
    used_ += need;
}

}  // namespace letterzak::movegen
