#include "tournament/tournament_json.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "tournament/json_fields.hpp"

namespace letterzak::tournament {
namespace {

using nlohmann::json;
using namespace json_fields;

constexpr std::string_view kKind = "letterzak-tournament";

std::string_view forfeit_name(Forfeit f) {
    switch (f) {
        case Forfeit::kNone:
            return "none";
        case Forfeit::kFirst:
            return "first";
        case Forfeit::kSecond:
            return "second";
        case Forfeit::kBoth:
            return "both";
    }
    return "none";
}

json seat_or_null(std::optional<std::size_t> seat) {
    return seat ? json(*seat == kFirstSeat ? "first" : "second") : json(nullptr);
}

}  // namespace

json sanction_to_json(const Sanction& s) {
    return {{"player", s.player},
            {"kind", sanction_kind_name(s.kind)},
            {"round", s.round},
            {"points", s.points},
            {"note", s.note}};
}

json result_to_json(const GameResult& r) {
    json j;
    j["scores"] = r.scores;
    j["jury_scores"] = r.jury_scores ? json(*r.jury_scores) : json(nullptr);
    j["forfeit"] = forfeit_name(r.forfeit);
    j["lost_on_time"] = seat_or_null(r.lost_on_time);
    j["resigned"] = seat_or_null(r.resigned);
    j["no_show"] = r.no_show;
    j["adjourned"] = r.adjourned;
    j["started"] = seat_or_null(r.started);
    j["kind"] = result_kind_name(result_kind(r));  // for readers; derived, not read back
    return j;
}

namespace {

std::array<int, 2> score_pair(const json& j, const std::string& path) {
    if (!j.is_array() || j.size() != 2) throw BadField{path, "is not a pair of scores"};
    return {get_int(j[0], path + "[0]"), get_int(j[1], path + "[1]")};
}

// Half points are written as the numbers people read (1, 0.5, 0) and must be exactly that.
HalfPoints halves_field(const json& obj, const std::string& path, const char* key) {
    const json& j = field(obj, path, key);
    if (!j.is_number()) throw BadField{path + "." + key, "is not a number"};
    const double twice = j.get<double>() * 2;
    // The range first: converting a double beyond the integer's range is undefined behaviour
    // (the fuzzer found 1.3e34).
    if (!(twice >= -1000 && twice <= 1000))
        throw BadField{path + "." + key, "is not a whole or half number"};
    const auto halves = static_cast<HalfPoints>(twice);
    if (static_cast<double>(halves) != twice)
        throw BadField{path + "." + key, "is not a whole or half number"};
    return halves;
}

template <class T>
T parsed(Result<T> r, const std::string& path) {
    if (!r) throw BadField{path, r.error().message};
    return std::move(*r);
}

PrizeSettings read_prizes(const json& j, const std::string& path) {
    if (!j.is_object()) throw BadField{path, "is not an object"};
    for (const auto& [key, value] : j.items())
        if (key != "overall" && key != "classes" && key != "best_game" && key != "highest_score" &&
            key != "best_bingo")
            throw BadField{path + "." + key.substr(0, 30), "is not a prize setting"};
    PrizeSettings p;
    if (j.contains("overall")) p.overall_places = int_field(j, path, "overall");
    if (j.contains("classes")) {
        const json& list = array_field(j, path, "classes");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string cp = fmt::format("{}.classes[{}]", path, i);
            RatingClass c;
            c.name = string_field(list[i], cp, "name");
            c.min_rating = list[i].contains("min_rating")
                               ? optional_int_field(list[i], cp, "min_rating")
                               : std::nullopt;
            if (list[i].contains("places")) c.places = int_field(list[i], cp, "places");
            p.classes.push_back(std::move(c));
        }
    }
    if (j.contains("best_game")) p.best_game = bool_field(j, path, "best_game");
    if (j.contains("highest_score")) p.highest_score = bool_field(j, path, "highest_score");
    if (j.contains("best_bingo")) p.best_bingo = bool_field(j, path, "best_bingo");
    return p;
}

Settings read_settings(const json& j, const std::string& path) {
    Settings s;
    s.format = parsed(parse_format(string_field(j, path, "format")), path + ".format");
    s.system = parsed(parse_system(string_field(j, path, "system")), path + ".system");
    s.rounds = int_field(j, path, "rounds");
    s.koth_rounds = int_field(j, path, "koth_rounds");
    s.rules = string_field(j, path, "rules");
    s.clock_minutes = int_field(j, path, "clock_minutes");
    const json& bye = field(j, path, "bye");
    s.bye.win = halves_field(bye, path + ".bye", "win");
    s.bye.spread = int_field(bye, path + ".bye", "spread");
    s.bye.points = optional_int_field(bye, path + ".bye", "points");
    s.forfeit_spread = int_field(j, path, "forfeit_spread");
    const json& res = field(j, path, "resistance");
    s.resistance.cut_lowest = int_field(res, path + ".resistance", "cut_lowest");
    s.resistance.opponent_spread = bool_field(res, path + ".resistance", "opponent_spread");
    s.resistance.count_opponent_byes = bool_field(res, path + ".resistance", "count_opponent_byes");
    // Files from before the draw was the default lack it: their games were balanced.
    s.balanced_starts =
        j.contains("balanced_starts") ? bool_field(j, path, "balanced_starts") : true;
    // Before the range check, any clock was taken: such a file keeps its clock as allowed.
    s.clock_override = j.contains("clock_override") ? bool_field(j, path, "clock_override")
                                                    : clock_outside_rules(s);
    // The games' settings (issue 19) in the create request's shape, "clock" and "settings";
    // files from before them lack both: the rules' defaults.
    if (j.contains("clock")) {
        const json& c = field(j, path, "clock");
        const std::string cp = path + ".clock";
        const json& overtime = field(c, cp, "overtime");
        if (!overtime.is_null()) {
            s.overtime = core::value_in(game::kOvertimeRuleNames, string_field(c, cp, "overtime"));
            if (!s.overtime) throw BadField{cp + ".overtime", "is not loss or penalty"};
        }
        s.penalty_per_minute = optional_int_field(c, cp, "penalty_per_minute");
        s.overtime_limit_minutes = optional_int_field(c, cp, "overtime_limit_minutes");
        s.total_minutes = optional_int_field(c, cp, "total_minutes");
    }
    if (j.contains("settings")) {
        const json& h = field(j, path, "settings");
        const std::string hp = path + ".settings";
        const auto swap = core::value_in(core::kBlankSwapNames, string_field(h, hp, "blank_swap"));
        if (!swap) throw BadField{hp + ".blank_swap", "is not off, then_play or is_turn"};
        s.house.blank_swap = *swap;
        s.house.play_on_after_out = bool_field(h, hp, "play_on_after_out");
        s.house.veto = bool_field(h, hp, "veto");
        s.house.failed_challenge_penalty = int_field(h, hp, "failed_challenge_penalty");
    }
    // Files from before the prizes have none.
    if (j.contains("prizes") && !j["prizes"].is_null())
        s.prizes = read_prizes(j["prizes"], path + ".prizes");
    return s;
}

std::optional<std::size_t> seat_field(const json& obj, const std::string& path, const char* key) {
    const json& j = field(obj, path, key);
    if (j == "first") return kFirstSeat;
    if (j == "second") return kSecondSeat;
    if (!j.is_null()) throw BadField{path + "." + key, "is not first, second or null"};
    return std::nullopt;
}

GameResult read_result(const json& j, const std::string& path) {
    GameResult r;
    r.scores = score_pair(field(j, path, "scores"), path + ".scores");
    const json& jury = field(j, path, "jury_scores");
    if (!jury.is_null()) r.jury_scores = score_pair(jury, path + ".jury_scores");
    const std::string forfeit = string_field(j, path, "forfeit");
    if (forfeit == "none")
        r.forfeit = Forfeit::kNone;
    else if (forfeit == "first")
        r.forfeit = Forfeit::kFirst;
    else if (forfeit == "second")
        r.forfeit = Forfeit::kSecond;
    else if (forfeit == "both")
        r.forfeit = Forfeit::kBoth;
    else
        throw BadField{path + ".forfeit", "is not none, first, second or both"};
    r.lost_on_time = seat_field(j, path, "lost_on_time");
    // Files written before resignations, no-shows and adjournments were kinds of their own
    // lack these fields: absent means "no".
    if (j.contains("resigned")) r.resigned = seat_field(j, path, "resigned");
    if (j.contains("no_show")) r.no_show = bool_field(j, path, "no_show");
    if (j.contains("adjourned")) r.adjourned = bool_field(j, path, "adjourned");
    if (j.contains("started")) r.started = seat_field(j, path, "started");
    return r;
}

Tournament read_tournament(const json& j) {
    if (!j.is_object()) throw BadField{"(top)", "is not an object"};
    if (string_field(j, "", "kind") != kKind)
        throw BadField{".kind", "is not a Letterzak tournament"};
    const int version = int_field(j, "", "format_version");
    if (version != kJsonFormatVersion)
        throw BadField{".format_version", fmt::format("is {}; this build reads version {}", version,
                                                      kJsonFormatVersion)};
    Tournament t;
    t.name = string_field(j, "", "name");
    t.settings = read_settings(field(j, "", "settings"), ".settings");
    const json& players = array_field(j, "", "players");
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string path = fmt::format(".players[{}]", i);
        Player p;
        p.id = int_field(players[i], path, "id");
        p.name = string_field(players[i], path, "name");
        p.rating = optional_int_field(players[i], path, "rating");
        p.withdrawn = bool_field(players[i], path, "withdrawn");
        t.players.push_back(std::move(p));
    }
    const json& seeding = array_field(j, "", "seeding");
    for (std::size_t i = 0; i < seeding.size(); ++i)
        t.seeding.push_back(get_int(seeding[i], fmt::format(".seeding[{}]", i)));
    const json& rounds = array_field(j, "", "rounds");
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        const std::string path = fmt::format(".rounds[{}]", r);
        Round round;
        round.number = int_field(rounds[r], path, "number");
        const json& pairings = array_field(rounds[r], path, "pairings");
        for (std::size_t i = 0; i < pairings.size(); ++i) {
            const std::string ppath = fmt::format("{}.pairings[{}]", path, i);
            Pairing p;
            p.first = optional_int_field(pairings[i], ppath, "first").value_or(kNoPlayer);
            p.second = optional_int_field(pairings[i], ppath, "second").value_or(kNoPlayer);
            const json& result = field(pairings[i], ppath, "result");
            if (!result.is_null()) p.result = read_result(result, ppath + ".result");
            round.pairings.push_back(std::move(p));
        }
        t.rounds.push_back(std::move(round));
    }
    // Files from before sanctions have none.
    if (j.contains("sanctions")) {
        const json& sanctions = array_field(j, "", "sanctions");
        for (std::size_t i = 0; i < sanctions.size(); ++i) {
            const std::string path = fmt::format(".sanctions[{}]", i);
            Sanction s;
            s.player = int_field(sanctions[i], path, "player");
            s.kind = parsed(parse_sanction_kind(string_field(sanctions[i], path, "kind")),
                            path + ".kind");
            s.round = int_field(sanctions[i], path, "round");
            s.points = int_field(sanctions[i], path, "points");
            s.note = string_field(sanctions[i], path, "note");
            t.sanctions.push_back(std::move(s));
        }
    }
    return t;
}

json id_or_null(PlayerId id) {
    return id == kNoPlayer ? json(nullptr) : json(id);
}

}  // namespace

nlohmann::json prizes_to_json(const PrizeSettings& p) {
    json classes = json::array();
    for (const RatingClass& c : p.classes)
        classes.push_back({{"name", c.name},
                           {"min_rating", c.min_rating ? json(*c.min_rating) : json(nullptr)},
                           {"places", c.places}});
    return {{"overall", p.overall_places},
            {"classes", std::move(classes)},
            {"best_game", p.best_game},
            {"highest_score", p.highest_score},
            {"best_bingo", p.best_bingo}};
}

Result<PrizeSettings> prizes_from_json(const nlohmann::json& j) {
    try {
        return read_prizes(j, "prizes");
    } catch (const BadField& bad) {
        return make_error("bad_request", fmt::format("{} {}", bad.path, bad.problem));
    }
}

nlohmann::json prize_list_to_json(const Tournament& t, const PrizeList& list) {
    json awards = json::array();
    for (const Award& a : list.awards) {
        json j = {{"category", prize_category_name(a.category)},
                  {"place", a.place},
                  {"shared", a.shared},
                  {"player", a.player},
                  {"name", player_name(t, a.player)}};
        if (a.category == PrizeCategory::kClass) j["class"] = a.class_name;
        if (a.round > 0) {
            j["value"] = a.value;
            j["round"] = a.round;
            j["opponent"] = a.opponent;
            j["opponent_name"] = player_name(t, a.opponent);
        }
        if (!a.word.empty()) j["word"] = a.word;
        awards.push_back(std::move(j));
    }
    return {{"final", list.final},
            {"settings", prizes_to_json(t.settings.prizes)},
            {"games_over_board", list.games_over_board},
            {"games_with_moves", list.games_with_moves},
            {"empty_classes", list.empty_classes},
            {"awards", std::move(awards)}};
}

nlohmann::json settings_to_json(const Settings& s) {
    json out = {
        {"format", format_name(s.format)},
        {"system", system_name(s.system)},
        {"rounds", s.rounds},
        {"koth_rounds", s.koth_rounds},
        {"rules", s.rules},
        {"clock_minutes", s.clock_minutes},
        {"bye",
         {{"win", s.bye.win / 2.0},
          {"spread", s.bye.spread},
          {"points", s.bye.points ? json(*s.bye.points) : json(nullptr)}}},
        {"forfeit_spread", s.forfeit_spread},
        {"resistance",
         {{"cut_lowest", s.resistance.cut_lowest},
          {"opponent_spread", s.resistance.opponent_spread},
          {"count_opponent_byes", s.resistance.count_opponent_byes}}},
        {"balanced_starts", s.balanced_starts},
        {"clock_override", s.clock_override},
        {"clock",
         {{"overtime",
           s.overtime ? json(core::name_in(game::kOvertimeRuleNames, *s.overtime)) : json(nullptr)},
          {"penalty_per_minute",
           s.penalty_per_minute ? json(*s.penalty_per_minute) : json(nullptr)},
          {"overtime_limit_minutes",
           s.overtime_limit_minutes ? json(*s.overtime_limit_minutes) : json(nullptr)},
          {"total_minutes", s.total_minutes ? json(*s.total_minutes) : json(nullptr)}}},
        {"settings",
         {{"blank_swap", core::name_in(core::kBlankSwapNames, s.house.blank_swap)},
          {"play_on_after_out", s.house.play_on_after_out},
          {"veto", s.house.veto},
          {"failed_challenge_penalty", s.house.failed_challenge_penalty}}},
    };
    // Written only when there are prizes, so the files of tournaments without any read as
    // they always did.
    if (s.prizes.any()) out["prizes"] = prizes_to_json(s.prizes);
    return out;
}

Result<Settings> settings_from_json(const nlohmann::json& j) {
    try {
        return read_settings(j, ".settings");
    } catch (const BadField& bad) {
        return make_error("corrupt_file", fmt::format("field {} {}", bad.path, bad.problem));
    }
}

nlohmann::json tournament_to_json(const Tournament& t) {
    json settings = settings_to_json(t.settings);
    json players = json::array();
    for (const Player& p : t.players)
        players.push_back({{"id", p.id},
                           {"name", p.name},
                           {"rating", p.rating ? json(*p.rating) : json(nullptr)},
                           {"withdrawn", p.withdrawn}});
    json rounds = json::array();
    for (const Round& r : t.rounds) {
        json pairings = json::array();
        for (const Pairing& p : r.pairings)
            pairings.push_back({{"first", id_or_null(p.first)},
                                {"second", id_or_null(p.second)},
                                {"result", p.result ? result_to_json(*p.result) : json(nullptr)}});
        rounds.push_back({{"number", r.number}, {"pairings", std::move(pairings)}});
    }
    json sanctions = json::array();
    for (const Sanction& s : t.sanctions) sanctions.push_back(sanction_to_json(s));
    return json{{"kind", kKind},
                {"sanctions", std::move(sanctions)},
                {"format_version", kJsonFormatVersion},
                {"name", t.name},
                {"settings", std::move(settings)},
                {"players", std::move(players)},
                {"seeding", t.seeding},
                {"rounds", std::move(rounds)}};
}

Result<Tournament> tournament_from_json(const nlohmann::json& j) {
    Tournament t;
    try {
        t = read_tournament(j);
    } catch (const BadField& bad) {
        return make_error("corrupt_file", fmt::format("field {} {}", bad.path, bad.problem));
    }
    if (auto ok = validate_tournament(t); !ok)
        return make_error("corrupt_file", ok.error().message);
    return t;
}

// Names typed in another encoding must not make saving fail: bad bytes become U+FFFD.
std::string serialize_tournament(const Tournament& t) {
    return tournament_to_json(t).dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

Result<Tournament> parse_tournament(std::string_view text) {
    const json j = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) return make_error("corrupt_file", "not valid JSON");
    return tournament_from_json(j);
}

}  // namespace letterzak::tournament
