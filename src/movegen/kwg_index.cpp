#include "movegen/kwg_index.hpp"

namespace letterzak::movegen {

KwgIndex::KwgIndex(const lexicon::Kwg& kwg) : entries_(kwg.size(), Entry{0, 0}) {
    using lexicon::Kwg;
    // First the tiles from each node to the end of its list (walking backwards: a node's own
    // tile plus, unless it ends its list, those after it) — an arc may enter a shared list
    // part-way — then, per node, those of the list its arc leads to.
    std::vector<std::uint32_t> suffix(kwg.size(), 0);
    for (std::uint32_t i = kwg.size(); i-- > 0;) {
        std::uint32_t m = std::uint32_t{1} << Kwg::tile(kwg[i]);
        if (!Kwg::is_end(kwg[i]) && i + 1 < kwg.size()) m |= suffix[i + 1];
        suffix[i] = m;
    }
    for (std::uint32_t i = 0; i < kwg.size(); ++i) {
        const std::uint32_t arc = Kwg::arc(kwg[i]);
        entries_[i] = Entry{kwg[i], arc != 0 && arc < kwg.size() ? suffix[arc] : 0};
    }
    if (kwg.size() > 1) {
        dawg_root_mask_ = kwg.dawg_root() != 0 ? suffix[kwg.dawg_root()] : 0;
        gaddag_root_mask_ = kwg.gaddag_root() != 0 ? suffix[kwg.gaddag_root()] : 0;
    }
}

const AnagramSet& KwgIndex::bingo_anagrams(const lexicon::Kwg& kwg) const {
    std::call_once(anagrams_once_, [&] {
        anagrams_ = std::make_unique<const AnagramSet>(kwg, kBingoMinLength, kBingoMaxLength);
    });
    return *anagrams_;
}

}  // namespace letterzak::movegen
