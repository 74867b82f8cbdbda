// The end of the game in numbers, on the rule book's own examples (seed 001 IV-1) and the
// other rule sets' rack arithmetic (SPEC §4).

#include "game/result.hpp"

#include <gtest/gtest.h>

#include "game_support.hpp"

namespace letterzak::game {
namespace {

using testing::rack;
using testing::rules_named;

// A rack worth exactly `points` under the nl, english and woordspel tiles: D and E (2 and 1).
core::Rack rack_worth(int points) {
    core::Rack r;
    for (int i = 0; i < points / 2; ++i) r.add(4);  // D
    if (points % 2) r.add(5);                       // E
    return r;
}

ResultInput input(const char* rules, EndReason reason, int decided_by, std::vector<int> scores,
                  std::vector<core::Rack> racks) {
    ResultInput in;
    in.rules = &rules_named(rules);
    in.reason = reason;
    in.decided_by = decided_by;
    in.play_scores = std::move(scores);
    in.racks = std::move(racks);
    return in;
}

TEST(ResultExamples, PassRunEachSubtractsOwnRack_IV1a) {
    // Player 1: 450 with 4 on the rack; player 2: 460 with 15. 446 against 445: player 1 wins.
    const GameResult r = compute_result(
        input("tournament", EndReason::kPassRun, -1, {450, 460}, {rack_worth(4), rack_worth(15)}));
    EXPECT_EQ(r.seats[0].final_score, 446);
    EXPECT_EQ(r.seats[1].final_score, 445);
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.seats[0].match_points, 1.0);
    EXPECT_EQ(r.seats[1].match_points, 0.0);
    EXPECT_EQ(r.seats[0].spread, 1);
    EXPECT_EQ(r.seats[1].spread, -1);
}

TEST(ResultExamples, GoingOutMovesTheOpponentsRack_IV1b) {
    // Player 1 went out with 510; player 2 has 520 and 6 on the rack: 516 against 514.
    const GameResult r = compute_result(
        input("tournament", EndReason::kWentOut, 0, {510, 520}, {core::Rack{}, rack_worth(6)}));
    EXPECT_EQ(r.seats[0].final_score, 516);
    EXPECT_EQ(r.seats[1].final_score, 514);
    EXPECT_EQ(r.seats[0].end_racks, 6);
    EXPECT_EQ(r.seats[1].end_racks, -6);
    EXPECT_EQ(r.winner, 0);
}

TEST(ResultRules, BoxOutGainsEveryOtherRack) {
    const GameResult r =
        compute_result(input("box", EndReason::kWentOut, 1, {100, 100, 100, 100},
                             {rack_worth(3), core::Rack{}, rack_worth(5), rack_worth(9)}));
    EXPECT_EQ(r.seats[1].final_score, 117);
    EXPECT_EQ(r.seats[0].final_score, 97);
    EXPECT_EQ(r.seats[2].final_score, 95);
    EXPECT_EQ(r.seats[3].final_score, 91);
    EXPECT_EQ(r.winner, 1);
    EXPECT_EQ(r.seats[1].match_points, 1.0);
    EXPECT_EQ(r.seats[3].match_points, 0.0);
    EXPECT_EQ(r.seats[1].spread, 117 - 97);
}

TEST(ResultRules, EnglishOutGainsTwiceAndTheOpponentLosesNothing) {
    const GameResult r = compute_result(
        input("english", EndReason::kWentOut, 0, {300, 320}, {core::Rack{}, rack_worth(7)}));
    EXPECT_EQ(r.seats[0].final_score, 314);
    EXPECT_EQ(r.seats[1].final_score, 320);
}

TEST(ResultRules, WoordspelEachSubtractsOwnNothingAdded) {
    const GameResult r = compute_result(
        input("woordspel", EndReason::kWentOut, 0, {300, 305}, {core::Rack{}, rack_worth(7)}));
    EXPECT_EQ(r.seats[0].final_score, 300);
    EXPECT_EQ(r.seats[1].final_score, 298);
    EXPECT_EQ(r.winner, 0);
}

// The look-ahead's factor is the referee's arithmetic seen as the spread of two seats: for
// every rule set, going out gains out_spread_factor times the opponent's rack points on the
// opponent.
TEST(ResultRules, TheSpreadFactorOfGoingOutIsTheEndRackArithmetic) {
    for (const char* name : {"tournament", "box", "box-ij", "woordspel", "english"}) {
        const core::RuleSet& rules = rules_named(name);
        for (const int points : {1, 6, 13}) {
            const std::vector<core::Rack> racks = {core::Rack{}, rack_worth(points)};
            ASSERT_EQ(core::rack_value(rules, racks[1]), points) << name;
            int spread = 0;
            for_each_end_rack_entry(
                rules, EndReason::kWentOut, 0, racks,
                [&](const EndRackEntry& e) { spread += e.seat == 0 ? e.points : -e.points; });
            EXPECT_EQ(spread, out_spread_factor(rules) * points) << name << " " << points;
        }
    }
}

TEST(ResultRules, EqualScoresAreADraw) {
    const GameResult r = compute_result(
        input("tournament", EndReason::kPassRun, -1, {400, 400}, {rack_worth(5), rack_worth(5)}));
    EXPECT_FALSE(r.winner.has_value());
    EXPECT_EQ(r.seats[0].match_points, 0.5);
    EXPECT_EQ(r.seats[1].match_points, 0.5);
    EXPECT_EQ(r.seats[0].outcome, Outcome::kDraw);
}

TEST(ResultRules, KnockOutTieGoesToThePlayerWhoDidNotStart_IV4) {
    ResultInput in =
        input("tournament", EndReason::kPassRun, -1, {400, 400}, {rack_worth(5), rack_worth(5)});
    in.knockout = true;
    in.starter = 1;
    const GameResult r = compute_result(in);
    EXPECT_EQ(r.winner, 0);
    EXPECT_TRUE(r.knockout_tiebreak);
    in.starter = 0;
    EXPECT_EQ(compute_result(in).winner, 1);
}

TEST(ResultRules, FlagLosesWhateverTheScoreButScoresCountAsAfterPasses_IV1c) {
    const GameResult r = compute_result(
        input("tournament", EndReason::kFlag, 0, {500, 300}, {rack_worth(4), rack_worth(10)}));
    EXPECT_EQ(r.seats[0].final_score, 496);
    EXPECT_EQ(r.seats[1].final_score, 290);
    EXPECT_EQ(r.winner, 1);
    EXPECT_TRUE(r.seats[0].forfeited);
    EXPECT_EQ(r.seats[0].match_points, 0.0);
    EXPECT_EQ(r.seats[0].spread, 206);  // the spread is still the points
}

TEST(ResultRules, OvertimePenaltyInsteadOfALoss) {
    ResultInput in =
        input("tournament", EndReason::kPassRun, -1, {400, 390}, {core::Rack{}, core::Rack{}});
    in.overtime = {20, 0};
    const GameResult r = compute_result(in);
    EXPECT_EQ(r.seats[0].overtime, -20);
    EXPECT_EQ(r.seats[0].final_score, 380);
    EXPECT_EQ(r.winner, 1);
}

TEST(ResultRules, JuryCorrectionsGiveRawAndAdjudicatedTotals) {
    ResultInput in =
        input("tournament", EndReason::kPassRun, -1, {430, 400}, {core::Rack{}, core::Rack{}});
    in.jury = {-65, 0};
    const GameResult r = compute_result(in);
    EXPECT_EQ(r.seats[0].raw_final, 430);
    EXPECT_EQ(r.seats[0].final_score, 365);
    EXPECT_EQ(r.winner, 1);
}

TEST(ResultRules, ThreePlayerTieForFirstSharesThePoints) {
    const GameResult r = compute_result(input("box", EndReason::kPassRun, -1, {200, 200, 150},
                                              {core::Rack{}, core::Rack{}, core::Rack{}}));
    EXPECT_FALSE(r.winner.has_value());
    EXPECT_EQ(r.seats[0].match_points, 0.75);
    EXPECT_EQ(r.seats[0].outcome, Outcome::kDraw);
    EXPECT_EQ(r.seats[2].outcome, Outcome::kLoss);
}

TEST(ResultRules, NothingWhileTheGameGoesOn) {
    const GameResult r = compute_result(
        input("tournament", EndReason::kNone, -1, {10, 20}, {rack_worth(3), rack_worth(3)}));
    EXPECT_FALSE(r.winner.has_value());
    EXPECT_EQ(r.seats[0].final_score, 10);
}

}  // namespace
}  // namespace letterzak::game
