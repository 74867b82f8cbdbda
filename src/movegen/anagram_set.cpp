#include "movegen/anagram_set.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <vector>

namespace letterzak::movegen {

using lexicon::Kwg;

std::uint64_t AnagramSet::key_of(std::span<const core::Letter> letters) {
    std::uint64_t key = 0;
    for (core::Letter l : letters) key += letter_key(l);
    return key;
}

std::size_t AnagramSet::slot_of(std::uint64_t key) const {
    const int shift = 64 - std::countr_zero(slots_.size());
    return static_cast<std::size_t>(key >> shift);  // the keys are already well mixed
}

const AnagramSet::Slot* AnagramSet::find(std::uint64_t key) const {
    const std::size_t mask = slots_.size() - 1;
    const auto check = static_cast<std::uint32_t>(key);
    for (std::size_t i = slot_of(key);; i = (i + 1) & mask) {
        if (slots_[i].offset == 0) return nullptr;
        if (slots_[i].check == check && key_at(slots_[i].offset - 1) == key) return &slots_[i];
    }
}

std::size_t AnagramSet::group_size(std::size_t at) const {
    return letters_[at + 9] | std::size_t{letters_[at + 10]} << 8 |
           std::size_t{letters_[at + 11]} << 16;
}

std::uint64_t AnagramSet::key_at(std::size_t at) const {
    std::uint64_t key = 0;
    for (std::size_t b = 0; b < 8; ++b) key |= std::uint64_t{letters_[at + b]} << (8 * b);
    return key;
}

AnagramSet::Group AnagramSet::group_of(std::uint64_t key) const {
    const Slot* s = find(key);
    if (s == nullptr) return {};
    const std::size_t at = s->offset - 1;
    const int length = letters_[at + 8];
    const std::size_t count = group_size(at);
    return {letters_.span().subspan(at + kHeader, count * static_cast<std::size_t>(length)),
            length};
}

// Calls visit(word) for every word of `kwg` with a length in [min_length, max_length], in
// one fixed order (depth-first over the DAWG).
template <typename Visit>
void for_each_word(const Kwg& kwg, int min_length, int max_length, Visit visit) {
    std::array<core::Letter, AnagramSet::kMaxLength> path{};
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
            visit(std::span<const core::Letter>(path.data(), static_cast<std::size_t>(length)));
        push_list(Kwg::arc(node), length);
    }
}

AnagramSet::AnagramSet(const Kwg& kwg, int min_length, int max_length) {
    assert(max_length <= kMaxLength);
    // Two walks over the words instead of one that keeps them all: this table is built in a
    // process that must stay small (the generator's whole budget is 64 MB), and the build's
    // peak, not the table, was the larger. The first walk sorts the words' keys into groups,
    // the second writes each word straight into its group's place.
    struct Found {
        std::uint64_t key;
        std::uint32_t ordinal;  // in walk order
        std::uint8_t length;
    };
    std::size_t count = 0;
    for_each_word(kwg, min_length, max_length, [&](std::span<const core::Letter>) { ++count; });
    std::vector<Found> found;
    found.reserve(count);
    for_each_word(kwg, min_length, max_length, [&](std::span<const core::Letter> word) {
        found.push_back({key_of(word), static_cast<std::uint32_t>(found.size()),
                         static_cast<std::uint8_t>(word.size())});
    });
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
        return a.key != b.key ? a.key < b.key : a.ordinal < b.ordinal;
    });
    // Lay out the groups: a header each, then room for their words.
    std::vector<std::uint32_t> place(found.size());  // by ordinal: where its letters go
    std::size_t size = 0;
    std::size_t lengths = 0;  // the groups' lengths, summed (for may_complete's filter)
    for (std::size_t i = 0; i < found.size();) {
        std::size_t j = i;
        while (j < found.size() && found[j].key == found[i].key) ++j;
        size += kHeader;
        lengths += found[i].length;
        for (std::size_t k = i; k < j; ++k) {
            place[found[k].ordinal] = static_cast<std::uint32_t>(size);
            size += found[k].length;
        }
        ++groups_;
        i = j;
    }
    letters_ = HugeArray<core::Letter>(size);
    std::size_t at = 0;
    for (std::size_t i = 0; i < found.size();) {
        std::size_t j = i;
        while (j < found.size() && found[j].key == found[i].key) ++j;
        const std::size_t words = j - i;  // < 2^24: a list has far fewer
        for (std::size_t b = 0; b < 8; ++b)
            letters_[at + b] = static_cast<core::Letter>(found[i].key >> (8 * b));
        letters_[at + 8] = found[i].length;
        for (std::size_t b = 0; b < 3; ++b)
            letters_[at + 9 + b] = static_cast<core::Letter>(words >> (8 * b));
        for (std::size_t k = i; k < j; ++k) at += found[k].length;
        at += kHeader;
        i = j;
    }
    found = {};
    std::size_t ordinal = 0;
    for_each_word(kwg, min_length, max_length, [&](std::span<const core::Letter> word) {
        std::copy(word.begin(), word.end(), letters_.data() + place[ordinal++]);
    });
    place = {};
    // Index the groups by walking their headers.
    // At most 5/8 full: a miss — the usual answer — then probes about three slots.
    std::size_t capacity = 16;
    while (capacity * 5 < groups_ * 8) capacity *= 2;
    slots_ = HugeArray<Slot>(capacity);
    filter_ = HugeArray<std::uint64_t>(capacity * 8 / 64);
    filter_mask_ = filter_.size() - 1;
    // may_complete's filter: every group's multiset less each of its distinct letters, read
    // off the group's first word. Sized at five bits a letter of the groups: for the Dutch
    // list 2 MB, about seven bits for each of its 2.3 million entries (the generator must stay
    // within 64 MB in all), and about one key in twenty that completes to nothing gets past.
    std::size_t words64 = 1;
    while (words64 * 64 < lengths * 5) words64 *= 2;
    less_one_ = HugeArray<std::uint64_t>(words64);
    less_one_mask_ = words64 - 1;
    const std::size_t mask = capacity - 1;
    for (std::size_t g = 0; g < letters_.size();) {
        const std::uint64_t key = key_at(g);
        std::size_t slot = slot_of(key);
        while (slots_[slot].offset != 0) slot = (slot + 1) & mask;
        slots_[slot] = Slot{static_cast<std::uint32_t>(key), static_cast<std::uint32_t>(g + 1)};
        filter_[static_cast<std::size_t>(key >> 18) & filter_mask_] |= filter_bits(key);
        const std::size_t length = letters_[g + 8];
        std::uint32_t seen = 0;
        for (std::size_t i = 0; i < length; ++i) {
            const core::Letter l = letters_[g + kHeader + i];
            if ((seen >> l & 1U) != 0) continue;
            seen |= std::uint32_t{1} << l;
            const std::uint64_t less = key - letter_key(l);
            less_one_[static_cast<std::size_t>(less >> 18) & less_one_mask_] |= filter_bits(less);
        }
        g += kHeader + group_size(g) * length;
    }
}

}  // namespace letterzak::movegen
