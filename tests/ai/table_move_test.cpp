// The transposition table's 36-bit moves (table_move.hpp): every placement the generator
// lists comes back the same play with the same score from its code, on real boards of every
// rule set (blanks on the board and on the rack, the IJ tile, woordspel's 8-tile racks and
// blanks that read per direction); and a code that does not fit the position comes back as
// nothing or as a placement of the rack's tiles on empty squares — never anything else.

#include "ai/table_move.hpp"

#include <gtest/gtest.h>

#include <set>

#include "ai/match.hpp"
#include "ai/static_player.hpp"
#include "core/rng.hpp"
#include "fixtures.hpp"

namespace letterzak::ai {
namespace {

// Visits positions of seeded greedy games under `rules` on the default word list:
// visit(generator, state). False when the word list is not installed.
template <typename Visit>
bool for_each_real_position(const core::RuleSet& rules, int games, int every, Visit visit) {
    auto opened = lexicon::Lexicon::open({}, rules.reading);
    if (!opened) return false;
    movegen::Generator gen(rules, opened->kwg());
    GreedyPlayer greedy(rules, opened->kwg(), nullptr);
    for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(games); ++seed) {
        core::Rng rng(seed + 100);
        const std::array<Player*, 2> seats{&greedy, &greedy};
        int seen = 0;
        play_kernel_game(rules, &opened->kwg(), seats, 0, rng, [&](const game::State& s) {
            if (!s.over() && ++seen % every == 0) visit(gen, s);
        });
    }
    return true;
}

// Every listed placement of the mover's rack, written and read back. Returns how many came
// back; counts those that have no code in `unwritten`.
int round_trip(const core::RuleSet& rules, movegen::Generator& gen, const core::Board& board,
               const core::Rack& rack, int& unwritten) {
    movegen::AllMoves all;
    gen.generate(board, rack, all);
    all.moves.push_back(core::Move::pass());
    int back = 0;
    for (const core::Move& m : all.moves) {
        const std::uint64_t code = encode_table_move(m, board, rack);
        EXPECT_LT(code, std::uint64_t{1} << kTableMoveBits);
        if (code == kNoTableMove) {
            ++unwritten;
            continue;
        }
        const std::optional<core::Move> read = decode_table_move(code, board, rack, rules);
        EXPECT_TRUE(read.has_value());
        if (!read) continue;
        EXPECT_TRUE(read->same_play(m));
        EXPECT_EQ(read->score, m.score);
        EXPECT_EQ(read->tiles_used, m.tiles_used);
        ++back;
    }
    return back;
}

TEST(TableMove, EveryPlacementComesBackTheSamePlayWithItsScore) {
    for (const char* name : {"tournament", "box-ij", "woordspel"}) {
        SCOPED_TRACE(name);
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        int back = 0, unwritten = 0, blank_racks = 0;
        const bool opened =
            for_each_real_position(rules, 4, 1, [&](movegen::Generator& gen, const game::State& s) {
                const core::Rack& rack = s.rack(s.to_move);
                blank_racks += rack.count(core::kBlank) > 0;
                back += round_trip(rules, gen, s.board, rack, unwritten);
            });
        if (!opened) GTEST_SKIP() << "the default Dutch word list (wdutch) is not installed";
        EXPECT_GT(back, 2000);
        EXPECT_GT(blank_racks, 0);
        EXPECT_EQ(unwritten, 0);
    }
}

TEST(TableMove, SmallBoardsAndRacksOfTheTinyLexicon) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    movegen::Generator gen(rules, lex.kwg());
    core::Rng rng(5);
    int back = 0, unwritten = 0;
    for (int i = 0; i < 60; ++i) {
        const core::Board board = testing::tiny_board(rules, gen, rng, 1 + i % 6);
        core::Rack rack;
        for (int t = 0; t < 1 + i % 7; ++t) rack.add(testing::tiny_letter(rng));
        if (i % 5 == 0) rack.add(core::kBlank);
        back += round_trip(rules, gen, board, rack, unwritten);
    }
    EXPECT_EQ(unwritten, 0);
    EXPECT_GT(back, 500);
}

TEST(TableMove, ACodeThatDoesNotFitIsNothingOrAPlacementOfTheRack) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    movegen::Generator gen(rules, lex.kwg());
    core::Rng rng(9);
    const core::Board board = testing::tiny_board(rules, gen, rng, 5);
    core::Rack rack;
    for (int t = 0; t < 6; ++t) rack.add(testing::tiny_letter(rng));
    rack.add(core::kBlank);
    EXPECT_FALSE(decode_table_move(kNoTableMove, board, rack, rules).has_value());
    int placements = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::uint64_t code = (std::uint64_t{rng.below(1U << 30)} << 6 | rng.below(64)) &
                                   ((std::uint64_t{1} << kTableMoveBits) - 1);
        const std::optional<core::Move> m = decode_table_move(code, board, rack, rules);
        if (!m || m->kind == core::MoveKind::kPass) continue;
        ++placements;
        ASSERT_EQ(m->kind, core::MoveKind::kPlace);
        EXPECT_TRUE(rack.contains(core::tiles_taken(*m)));
        for (int k = 0; k < m->length; ++k) {
            const int sq = m->square(k);
            ASSERT_GE(sq, 0);
            ASSERT_LT(sq, core::kSquares);
            EXPECT_EQ(board.empty(sq), !m->is_through(k));
        }
    }
    EXPECT_GT(placements, 0);
}

}  // namespace
}  // namespace letterzak::ai
