#include "movegen/anagram_set.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

namespace letterzak::movegen {

using lexicon::Kwg;

namespace {

// SplitMix64's finaliser: a fixed, well-mixed number per letter.
constexpr std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

constexpr std::array<std::uint64_t, core::kLetterSlots> kLetterKeys = [] {
    std::array<std::uint64_t, core::kLetterSlots> keys{};
    for (std::size_t l = 0; l < keys.size(); ++l) keys[l] = mix(l + 1);
    return keys;
}();

}  // namespace

std::uint64_t AnagramSet::letter_key(core::Letter l) { return kLetterKeys[l]; }

std::uint64_t AnagramSet::key_of(std::span<const core::Letter> letters) {
    std::uint64_t key = 0;
    for (core::Letter l : letters) key += kLetterKeys[l];
    return key;
}

std::size_t AnagramSet::slot_of(std::uint64_t key) const {
    const int shift = 64 - std::countr_zero(slots_.size());
    return static_cast<std::size_t>(key >> shift);  // the keys are already well mixed
}

void AnagramSet::insert(std::uint64_t key) {
    if (key == 0) key = 1;  // 0 marks an empty slot
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = slot_of(key);; i = (i + 1) & mask) {
        if (slots_[i] == key) return;
        if (slots_[i] == 0) {
            slots_[i] = key;
            ++count_;
            return;
        }
    }
}

bool AnagramSet::contains_key(std::uint64_t key) const {
    if (key == 0) key = 1;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = slot_of(key);; i = (i + 1) & mask) {
        if (slots_[i] == key) return true;
        if (slots_[i] == 0) return false;
    }
}

AnagramSet::AnagramSet(const Kwg& kwg, int min_length, int max_length) {
    assert(max_length <= kMaxLength);
    std::vector<std::uint64_t> keys;
    std::array<core::Letter, kMaxLength> path{};
    // Depth-first over the DAWG down to max_length letters.
    struct Frame {
        std::uint32_t node;
        int depth;
    };
    std::vector<Frame> stack;
    auto push_list = [&](std::uint32_t list, int depth) {
        if (list == 0 || depth >= max_length) return;
        for (std::uint32_t i = list;; ++i) {
            stack.push_back({i, depth});
            if (Kwg::is_end(kwg[i])) break;
        }
    };
    push_list(kwg.dawg_root(), 0);
    while (!stack.empty()) {
        const Frame f = stack.back();
        stack.pop_back();
        const std::uint32_t node = kwg[f.node];
        path[static_cast<std::size_t>(f.depth)] = Kwg::tile(node);
        const int length = f.depth + 1;
        if (Kwg::accepts(node) && length >= min_length)
            keys.push_back(key_of(std::span(path.data(), static_cast<std::size_t>(length))));
        push_list(Kwg::arc(node), length);
    }
    std::size_t capacity = 16;
    while (capacity < 2 * keys.size()) capacity *= 2;
    slots_.assign(capacity, 0);
    for (std::uint64_t k : keys) insert(k);
}

}  // namespace letterzak::movegen
