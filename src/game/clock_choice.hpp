#pragma once
// The clock a person chooses for a game, in the units people use (whole minutes, points a
// minute), checked and turned into the ClockSettings the referee keeps. The terminal's options
// and the API's new-game request both read into a ClockChoice, so the limits and the rules of
// combination are written once:
//   - a chess clock when `minutes` is given (seed 001 I-6: 20–30 a player in tournaments; any
//     1–180 here, core::tournament_clock_in_range is the tournament's check);
//   - `total_minutes` alone: no chess clocks, the game ends when the total playing time is up
//     (IV-1d) and scores as IV-1a; with a chess clock too, whichever comes first;
//   - overtime "loss" (IV-1c, the default) or "penalty" (international events: a rate in points
//     a started minute, 10 by default, and optionally a limit beyond which the player loses).
// A setting that cannot apply (a rate with overtime "loss", overtime without a chess clock) is
// refused with the reason, never silently dropped.

#include <optional>

#include "core/result.hpp"
#include "core/rules.hpp"
#include "game/clock.hpp"

namespace letterzak::game {

inline constexpr int kMinClockMinutes = 1;
inline constexpr int kMaxClockMinutes = 180;
inline constexpr int kMaxPenaltyPerMinute = 100;
inline constexpr int kMaxOvertimeLimitMinutes = 60;
inline constexpr int kMaxTotalMinutes = 600;

struct ClockChoice {
    std::optional<int> minutes;  // a chess clock, minutes a player
    std::optional<OvertimeRule> overtime;
    std::optional<int> penalty_per_minute;      // overtime "penalty": points a started minute
    std::optional<int> overtime_limit_minutes;  // overtime "penalty": 0 = no limit
    std::optional<int> total_minutes;           // IV-1d: the total playing time
};

// The settings, or an error (code "bad_setup", the message names the setting and its range).
// Nothing chosen: no clock.
Result<ClockSettings> clock_settings_from(const ClockChoice& choice, const core::RuleSet& rules);

// The choice that gives `settings` back through clock_settings_from (settings made from a
// choice hold whole minutes): what a saved game writes, so that loading it chooses again
// through the one checked path.
ClockChoice choice_of(const ClockSettings& settings);

}  // namespace letterzak::game
