#include "cli/tournament_place.hpp"

#include <fmt/format.h>

#include <fstream>

#include "server/tokens.hpp"
#include "server/wall_clock.hpp"
#include "store/open_store.hpp"
#include "tournament/json_file_store.hpp"

namespace letterzak::cli {

namespace {

using Store = std::unique_ptr<store::TournamentRepository>;

Result<Store> open_db(const std::string& db) {
    return store::open_tournament_store(db);
}

// The tournament a command means: --id, or the only one in the database.
Result<std::string> tournament_id(store::TournamentRepository& s, const TournamentPlace& place) {
    if (!place.id.empty()) return place.id;
    auto ids = s.tournament_ids();
    if (!ids) return Unexpected<Error>{ids.error()};
    if (ids->size() == 1) return ids->front();
    if (ids->empty())
        return make_error("not_found",
                          fmt::format("{} holds no tournament (create one with `letterzak "
                                      "tournament create --db {}`)",
                                      place.db, place.db));
    return make_error("choose_tournament",
                      fmt::format("{} holds {} tournaments: name one with --id (see `letterzak "
                                  "tournament list --db {}`)",
                                  place.db, ids->size(), place.db));
}

// The stored tournament and its id (a file: the file's name). From a database, `opened` (when
// given) keeps the database open for the caller.
Result<std::pair<tournament::Tournament, std::string>> load_stored(const TournamentPlace& place,
                                                                   Store* opened) {
    if (place.db.empty()) {
        tournament::JsonFileStore files;
        auto t = files.load(place.file);
        if (!t) return Unexpected<Error>{t.error()};
        return std::pair{std::move(*t), place.file};
    }
    auto s = open_db(place.db);
    if (!s) return Unexpected<Error>{s.error()};
    auto id = tournament_id(**s, place);
    if (!id) return Unexpected<Error>{id.error()};
    auto t = (*s)->load(*id);
    if (!t) return Unexpected<Error>{t.error()};
    if (opened != nullptr) *opened = std::move(*s);
    return std::pair{std::move(*t), std::move(*id)};
}

}  // namespace

int report_refusal(const Error& e) {
    fmt::print(stderr, "letterzak tournament: {} ({})\n", e.message, e.code);
    return 2;
}

int write_output(const std::string& path, const std::string& text) {
    if (path == "-") {
        fmt::print("{}", text);
        return 0;
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) return report_refusal(Error{"io_error", fmt::format("cannot write {}", path)});
    return 0;
}

Result<void> Desk::act(tournament::Action action) {
    return tournament::record_action(t, log, std::move(action), server::unix_millis(),
                                     "command line");
}

Result<int> update_tournament(const TournamentPlace& place,
                              const std::function<int(Desk&)>& change) {
    if (place.db.empty()) {
        tournament::JsonFileStore files;
        auto stored = files.load_logged(place.file);
        if (!stored) return Unexpected<Error>{stored.error()};
        Desk desk{stored->first, stored->second};
        const int code = change(desk);
        if (code != 0) return code;
        if (auto ok = files.save_logged(place.file, stored->first, stored->second); !ok)
            return Unexpected<Error>{ok.error()};
        return 0;
    }
    auto s = open_db(place.db);
    if (!s) return Unexpected<Error>{s.error()};
    auto id = tournament_id(**s, place);
    if (!id) return Unexpected<Error>{id.error()};
    int code = 0;
    auto stored = (*s)->update(
        *id, [&](store::TournamentRecord& r, std::vector<store::TournamentGame>&) -> Result<void> {
            Desk desk{r.tournament, r.log};
            code = change(desk);
            // A refusal was reported by the change; this only rolls the transaction back.
            if (code != 0) return make_error("refused", "the command refused");
            return {};
        });
    if (code != 0) return code;
    if (!stored) return Unexpected<Error>{stored.error()};
    return 0;
}

Result<int> inspect_tournament(const TournamentPlace& place,
                               const std::function<int(const tournament::Tournament&)>& look) {
    auto loaded = load_stored(place, nullptr);
    if (!loaded) return Unexpected<Error>{loaded.error()};
    return look(loaded->first);
}

Result<TournamentWithGames> load_with_games(const TournamentPlace& place) {
    Store s;
    auto loaded = load_stored(place, &s);
    if (!loaded) return Unexpected<Error>{loaded.error()};
    TournamentWithGames out{std::move(loaded->first), std::move(loaded->second), {}};
    if (!s) return out;  // a file: typed results only
    auto links = s->games_of(out.id);
    if (!links) return Unexpected<Error>{links.error()};
    if (links->empty()) return out;
    auto games = store::open_store(place.db);
    if (!games) return Unexpected<Error>{games.error()};
    // Stored events carry their rulings: a finished game replays without a word list.
    out.games = server::recorded_games(
        out.t, *links, [&](const std::string& game_id) -> std::optional<game::Game> {
            auto stored = (*games)->load_game(game_id);
            if (!stored || !*stored) return std::nullopt;
            auto g = game::Game::replay((*stored)->setup, (*stored)->events);
            if (!g || g->status() != game::GameStatus::kFinished) return std::nullopt;
            return std::move(*g);
        });
    return out;
}

Result<tournament::ActionLog> tournament_log(const TournamentPlace& place) {
    if (place.db.empty()) {
        tournament::JsonFileStore files;
        auto stored = files.load_logged(place.file);
        if (!stored) return Unexpected<Error>{stored.error()};
        return std::move(stored->second);
    }
    auto s = open_db(place.db);
    if (!s) return Unexpected<Error>{s.error()};
    auto id = tournament_id(**s, place);
    if (!id) return Unexpected<Error>{id.error()};
    return (*s)->log_of(*id);
}

Result<CreatedTournament> create_tournament_at(const TournamentPlace& place,
                                               const tournament::Tournament& t,
                                               const tournament::ActionLog& log, bool force) {
    if (place.db.empty()) {
        tournament::JsonFileStore files;
        if (files.exists(place.file) && !force)
            return make_error(
                "file_exists",
                fmt::format("{} already exists (use --force to replace it)", place.file));
        if (auto ok = files.save_logged(place.file, t, log); !ok)
            return Unexpected<Error>{ok.error()};
        return CreatedTournament{place.file, {}, {}};
    }
    if (!place.id.empty() && !server::plausible_game_id(place.id))
        return make_error("invalid_id", "a tournament id is 1–64 characters of a-z, 0-9, _ and -");
    auto s = open_db(place.db);
    if (!s) return Unexpected<Error>{s.error()};
    store::TournamentRecord r;
    r.id = place.id.empty() ? server::new_game_id() : place.id;
    const std::string token = server::new_seat_token();
    r.director_hash = server::token_hash(token);
    r.created_at = r.updated_at = server::unix_millis();
    r.tournament = t;
    r.log = log;
    if (auto ok = (*s)->create_tournament(r); !ok) return Unexpected<Error>{ok.error()};
    return CreatedTournament{fmt::format("{} in {}", r.id, place.db), r.id, token};
}

Result<std::vector<TournamentListing>> list_tournaments(const std::string& db) {
    auto s = open_db(db);
    if (!s) return Unexpected<Error>{s.error()};
    auto ids = (*s)->tournament_ids();
    if (!ids) return Unexpected<Error>{ids.error()};
    std::vector<TournamentListing> out;
    for (const std::string& id : *ids) {
        auto t = (*s)->load(id);
        if (!t) return Unexpected<Error>{t.error()};
        out.push_back({id, t->name, tournament::current_round(*t), t->players.size()});
    }
    return out;
}

}  // namespace letterzak::cli
