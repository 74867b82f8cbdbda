#pragma once
// The database schema as a numbered list of migrations. A database records the last one
// applied (PRAGMA user_version, and a row per migration in schema_migrations); opening it
// applies the missing ones in order, each in its own transaction. A migration is never edited
// once released: a change to the schema is a new migration at the end of the list.

#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "store/sqlite_database.hpp"

namespace letterzak::store {

struct Migration {
    int version = 0;  // 1, 2, 3, ... in order
    std::string_view description;
    std::string_view sql;
};

const std::vector<Migration>& migrations();
// The last migration's version: what this Letterzak writes. The PostgreSQL schema
// (pg_migrations.hpp) has the same versions, each the same change in that dialect.
int latest_schema_version();
// Error "db_too_new" for a database found at `found`.
Unexpected<Error> too_new(int found);

// The schema version the database is at (0: empty).
Result<int> schema_version(Database& db);

// Applies every migration the database lacks. Error "db_too_new" when the file was written by
// a newer Letterzak (its version is beyond the last known migration): it is left untouched.
// `up_to` stops earlier (tests build databases of every earlier version).
Result<void> migrate(Database& db, int up_to = 1 << 30);

}  // namespace letterzak::store
