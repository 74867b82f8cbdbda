#include "server/new_game_request.hpp"

#include <fmt/format.h>

#include "core/display_name.hpp"
#include "core/rules.hpp"
#include "formats/json_read.hpp"
#include "server/computer_players.hpp"
#include "server/rules_json.hpp"

namespace letterzak::server {

using nlohmann::json;

std::string clean_name(std::string_view raw, std::size_t max_bytes) {
    return core::clean_display_name(raw, max_bytes);
}

Result<NewGame> parse_new_game(const json& body) {
    auto bad = [](std::string m) { return make_error("bad_request", std::move(m)); };
    if (!body.is_object()) return bad("the body must be a JSON object");
    NewGame g;
    if (!formats::read_field(body, "rules", g.rules)) return bad("'rules' must be a rule set name");
    if (!offered(g.rules))
        return make_error("bad_setup", fmt::format("unknown rule set '{}'", g.rules.substr(0, 20)));
    const core::RuleSet& rules = *core::rule_set_by_name(g.rules);
    const auto seats = body.find("seats");
    if (seats == body.end() || !seats->is_array()) return bad("'seats' must be a list of players");
    if (seats->size() < static_cast<std::size_t>(rules.min_players) ||
        seats->size() > static_cast<std::size_t>(rules.max_players))
        return make_error("bad_setup", fmt::format("{} is played by {} to {} players", g.rules,
                                                   rules.min_players, rules.max_players));
    int computers = 0;
    for (const json& s : *seats) {
        if (!s.is_object()) return bad("each seat must be an object");
        SeatSpec spec;
        std::string type = "human";
        if (!formats::read_field(s, "type", type) || (type != "human" && type != "computer"))
            return bad("a seat's 'type' is \"human\" or \"computer\"");
        spec.kind = type == "human" ? store::SeatKind::kHuman : store::SeatKind::kComputer;
        std::string name;
        if (!formats::read_field(s, "name", name)) return bad("a seat's 'name' must be a string");
        spec.name = clean_name(name);
        if (spec.kind == store::SeatKind::kComputer && formats::has_field(s, "level")) {
            if (!formats::read_field(s, "level", spec.level) || !known_level(spec.level))
                return make_error("bad_setup", "unknown computer level");
        }
        if (spec.kind == store::SeatKind::kComputer) {
            ++computers;
            if (spec.level.empty()) spec.level = default_level();
            if (spec.name.empty())
                spec.name = computers == 1 ? "Computer" : fmt::format("Computer {}", computers);
        }
        if (spec.name.empty()) spec.name = fmt::format("Speler {}", g.seats.size() + 1);
        g.seats.push_back(std::move(spec));
    }
    if (const auto c = body.find("clock"); c != body.end() && !c->is_null()) {
        if (!c->is_object()) return bad("'clock' must be an object such as {\"minutes\":25}");
        int minutes = rules.clock_minutes;
        if (formats::has_field(*c, "minutes")) {
            std::int64_t v = 0;
            // A whole number beyond int64 is out of range too, not a fraction.
            if (!formats::read_field(*c, "minutes", v) && !(*c)["minutes"].is_number_unsigned())
                return bad("'minutes' must be a whole number");
            if (v < 1 || v > 180)
                return make_error("bad_setup", "a clock needs 1 to 180 minutes per player");
            minutes = static_cast<int>(v);
        }
        g.clock = game::ClockSettings::chess(rules);
        g.clock.per_player = minutes * game::kMinute;
        if (std::string overtime; formats::has_field(*c, "overtime")) {
            formats::read_field(*c, "overtime",
                                overtime);  // a non-string is no rule: refused below
            if (overtime == "penalty")
                g.clock.overtime = game::OvertimeRule::kPenalty;
            else if (overtime == "loss")
                g.clock.overtime = game::OvertimeRule::kLoss;
            else
                return bad(
                    "'overtime' is \"loss\" (the tournament rule) or \"penalty\" (10 points a "
                    "started minute)");
        }
    }
    return g;
}

}  // namespace letterzak::server
