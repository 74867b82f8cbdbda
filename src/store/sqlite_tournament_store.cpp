#include "store/sqlite_tournament_store.hpp"

#include <fmt/format.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "store/migrations.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::store {

namespace {

using nlohmann::json;

constexpr std::string_view kColumns = "id, director_hash, data, computers, created_at, updated_at";

// A record from a row of kColumns.
Result<TournamentRecord> record_from_row(const Statement& row) {
    TournamentRecord r;
    r.id = row.column_text(0);
    r.director_hash = row.column_text(1);
    auto t = tournament::parse_tournament(row.column_text(2));
    if (!t) return damaged_tournament(r.id, t.error().message);
    r.tournament = std::move(*t);
    auto computers = read_computers(r.id, row.column_text(3));
    if (!computers) return Unexpected<Error>{computers.error()};
    r.computers = std::move(*computers);
    r.created_at = row.column_int(4);
    r.updated_at = row.column_int(5);
    return r;
}

}  // namespace

Result<std::unique_ptr<SqliteTournamentStore>> SqliteTournamentStore::open(
    const std::filesystem::path& path) {
    auto db = Database::open(path);
    if (!db) return Unexpected<Error>{db.error()};
    if (auto m = migrate(*db); !m) return Unexpected<Error>{m.error()};
    return std::unique_ptr<SqliteTournamentStore>(new SqliteTournamentStore(std::move(*db)));
}

// ---------------------------------------------------------------------------------------
// Reading and writing, with the mutex held

Result<std::optional<TournamentRecord>> SqliteTournamentStore::read_record(std::string_view id) {
    auto stmt = db_.prepare(fmt::format("SELECT {} FROM tournaments WHERE id = ?", kColumns));
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, id);
    auto row = stmt->step();
    if (!row) return Unexpected<Error>{row.error()};
    if (!*row) return std::optional<TournamentRecord>{};
    auto r = record_from_row(*stmt);
    if (!r) return Unexpected<Error>{r.error()};
    return std::optional<TournamentRecord>{std::move(*r)};
}

Result<std::vector<TournamentGame>> SqliteTournamentStore::read_games(std::string_view id) {
    auto stmt = db_.prepare(
        "SELECT round, first_player, second_player, game_id, created_at, entered_version "
        "FROM tournament_games WHERE tournament_id = ? ORDER BY created_at, game_id");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, id);
    std::vector<TournamentGame> out;
    if (auto r = for_rows(*stmt,
                          [&](const Statement& row) {
                              TournamentGame g;
                              g.round = static_cast<int>(row.column_int(0));
                              g.first = static_cast<tournament::PlayerId>(row.column_int(1));
                              g.second = static_cast<tournament::PlayerId>(row.column_int(2));
                              g.game_id = row.column_text(3);
                              g.created_at = row.column_int(4);
                              g.entered_version = row.column_int(5);
                              out.push_back(std::move(g));
                          });
        !r)
        return Unexpected<Error>{r.error()};
    return out;
}

Result<void> SqliteTournamentStore::write_record(const TournamentRecord& r) {
    auto stmt = db_.prepare(
        "INSERT INTO tournaments (id, name, director_hash, data, computers, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET "
        "name = excluded.name, data = excluded.data, computers = excluded.computers, "
        "updated_at = excluded.updated_at");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, r.id)
        .bind(2, r.tournament.name)
        .bind(3, r.director_hash)
        .bind(4, tournament_text(r.tournament))
        .bind(5, computers_text(r.computers))
        .bind(6, r.created_at)
        .bind(7, r.updated_at);
    return stmt->run();
}

Result<void> SqliteTournamentStore::write_games(std::string_view id,
                                                const std::vector<TournamentGame>& games) {
    auto remove = db_.prepare("DELETE FROM tournament_games WHERE tournament_id = ?");
    if (!remove) return Unexpected<Error>{remove.error()};
    remove->bind(1, id);
    if (auto r = remove->run(); !r) return r;
    auto insert = db_.prepare(
        "INSERT INTO tournament_games (tournament_id, round, first_player, second_player, "
        "game_id, created_at, entered_version) VALUES (?, ?, ?, ?, ?, ?, ?)");
    if (!insert) return Unexpected<Error>{insert.error()};
    for (const TournamentGame& g : games) {
        insert->bind(1, id)
            .bind(2, std::int64_t{g.round})
            .bind(3, std::int64_t{g.first})
            .bind(4, std::int64_t{g.second})
            .bind(5, g.game_id)
            .bind(6, g.created_at)
            .bind(7, g.entered_version);
        if (auto r = insert->run(); !r) {
            if (sqlite3_extended_errcode(db_.handle()) == SQLITE_CONSTRAINT_UNIQUE ||
                sqlite3_extended_errcode(db_.handle()) == SQLITE_CONSTRAINT_PRIMARYKEY)
                return make_error("game_linked",
                                  fmt::format("game {} or its pairing is linked twice", g.game_id));
            return r;
        }
    }
    return {};
}

Result<tournament::ActionLog> SqliteTournamentStore::read_log(std::string_view id) {
    auto stmt =
        db_.prepare("SELECT body FROM tournament_actions WHERE tournament_id = ? ORDER BY seq");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, id);
    return collect_rows<tournament::LoggedAction>(
        *stmt, [&](const Statement& row) { return action_from_text(id, row.column_text(0)); });
}

Result<void> SqliteTournamentStore::append_log(std::string_view id,
                                               const tournament::ActionLog& log, std::size_t from) {
    auto insert = db_.prepare(
        "INSERT INTO tournament_actions (tournament_id, seq, at, author, kind, body) "
        "VALUES (?, ?, ?, ?, ?, ?)");
    if (!insert) return Unexpected<Error>{insert.error()};
    for (std::size_t i = from; i < log.size(); ++i) {
        const tournament::LoggedAction& a = log[i];
        insert->bind(1, id)
            .bind(2, a.seq)
            .bind(3, a.at_ms)
            .bind(4, a.author)
            .bind(5, std::string(tournament::action_kind(a.action)))
            .bind(6, action_text(a));
        if (auto r = insert->run(); !r) return r;
    }
    return {};
}

// ---------------------------------------------------------------------------------------
// The repository

Result<void> SqliteTournamentStore::create_tournament(const TournamentRecord& record) {
    std::lock_guard lock(mutex_);
    if (auto ok = tournament::validate_tournament(record.tournament); !ok)
        return make_error("corrupt_tournament", ok.error().message);
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return r;
    auto existing = read_record(record.id);
    if (!existing) return Unexpected<Error>{existing.error()};
    if (*existing)
        return make_error("tournament_exists",
                          fmt::format("a tournament with id {} exists", record.id));
    if (auto r = write_record(record); !r) return r;
    if (auto r = append_log(record.id, record.log, 0); !r) return r;
    return tx.commit();
}

Result<std::optional<TournamentRecord>> SqliteTournamentStore::load_record(std::string_view id) {
    std::lock_guard lock(mutex_);
    return read_record(id);
}

Result<std::vector<TournamentRecord>> SqliteTournamentStore::load_records() {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare(
        fmt::format("SELECT {} FROM tournaments ORDER BY updated_at DESC, rowid DESC", kColumns));
    if (!stmt) return Unexpected<Error>{stmt.error()};
    return collect_rows<TournamentRecord>(*stmt, record_from_row);
}

Result<std::vector<std::string>> SqliteTournamentStore::tournament_ids() {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare("SELECT id FROM tournaments ORDER BY updated_at DESC, rowid DESC");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    return first_column(*stmt);
}

Result<TournamentRecord> SqliteTournamentStore::update(std::string_view id, const Change& change) {
    std::lock_guard lock(mutex_);
    // IMMEDIATE: the write lock is taken before the read, so no other writer (the CLI on the
    // same file, say) can change the tournament between reading it and writing it back.
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return Unexpected<Error>{r.error()};
    auto stored = read_record(id);
    if (!stored) return Unexpected<Error>{stored.error()};
    if (!*stored) return make_error("not_found", fmt::format("there is no tournament {}", id));
    auto games = read_games(id);
    if (!games) return Unexpected<Error>{games.error()};
    TournamentRecord record = std::move(**stored);
    auto log = read_log(id);
    if (!log) return Unexpected<Error>{log.error()};
    record.log = std::move(*log);
    const std::size_t logged = record.log.size();
    if (auto ok = apply_change(record, *games, change); !ok) return Unexpected<Error>{ok.error()};
    if (auto r = write_record(record); !r) return Unexpected<Error>{r.error()};
    if (auto r = append_log(id, record.log, logged); !r) return Unexpected<Error>{r.error()};
    if (auto r = write_games(id, *games); !r) return Unexpected<Error>{r.error()};
    if (auto r = tx.commit(); !r) return Unexpected<Error>{r.error()};
    return record;
}

Result<tournament::ActionLog> SqliteTournamentStore::log_of(std::string_view id) {
    std::lock_guard lock(mutex_);
    auto stored = read_record(id);
    if (!stored) return Unexpected<Error>{stored.error()};
    if (!*stored) return make_error("not_found", fmt::format("there is no tournament {}", id));
    return read_log(id);
}

Result<std::vector<TournamentGame>> SqliteTournamentStore::games_of(std::string_view id) {
    std::lock_guard lock(mutex_);
    return read_games(id);
}

Result<std::optional<std::pair<std::string, TournamentGame>>>
SqliteTournamentStore::tournament_of_game(std::string_view game_id) {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare(
        "SELECT tournament_id, round, first_player, second_player, game_id, created_at, "
        "entered_version FROM tournament_games WHERE game_id = ?");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, game_id);
    auto row = stmt->step();
    if (!row) return Unexpected<Error>{row.error()};
    using Found = std::optional<std::pair<std::string, TournamentGame>>;
    if (!*row) return Found{};
    TournamentGame g;
    g.round = static_cast<int>(stmt->column_int(1));
    g.first = static_cast<tournament::PlayerId>(stmt->column_int(2));
    g.second = static_cast<tournament::PlayerId>(stmt->column_int(3));
    g.game_id = stmt->column_text(4);
    g.created_at = stmt->column_int(5);
    g.entered_version = stmt->column_int(6);
    return Found{std::pair{stmt->column_text(0), std::move(g)}};
}

// ---------------------------------------------------------------------------------------
// tournament::TournamentStore

Result<tournament::Tournament> SqliteTournamentStore::load(const std::string& id) {
    auto r = load_record(id);
    if (!r) return Unexpected<Error>{r.error()};
    if (!*r) return make_error("not_found", fmt::format("there is no tournament {}", id));
    return std::move((*r)->tournament);
}

Result<void> SqliteTournamentStore::save(const std::string& id, const tournament::Tournament& t) {
    std::lock_guard lock(mutex_);
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return r;
    auto existing = read_record(id);
    if (!existing) return Unexpected<Error>{existing.error()};
    auto games = read_games(id);
    if (!games) return Unexpected<Error>{games.error()};
    auto log = read_log(id);
    if (!log) return Unexpected<Error>{log.error()};
    auto r = saved_record(id, std::move(*existing), t, *games, log->size());
    if (!r) return Unexpected<Error>{r.error()};
    if (auto w = write_record(*r); !w) return w;
    if (auto w = write_games(id, *games); !w) return w;
    return tx.commit();
}

bool SqliteTournamentStore::exists(const std::string& id) {
    auto r = load_record(id);
    return r && r->has_value();
}

}  // namespace letterzak::store
