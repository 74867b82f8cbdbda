#include "tournament/matching.hpp"

#include <cassert>

namespace letterzak::tournament {
namespace {

// One search for an augmenting path from a free root, growing an alternating tree and shrinking
// odd cycles (blossoms) into their base as it meets them. O(n²) per search on a matrix graph.
class AugmentingSearch {
  public:
    AugmentingSearch(const MatchingGraph& g, const std::vector<bool>& active,
                     std::vector<int>& mate)
        : g_(g),
          active_(active),
          mate_(mate),
          n_(static_cast<std::size_t>(g.size())),
          parent_(n_),
          base_(n_),
          in_tree_(n_),
          in_blossom_(n_),
          on_path_(n_) {
        queue_.reserve(n_);
    }

    // Augments along a path from `root` if there is one; returns whether it did.
    bool augment_from(int root) {
        int v = find_path(root);
        if (v == kUnmatched) return false;
        while (v != kUnmatched) {
            const int pv = parent_[at(v)];
            const int next = mate_[at(pv)];
            mate_[at(v)] = pv;
            mate_[at(pv)] = v;
            v = next;
        }
        return true;
    }

  private:
    static std::size_t at(int v) { return static_cast<std::size_t>(v); }

    // The base of the smallest blossom containing the tree paths from a and b to the root.
    int common_ancestor(int a, int b) {
        on_path_.assign(n_, false);
        for (;;) {
            a = base_[at(a)];
            on_path_[at(a)] = true;
            if (mate_[at(a)] == kUnmatched) break;
            a = parent_[at(mate_[at(a)])];
        }
        for (;;) {
            b = base_[at(b)];
            if (on_path_[at(b)]) return b;
            b = parent_[at(mate_[at(b)])];
        }
    }

    // Marks the blossom's vertices on the path from v down to its base b, and points the odd
    // vertices' parents across the blossom so an augmenting path can later go round it.
    void mark_path(int v, int b, int child) {
        while (base_[at(v)] != b) {
            in_blossom_[at(base_[at(v)])] = true;
            in_blossom_[at(base_[at(mate_[at(v)])])] = true;
            parent_[at(v)] = child;
            child = mate_[at(v)];
            v = parent_[at(mate_[at(v)])];
        }
    }

    int find_path(int root) {
        parent_.assign(n_, kUnmatched);
        in_tree_.assign(n_, false);
        for (std::size_t i = 0; i < n_; ++i) base_[i] = static_cast<int>(i);
        queue_.clear();
        in_tree_[at(root)] = true;
        queue_.push_back(root);
        for (std::size_t head = 0; head < queue_.size(); ++head) {
            const int v = queue_[head];
            for (int to = 0; to < static_cast<int>(n_); ++to) {
                if (!active_[at(to)] || !g_.has_edge(v, to)) continue;
                if (base_[at(v)] == base_[at(to)] || mate_[at(v)] == to) continue;
                const bool to_is_outer = to == root || (mate_[at(to)] != kUnmatched &&
                                                        parent_[at(mate_[at(to)])] != kUnmatched);
                if (to_is_outer) {
                    const int blossom_base = common_ancestor(v, to);
                    in_blossom_.assign(n_, false);
                    mark_path(v, blossom_base, to);
                    mark_path(to, blossom_base, v);
                    for (std::size_t i = 0; i < n_; ++i) {
                        if (!in_blossom_[at(base_[i])]) continue;
                        base_[i] = blossom_base;
                        if (!in_tree_[i]) {
                            in_tree_[i] = true;
                            queue_.push_back(static_cast<int>(i));
                        }
                    }
                } else if (parent_[at(to)] == kUnmatched) {
                    parent_[at(to)] = v;
                    if (mate_[at(to)] == kUnmatched) return to;
                    const int next = mate_[at(to)];
                    in_tree_[at(next)] = true;
                    queue_.push_back(next);
                }
            }
        }
        return kUnmatched;
    }

    const MatchingGraph& g_;
    const std::vector<bool>& active_;
    std::vector<int>& mate_;
    std::size_t n_;
    std::vector<int> parent_;
    std::vector<int> base_;
    std::vector<bool> in_tree_;
    std::vector<bool> in_blossom_;
    std::vector<bool> on_path_;
    std::vector<int> queue_;
};

}  // namespace

MatchingGraph::MatchingGraph(int vertices)
    : n_(vertices),
      adj_(static_cast<std::size_t>(vertices) * static_cast<std::size_t>(vertices), 0) {}

void MatchingGraph::add_edge(int a, int b) {
    assert(a != b);
    adj_[index(a, b)] = 1;
    adj_[index(b, a)] = 1;
}

void maximize_matching(const MatchingGraph& g, const std::vector<bool>& active,
                       std::vector<int>& mate) {
    assert(mate.size() == static_cast<std::size_t>(g.size()));
    assert(active.size() == static_cast<std::size_t>(g.size()));
    AugmentingSearch search(g, active, mate);
    // Berge/Edmonds: a free vertex with no augmenting path now never gets one after later
    // augmentations, so one pass over the free vertices reaches a maximum matching.
    for (int v = 0; v < g.size(); ++v)
        if (active[static_cast<std::size_t>(v)] && mate[static_cast<std::size_t>(v)] == kUnmatched)
            search.augment_from(v);
}

int matched_pairs(const std::vector<int>& mate) {
    int matched = 0;
    for (int m : mate)
        if (m != kUnmatched) ++matched;
    return matched / 2;
}

}  // namespace letterzak::tournament
