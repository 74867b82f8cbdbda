#include "server/new_game_request.hpp"

#include <fmt/format.h>

#include "core/display_name.hpp"
#include "core/rules.hpp"
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
    if (const auto it = body.find("rules"); it != body.end()) {
        if (!it->is_string()) return bad("'rules' must be a rule set name");
        g.rules = it->get<std::string>();
    }
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
        if (const auto t = s.find("type"); t != s.end()) {
            if (!t->is_string()) return bad("a seat's 'type' is \"human\" or \"computer\"");
            type = t->get<std::string>();
        }
        if (type != "human" && type != "computer")
            return bad("a seat's 'type' is \"human\" or \"computer\"");
        spec.kind = type == "human" ? store::SeatKind::kHuman : store::SeatKind::kComputer;
        if (const auto n = s.find("name"); n != s.end()) {
            if (!n->is_string()) return bad("a seat's 'name' must be a string");
            spec.name = clean_name(n->get<std::string>());
        }
        if (const auto l = s.find("level");
            l != s.end() && spec.kind == store::SeatKind::kComputer) {
            if (!l->is_string() || !known_level(l->get<std::string>()))
                return make_error("bad_setup", "unknown computer level");
            spec.level = l->get<std::string>();
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
        if (const auto m = c->find("minutes"); m != c->end()) {
            if (!m->is_number_integer()) return bad("'minutes' must be a whole number");
            const auto v = m->get<std::int64_t>();
            if (v < 1 || v > 180)
                return make_error("bad_setup", "a clock needs 1 to 180 minutes per player");
            minutes = static_cast<int>(v);
        }
        g.clock = game::ClockSettings::chess(rules);
        g.clock.per_player = minutes * game::kMinute;
        if (const auto o = c->find("overtime"); o != c->end()) {
            if (*o == "penalty")
                g.clock.overtime = game::OvertimeRule::kPenalty;
            else if (*o == "loss")
                g.clock.overtime = game::OvertimeRule::kLoss;
            else
                return bad(
                    "'overtime' is \"loss\" (the tournament rule) or \"penalty\" (10 points a "
                    "started minute)");
        }
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
