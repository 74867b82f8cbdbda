#include "store/open_store.hpp"

#include "store/pg_account_store.hpp"
#include "store/pg_pool.hpp"
#include "store/pg_store.hpp"
#include "store/pg_tournament_store.hpp"
#include "store/sqlite_account_store.hpp"
#include "store/sqlite_store.hpp"
#include "store/sqlite_tournament_store.hpp"

namespace letterzak::store {

namespace {

Result<void> check_location(std::string_view location) {
    if (location.empty()) return make_error("bad_db", "--db needs a file name or a URL");
    return {};
}

template <class Interface, class Store>
Result<std::unique_ptr<Interface>> upcast(Result<std::unique_ptr<Store>> repo) {
    if (!repo) return Unexpected<Error>{repo.error()};
    return std::unique_ptr<Interface>(std::move(*repo));
}

}  // namespace

bool is_postgres_location(std::string_view location) {
    return location.starts_with("postgresql://") || location.starts_with("postgres://");
}

std::string printable_location(std::string_view location) {
    return is_postgres_location(location) ? redact_url(location) : std::string(location);
}

Result<std::unique_ptr<GameRepository>> open_store(std::string_view location) {
    if (auto ok = check_location(location); !ok) return Unexpected<Error>{ok.error()};
    if (is_postgres_location(location))
        return upcast<GameRepository>(PgRepository::open(std::string(location)));
    return upcast<GameRepository>(SqliteRepository::open(std::filesystem::path(location)));
}

Result<std::unique_ptr<TournamentRepository>> open_tournament_store(std::string_view location) {
    if (auto ok = check_location(location); !ok) return Unexpected<Error>{ok.error()};
    if (is_postgres_location(location))
        return upcast<TournamentRepository>(PgTournamentStore::open(std::string(location)));
    return upcast<TournamentRepository>(
        SqliteTournamentStore::open(std::filesystem::path(location)));
}

Result<std::unique_ptr<AccountRepository>> open_account_store(std::string_view location) {
    if (auto ok = check_location(location); !ok) return Unexpected<Error>{ok.error()};
    if (is_postgres_location(location))
        return upcast<AccountRepository>(PgAccountStore::open(std::string(location)));
    return upcast<AccountRepository>(SqliteAccountStore::open(std::filesystem::path(location)));
}

}  // namespace letterzak::store
