// The english rule set, which exists to replay public records (SPEC §4 "english"): double
// challenge, six scoreless turns, and twice the opponent's rack for going out.

#include <gtest/gtest.h>

#include "game/game.hpp"
#include "game/refusal.hpp"
#include "game/word_judge.hpp"
#include "game_support.hpp"

namespace letterzak::game {
namespace {

using testing::declared_game;
using testing::expect_replays;
using testing::move;
using testing::rack;
using testing::rules_named;

const core::RuleSet& english() {
    return rules_named("english");
}

TEST(EnglishGame, AChallengedPhonyIsWithdrawnAndScoresNothing) {
    const WordListJudge judge({"QI", "STAINER"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    Game g = declared_game(english(), {"Joel", "Brian"}, 0, services);
    EXPECT_OK(g.set_rack(0, rack("QXAEINR")));
    EXPECT_OK(g.place(0, move(g, "8G XQ")));
    auto outcome = g.challenge(1);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_FALSE(outcome->valid);
    EXPECT_EQ(g.score(0), 0);
    EXPECT_EQ(g.to_move(), 1);
    EXPECT_EQ(g.scoreless_run(), 1);  // a withdrawn play is a scoreless turn
    expect_replays(g);
}

TEST(EnglishGame, ChallengingAValidPlayCostsTheChallengerTheTurn) {
    const WordListJudge judge({"QI"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    Game g = declared_game(english(), {"Joel", "Brian"}, 0, services);
    EXPECT_OK(g.set_rack(0, rack("QIAEINR")));
    EXPECT_OK(g.place(0, move(g, "8G QI")));
    auto outcome = g.challenge(1);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_TRUE(outcome->valid);
    EXPECT_EQ(g.turns().back().kind, TurnKind::kLostTurn);
    EXPECT_EQ(g.turns().back().seat, 1);
    EXPECT_EQ(g.to_move(), 0);
    EXPECT_EQ(g.score(0), 22);
    expect_replays(g);
}

TEST(EnglishGame, SixScorelessTurnsEndTheGameExchangesIncluded) {
    Game g = declared_game(english(), {"Joel", "Brian"});
    EXPECT_OK(g.set_rack(0, rack("AEIOUUU")));
    EXPECT_OK(g.set_rack(1, rack("EEEEEEE")));
    const std::vector<core::Letter> u{21};
    EXPECT_OK(g.exchange(0, u));
    for (int i = 1; i < 5; ++i) EXPECT_OK(g.pass(i % 2));
    EXPECT_FALSE(g.over());
    EXPECT_OK(g.pass(1));
    ASSERT_TRUE(g.over());
    EXPECT_EQ(g.end_reason(), EndReason::kPassRun);
    EXPECT_EQ(g.result().seats[1].final_score, -7);  // each loses their own rack
}

TEST(EnglishGame, GoingOutGainsTwiceTheOpponentsRack) {
    static const core::TileSet tiles =
        testing::counted_set(*english().tiles, {{'A', 4}, {'E', 4}, {'N', 4}, {'T', 4}});
    core::RuleSet rules = english();
    rules.tiles = &tiles;
    Game g = declared_game(rules, {"Joel", "Brian"});
    EXPECT_OK(g.set_rack(0, rack("AAEENNT")));
    EXPECT_OK(g.place(0, move(g, "8H AAEENNT")));
    EXPECT_OK(g.set_rack(1, rack("EENNTTT")));
    EXPECT_OK(g.place(1, move(g, "H1 EENNTTT(A)")));
    ASSERT_TRUE(g.over());
    const GameResult r = g.result();
    EXPECT_EQ(r.seats[1].end_racks, 2 * 2);  // AA
    EXPECT_EQ(r.seats[0].end_racks, 0);
    expect_replays(g);
}

}  // namespace
}  // namespace letterzak::game
