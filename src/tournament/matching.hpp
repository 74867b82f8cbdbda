#pragma once
// Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm).
//
// The Swiss pairer uses it as an oracle: "can the players still unpaired all be paired without a
// rematch?" is "does the graph of allowed pairs have a perfect matching?". Answering that exactly
// is what lets the pairer promise no rematch whenever a rematch-free pairing exists, without
// exponential backtracking.

#include <cstdint>
#include <vector>

namespace letterzak::tournament {

inline constexpr int kUnmatched = -1;

// An undirected simple graph on vertices 0..n-1, as an adjacency matrix: pairing fields are small
// (tens to a few hundred players) and the pairer asks about single edges constantly.
class MatchingGraph {
  public:
    explicit MatchingGraph(int vertices);
    int size() const { return n_; }
    void add_edge(int a, int b);
    bool has_edge(int a, int b) const { return adj_[index(a, b)] != 0; }

  private:
    std::size_t index(int a, int b) const {
        return static_cast<std::size_t>(a) * static_cast<std::size_t>(n_) +
               static_cast<std::size_t>(b);
    }
    int n_;
    std::vector<std::uint8_t> adj_;
};

// Grows `mate` into a maximum matching of the subgraph induced by the vertices with active[v].
// `mate` must be a valid matching of that subgraph to start with (mate[v] == kUnmatched when
// free; inactive vertices must be free); starting from a nearly maximum one makes this cheap.
void maximize_matching(const MatchingGraph& g, const std::vector<bool>& active,
                       std::vector<int>& mate);

// The number of matched pairs in `mate`.
int matched_pairs(const std::vector<int>& mate);

}  // namespace letterzak::tournament
