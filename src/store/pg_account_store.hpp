#pragma once
// The accounts of a PostgreSQL database (account_repository.hpp): the same tables and rules as
// SqliteAccountStore, on a small pool of its own.

#include <pqxx/transaction_base>

#include "store/account_repository.hpp"
#include "store/pg_pool.hpp"
#include "store/repository.hpp"

namespace letterzak::store {

class PgAccountStore final : public AccountRepository {
  public:
    static Result<std::unique_ptr<PgAccountStore>> open(const std::string& url,
                                                        std::size_t connections = 2);

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
    explicit PgAccountStore(std::unique_ptr<PgPool> pool) : pool_(std::move(pool)) {}
    Result<std::optional<Account>> account_where(std::string_view column, std::string_view value);
    // Runs one statement with text parameters in its own transaction.
    Result<void> run(std::string_view sql, std::string_view a, std::string_view b = {});

    std::unique_ptr<PgPool> pool_;
};

// The ratings a batch that ends a game moves, inside the caller's transaction (PgRepository::
// append); throws as libpqxx does.
void pg_rate_finished_game(pqxx::transaction_base& tx, const EventBatch& batch);

}  // namespace letterzak::store
