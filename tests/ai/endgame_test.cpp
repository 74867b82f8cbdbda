// The endgame solver against brute force: on hundreds of small endgames (tiny lexicon, up to
// three tiles a side, and a few dozen with up to four; blanks now and then, every rule set's end
// rule) the solver's value equals the exhaustive minimax value, and the move it picks attains it.

#include "ai/endgame.hpp"

#include <gtest/gtest.h>

#include <cstdio>

#include "fixtures.hpp"

namespace letterzak::ai {
namespace {

struct Counts {
    int checked = 0;
    std::int64_t nodes = 0;  // the solver's, summed: the figure move ordering is judged by
};

// The brute-force value, for the player to move, of playing `move` first.
int brute_force_after(const game::State& s, const core::Move& move, movegen::Generator& gen) {
    game::State child = s;
    core::Rng none(0);
    const int me = child.to_move;
    const int before = child.spread(me);
    game::apply_move(child, move, none);
    const int gain = child.spread(me) - before;
    return child.over() ? gain : gain - brute_force_endgame(child, gen);
}

void check_against_brute_force(const char* rules_name, int positions, std::uint64_t seed,
                               Counts& counts, int max_tiles = 3, int threads = 1) {
    const core::RuleSet& rules = *core::rule_set_by_name(rules_name);
    // Tiny words use only letters of every tile set; the tiny lexicon is read plainly.
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    movegen::Generator gen(rules, lex.kwg());
    EndgameSolver solver(rules, lex.kwg(), nullptr);
    core::Rng rng(seed);
    for (int i = 0; i < positions; ++i) {
        const game::State s =
            testing::tiny_endgame(rules, gen, rng, i % 3 == 0 ? max_tiles : max_tiles - 1);
        const int truth = brute_force_endgame(s, gen);
        EndgameSettings settings;
        settings.seconds = 0;
        settings.max_depth = 60;
        settings.threads = threads;
        const EndgameResult r = solver.solve(s, settings);
        ASSERT_TRUE(r.solved) << rules_name << " position " << i;
        ASSERT_EQ(r.value, truth) << rules_name << " position " << i;
        // The chosen move is worth the optimum.
        ASSERT_EQ(brute_force_after(s, r.best, gen), truth) << rules_name << " position " << i;
        ++counts.checked;
        counts.nodes += r.nodes;
    }
}

TEST(Endgame, EqualsBruteForceOnSmallEndgames) {
    Counts counts;
    check_against_brute_force("tournament", 120, 7, counts);
    check_against_brute_force("woordspel", 50, 8, counts);
    check_against_brute_force("english", 40, 9, counts);
    EXPECT_EQ(counts.checked, 210);
    std::printf("solver nodes over the small endgames: %lld\n",
                static_cast<long long>(counts.nodes));
}

// One or two tiles a side: most nodes below the root hold one tile each, which the solver
// values from the two sides' best placements and the pass run alone (one_tile_each), with no
// search under them. Every end rule and pass-run length (box's run is longer, english's
// longer still), from runs of 0 and 1 scoreless turns.
TEST(Endgame, OneTileEachEqualsBruteForce) {
    Counts counts;
    check_against_brute_force("tournament", 80, 37, counts, 2);
    check_against_brute_force("box", 60, 38, counts, 2);
    check_against_brute_force("box-ij", 30, 39, counts, 2);
    check_against_brute_force("woordspel", 40, 40, counts, 2);
    check_against_brute_force("english", 40, 41, counts, 2);
    EXPECT_EQ(counts.checked, 250);
}

// Up to four tiles a side (three or four each time), as the issue asks.
TEST(Endgame, EqualsBruteForceWithUpToFourTilesASide) {
    Counts counts;
    check_against_brute_force("tournament", 18, 17, counts, 4);
    check_against_brute_force("woordspel", 6, 18, counts, 4);
    EXPECT_EQ(counts.checked, 24);
    std::printf("solver nodes over the four-tile endgames: %lld\n",
                static_cast<long long>(counts.nodes));
}

// Two threads through one table (EndgameSettings::threads): what either proves is the truth,
// and the move the first picks attains it, however the threads ran.
TEST(Endgame, TwoThreadsEqualBruteForce) {
    Counts counts;
    check_against_brute_force("tournament", 40, 27, counts, 3, 2);
    check_against_brute_force("woordspel", 12, 28, counts, 3, 2);
    check_against_brute_force("tournament", 8, 29, counts, 4, 2);
    EXPECT_EQ(counts.checked, 60);
}

// A result is marked solved only when it is proven: cut short at any depth, whatever the
// search claims exact is the brute-force value, and the move it picks attains it. (A cut-off
// is proven by the move that cut alone, and a horizon by a move that goes out; those proofs
// end many searches before the deepest line is reached.)
TEST(Endgame, WhatIsMarkedSolvedAtAnyDepthIsTheValue) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    int solved_short = 0;
    for (const char* name : {"tournament", "woordspel", "english"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        movegen::Generator gen(rules, lex.kwg());
        EndgameSolver solver(rules, lex.kwg(), nullptr);
        core::Rng rng(23);
        for (int i = 0; i < 25; ++i) {
            const game::State s = testing::tiny_endgame(rules, gen, rng, 4);
            const int truth = brute_force_endgame(s, gen);
            int deepest_needed = 0;
            for (int depth = 1; depth <= 4; ++depth) {
                EndgameSettings settings;
                settings.seconds = 0;
                settings.max_depth = depth;
                const EndgameResult r = solver.solve(s, settings);
                if (!r.solved) continue;
                ASSERT_EQ(r.value, truth) << name << " position " << i << " depth " << depth;
                ASSERT_EQ(brute_force_after(s, r.best, gen), truth)
                    << name << " position " << i << " depth " << depth;
                if (deepest_needed == 0) deepest_needed = depth;
            }
            if (deepest_needed > 0 && deepest_needed < 4) ++solved_short;
        }
    }
    std::printf("solved before depth 4: %d of 75\n", solved_short);
    EXPECT_GT(solved_short, 30);  // otherwise the test proves little
}

// A timed solve splits its time between the proof and deepening on (proof_share): with a
// deadline it does not reach, every split ends in the proven value, from the proof (share 1
// or a half) or from deepening alone (share 0).
TEST(Endgame, ATimedSolveProvesTheValueWhateverItsProofShare) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    movegen::Generator gen(rules, lex.kwg());
    EndgameSolver solver(rules, lex.kwg(), nullptr);
    core::Rng rng(31);
    for (int i = 0; i < 10; ++i) {
        const game::State s = testing::tiny_endgame(rules, gen, rng, 4);
        const int truth = brute_force_endgame(s, gen);
        for (const double share : {0.0, 0.5, 1.0}) {
            EndgameSettings settings;
            settings.seconds = 600;  // never reached by a position this small
            settings.proof_share = share;
            const EndgameResult r = solver.solve(s, settings);
            ASSERT_TRUE(r.solved) << "position " << i << " share " << share;
            ASSERT_EQ(r.value, truth) << "position " << i << " share " << share;
            ASSERT_EQ(brute_force_after(s, r.best, gen), truth)
                << "position " << i << " share " << share;
        }
    }
}

TEST(Endgame, SameResultEveryTime) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    movegen::Generator gen(rules, lex.kwg());
    core::Rng rng(99);
    const game::State s = testing::tiny_endgame(rules, gen, rng, 4);
    EndgameSettings settings;
    settings.seconds = 0;
    EndgameSolver a(rules, lex.kwg(), nullptr), b(rules, lex.kwg(), nullptr);
    const EndgameResult ra = a.solve(s, settings);
    const EndgameResult rb = b.solve(s, settings);
    const EndgameResult ra2 = a.solve(s, settings);
    EXPECT_TRUE(ra.best.same_play(rb.best));
    EXPECT_TRUE(ra.best.same_play(ra2.best));
    EXPECT_EQ(ra.value, rb.value);
    EXPECT_EQ(ra.nodes, ra2.nodes);
}

TEST(Endgame, GoingOutGainsTheOpponentsRack) {
    // One tile each, and a play that goes out: the value includes the rack rule of the set.
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    // TA at H8 across; the side to move holds N (AN / NA), the opponent Q, which cannot play.
    game::State s = testing::ta_endgame(rules);
    s.racks[0].add(14);  // N
    s.racks[1].add(17);  // Q, worth 10
    EndgameSolver solver(rules, lex.kwg(), nullptr);
    EndgameSettings settings;
    settings.seconds = 0;
    const EndgameResult r = solver.solve(s, settings);
    ASSERT_TRUE(r.solved);
    EXPECT_EQ(r.best.kind, core::MoveKind::kPlace);
    // The best going-out play's score plus twice the Q (it moves from their score to ours).
    movegen::Generator gen(rules, lex.kwg());
    movegen::BestMove best;
    gen.generate(s.board, s.racks[0], best);
    ASSERT_TRUE(best.found);
    EXPECT_EQ(r.value, best.best.score + 2 * 10);
}

}  // namespace
}  // namespace letterzak::ai
