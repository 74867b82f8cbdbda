#pragma once
// Chooses the repository from `--db`: a file path is a SQLite database (created on first
// start), the embedded default for one server process; a "postgresql://" (or "postgres://")
// URL names a PostgreSQL database that several servers can share (pg_store.hpp).

#include <memory>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "store/account_repository.hpp"
#include "store/repository.hpp"
#include "store/tournament_repository.hpp"

namespace letterzak::store {

bool is_postgres_location(std::string_view location);
// The location as it may be printed or logged: a URL's password is "***".
std::string printable_location(std::string_view location);

Result<std::unique_ptr<GameRepository>> open_store(std::string_view location);
// The tournaments kept in the same place as the games.
Result<std::unique_ptr<TournamentRepository>> open_tournament_store(std::string_view location);
// The players' accounts, in the same place as the games.
Result<std::unique_ptr<AccountRepository>> open_account_store(std::string_view location);

}  // namespace letterzak::store
