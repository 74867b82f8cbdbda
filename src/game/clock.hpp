#pragma once
// Time in a game: where "now" comes from, and the chess clock of the tournament rules.
//
// The referee never reads the system clock itself. A TimeSource is injected, so tests drive
// time by hand and run instantly, and every event the game records carries the time it was
// given; replaying the events therefore rebuilds the clocks exactly, whatever the time now.
//
// The rules (seed 001): each player has 20–30 minutes (I-6); the non-starter starts the
// starter's clock (II-7); a player whose time runs out loses the game whatever the score
// (IV-1c); without a clock the game ends when the total playing time is up (IV-1d); the clocks
// stop during a protest (III-10, V-7). International events instead deduct 10 points per
// started minute over time and play on: ClockSettings::overtime.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules.hpp"

namespace letterzak::game {

// Milliseconds on some monotonic scale; only differences matter.
using Millis = std::int64_t;

inline constexpr Millis kMinute = 60'000;

class TimeSource {
  public:
    virtual ~TimeSource() = default;
    virtual Millis now_ms() = 0;
};

// The process's steady clock, for real games.
class SteadyTimeSource final : public TimeSource {
  public:
    Millis now_ms() override;
};

// Time set by hand: tests, and replays of recorded games.
class ManualTimeSource final : public TimeSource {
  public:
    explicit ManualTimeSource(Millis start = 0) : now_(start) {}
    Millis now_ms() override { return now_; }
    void set(Millis t) { now_ = t; }
    void advance(Millis d) { now_ += d; }

  private:
    Millis now_;
};

enum class OvertimeRule : std::uint8_t {
    kLoss,     // seed 001 IV-1c: running out of time loses the game
    kPenalty,  // international: 10 points per started minute over time, play on
};
inline constexpr std::array<core::Named<OvertimeRule>, 2> kOvertimeRuleNames{{
    {OvertimeRule::kLoss, "loss"},
    {OvertimeRule::kPenalty, "penalty"},
}};

struct ClockSettings {
    bool chess_clock = false;          // a clock per player
    Millis per_player = 25 * kMinute;  // the rule set's clock_minutes by default
    Millis total_game = 0;             // IV-1d: total playing time; 0 = no limit
    OvertimeRule overtime = OvertimeRule::kLoss;
    int penalty_per_minute = 10;  // kPenalty: points per started minute over time
    Millis overtime_limit = 0;    // kPenalty: beyond this much overtime the player
                                  // loses as under kLoss; 0 = no limit

    // A chess clock with the rule set's time per player (tournament: 25 minutes).
    static ClockSettings chess(const core::RuleSet& rules);
    bool any() const { return chess_clock || total_game > 0; }
    bool operator==(const ClockSettings&) const = default;
};

// A clock's time as people read it: "24:13", "-0:05" (over time; a started second counts).
std::string clock_text(Millis time);

// A length of time as people type it: whole minutes ("2") or minutes and seconds ("1:30",
// "0:45"); none for anything else (negative, seconds of 60 or more, more than a day).
std::optional<Millis> parse_clock_text(std::string_view text);

// The clocks of one game: one per seat plus the game's own elapsed time, all stopped while
// paused. Every call takes the time explicitly (event times), so the clock is a plain value.
class ChessClock {
  public:
    ChessClock() = default;
    ChessClock(const ClockSettings& settings, int seats);

    // Starts the game: `seat`'s clock runs from `at`.
    void start(int seat, Millis at);
    // The running clock stops, `seat`'s starts (the press after a turn).
    void switch_to(int seat, Millis at);
    void pause(Millis at);
    void resume(Millis at);
    // The end of the game: everything stops.
    void stop(Millis at);
    // A game that ended reopens (its last play was challenged off): `seat`'s clock runs.
    void reopen(int seat, Millis at);
    // The jury gives `seat` this much more time (V-6): its time left grows, its time used
    // stays what it was.
    void give(int seat, Millis extra);
    // The extra time a seat has been given.
    Millis given(int seat) const { return given_[static_cast<std::size_t>(seat)]; }

    bool started() const { return started_; }
    bool paused() const { return paused_; }
    bool stopped() const { return stopped_; }
    std::optional<int> running() const { return running_; }

    // Time used by a seat up to `at` (the running seat's clock counts on to `at`).
    Millis used(int seat, Millis at) const;
    // Per-player time left (negative: over time). Only meaningful with a chess clock.
    Millis remaining(int seat, Millis at) const;
    // Game time elapsed, pauses excluded.
    Millis elapsed(Millis at) const;

    // The seat whose time has run out at `at`, in the sense that ends the game: under kLoss
    // the running seat with no time left; under kPenalty one past the overtime limit.
    std::optional<int> flagged(Millis at) const;
    // Whether the total playing time is up.
    bool total_time_up(Millis at) const;
    // kPenalty: the points a seat loses for its time over, at `at`.
    int overtime_penalty(int seat, Millis at) const;
    // The moment a running seat flags, if it does (for a server's timers).
    std::optional<Millis> next_deadline() const;

    const ClockSettings& settings() const { return settings_; }
    bool operator==(const ChessClock&) const = default;

  private:
    Millis running_for(Millis at) const;

    ClockSettings settings_;
    std::vector<Millis> used_;        // per seat, up to last_switch_
    std::vector<Millis> given_;       // per seat: extra time from the jury
    std::optional<int> running_;      // whose clock runs (none while paused or stopped)
    std::optional<int> paused_seat_;  // whose clock resumes
    Millis last_switch_ = 0;          // when the running clock last started
    Millis elapsed_ = 0;              // game time up to last_switch_
    bool started_ = false;
    bool paused_ = false;
    bool stopped_ = false;
};

}  // namespace letterzak::game
