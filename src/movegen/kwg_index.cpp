#include "movegen/kwg_index.hpp"

namespace letterzak::movegen {

KwgIndex::KwgIndex(const lexicon::Kwg& kwg) : entries_(kwg.size(), Entry{0, 0}) {
    // Walk backwards: a node's mask is its own tile plus, unless it ends its list, the mask of
    // the node after it.
    for (std::uint32_t i = kwg.size(); i-- > 0;) {
        const std::uint32_t node = kwg[i];
        std::uint32_t m = std::uint32_t{1} << lexicon::Kwg::tile(node);
        if (!lexicon::Kwg::is_end(node) && i + 1 < kwg.size()) m |= entries_[i + 1].mask;
        entries_[i] = Entry{node, m};
    }
}

}  // namespace letterzak::movegen
