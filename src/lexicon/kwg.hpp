#pragma once
// The word automaton: a DAWG and a GADDAG in one flat array of 32-bit nodes, KWG style.
//
// Layout (the move generator walks it directly; keep it stable):
//   node bits  0..21  arc      index of the first node of this node's child list; 0 = no children
//              22     is_end   last node of its sibling list
//              23     accepts  the path ending at this node spells a complete entry
//              24..31 tile     the letter (core::Letter); 0 is the GADDAG separator
//   node 0     dummy whose arc is the DAWG root list
//   node 1     dummy whose arc is the GADDAG root list
// A sibling list is a run of nodes, sorted by tile ascending, whose last node has is_end set.
//
// The DAWG holds every entry w. The GADDAG holds, for w = w[0..n) and i = 1..n,
//   reverse(w[0..i)) + (i < n ? separator + w[i..n) : nothing),
// so a word can be grown from any of its letters: leftwards first, then, past the separator,
// rightwards. Both automata are minimised together (a sibling list exists once, whichever
// automaton reaches it), which is why one array holds both at little more than the GADDAG's
// cost.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/alphabet.hpp"
#include "core/result.hpp"

namespace letterzak::lexicon {

using core::Letter;

class Kwg {
  public:
    static constexpr std::uint32_t kArcMask = (std::uint32_t{1} << 22) - 1;
    static constexpr std::uint32_t kIsEndBit = std::uint32_t{1} << 22;
    static constexpr std::uint32_t kAcceptsBit = std::uint32_t{1} << 23;
    static constexpr unsigned kTileShift = 24;
    // Arcs have 22 bits: no array may hold more nodes than this.
    static constexpr std::uint32_t kMaxNodes = kArcMask + 1;
    static constexpr Letter kSeparator = 0;

    static constexpr std::uint32_t arc(std::uint32_t node) { return node & kArcMask; }
    static constexpr bool is_end(std::uint32_t node) { return (node & kIsEndBit) != 0; }
    static constexpr bool accepts(std::uint32_t node) { return (node & kAcceptsBit) != 0; }
    static constexpr Letter tile(std::uint32_t node) {
        return static_cast<Letter>(node >> kTileShift);
    }
    static constexpr std::uint32_t make_node(std::uint32_t arc_index, bool end, bool accepting,
                                             Letter t) {
        return (arc_index & kArcMask) | (end ? kIsEndBit : 0) | (accepting ? kAcceptsBit : 0) |
               (std::uint32_t{t} << kTileShift);
    }

    // An automaton that accepts nothing.
    Kwg();

    // Takes nodes after checking that walking them can neither leave the array nor loop:
    // at least the two dummies, every arc inside the array and pointing below its own node
    // (children come before parents, as build_kwg writes them), the last node ends its list,
    // and every list sorted by tile. Error: lexicon_corrupt.
    static Result<Kwg> from_nodes(std::vector<std::uint32_t> nodes);

    std::uint32_t operator[](std::uint32_t i) const { return nodes_[i]; }
    std::uint32_t size() const { return static_cast<std::uint32_t>(nodes_.size()); }
    std::span<const std::uint32_t> nodes() const { return nodes_; }

    // First node of the root sibling lists (0 when the automaton is empty).
    std::uint32_t dawg_root() const { return arc(nodes_[0]); }
    std::uint32_t gaddag_root() const { return arc(nodes_[1]); }

    // Index of the node with tile l in the sibling list starting at list_start, or 0 when the
    // list has none (or list_start is 0, the empty list).
    std::uint32_t seek(std::uint32_t list_start, Letter l) const {
        if (list_start == 0) return 0;
        for (std::uint32_t i = list_start;; ++i) {
            const std::uint32_t node = nodes_[i];
            const Letter t = tile(node);
            if (t == l) return i;
            if (t > l || is_end(node)) return 0;
        }
    }

    // Whether the DAWG holds the word exactly.
    bool contains(std::span<const Letter> word) const;

    // Every DAWG entry, in tile order. For tests and tools: it walks the whole automaton.
    std::vector<std::vector<Letter>> entries() const;

    // How many entries the DAWG holds, counted without listing them (one pass over the nodes).
    std::size_t dawg_entry_count() const;

  private:
    explicit Kwg(std::vector<std::uint32_t> nodes) : nodes_(std::move(nodes)) {}
    friend Kwg build_kwg(const std::vector<std::vector<Letter>>& words);

    std::vector<std::uint32_t> nodes_;
};

// Builds the minimal KWG of a set of entries (any order; repeats are ignored; empty entries are
// skipped). Entries hold letters 1..254 and at most 15 of them. Throws std::invalid_argument on
// entries outside those limits, std::length_error if the automaton would exceed kMaxNodes.
Kwg build_kwg(const std::vector<std::vector<Letter>>& words);

}  // namespace letterzak::lexicon
