#pragma once
// The words of a lexicon of some lengths, grouped by their letter multisets: "which words do
// these tiles spell, in any order?" in one hash lookup. The best-move search uses it twice
// over: to drop the bingo bonus from the score bounds of spans where the rack and the span's
// board letters spell nothing, and to find the bingos themselves by checking the few words
// that do spell them against the span, instead of walking the automaton for them.
//
// A multiset's key is the sum of a fixed random 64-bit number per letter: adding a letter to
// a rack's key is one addition, so trying every letter for a blank costs a lookup each. Two
// multisets share a key only by a 1-in-2^64 accident; the words of a group are stored, so a
// caller checking them is never misled by one.

#include <array>
#include <cstdint>
#include <span>

#include "core/alphabet.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/huge_array.hpp"

namespace letterzak::movegen {

namespace anagram_detail {

// SplitMix64's finaliser: a fixed, well-mixed number per letter.
constexpr std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

}  // namespace anagram_detail

class AnagramSet {
    static constexpr std::array<std::uint64_t, core::kLetterSlots> kLetterKeys = [] {
        std::array<std::uint64_t, core::kLetterSlots> keys{};
        for (std::size_t l = 0; l < keys.size(); ++l) keys[l] = anagram_detail::mix(l + 1);
        return keys;
    }();

  public:
    static constexpr int kMaxLength = 15;

    // The words of `kwg` whose length lies in [min_length, max_length] (max ≤ kMaxLength).
    AnagramSet(const lexicon::Kwg& kwg, int min_length, int max_length);

    // The words that are anagrams of the multiset with this key, one after another, each
    // `length` letters long (all the words of a multiset have its length).
    struct Group {
        std::span<const core::Letter> letters;
        int length = 0;
        std::size_t size() const {
            return length == 0 ? 0 : letters.size() / static_cast<std::size_t>(length);
        }
        std::span<const core::Letter> word(std::size_t i) const {
            return letters.subspan(i * static_cast<std::size_t>(length),
                                   static_cast<std::size_t>(length));
        }
    };
    Group words_of(std::uint64_t key) const { return may_contain(key) ? group_of(key) : Group{}; }

    // Whether some word of a stored length uses exactly these letters (in any order; no
    // blanks: the caller tries each letter a blank could be).
    bool contains(std::span<const core::Letter> letters) const {
        return contains_key(key_of(letters));
    }
    bool contains_key(std::uint64_t key) const { return may_contain(key) && find(key) != nullptr; }
    // False when no group has this key; true when one may (about one key in 80 or fewer of
    // those that spell nothing gets past). Most keys a search asks about spell nothing, and the
    // table is too large for the cache: a miss answered here costs one 64-bit word of the
    // filter instead of a probe of the table, and a false pass costs a probe and a compare.
    bool may_contain(std::uint64_t key) const {
        const std::uint64_t want = filter_bits(key);
        return (filter_[static_cast<std::size_t>(key >> 18) & filter_mask_] & want) == want;
    }

    // False when no group's multiset is this one plus one letter; true when one may (a
    // blocked Bloom filter like may_contain's, of every group's multiset less each of its
    // letters). A blank's 26 readings each probe may_contain: most multisets a search asks
    // about with a blank complete to no word at all, and one probe here answers all 26.
    bool may_complete(std::uint64_t key) const {
        const std::uint64_t want = filter_bits(key);
        return (less_one_[static_cast<std::size_t>(key >> 18) & less_one_mask_] & want) == want;
    }

    std::size_t size() const { return groups_; }  // distinct multisets

    // The key of one letter; a multiset's key is the sum of its letters' keys.
    static std::uint64_t letter_key(core::Letter l) { return kLetterKeys[l]; }
    static std::uint64_t key_of(std::span<const core::Letter> letters);

  private:
    // A group in letters_: its key (8 bytes), its word length, its word count (three bytes;
    // both little-endian), then the words. The table's slots hold 32 bits of the key, the
    // header all of it.
    static constexpr std::size_t kHeader = 12;
    struct Slot {
        std::uint32_t check = 0;   // the key's low 32 bits
        std::uint32_t offset = 0;  // of the group in letters_, plus one; 0: an empty slot
    };
    Group group_of(std::uint64_t key) const;
    std::uint64_t key_at(std::size_t at) const;
    std::size_t group_size(std::size_t at) const;  // the words of the group at `at`
    const Slot* find(std::uint64_t key) const;
    std::size_t slot_of(std::uint64_t key) const;

    // In huge pages (huge_array.hpp), as the lookups land anywhere in them.
    HugeArray<Slot> slots_;  // open addressing, at most 5/8 full
    // The filter: a 64-bit word per key (bits 18 and up of the key pick it), three bits set in
    // it (bits 0–17 pick them): a blocked Bloom filter, eight bits per slot of the table. One bit
    // per key let one miss in 13 through: the table's probes were then a fifth of a static
    // self-play game, and about two in three of them (in the bench's positions) found nothing.
    static std::uint64_t filter_bits(std::uint64_t key) {
        return std::uint64_t{1} << (key & 63) | std::uint64_t{1} << (key >> 6 & 63) |
               std::uint64_t{1} << (key >> 12 & 63);
    }
    HugeArray<std::uint64_t> filter_;
    std::size_t filter_mask_ = 0;
    HugeArray<std::uint64_t> less_one_;  // may_complete's filter
    std::size_t less_one_mask_ = 0;
    HugeArray<core::Letter> letters_;
    std::size_t groups_ = 0;
};

}  // namespace letterzak::movegen
