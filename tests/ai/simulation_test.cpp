// The simulation on several threads: for a fixed seed the ranking, and so the chosen move, is
// the same on one thread as on two — with the statistical stopping rules on, so that the
// candidates dropped early (and when) must agree too.

#include "ai/simulation.hpp"

#include <gtest/gtest.h>

#include "ai/position.hpp"
#include "fixtures.hpp"

namespace letterzak::ai {
namespace {

const core::RuleSet& tournament() {
    return *core::rule_set_by_name("tournament");
}

TEST(Simulation, OneAndTwoThreadsChooseTheSameMoveForEachSeed) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const LeaveFile& leaves = default_leave_file(tournament());
    const auto index = std::make_shared<const movegen::KwgIndex>(lex.kwg());
    movegen::Generator gen(tournament(), lex.kwg(), index);
    Simulator one(tournament(), lex.kwg(), leaves, index, 1);
    Simulator two(tournament(), lex.kwg(), leaves, index, 2);
    int compared = 0, with_drops = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        core::Rng rng(seed);
        core::Rack rack;
        for (int k = 0; k < 7; ++k) rack.add(testing::tiny_letter(rng));
        const Position p = position_from(
            tournament(),
            testing::tiny_board(tournament(), gen, rng, 2 + static_cast<int>(seed % 3)), rack, 10,
            20);
        SimSettings s;
        s.candidates = 8;
        s.iterations = 96;
        s.min_iterations = 16;
        s.seed = seed * 7919;
        s.threads = 1;
        const SimResult a = one.simulate(p, s);
        s.threads = 2;
        const SimResult b = two.simulate(p, s);
        if (a.ranked.size() < 2) continue;
        ++compared;
        ASSERT_EQ(a.ranked.size(), b.ranked.size()) << "seed " << seed;
        EXPECT_TRUE(a.ranked.front().move.move.same_play(b.ranked.front().move.move))
            << "seed " << seed;
        EXPECT_EQ(a.playouts, b.playouts) << "seed " << seed;
        bool dropped = false;
        for (std::size_t i = 0; i < a.ranked.size(); ++i) {
            EXPECT_TRUE(a.ranked[i].move.move.same_play(b.ranked[i].move.move))
                << "seed " << seed << " rank " << i;
            EXPECT_EQ(a.ranked[i].iterations, b.ranked[i].iterations) << "seed " << seed;
            EXPECT_EQ(a.ranked[i].equity, b.ranked[i].equity) << "seed " << seed;
            EXPECT_EQ(a.ranked[i].win, b.ranked[i].win) << "seed " << seed;
            EXPECT_EQ(a.ranked[i].pruned, b.ranked[i].pruned) << "seed " << seed;
            dropped |= a.ranked[i].pruned;
        }
        with_drops += dropped;
    }
    // The positions must have had real choices, and the stopping rules must have acted.
    EXPECT_GE(compared, 6);
    EXPECT_GE(with_drops, 2);
}

}  // namespace
}  // namespace letterzak::ai
