#include "store/sqlite_store.hpp"

#include <fmt/format.h>

#include "store/event_json.hpp"
#include "store/migrations.hpp"

namespace letterzak::store {

std::string_view seat_kind_name(SeatKind kind) {
    switch (kind) {
        case SeatKind::kHuman:
            return "human";
        case SeatKind::kComputer:
            return "computer";
    }
    return "?";
}

namespace {

Unexpected<Error> corrupt(std::string_view id, std::string message) {
    return make_error("bad_stored_game", fmt::format("game {}: {}", id, message));
}

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
        "INSERT INTO games (id, created_at, updated_at, setup, status) VALUES (?, ?, ?, ?, ?)");
    if (!insert) return Unexpected<Error>{insert.error()};
    insert->bind(1, game.id)
        .bind(2, game.created_at)
        .bind(3, game.updated_at)
        .bind(4, setup_to_json(game.setup).dump())
        .bind(5, game.status);
    if (auto r = insert->run(); !r) return r;
    auto seat = db_.prepare(
        "INSERT INTO seats (game_id, seat, kind, level, token_hash) VALUES (?, ?, ?, ?, ?)");
    if (!seat) return Unexpected<Error>{seat.error()};
    for (std::size_t i = 0; i < game.seats.size(); ++i) {
        const SeatRecord& s = game.seats[i];
        seat->bind(1, game.id)
            .bind(2, static_cast<std::int64_t>(i))
            .bind(3, seat_kind_name(s.kind))
            .bind(4, s.level)
            .bind(5, s.token_hash);
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
    auto update = db_.prepare("UPDATE games SET status = ?, updated_at = ? WHERE id = ?");
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
                .bind(4, event_to_json(e).dump());
            if (auto r = insert->run(); !r) return r;
        }
        update->bind(1, b.status).bind(2, b.updated_at).bind(3, b.game_id);
        if (auto r = update->run(); !r) return r;
    }
    return tx.commit();
}

Result<StoredGame> SqliteRepository::game_from_row(Statement& row) {
    StoredGame g;
    g.id = row.column_text(0);
    g.created_at = row.column_int(1);
    g.updated_at = row.column_int(2);
    const auto setup = nlohmann::json::parse(row.column_text(3), nullptr, false);
    if (setup.is_discarded()) return corrupt(g.id, "the setup is not JSON");
    auto s = setup_from_json(setup);
    if (!s) return corrupt(g.id, s.error().message);
    g.setup = std::move(*s);
    g.status = row.column_text(4);
    if (auto r = load_seats_and_events(g); !r) return Unexpected<Error>{r.error()};
    return g;
}

Result<void> SqliteRepository::load_seats_and_events(StoredGame& g) {
    auto seats = db_.prepare(
        "SELECT seat, kind, level, token_hash FROM seats WHERE game_id = ? ORDER BY seat");
    if (!seats) return Unexpected<Error>{seats.error()};
    seats->bind(1, g.id);
    for (;;) {
        auto row = seats->step();
        if (!row) return Unexpected<Error>{row.error()};
        if (!*row) break;
        if (seats->column_int(0) != static_cast<std::int64_t>(g.seats.size()))
            return corrupt(g.id, "seats are not numbered 0, 1, ...");
        SeatRecord s;
        s.kind = seats->column_text(1) == "computer" ? SeatKind::kComputer : SeatKind::kHuman;
        s.level = seats->column_text(2);
        s.token_hash = seats->column_text(3);
        g.seats.push_back(std::move(s));
    }
    auto events = db_.prepare("SELECT seq, payload FROM events WHERE game_id = ? ORDER BY seq");
    if (!events) return Unexpected<Error>{events.error()};
    events->bind(1, g.id);
    for (;;) {
        auto row = events->step();
        if (!row) return Unexpected<Error>{row.error()};
        if (!*row) break;
        if (events->column_int(0) != static_cast<std::int64_t>(g.events.size()))
            return corrupt(g.id, "the event log has a gap");
        const auto j = nlohmann::json::parse(events->column_text(1), nullptr, false);
        if (j.is_discarded())
            return corrupt(g.id, fmt::format("event {} is not JSON", g.events.size()));
        auto e = event_from_json(j);
        if (!e)
            return corrupt(g.id, fmt::format("event {}: {}", g.events.size(), e.error().message));
        g.events.push_back(std::move(*e));
    }
    return {};
}

Result<std::vector<StoredGame>> SqliteRepository::load_games() {
    std::lock_guard lock(mutex_);
    auto stmt = db_.prepare(
        "SELECT id, created_at, updated_at, setup, status FROM games ORDER BY created_at, id");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    std::vector<StoredGame> out;
    for (;;) {
        auto row = stmt->step();
        if (!row) return Unexpected<Error>{row.error()};
        if (!*row) break;
        auto g = game_from_row(*stmt);
        if (!g) return Unexpected<Error>{g.error()};
        out.push_back(std::move(*g));
    }
    return out;
}

Result<std::optional<StoredGame>> SqliteRepository::load_game(std::string_view id) {
    std::lock_guard lock(mutex_);
    auto stmt =
        db_.prepare("SELECT id, created_at, updated_at, setup, status FROM games WHERE id = ?");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, id);
    auto row = stmt->step();
    if (!row) return Unexpected<Error>{row.error()};
    if (!*row) return std::optional<StoredGame>{};
    auto g = game_from_row(*stmt);
    if (!g) return Unexpected<Error>{g.error()};
    return std::optional<StoredGame>{std::move(*g)};
}

}  // namespace letterzak::store
