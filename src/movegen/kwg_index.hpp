#pragma once
// A derived index over a KWG for the generator: for every node, the set of tiles of its
// sibling list from that node to the list's end (bit t = tile t). Because a list is sorted
// and contiguous, the node for tile t in the list starting at s is
//     s + popcount(mask[s] & (bit(t) - 1)),
// so the generator can intersect "letters the automaton allows here" with "letters the rack
// and the cross-set allow" in one AND, and visit only the letters that survive.

#include <cstdint>
#include <vector>

#include "lexicon/kwg.hpp"

namespace letterzak::movegen {

// Each entry keeps the node and its mask side by side, so that the generator's two reads per
// step (the list's mask, then the chosen node) usually hit one cache line instead of two
// arrays: the walk is bound by memory latency, not arithmetic.
class KwgIndex {
public:
    explicit KwgIndex(const lexicon::Kwg& kwg);
    std::uint32_t mask(std::uint32_t i) const { return entries_[i].mask; }
    std::uint32_t node(std::uint32_t i) const { return entries_[i].node; }
    void prefetch(std::uint32_t i) const { __builtin_prefetch(&entries_[i]); }

private:
    struct Entry {
        std::uint32_t node;
        std::uint32_t mask;
    };
    std::vector<Entry> entries_;
};

}  // namespace letterzak::movegen
