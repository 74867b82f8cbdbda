#pragma once
// What a client needs to draw a board and a new-game form, as JSON: the rule sets this server
// offers (players, rack size, tile values and counts, the premium squares, how words are
// checked), the computer levels, the limits a request must respect. Public, the same for all.

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules.hpp"
#include "game/clock.hpp"

namespace letterzak::server {

// The rule sets a server offers: the Dutch ones. "english" is for replaying English records
// and needs an English word list the server does not have.
const std::vector<std::string>& offered_rule_sets();
bool offered(const std::string& rules);

nlohmann::json rules_catalogue_json();

// The settings a game is played with, for the rule summary a client shows (public: they are
// the table's agreements, not hidden information):
//   {"blank_swap":"off","play_on_after_out":false,"veto":false,"failed_challenge_penalty":0,
//    "clock":{"chess_clock":true,"per_player_ms":…,"overtime":"penalty",
//             "penalty_per_minute":10,"overtime_limit_ms":0,"total_game_ms":0}}
nlohmann::json game_settings_json(const core::RuleSet& rules, const game::ClockSettings& clock);

// How a rule set checks words, as the client reads it: "jury", "single", "refuse", "double".
std::string_view challenge_mode_name(core::ChallengeMode mode);

}  // namespace letterzak::server
