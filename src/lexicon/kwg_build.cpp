// Building the minimal KWG.
//
// Every string the automaton must hold (the entries for the DAWG, their GADDAG rewritings for
// the GADDAG) is packed into a 16-byte key, the keys are sorted, and the sorted strings are fed
// to an incremental minimiser in the manner of Daciuk et al. (2000): we keep only the path of
// the previous string; when the next string leaves that path, the abandoned tail can no longer
// change, so each of its sibling lists is looked up in a register of finished lists and either
// shared with an identical one or written out as new. Lists are therefore written children
// first, and memory beyond the keys is the output array plus the register.
//
// Equality is on sibling lists, KWG style: two lists are one when they hold the same tiles with
// the same accepts bits and the same (already shared) children. The DAWG and the GADDAG share
// one register, so a list both reach (typically the tail of a word after the separator) is
// written once.

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>

#include "lexicon/kwg.hpp"

namespace letterzak::lexicon {

namespace {

// The longest string: 15 letters plus the GADDAG separator.
constexpr std::size_t kMaxSymbols = 16;
constexpr std::size_t kMaxEntryLetters = 15;

// A string of up to 16 symbols, one byte each (tile + 1, so the separator is 1 and 0 marks the
// end), first symbol in the top byte of hi. Comparing keys as 128-bit numbers compares the
// strings, a prefix first: exactly the order the minimiser needs, without any pointer chasing.
struct Key {
    std::uint64_t hi = 0;
    std::uint64_t lo = 0;

    friend bool operator==(const Key&, const Key&) = default;
    friend bool operator<(const Key& a, const Key& b) {
        return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo;
    }
};

Key pack(const std::array<std::uint8_t, kMaxSymbols>& symbols, std::size_t length) {
    Key key;
    for (std::size_t i = 0; i < length; ++i) {
        const std::uint64_t byte = symbols[i] + 1u;
        if (i < 8) {
            key.hi |= byte << (56 - 8 * i);
        } else {
            key.lo |= byte << (56 - 8 * (i - 8));
        }
    }
    return key;
}

Letter symbol_at(const Key& key, std::size_t i) {
    const std::uint64_t word = i < 8 ? key.hi : key.lo;
    const unsigned shift = static_cast<unsigned>(56 - 8 * (i % 8));
    return static_cast<Letter>(((word >> shift) & 0xFF) - 1);
}

std::size_t length_of(const Key& key) {
    if (key.lo != 0) return 16 - static_cast<std::size_t>(std::countr_zero(key.lo)) / 8;
    if (key.hi != 0) return 8 - static_cast<std::size_t>(std::countr_zero(key.hi)) / 8;
    return 0;
}

std::size_t common_prefix(const Key& a, const Key& b) {
    if (const std::uint64_t x = a.hi ^ b.hi; x != 0) {
        return static_cast<std::size_t>(std::countl_zero(x)) / 8;
    }
    if (const std::uint64_t x = a.lo ^ b.lo; x != 0) {
        return 8 + static_cast<std::size_t>(std::countl_zero(x)) / 8;
    }
    return 16;
}

// The DAWG string of each entry, and its GADDAG strings:
//   for i = 1..n: reverse(w[0..i)) + (i < n ? separator + w[i..n) : nothing).
void make_keys(const std::vector<std::vector<Letter>>& words, std::vector<Key>& dawg,
               std::vector<Key>& gaddag) {
    std::size_t total = 0;
    for (const auto& w : words) {
        if (w.size() > kMaxEntryLetters) {
            throw std::invalid_argument("build_kwg: an entry has more than 15 letters");
        }
        for (const Letter l : w) {
            if (l == Kwg::kSeparator || l == 0xFF) {
                throw std::invalid_argument("build_kwg: an entry holds letter 0 or 255");
            }
        }
        total += w.size();
    }
    dawg.reserve(words.size());
    gaddag.reserve(total);

    std::array<std::uint8_t, kMaxSymbols> s{};
    for (const auto& w : words) {
        const std::size_t n = w.size();
        if (n == 0) continue;
        std::copy(w.begin(), w.end(), s.begin());
        dawg.push_back(pack(s, n));
        for (std::size_t i = 1; i <= n; ++i) {
            std::size_t len = 0;
            for (std::size_t j = i; j > 0; --j) s[len++] = w[j - 1];
            if (i < n) {
                s[len++] = Kwg::kSeparator;
                for (std::size_t j = i; j < n; ++j) s[len++] = w[j];
            }
            gaddag.push_back(pack(s, len));
        }
    }
}

void sort_unique(std::vector<Key>& keys) {
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
}

// Writes sibling lists into the node array, once per distinct list.
class ListRegister {
  public:
    explicit ListRegister(std::vector<std::uint32_t>& out) : out_(out) {
        slots_.assign(std::size_t{1} << 16, Slot{});
    }

    // The index of a list equal to arcs[0..count) (the last arc gets is_end), written out if it
    // is new. An empty list is 0, "no children".
    std::uint32_t intern(std::uint32_t* arcs, std::size_t count) {
        if (count == 0) return 0;
        arcs[count - 1] |= Kwg::kIsEndBit;
        const std::uint32_t hash = hash_of(arcs, count);
        std::size_t mask = slots_.size() - 1;
        std::size_t i = hash & mask;
        for (; slots_[i].start != 0; i = (i + 1) & mask) {
            if (slots_[i].hash == hash && same_list(slots_[i].start, arcs, count)) {
                return slots_[i].start;
            }
        }
        const std::size_t start = out_.size();
        if (start + count > Kwg::kMaxNodes) {
            throw std::length_error("build_kwg: the automaton exceeds the 22-bit node index");
        }
        out_.insert(out_.end(), arcs, arcs + count);
        slots_[i] = Slot{static_cast<std::uint32_t>(start), hash};
        if (++used_ * 2 > slots_.size()) grow();
        return static_cast<std::uint32_t>(start);
    }

  private:
    struct Slot {
        std::uint32_t start = 0;  // 0: empty (index 0 is a dummy root, never a list)
        std::uint32_t hash = 0;
    };

    static std::uint32_t hash_of(const std::uint32_t* arcs, std::size_t count) {
        std::uint64_t h = count;
        for (std::size_t i = 0; i < count; ++i) {
            h = (h ^ arcs[i]) * 0x9E3779B97F4A7C15ull;
            h ^= h >> 29;
        }
        return static_cast<std::uint32_t>(h ^ (h >> 32));
    }

    // Compares node by node. A stored list of another length differs at or before its own end,
    // where exactly one of the two has is_end set, so this never reads past the stored list.
    bool same_list(std::uint32_t start, const std::uint32_t* arcs, std::size_t count) const {
        for (std::size_t i = 0; i < count; ++i) {
            if (out_[start + i] != arcs[i]) return false;
        }
        return true;
    }

    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        const std::size_t mask = slots_.size() - 1;
        for (const Slot& s : old) {
            if (s.start == 0) continue;
            std::size_t i = s.hash & mask;
            while (slots_[i].start != 0) i = (i + 1) & mask;
            slots_[i] = s;
        }
    }

    std::vector<std::uint32_t>& out_;
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

// Feeds sorted, distinct strings to the minimiser; returns the root list's index.
std::uint32_t add_sorted(const std::vector<Key>& keys, ListRegister& lists) {
    // level[d]: the arcs leaving the state reached after d symbols of the current string; the
    // last arc of level[d] leads to level[d + 1] until that level is finished.
    std::array<std::array<std::uint32_t, 256>, kMaxSymbols + 1> level;
    std::array<std::size_t, kMaxSymbols + 1> count{};

    // Finishes levels deeper than depth: each becomes a registered list, its parent arc's child.
    std::size_t open = 0;  // length of the previous string
    const auto finish_down_to = [&](std::size_t depth) {
        for (; open > depth; --open) {
            const std::uint32_t child = lists.intern(level[open].data(), count[open]);
            level[open - 1][count[open - 1] - 1] |= child;
            count[open] = 0;
        }
    };

    Key previous;
    for (const Key& key : keys) {
        const std::size_t length = length_of(key);
        // Sorted and distinct: the new string leaves the old path at some depth < its length.
        const std::size_t shared = common_prefix(previous, key);
        finish_down_to(shared);
        for (std::size_t d = shared; d < length; ++d) {
            level[d][count[d]++] = Kwg::make_node(0, false, d + 1 == length, symbol_at(key, d));
            count[d + 1] = 0;
        }
        open = length;
        previous = key;
    }
    finish_down_to(0);
    return lists.intern(level[0].data(), count[0]);
}

}  // namespace

Kwg build_kwg(const std::vector<std::vector<Letter>>& words) {
    std::vector<Key> dawg;
    std::vector<Key> gaddag;
    make_keys(words, dawg, gaddag);
    sort_unique(dawg);
    sort_unique(gaddag);

    std::vector<std::uint32_t> nodes(2);  // the two dummy roots, filled in last
    ListRegister lists(nodes);
    const std::uint32_t dawg_root = add_sorted(dawg, lists);
    dawg = {};
    const std::uint32_t gaddag_root = add_sorted(gaddag, lists);
    nodes[0] = Kwg::make_node(dawg_root, true, false, 0);
    nodes[1] = Kwg::make_node(gaddag_root, true, false, 0);
    nodes.shrink_to_fit();
    return Kwg(std::move(nodes));
}

}  // namespace letterzak::lexicon
