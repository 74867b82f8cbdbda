#pragma once
// The accounts of a SQLite database (account_repository.hpp): its own connection to the file
// the games live in (WAL lets it write beside the game store's connection).

#include <filesystem>
#include <mutex>

#include "store/account_repository.hpp"
#include "store/repository.hpp"
#include "store/sqlite_database.hpp"

namespace letterzak::store {

class SqliteAccountStore final : public AccountRepository {
  public:
    static Result<std::unique_ptr<SqliteAccountStore>> open(const std::filesystem::path& path);

    Result<void> create_account(const Account& account, std::string_view signup_code_hash) override;
    Result<std::optional<Account>> account_by_name(std::string_view name) override;
    Result<std::optional<Account>> account_by_id(std::string_view id) override;
    Result<std::vector<Account>> accounts() override;
    Result<void> set_password(std::string_view id, std::string_view password_hash) override;
    Result<void> set_disabled(std::string_view id, bool disabled) override;
    Result<int> record_failed_login(std::string_view id, int lock_after,
                                    std::int64_t lock_until) override;
    Result<void> clear_failed_logins(std::string_view id) override;
    Result<void> delete_account(std::string_view id) override;
    Result<void> create_session(const SessionRecord& session) override;
    Result<std::optional<SessionRecord>> session(std::string_view secret_hash,
                                                 std::int64_t now) override;
    Result<void> delete_session(std::string_view secret_hash) override;
    Result<void> delete_sessions(std::string_view account_id) override;
    Result<void> own_seat(std::string_view game_id, int seat, std::string_view account_id,
                          std::int64_t now) override;
    Result<std::optional<int>> seat_of(std::string_view account_id,
                                       std::string_view game_id) override;
    Result<std::vector<SeatOwner>> owners(std::string_view game_id) override;
    Result<std::vector<OwnedSeat>> owned_seats(std::string_view account_id, bool with_hidden,
                                               std::size_t limit) override;
    Result<void> set_hidden(std::string_view account_id, std::string_view game_id,
                            bool hidden) override;
    Result<std::vector<Rating>> ratings(std::string_view account_id) override;
    Result<std::vector<RatingChange>> rating_history(std::string_view account_id) override;
    Result<void> add_signup_code(std::string_view code_hash, std::int64_t now) override;
    Result<TableRows> table_rows(const AccountTable& table) override;
    Result<void> insert_tables(const std::vector<TableRows>& tables) override;

  private:
    explicit SqliteAccountStore(Database db) : db_(std::move(db)) {}
    Result<std::optional<Account>> account_where(std::string_view column, std::string_view value);
    Result<void> run(std::string_view sql, std::string_view a, std::string_view b = {});

    std::mutex mutex_;  // one connection, one caller at a time
    Database db_;
};

// The ratings a batch that ends a game moves, inside the caller's open transaction on `db`
// (SqliteRepository::append).
Result<void> sqlite_rate_finished_game(Database& db, const EventBatch& batch);

}  // namespace letterzak::store
