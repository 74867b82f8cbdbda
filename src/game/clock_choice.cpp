#include "game/clock_choice.hpp"

#include <fmt/format.h>

namespace letterzak::game {
namespace {

Unexpected<Error> bad(std::string message) {
    return make_error("bad_setup", std::move(message));
}

bool within(const std::optional<int>& v, int lo, int hi) {
    return !v || (*v >= lo && *v <= hi);
}

}  // namespace

Result<ClockSettings> clock_settings_from(const ClockChoice& c, const core::RuleSet& rules) {
    if (!within(c.minutes, kMinClockMinutes, kMaxClockMinutes))
        return bad(fmt::format("a chess clock has {} to {} minutes a player", kMinClockMinutes,
                               kMaxClockMinutes));
    if (!within(c.total_minutes, 1, kMaxTotalMinutes))
        return bad(fmt::format("the total playing time is 1 to {} minutes", kMaxTotalMinutes));
    if (!within(c.penalty_per_minute, 1, kMaxPenaltyPerMinute))
        return bad(fmt::format("the overtime penalty is 1 to {} points a started minute",
                               kMaxPenaltyPerMinute));
    if (!within(c.overtime_limit_minutes, 0, kMaxOvertimeLimitMinutes))
        return bad(
            fmt::format("the overtime limit is 0 (none) to {} minutes", kMaxOvertimeLimitMinutes));
    if (!c.minutes && (c.overtime || c.penalty_per_minute || c.overtime_limit_minutes))
        return bad("overtime is time over on a chess clock: choose the clock's minutes too");
    const OvertimeRule overtime = c.overtime.value_or(OvertimeRule::kLoss);
    if (overtime != OvertimeRule::kPenalty && (c.penalty_per_minute || c.overtime_limit_minutes))
        return bad("the overtime rate and limit apply to overtime \"penalty\", not \"loss\"");

    ClockSettings s;
    if (c.minutes) {
        s = ClockSettings::chess(rules);
        s.per_player = *c.minutes * kMinute;
        s.overtime = overtime;
        if (c.penalty_per_minute) s.penalty_per_minute = *c.penalty_per_minute;
        if (c.overtime_limit_minutes) s.overtime_limit = *c.overtime_limit_minutes * kMinute;
    }
    if (c.total_minutes) s.total_game = *c.total_minutes * kMinute;
    return s;
}

ClockChoice choice_of(const ClockSettings& s) {
    ClockChoice c;
    if (s.chess_clock) {
        c.minutes = static_cast<int>(s.per_player / kMinute);
        c.overtime = s.overtime;
        if (s.overtime == OvertimeRule::kPenalty) {
            c.penalty_per_minute = s.penalty_per_minute;
            c.overtime_limit_minutes = static_cast<int>(s.overtime_limit / kMinute);
        }
    }
    if (s.total_game > 0) c.total_minutes = static_cast<int>(s.total_game / kMinute);
    return c;
}

}  // namespace letterzak::game
