// The simulation on several threads: for a fixed seed the ranking, and so the chosen move, is
// the same on one thread as on two or three — with the statistical stopping rules on, so that
// the candidates dropped early (and when) must agree too; with them off, when the whole run is
// one round; at batch sizes whose checks do not fall on the minimum; late in the game, where
// playouts empty the bag and end games; with three seats; and on a simulator used before for
// other positions with other thread counts (the threads' deals must not outlive their call).

#include "ai/simulation.hpp"

#include <gtest/gtest.h>

#include <string>

#include "ai/position.hpp"
#include "fixtures.hpp"

namespace letterzak::ai {
namespace {

const core::RuleSet& tournament() {
    return *core::rule_set_by_name("tournament");
}

// Every figure of every candidate agrees; returns whether any candidate was dropped early.
bool expect_same(const SimResult& a, const SimResult& b, const std::string& what) {
    EXPECT_EQ(a.playouts, b.playouts) << what;
    EXPECT_EQ(a.iterations, b.iterations) << what;
    EXPECT_EQ(a.ranked.size(), b.ranked.size()) << what;
    bool dropped = false;
    for (std::size_t i = 0; i < std::min(a.ranked.size(), b.ranked.size()); ++i) {
        const SimCandidate& x = a.ranked[i];
        const SimCandidate& y = b.ranked[i];
        EXPECT_TRUE(x.move.move.same_play(y.move.move)) << what << " rank " << i;
        EXPECT_EQ(x.iterations, y.iterations) << what << " rank " << i;
        EXPECT_EQ(x.equity, y.equity) << what << " rank " << i;
        EXPECT_EQ(x.equity_se, y.equity_se) << what << " rank " << i;
        EXPECT_EQ(x.win, y.win) << what << " rank " << i;
        EXPECT_EQ(x.win_se, y.win_se) << what << " rank " << i;
        EXPECT_EQ(x.pruned, y.pruned) << what << " rank " << i;
        dropped |= x.pruned;
    }
    return dropped;
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
        EXPECT_TRUE(a.ranked.front().move.move.same_play(b.ranked.front().move.move))
            << "seed " << seed;
        with_drops += expect_same(a, b, "seed " + std::to_string(seed));
    }
    // The positions must have had real choices, and the stopping rules must have acted.
    EXPECT_GE(compared, 6);
    EXPECT_GE(with_drops, 2);
}

// A late position: `bag` tiles left to draw besides the others' racks, all of tiny-word
// letters, so that two or three plies empty the bag and often end the game.
Position late_position(const core::RuleSet& rules, movegen::Generator& gen, core::Rng& rng,
                       int seats, int bag) {
    core::Rack rack;
    for (int k = 0; k < rules.rack_size; ++k) rack.add(testing::tiny_letter(rng));
    Position p = position_from(rules, testing::tiny_board(rules, gen, rng, 3), rack, 40, 45);
    p.seats = seats;
    p.unseen = {};
    const int others = (seats - 1) * rules.rack_size;
    for (int k = 0; k < others + bag; ++k) ++p.unseen[testing::tiny_letter(rng)];
    for (int s = 1; s < seats; ++s) {
        p.rack_sizes[static_cast<std::size_t>(s)] = rules.rack_size;
        p.scores[static_cast<std::size_t>(s)] = 30 + 10 * s;
    }
    p.bag_size = bag;
    p.turn = 20;
    return p;
}

TEST(Simulation, TheSameRankingOnAnyThreadCountWithAnyBatchingLateAndWithThreeSeats) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    struct Case {
        const char* name;
        const core::RuleSet& rules;
        int seats, bag, plies;
    };
    const core::RuleSet& box = *core::rule_set_by_name("box");
    const Case cases[] = {{"early", tournament(), 2, -1, 2},
                          {"late", tournament(), 2, 3, 3},
                          {"three seats, late", box, 3, 2, 4}};
    int compared = 0, with_drops = 0;
    for (const Case& c : cases) {
        const LeaveFile& leaves = default_leave_file(c.rules);
        const auto index = std::make_shared<const movegen::KwgIndex>(lex.kwg());
        movegen::Generator gen(c.rules, lex.kwg(), index);
        // Used for every position and thread count of the case, as a player uses its own.
        Simulator reused(c.rules, lex.kwg(), leaves, index, 3);
        Position previous;  // the case's first position with a choice
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            core::Rng rng(seed * 31 + static_cast<std::uint64_t>(c.plies));
            Position p;
            if (c.bag < 0) {
                core::Rack rack;
                for (int k = 0; k < 7; ++k) rack.add(testing::tiny_letter(rng));
                p = position_from(c.rules, testing::tiny_board(c.rules, gen, rng, 3), rack, 5, 9);
            } else {
                p = late_position(c.rules, gen, rng, c.seats, c.bag);
            }
            for (const bool prune : {true, false}) {
                SimSettings s;
                s.candidates = 6;
                s.plies = c.plies;
                s.prune = prune;
                s.iterations = prune ? 60 : 20;
                s.batch = 5;  // checks at 15, 20, …: not on the minimum
                s.min_iterations = 12;
                s.seed = seed * 104729;
                s.threads = 1;
                const SimResult ref =
                    Simulator(c.rules, lex.kwg(), leaves, index, 1).simulate(p, s);
                if (ref.ranked.size() < 2) continue;
                ++compared;
                if (previous.rules == nullptr) previous = p;
                for (const int threads : {2, 3, 1}) {
                    s.threads = threads;
                    // Just before, one iteration of another position: its deal of iteration
                    // 0 must not be taken for this position's.
                    SimSettings once = s;
                    once.iterations = 1;
                    once.seed = s.seed + 1;
                    reused.simulate(previous, once);
                    const std::string what = std::string(c.name) + " seed " + std::to_string(seed) +
                                             (prune ? " pruned" : "") + ", " +
                                             std::to_string(threads) + " threads";
                    with_drops += expect_same(ref, reused.simulate(p, s), what);
                }
                if (!prune) {  // one round: every candidate, every iteration
                    EXPECT_EQ(ref.playouts, 20 * static_cast<std::int64_t>(ref.ranked.size()));
                }
            }
        }
    }
    EXPECT_GE(compared, 16);
    EXPECT_GE(with_drops, 3);
}

}  // namespace
}  // namespace letterzak::ai
