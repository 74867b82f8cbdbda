#pragma once
// A new-game request as a client sends it, read into what the service creates:
//   {"rules":"tournament",
//    "seats":[{"name":"Anna","type":"human"},{"type":"computer","level":"club"}],
//    "clock":{"minutes":25,"overtime":"penalty","penalty_per_minute":10,
//             "overtime_limit_minutes":0,"total_minutes":60},
//    "settings":{"blank_swap":"off","play_on_after_out":false,"veto":false,
//                "failed_challenge_penalty":0},
//    "rated":true, "public":false}
// "clock" as game::ClockChoice reads it (an empty object: a chess clock with the rule set's
// minutes; "total_minutes" alone: no chess clocks, only the total playing time of 001 IV-1d);
// "settings" as core::HouseRules (the box rules' house rules and failed-challenge penalty).
// Names are cleaned (control characters dropped, at most 40 bytes of UTF-8) and default to
// "Speler N" / "Computer"; the rule set must be one the server offers; the seed is never taken
// from a request (a client that chose it would know the bag).

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/house_rules.hpp"
#include "core/result.hpp"
#include "game/clock.hpp"
#include "game/clock_choice.hpp"
#include "store/repository.hpp"

namespace letterzak::server {

struct SeatSpec {
    std::string name;
    store::SeatKind kind = store::SeatKind::kHuman;
    std::string level;  // computer seats; empty: the default level
};

struct NewGame {
    std::string rules = "tournament";
    std::vector<SeatSpec> seats;
    game::ClockSettings clock;          // no clock unless set
    core::HouseRules house;             // the rule set's own unless set
    std::optional<std::uint64_t> seed;  // tests only: never taken from a request
    // A tournament pairing's game (never from a request): who starts, without the draw, and
    // whether a tie goes to the player who did not start (knock-out).
    std::optional<int> starter;
    bool knockout = false;
    // {"rated":false}: the game moves no club rating (a friendly game between accounts).
    bool rated = true;
    // {"public":true}: listed in the public lobby, as an open invitation while a human seat is
    // not taken and to watch after. A game is private unless asked.
    bool is_public = false;
};

// The "clock" object's fields as a game::ClockChoice (nothing filled in, nothing checked
// beyond types: game::clock_settings_from checks). Errors: bad_request.
Result<game::ClockChoice> read_clock_choice(const nlohmann::json& clock);

// The "settings" object (house rules, failed-challenge penalty) over the rule set's own,
// checked by core::with_house_rules. Errors: bad_request (types), bad_setup.
Result<core::HouseRules> parse_house_rules(const nlohmann::json& settings,
                                           const core::RuleSet& rules);

// Reads a new-game request body. Errors: bad_request (malformed), bad_setup (not a game the
// rules allow: the wrong number of players, an unknown rule set or level, a bad clock, a
// setting the rule set does not have or a value out of its range).
Result<NewGame> parse_new_game(const nlohmann::json& body);

// A display name as the server keeps it: core::clean_display_name (control and bidirectional
// control characters dropped, trimmed), at most `max_bytes` of UTF-8.
std::string clean_name(std::string_view raw, std::size_t max_bytes = 40);

}  // namespace letterzak::server
