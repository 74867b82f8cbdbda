#pragma once
// A derived index over a KWG for the generator: every node side by side with the set of tiles
// of the list its arc leads to (bit t = tile t). Because a list is sorted and contiguous, the
// node for tile t in the list starting at s, whose tile set is m, is
//     s + popcount(m & (bit(t) - 1)),
// so the generator can intersect "letters the automaton allows next" with "letters the rack
// and the cross-set allow" in one AND — before touching the next list's memory at all. The
// walk is bound by memory latency, and most of its steps lead nowhere: they now cost no
// load.

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>

#include "core/alphabet.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/anagram_set.hpp"
#include "movegen/huge_array.hpp"

namespace letterzak::movegen {

// Tile t's bit in a set of tiles (bit t = tile t), as the index's masks and cross-sets hold them.
constexpr std::uint32_t bit(core::Letter t) {
    return std::uint32_t{1} << t;
}

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

    // The letters l for which before + l + after is a word (bit l), all letters of the
    // lexicon considered: the cross-set of a square between `before` and `after` (letters
    // 1..27, no open blank). Cross words of one or two tiles — two thirds of the cross-sets a
    // board asks for — are answered from a table made with the index; longer ones walk.
    std::uint32_t cross_set(const core::Letter* before, int nb, const core::Letter* after,
                            int na) const {
        if (nb + na == 1) return nb == 1 ? one_tile_[0][before[0]] : one_tile_[1][after[0]];
        if (nb + na == 2) {
            const core::Letter a = nb > 0 ? before[0] : after[0];
            const core::Letter b = nb == 2 ? before[1] : after[na - 1];
            return two_tiles_[static_cast<std::size_t>(na)][a][b];
        }
        return walk_cross_set(before, nb, after, na);
    }

    // The words of two letters or more grouped by their letters, built on first use — only
    // best-move searches need them: they find their plays by looking up the words each part
    // of the rack spells with a span's board letters — and shared by the generators (threads)
    // that share this index. `kwg` must be the one indexed.
    const AnagramSet& anagrams(const lexicon::Kwg& kwg) const;
    static constexpr int kAnagramMinLength = 2;
    static constexpr int kAnagramMaxLength = 15;

  private:
    std::uint32_t walk_cross_set(const core::Letter* before, int nb, const core::Letter* after,
                                 int na) const;
    struct Entry {
        std::uint32_t node;
        std::uint32_t child_mask;
    };
    // The walk jumps all over 20 MB: huge pages (huge_array.hpp).
    HugeArray<Entry> entries_;
    std::uint32_t dawg_root_mask_ = 0;
    std::uint32_t gaddag_root_mask_ = 0;
    std::uint32_t dawg_root_ = 0, gaddag_root_ = 0;
    // cross_set's table: [0][a] for the word a + l, [1][a] for l + a; two_tiles_[n][a][b]
    // for the two tiles a, b in order with n of them after the hole.
    using LetterSets = std::array<std::uint32_t, 32>;
    std::array<LetterSets, 2> one_tile_{};
    std::array<std::array<LetterSets, 32>, 3> two_tiles_{};
    mutable std::once_flag anagrams_once_;
    mutable std::unique_ptr<const AnagramSet> anagrams_;
};

}  // namespace letterzak::movegen
