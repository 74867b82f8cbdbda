#include "store/pg_store.hpp"

#include <fmt/format.h>

#include <pqxx/pqxx>

#include "store/pg_account_store.hpp"
#include "store/pg_migrations.hpp"
#include "store/stored_game_rows.hpp"

namespace letterzak::store {

namespace {

constexpr const char* kChannel = "letterzak_games";
// The database's clock in Unix milliseconds: every server's leases are measured by it.
constexpr std::string_view kNow = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";

// Reads one game's rows in `tx`.
Result<std::optional<StoredGame>> read_game(pqxx::transaction_base& tx, const std::string& id) {
    const auto games = tx.exec_params(
        "SELECT id, created_at, updated_at, setup, status, summary, automatic, rated, is_public, "
        "open_seats FROM games WHERE id = $1",
        id);
    if (games.empty()) return std::optional<StoredGame>{};
    const auto row = games[0];
    StoredGame g;
    g.id = row[0].as<std::string>();
    g.created_at = row[1].as<std::int64_t>();
    g.updated_at = row[2].as<std::int64_t>();
    if (auto r = read_setup(g, row[3].as<std::string>()); !r) return Unexpected<Error>{r.error()};
    g.status = row[4].as<std::string>();
    g.summary = row[5].as<std::string>();
    g.automatic = row[6].as<bool>();
    g.rated = row[7].as<bool>();
    g.is_public = row[8].as<bool>();
    g.open_seats = row[9].as<std::uint32_t>();
    for (const auto& s : tx.exec_params(
             "SELECT seat, kind, level, token_hash, shown_name FROM seats WHERE game_id = $1 "
             "ORDER BY seat",
             id))
        if (auto r =
                read_seat(g, s[0].as<std::int64_t>(), s[1].as<std::string>(),
                          s[2].as<std::string>(), s[3].as<std::string>(), s[4].as<std::string>());
            !r)
            return Unexpected<Error>{r.error()};
    if (auto r = check_seats(g); !r) return Unexpected<Error>{r.error()};
    for (const auto& e :
         tx.exec_params("SELECT seq, payload FROM events WHERE game_id = $1 ORDER BY seq", id))
        if (auto r = read_event(g, e[0].as<std::int64_t>(), e[1].as<std::string>()); !r)
            return Unexpected<Error>{r.error()};
    return std::optional<StoredGame>{std::move(g)};
}

// "<game id> <version>", or "<game id> seats" when a seat's token changed; anything else is
// not ours and is ignored.
std::optional<GameChange> parse_change(const std::string& payload) {
    const auto space = payload.find(' ');
    if (space == std::string::npos) return std::nullopt;
    GameChange c;
    c.game_id = payload.substr(0, space);
    if (payload.compare(space + 1, std::string::npos, "seats") == 0) {
        c.seats = true;
        return c;
    }
    try {
        c.version = std::stoul(payload.substr(space + 1));
    } catch (const std::exception&) {
        return std::nullopt;
    }
    return c;
}

}  // namespace

Result<std::unique_ptr<PgRepository>> PgRepository::open(const std::string& url,
                                                         std::size_t connections) {
    auto pool = open_migrated_pool(url, connections);
    if (!pool) return Unexpected<Error>{pool.error()};
    return std::unique_ptr<PgRepository>(new PgRepository(std::move(*pool)));
}

PgRepository::~PgRepository() = default;

std::string PgRepository::describe() const {
    return redact_url(pool_->url());
}

Result<void> PgRepository::create_game(const StoredGame& game) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        const auto inserted = tx.exec_params(
            "INSERT INTO games (id, created_at, updated_at, setup, status, summary, automatic, "
            "rated, is_public, open_seats) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) "
            "ON CONFLICT (id) DO NOTHING",
            game.id, game.created_at, game.updated_at, setup_text(game.setup), game.status,
            game.summary, game.automatic, game.rated, game.is_public,
            static_cast<std::int64_t>(game.open_seats));
        if (inserted.affected_rows() == 0)
            return make_error("game_exists", fmt::format("a game with id {} exists", game.id));
        for (std::size_t i = 0; i < game.seats.size(); ++i) {
            const SeatRecord& s = game.seats[i];
            tx.exec_params(
                "INSERT INTO seats (game_id, seat, kind, level, token_hash, shown_name) "
                "VALUES ($1, $2, $3, $4, $5, $6)",
                game.id, static_cast<int>(i), std::string(seat_kind_name(s.kind)), s.level,
                s.token_hash, s.shown_name);
        }
        tx.commit();
        return {};
    });
}

Result<void> PgRepository::append(std::span<const EventBatch> batches) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        for (const EventBatch& b : batches) {
            // The row lock orders two servers' appends to one game; the count then says
            // whether this batch still continues the log.
            if (tx.exec_params("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", b.game_id).empty())
                return make_error("event_sequence", fmt::format("there is no game {}", b.game_id));
            const auto next =
                tx.exec_params("SELECT COALESCE(MAX(seq) + 1, 0) FROM events WHERE game_id = $1",
                               b.game_id)[0][0]
                    .as<std::size_t>();
            if (next != b.first_seq)
                return make_error(
                    "event_sequence",
                    fmt::format("game {}: the log holds {} events, the batch starts at {}",
                                b.game_id, next, b.first_seq));
            for (std::size_t i = 0; i < b.events.size(); ++i)
                tx.exec_params(
                    "INSERT INTO events (game_id, seq, kind, payload) VALUES ($1, $2, $3, $4)",
                    b.game_id, static_cast<std::int64_t>(b.first_seq + i),
                    std::string(game::event_kind_name(b.events[i].kind)), event_text(b.events[i]));
            tx.exec_params(
                "UPDATE games SET status = $1, updated_at = $2, summary = $3, automatic = $4 "
                "WHERE id = $5",
                b.status, b.updated_at, b.summary, b.automatic, b.game_id);
            pg_rate_finished_game(tx, b);
            tx.exec_params("SELECT pg_notify($1, $2)", std::string(kChannel),
                           fmt::format("{} {}", b.game_id, b.first_seq + b.events.size()));
        }
        tx.commit();
        return {};
    });
}

Result<std::vector<StoredGame>> PgRepository::load_games() {
    std::vector<StoredGame> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        for (const auto& row : tx.exec("SELECT id FROM games ORDER BY created_at, id")) {
            auto g = read_game(tx, row[0].as<std::string>());
            if (!g) return Unexpected<Error>{g.error()};
            if (*g) out.push_back(std::move(**g));
        }
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::optional<StoredGame>> PgRepository::load_game(std::string_view id) {
    Result<std::optional<StoredGame>> out = std::optional<StoredGame>{};
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        // One snapshot for the game's three tables.
        pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> tx(c);
        out = read_game(tx, std::string(id));
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::vector<GameListing>> PgRepository::list_games(ListFilter filter, std::size_t limit,
                                                          const std::optional<ListCursor>& before) {
    std::vector<GameListing> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        const auto lim = static_cast<std::int64_t>(limit);
        const std::string sql = fmt::format(
            "SELECT id, updated_at, status, summary, open_seats FROM games WHERE {} {} "
            "ORDER BY updated_at DESC, id DESC LIMIT $1",
            list_filter_condition(filter), before ? "AND (updated_at, id) < ($2, $3)" : "");
        const auto rows = before ? tx.exec_params(sql, lim, before->updated_at, before->id)
                                 : tx.exec_params(sql, lim);
        for (const auto& row : rows)
            out.push_back({row[0].as<std::string>(), row[1].as<std::int64_t>(),
                           row[2].as<std::string>(), row[3].as<std::string>(),
                           row[4].as<std::uint32_t>()});
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<void> PgRepository::take_seat(std::string_view game_id, int seat) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        tx.exec_params("UPDATE games SET open_seats = open_seats & ~$1::integer WHERE id = $2",
                       1 << seat, std::string(game_id));
        tx.commit();
        return {};
    });
}

Result<bool> PgRepository::take_open_seat(std::string_view game_id, int seat,
                                          std::string_view token_hash) {
    bool taken = false;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        // The row lock of the UPDATE makes a second joiner wait, then find the bit clear.
        taken = tx.exec_params(
                      "UPDATE games SET open_seats = open_seats & ~$1::integer WHERE "
                      "id = $2 AND is_public AND (open_seats & $1::integer) != 0",
                      1 << seat, std::string(game_id))
                    .affected_rows() == 1;
        if (!taken) return {};
        if (tx.exec_params("UPDATE seats SET token_hash = $1 WHERE game_id = $2 AND seat = $3",
                           std::string(token_hash), std::string(game_id), seat)
                .affected_rows() != 1)
            return make_error("bad_stored_game",
                              fmt::format("game {} has no seat {}", game_id, seat));
        // The other servers drop the seat's old token (delivered at commit).
        tx.exec_params("SELECT pg_notify($1, $2)", std::string(kChannel),
                       fmt::format("{} seats", game_id));
        tx.commit();
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return taken;
}

Result<void> PgRepository::set_summary(std::string_view game_id, std::string_view summary) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        tx.exec_params("UPDATE games SET summary = $1 WHERE id = $2", std::string(summary),
                       std::string(game_id));
        tx.commit();
        return {};
    });
}

Result<std::vector<std::string>> PgRepository::game_ids(std::string_view after, std::size_t limit) {
    std::vector<std::string> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        // COLLATE "C": ids compare bytewise, as in SQLite, whatever the database's locale.
        for (const auto& row : tx.exec_params(
                 "SELECT id FROM games WHERE id COLLATE \"C\" > $1 ORDER BY id COLLATE \"C\" "
                 "LIMIT $2",
                 std::string(after), static_cast<std::int64_t>(limit)))
            out.push_back(row[0].as<std::string>());
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::size_t> PgRepository::game_count() {
    std::size_t n = 0;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        n = tx.exec("SELECT COUNT(*) FROM games")[0][0].as<std::size_t>();
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return n;
}

// ---------------------------------------------------------------------------------------
// Leases

Result<bool> PgRepository::acquire_lease(std::string_view game_id, std::string_view holder,
                                         std::chrono::milliseconds ttl) {
    bool held = false;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        const auto rows = tx.exec_params(
            fmt::format("INSERT INTO game_leases (game_id, holder, expires_at) "
                        "SELECT id, $2, {0} + $3 FROM games WHERE id = $1 "
                        "ON CONFLICT (game_id) DO UPDATE SET holder = EXCLUDED.holder, "
                        "expires_at = EXCLUDED.expires_at "
                        "WHERE game_leases.holder = EXCLUDED.holder "
                        "OR game_leases.expires_at < {0} RETURNING holder",
                        kNow),
            std::string(game_id), std::string(holder), static_cast<std::int64_t>(ttl.count()));
        tx.commit();
        held = !rows.empty();
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return held;
}

Result<std::size_t> PgRepository::renew_leases(std::string_view holder,
                                               std::chrono::milliseconds ttl) {
    std::size_t n = 0;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        const auto rows =
            tx.exec_params(fmt::format("UPDATE game_leases SET expires_at = {0} + $2 "
                                       "WHERE holder = $1 AND expires_at >= {0}",
                                       kNow),
                           std::string(holder), static_cast<std::int64_t>(ttl.count()));
        tx.commit();
        n = static_cast<std::size_t>(rows.affected_rows());
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return n;
}

Result<void> PgRepository::release_lease(std::string_view game_id, std::string_view holder) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        tx.exec_params("DELETE FROM game_leases WHERE game_id = $1 AND holder = $2",
                       std::string(game_id), std::string(holder));
        tx.commit();
        return {};
    });
}

Result<std::vector<std::string>> PgRepository::unleased_automatic_games(std::size_t limit) {
    std::vector<std::string> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        for (const auto& row :
             tx.exec_params(fmt::format("SELECT g.id FROM games g LEFT JOIN game_leases l "
                                        "ON l.game_id = g.id WHERE g.automatic "
                                        "AND (l.game_id IS NULL OR l.expires_at < {}) "
                                        "ORDER BY g.updated_at LIMIT $1",
                                        kNow),
                            static_cast<std::int64_t>(limit)))
            out.push_back(row[0].as<std::string>());
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

// ---------------------------------------------------------------------------------------
// Hearing the other servers

Result<void> PgRepository::on_change(ChangeListener listener) {
    if (listener_) return make_error("internal", "the change listener is set once");
    auto shared = std::make_shared<ChangeListener>(std::move(listener));
    auto started = PgListener::start(
        pool_->url(), kChannel,
        [shared](const std::string& payload) {
            if (auto c = parse_change(payload)) (*shared)(*c);
        },
        // Changes may have been missed: an empty id says so.
        [shared] { (*shared)(GameChange{}); });
    if (!started) return Unexpected<Error>{started.error()};
    listener_ = std::move(*started);
    return {};
}

void PgRepository::stop_changes() {
    listener_.reset();  // ~PgListener stops its thread and joins it
}

}  // namespace letterzak::store
