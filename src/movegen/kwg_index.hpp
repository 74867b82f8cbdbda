#pragma once
// A derived index over a KWG for the generator: every node side by side with the set of tiles
// of the list its arc leads to (bit t = tile t). Because a list is sorted and contiguous, the
// node for tile t in the list starting at s, whose tile set is m, is
//     s + popcount(m & (bit(t) - 1)),
// so the generator can intersect "letters the automaton allows next" with "letters the rack
// and the cross-set allow" in one AND — before touching the next list's memory at all. The
// walk is bound by memory latency, and most of its steps lead nowhere: they now cost no
// load.

#include <cstdint>
#include <memory>
#include <mutex>

#include "lexicon/kwg.hpp"
#include "movegen/anagram_set.hpp"
#include "movegen/huge_array.hpp"

namespace letterzak::movegen {

class KwgIndex {
  public:
    explicit KwgIndex(const lexicon::Kwg& kwg);
    std::uint32_t node(std::uint32_t i) const { return entries_[i].node; }
    // The tiles of the list that node i's arc leads to; 0 when it leads nowhere.
    std::uint32_t child_mask(std::uint32_t i) const { return entries_[i].child_mask; }
    // The tiles of the DAWG's and the GADDAG's root lists.
    std::uint32_t dawg_root_mask() const { return dawg_root_mask_; }
    std::uint32_t gaddag_root_mask() const { return gaddag_root_mask_; }
    void prefetch(std::uint32_t i) const { __builtin_prefetch(&entries_[i]); }

    // The words of two letters or more grouped by their letters, built on first use — only
    // best-move searches need them: they find their plays by looking up the words each part
    // of the rack spells with a span's board letters — and shared by the generators (threads)
    // that share this index. `kwg` must be the one indexed.
    const AnagramSet& anagrams(const lexicon::Kwg& kwg) const;
    static constexpr int kAnagramMinLength = 2;
    static constexpr int kAnagramMaxLength = 15;

  private:
    struct Entry {
        std::uint32_t node;
        std::uint32_t child_mask;
    };
    // The walk jumps all over 20 MB: huge pages (huge_array.hpp).
    HugeArray<Entry> entries_;
    std::uint32_t dawg_root_mask_ = 0;
    std::uint32_t gaddag_root_mask_ = 0;
    mutable std::once_flag anagrams_once_;
    mutable std::unique_ptr<const AnagramSet> anagrams_;
};

}  // namespace letterzak::movegen
