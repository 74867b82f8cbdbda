#include "store/sqlite_store.hpp"

#include <fmt/format.h>

#include "store/migrations.hpp"
#include "store/sqlite_account_store.hpp"
#include "store/stored_game_rows.hpp"

namespace letterzak::store {

namespace {

constexpr std::string_view kGameColumns =
    "id, created_at, updated_at, setup, status, summary, automatic, rated, is_public, open_seats";

}  // namespace

Result<std::unique_ptr<SqliteRepository>> SqliteRepository::open(
    const std::filesystem::path& path) {
    auto db = Database::open(path);
    if (!db) return Unexpected<Error>{db.error()};
    if (auto m = migrate(*db); !m) return Unexpected<Error>{m.error()};
    return std::unique_ptr<SqliteRepository>(new SqliteRepository(std::move(*db), path));
}

std::string SqliteRepository::describe() const {
    return "sqlite:" + path_.string();
}

Result<void> SqliteRepository::create_game(const StoredGame& game) {
    std::lock_guard lock(mutex_);
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return r;
    auto exists = db_.prepare("SELECT 1 FROM games WHERE id = ?");
    if (!exists) return Unexpected<Error>{exists.error()};
    exists->bind(1, game.id);
    auto row = exists->step();
    if (!row) return Unexpected<Error>{row.error()};
    if (*row) return make_error("game_exists", fmt::format("a game with id {} exists", game.id));
    auto insert = db_.prepare(
        "INSERT INTO games (id, created_at, updated_at, setup, status, summary, automatic, rated, "
        "is_public, open_seats) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    if (!insert) return Unexpected<Error>{insert.error()};
    insert->bind(1, game.id)
        .bind(2, game.created_at)
        .bind(3, game.updated_at)
        .bind(4, setup_text(game.setup))
        .bind(5, game.status)
        .bind(6, game.summary)
        .bind(7, std::int64_t{game.automatic ? 1 : 0})
        .bind(8, std::int64_t{game.rated ? 1 : 0})
        .bind(9, std::int64_t{game.is_public ? 1 : 0})
        .bind(10, std::int64_t{game.open_seats});
    if (auto r = insert->run(); !r) return r;
    auto seat = db_.prepare(
        "INSERT INTO seats (game_id, seat, kind, level, token_hash, shown_name) VALUES (?, ?, ?, "
        "?, ?, ?)");
    if (!seat) return Unexpected<Error>{seat.error()};
    for (std::size_t i = 0; i < game.seats.size(); ++i) {
        const SeatRecord& s = game.seats[i];
        seat->bind(1, game.id)
            .bind(2, static_cast<std::int64_t>(i))
            .bind(3, seat_kind_name(s.kind))
            .bind(4, s.level)
            .bind(5, s.token_hash)
            .bind(6, s.shown_name);
        if (auto r = seat->run(); !r) return r;
    }
    return tx.commit();
}

Result<void> SqliteRepository::append(std::span<const EventBatch> batches) {
    std::lock_guard lock(mutex_);
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return r;
    auto last = db_.prepare("SELECT COALESCE(MAX(seq) + 1, 0) FROM events WHERE game_id = ?");
    auto insert =
        db_.prepare("INSERT INTO events (game_id, seq, kind, payload) VALUES (?, ?, ?, ?)");
    auto update = db_.prepare(
        "UPDATE games SET status = ?, updated_at = ?, summary = ?, automatic = ? WHERE id = ?");
    if (!last) return Unexpected<Error>{last.error()};
    if (!insert) return Unexpected<Error>{insert.error()};
    if (!update) return Unexpected<Error>{update.error()};
    for (const EventBatch& b : batches) {
        // The log must continue exactly where it stopped: a gap or an overlap means two
        // writers disagree about the game, and neither may win silently.
        last->bind(1, b.game_id);
        auto row = last->step();
        if (!row) return Unexpected<Error>{row.error()};
        const auto next = static_cast<std::size_t>(last->column_int(0));
        last->reset();
        if (next != b.first_seq)
            return make_error(
                "event_sequence",
                fmt::format("game {}: the log holds {} events, the batch starts at {}", b.game_id,
                            next, b.first_seq));
        for (std::size_t i = 0; i < b.events.size(); ++i) {
            const game::Event& e = b.events[i];
            insert->bind(1, b.game_id)
                .bind(2, static_cast<std::int64_t>(b.first_seq + i))
                .bind(3, game::event_kind_name(e.kind))
                .bind(4, event_text(e));
            if (auto r = insert->run(); !r) return r;
        }
        update->bind(1, b.status)
            .bind(2, b.updated_at)
            .bind(3, b.summary)
            .bind(4, std::int64_t{b.automatic ? 1 : 0})
            .bind(5, b.game_id);
        if (auto r = update->run(); !r) return r;
        if (sqlite3_changes(db_.handle()) != 1)
            return make_error("event_sequence", fmt::format("there is no game {}", b.game_id));
        if (auto r = sqlite_rate_finished_game(db_, b); !r) return r;
    }
    return tx.commit();
}

Result<StoredGame> SqliteRepository::game_from_row(Statement& row) {
    StoredGame g;
    g.id = row.column_text(0);
    g.created_at = row.column_int(1);
    g.updated_at = row.column_int(2);
    if (auto r = read_setup(g, row.column_text(3)); !r) return Unexpected<Error>{r.error()};
    g.status = row.column_text(4);
    g.summary = row.column_text(5);
    g.automatic = row.column_int(6) != 0;
    g.rated = row.column_int(7) != 0;
    g.is_public = row.column_int(8) != 0;
    g.open_seats = static_cast<std::uint32_t>(row.column_int(9));
    if (auto r = load_seats_and_events(g); !r) return Unexpected<Error>{r.error()};
    return g;
}

Result<void> SqliteRepository::load_seats_and_events(StoredGame& g) {
    auto seats = db_.prepare(
        "SELECT seat, kind, level, token_hash, shown_name FROM seats WHERE game_id = ? ORDER "
        "BY seat");
    if (!seats) return Unexpected<Error>{seats.error()};
    seats->bind(1, g.id);
    if (auto r = for_rows(*seats,
                          [&](const Statement& row) {
                              return read_seat(g, row.column_int(0), row.column_text(1),
                                               row.column_text(2), row.column_text(3),
                                               row.column_text(4));
                          });
        !r)
        return r;
    if (auto r = check_seats(g); !r) return r;
    auto events = db_.prepare("SELECT seq, payload FROM events WHERE game_id = ? ORDER BY seq");
    if (!events) return Unexpected<Error>{events.error()};
    events->bind(1, g.id);
    return for_rows(*events, [&](const Statement& row) {
        return read_event(g, row.column_int(0), row.column_text(1));
    });
}

Result<std::vector<StoredGame>> SqliteRepository::load_games() {
    std::lock_guard lock(mutex_);
    auto stmt =
        db_.prepare(fmt::format("SELECT {} FROM games ORDER BY created_at, id", kGameColumns));
    if (!stmt) return Unexpected<Error>{stmt.error()};
    return collect_rows<StoredGame>(*stmt, [&](Statement& row) { return game_from_row(row); });
}

Result<std::optional<StoredGame>> SqliteRepository::load_game(std::string_view id) {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare(fmt::format("SELECT {} FROM games WHERE id = ?", kGameColumns));
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, id);
    auto row = stmt->step();
    if (!row) return Unexpected<Error>{row.error()};
    if (!*row) return std::optional<StoredGame>{};
    auto g = game_from_row(*stmt);
    if (!g) return Unexpected<Error>{g.error()};
    return std::optional<StoredGame>{std::move(*g)};
}

Result<std::vector<GameListing>> SqliteRepository::list_games(
    ListFilter filter, std::size_t limit, const std::optional<ListCursor>& before) {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare(
        fmt::format("SELECT id, updated_at, status, summary, open_seats FROM games WHERE {} {} "
                    "ORDER BY updated_at DESC, id DESC LIMIT ?",
                    list_filter_condition(filter), before ? "AND (updated_at, id) < (?, ?)" : ""));
    if (!stmt) return Unexpected<Error>{stmt.error()};
    int next = 1;
    if (before) {
        stmt->bind(1, before->updated_at).bind(2, before->id);
        next = 3;
    }
    stmt->bind(next, static_cast<std::int64_t>(limit));
    std::vector<GameListing> out;
    if (auto r = for_rows(*stmt,
                          [&](const Statement& row) {
                              out.push_back({row.column_text(0), row.column_int(1),
                                             row.column_text(2), row.column_text(3),
                                             static_cast<std::uint32_t>(row.column_int(4))});
                          });
        !r)
        return Unexpected<Error>{r.error()};
    return out;
}

Result<void> SqliteRepository::take_seat(std::string_view game_id, int seat) {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare("UPDATE games SET open_seats = open_seats & ~? WHERE id = ?");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    return stmt->bind(1, std::int64_t{1} << seat).bind(2, game_id).run();
}

Result<bool> SqliteRepository::take_open_seat(std::string_view game_id, int seat,
                                              std::string_view token_hash) {
    std::lock_guard lock(mutex_);
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return Unexpected<Error>{r.error()};
    const std::int64_t bit = std::int64_t{1} << seat;
    auto take = db_.prepare(
        "UPDATE games SET open_seats = open_seats & ~? WHERE id = ? AND is_public = 1 AND "
        "(open_seats & ?) != 0");
    if (!take) return Unexpected<Error>{take.error()};
    if (auto r = take->bind(1, bit).bind(2, game_id).bind(3, bit).run(); !r)
        return Unexpected<Error>{r.error()};
    if (sqlite3_changes(db_.handle()) != 1) return false;
    auto token = db_.prepare("UPDATE seats SET token_hash = ? WHERE game_id = ? AND seat = ?");
    if (!token) return Unexpected<Error>{token.error()};
    if (auto r = token->bind(1, token_hash).bind(2, game_id).bind(3, std::int64_t{seat}).run(); !r)
        return Unexpected<Error>{r.error()};
    if (sqlite3_changes(db_.handle()) != 1)
        return make_error("bad_stored_game", fmt::format("game {} has no seat {}", game_id, seat));
    if (auto r = tx.commit(); !r) return Unexpected<Error>{r.error()};
    return true;
}

Result<void> SqliteRepository::set_summary(std::string_view game_id, std::string_view summary) {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare("UPDATE games SET summary = ? WHERE id = ?");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    return stmt->bind(1, summary).bind(2, game_id).run();
}

Result<std::vector<std::string>> SqliteRepository::game_ids(std::string_view after,
                                                            std::size_t limit) {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare("SELECT id FROM games WHERE id > ? ORDER BY id LIMIT ?");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, after).bind(2, static_cast<std::int64_t>(limit));
    return first_column(*stmt);
}

Result<std::size_t> SqliteRepository::game_count() {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare("SELECT COUNT(*) FROM games");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    auto row = stmt->step();
    if (!row) return Unexpected<Error>{row.error()};
    return static_cast<std::size_t>(stmt->column_int(0));
}

Result<std::vector<std::string>> SqliteRepository::unleased_automatic_games(std::size_t limit) {
    // One server process: nobody else holds a lease, so every such game is unleased.
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare("SELECT id FROM games WHERE automatic = 1 ORDER BY updated_at LIMIT ?");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, static_cast<std::int64_t>(limit));
    return first_column(*stmt);
}

}  // namespace letterzak::store
