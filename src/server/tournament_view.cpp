#include "server/tournament_view.hpp"

#include <array>

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
    static const std::array<std::string_view, 4> kForfeit = {"none", "first", "second", "both"};
    json j = {{"scores", r.scores},
              {"jury_scores", r.jury_scores ? json(*r.jury_scores) : json(nullptr)},
              {"forfeit", kForfeit[static_cast<std::size_t>(r.forfeit)]},
              {"lost_on_time", r.lost_on_time
                                   ? json(*r.lost_on_time == tn::kFirstSeat ? "first" : "second")
                                   : json(nullptr)},
              {"final_scores", {r.final_score(tn::kFirstSeat), r.final_score(tn::kSecondSeat)}}};
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
             {"knocked_out_in", r.knocked_out_in ? json(*r.knocked_out_in) : json(nullptr)}});
    return {{"after_round", s.after_round},
            {"complete", s.complete},
            {"keys", std::move(keys)},
            {"rows", std::move(rows)}};
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
