// Scripted games under the woordspel rules (seed 003, SPEC §4 "woordspel"): words refused on
// the spot, the first word of four tiles, Y for IJ, blanks that read differently across and
// down, the one-time redeal, and passes in the first two turns that do not count.

#include <gtest/gtest.h>

#include "formats/gcg.hpp"
#include "formats/gcg_replay.hpp"
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

const core::RuleSet& woordspel() {
    return rules_named("woordspel");
}

const WordListJudge& judge() {
    static const WordListJudge j({"lees", "leest", "op", "bijlen", "bijl"},
                                 core::WordReading::kYForIj);
    return j;
}

Game game_with_judge() {
    Services services;
    services.judge = &judge();
    return declared_game(woordspel(), {"Anna", "Bert"}, 0, services);
}

TEST(WoordspelGame, InvalidWordsAreRefusedAtOnceWithoutPenalty) {
    Game g = game_with_judge();
    EXPECT_OK(g.set_rack(0, rack("LEESZAAA")));
    const std::size_t events = g.events().size();
    EXPECT_REFUSED(g.place(0, move(g, "8G LEEZ")), refusal::kInvalidWord);
    EXPECT_EQ(g.events().size(), events);
    EXPECT_TRUE(g.board().is_empty_board());
    EXPECT_EQ(g.to_move(), 0);  // try again
    EXPECT_EQ(g.score(0), 0);
    EXPECT_OK(g.place(0, move(g, "8G LEES")));
    EXPECT_EQ(g.turns().back().score, 18);  // seed 003's example
    EXPECT_REFUSED(g.challenge(1), refusal::kNoChallenges);
    expect_replays(g);
}

TEST(WoordspelGame, TheFirstWordNeedsFourTiles) {
    Game g = game_with_judge();
    EXPECT_OK(g.set_rack(0, rack("LEESZAAA")));
    EXPECT_REFUSED(g.place(0, move(g, "8G LEE")), core::refusal::kFirstMoveTooShort);
}

TEST(WoordspelGame, YStandsForIj) {
    Game g = game_with_judge();
    EXPECT_OK(g.set_rack(0, rack("BYLENAAA")));
    EXPECT_OK(g.place(0, move(g, "8G BYLEN")));  // bijlen
    EXPECT_EQ(g.turns().back().score, (3 + 5 + 4 + 1 + 1) * 2);
}

TEST(WoordspelGame, ABlankReadsDifferentlyAcrossAndDown) {
    Game g = game_with_judge();
    EXPECT_OK(g.set_rack(0, rack("LEESAAAA")));
    EXPECT_OK(g.place(0, move(g, "8G LEES")));
    EXPECT_OK(g.set_rack(1, rack("O?EEEEEE")));
    // OP down column K; the blank on K8 also lengthens LEES across, where it must read T.
    EXPECT_OK(g.place(1, move(g, "K7 Op")));
    const int k8 = core::square_index(7, 10);
    EXPECT_EQ(g.board().reads(core::Direction::kVertical, k8), 16);    // P
    EXPECT_EQ(g.board().reads(core::Direction::kHorizontal, k8), 20);  // T
    const Turn& t = g.turns().back();
    ASSERT_EQ(t.words.size(), 2u);
    EXPECT_EQ(word_text(t.words[0]), "Op");
    EXPECT_EQ(word_text(t.words[1]), "LEESt");
    EXPECT_EQ(t.score, 2 + 9);
    ASSERT_EQ(g.events().back().fixes.size(), 1u);
    expect_replays(g);  // the letter chosen is in the log: no word list needed to replay
}

TEST(WoordspelGame, BothPassingInTurnsOneAndTwoRedealsOnce) {
    auto created = Game::create(GameSetup::for_rules(woordspel(), {"Anna", "Bert"}, 99));
    ASSERT_TRUE(created.has_value());
    Game& g = *created;
    const int first = g.to_move(), second = 1 - first;
    const core::Rack a = g.rack(first), b = g.rack(second);
    EXPECT_EQ(g.rack_count(first), 8);
    EXPECT_OK(g.pass(first));
    EXPECT_TRUE(g.rack(first) == a);
    EXPECT_OK(g.pass(second));
    EXPECT_TRUE(g.turns().back().redeal_after);
    EXPECT_FALSE(g.rack(first) == a && g.rack(second) == b);
    EXPECT_EQ(g.rack_count(first), 8);
    EXPECT_EQ(g.rack_count(second), 8);
    EXPECT_EQ(g.bag_size(), 104 - 16);
    EXPECT_EQ(g.scoreless_run(), 0);  // passes in turns 1 and 2 do not count
    const core::Rack a2 = g.rack(first), b2 = g.rack(second);
    EXPECT_OK(g.pass(first));
    EXPECT_OK(g.pass(second));
    EXPECT_TRUE(g.rack(first) == a2 && g.rack(second) == b2);  // once only
    EXPECT_FALSE(g.over());
    EXPECT_OK(g.pass(first));
    EXPECT_TRUE(g.over());  // three counted passes in a row
    EXPECT_EQ(g.status(), GameStatus::kFinished);
    expect_replays(g);
    // The record replays too: the referee deals anew itself, the record names the new racks.
    auto record = formats::parse_gcg(formats::write_gcg(formats::gcg_record_of(g)));
    ASSERT_TRUE(record.has_value());
    auto report = formats::replay_gcg(*record);
    ASSERT_TRUE(report.has_value());
    EXPECT_TRUE(report->ok());
    for (const auto& i : report->issues) ADD_FAILURE() << i.line << ": " << i.message;
}

TEST(WoordspelGame, NoRedealAfterAPlacementAndAPassInTurnTwoDoesNotCount) {
    Game g = game_with_judge();
    EXPECT_OK(g.set_rack(0, rack("LEESAAAA")));
    EXPECT_OK(g.place(0, move(g, "8G LEES")));
    EXPECT_OK(g.pass(1));
    EXPECT_EQ(g.scoreless_run(), 0);
    EXPECT_OK(g.pass(0));
    EXPECT_OK(g.pass(1));
    EXPECT_FALSE(g.over());
    EXPECT_OK(g.pass(0));
    EXPECT_TRUE(g.over());
}

TEST(WoordspelGame, ExchangeWhileTheBagHoldsEight) {
    static const core::TileSet tiles =
        testing::counted_set(*woordspel().tiles, {{'A', 6}, {'E', 6}, {'N', 6}, {'T', 5}});
    core::RuleSet rules = woordspel();
    rules.tiles = &tiles;
    Game g = declared_game(rules, {"Anna", "Bert"});
    EXPECT_EQ(g.bag_size(), 7);
    EXPECT_OK(g.set_rack(0, rack("AAAAEEEE")));
    const std::vector<core::Letter> a{1};
    EXPECT_REFUSED(g.exchange(0, a), refusal::kExchangeBagTooSmall);
}

}  // namespace
}  // namespace letterzak::game
