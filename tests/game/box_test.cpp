// Scripted games under the box rules (seed 004, SPEC §4 "box"): 2, 3 and 4 players, the
// challenge before the next turn, the pass run twice round the table, going out, the older
// edition's IJ tile, and the house rules of seed 002.

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

const core::RuleSet& box() {
    return rules_named("box");
}

TEST(BoxGame, AChallengedInvalidWordGoesBackAndTheTurnIsLost) {
    const WordListJudge judge({"TREIN"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    Game g = declared_game(box(), {"Anna", "Bert"}, 0, services);
    EXPECT_OK(g.set_rack(0, rack("QXAEINR")));
    EXPECT_OK(g.place(0, move(g, "8G XQ")));
    auto outcome = g.challenge(1);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_FALSE(outcome->valid);
    EXPECT_EQ(outcome->invalid_words, std::vector<std::string>{"XQ"});
    EXPECT_TRUE(g.board().is_empty_board());
    EXPECT_EQ(g.score(0), 0);   // no penalty in the box rules
    EXPECT_EQ(g.to_move(), 1);  // the turn is lost
    EXPECT_EQ(g.turn_number(), 2);
    EXPECT_TRUE(g.rack(0) == rack("QXAEINR"));
    EXPECT_EQ(g.status(), GameStatus::kInProgress);
    expect_replays(g);
}

TEST(BoxGame, AFailedChallengeCostsNothingByDefaultOrTheSettingsPenalty) {
    const WordListJudge judge({"TREIN"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    for (const int penalty : {0, 10}) {
        core::RuleSet rules = box();
        rules.failed_challenge_penalty = penalty;
        Game g = declared_game(rules, {"Anna", "Bert", "Cor"}, 0, services);
        EXPECT_OK(g.set_rack(0, rack("TREINAA")));
        EXPECT_OK(g.place(0, move(g, "8E TREIN")));
        auto outcome = g.challenge(2);  // any other player may challenge
        ASSERT_TRUE(outcome.has_value());
        EXPECT_TRUE(outcome->valid);
        EXPECT_EQ(g.score(0), 14);
        EXPECT_EQ(g.score(2), -penalty);
        EXPECT_EQ(g.to_move(), 1);
        EXPECT_REFUSED(g.challenge(1), refusal::kNothingToChallenge);
        expect_replays(g);
    }
}

TEST(BoxGame, OnlyBeforeTheNextPlayerMoves) {
    const WordListJudge judge({"TREIN"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    Game g = declared_game(box(), {"Anna", "Bert"}, 0, services);
    EXPECT_OK(g.set_rack(0, rack("QXAEINR")));
    EXPECT_OK(g.place(0, move(g, "8G XQ")));
    EXPECT_OK(g.pass(1));
    EXPECT_REFUSED(g.challenge(1), refusal::kNothingToChallenge);
    EXPECT_EQ(g.status(), GameStatus::kInProgress);
}

TEST(BoxGame, WithoutAWordListAChallengeNeedsARuling) {
    Game g = declared_game(box(), {"Anna", "Bert"});
    EXPECT_OK(g.set_rack(0, rack("QXAEINR")));
    EXPECT_OK(g.place(0, move(g, "8G XQ")));
    EXPECT_REFUSED(g.challenge(1), refusal::kNoJudge);
    auto ruled = g.challenge(1, Verdict::kInvalid);
    ASSERT_TRUE(ruled.has_value());
    EXPECT_FALSE(ruled->valid);
    EXPECT_TRUE(g.board().is_empty_board());
}

TEST(BoxGame, ThreePlayersEndAfterEveryonePassedTwice) {
    Game g = declared_game(box(), {"Anna", "Bert", "Cor"});
    for (int i = 0; i < 5; ++i) EXPECT_OK(g.pass(i % 3));
    EXPECT_FALSE(g.over());
    EXPECT_OK(g.pass(2));
    EXPECT_TRUE(g.over());
    EXPECT_EQ(g.end_reason(), EndReason::kPassRun);
    EXPECT_EQ(g.status(), GameStatus::kFinished);  // no jury in the box rules
    EXPECT_REFUSED(g.jury_check(), refusal::kNoJury);
    expect_replays(g);
}

TEST(BoxGame, TwoPlayersEndAfterFourPasses) {
    Game g = declared_game(box(), {"Anna", "Bert"});
    for (int i = 0; i < 3; ++i) EXPECT_OK(g.pass(i % 2));
    EXPECT_FALSE(g.over());
    EXPECT_OK(g.pass(1));
    EXPECT_TRUE(g.over());
}

TEST(BoxGame, FourPlayersTheOneWhoGoesOutGainsEveryRack) {
    static const core::TileSet tiles =
        testing::counted_set(*box().tiles, {{'A', 8}, {'E', 8}, {'N', 8}, {'T', 8}});
    core::RuleSet rules = box();
    rules.tiles = &tiles;
    Game g = declared_game(rules, {"Anna", "Bert", "Cor", "Dirk"});
    EXPECT_EQ(g.bag_size(), 4);
    EXPECT_OK(g.set_rack(0, rack("AAEENNT")));
    EXPECT_OK(g.set_rack(2, rack("AAAAAAE")));
    EXPECT_OK(g.set_rack(3, rack("EEENNNN")));
    EXPECT_OK(g.place(0, move(g, "8H AAEENNT")));
    EXPECT_EQ(g.bag_size(), 0);
    EXPECT_OK(g.set_rack(1, rack("EENNTTT")));
    EXPECT_OK(g.place(1, move(g, "H1 EENNTTT(A)")));
    ASSERT_TRUE(g.over());
    EXPECT_EQ(g.end_reason(), EndReason::kWentOut);
    EXPECT_TRUE(g.final_racks()[0] == rack("TTTT"));
    const GameResult r = g.result();
    EXPECT_EQ(r.seats[1].final_score, 86 + 8 + 7 + 7);
    EXPECT_EQ(r.seats[0].final_score, 68 - 8);
    EXPECT_EQ(r.seats[2].final_score, -7);
    EXPECT_EQ(r.seats[3].final_score, -7);
    EXPECT_EQ(r.winner, 1);
    expect_replays(g);
}

TEST(BoxGame, TurnsGoRoundInSeatOrderFromTheStarter) {
    Game g = declared_game(box(), {"Anna", "Bert", "Cor", "Dirk"}, 2);
    EXPECT_EQ(g.to_move(), 2);
    EXPECT_OK(g.pass(2));
    EXPECT_OK(g.pass(3));
    EXPECT_OK(g.pass(0));
    EXPECT_EQ(g.to_move(), 1);
    EXPECT_REFUSED(Game::create(GameSetup::for_rules(box(), {"A", "B", "C", "D", "E"})),
                   refusal::kBadSetup);
}

TEST(BoxIjGame, TheIjTileIsOneTileOnOneSquare) {
    const WordListJudge judge({"bijl"}, core::WordReading::kIjDigraph);
    Services services;
    services.judge = &judge;
    Game g = declared_game(rules_named("box-ij"), {"Anna", "Bert"}, 0, services);
    EXPECT_OK(g.set_rack(0, rack("B[IJ]LAAEE")));
    EXPECT_OK(g.place(0, move(g, "8G B[IJ]L")));
    EXPECT_EQ(g.turns().back().score, (3 + 4 + 3) * 2);
    auto outcome = g.challenge(1);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_TRUE(outcome->valid);
    EXPECT_REFUSED(g.set_rack(1, rack("[IJ][IJ]")),
                   refusal::kRackUnavailable);  // two IJ tiles, one on the board
}

// ---- House rules of seed 002 (settings, off by default) ----

TEST(BoxHouseRules, SwapABlankForItsLetterThenPlay) {
    core::RuleSet rules = box();
    rules.blank_swap = core::BlankSwap::kThenPlay;
    Game g = declared_game(rules, {"Anna", "Bert"});
    EXPECT_OK(g.set_rack(0, rack("?EAAAAA")));
    EXPECT_OK(g.place(0, move(g, "8G tE")));
    EXPECT_OK(g.set_rack(1, rack("TEEEEEE")));
    const int g8 = core::square_index(7, 6);
    EXPECT_REFUSED(g.swap_blank(1, core::square_index(7, 7)), refusal::kNoBlankThere);
    EXPECT_OK(g.swap_blank(1, g8));
    EXPECT_FALSE(g.board().is_blank(g8));
    EXPECT_EQ(core::letter_of(g.board().tile(g8)), 20);
    EXPECT_TRUE(g.rack(1) == rack("EEEEEE?"));
    EXPECT_EQ(g.to_move(), 1);  // the turn goes on
    EXPECT_REFUSED(g.swap_blank(1, g8), refusal::kAlreadySwapped);
    EXPECT_OK(g.place(1, move(g, "H8 (E)E")));
    EXPECT_EQ(g.turns().back().blank_swap, g8);
    expect_replays(g);
}

TEST(BoxHouseRules, SwapABlankAsTheWholeTurn) {
    core::RuleSet rules = box();
    rules.blank_swap = core::BlankSwap::kIsTurn;
    Game g = declared_game(rules, {"Anna", "Bert"});
    EXPECT_OK(g.set_rack(0, rack("?EAAAAA")));
    EXPECT_OK(g.place(0, move(g, "8G tE")));
    EXPECT_OK(g.set_rack(1, rack("TEEEEEE")));
    EXPECT_OK(g.swap_blank(1, core::square_index(7, 6)));
    EXPECT_EQ(g.to_move(), 0);
    EXPECT_EQ(g.turns().back().kind, TurnKind::kBlankSwap);
    expect_replays(g);
}

TEST(BoxHouseRules, PlayOnAfterSomeoneGoesOut) {
    static const core::TileSet tiles =
        testing::counted_set(*box().tiles, {{'A', 6}, {'E', 6}, {'N', 6}, {'T', 6}});
    core::RuleSet rules = box();
    rules.tiles = &tiles;
    rules.play_on_after_out = true;
    Game g = declared_game(rules, {"Anna", "Bert", "Cor"});
    EXPECT_EQ(g.bag_size(), 3);
    EXPECT_OK(g.set_rack(0, rack("AAEENNT")));
    EXPECT_OK(g.place(0, move(g, "8H AAEENNT")));  // draws the last 3
    EXPECT_OK(g.set_rack(1, rack("EENNTTT")));
    EXPECT_OK(g.set_rack(2, rack("AAAAEEN")));
    EXPECT_OK(g.place(1, move(g, "H1 EENNTTT(A)")));  // out
    EXPECT_FALSE(g.over());                           // the others play on
    EXPECT_TRUE(g.out(1));
    EXPECT_EQ(g.to_move(), 2);
    // Cor and Anna pass twice each: the game is over; Bert, first out, gains their racks.
    EXPECT_OK(g.pass(2));
    EXPECT_OK(g.pass(0));
    EXPECT_OK(g.pass(2));
    EXPECT_FALSE(g.over());
    EXPECT_OK(g.pass(0));
    ASSERT_TRUE(g.over());
    const GameResult r = g.result();
    EXPECT_TRUE(g.final_racks()[0] == rack("NTT"));
    EXPECT_EQ(r.seats[1].end_racks, 5 + 7);  // Anna's NTT and Cor's AAAAEEN
    EXPECT_EQ(r.winner, 1);
    expect_replays(g);
}

TEST(BoxHouseRules, VetoWithAHigherScoringPlayOnTheSameSquares) {
    core::RuleSet rules = box();
    rules.veto = true;
    Game g = declared_game(rules, {"Anna", "Bert"});
    EXPECT_OK(g.set_rack(0, rack("ANEEEEE")));
    EXPECT_OK(g.set_rack(1, rack("TREINEE")));
    EXPECT_OK(g.place(0, move(g, "8G AN")));  // 4 points
    EXPECT_REFUSED(g.veto(1, move(g, "8G EE")), refusal::kVetoNotBetter);
    EXPECT_REFUSED(g.veto(0, move(g, "8E TREIN")), refusal::kOwnPlay);
    // The veto is shown on the board as it was before AN.
    core::Move trein;
    {
        Game empty = declared_game(rules, {"x", "y"});
        trein = move(empty, "8E TREIN");
    }
    EXPECT_OK(g.veto(1, trein));
    EXPECT_TRUE(g.board().is_empty_board());
    EXPECT_EQ(g.to_move(), 0);  // Anna must play another word
    EXPECT_EQ(g.score(0), 0);
    EXPECT_TRUE(g.rack(1) == rack("TREINEE"));  // Bert only showed his play
    expect_replays(g);
}

}  // namespace
}  // namespace letterzak::game
