// The chess clock with an injected time source: tests run instantly.

#include "game/clock.hpp"

#include <gtest/gtest.h>

namespace letterzak::game {
namespace {

ClockSettings chess(Millis per_player) {
    ClockSettings s;
    s.chess_clock = true;
    s.per_player = per_player;
    return s;
}

TEST(ChessClock, OnlyTheRunningClockCounts) {
    ChessClock c(chess(25 * kMinute), 2);
    c.start(0, 1000);
    c.switch_to(1, 1000 + 3 * kMinute);
    c.switch_to(0, 1000 + 5 * kMinute);
    EXPECT_EQ(c.used(0, 1000 + 6 * kMinute), 4 * kMinute);
    EXPECT_EQ(c.used(1, 1000 + 6 * kMinute), 2 * kMinute);
    EXPECT_EQ(c.remaining(0, 1000 + 6 * kMinute), 21 * kMinute);
    EXPECT_EQ(c.elapsed(1000 + 6 * kMinute), 6 * kMinute);
}

TEST(ChessClock, PausedTimeCountsForNoOne) {
    ChessClock c(chess(kMinute), 2);
    c.start(0, 0);
    c.pause(10'000);
    EXPECT_TRUE(c.paused());
    EXPECT_EQ(c.used(0, 500'000), 10'000);
    c.resume(500'000);
    EXPECT_EQ(c.used(0, 510'000), 20'000);
    EXPECT_EQ(c.elapsed(510'000), 20'000);
}

TEST(ChessClock, FlagsTheRunningPlayerAtZero) {
    ChessClock c(chess(kMinute), 2);
    c.start(1, 0);
    EXPECT_FALSE(c.flagged(59'999).has_value());
    EXPECT_EQ(c.flagged(60'000), 1);
    EXPECT_EQ(c.next_deadline(), 60'000);
}

TEST(ChessClock, OvertimePenaltyTenPointsPerStartedMinute) {
    ClockSettings s = chess(kMinute);
    s.overtime = OvertimeRule::kPenalty;
    ChessClock c(s, 2);
    c.start(0, 0);
    EXPECT_FALSE(c.flagged(10 * kMinute).has_value());  // plays on
    c.stop(kMinute + 1);
    EXPECT_EQ(c.overtime_penalty(0, kMinute + 1), 10);
    c = ChessClock(s, 2);
    c.start(0, 0);
    c.stop(3 * kMinute + 30'000);
    EXPECT_EQ(c.overtime_penalty(0, 0), 30);  // 2½ minutes over: three started minutes
    EXPECT_EQ(c.overtime_penalty(1, 0), 0);
}

TEST(ChessClock, OvertimeLimitFlags) {
    ClockSettings s = chess(kMinute);
    s.overtime = OvertimeRule::kPenalty;
    s.overtime_limit = 10 * kMinute;
    ChessClock c(s, 2);
    c.start(0, 0);
    EXPECT_FALSE(c.flagged(11 * kMinute).has_value());
    EXPECT_EQ(c.flagged(11 * kMinute + 1), 0);
    EXPECT_EQ(c.next_deadline(), 11 * kMinute + 1);
}

TEST(ChessClock, TotalGameTime) {
    ClockSettings s;
    s.total_game = 50 * kMinute;
    ChessClock c(s, 2);
    c.start(0, 0);
    c.switch_to(1, 20 * kMinute);
    EXPECT_FALSE(c.total_time_up(50 * kMinute - 1));
    EXPECT_TRUE(c.total_time_up(50 * kMinute));
    EXPECT_FALSE(c.flagged(100 * kMinute).has_value());  // no chess clock
    EXPECT_EQ(c.next_deadline(), 50 * kMinute);
}

TEST(ChessClock, StoppedClocksStandStill) {
    ChessClock c(chess(kMinute), 2);
    c.start(0, 0);
    c.stop(5000);
    EXPECT_EQ(c.used(0, 999'999), 5000);
    EXPECT_FALSE(c.flagged(999'999).has_value());
    c.reopen(1, 10'000);
    EXPECT_EQ(c.used(1, 12'000), 2000);
}

// V-6: the jury's extra time is more time left, not less time used; the flag moves with it.
TEST(ChessClock, ExtraTimeMovesTheFlag) {
    ChessClock c(chess(kMinute), 2);
    c.start(1, 0);
    c.give(1, 30'000);
    EXPECT_EQ(c.given(1), 30'000);
    EXPECT_EQ(c.given(0), 0);
    EXPECT_EQ(c.used(1, 50'000), 50'000);
    EXPECT_EQ(c.remaining(1, 50'000), 40'000);
    EXPECT_FALSE(c.flagged(60'000).has_value());
    EXPECT_EQ(c.flagged(90'000), 1);
    EXPECT_EQ(c.next_deadline(), 90'000);
}

TEST(ClockText, MinutesAndSeconds) {
    EXPECT_EQ(clock_text(150'000), "2:30");
    EXPECT_EQ(clock_text(-130'000), "-2:10");
}

// What the terminal's jury types: minutes, or minutes and seconds, read back as clock_text
// writes them.
TEST(ClockText, TypedTimesReadBack) {
    EXPECT_EQ(parse_clock_text("2"), 2 * kMinute);
    EXPECT_EQ(parse_clock_text("1:30"), 90'000);
    EXPECT_EQ(parse_clock_text("0:45"), 45'000);
    EXPECT_EQ(parse_clock_text("60:00"), 60 * kMinute);
    EXPECT_EQ(parse_clock_text(clock_text(150'000)), 150'000);
    for (const char* bad : {"", "-1", "1:5", "1:60", "1:300", "a", "1.5", ":30", "2:", "1:3a",
                            "99999", "1441", "1 30"})
        EXPECT_FALSE(parse_clock_text(bad).has_value()) << bad;
}

TEST(TimeSources, ManualTimeMovesOnlyWhenTold) {
    ManualTimeSource t(100);
    EXPECT_EQ(t.now_ms(), 100);
    t.advance(50);
    EXPECT_EQ(t.now_ms(), 150);
    SteadyTimeSource steady;
    EXPECT_LE(steady.now_ms(), steady.now_ms());
}

}  // namespace
}  // namespace letterzak::game
