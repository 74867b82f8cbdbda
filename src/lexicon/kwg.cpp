#include "lexicon/kwg.hpp"

#include <fmt/format.h>

namespace letterzak::lexicon {

Kwg::Kwg() : nodes_{make_node(0, true, false, 0), make_node(0, true, false, 0)} {}

Result<Kwg> Kwg::from_nodes(std::vector<std::uint32_t> nodes) {
    const auto corrupt = [](const std::string& what) {
        return make_error("lexicon_corrupt", "lexicon automaton is damaged: " + what);
    };
    const std::size_t n = nodes.size();
    if (n < 2) return corrupt("fewer than the two root nodes");
    if (n > kMaxNodes) return corrupt(fmt::format("{} nodes, more than {}", n, kMaxNodes));
    for (std::uint32_t root = 0; root < 2; ++root) {
        const std::uint32_t a = arc(nodes[root]);
        if (a == 1 || a >= n) return corrupt(fmt::format("root {} points to node {}", root, a));
    }
    // Children before parents: every walk descends to lower indices, so none can loop, and with
    // the last node ending its list no scan of siblings can run off the array.
    if (n > 2 && !is_end(nodes[n - 1])) return corrupt("the last sibling list has no end");
    for (std::size_t i = 2; i < n; ++i) {
        const std::uint32_t a = arc(nodes[i]);
        if (a != 0 && (a < 2 || a >= i)) {
            return corrupt(fmt::format("node {} points to node {}", i, a));
        }
        if (i + 1 < n && !is_end(nodes[i]) && tile(nodes[i]) >= tile(nodes[i + 1])) {
            return corrupt(fmt::format("sibling list at node {} is not sorted", i));
        }
    }
    return Kwg(std::move(nodes));
}

bool Kwg::contains(std::span<const Letter> word) const {
    if (word.empty()) return false;
    std::uint32_t list = dawg_root();
    std::uint32_t node = 0;
    for (const Letter l : word) {
        node = seek(list, l);
        if (node == 0) return false;
        list = arc(nodes_[node]);
    }
    return accepts(nodes_[node]);
}

std::vector<std::vector<Letter>> Kwg::entries() const {
    std::vector<std::vector<Letter>> out;
    std::vector<Letter> prefix;
    // Depth-first with an explicit stack of (node, depth); from_nodes guarantees the walk ends.
    struct Visit {
        std::uint32_t node;
        std::size_t depth;
    };
    std::vector<Visit> stack;
    if (dawg_root() != 0) stack.push_back({dawg_root(), 0});
    while (!stack.empty()) {
        const Visit visit = stack.back();
        stack.pop_back();
        const std::uint32_t node = nodes_[visit.node];
        prefix.resize(visit.depth);
        prefix.push_back(tile(node));
        if (accepts(node)) out.push_back(prefix);
        // Push the next sibling first so that the children are visited before it: tile order.
        if (!is_end(node)) stack.push_back({visit.node + 1, visit.depth});
        if (arc(node) != 0) stack.push_back({arc(node), visit.depth + 1});
    }
    return out;
}

std::size_t Kwg::dawg_entry_count() const {
    // below[i]: entries whose path passes through node i or one of its later siblings. Children
    // lie at lower indices than their parents, so one forward pass, filling in each sibling list
    // backwards as soon as its last node is seen, has every child list ready when it is needed.
    std::vector<std::size_t> below(nodes_.size(), 0);
    std::size_t list_start = 2;
    for (std::size_t i = 2; i < nodes_.size(); ++i) {
        if (!is_end(nodes_[i])) continue;
        for (std::size_t j = i + 1; j-- > list_start;) {
            const std::uint32_t node = nodes_[j];
            const std::size_t next_sibling = j == i ? 0 : below[j + 1];
            below[j] = (accepts(node) ? 1 : 0) + below[arc(node)] + next_sibling;
        }
        list_start = i + 1;
    }
    return dawg_root() == 0 ? 0 : below[dawg_root()];
}

}  // namespace letterzak::lexicon
