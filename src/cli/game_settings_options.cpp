#include "cli/game_settings_options.hpp"

#include <fmt/format.h>

namespace letterzak::cli {

void add_game_settings_options(CLI::App& cmd, GameSettingsOptions& o) {
    // The clock's overtime and total time (seed 001 IV-1); the box rules' house rules (seed
    // 002) and failed-challenge penalty.
    cmd.add_option("--overtime", o.overtime,
                   "Over time on the chess clock: loss (the tournament rule, default) or "
                   "penalty (points a started minute, play on)");
    cmd.add_option("--overtime-rate", o.overtime_rate,
                   "With --overtime penalty: points a started minute (default 10)");
    cmd.add_option("--overtime-limit", o.overtime_limit,
                   "With --overtime penalty: minutes over time after which the game is lost "
                   "(default 0: no limit)");
    cmd.add_option("--total-time,--speeltijd", o.total_time,
                   "Total playing time in minutes (001 IV-1d): the game ends when it is up, "
                   "each subtracts their own tiles; without a chess clock none");
    cmd.add_option("--blank-swap", o.blank_swap,
                   "House rule (box): swap a blank on the board for its letter: off, then_play "
                   "(then play your turn) or is_turn (the swap is the turn)");
    cmd.add_flag("--play-on,--doorspelen", o.play_on,
                 "House rule (box): after someone goes out the others play on");
    cmd.add_flag("--veto", o.veto,
                 "House rule (box): veto a play by showing a better one on the same squares");
    cmd.add_option("--challenge-penalty", o.challenge_penalty,
                   "Box rules: points a failed challenge costs the challenger (default 0)");
}

Result<void> read_game_settings(const GameSettingsOptions& o, game::ClockChoice& clock,
                                core::HouseRules& house) {
    clock.penalty_per_minute = o.overtime_rate;
    clock.overtime_limit_minutes = o.overtime_limit;
    clock.total_minutes = o.total_time;
    if (!o.overtime.empty()) {
        clock.overtime = core::value_in(game::kOvertimeRuleNames, o.overtime);
        if (!clock.overtime)
            return make_error("bad_option",
                              fmt::format("--overtime loss|penalty, not \"{}\"", o.overtime));
    }
    if (!o.blank_swap.empty()) {
        const auto swap = core::value_in(core::kBlankSwapNames, o.blank_swap);
        if (!swap)
            return make_error(
                "bad_option",
                fmt::format("--blank-swap off|then_play|is_turn, not \"{}\"", o.blank_swap));
        house.blank_swap = *swap;
    }
    house.play_on_after_out = o.play_on;
    house.veto = o.veto;
    if (o.challenge_penalty) house.failed_challenge_penalty = *o.challenge_penalty;
    return {};
}

}  // namespace letterzak::cli
