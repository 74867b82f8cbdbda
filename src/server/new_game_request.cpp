#include "server/new_game_request.hpp"

#include <fmt/format.h>

#include "core/display_name.hpp"
#include "core/rules.hpp"
#include "formats/json_read.hpp"
#include "game/clock_choice.hpp"
#include "server/computer_players.hpp"
#include "server/rules_json.hpp"

namespace letterzak::server {

using formats::read_field;
using formats::read_name;
using nlohmann::json;

std::string clean_name(std::string_view raw, std::size_t max_bytes) {
    return core::clean_display_name(raw, max_bytes);
}

namespace {

Unexpected<Error> bad(std::string m) {
    return make_error("bad_request", std::move(m));
}

Result<SeatSpec> parse_seat(const json& s, int computers_before, std::size_t index) {
    if (!s.is_object()) return bad("each seat must be an object");
    SeatSpec spec;
    std::string type = "human", name, level;
    if (!read_field(s, "type", type) || (type != "human" && type != "computer"))
        return bad("a seat's 'type' is \"human\" or \"computer\"");
    if (!read_field(s, "name", name)) return bad("a seat's 'name' must be a string");
    spec.kind = type == "human" ? store::SeatKind::kHuman : store::SeatKind::kComputer;
    spec.name = clean_name(name);
    if (spec.kind == store::SeatKind::kComputer) {
        if (!read_field(s, "level", level) || (!level.empty() && !known_level(level)))
            return make_error("bad_setup", "unknown computer level");
        spec.level = level.empty() ? default_level() : level;
        if (spec.name.empty())
            spec.name = computers_before == 0 ? "Computer"
                                              : fmt::format("Computer {}", computers_before + 1);
    }
    if (spec.name.empty()) spec.name = fmt::format("Speler {}", index + 1);
    return spec;
}

// Reads an optional whole number into `out` (absent or null: left empty).
bool read_optional(const json& j, const char* key, std::optional<int>& out) {
    int v = 0;
    if (!j.contains(key) || j[key].is_null()) return true;
    if (!read_field(j, key, v)) return false;
    out = v;
    return true;
}

Result<game::ClockSettings> parse_clock(const json& c, const core::RuleSet& rules) {
    auto choice = read_clock_choice(c);
    if (!choice) return Unexpected<Error>{choice.error()};
    // {"clock":{}} (or only overtime settings): a chess clock with the rule set's minutes.
    if (!choice->minutes && !choice->total_minutes) choice->minutes = rules.clock_minutes;
    return game::clock_settings_from(*choice, rules);
}

}  // namespace

Result<game::ClockChoice> read_clock_choice(const json& c) {
    if (!c.is_object()) return bad("'clock' must be an object such as {\"minutes\":25}");
    game::ClockChoice choice;
    const std::pair<const char*, std::optional<int>*> numbers[] = {
        {"minutes", &choice.minutes},
        {"penalty_per_minute", &choice.penalty_per_minute},
        {"overtime_limit_minutes", &choice.overtime_limit_minutes},
        {"total_minutes", &choice.total_minutes}};
    for (const auto& [key, field] : numbers)
        if (!read_optional(c, key, *field))
            return bad(fmt::format("'{}' must be a whole number", key));
    game::OvertimeRule overtime = game::OvertimeRule::kLoss;
    if (!read_name(c, "overtime", game::kOvertimeRuleNames, overtime))
        return bad(
            "'overtime' is \"loss\" (the tournament rule) or \"penalty\" (points a started "
            "minute)");
    if (c.contains("overtime") && !c["overtime"].is_null()) choice.overtime = overtime;
    return choice;
}

Result<core::HouseRules> parse_house_rules(const json& h, const core::RuleSet& rules) {
    if (!h.is_object()) return bad("'settings' must be an object such as {\"veto\":true}");
    core::HouseRules house = core::house_rules_of(rules);
    if (!read_name(h, "blank_swap", core::kBlankSwapNames, house.blank_swap))
        return bad("'blank_swap' is \"off\", \"then_play\" or \"is_turn\"");
    if (!read_field(h, "play_on_after_out", house.play_on_after_out) ||
        !read_field(h, "veto", house.veto))
        return bad("'play_on_after_out' and 'veto' are true or false");
    if (!read_field(h, "failed_challenge_penalty", house.failed_challenge_penalty))
        return bad("'failed_challenge_penalty' must be a whole number of points");
    if (auto checked = core::with_house_rules(rules, house); !checked)
        return Unexpected<Error>{checked.error()};
    return house;
}

Result<NewGame> parse_new_game(const json& body) {
    if (!body.is_object()) return bad("the body must be a JSON object");
    NewGame g;
    if (!read_field(body, "rules", g.rules)) return bad("'rules' must be a rule set name");
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
        auto spec = parse_seat(s, computers, g.seats.size());
        if (!spec) return Unexpected<Error>{spec.error()};
        if (spec->kind == store::SeatKind::kComputer) ++computers;
        g.seats.push_back(std::move(*spec));
    }
    if (const auto c = body.find("clock"); c != body.end() && !c->is_null()) {
        auto clock = parse_clock(*c, rules);
        if (!clock) return Unexpected<Error>{clock.error()};
        g.clock = *clock;
    }
    g.house = core::house_rules_of(rules);
    if (const auto h = body.find("settings"); h != body.end() && !h->is_null()) {
        auto house = parse_house_rules(*h, rules);
        if (!house) return Unexpected<Error>{house.error()};
        g.house = *house;
    }
    if (const auto r = body.find("rated"); r != body.end() && !r->is_null()) {
        if (!r->is_boolean()) return bad("'rated' is true or false");
        g.rated = r->get<bool>();
    }
    if (const auto r = body.find("public"); r != body.end() && !r->is_null()) {
        if (!r->is_boolean()) return bad("'public' is true or false");
        g.is_public = r->get<bool>();
    }
    return g;
}

}  // namespace letterzak::server
