#include "store/open_store.hpp"

#include "store/sqlite_store.hpp"
#include "store/sqlite_tournament_store.hpp"

namespace letterzak::store {

namespace {

Result<void> check_location(std::string_view location) {
    if (location.starts_with("postgresql://") || location.starts_with("postgres://"))
        return make_error(
            "postgres_unavailable",
            "this Letterzak is built with SQLite storage only; give --db a file name");
    if (location.empty()) return make_error("bad_db", "--db needs a file name");
    return {};
}

}  // namespace

Result<std::unique_ptr<GameRepository>> open_store(std::string_view location) {
    if (auto ok = check_location(location); !ok) return Unexpected<Error>{ok.error()};
    auto repo = SqliteRepository::open(std::filesystem::path(location));
    if (!repo) return Unexpected<Error>{repo.error()};
    return std::unique_ptr<GameRepository>(std::move(*repo));
}

Result<std::unique_ptr<TournamentRepository>> open_tournament_store(std::string_view location) {
    if (auto ok = check_location(location); !ok) return Unexpected<Error>{ok.error()};
    auto repo = SqliteTournamentStore::open(std::filesystem::path(location));
    if (!repo) return Unexpected<Error>{repo.error()};
    return std::unique_ptr<TournamentRepository>(std::move(*repo));
}

}  // namespace letterzak::store
