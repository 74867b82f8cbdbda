#include "store/pg_migrations.hpp"

#include <fmt/format.h>

#include <pqxx/pqxx>

#include "store/tournament_repository.hpp"

namespace letterzak::store {

const std::vector<Migration>& pg_migrations() {
    static const std::vector<Migration> kMigrations = {
        {1, "games, seats and event logs",
         R"sql(
CREATE TABLE schema_migrations (
  version     INTEGER PRIMARY KEY,
  description TEXT NOT NULL,
  applied_at  BIGINT NOT NULL             -- Unix milliseconds
);
CREATE TABLE games (
  id          TEXT PRIMARY KEY,
  created_at  BIGINT NOT NULL,
  updated_at  BIGINT NOT NULL,
  setup       TEXT NOT NULL,              -- JSON (event_json.hpp); holds the seed: never sent out
  status      TEXT NOT NULL
);
CREATE TABLE seats (
  game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seat        INTEGER NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
  level       TEXT NOT NULL DEFAULT '',
  token_hash  TEXT NOT NULL DEFAULT '',   -- SHA-256 of the seat token, hex; never the token
  PRIMARY KEY (game_id, seat)
);
CREATE TABLE events (
  game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL,           -- 0, 1, 2, ... per game, without gaps
  kind        TEXT NOT NULL,
  payload     TEXT NOT NULL,              -- JSON (event_json.hpp)
  PRIMARY KEY (game_id, seq)
);
)sql"},
        {2, "list games by last change",
         R"sql(
CREATE INDEX games_by_update ON games (updated_at DESC);
CREATE INDEX games_by_status ON games (status, updated_at DESC);
)sql"},
        {3, "tournaments and the server games of their pairings",
         R"sql(
CREATE TABLE tournaments (
  id            TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  director_hash TEXT NOT NULL DEFAULT '', -- SHA-256 of the director's token, hex; never the token
  data          TEXT NOT NULL,            -- JSON (tournament/tournament_json.hpp)
  computers     TEXT NOT NULL DEFAULT '{}',
  created_at    BIGINT NOT NULL,
  updated_at    BIGINT NOT NULL,
  created_order BIGSERIAL                 -- ties of updated_at: the later-created first
);
CREATE INDEX tournaments_by_update ON tournaments (updated_at DESC);
CREATE TABLE tournament_games (
  tournament_id   TEXT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round           INTEGER NOT NULL,
  first_player    INTEGER NOT NULL,
  second_player   INTEGER NOT NULL,
  game_id         TEXT NOT NULL UNIQUE,
  created_at      BIGINT NOT NULL,
  entered_version BIGINT NOT NULL DEFAULT -1,
  PRIMARY KEY (tournament_id, round, first_player, second_player)
);
)sql"},
        {4, "paged game lists from stored summaries; games that run by themselves; leases",
         R"sql(
ALTER TABLE games ADD COLUMN summary TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN automatic BOOLEAN NOT NULL DEFAULT TRUE;
UPDATE games SET automatic = FALSE WHERE status = 'finished';
DROP INDEX games_by_update;
DROP INDEX games_by_status;
CREATE INDEX games_page ON games (updated_at, id);
CREATE INDEX games_status_page ON games (status, updated_at, id);
CREATE INDEX games_automatic ON games (updated_at) WHERE automatic;
CREATE TABLE game_leases (
  game_id     TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  holder      TEXT NOT NULL,              -- the server (its random id for this run)
  expires_at  BIGINT NOT NULL             -- Unix milliseconds, the database's clock
);
CREATE INDEX game_leases_by_holder ON game_leases (holder);
)sql"},
        {5, "accounts, their sessions, seats and club ratings; rated games",
         R"sql(
CREATE TABLE accounts (
  id            TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  name_key      TEXT NOT NULL UNIQUE,     -- the name in lower case: one account per name
  password_hash TEXT NOT NULL,            -- Argon2id, encoded; never the password
  email         TEXT NOT NULL DEFAULT '',
  created_at    BIGINT NOT NULL,          -- Unix milliseconds
  disabled      BOOLEAN NOT NULL DEFAULT FALSE,
  deleted       BOOLEAN NOT NULL DEFAULT FALSE,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until  BIGINT NOT NULL DEFAULT 0
);
CREATE TABLE account_sessions (
  secret_hash   TEXT PRIMARY KEY,         -- SHA-256 of the cookie's secret, hex; never the secret
  account_id    TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at    BIGINT NOT NULL,
  expires_at    BIGINT NOT NULL
);
CREATE INDEX account_sessions_by_account ON account_sessions (account_id);
CREATE TABLE account_seats (
  game_id       TEXT NOT NULL,            -- games(id); not a foreign key: the game is written
  seat          INTEGER NOT NULL,         -- first, by another connection's group commit
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  hidden        BOOLEAN NOT NULL DEFAULT FALSE,
  claimed_at    BIGINT NOT NULL,
  PRIMARY KEY (game_id, seat)
);
CREATE INDEX account_seats_by_account ON account_seats (account_id);
ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT TRUE;
CREATE TABLE ratings (
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  family        TEXT NOT NULL,            -- elo_rating.hpp
  rating        DOUBLE PRECISION NOT NULL,
  games         INTEGER NOT NULL,
  updated_at    BIGINT NOT NULL,
  PRIMARY KEY (account_id, family)
);
CREATE TABLE rating_changes (
  game_id       TEXT NOT NULL,            -- one game moves a rating once
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  family        TEXT NOT NULL,
  rating_before DOUBLE PRECISION NOT NULL,
  rating_after  DOUBLE PRECISION NOT NULL,
  at            BIGINT NOT NULL,
  PRIMARY KEY (game_id, account_id)
);
CREATE INDEX rating_changes_by_account ON rating_changes (account_id, at);
CREATE TABLE signup_codes (
  code_hash     TEXT PRIMARY KEY,         -- SHA-256 of the code, hex
  created_at    BIGINT NOT NULL,
  used_by       TEXT NOT NULL DEFAULT ''
);
)sql"},
        // Issue 21: the tournament's action log. Appended to, never changed: an undo is a row.
        {6, "the tournament action log",
         R"sql(
CREATE TABLE tournament_actions (
  tournament_id TEXT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  seq           BIGINT NOT NULL,
  at            BIGINT NOT NULL,
  author        TEXT NOT NULL,
  kind          TEXT NOT NULL,
  body          TEXT NOT NULL,
  PRIMARY KEY (tournament_id, seq)
);
)sql"},
        // Issue 13 (after 5 shipped): public games in the lobby, their open seats, and the name a
        // deleted account's seats show. Games from before are private, as a new game is by default.
        {7, "public games and their open seats; a seat's shown name",
         R"sql(
-- The name a seat shows instead of its setup's: "verwijderd" once its account is deleted.
ALTER TABLE seats ADD COLUMN shown_name TEXT NOT NULL DEFAULT '';
-- Listed in the public lobby (its creator offered it); open_seats: a bit per human seat
-- nobody has taken yet (an open invitation while the game is public and running).
ALTER TABLE games ADD COLUMN is_public BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE games ADD COLUMN open_seats INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_public_page ON games (is_public, updated_at, id);
CREATE INDEX games_public_status_page ON games (is_public, status, updated_at, id);
)sql"},
    };
    return kMigrations;
}

namespace {

constexpr long kMigrationLock = 0x4c7a6d67;  // "Lzmg": one migrator at a time

int version_in(pqxx::transaction_base& tx) {
    const auto exists = tx.exec("SELECT to_regclass('schema_migrations') IS NOT NULL");
    if (!exists[0][0].as<bool>()) return 0;
    return tx.exec("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")[0][0].as<int>();
}

}  // namespace

Result<int> pg_schema_version(pqxx::connection& conn) {
    try {
        pqxx::read_transaction tx(conn);
        return version_in(tx);
    } catch (const std::exception& e) {
        return make_error("storage_failed", e.what());
    }
}

Result<void> pg_migrate(pqxx::connection& conn, int up_to) {
    if (pg_migrations().back().version != latest_schema_version())
        return make_error("internal", "the SQLite and PostgreSQL schemas differ in version");
    try {
        for (const Migration& m : pg_migrations()) {
            if (m.version > up_to) break;
            pqxx::work tx(conn);
            tx.exec_params("SELECT pg_advisory_xact_lock($1)", kMigrationLock);
            const int current = version_in(tx);
            if (current > latest_schema_version()) return too_new(current);
            if (current >= m.version) continue;
            try {
                tx.exec(std::string(m.sql));
            } catch (const pqxx::sql_error& e) {
                return make_error(
                    "migration_failed",
                    fmt::format("migration {} ({}): {}", m.version, m.description, e.what()));
            }
            tx.exec_params(
                "INSERT INTO schema_migrations (version, description, applied_at) "
                "VALUES ($1, $2, $3)",
                m.version, std::string(m.description), now_millis());
            tx.commit();
        }
        return {};
    } catch (const std::exception& e) {
        return make_error("storage_failed", e.what());
    }
}

Result<std::unique_ptr<PgPool>> open_migrated_pool(const std::string& url,
                                                   std::size_t connections) {
    auto pool = PgPool::open(url, connections);
    if (!pool) return Unexpected<Error>{pool.error()};
    Result<void> migrated = {};
    if (auto r = (*pool)->run([&](pqxx::connection& c) {
            migrated = pg_migrate(c);
            return Result<void>{};
        });
        !r)
        return Unexpected<Error>{r.error()};
    if (!migrated) return Unexpected<Error>{migrated.error()};
    return std::move(*pool);
}

}  // namespace letterzak::store
