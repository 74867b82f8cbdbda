#include "tournament/action_log.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "tournament/json_fields.hpp"
#include "tournament/text_lines.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::tournament {
namespace {

using nlohmann::json;
using namespace json_fields;

constexpr std::string_view kLogKind = "letterzak-tournament-log";

Unexpected<Error> damaged(std::string message) {
    return make_error("damaged_log", std::move(message));
}

bool is_start(const Action& a) {
    return std::holds_alternative<CreateTournament>(a) || std::holds_alternative<StartFrom>(a);
}

json id_or_null(PlayerId id) {
    return id == kNoPlayer ? json(nullptr) : json(id);
}

json report_to_json(const GameReport& g) {
    json players = json::array();
    for (const PlayerReport& p : g.players)
        players.push_back({{"player", p.player},
                           {"score", p.score},
                           {"jury_score", p.jury_score ? json(*p.jury_score) : json(nullptr)},
                           {"forfeited", p.forfeited},
                           {"lost_on_time", p.lost_on_time},
                           {"resigned", p.resigned},
                           {"no_show", p.no_show},
                           {"started", p.started}});
    return {{"players", std::move(players)}, {"adjourned", g.adjourned}};
}

GameReport read_report(const json& j, const std::string& path) {
    GameReport g;
    const json& players = array_field(j, path, "players");
    if (players.size() != 2) throw BadField{path + ".players", "does not list two players"};
    for (std::size_t i = 0; i < 2; ++i) {
        const std::string p = fmt::format("{}.players[{}]", path, i);
        PlayerReport& line = g.players[i];
        line.player = int_field(players[i], p, "player");
        line.score = int_field(players[i], p, "score");
        line.jury_score = optional_int_field(players[i], p, "jury_score");
        line.forfeited = bool_field(players[i], p, "forfeited");
        line.lost_on_time = bool_field(players[i], p, "lost_on_time");
        line.resigned = bool_field(players[i], p, "resigned");
        line.no_show = bool_field(players[i], p, "no_show");
        line.started = bool_field(players[i], p, "started");
    }
    g.adjourned = bool_field(j, path, "adjourned");
    return g;
}

Settings read_settings_field(const json& j, const std::string& path) {
    auto s = settings_from_json(field(j, path, "settings"));
    if (!s) throw BadField{path + ".settings", s.error().message};
    return *s;
}

json action_body(const Action& a) {
    return std::visit(
        [](const auto& x) -> json {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, CreateTournament>)
                return {{"name", x.name}, {"settings", settings_to_json(x.settings)}};
            else if constexpr (std::is_same_v<T, StartFrom>)
                return {{"state", tournament_to_json(x.state)}};
            else if constexpr (std::is_same_v<T, AddPlayer>)
                return {{"name", x.name}, {"rating", x.rating ? json(*x.rating) : json(nullptr)}};
            else if constexpr (std::is_same_v<T, SetWithdrawn>)
                return {{"player", x.player}, {"withdrawn", x.withdrawn}};
            else if constexpr (std::is_same_v<T, PairRound>) {
                json pairings = json::array();
                for (const Pairing& p : x.round.pairings)
                    pairings.push_back(
                        {{"first", id_or_null(p.first)}, {"second", id_or_null(p.second)}});
                return {{"round", x.round.number},
                        {"seeding", x.seeding},
                        {"pairings", std::move(pairings)}};
            } else if constexpr (std::is_same_v<T, UnpairRound>)
                return {{"round", x.round}, {"force", x.force}};
            else if constexpr (std::is_same_v<T, EnterResult>)
                return {{"round", x.round}, {"report", report_to_json(x.report)}};
            else if constexpr (std::is_same_v<T, ChangeSettings>)
                return {{"settings", settings_to_json(x.settings)}};
            else if constexpr (std::is_same_v<T, ImposeSanction>)
                return {{"sanction", sanction_to_json(x.sanction)}};
            else
                return {{"target", x.target}};
        },
        a);
}

Action read_action(const std::string& kind, const json& j, const std::string& path) {
    if (kind == "create")
        return CreateTournament{string_field(j, path, "name"), read_settings_field(j, path)};
    if (kind == "start_from") {
        auto t = tournament_from_json(field(j, path, "state"));
        if (!t) throw BadField{path + ".state", t.error().message};
        return StartFrom{std::move(*t)};
    }
    if (kind == "add_player")
        return AddPlayer{string_field(j, path, "name"), optional_int_field(j, path, "rating")};
    if (kind == "withdraw")
        return SetWithdrawn{int_field(j, path, "player"), bool_field(j, path, "withdrawn")};
    if (kind == "pair") {
        PairRound p;
        p.round.number = int_field(j, path, "round");
        const json& seeding = array_field(j, path, "seeding");
        for (std::size_t i = 0; i < seeding.size(); ++i)
            p.seeding.push_back(get_int(seeding[i], fmt::format("{}.seeding[{}]", path, i)));
        const json& pairings = array_field(j, path, "pairings");
        for (std::size_t i = 0; i < pairings.size(); ++i) {
            const std::string pp = fmt::format("{}.pairings[{}]", path, i);
            Pairing pairing;
            pairing.first = optional_int_field(pairings[i], pp, "first").value_or(kNoPlayer);
            pairing.second = optional_int_field(pairings[i], pp, "second").value_or(kNoPlayer);
            p.round.pairings.push_back(pairing);
        }
        return p;
    }
    if (kind == "unpair")
        return UnpairRound{int_field(j, path, "round"), bool_field(j, path, "force")};
    if (kind == "result")
        return EnterResult{int_field(j, path, "round"),
                           read_report(field(j, path, "report"), path + ".report")};
    if (kind == "settings") return ChangeSettings{read_settings_field(j, path)};
    if (kind == "sanction") {
        const json& s = field(j, path, "sanction");
        const std::string sp = path + ".sanction";
        Sanction x;
        x.player = int_field(s, sp, "player");
        auto k = parse_sanction_kind(string_field(s, sp, "kind"));
        if (!k) throw BadField{sp + ".kind", k.error().message};
        x.kind = *k;
        x.round = int_field(s, sp, "round");
        x.points = int_field(s, sp, "points");
        x.note = string_field(s, sp, "note");
        return ImposeSanction{std::move(x)};
    }
    if (kind == "undo") {
        const json& target = field(j, path, "target");
        std::int64_t number = 0;
        if (!formats::read_as(target, number) || number < 1)
            throw BadField{path + ".target", "is not an action's number"};
        return Undo{number};
    }
    throw BadField{".kind", fmt::format("\"{}\" is not a tournament action", kind)};
}

std::int64_t int64_field(const json& obj, const char* key) {
    const json& j = field(obj, "", key);
    if (!j.is_number_integer()) throw BadField{std::string(".") + key, "is not a whole number"};
    std::int64_t v = 0;
    if (!formats::read_as(j, v)) throw BadField{std::string(".") + key, "is out of range"};
    if (v < 0) throw BadField{std::string(".") + key, "is negative"};
    return v;
}

}  // namespace

Result<std::vector<const LoggedAction*>> effective_actions(const ActionLog& log) {
    std::vector<const LoggedAction*> stack;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const LoggedAction& entry = log[i];
        if (i > 0 && entry.seq <= log[i - 1].seq)
            return damaged(fmt::format("action {} follows action {}", entry.seq, log[i - 1].seq));
        if ((i == 0) != is_start(entry.action))
            return damaged(
                fmt::format("action {} ({}): a log begins with a create or start_from, "
                            "and only once",
                            entry.seq, action_kind(entry.action)));
        if (const auto* undo = std::get_if<Undo>(&entry.action)) {
            if (stack.size() < 2 || stack.back()->seq != undo->target)
                return damaged(
                    fmt::format("action {} undoes action {}, which is not the last "
                                "action in effect",
                                entry.seq, undo->target));
            stack.pop_back();
            continue;
        }
        stack.push_back(&entry);
    }
    return stack;
}

Result<Tournament> replay(const ActionLog& log) {
    auto actions = effective_actions(log);
    if (!actions) return Unexpected<Error>{actions.error()};
    if (actions->empty()) return damaged("the log is empty");
    Tournament t;
    for (const LoggedAction* a : *actions)
        if (auto ok = apply_action(t, a->action); !ok)
            return damaged(fmt::format("action {} ({}) does not apply: {}", a->seq,
                                       action_kind(a->action), ok.error().message));
    return t;
}

Result<void> record_action(Tournament& t, ActionLog& log, Action action, std::int64_t at_ms,
                           std::string author) {
    if (std::holds_alternative<Undo>(action))
        return make_error("invalid_action", "undo with undo_last");
    Tournament next = t;
    ActionLog added;
    const auto next_seq = [&] {
        const std::int64_t last = !added.empty() ? added.back().seq
                                  : log.empty()  ? 0
                                                 : log.back().seq;
        return last + 1;
    };
    if (log.empty() && !is_start(action)) {
        const bool fresh = t.players.empty() && t.rounds.empty();
        Action start = fresh ? Action{CreateTournament{t.name, t.settings}} : Action{StartFrom{t}};
        added.push_back(LoggedAction{next_seq(), at_ms, author, std::move(start)});
    } else if (!log.empty() && is_start(action)) {
        return make_error("invalid_action", "the tournament already has its beginning");
    }
    if (auto ok = apply_action(next, action); !ok) return ok;
    added.push_back(LoggedAction{next_seq(), at_ms, std::move(author), std::move(action)});
    t = std::move(next);
    for (LoggedAction& a : added) log.push_back(std::move(a));
    return {};
}

Result<LoggedAction> undo_last(Tournament& t, ActionLog& log, std::int64_t at_ms,
                               std::string author) {
    auto actions = effective_actions(log);
    if (!actions) return Unexpected<Error>{actions.error()};
    if (actions->size() < 2)
        return make_error("nothing_to_undo", "there is no action left to undo");
    const LoggedAction undone = *actions->back();
    ActionLog next = log;
    next.push_back(LoggedAction{log.back().seq + 1, at_ms, std::move(author), Undo{undone.seq}});
    auto state = replay(next);
    if (!state) return Unexpected<Error>{state.error()};
    t = std::move(*state);
    log = std::move(next);
    return undone;
}

nlohmann::json logged_action_to_json(const LoggedAction& a) {
    return {{"seq", a.seq},
            {"at", a.at_ms},
            {"author", a.author},
            {"kind", action_kind(a.action)},
            {"action", action_body(a.action)}};
}

Result<LoggedAction> logged_action_from_json(const nlohmann::json& j) {
    try {
        if (!j.is_object()) throw BadField{"(top)", "is not an object"};
        LoggedAction a;
        a.seq = int64_field(j, "seq");
        a.at_ms = int64_field(j, "at");
        a.author = string_field(j, "", "author");
        a.action = read_action(string_field(j, "", "kind"), field(j, "", "action"), ".action");
        return a;
    } catch (const BadField& bad) {
        return damaged(fmt::format("field {} {}", bad.path, bad.problem));
    }
}

std::string export_log(const ActionLog& log) {
    std::string out = json{{"kind", kLogKind}, {"format_version", kLogFormatVersion}}.dump() + "\n";
    for (const LoggedAction& a : log)
        out += logged_action_to_json(a).dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
    return out;
}

Result<ActionLog> import_log(std::string_view text) {
    ActionLog log;
    Tournament state;
    std::size_t line_number = 0;
    bool header = false;
    while (!text.empty()) {
        const std::string_view line = take_line(text);
        ++line_number;
        if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
        const json j = json::parse(line.begin(), line.end(), nullptr, false);
        if (j.is_discarded()) return damaged(fmt::format("line {}: not valid JSON", line_number));
        if (!header) {
            // Read by hand, not with json::value: a field of another type throws there, and a
            // number past int's range converts with undefined behaviour (found by the fuzzer).
            const auto kind = j.is_object() ? j.find("kind") : j.end();
            if (!j.is_object() || kind == j.end() || !kind->is_string() || *kind != kLogKind)
                return damaged(fmt::format("line {}: not a Letterzak tournament log", line_number));
            const auto version = j.find("format_version");
            if (version == j.end() || !version->is_number_integer() ||
                version->get<std::int64_t>() != kLogFormatVersion)
                return damaged(
                    fmt::format("line {}: format version {}; this build reads {}", line_number,
                                version == j.end() ? "none" : version->dump(), kLogFormatVersion));
            header = true;
            continue;
        }
        auto action = logged_action_from_json(j);
        if (!action)
            return damaged(fmt::format("line {}: {}", line_number, action.error().message));
        // Checked line by line, so the error names the line that broke the log: the order and
        // the beginning here, the action against the state so far (an undo replays the whole).
        const bool undo = std::holds_alternative<Undo>(action->action);
        const std::string where = fmt::format("line {} (action {}, {})", line_number, action->seq,
                                              action_kind(action->action));
        if (!log.empty() && action->seq <= log.back().seq)
            return damaged(fmt::format("{}: follows action {}", where, log.back().seq));
        if (log.empty() != is_start(action->action))
            return damaged(
                fmt::format("{}: a log begins with a create or start_from, and only "
                            "once",
                            where));
        log.push_back(std::move(*action));
        if (undo) {
            auto replayed = replay(log);
            if (!replayed) return damaged(fmt::format("{}: {}", where, replayed.error().message));
            state = std::move(*replayed);
        } else if (auto ok = apply_action(state, log.back().action); !ok) {
            return damaged(fmt::format("{}: does not apply: {}", where, ok.error().message));
        }
    }
    if (!header) return damaged("the file is empty");
    if (log.empty()) return damaged("the log has no actions");
    return log;
}

}  // namespace letterzak::tournament
