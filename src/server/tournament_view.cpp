#include "server/tournament_view.hpp"

#include <array>
#include <set>

#include "tournament/half_points.hpp"
#include "tournament/pairing.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::server {

using nlohmann::json;
namespace tn = letterzak::tournament;

namespace {

// Wins and weerstandspunten in the numbers people read: 3.5, not 7 half points.
json halves(tn::HalfPoints h) {
    return h % 2 == 0 ? json(h / 2) : json(h / 2.0);
}

json id_or_null(tn::PlayerId id) {
    return id == tn::kNoPlayer ? json(nullptr) : json(id);
}

std::string name_of(const tn::Tournament& t, tn::PlayerId id) {
    const tn::Player* p = tn::find_player(t, id);
    return p ? p->name : std::string();
}

json result_json(const tn::GameResult& r, const tn::Settings& s) {
    // The stored form (tournament_json.hpp), so the API and the file agree, plus the winner
    // as the rules decide it (a tie in a knock-out, a loss on time).
    json j = tn::result_to_json(r);
    j["final_scores"] = {r.final_score(tn::kFirstSeat), r.final_score(tn::kSecondSeat)};
    const auto winner = tn::winning_seat(r, s);
    j["winner"] = winner ? json(*winner == tn::kFirstSeat ? "first" : "second") : json(nullptr);
    return j;
}

}  // namespace

std::string_view rank_key_field(tn::RankKey key) {
    switch (key) {
        case tn::RankKey::kKnockOut:
            return "knockout_rounds_won";
        case tn::RankKey::kPoints:
            return "points";
        case tn::RankKey::kWins:
            return "wins";
        case tn::RankKey::kResistance:
            return "resistance";
        case tn::RankKey::kOpponentSpread:
            return "opponent_spread";
        case tn::RankKey::kSpread:
            return "spread";
    }
    return "";
}

// The player's games of each kind but "played" ({"no_show":1,…}); empty when all were.
json kinds_json(const tn::StandingRow& r) {
    json out = json::object();
    for (std::size_t k = 1; k < tn::kResultKindCount; ++k)
        if (r.by_kind[k] > 0)
            out[std::string(tn::result_kind_name(static_cast<tn::ResultKind>(k)))] = r.by_kind[k];
    return out;
}

json standings_json(const tn::Standings& s) {
    json keys = json::array();
    for (tn::RankKey k : s.keys) keys.push_back(rank_key_field(k));
    json rows = json::array();
    for (const tn::StandingRow& r : s.rows)
        rows.push_back(
            {{"rank", r.rank},
             {"player", r.player},
             {"name", r.name},
             {"withdrawn", r.withdrawn},
             {"games", r.games},
             {"won", r.won},
             {"drawn", r.drawn},
             {"lost", r.lost},
             {"byes", r.byes},
             {"wins", halves(r.wins)},
             {"spread", r.spread},
             {"points", r.points},
             {"resistance", halves(r.resistance)},
             {"opponent_spread", r.opponent_spread},
             {"knockout_rounds_won", r.knockout_rounds_won},
             {"knocked_out_in", r.knocked_out_in ? json(*r.knocked_out_in) : json(nullptr)},
             {"results", kinds_json(r)},
             {"results_note", tn::standing_note(r, true)},
             {"warnings", r.warnings},
             {"penalty", r.penalty},
             {"disqualified", r.disqualified}});
    return {{"after_round", s.after_round},
            {"complete", s.complete},
            {"keys", std::move(keys)},
            {"rows", std::move(rows)}};
}

json log_view_json(const tn::ActionLog& log) {
    std::set<std::int64_t> in_effect;
    if (auto effective = tn::effective_actions(log))
        for (const tn::LoggedAction* a : *effective) in_effect.insert(a->seq);
    json out = json::array();
    tn::Tournament state;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const tn::LoggedAction& a = log[i];
        json entry = {{"seq", a.seq},
                      {"at", a.at_ms},
                      {"author", a.author},
                      {"kind", tn::action_kind(a.action)},
                      {"text", tn::describe_action(state, a.action)}};
        if (const auto* undo = std::get_if<tn::Undo>(&a.action)) {
            entry["undoes"] = undo->target;
            entry["undone"] = false;
            auto replayed = tn::replay(
                tn::ActionLog(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(i) + 1));
            if (replayed) state = std::move(*replayed);
        } else {
            entry["undone"] = in_effect.count(a.seq) == 0;
            (void)tn::apply_action(state, a.action);  // the stored log replays (update checks it)
        }
        out.push_back(std::move(entry));
    }
    return out;
}

json tournament_summary_json(const store::TournamentRecord& record) {
    const tn::Tournament& t = record.tournament;
    const int planned = tn::planned_rounds(t);
    const int current = tn::current_round(t);
    return {{"id", record.id},
            {"name", t.name},
            {"format", tn::format_name(t.settings.format)},
            {"system", tn::system_name(t.settings.system)},
            {"rules", t.settings.rules},
            {"players", t.players.size()},
            {"current_round", current},
            {"planned_rounds", planned},
            {"finished", current > 0 && current >= planned && t.rounds.back().complete()},
            {"created_at", record.created_at},
            {"updated_at", record.updated_at}};
}

json tournament_view_json(const store::TournamentRecord& record, const PairingGames& games,
                          std::optional<int> after_round) {
    const tn::Tournament& t = record.tournament;
    json out = tournament_summary_json(record);
    out["settings"] = tn::tournament_to_json(t)["settings"];
    json players = json::array();
    for (const tn::Player& p : t.players) {
        json j = {{"id", p.id},
                  {"name", p.name},
                  {"rating", p.rating ? json(*p.rating) : json(nullptr)},
                  {"withdrawn", p.withdrawn}};
        if (const auto c = record.computers.find(p.id); c != record.computers.end())
            j["computer"] = c->second;
        players.push_back(std::move(j));
    }
    out["players"] = std::move(players);
    json sanctions = json::array();
    for (const tn::Sanction& s : t.sanctions) {
        json j = tn::sanction_to_json(s);
        j["name"] = name_of(t, s.player);
        sanctions.push_back(std::move(j));
    }
    out["sanctions"] = std::move(sanctions);
    json rounds = json::array();
    for (const tn::Round& r : t.rounds) {
        json pairings = json::array();
        for (std::size_t i = 0; i < r.pairings.size(); ++i) {
            const tn::Pairing& p = r.pairings[i];
            json j = {{"board", i + 1},
                      {"first", id_or_null(p.first)},
                      {"first_name", name_of(t, p.first)},
                      {"second", id_or_null(p.second)},
                      {"second_name", name_of(t, p.second)},
                      {"bye", p.is_bye()},
                      {"empty", p.is_empty()},
                      {"result", p.result ? result_json(*p.result, t.settings) : json(nullptr)}};
            if (const auto g = games.find({r.number, p.first, p.second}); g != games.end())
                j["game"] = {{"id", g->second.id}, {"status", g->second.status}};
            pairings.push_back(std::move(j));
        }
        rounds.push_back(
            {{"number", r.number}, {"complete", r.complete()}, {"pairings", std::move(pairings)}});
    }
    out["rounds"] = std::move(rounds);
    out["standings"] = standings_json(tn::compute_standings(t, after_round));
    return out;
}

}  // namespace letterzak::server
