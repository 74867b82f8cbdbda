#pragma once
// The options for a game's settings (SPEC §4, issue 19), one set for every command that makes
// games: `letterzak play` for its game, `letterzak tournament create` for every game of the
// tournament. Registered once with the same names and help, read into the one settings model
// (game::ClockChoice beyond its minutes, core::HouseRules); the values are checked where the
// model is (game::clock_settings_from, core::with_house_rules), not here.

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "core/house_rules.hpp"
#include "core/result.hpp"
#include "game/clock_choice.hpp"

namespace letterzak::cli {

struct GameSettingsOptions {
    std::string overtime;  // "loss" | "penalty"; empty: not chosen
    std::optional<int> overtime_rate;
    std::optional<int> overtime_limit;
    std::optional<int> total_time;
    std::string blank_swap;  // "off" | "then_play" | "is_turn"; empty: not chosen
    bool play_on = false;
    bool veto = false;
    std::optional<int> challenge_penalty;
};

// Adds --overtime, --overtime-rate, --overtime-limit, --total-time, --blank-swap, --play-on,
// --veto and --challenge-penalty to `cmd`, writing into `o` (which must outlive the parse).
void add_game_settings_options(CLI::App& cmd, GameSettingsOptions& o);

// The options into `clock` (its minutes left as they are) and `house`. Errors (code
// "bad_option", the message names the option and its values): a name that is not one.
Result<void> read_game_settings(const GameSettingsOptions& o, game::ClockChoice& clock,
                                core::HouseRules& house);

}  // namespace letterzak::cli
