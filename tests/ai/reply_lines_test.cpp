// The first reply of a simulation, found from the replies listed on the position's board and
// the lines a candidate changed (reply_lines.hpp), against a search of the whole board after
// the candidate: the same move, with the same equity, for every candidate of seeded positions
// of every rule set — blanks, woordspel's 8-tile racks and blanks read apart across and down
// (the kernel fixing earlier readings), the IJ tile, exchanges and passes as candidates.

#include "ai/reply_lines.hpp"

#include <gtest/gtest.h>

#include <array>

#include "ai/leave_file.hpp"
#include "ai/match.hpp"
#include "ai/position.hpp"
#include "ai/static_player.hpp"
#include "formats/notation.hpp"
#include "game/kernel.hpp"
#include "lexicon/lexicon.hpp"

namespace letterzak::ai {
namespace {

struct Checked {
    int replies = 0;        // candidates whose reply was compared
    int kept = 0;           // ... answered by a reply listed before the candidate
    int lines_skipped = 0;  // lines not searched, summed over those candidates
    int unknown = 0;        // ... answered by a search of every line (no kept one decided)
};

// Every candidate of the position `s` (the mover's best placements and exchanges by static
// equity, and a pass), answered by the next seat's rack.
void check_position(const core::RuleSet& rules, const lexicon::Kwg& kwg, const game::State& s,
                    StaticEvaluator& fast, StaticEvaluator& whole, Checked& checked) {
    const int replier = s.next(s.to_move);
    const core::Rack& rack = s.rack(replier);
    const Position p = position_for(s);
    std::vector<ScoredMove> candidates = fast.top(
        s.board, s.rack(s.to_move), p.bag_size, endgame_terms(rules, p.unseen, p.bag_size), 12, 2);
    candidates.push_back({core::Move::pass(), 0, 0});
    ReplyLines listed;
    listed.build(fast.generator(), s.board, rack, RackLeaves(rules, rack, fast.model(), {}));
    for (const ScoredMove& c : candidates) {
        game::State after = s;
        core::Rng rng(7);
        game::apply_move(after, c.move, rng);
        if (after.over() || after.bag.empty() || after.to_move != replier) continue;
        const EndgameTerms end{};  // the bag is not empty
        const movegen::Lines changed = changed_lines(s.board, after.board);
        const ScoredMove got =
            fast.best_after(after.board, rack, after.bag.size(), end, listed, changed);
        const ScoredMove want = whole.best(after.board, rack, after.bag.size(), end);
        ASSERT_EQ(got.equity, want.equity)
            << rules.name << " after " << formats::format_move(c.move) << ": "
            << formats::format_move(got.move) << " vs " << formats::format_move(want.move);
        ASSERT_EQ(got.move.kind, want.move.kind);
        ASSERT_TRUE(got.move.same_play(want.move) ||
                    (got.move.kind != core::MoveKind::kPlace && got.move.word == want.move.word &&
                     got.move.length == want.move.length))
            << rules.name << " after " << formats::format_move(c.move) << ": "
            << formats::format_move(got.move) << " vs " << formats::format_move(want.move);
        ++checked.replies;
        const ReplyLines::Outside k = listed.best_outside(changed);
        if (k.known && k.best && k.best->move.same_play(got.move)) ++checked.kept;
        checked.unknown += !k.known;
        checked.lines_skipped +=
            30 - __builtin_popcount(changed[0]) - __builtin_popcount(changed[1]);
    }
    (void)kwg;
}

void replies_match_a_whole_search(const char* name, int games) {
    const core::RuleSet& rules = *core::rule_set_by_name(name);
    auto opened = lexicon::Lexicon::open({}, rules.reading);
    if (!opened) GTEST_SKIP() << "the default Dutch word list (wdutch) is not installed";
    const lexicon::Kwg& kwg = opened->kwg();
    const LeaveModel& model = default_leave_file(rules).leaves;
    StaticEvaluator fast(rules, kwg, model), whole(rules, kwg, model);
    StaticPlayer player(rules, kwg, model);
    Checked checked;
    for (int g = 0; g < games; ++g) {
        core::Rng rng(static_cast<std::uint64_t>(100 + g));
        const std::array<Player*, 2> seats{&player, &player};
        int seen = 0;
        play_kernel_game(rules, &kwg, seats, g % 2, rng, [&](const game::State& s) {
            if (s.over() || s.board.is_empty_board() || s.bag.empty() || ++seen % 2 != 0) return;
            if (::testing::Test::HasFatalFailure()) return;
            check_position(rules, kwg, s, fast, whole, checked);
        });
        if (::testing::Test::HasFatalFailure()) return;
    }
    EXPECT_GT(checked.replies, 300) << name;
    // Most replies come from the list, and most lines are not searched: otherwise this checks
    // little of what the simulation relies on.
    EXPECT_GT(checked.kept, checked.replies / 4) << name;
    EXPECT_GT(checked.lines_skipped, checked.replies * 15) << name;
    EXPECT_LT(checked.unknown, checked.replies / 10) << name;
}

TEST(ReplyLines, TheFirstReplyIsTheWholeSearchsTournament) {
    replies_match_a_whole_search("tournament", 6);
}
TEST(ReplyLines, TheFirstReplyIsTheWholeSearchsWoordspel) {
    replies_match_a_whole_search("woordspel", 6);
}
TEST(ReplyLines, TheFirstReplyIsTheWholeSearchsBoxIj) {
    replies_match_a_whole_search("box-ij", 6);
}
TEST(ReplyLines, TheFirstReplyIsTheWholeSearchsEnglishRules) {
    replies_match_a_whole_search("english", 4);
}

}  // namespace
}  // namespace letterzak::ai
