#pragma once
// The letter multisets of a lexicon's words of some lengths: "do these tiles, in some order,
// spell a word?" in one hash lookup. The best-move search asks it of a rack plus the board
// tiles a long play would cross, to drop the bingo bonus from the score bounds of spans where
// no bingo exists — the bonus is what keeps most spans from being pruned.
//
// A multiset's key is the sum of a fixed random 64-bit number per letter: adding a letter to
// a rack's key is one addition, so trying every letter for a blank costs a lookup each. Two
// multisets may share a key only by a 1-in-2^64 accident, and the generator only ever drops a
// bonus on a "no": a false "yes" would cost pruning, never a move.

#include <cstdint>
#include <span>
#include <vector>

#include "core/alphabet.hpp"
#include "lexicon/kwg.hpp"

namespace letterzak::movegen {

class AnagramSet {
public:
    static constexpr int kMaxLength = 15;

    // The words of `kwg` whose length lies in [min_length, max_length] (max ≤ kMaxLength).
    AnagramSet(const lexicon::Kwg& kwg, int min_length, int max_length);

    // Whether some word of a stored length uses exactly these letters (in any order; no
    // blanks: the caller tries each letter a blank could be).
    bool contains(std::span<const core::Letter> letters) const { return contains_key(key_of(letters)); }
    bool contains_key(std::uint64_t key) const;

    std::size_t size() const { return count_; }

    // The key of one letter; a multiset's key is the sum of its letters' keys.
    static std::uint64_t letter_key(core::Letter l);
    static std::uint64_t key_of(std::span<const core::Letter> letters);

private:
    void insert(std::uint64_t key);
    std::size_t slot_of(std::uint64_t key) const;

    std::vector<std::uint64_t> slots_;  // open addressing; 0 = empty
    std::size_t count_ = 0;
};

}  // namespace letterzak::movegen
