#include "server/tournament_service.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>

#include "core/rules.hpp"
#include "formats/json_read.hpp"
#include "server/new_game_request.hpp"
#include "server/pairing_result.hpp"
#include "server/rules_json.hpp"
#include "server/tokens.hpp"
#include "server/tournament_request.hpp"
#include "server/tournament_view.hpp"
#include "server/wall_clock.hpp"
#include "tournament/action_log.hpp"
#include "tournament/csv_export.hpp"
#include "tournament/html_export.hpp"
#include "tournament/pairing.hpp"
#include "tournament/tournament_json.hpp"
#include "tournament/tsh_file.hpp"

namespace letterzak::server {

using nlohmann::json;
namespace tn = letterzak::tournament;

namespace {

Unexpected<Error> unknown_tournament() {
    return make_error("unknown_tournament", "there is no such tournament");
}

// The Result of a change that refused, for a Change function.
Result<void> fail(const Error& e) {
    return Unexpected<Error>{e};
}

// A true/false field of a request body; false when the body or the field is absent.
Result<bool> flag(const json& body, const char* key) {
    if (!body.is_object()) return false;
    const auto it = body.find(key);
    if (it == body.end()) return false;
    if (!it->is_boolean())
        return make_error("bad_request", fmt::format("'{}' is true or false", key));
    return it->get<bool>();
}

constexpr std::string_view kDirector = "director";

// A director's action on the stored record: applied, and appended to its log.
Result<void> act(store::TournamentRecord& rec, tn::Action action,
                 std::string author = std::string(kDirector)) {
    return tn::record_action(rec.tournament, rec.log, std::move(action), unix_millis(),
                             std::move(author));
}

// The pairing of `round` that `start` names: its index, or the reason there is none.
Result<std::size_t> pairing_index(const tn::Tournament& t, int round, const GameStart& start) {
    const tn::Round& r = t.rounds[static_cast<std::size_t>(round - 1)];
    std::optional<std::size_t> index;
    if (start.board) {
        if (*start.board < 1 || *start.board > static_cast<int>(r.pairings.size()))
            return make_error("unknown_board",
                              fmt::format("round {} has boards 1–{}", round, r.pairings.size()));
        index = static_cast<std::size_t>(*start.board - 1);
    } else {
        for (std::size_t i = 0; i < r.pairings.size(); ++i)
            if (r.pairings[i].has(*start.player)) index = i;
        if (!index)
            return make_error("not_paired",
                              fmt::format("{} is not paired in round {}",
                                          tn::find_player(t, *start.player)->name, round));
    }
    if (!r.pairings[*index].is_game())
        return make_error("not_a_game", fmt::format("board {} of round {} is a bye, not a game",
                                                    *index + 1, round));
    return *index;
}

}  // namespace

TournamentService::TournamentService(store::TournamentRepository& repository, GameService& games,
                                     TournamentLimits limits)
    : repository_(repository), games_(games), limits_(limits) {
    games_.on_finished(
        [this](const std::string& id, const game::Game& g) { game_finished(id, g); });
}

// ---------------------------------------------------------------------------------------
// Reading

Result<store::TournamentRecord> TournamentService::record(std::string_view id) {
    if (!plausible_game_id(id)) return unknown_tournament();
    auto r = repository_.load_record(id);
    if (!r) return Unexpected<Error>{r.error()};
    if (!*r) return unknown_tournament();
    return std::move(**r);
}

Result<store::TournamentRecord> TournamentService::change(
    std::string_view id, const store::TournamentRepository::Change& change) {
    if (!plausible_game_id(id)) return unknown_tournament();
    auto r = repository_.update(id, change);
    if (!r && r.error().code == "not_found") return unknown_tournament();
    if (r) watchers_->changed(r->id, r->updated_at);
    return r;
}

Result<void> TournamentService::exists(std::string_view id) {
    auto r = record(id);
    if (!r) return Unexpected<Error>{r.error()};
    return {};
}

Result<std::shared_ptr<const std::string>> TournamentService::notice(std::string_view id) {
    auto r = record(id);
    if (!r) return Unexpected<Error>{r.error()};
    return TournamentWatchers::notice(r->id, r->updated_at);
}

Result<void> TournamentService::follow(std::string_view id, std::weak_ptr<Subscriber> subscriber) {
    auto r = record(id);
    if (!r) return Unexpected<Error>{r.error()};
    auto s = subscriber.lock();
    if (!s) return {};
    // Following first, then the notice: a change in between is announced, never missed.
    watchers_->watch(r->id, std::move(subscriber));
    s->deliver(TournamentWatchers::notice(r->id, r->updated_at));
    return {};
}

json TournamentService::view_json(const store::TournamentRecord& record,
                                  std::optional<int> after_round) {
    PairingGames games;
    if (auto links = repository_.games_of(record.id)) {
        for (const store::TournamentGame& g : *links) {
            const auto status = games_.status(g.game_id);
            games[{g.round, g.first, g.second}] = {
                g.game_id, status ? std::string(game::game_status_name(*status)) : std::string()};
        }
    }
    return tournament_view_json(record, games, after_round);
}

Reply TournamentService::changed(const store::TournamentRecord& record, unsigned status,
                                 json extra) {
    extra["tournament"] = view_json(record, std::nullopt);
    return Reply::json(status, std::move(extra));
}

Reply TournamentService::list(std::size_t limit) {
    auto ids = repository_.tournament_ids();
    if (!ids) return Reply::refusal(ids.error());
    json out = json::array();
    for (const std::string& id : *ids) {
        if (out.size() >= limit) break;
        auto r = repository_.load_record(id);
        if (!r || !*r) continue;  // damaged: reported when it is opened, not in every list
        out.push_back(tournament_summary_json(**r));
    }
    return Reply::json(200, {{"tournaments", std::move(out)}, {"total", ids->size()}});
}

Reply TournamentService::view(std::string_view id, std::optional<int> after_round) {
    auto r = record(id);
    if (!r) return Reply::refusal(r.error());
    if (after_round && (*after_round < 0 || *after_round > tn::current_round(r->tournament)))
        return Reply::error(
            404, "unknown_round",
            fmt::format("{} rounds have been paired", tn::current_round(r->tournament)));
    return Reply::json(200, view_json(*r, after_round));
}

Reply TournamentService::export_file(std::string_view id, std::string_view file,
                                     std::optional<int> after_round) {
    auto r = record(id);
    if (!r) return Reply::refusal(r.error());
    const tn::Tournament& t = r->tournament;
    if (after_round && (*after_round < 0 || *after_round > tn::current_round(t)))
        return Reply::error(404, "unknown_round",
                            fmt::format("{} rounds have been paired", tn::current_round(t)));
    const tn::Standings s = tn::compute_standings(t, after_round);
    Reply out;
    if (file == "standings.csv") {
        out.text = tn::standings_csv(s);
        out.content_type = "text/csv; charset=utf-8";
        out.filename = fmt::format("letterzak-{}-standings.csv", r->id);
    } else if (file == "pairings.csv") {
        out.text = tn::pairings_csv(t);
        out.content_type = "text/csv; charset=utf-8";
        out.filename = fmt::format("letterzak-{}-pairings.csv", r->id);
    } else if (file == "tsh.t") {
        // TSH's division data file (tsh_file.hpp), to go on in TSH.
        auto text = tn::export_tsh(t);
        if (!text) return Reply::refusal(text.error());
        out.text = std::move(*text);
        out.content_type = "text/plain; charset=utf-8";
        out.filename = fmt::format("letterzak-{}.t", r->id);
    } else if (file == "report.html") {
        // Shown, not downloaded: it is the page to print.
        const tn::PrizeList prizes = tn::compute_prizes(t, prize_evidence(*r));
        out.text = tn::html_report(t, s, &prizes, "games.zip");
        out.content_type = "text/html; charset=utf-8";
    } else if (file == "games.zip") {
        auto zip = games_archive(t, r->id, recorded(*r));
        if (!zip) return Reply::refusal(zip.error());
        out.text = std::move(*zip);
        out.content_type = "application/zip";
        out.filename = fmt::format("letterzak-{}-partijen.zip", r->id);
    } else {
        return Reply::error(
            404, "not_found",
            "exports are standings.csv, pairings.csv, tsh.t, report.html and games.zip");
    }
    return out;
}

Reply TournamentService::prizes(std::string_view id) {
    auto r = record(id);
    if (!r) return Reply::refusal(r.error());
    const tn::PrizeList list = tn::compute_prizes(r->tournament, prize_evidence(*r));
    return Reply::json(200, tn::prize_list_to_json(r->tournament, list));
}

tn::GameEvidence TournamentService::prize_evidence(const store::TournamentRecord& record) {
    // Only the best bingo needs the moves: the other prizes read the results alone.
    if (!record.tournament.settings.prizes.best_bingo) return {};
    return evidence_of(recorded(record));
}

std::vector<RecordedGame> TournamentService::recorded(const store::TournamentRecord& record) {
    auto links = repository_.games_of(record.id);
    if (!links) return {};
    return recorded_games(record.tournament, *links, [this](const std::string& game_id) {
        return games_.finished_game(game_id);
    });
}

// ---------------------------------------------------------------------------------------
// The director

Result<void> TournamentService::authorize(std::string_view id, std::string_view token) {
    auto r = record(id);
    if (!r) return Unexpected<Error>{r.error()};
    if (token.empty())
        return make_error("missing_token",
                          "this needs the director's token (Authorization: Bearer …)");
    // A tournament made on the command line has no director on the web: no token fits.
    if (!plausible_token(token) || r->director_hash.empty() ||
        !same_hash(token_hash(token), r->director_hash))
        return make_error("bad_token", "this is not the director's token for this tournament");
    return {};
}

Result<void> TournamentService::room_for_another() {
    auto ids = repository_.tournament_ids();
    if (!ids) return Unexpected<Error>{ids.error()};
    if (ids->size() >= limits_.max_tournaments)
        return make_error(
            "too_many_tournaments",
            fmt::format("this server holds at most {} tournaments", limits_.max_tournaments));
    return {};
}

Reply TournamentService::store_new(store::TournamentRecord record) {
    const std::string token = new_seat_token();
    record.id = new_game_id();
    record.director_hash = token_hash(token);
    record.created_at = record.updated_at = unix_millis();
    if (auto ok = repository_.create_tournament(record); !ok) return Reply::refusal(ok.error());
    return Reply::json(201, {{"id", record.id},
                             {"director_token", token},
                             {"tournament", view_json(record, std::nullopt)}});
}

Reply TournamentService::create(const json& body) {
    auto spec = parse_new_tournament(body);
    if (!spec) return Reply::refusal(spec.error());
    if (auto room = room_for_another(); !room) return Reply::refusal(room.error());
    store::TournamentRecord record;
    if (auto made = act(record, tn::CreateTournament{spec->name, spec->settings}); !made)
        return Reply::refusal(made.error());
    return store_new(std::move(record));
}

Reply TournamentService::add_players(std::string_view id, const json& body) {
    auto entries = parse_player_entries(body);
    if (!entries) return Reply::refusal(entries.error());
    json added = json::array();
    auto r = change(id, [&](store::TournamentRecord& rec, std::vector<store::TournamentGame>&) {
        added = json::array();
        if (rec.tournament.players.size() + entries->size() > limits_.max_players)
            return fail(Error{"too_many_players",
                              fmt::format("a tournament on this server has at most {} players",
                                          limits_.max_players)});
        for (const PlayerEntry& e : *entries) {
            if (auto ok = act(rec, tn::AddPlayer{e.name, e.rating}); !ok) return ok;
            const tn::PlayerId player = rec.tournament.players.back().id;
            if (!e.computer.empty()) rec.computers[player] = e.computer;
            added.push_back(player);
        }
        return Result<void>{};
    });
    if (!r) return Reply::refusal(r.error());
    return changed(*r, 201, {{"added", added}});
}

Reply TournamentService::withdraw(std::string_view id, std::string_view player, const json& body) {
    if (!body.is_object()) return Reply::error(400, "bad_request", "the body must be an object");
    bool withdrawn = true;
    if (const auto w = body.find("withdrawn"); w != body.end()) {
        if (!w->is_boolean())
            return Reply::error(400, "bad_request", "'withdrawn' is true or false");
        withdrawn = w->get<bool>();
    }
    auto r = change(id, [&](store::TournamentRecord& rec, std::vector<store::TournamentGame>&) {
        auto p = tn::resolve_player(rec.tournament, player);
        if (!p) return fail(p.error());
        return act(rec, tn::SetWithdrawn{*p, withdrawn});
    });
    if (!r) return Reply::refusal(r.error());
    return changed(*r);
}

Reply TournamentService::pair(std::string_view id) {
    int number = 0;
    auto r = change(id, [&](store::TournamentRecord& rec, std::vector<store::TournamentGame>&) {
        auto p = tn::pair_action(rec.tournament);
        if (!p) return fail(p.error());
        number = p->round.number;
        return act(rec, std::move(*p));
    });
    if (!r) return Reply::refusal(r.error());
    return changed(*r, 201, {{"round", number}});
}

Reply TournamentService::unpair(std::string_view id, const json& body) {
    if (!body.is_object() && !body.is_null())
        return Reply::error(400, "bad_request", "the body must be an object");
    const auto force = flag(body, "force");
    if (!force) return Reply::refusal(force.error());
    auto r = change(id,
                    [&](store::TournamentRecord& rec,
                        std::vector<store::TournamentGame>& games) -> Result<void> {
                        const int last = tn::current_round(rec.tournament);
                        // A game still being played would lose its round: only when the director
                        // insists.
                        for (const store::TournamentGame& g : games) {
                            if (g.round != last || *force) continue;
                            const auto status = games_.status(g.game_id);
                            if (status && *status != game::GameStatus::kFinished)
                                return make_error(
                                    "games_in_progress",
                                    fmt::format("game {} of round {} is still being played "
                                                "(unpair with force to take the round back anyway)",
                                                g.game_id, last));
                        }
                        return act(rec, tn::UnpairRound{last, *force});
                    });
    if (!r) return Reply::refusal(r.error());
    return changed(*r);
}

Reply TournamentService::enter_result(std::string_view id, int round, const json& body) {
    // "repair": true accepts the offer of a refused knock-out correction: re-pair from here.
    const auto repair = flag(body, "repair");
    if (!repair) return Reply::refusal(repair.error());
    json result = body;
    if (result.is_object()) result.erase("repair");
    bool repaired = false;
    auto r = change(id, [&](store::TournamentRecord& rec, std::vector<store::TournamentGame>&) {
        repaired = false;
        auto report = parse_result(result, rec.tournament);
        if (!report) return fail(report.error());
        auto ok = act(rec, tn::EnterResult{round, *report});
        if (ok || ok.error().code != "round_already_paired" || !*repair) return ok;
        // Re-pair from here: the later rounds go back (each an action of the log), the
        // correction goes in, and the next round is paired again from the new winners.
        while (tn::current_round(rec.tournament) > round)
            if (auto back = act(rec, tn::UnpairRound{tn::current_round(rec.tournament), true});
                !back)
                return back;
        if (auto entered = act(rec, tn::EnterResult{round, *report}); !entered) return entered;
        auto next = tn::pair_action(rec.tournament);
        if (!next) return fail(next.error());
        repaired = true;
        return act(rec, std::move(*next));
    });
    if (!r) return Reply::refusal(r.error());
    return changed(*r, 200, {{"repaired", repaired}});
}

// ---------------------------------------------------------------------------------------
// The action log

Reply TournamentService::log(std::string_view id) {
    auto rec = record(id);
    if (!rec) return Reply::refusal(rec.error());
    auto log = repository_.log_of(rec->id);
    if (!log) return Reply::refusal(log.error());
    return Reply::json(200, {{"log", log_view_json(*log)}});
}

Reply TournamentService::export_log(std::string_view id) {
    auto rec = record(id);
    if (!rec) return Reply::refusal(rec.error());
    auto log = repository_.log_of(rec->id);
    if (!log) return Reply::refusal(log.error());
    if (log->empty()) {
        // Made before the log existed: the log begins with its state as it is.
        log->push_back(
            tn::LoggedAction{1, rec->updated_at, "server", tn::StartFrom{rec->tournament}});
    }
    Reply out;
    out.text = tn::export_log(*log);
    out.content_type = "application/jsonl; charset=utf-8";
    out.filename = fmt::format("letterzak-{}-log.jsonl", rec->id);
    return out;
}

Reply TournamentService::undo(std::string_view id, const json& body) {
    int count = 1;
    if (body.is_object()) {
        if (const auto c = body.find("count"); c != body.end()) {
            if (!c->is_number_integer() || c->get<long long>() < 1 || c->get<long long>() > 100)
                return Reply::error(400, "bad_request", "'count' is 1–100 actions");
            count = c->get<int>();
        }
    } else if (!body.is_null()) {
        return Reply::error(400, "bad_request", "the body must be an object");
    }
    json undone = json::array();
    auto r = change(id, [&](store::TournamentRecord& rec, std::vector<store::TournamentGame>&) {
        undone = json::array();
        for (int i = 0; i < count; ++i) {
            auto u = tn::undo_last(rec.tournament, rec.log, unix_millis(), std::string(kDirector));
            if (!u) return fail(u.error());
            undone.push_back({{"seq", u->seq},
                              {"kind", tn::action_kind(u->action)},
                              {"text", tn::describe_action(rec.tournament, u->action)}});
        }
        return Result<void>{};
    });
    if (!r) return Reply::refusal(r.error());
    return changed(*r, 200, {{"undone", std::move(undone)}});
}

Reply TournamentService::import_log(const json& body) {
    const bool tsh = body.is_object() && body.contains("tsh");
    if (!body.is_object() ||
        !(tsh ? body["tsh"].is_string() : body.contains("log") && body["log"].is_string()))
        return Reply::error(400, "bad_request",
                            "the body is {\"log\": an exported log (JSON Lines)} or {\"tsh\": a "
                            "TSH .t file, \"name\", and the settings of a new tournament}");
    if (auto room = room_for_another(); !room) return Reply::refusal(room.error());
    Result<tn::ActionLog> log = tn::ActionLog{};
    if (tsh) {
        json spec_body = body;
        spec_body.erase("tsh");
        auto spec = parse_new_tournament(spec_body);
        if (!spec) return Reply::refusal(spec.error());
        log = tn::import_tsh(body["tsh"].get<std::string>(), spec->name, spec->settings,
                             unix_millis(), "TSH import");
    } else {
        log = tn::import_log(body["log"].get<std::string>());
    }
    if (!log) return Reply::refusal(log.error());
    auto t = tn::replay(*log);
    if (!t) return Reply::refusal(t.error());
    if (!offered(t->settings.rules))
        return Reply::error(409, "rules_not_offered",
                            "this server does not offer the tournament's rule set");
    if (t->players.size() > limits_.max_players)
        return Reply::error(
            409, "too_many_players",
            fmt::format("a tournament on this server has at most {} players", limits_.max_players));
    store::TournamentRecord record;
    record.tournament = std::move(*t);
    record.log = std::move(*log);
    return store_new(std::move(record));
}

Reply TournamentService::sanction(std::string_view id, const json& body) {
    auto r = change(id, [&](store::TournamentRecord& rec, std::vector<store::TournamentGame>&) {
        auto s = parse_sanction(body, rec.tournament);
        if (!s) return fail(s.error());
        return act(rec, tn::ImposeSanction{std::move(*s)});
    });
    if (!r) return Reply::refusal(r.error());
    return changed(*r);
}

Reply TournamentService::change_settings(std::string_view id, const json& body) {
    if (!body.is_object()) return Reply::error(400, "bad_request", "the body must be an object");
    auto r = change(id, [&](store::TournamentRecord& rec, std::vector<store::TournamentGame>&) {
        // The request names what changes; the rest stays as it is.
        json merged = tn::settings_to_json(rec.tournament.settings);
        merged.merge_patch(body);
        merged["name"] = rec.tournament.name;
        auto spec = parse_new_tournament(merged);
        if (!spec) return fail(spec.error());
        return act(rec, tn::ChangeSettings{spec->settings});
    });
    if (!r) return Reply::refusal(r.error());
    return changed(*r);
}

// ---------------------------------------------------------------------------------------
// Games on the server

void TournamentService::start_game(std::string_view id, int round, const json& body,
                                   ReplyFn reply) {
    auto rec = record(id);
    if (!rec) return reply(Reply::refusal(rec.error()));
    const tn::Tournament& t = rec->tournament;
    auto start = parse_game_start(body, t);
    if (!start) return reply(Reply::refusal(start.error()));
    if (round < 1 || round > tn::current_round(t))
        return reply(
            Reply::error(404, "unknown_round", fmt::format("there is no round {}", round)));
    auto index = pairing_index(t, round, *start);
    if (!index) return reply(Reply::refusal(index.error()));
    const tn::Pairing pairing = t.rounds[static_cast<std::size_t>(round - 1)].pairings[*index];
    if (pairing.result)
        return reply(Reply::error(409, "has_result",
                                  "this pairing has its result (enter a correction instead)"));
    auto links = repository_.games_of(rec->id);
    if (!links) return reply(Reply::refusal(links.error()));
    for (const store::TournamentGame& g : *links) {
        if (g.round != round || g.first != pairing.first || g.second != pairing.second) continue;
        const auto status = games_.status(g.game_id);
        if (status && *status != game::GameStatus::kFinished && !start->replace)
            return reply(Reply::error(
                409, "game_in_progress",
                fmt::format("game {} is being played for this pairing (\"replace\":true starts "
                            "another)",
                            g.game_id)));
    }
    if (!offered(t.settings.rules))
        return reply(Reply::error(409, "rules_not_offered",
                                  "this server does not offer the tournament's rule set"));

    const core::RuleSet& rules = *core::rule_set_by_name(t.settings.rules);
    NewGame spec;
    spec.rules = t.settings.rules;
    for (tn::PlayerId p : {pairing.first, pairing.second}) {
        SeatSpec seat;
        seat.name = clean_name(tn::find_player(t, p)->name);
        if (const auto c = rec->computers.find(p); c != rec->computers.end()) {
            seat.kind = store::SeatKind::kComputer;
            seat.level = c->second;
        }
        spec.seats.push_back(std::move(seat));
    }
    // The games' clock and house rules, as the tournament chose them (checked when chosen;
    // a file from elsewhere is checked again here).
    auto clock = game::clock_settings_from(tn::clock_choice(t.settings), rules);
    if (!clock) return reply(Reply::refusal(clock.error()));
    spec.clock = *clock;
    spec.house = t.settings.house;
    // SPEC §6: the draw of II-4 decides who starts, played out by the game as it begins and
    // shown to both players; with balanced starts the pairing's first player starts.
    if (t.settings.balanced_starts) spec.starter = 0;
    spec.knockout = t.settings.system == tn::PairingSystem::kKnockOut;

    const std::string tid = rec->id;
    games_.create(std::move(spec), [this, tid, round, pairing, board = *index + 1,
                                    reply](Reply created) {
        if (!created.ok()) return reply(std::move(created));
        const std::string game_id = created.body["id"].get<std::string>();
        auto linked = change(
            tid,
            [&](store::TournamentRecord& r,
                std::vector<store::TournamentGame>& games) -> Result<void> {
                // Another request may have entered the result or unpaired the round meanwhile.
                if (!store::pairing_exists(r.tournament, round, pairing.first, pairing.second))
                    return make_error("not_paired", "the round was unpaired meanwhile");
                for (const tn::Pairing& p :
                     r.tournament.rounds[static_cast<std::size_t>(round - 1)].pairings)
                    if (p.first == pairing.first && p.second == pairing.second && p.result)
                        return make_error("has_result",
                                          "the pairing's result was entered meanwhile");
                std::erase_if(games, [&](const store::TournamentGame& g) {
                    return g.round == round && g.first == pairing.first &&
                           g.second == pairing.second;
                });
                games.push_back({round, pairing.first, pairing.second, game_id, unix_millis(), -1});
                return {};
            });
        // The game stays on the server as an ordinary game; it just does not feed the round.
        if (!linked) return reply(Reply::refusal(linked.error()));
        // Two computers may have finished already.
        catch_up(game_id);
        json seats = json::array();
        const std::array<tn::PlayerId, 2> players{pairing.first, pairing.second};
        for (const json& s : created.body["seats"]) {
            const auto seat = s["seat"].get<std::size_t>();
            json j = {{"seat", seat},
                      {"player", players[seat]},
                      {"name", s["name"]},
                      {"type", s["type"]}};
            if (s.contains("level")) j["level"] = s["level"];
            if (s.contains("token")) {
                const std::string token = s["token"].get<std::string>();
                j["token"] = token;
                j["link"] = fmt::format("/#/join/{}/{}/{}", game_id, seat, token);
            }
            seats.push_back(std::move(j));
        }
        reply(Reply::json(201, {{"game_id", game_id},
                                {"round", round},
                                {"board", board},
                                {"seats", std::move(seats)}}));
    });
}

Result<store::TournamentGame> TournamentService::game_of(const store::TournamentRecord& rec,
                                                         std::string_view game_id) {
    auto links = repository_.games_of(rec.id);
    if (!links) return Unexpected<Error>{links.error()};
    const auto link = std::find_if(links->begin(), links->end(),
                                   [&](const auto& g) { return g.game_id == game_id; });
    if (link == links->end()) return make_error("unknown_game", "this tournament has no such game");
    return *link;
}

void TournamentService::start_clock(std::string_view id, std::string_view game_id, ReplyFn reply) {
    auto rec = record(id);
    if (!rec) return reply(Reply::refusal(rec.error()));
    if (auto link = game_of(*rec, game_id); !link) return reply(Reply::refusal(link.error()));
    games_.start_clock(game_id, [this, tid = rec->id, reply = std::move(reply)](Reply done) {
        if (done.ok()) {
            // The record does not hold a game's clock: the time of the start is the version.
            const auto now = store::now_millis();
            watchers_->changed(tid, now);
            repository_.announce(tid, now);
        }
        reply(std::move(done));
    });
}

void TournamentService::extra_time(std::string_view id, std::string_view game_id, const json& body,
                                   ReplyFn reply) {
    auto rec = record(id);
    if (!rec) return reply(Reply::refusal(rec.error()));
    if (auto link = game_of(*rec, game_id); !link) return reply(Reply::refusal(link.error()));
    int seat = -1, seconds = 0;
    std::string note;
    if (!formats::read_field(body, "seat", seat) ||
        !formats::read_field(body, "seconds", seconds) ||
        !formats::read_field(body, "note", note) || seat < 0 || seat > 1 || seconds <= 0)
        return reply(Reply::error(400, "bad_request",
                                  "extra time is {\"seat\": 0 or 1, \"seconds\": N, \"note\": …}"));
    games_.extra_time(game_id, seat, static_cast<game::Millis>(seconds) * 1000,
                      clean_name(note, 200), std::move(reply));
}

void TournamentService::correct(std::string_view id, std::string_view game_id, const json& body,
                                ReplyFn reply) {
    auto rec = record(id);
    if (!rec) return reply(Reply::refusal(rec.error()));
    auto link = game_of(*rec, game_id);
    if (!link) return reply(Reply::refusal(link.error()));
    auto c = parse_correction(body, rec->tournament);
    if (!c) return reply(Reply::refusal(c.error()));
    if (c->player != link->first && c->player != link->second)
        return reply(Reply::error(422, "not_in_game", "that player is not in this game"));
    const int seat = c->player == link->first ? 0 : 1;
    const std::string tid = rec->id;
    // The result is entered by the time the game answers (GameService::on_finished).
    games_.correct(game_id, seat, c->points, c->note, [this, tid, reply](Reply done) {
        if (!done.ok()) return reply(std::move(done));
        auto r = record(tid);
        if (!r) return reply(Reply::refusal(r.error()));
        reply(changed(*r));
    });
}

void TournamentService::game_finished(const std::string& game_id, const game::Game& game) {
    auto owner = repository_.tournament_of_game(game_id);
    if (!owner) {
        std::fprintf(stderr, "letterzak serve: game %s: %s\n", game_id.c_str(),
                     owner.error().message.c_str());
        return;
    }
    if (!*owner) return;  // not a tournament game
    const auto& [tid, link] = **owner;
    const auto version = static_cast<std::int64_t>(game.events().size());
    if (link.entered_version >= version) return;
    auto report = report_from_game(game, link.first, link.second);
    if (!report) return;
    auto r = change(tid,
                    [&](store::TournamentRecord& rec,
                        std::vector<store::TournamentGame>& games) -> Result<void> {
                        const auto it =
                            std::find_if(games.begin(), games.end(),
                                         [&](const auto& g) { return g.game_id == game_id; });
                        // Replaced by another game, or its round unpaired: this game no longer
                        // counts.
                        if (it == games.end())
                            return make_error("not_linked", "no longer the pairing's game");
                        if (it->entered_version >= version)
                            return make_error("up_to_date", "already entered");
                        if (auto ok = act(rec, tn::EnterResult{it->round, *report},
                                          fmt::format("game {}", game_id));
                            !ok)
                            return ok;
                        it->entered_version = version;
                        return {};
                    });
    if (!r && r.error().code != "not_linked" && r.error().code != "up_to_date")
        std::fprintf(stderr, "letterzak serve: the result of game %s is not in tournament %s: %s\n",
                     game_id.c_str(), tid.c_str(), r.error().message.c_str());
}

void TournamentService::catch_up(const std::string& game_id) {
    if (auto g = games_.finished_game(game_id)) game_finished(game_id, *g);
}

Result<std::size_t> TournamentService::load() {
    auto heard = repository_.on_change([watchers = watchers_](const store::TournamentChange& c) {
        if (c.tournament_id.empty()) return watchers->changed_all();
        watchers->changed(c.tournament_id, c.version);
    });
    if (!heard) return Unexpected<Error>{heard.error()};
    auto ids = repository_.tournament_ids();
    if (!ids) return Unexpected<Error>{ids.error()};
    for (const std::string& id : *ids) {
        auto links = repository_.games_of(id);
        if (!links) return Unexpected<Error>{links.error()};
        for (const store::TournamentGame& g : *links) catch_up(g.game_id);
    }
    return ids->size();
}

}  // namespace letterzak::server
