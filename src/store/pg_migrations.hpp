#pragma once
// The PostgreSQL schema: the same numbered migrations as SQLite's (migrations.hpp), each the
// same change in PostgreSQL's dialect, recorded in schema_migrations. Applying them takes a
// transaction-scoped advisory lock, so two servers starting at once apply each exactly once.
// A database at a version beyond this Letterzak's is refused ("db_too_new") and left alone.

#include <pqxx/connection>
#include <vector>

#include "core/result.hpp"
#include "store/migrations.hpp"
#include "store/pg_pool.hpp"

namespace letterzak::store {

const std::vector<Migration>& pg_migrations();

// The version the database is at (0: empty).
Result<int> pg_schema_version(pqxx::connection& conn);
// `up_to` stops earlier (tests build databases of every earlier version).
Result<void> pg_migrate(pqxx::connection& conn, int up_to = 1 << 30);

// A connection pool on `url` whose database is migrated to this Letterzak's schema: how every
// PostgreSQL store opens (games and tournaments alike).
Result<std::unique_ptr<PgPool>> open_migrated_pool(const std::string& url, std::size_t connections);

}  // namespace letterzak::store
