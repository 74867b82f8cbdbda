// The strength ladder: paired games share their bag with the seats swapped, intervals are
// taken over pairs, and a short ladder reports every step.

#include "ai/ladder.hpp"

#include <gtest/gtest.h>

#include "ai/static_player.hpp"
#include "fixtures.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {
namespace {

const core::RuleSet& tournament() {
    return *core::rule_set_by_name("tournament");
}

// Greedy play that remembers the rack it held on its first turn of each game.
class FirstRackPlayer final : public Player {
  public:
    FirstRackPlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg) : greedy_(rules, kwg) {}
    core::Move choose(const Position& p) override {
        if (!seen_) first_rack = p.rack;
        seen_ = true;
        return greedy_.choose(p);
    }
    std::string name() const override { return "first-rack"; }
    void new_game(std::uint64_t) override { seen_ = false; }
    core::Rack first_rack;

  private:
    GreedyPlayer greedy_;
    bool seen_ = false;
};

TEST(Ladder, PairedGamesDealTheSameTilesToWhoeverStarts) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    FirstRackPlayer a(tournament(), lex.kwg()), b(tournament(), lex.kwg());
    const MatchGame g0 = play_match_game(tournament(), a, b, 8, 0, true);
    const core::Rack a_started = a.first_rack;
    const MatchGame g1 = play_match_game(tournament(), a, b, 8, 1, true);
    EXPECT_EQ(g0.starter, 0);
    EXPECT_EQ(g1.starter, 1);
    EXPECT_EQ(b.first_rack, a_started);  // the starter's rack of the same bag
    // Unpaired, game 1 has a bag of its own.
    play_match_game(tournament(), a, b, 8, 1, false);
    EXPECT_NE(b.first_rack, a_started);
}

TEST(Ladder, IntervalsAreOverPairs) {
    MatchReport r;
    for (const auto& s :
         std::vector<std::array<int, 2>>{{300, 200}, {250, 260}, {400, 300}, {300, 310}, {5, 5}}) {
        MatchGame g;
        g.scores = s;
        r.games.push_back(g);
    }
    Interval score, spread;
    int pairs = 0;
    pair_intervals(r, score, spread, pairs);
    EXPECT_EQ(pairs, 2);  // the odd last game is no pair
    EXPECT_DOUBLE_EQ(score.mean, 0.5);
    EXPECT_DOUBLE_EQ(score.half_width, 0.0);  // both pairs split 1-1
    EXPECT_DOUBLE_EQ(spread.mean, (45.0 + 45.0) / 2);
}

TEST(Ladder, AShortLadderReportsEveryStep) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const LeaveFile& leaves = default_leave_file(tournament());
    PlayerContext c;
    c.rules = &tournament();
    c.kwg = &lex.kwg();
    c.index = std::make_shared<const movegen::KwgIndex>(lex.kwg());
    c.leaves = &leaves;
    int heard = 0;
    auto steps =
        play_ladder({"greedy", "static", "club"}, c, 3, 5, 1, [&](const LadderStep&) { ++heard; });
    ASSERT_TRUE(steps);
    ASSERT_EQ(steps->size(), 2u);
    EXPECT_EQ(heard, 2);
    EXPECT_EQ((*steps)[0].upper, "static");
    EXPECT_EQ((*steps)[0].lower, "greedy");
    EXPECT_EQ((*steps)[1].upper, "club");
    for (const LadderStep& s : *steps) {
        EXPECT_EQ(s.report.games.size(), 6u);
        EXPECT_EQ(s.pairs, 3);
        EXPECT_NE(ladder_line(s).find(" pairs), "), std::string::npos);
    }
    EXPECT_FALSE(play_ladder({"greedy"}, c, 1, 1, 1));
    EXPECT_FALSE(play_ladder({"greedy", "nobody"}, c, 1, 1, 1));
}

}  // namespace
}  // namespace letterzak::ai
