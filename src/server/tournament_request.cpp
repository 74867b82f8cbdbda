#include "server/tournament_request.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <initializer_list>
#include <string_view>

#include "formats/json_read.hpp"
#include "server/computer_players.hpp"
#include "server/new_game_request.hpp"
#include "server/rules_json.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::server {

using nlohmann::json;
namespace tn = letterzak::tournament;

namespace {

constexpr std::size_t kMaxTournamentName = 100;  // bytes of UTF-8
constexpr std::size_t kMaxNote = 200;
constexpr long long kMaxNumber = 1'000'000;  // the engine checks the real ranges

Unexpected<Error> bad(std::string message) {
    return make_error("bad_request", std::move(message));
}

// A key the request does not know: refused, so a typo ("round" for "rounds") is noticed.
Result<void> only_keys(const json& obj, std::string_view what,
                       std::initializer_list<std::string_view> known) {
    for (const auto& [key, value] : obj.items())
        if (std::find(known.begin(), known.end(), key) == known.end())
            return bad(fmt::format("{} has no field '{}'", what, key.substr(0, 30)));
    return {};
}

// Reads optional fields of one object into their targets, which keep their defaults when a
// field is missing or null. The first field of the wrong type is the error.
class Fields {
  public:
    explicit Fields(const json& obj) : obj_(obj) {}

    Fields& read(const char* key, int& target) {
        std::optional<int> v;
        read(key, v);
        if (v) target = *v;
        return *this;
    }
    Fields& read(const char* key, std::optional<int>& target) {
        const json* j = find(key);
        if (j == nullptr) return *this;
        long long v = 0;
        if (!formats::read_field(obj_, key, v))  // a whole number beyond long long is out of range
            return fail(j->is_number_unsigned() ? fmt::format("'{}' is out of range", key)
                                                : fmt::format("'{}' must be a whole number", key));
        if (v < -kMaxNumber || v > kMaxNumber)
            return fail(fmt::format("'{}' is out of range", key));
        target = static_cast<int>(v);
        return *this;
    }
    Fields& read(const char* key, std::string& target) {
        if (find(key) != nullptr && !formats::read_field(obj_, key, target))
            return fail(fmt::format("'{}' must be a string", key));
        return *this;
    }
    Fields& read(const char* key, bool& target) {
        if (find(key) != nullptr && !formats::read_field(obj_, key, target))
            return fail(fmt::format("'{}' must be true or false", key));
        return *this;
    }
    // The first error, as a Result to return.
    Result<void> result() const {
        if (error_) return Unexpected<Error>{*error_};
        return {};
    }

  private:
    const json* find(const char* key) const {
        if (error_) return nullptr;
        const auto it = obj_.find(key);
        return it == obj_.end() || it->is_null() ? nullptr : &*it;
    }
    Fields& fail(std::string message) {
        if (!error_) error_ = Error{"bad_request", std::move(message)};
        return *this;
    }
    const json& obj_;
    std::optional<Error> error_;
};

// What a bye is worth, as people write it: 1, 0.5 (or "½") or 0 wins.
Result<tn::HalfPoints> win_value(const json& j) {
    if (j.is_number()) {
        const double v = j.get<double>();
        if (v == 1) return tn::kWinHalves;
        if (v == 0.5) return tn::kDrawHalves;
        if (v == 0) return 0;
    }
    if (j.is_string() && j.get<std::string>() == "\u00bd") return tn::kDrawHalves;
    return bad("a bye's 'win' is 1, 0.5 or 0");
}

// A player named in a request: an id, or a name or "#id" as resolve_player reads them.
Result<tn::PlayerId> player_ref(const json& j, const tn::Tournament& t, const char* key) {
    if (j.is_number_integer()) {
        const auto id = j.get<long long>();
        if (id < 1 || id > static_cast<long long>(t.players.size()))
            return make_error("unknown_player", fmt::format("no player #{}", id));
        return static_cast<tn::PlayerId>(id);
    }
    if (j.is_string()) return tn::resolve_player(t, j.get<std::string>());
    return bad(fmt::format("'{}' names a player by number or name", key));
}

Result<tn::PlayerReport> report_line(const json& j, const tn::Tournament& t) {
    if (!j.is_object()) return bad("each of 'players' must be an object");
    if (auto ok = only_keys(j, "a result line",
                            {"player", "score", "jury_score", "forfeited", "lost_on_time",
                             "resigned", "no_show", "started"});
        !ok)
        return Unexpected<Error>{ok.error()};
    tn::PlayerReport line;
    const auto who = j.find("player");
    if (who == j.end()) return bad("a result line needs its 'player'");
    auto id = player_ref(*who, t, "player");
    if (!id) return Unexpected<Error>{id.error()};
    line.player = *id;
    std::optional<int> score;
    Fields fields(j);
    fields.read("score", score)
        .read("jury_score", line.jury_score)
        .read("forfeited", line.forfeited)
        .read("lost_on_time", line.lost_on_time)
        .read("resigned", line.resigned)
        .read("no_show", line.no_show)
        .read("started", line.started);
    if (auto ok = fields.result(); !ok) return Unexpected<Error>{ok.error()};
    // A player who did not show forfeits; saying so once is enough.
    if (line.no_show) line.forfeited = true;
    if (!score && !line.forfeited) return bad("a result line needs a 'score' (or 'forfeited')");
    line.score = score.value_or(0);
    return line;
}

}  // namespace

Result<NewTournament> parse_new_tournament(const json& body) {
    if (!body.is_object()) return bad("the body must be a JSON object");
    if (auto ok = only_keys(body, "a new tournament",
                            {"name", "format", "system", "rounds", "koth_rounds", "rules",
                             "clock_minutes", "bye", "forfeit_spread", "resistance",
                             "balanced_starts", "clock_override", "clock", "settings", "prizes"});
        !ok)
        return Unexpected<Error>{ok.error()};
    NewTournament out;
    tn::Settings& s = out.settings;
    std::string name, format = "wedstrijd", system = "swiss";
    Fields fields(body);
    fields.read("name", name)
        .read("format", format)
        .read("system", system)
        .read("rounds", s.rounds)
        .read("koth_rounds", s.koth_rounds)
        .read("rules", s.rules)
        .read("clock_minutes", s.clock_minutes)
        .read("forfeit_spread", s.forfeit_spread)
        .read("balanced_starts", s.balanced_starts)
        .read("clock_override", s.clock_override);
    if (auto ok = fields.result(); !ok) return Unexpected<Error>{ok.error()};
    out.name = clean_name(name, kMaxTournamentName);
    auto f = tn::parse_format(format);
    if (!f) return Unexpected<Error>{f.error()};
    auto sys = tn::parse_system(system);
    if (!sys) return Unexpected<Error>{sys.error()};
    s.format = *f;
    s.system = *sys;
    // The games are played on this server, so the rule set must be one it offers.
    if (!offered(s.rules))
        return make_error(
            "unknown_rule_set",
            fmt::format("this server does not offer rule set \"{}\"", s.rules.substr(0, 20)));
    if (const auto bye = body.find("bye"); bye != body.end() && !bye->is_null()) {
        if (!bye->is_object()) return bad("'bye' must be an object");
        if (auto ok = only_keys(*bye, "'bye'", {"win", "spread", "points"}); !ok)
            return Unexpected<Error>{ok.error()};
        if (const auto w = bye->find("win"); w != bye->end()) {
            auto v = win_value(*w);
            if (!v) return Unexpected<Error>{v.error()};
            s.bye.win = *v;
        }
        Fields bye_fields(*bye);
        bye_fields.read("spread", s.bye.spread);
        // null or "average": the player's own average in puntenscrabble.
        if (const auto p = bye->find("points");
            p == bye->end() || !p->is_string() || p->get<std::string>() != "average")
            bye_fields.read("points", s.bye.points);
        if (auto ok = bye_fields.result(); !ok) return Unexpected<Error>{ok.error()};
    }
    if (const auto res = body.find("resistance"); res != body.end() && !res->is_null()) {
        if (!res->is_object()) return bad("'resistance' must be an object");
        if (auto ok = only_keys(*res, "'resistance'",
                                {"cut_lowest", "opponent_spread", "count_opponent_byes"});
            !ok)
            return Unexpected<Error>{ok.error()};
        Fields res_fields(*res);
        res_fields.read("cut_lowest", s.resistance.cut_lowest)
            .read("opponent_spread", s.resistance.opponent_spread)
            .read("count_opponent_byes", s.resistance.count_opponent_byes);
        if (auto ok = res_fields.result(); !ok) return Unexpected<Error>{ok.error()};
    }
    // The games' settings (issue 19), in the new-game request's own shape and reading:
    // "clock":{"overtime":"penalty","penalty_per_minute":10,"overtime_limit_minutes":0,
    // "total_minutes":0} ("minutes" there is clock_minutes) and "settings":{…house rules…}.
    if (const auto c = body.find("clock"); c != body.end() && !c->is_null()) {
        auto choice = read_clock_choice(*c);
        if (!choice) return Unexpected<Error>{choice.error()};
        if (choice->minutes) {
            if (body.contains("clock_minutes") && body["clock_minutes"] != *choice->minutes)
                return bad("'clock_minutes' and the clock's 'minutes' differ");
            s.clock_minutes = *choice->minutes;
        }
        s.overtime = choice->overtime;
        s.penalty_per_minute = choice->penalty_per_minute;
        s.overtime_limit_minutes = choice->overtime_limit_minutes;
        s.total_minutes = choice->total_minutes;
    }
    if (const auto h = body.find("settings"); h != body.end() && !h->is_null()) {
        auto house = parse_house_rules(*h, *core::rule_set_by_name(s.rules));
        if (!house) return Unexpected<Error>{house.error()};
        s.house = *house;
    }
    if (const auto prizes = body.find("prizes"); prizes != body.end() && !prizes->is_null()) {
        auto p = tn::prizes_from_json(*prizes);
        if (!p) return Unexpected<Error>{p.error()};
        s.prizes = std::move(*p);
    }
    return out;
}

Result<std::vector<PlayerEntry>> parse_player_entries(const json& body) {
    if (!body.is_object()) return bad("the body must be a JSON object");
    std::vector<const json*> items;
    if (const auto list = body.find("players"); list != body.end()) {
        if (body.size() != 1) return bad("give one player, or {\"players\":[…]}");
        if (!list->is_array() || list->empty()) return bad("'players' must be a list of players");
        if (list->size() > kMaxPlayersPerRequest)
            return bad(fmt::format("at most {} players at a time", kMaxPlayersPerRequest));
        for (const json& p : *list) items.push_back(&p);
    } else {
        items.push_back(&body);
    }
    std::vector<PlayerEntry> out;
    for (const json* p : items) {
        if (!p->is_object()) return bad("each player must be an object");
        if (auto ok = only_keys(*p, "a player", {"name", "rating", "computer"}); !ok)
            return Unexpected<Error>{ok.error()};
        PlayerEntry e;
        std::string name;
        Fields fields(*p);
        fields.read("name", name).read("rating", e.rating).read("computer", e.computer);
        if (auto ok = fields.result(); !ok) return Unexpected<Error>{ok.error()};
        e.name = clean_name(name);
        if (!e.computer.empty() && !known_level(e.computer))
            return make_error("unknown_level",
                              fmt::format("no computer level \"{}\"", e.computer.substr(0, 20)));
        out.push_back(std::move(e));
    }
    return out;
}

Result<tn::GameReport> parse_result(const json& body, const tn::Tournament& t) {
    if (!body.is_object()) return bad("the body must be a JSON object");
    if (auto ok = only_keys(body, "a result", {"players", "adjourned"}); !ok)
        return Unexpected<Error>{ok.error()};
    const auto lines = body.find("players");
    if (lines == body.end() || !lines->is_array() || lines->size() != 2)
        return bad("'players' must list the game's two players");
    tn::GameReport report;
    Fields fields(body);
    fields.read("adjourned", report.adjourned);
    if (auto ok = fields.result(); !ok) return Unexpected<Error>{ok.error()};
    for (std::size_t i = 0; i < 2; ++i) {
        auto line = report_line((*lines)[i], t);
        if (!line) return Unexpected<Error>{line.error()};
        report.players[i] = *line;
    }
    return report;
}

Result<GameStart> parse_game_start(const json& body, const tn::Tournament& t) {
    if (!body.is_object()) return bad("the body must be a JSON object");
    if (auto ok = only_keys(body, "a game start", {"board", "player", "replace"}); !ok)
        return Unexpected<Error>{ok.error()};
    GameStart g;
    Fields fields(body);
    fields.read("board", g.board).read("replace", g.replace);
    if (auto ok = fields.result(); !ok) return Unexpected<Error>{ok.error()};
    if (const auto p = body.find("player"); p != body.end() && !p->is_null()) {
        auto id = player_ref(*p, t, "player");
        if (!id) return Unexpected<Error>{id.error()};
        g.player = *id;
    }
    if (g.board.has_value() == g.player.has_value())
        return bad("name the pairing by its 'board' or by one of its players ('player')");
    return g;
}

Result<Correction> parse_correction(const json& body, const tn::Tournament& t) {
    if (!body.is_object()) return bad("the body must be a JSON object");
    if (auto ok = only_keys(body, "a correction", {"player", "points", "note"}); !ok)
        return Unexpected<Error>{ok.error()};
    Correction c;
    const auto p = body.find("player");
    if (p == body.end()) return bad("a correction names its 'player'");
    auto id = player_ref(*p, t, "player");
    if (!id) return Unexpected<Error>{id.error()};
    c.player = *id;
    std::optional<int> points;
    std::string note;
    Fields fields(body);
    fields.read("points", points).read("note", note);
    if (auto ok = fields.result(); !ok) return Unexpected<Error>{ok.error()};
    if (!points || *points == 0) return bad("a correction needs its 'points' (not 0)");
    c.points = *points;
    c.note = clean_name(note, kMaxNote);
    return c;
}

Result<tn::Sanction> parse_sanction(const json& body, const tn::Tournament& t) {
    if (!body.is_object()) return bad("the body must be a JSON object");
    if (auto ok = only_keys(body, "a sanction", {"player", "kind", "points", "note"}); !ok)
        return Unexpected<Error>{ok.error()};
    const auto p = body.find("player");
    if (p == body.end()) return bad("a sanction names its 'player'");
    auto id = player_ref(*p, t, "player");
    if (!id) return Unexpected<Error>{id.error()};
    tn::Sanction s;
    s.player = *id;
    std::string kind, note;
    Fields fields(body);
    fields.read("kind", kind).read("points", s.points).read("note", note);
    if (auto ok = fields.result(); !ok) return Unexpected<Error>{ok.error()};
    auto k = tn::parse_sanction_kind(kind);
    if (!k) return Unexpected<Error>{k.error()};
    s.kind = *k;
    s.note = clean_name(note, kMaxNote);
    return s;
}

}  // namespace letterzak::server
