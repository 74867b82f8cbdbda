#pragma once
// Chooses the repository from `--db`: a file path is a SQLite database (created on first
// start); a "postgresql://" URL names a PostgreSQL server. The PostgreSQL repository is the
// same interface (repository.hpp) over libpqxx, for more than one server machine; it is not
// built yet, and such a URL is refused with "postgres_unavailable" rather than taken for a
// file name.

#include <memory>
#include <string_view>

#include "core/result.hpp"
#include "store/repository.hpp"
#include "store/tournament_repository.hpp"

namespace letterzak::store {

Result<std::unique_ptr<GameRepository>> open_store(std::string_view location);
// The tournaments kept in the same place as the games.
Result<std::unique_ptr<TournamentRepository>> open_tournament_store(std::string_view location);

}  // namespace letterzak::store
