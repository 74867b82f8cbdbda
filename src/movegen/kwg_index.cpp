#include "movegen/kwg_index.hpp"

#include <algorithm>

namespace letterzak::movegen {

using core::Letter;
using lexicon::Kwg;

KwgIndex::KwgIndex(const lexicon::Kwg& kwg) : entries_(std::max<std::size_t>(kwg.size(), 1)) {
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
        dawg_root_ = kwg.dawg_root();
        gaddag_root_ = kwg.gaddag_root();
    }
    // Every cross word of one or two tiles, walked once here (a few thousand walks).
    for (Letter a = core::kFirstLetter; a <= core::kLastLetter; ++a) {
        one_tile_[0][a] = walk_cross_set(&a, 1, nullptr, 0);
        one_tile_[1][a] = walk_cross_set(nullptr, 0, &a, 1);
        for (Letter b = core::kFirstLetter; b <= core::kLastLetter; ++b) {
            const std::array<Letter, 2> ab{a, b};
            two_tiles_[0][a][b] = walk_cross_set(ab.data(), 2, nullptr, 0);
            two_tiles_[1][a][b] = walk_cross_set(&a, 1, &b, 1);
            two_tiles_[2][a][b] = walk_cross_set(nullptr, 0, ab.data(), 2);
        }
    }
}

// Letters in one perpendicular word around a hole: the tiles before it (P) and after it (S).
// The cheaper of two walks is taken: through the DAWG, P once and then S behind each
// candidate letter (|P| + 27·|S| steps), or through the GADDAG's fully reversed entries,
// reverse(S) once and then reverse(P) behind each candidate (|S| + 27·|P|). With an empty
// side, that is one walk and a look at the accepting children.
std::uint32_t KwgIndex::walk_cross_set(const Letter* before, int nb, const Letter* after,
                                       int na) const {
    // Follows letters from the list at `list` (tiles `m`); 0 when the path leaves the
    // automaton, else the last node.
    auto walk = [&](std::uint32_t list, std::uint32_t m, const Letter* letters, int n,
                    bool reversed) -> std::uint32_t {
        std::uint32_t node = 0;
        for (int k = 0; k < n; ++k) {
            const Letter l = letters[reversed ? n - 1 - k : k];
            if ((m & bit(l)) == 0) return 0;
            node = list + static_cast<std::uint32_t>(__builtin_popcount(m & (bit(l) - 1)));
            list = Kwg::arc(entries_[node].node);
            m = entries_[node].child_mask;
        }
        return node;
    };
    // Letters of the list at `list` whose path continues through `rest` to an accepting node.
    auto holes = [&](std::uint32_t list, std::uint32_t m0, const Letter* rest, int n,
                     bool reversed) -> std::uint32_t {
        std::uint32_t out = 0;
        // The list holds its letters in order, the separator (tile 0) first: the next letter's
        // node is the next node.
        std::uint32_t node = list + (m0 & 1U);
        for (std::uint32_t m = m0 & ~1U; m != 0; m &= m - 1, ++node) {
            const auto l = static_cast<Letter>(__builtin_ctz(m));
            if (n == 0) {
                if (Kwg::accepts(entries_[node].node)) out |= bit(l);
                continue;
            }
            const std::uint32_t end =
                walk(Kwg::arc(entries_[node].node), entries_[node].child_mask, rest, n, reversed);
            if (end != 0 && Kwg::accepts(entries_[end].node)) out |= bit(l);
        }
        return out;
    };
    // From the root, or from where the walk over one side ended.
    auto holes_after = [&](std::uint32_t root, std::uint32_t root_mask, const Letter* lead,
                           int n_lead, const Letter* rest, int n_rest,
                           bool reversed) -> std::uint32_t {
        if (n_lead == 0) return holes(root, root_mask, rest, n_rest, reversed);
        const std::uint32_t p = walk(root, root_mask, lead, n_lead, reversed);
        return p == 0 ? 0
                      : holes(Kwg::arc(entries_[p].node), entries_[p].child_mask, rest, n_rest,
                              reversed);
    };
    const std::uint32_t mask =
        nb + 27 * na <= na + 27 * nb
            ? holes_after(dawg_root_, dawg_root_mask_, before, nb, after, na, false)
            : holes_after(gaddag_root_, gaddag_root_mask_, after, na, before, nb, true);
    return mask;
}

const AnagramSet& KwgIndex::anagrams(const lexicon::Kwg& kwg) const {
    std::call_once(anagrams_once_, [&] {
        anagrams_ = std::make_unique<const AnagramSet>(kwg, kAnagramMinLength, kAnagramMaxLength);
    });
    return *anagrams_;
}

}  // namespace letterzak::movegen
