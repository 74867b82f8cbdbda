// The clock a person chooses (game/clock_choice.hpp): whole minutes into ClockSettings, the
// limits and the combinations that cannot apply; and the tournament range of 001 I-6.

#include "game/clock_choice.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace letterzak::game {
namespace {

const core::RuleSet& tournament() {
    return *core::rule_set_by_name("tournament");
}

TEST(ClockChoice, NothingChosenIsNoClock) {
    const auto s = clock_settings_from({}, tournament());
    ASSERT_TRUE(s.has_value());
    EXPECT_FALSE(s->any());
}

TEST(ClockChoice, ChessClockWithPenaltyRateAndLimit) {
    ClockChoice c;
    c.minutes = 20;
    c.overtime = OvertimeRule::kPenalty;
    c.penalty_per_minute = 15;
    c.overtime_limit_minutes = 3;
    const auto s = clock_settings_from(c, tournament());
    ASSERT_TRUE(s.has_value()) << s.error().message;
    EXPECT_TRUE(s->chess_clock);
    EXPECT_EQ(s->per_player, 20 * kMinute);
    EXPECT_EQ(s->overtime, OvertimeRule::kPenalty);
    EXPECT_EQ(s->penalty_per_minute, 15);
    EXPECT_EQ(s->overtime_limit, 3 * kMinute);
    EXPECT_EQ(s->total_game, 0);
}

TEST(ClockChoice, PenaltyDefaultsToTenPointsAMinute) {
    ClockChoice c;
    c.minutes = 25;
    c.overtime = OvertimeRule::kPenalty;
    EXPECT_EQ(clock_settings_from(c, tournament())->penalty_per_minute, 10);
}

TEST(ClockChoice, TotalTimeAloneHasNoChessClock) {
    ClockChoice c;
    c.total_minutes = 60;
    const auto s = clock_settings_from(c, tournament());
    ASSERT_TRUE(s.has_value());
    EXPECT_FALSE(s->chess_clock);
    EXPECT_EQ(s->total_game, 60 * kMinute);
}

TEST(ClockChoice, RefusesWhatCannotApply) {
    auto refused = [](ClockChoice c) {
        const auto s = clock_settings_from(c, *core::rule_set_by_name("tournament"));
        return !s.has_value() && s.error().code == "bad_setup";
    };
    ClockChoice rate_with_loss;
    rate_with_loss.minutes = 25;
    rate_with_loss.penalty_per_minute = 5;
    EXPECT_TRUE(refused(rate_with_loss));
    ClockChoice overtime_without_clock;
    overtime_without_clock.total_minutes = 30;
    overtime_without_clock.overtime = OvertimeRule::kPenalty;
    EXPECT_TRUE(refused(overtime_without_clock));
    for (int minutes : {0, 181}) {
        ClockChoice c;
        c.minutes = minutes;
        EXPECT_TRUE(refused(c)) << minutes;
    }
    ClockChoice rate;
    rate.minutes = 25;
    rate.overtime = OvertimeRule::kPenalty;
    rate.penalty_per_minute = 0;
    EXPECT_TRUE(refused(rate));
    rate.penalty_per_minute = 101;
    EXPECT_TRUE(refused(rate));
    ClockChoice total;
    total.total_minutes = 601;
    EXPECT_TRUE(refused(total));
}

// A saved game writes the choice back from the settings (tui/game_file): every combination
// chooses the same settings again.
TEST(ClockChoice, TheSettingsGiveTheirChoiceBack) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    std::vector<ClockChoice> choices(6);
    choices[1].minutes = 25;
    choices[2].minutes = 20;
    choices[2].overtime = OvertimeRule::kPenalty;
    choices[3] = choices[2];
    choices[3].penalty_per_minute = 15;
    choices[3].overtime_limit_minutes = 2;
    choices[3].total_minutes = 90;
    choices[4].total_minutes = 45;
    choices[5].minutes = 180;
    choices[5].overtime = OvertimeRule::kLoss;
    choices[5].total_minutes = 600;
    for (const ClockChoice& c : choices) {
        const ClockSettings settings = clock_settings_from(c, rules).value();
        const ClockChoice back = choice_of(settings);
        EXPECT_EQ(clock_settings_from(back, rules).value(), settings);
        EXPECT_EQ(back.minutes, c.minutes);
        EXPECT_EQ(back.total_minutes, c.total_minutes);
    }
}

TEST(ClockChoice, TheTournamentRangeIsTwentyToThirtyMinutes) {
    EXPECT_FALSE(core::tournament_clock_in_range(19));
    EXPECT_TRUE(core::tournament_clock_in_range(20));
    EXPECT_TRUE(core::tournament_clock_in_range(30));
    EXPECT_FALSE(core::tournament_clock_in_range(31));
}

}  // namespace
}  // namespace letterzak::game
