#pragma once
// What a client needs to draw a board and a new-game form, as JSON: the rule sets this server
// offers (players, rack size, tile values and counts, the premium squares, how words are
// checked), the computer levels, the limits a request must respect. Public, the same for all.

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules.hpp"

namespace letterzak::server {

// The rule sets a server offers: the Dutch ones. "english" is for replaying English records
// and needs an English word list the server does not have.
const std::vector<std::string>& offered_rule_sets();
bool offered(const std::string& rules);

nlohmann::json rules_catalogue_json();

// How a rule set checks words, as the client reads it: "jury", "single", "refuse", "double".
std::string_view challenge_mode_name(core::ChallengeMode mode);

}  // namespace letterzak::server
