#include "store/tournament_repository.hpp"

#include <fmt/format.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "tournament/tournament_json.hpp"

namespace letterzak::store {

using nlohmann::json;

bool pairing_exists(const tournament::Tournament& t, int round, tournament::PlayerId first,
                    tournament::PlayerId second) {
    if (round < 1 || round > static_cast<int>(t.rounds.size())) return false;
    for (const tournament::Pairing& p : t.rounds[static_cast<std::size_t>(round - 1)].pairings)
        if (p.is_game() && p.first == first && p.second == second) return true;
    return false;
}

Result<void> TournamentRepository::on_change(ChangeListener) {
    return {};
}

void TournamentRepository::announce(std::string_view, std::int64_t) {}

std::int64_t now_millis() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

Unexpected<Error> damaged_tournament(std::string_view id, const std::string& message) {
    return make_error("corrupt_tournament", fmt::format("tournament {}: {}", id, message));
}

std::string tournament_text(const tournament::Tournament& t) {
    return tournament::tournament_to_json(t).dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string computers_text(const std::map<tournament::PlayerId, std::string>& computers) {
    json j = json::object();
    for (const auto& [id, level] : computers) j[std::to_string(id)] = level;
    return j.dump();
}

Result<std::map<tournament::PlayerId, std::string>> read_computers(std::string_view id,
                                                                   const std::string& text) {
    const json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return damaged_tournament(id, "the computer players are not JSON");
    std::map<tournament::PlayerId, std::string> out;
    for (const auto& [key, level] : j.items()) {
        if (!level.is_string() || key.empty() || key.size() > 6 ||
            key.find_first_not_of("0123456789") != std::string::npos)
            return damaged_tournament(id, fmt::format("computer player \"{}\" is malformed", key));
        out[std::stoi(key)] = level.get<std::string>();
    }
    return out;
}

namespace {

void drop_vanished_games(const tournament::Tournament& t, std::vector<TournamentGame>& games) {
    // A game whose pairing was taken back (an unpaired round) no longer feeds the round.
    std::erase_if(games, [&](const TournamentGame& g) {
        return !pairing_exists(t, g.round, g.first, g.second);
    });
}

}  // namespace

Result<void> apply_change(TournamentRecord& record, std::vector<TournamentGame>& games,
                          const TournamentRepository::Change& change) {
    const TournamentRecord before = record;
    if (auto ok = change(record, games); !ok) return ok;
    // The log is appended to, never rewritten, and the state is always its replay.
    if (record.log.size() < before.log.size() ||
        !std::equal(before.log.begin(), before.log.end(), record.log.begin(),
                    [](const auto& a, const auto& b) { return a.seq == b.seq; }))
        return make_error("corrupt_tournament", "a change rewrote the tournament's log");
    const bool changed = tournament_text(record.tournament) != tournament_text(before.tournament);
    if (changed && record.log.size() == before.log.size())
        return make_error("corrupt_tournament", "a change to the tournament was not logged");
    if (record.log.size() > before.log.size()) {
        auto replayed = tournament::replay(record.log);
        if (!replayed) return make_error("corrupt_tournament", replayed.error().message);
        if (tournament_text(*replayed) != tournament_text(record.tournament))
            return make_error("corrupt_tournament", "the tournament is not the replay of its log");
    }
    // What identifies a tournament and its director is not the change's to make.
    record.id = before.id;
    record.director_hash = before.director_hash;
    record.created_at = before.created_at;
    if (auto ok = tournament::validate_tournament(record.tournament); !ok)
        return make_error("corrupt_tournament", ok.error().message);
    drop_vanished_games(record.tournament, games);
    record.updated_at = std::max(now_millis(), before.updated_at);
    return {};
}

std::string action_text(const tournament::LoggedAction& a) {
    return tournament::logged_action_to_json(a).dump(-1, ' ', false,
                                                     json::error_handler_t::replace);
}

Result<tournament::LoggedAction> action_from_text(std::string_view id, const std::string& text) {
    const json j = json::parse(text, nullptr, false);
    if (j.is_discarded()) return damaged_tournament(id, "a logged action is not JSON");
    auto a = tournament::logged_action_from_json(j);
    if (!a) return damaged_tournament(id, a.error().message);
    return a;
}

Result<TournamentRecord> saved_record(const std::string& id,
                                      std::optional<TournamentRecord> existing,
                                      const tournament::Tournament& t,
                                      std::vector<TournamentGame>& games, std::size_t logged) {
    if (auto ok = tournament::validate_tournament(t); !ok)
        return make_error("corrupt_tournament", ok.error().message);
    if (logged > 0 && existing && tournament_text(existing->tournament) != tournament_text(t))
        return make_error("logged_tournament",
                          "this tournament has an action log: change it by its actions");
    TournamentRecord r;
    if (existing) {
        r = std::move(*existing);
    } else {
        r.id = id;
        r.created_at = now_millis();
    }
    r.tournament = t;
    r.updated_at = std::max(now_millis(), r.updated_at);
    drop_vanished_games(t, games);
    return r;
}

}  // namespace letterzak::store
