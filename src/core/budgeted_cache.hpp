#pragma once
// A cache of values under hash keys whose contents never take more than a byte budget: one
// slot per key's low bits (a new value replaces what its slot held), and past the budget the
// slots in a sweeping order give theirs up until the new value fits. The searches' memories of
// move lists (ai/move_cache.hpp: whole lists of a rack on a board; movegen/line_moves.hpp:
// a rack's placements along one line) are both this, with their own keys and values.
//
// Traits supplies, as static functions:
//   std::uint64_t slot(const Key&)          well-mixed bits of the key, to pick its slot;
//   std::size_t cost(const Value&)          the bytes a value held counts against the budget.
// The slots themselves are paid from the budget first: one per `bytes_per_slot` bytes of it,
// at least 16, a power of two.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace letterzak::core {

template <class Key, class Value, class Traits>
class BudgetedCache {
  public:
    BudgetedCache(std::size_t bytes, std::size_t bytes_per_slot)
        : slots_(static_cast<std::size_t>(slot_count(bytes, bytes_per_slot))),
          mask_(slot_count(bytes, bytes_per_slot) - 1),
          budget_(bytes > slots_.size() * sizeof(Slot) ? bytes - slots_.size() * sizeof(Slot) : 0) {
    }

    // The value stored under `key`, or null; valid until the next insert or clear.
    const Value* find(const Key& key) const {
        const Slot& s = slots_[Traits::slot(key) & mask_];
        return s.used && s.key == key ? &s.value : nullptr;
    }
    // Asks the processor to fetch the key's slot, for a find a little later (a cache of many
    // megabytes misses the processor's caches at almost every find).
    void prefetch(const Key& key) const { __builtin_prefetch(&slots_[Traits::slot(key) & mask_]); }
    // Stores `value` under `key`, evicting others if the budget requires it. A value that
    // costs more than the whole budget is not kept.
    void insert(const Key& key, Value value) {
        const std::size_t need = Traits::cost(value);
        if (need > budget_) return;
        Slot& target = slots_[Traits::slot(key) & mask_];
        evict(target);
        while (used_ + need > budget_) {
            evict(slots_[sweep_]);
            sweep_ = (sweep_ + 1) & mask_;
        }
        target.key = key;
        target.used = true;
        target.value = std::move(value);
        used_ += need;
    }
    void clear() {
        for (Slot& s : slots_) evict(s);
        sweep_ = 0;
    }
    std::size_t bytes_used() const { return used_; }

  private:
    struct Slot {
        Key key{};
        bool used = false;
        Value value{};
    };
    static std::uint64_t slot_count(std::size_t bytes, std::size_t bytes_per_slot) {
        const std::size_t n = bytes / bytes_per_slot;
        return n < 16 ? 16 : std::bit_floor(static_cast<std::uint64_t>(n));
    }
    void evict(Slot& slot) {
        if (!slot.used) return;
        used_ -= Traits::cost(slot.value);
        slot.value = Value{};
        slot.used = false;
    }

    std::vector<Slot> slots_;
    std::uint64_t mask_;
    std::size_t budget_;
    std::size_t used_ = 0;
    std::size_t sweep_ = 0;  // the next slot to give up its value when over budget
};

}  // namespace letterzak::core
