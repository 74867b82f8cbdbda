#include "store/migrations.hpp"

#include <fmt/format.h>

#include <chrono>

namespace letterzak::store {

const std::vector<Migration>& migrations() {
    static const std::vector<Migration> kMigrations = {
        {1, "games, seats and event logs",
         R"sql(
CREATE TABLE schema_migrations (
  version     INTEGER PRIMARY KEY,
  description TEXT NOT NULL,
  applied_at  INTEGER NOT NULL            -- Unix milliseconds
);
CREATE TABLE games (
  id          TEXT PRIMARY KEY,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
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
) WITHOUT ROWID;
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
  name          TEXT NOT NULL,            -- also in data; here for listings and a look with sqlite3
  director_hash TEXT NOT NULL DEFAULT '', -- SHA-256 of the director's token, hex; never the token
  data          TEXT NOT NULL,            -- JSON (tournament/tournament_json.hpp)
  computers     TEXT NOT NULL DEFAULT '{}', -- JSON: player id -> computer level
  created_at    INTEGER NOT NULL,         -- Unix milliseconds
  updated_at    INTEGER NOT NULL
);
CREATE INDEX tournaments_by_update ON tournaments (updated_at DESC);
CREATE TABLE tournament_games (
  tournament_id   TEXT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round           INTEGER NOT NULL,
  first_player    INTEGER NOT NULL,       -- seat 0 of the game, the pairing's starter
  second_player   INTEGER NOT NULL,       -- seat 1
  game_id         TEXT NOT NULL UNIQUE,   -- games(id); not a foreign key: the game is written
                                          -- first, by another connection's group commit
  created_at      INTEGER NOT NULL,
  entered_version INTEGER NOT NULL DEFAULT -1, -- game events behind the result in the round
  PRIMARY KEY (tournament_id, round, first_player, second_player)
);
)sql"},
        {4, "paged game lists from stored summaries; games that run by themselves",
         R"sql(
ALTER TABLE games ADD COLUMN summary TEXT NOT NULL DEFAULT '';  -- the list entry, JSON
ALTER TABLE games ADD COLUMN automatic INTEGER NOT NULL DEFAULT 1;
UPDATE games SET automatic = 0 WHERE status = 'finished';
DROP INDEX games_by_update;
DROP INDEX games_by_status;
CREATE INDEX games_page ON games (updated_at, id);
CREATE INDEX games_status_page ON games (status, updated_at, id);
CREATE INDEX games_automatic ON games (updated_at) WHERE automatic = 1;
)sql"},
        {5, "accounts, their sessions, seats and club ratings; rated games",
         R"sql(
CREATE TABLE accounts (
  id            TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  name_key      TEXT NOT NULL UNIQUE,     -- the name in lower case: one account per name
  password_hash TEXT NOT NULL,            -- Argon2id, encoded; never the password
  email         TEXT NOT NULL DEFAULT '',
  created_at    INTEGER NOT NULL,         -- Unix milliseconds
  disabled      INTEGER NOT NULL DEFAULT 0,
  deleted       INTEGER NOT NULL DEFAULT 0,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until  INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE account_sessions (
  secret_hash   TEXT PRIMARY KEY,         -- SHA-256 of the cookie's secret, hex; never the secret
  account_id    TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL
);
CREATE INDEX account_sessions_by_account ON account_sessions (account_id);
CREATE TABLE account_seats (
  game_id       TEXT NOT NULL,            -- games(id); not a foreign key: the game is written
  seat          INTEGER NOT NULL,         -- first, by another connection's group commit
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  hidden        INTEGER NOT NULL DEFAULT 0,
  claimed_at    INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat)
);
CREATE INDEX account_seats_by_account ON account_seats (account_id);
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
CREATE TABLE ratings (
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  family        TEXT NOT NULL,            -- elo_rating.hpp
  rating        REAL NOT NULL,
  games         INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL,
  PRIMARY KEY (account_id, family)
);
CREATE TABLE rating_changes (
  game_id       TEXT NOT NULL,            -- one game moves a rating once
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  family        TEXT NOT NULL,
  rating_before REAL NOT NULL,
  rating_after  REAL NOT NULL,
  at            INTEGER NOT NULL,
  PRIMARY KEY (game_id, account_id)
);
CREATE INDEX rating_changes_by_account ON rating_changes (account_id, at);
CREATE TABLE signup_codes (
  code_hash     TEXT PRIMARY KEY,         -- SHA-256 of the code, hex
  created_at    INTEGER NOT NULL,
  used_by       TEXT NOT NULL DEFAULT ''
);
)sql"},
        // Issue 21: the tournament's action log. Appended to, never changed: an undo is a row.
        {6, "the tournament action log",
         R"sql(
CREATE TABLE tournament_actions (
  tournament_id TEXT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  seq           INTEGER NOT NULL,   -- 1, 2, 3… per tournament
  at            INTEGER NOT NULL,   -- Unix milliseconds
  author        TEXT NOT NULL,
  kind          TEXT NOT NULL,      -- create, add_player, pair, result, undo, …
  body          TEXT NOT NULL,      -- the whole entry as JSON (action_log.hpp)
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
ALTER TABLE games ADD COLUMN is_public INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN open_seats INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_public_page ON games (is_public, updated_at, id);
CREATE INDEX games_public_status_page ON games (is_public, status, updated_at, id);
)sql"},
    };
    return kMigrations;
}

Result<int> schema_version(Database& db) {
    auto stmt = db.prepare("PRAGMA user_version");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    auto row = stmt->step();
    if (!row) return Unexpected<Error>{row.error()};
    return *row ? static_cast<int>(stmt->column_int(0)) : 0;
}

int latest_schema_version() {
    return migrations().empty() ? 0 : migrations().back().version;
}

Unexpected<Error> too_new(int found) {
    return make_error("db_too_new",
                      fmt::format("the database is at schema version {}, this Letterzak knows up "
                                  "to {}: use a newer Letterzak",
                                  found, latest_schema_version()));
}

Result<void> migrate(Database& db, int up_to) {
    auto current = schema_version(db);
    if (!current) return Unexpected<Error>{current.error()};
    const int latest = latest_schema_version();
    if (*current > latest) return too_new(*current);
    for (const Migration& m : migrations()) {
        if (m.version <= *current || m.version > up_to) continue;
        Transaction tx(db);
        if (auto r = tx.begin(); !r) return r;
        // Another connection (the server opens two) may have applied it meanwhile: look again
        // now that this one holds the write lock.
        auto now_at = schema_version(db);
        if (!now_at) return Unexpected<Error>{now_at.error()};
        if (*now_at >= m.version) continue;
        if (auto r = db.exec(m.sql); !r)
            return make_error("migration_failed", fmt::format("migration {} ({}): {}", m.version,
                                                              m.description, r.error().message));
        auto log = db.prepare(
            "INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)");
        if (!log) return Unexpected<Error>{log.error()};
        const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::system_clock::now().time_since_epoch())
                             .count();
        if (auto r = log->bind(1, std::int64_t{m.version})
                         .bind(2, m.description)
                         .bind(3, std::int64_t{now})
                         .run();
            !r)
            return r;
        // user_version cannot be a bound parameter; the number is ours, not input.
        if (auto r = db.exec(fmt::format("PRAGMA user_version = {}", m.version)); !r) return r;
        if (auto r = tx.commit(); !r) return r;
    }
    return {};
}

}  // namespace letterzak::store
