#include "game/clock.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>

namespace letterzak::game {

Millis SteadyTimeSource::now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::string clock_text(Millis time) {
    const bool over = time < 0;
    const Millis secs = (over ? -time : time + 999) / 1000;  // a started second still counts
    return fmt::format("{}{}:{:02d}", over ? "-" : "", secs / 60, secs % 60);
}

std::optional<Millis> parse_clock_text(std::string_view text) {
    auto whole = [](std::string_view digits) -> std::optional<Millis> {
        if (digits.empty() || digits.size() > 4) return std::nullopt;
        Millis v = 0;
        for (char c : digits) {
            if (c < '0' || c > '9') return std::nullopt;
            v = v * 10 + (c - '0');
        }
        return v;
    };
    const std::size_t colon = text.find(':');
    const auto minutes = whole(text.substr(0, colon));
    if (!minutes || *minutes > 24 * 60) return std::nullopt;
    if (colon == std::string_view::npos) return *minutes * kMinute;
    const std::string_view sec_text = text.substr(colon + 1);
    const auto seconds = sec_text.size() == 2 ? whole(sec_text) : std::nullopt;
    if (!seconds || *seconds >= 60) return std::nullopt;
    return *minutes * kMinute + *seconds * 1000;
}

ClockSettings ClockSettings::chess(const core::RuleSet& rules) {
    ClockSettings s;
    s.chess_clock = true;
    s.per_player = static_cast<Millis>(rules.clock_minutes) * kMinute;
    return s;
}

ChessClock::ChessClock(const ClockSettings& settings, int seats)
    : settings_(settings),
      used_(static_cast<std::size_t>(seats), 0),
      given_(static_cast<std::size_t>(seats), 0) {}

Millis ChessClock::running_for(Millis at) const {
    return (running_ && !paused_ && !stopped_) ? std::max<Millis>(0, at - last_switch_) : 0;
}

void ChessClock::start(int seat, Millis at) {
    started_ = true;
    running_ = seat;
    last_switch_ = at;
}

void ChessClock::switch_to(int seat, Millis at) {
    if (stopped_) return;
    if (paused_) {
        paused_seat_ = seat;
        return;
    }
    const Millis d = running_for(at);
    if (running_) used_[static_cast<std::size_t>(*running_)] += d;
    elapsed_ += d;
    running_ = seat;
    last_switch_ = std::max(at, last_switch_);
}

void ChessClock::pause(Millis at) {
    if (paused_ || stopped_) return;
    const Millis d = running_for(at);
    if (running_) used_[static_cast<std::size_t>(*running_)] += d;
    elapsed_ += d;
    paused_seat_ = running_;
    paused_ = true;
    last_switch_ = std::max(at, last_switch_);
}

void ChessClock::resume(Millis at) {
    if (!paused_ || stopped_) return;
    paused_ = false;
    running_ = paused_seat_;
    paused_seat_.reset();
    last_switch_ = std::max(at, last_switch_);
}

void ChessClock::stop(Millis at) {
    if (stopped_) return;
    const Millis d = running_for(at);
    if (running_) used_[static_cast<std::size_t>(*running_)] += d;
    elapsed_ += d;
    stopped_ = true;
    running_.reset();
    last_switch_ = std::max(at, last_switch_);
}

void ChessClock::reopen(int seat, Millis at) {
    if (!stopped_) return;
    stopped_ = false;
    paused_ = false;
    running_ = seat;
    last_switch_ = std::max(at, last_switch_);
}

Millis ChessClock::used(int seat, Millis at) const {
    Millis u = used_[static_cast<std::size_t>(seat)];
    if (running_ && *running_ == seat) u += running_for(at);
    return u;
}

Millis ChessClock::remaining(int seat, Millis at) const {
    return settings_.per_player + given(seat) - used(seat, at);
}

void ChessClock::give(int seat, Millis extra) {
    given_[static_cast<std::size_t>(seat)] += extra;
}

Millis ChessClock::elapsed(Millis at) const {
    return elapsed_ + running_for(at);
}

std::optional<int> ChessClock::flagged(Millis at) const {
    if (!settings_.chess_clock || !running_ || paused_ || stopped_) return std::nullopt;
    const Millis left = remaining(*running_, at);
    switch (settings_.overtime) {
        case OvertimeRule::kLoss:
            if (left <= 0) return running_;
            break;
        case OvertimeRule::kPenalty:
            if (settings_.overtime_limit > 0 && -left > settings_.overtime_limit) return running_;
            break;
    }
    return std::nullopt;
}

bool ChessClock::total_time_up(Millis at) const {
    return settings_.total_game > 0 && started_ && elapsed(at) >= settings_.total_game;
}

int ChessClock::overtime_penalty(int seat, Millis at) const {
    if (!settings_.chess_clock || settings_.overtime != OvertimeRule::kPenalty) return 0;
    const Millis over = -remaining(seat, at);
    if (over <= 0) return 0;
    const Millis started_minutes = (over + kMinute - 1) / kMinute;
    return static_cast<int>(started_minutes) * settings_.penalty_per_minute;
}

std::optional<Millis> ChessClock::next_deadline() const {
    if (!running_ || paused_ || stopped_) return std::nullopt;
    std::optional<Millis> deadline;
    if (settings_.chess_clock) {
        Millis budget = settings_.per_player + given(*running_);
        bool limited = true;
        if (settings_.overtime == OvertimeRule::kPenalty) {
            limited = settings_.overtime_limit > 0;
            budget += settings_.overtime_limit + 1;
        }
        if (limited) deadline = last_switch_ + budget - used_[static_cast<std::size_t>(*running_)];
    }
    if (settings_.total_game > 0) {
        const Millis end = last_switch_ + settings_.total_game - elapsed_;
        deadline = deadline ? std::min(*deadline, end) : end;
    }
    return deadline;
}

}  // namespace letterzak::game
