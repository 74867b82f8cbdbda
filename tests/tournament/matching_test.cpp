// The blossom matcher against brute force on random small graphs: the size of the matching it
// finds is the maximum, whatever the active subset and the matching it starts from.

#include "tournament/matching.hpp"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "support/uniform.hpp"

namespace letterzak::tournament {
namespace {

// support/uniform.hpp (tournament::testing is this module's fixtures).
using letterzak::testing::draw_uniform;
using letterzak::testing::uniform;

// The largest matching by trying, for the first free active vertex, every partner or none.
int brute_force_maximum(const MatchingGraph& g, std::vector<bool> active) {
    int v = 0;
    while (v < g.size() && !active[static_cast<std::size_t>(v)]) ++v;
    if (v == g.size()) return 0;
    active[static_cast<std::size_t>(v)] = false;
    int best = brute_force_maximum(g, active);  // v stays single
    for (int w = 0; w < g.size(); ++w) {
        if (!active[static_cast<std::size_t>(w)] || !g.has_edge(v, w)) continue;
        active[static_cast<std::size_t>(w)] = false;
        best = std::max(best, 1 + brute_force_maximum(g, active));
        active[static_cast<std::size_t>(w)] = true;
    }
    return best;
}

TEST(Matching, AugmentsRoundABlossom) {
    // 0 and 5 are free; 1=2 and 3=4 are matched, and 2-3-4 is an odd cycle. The only augmenting
    // path, 0-1=2-4=3-5, enters the cycle at 2 and leaves it at 3 the long way round: a search
    // that does not shrink the blossom sees 3 only as an odd vertex and misses it.
    MatchingGraph g(6);
    for (auto [a, b] : {std::pair{0, 1}, {1, 2}, {2, 3}, {3, 4}, {2, 4}, {3, 5}}) g.add_edge(a, b);
    std::vector<int> mate{kUnmatched, 2, 1, 4, 3, kUnmatched};
    maximize_matching(g, std::vector<bool>(6, true), mate);
    EXPECT_EQ(matched_pairs(mate), 3);
    EXPECT_EQ(mate[0], 1);
    EXPECT_EQ(mate[2], 4);
    EXPECT_EQ(mate[3], 5);
}

TEST(Matching, LeavesInactiveVerticesAlone) {
    MatchingGraph g(4);
    g.add_edge(0, 1);
    g.add_edge(2, 3);
    std::vector<int> mate(4, kUnmatched);
    maximize_matching(g, {true, true, false, true}, mate);
    EXPECT_EQ(matched_pairs(mate), 1);
    EXPECT_EQ(mate[2], kUnmatched);
    EXPECT_EQ(mate[3], kUnmatched);
}

RC_GTEST_PROP(Matching, IsMaximumAndValid, ()) {
    // Densities and coins over their whole range (support/uniform.hpp), at every size.
    const int n = draw_uniform(1, 11);
    MatchingGraph g(n);
    const int density = draw_uniform(0, 101);
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            if (draw_uniform(0, 100) < density) g.add_edge(a, b);
    std::vector<bool> active(static_cast<std::size_t>(n));
    for (auto&& a : active) a = draw_uniform(0, 5) > 0;
    // Any valid starting matching: greedy over a random vertex order.
    std::vector<int> mate(static_cast<std::size_t>(n), kUnmatched);
    const auto order =
        *rc::gen::container<std::vector<int>>(static_cast<std::size_t>(n), uniform(0, n));
    for (int a : order)
        for (int b = 0; b < n; ++b)
            if (a != b && active[static_cast<std::size_t>(a)] &&
                active[static_cast<std::size_t>(b)] && g.has_edge(a, b) &&
                mate[static_cast<std::size_t>(a)] == kUnmatched &&
                mate[static_cast<std::size_t>(b)] == kUnmatched && draw_uniform(0, 2) == 1) {
                mate[static_cast<std::size_t>(a)] = b;
                mate[static_cast<std::size_t>(b)] = a;
            }
    maximize_matching(g, active, mate);
    for (int v = 0; v < n; ++v) {
        const int m = mate[static_cast<std::size_t>(v)];
        if (m == kUnmatched) continue;
        RC_ASSERT(active[static_cast<std::size_t>(v)]);
        RC_ASSERT(g.has_edge(v, m));
        RC_ASSERT(mate[static_cast<std::size_t>(m)] == v);
    }
    RC_ASSERT(matched_pairs(mate) == brute_force_maximum(g, active));
}

}  // namespace
}  // namespace letterzak::tournament
