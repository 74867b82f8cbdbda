// The result a round receives from a game played on the server: the totals at the end of play
// as the score sheet's scores, what was decided after the end as the jury's, a flag as a loss
// on time, and a resignation as a loss whatever the score.

#include "server/pairing_result.hpp"

#include <gtest/gtest.h>

#include "core/rules.hpp"
#include "game/game.hpp"

namespace letterzak::server {
namespace {

namespace tn = letterzak::tournament;

constexpr tn::PlayerId kAnna = 7, kBert = 3;  // seat 0 and seat 1

// A tournament game between Anna (who starts) and Bert, no word list: the jury's findings are
// given by hand (jury_ruling), which is all these tests need.
struct Board {
    game::ManualTimeSource time{1'000'000};
    game::Game game = make();

    game::Game make() {
        const core::RuleSet& rules = *core::rule_set_by_name("tournament");
        auto setup = game::GameSetup::for_rules(rules, {"Anna", "Bert"}, 42);
        setup.starter = 0;
        setup.clock = game::ClockSettings::chess(rules);
        auto g = game::Game::create(setup, game::Services{nullptr, &time});
        EXPECT_TRUE(g) << (g ? "" : g.error().message);
        return std::move(*g);
    }
    // Everyone passes until the game ends; then the jury finds nothing.
    void pass_out() {
        for (int i = 0; i < 20 && !game.over(); ++i) {
            time.advance(1000);
            ASSERT_TRUE(game.pass(game.to_move()));
        }
        ASSERT_TRUE(game.jury_ruling({}));
    }
    tn::GameReport report() const {
        auto r = report_from_game(game, kAnna, kBert);
        EXPECT_TRUE(r) << (r ? "" : r.error().message);
        return r ? *r : tn::GameReport{};
    }
};

TEST(PairingResult, NotBeforeTheJuryHasFinished) {
    Board b;
    EXPECT_EQ(report_from_game(b.game, kAnna, kBert).error().code, "game_not_over");
    ASSERT_TRUE(b.game.resign(1));
    ASSERT_EQ(b.game.status(), game::GameStatus::kAwaitingJury);
    EXPECT_EQ(report_from_game(b.game, kAnna, kBert).error().code, "game_not_over");
}

TEST(PairingResult, AGameToItsEndGivesTheFinalScores) {
    Board b;
    // Sanctions during play are on the score sheet.
    ASSERT_TRUE(b.game.penalize(1, -10, game::AdjustmentKind::kArbiter, "phone rang"));
    b.pass_out();
    const game::GameResult r = b.game.result();
    const tn::GameReport report = b.report();
    EXPECT_EQ(report.players[0].player, kAnna);
    EXPECT_EQ(report.players[1].player, kBert);
    for (std::size_t s = 0; s < 2; ++s) {
        EXPECT_EQ(report.players[s].score, r.seats[s].final_score);
        EXPECT_FALSE(report.players[s].jury_score.has_value());
        EXPECT_FALSE(report.players[s].lost_on_time);
        EXPECT_FALSE(report.players[s].forfeited);
    }
    EXPECT_EQ(report.players[1].score - report.players[0].score,
              r.seats[1].final_score - r.seats[0].final_score);
}

TEST(PairingResult, CorrectionsAfterTheEndAreTheJurysScores) {
    Board b;
    b.pass_out();
    const int anna = b.game.result().seats[0].final_score;
    const int bert = b.game.result().seats[1].final_score;
    ASSERT_TRUE(b.game.penalize(0, -35, game::AdjustmentKind::kArbiter, "ZOEF"));
    const tn::GameReport report = b.report();
    EXPECT_EQ(report.players[0].score, anna);
    EXPECT_EQ(report.players[1].score, bert);
    EXPECT_EQ(report.players[0].jury_score, anna - 35);
    EXPECT_EQ(report.players[1].jury_score, bert);
}

TEST(PairingResult, AFlagIsALossOnTime) {
    Board b;
    const int flagged = b.game.to_move();
    b.time.advance(26 * game::kMinute);
    auto ended = b.game.tick();
    ASSERT_TRUE(ended && *ended);
    ASSERT_TRUE(b.game.jury_ruling({}));
    const tn::GameReport report = b.report();
    EXPECT_TRUE(report.players[static_cast<std::size_t>(flagged)].lost_on_time);
    EXPECT_FALSE(report.players[static_cast<std::size_t>(1 - flagged)].lost_on_time);
}

TEST(PairingResult, AResignationLosesWhateverTheScore) {
    // Bert resigns ahead (Anna was penalised): he still loses, entered as a resignation.
    Board ahead;
    ASSERT_TRUE(ahead.game.penalize(0, -200, game::AdjustmentKind::kArbiter));
    ASSERT_TRUE(ahead.game.resign(1));
    ASSERT_TRUE(ahead.game.jury_ruling({}));
    tn::GameReport report = ahead.report();
    EXPECT_TRUE(report.players[1].resigned);
    EXPECT_FALSE(report.players[1].lost_on_time);
    EXPECT_FALSE(report.players[0].resigned);
    EXPECT_GT(report.players[1].score, report.players[0].score);
    // Bert resigns behind: a resignation all the same (never "lost on time").
    Board behind;
    ASSERT_TRUE(behind.game.penalize(1, -200, game::AdjustmentKind::kArbiter));
    ASSERT_TRUE(behind.game.resign(1));
    ASSERT_TRUE(behind.game.jury_ruling({}));
    report = behind.report();
    EXPECT_TRUE(report.players[1].resigned);
    EXPECT_FALSE(report.players[1].lost_on_time);
    EXPECT_LT(report.players[1].score, report.players[0].score);
}

}  // namespace
}  // namespace letterzak::server
