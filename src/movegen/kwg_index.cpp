#include "movegen/kwg_index.hpp"

#include <algorithm>

namespace letterzak::movegen {

KwgIndex::KwgIndex(const lexicon::Kwg& kwg) : entries_(std::max<std::size_t>(kwg.size(), 1)) {
    using lexicon::Kwg;
    // The tiles from a node to the end of its list (an arc may enter a shared list part-way).
    auto tiles_from = [&](std::uint32_t i) {
        std::uint32_t m = 0;
        for (;; ++i) {
            m |= std::uint32_t{1} << Kwg::tile(kwg[i]);
            if (Kwg::is_end(kwg[i]) || i + 1 >= kwg.size()) return m;
        }
    };
    for (std::uint32_t i = 0; i < kwg.size(); ++i) {
        const std::uint32_t arc = Kwg::arc(kwg[i]);
        entries_[i] = Entry{kwg[i], arc != 0 && arc < kwg.size() ? tiles_from(arc) : 0};
    }
    if (kwg.size() > 1) {
        dawg_root_mask_ = kwg.dawg_root() != 0 ? tiles_from(kwg.dawg_root()) : 0;
        gaddag_root_mask_ = kwg.gaddag_root() != 0 ? tiles_from(kwg.gaddag_root()) : 0;
    }
}

const AnagramSet& KwgIndex::anagrams(const lexicon::Kwg& kwg) const {
    std::call_once(anagrams_once_, [&] {
        anagrams_ = std::make_unique<const AnagramSet>(kwg, kAnagramMinLength, kAnagramMaxLength);
    });
    return *anagrams_;
}

}  // namespace letterzak::movegen
