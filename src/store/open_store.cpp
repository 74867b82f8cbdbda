#include "store/open_store.hpp"

#include "store/sqlite_store.hpp"

namespace letterzak::store {

Result<std::unique_ptr<GameRepository>> open_store(std::string_view location) {
    if (location.starts_with("postgresql://") || location.starts_with("postgres://"))
        return make_error(
            "postgres_unavailable",
            "this Letterzak is built with SQLite storage only; give --db a file name");
    if (location.empty()) return make_error("bad_db", "--db needs a file name");
    auto repo = SqliteRepository::open(std::filesystem::path(location));
    if (!repo) return Unexpected<Error>{repo.error()};
    return std::unique_ptr<GameRepository>(std::move(*repo));
}

}  // namespace letterzak::store
