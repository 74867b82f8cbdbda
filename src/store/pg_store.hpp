#pragma once
// The PostgreSQL repository (`--db postgresql://…`): the games of several Letterzak servers in
// one database. A pool of connections (pg_pool.hpp), the schema migrated on open
// (pg_migrations.hpp). What makes sharing safe:
//   - append locks each game's row (SELECT … FOR UPDATE) and checks that each batch continues
//     the log exactly, so of two servers appending the same move one gets "event_sequence";
//   - every append announces "<game id> <version>" on the channel letterzak_games
//     (pg_notify, delivered at commit), heard by every server's listener (on_change);
//   - leases are rows with an expiry on the database's own clock, so servers whose clocks
//     differ still agree on who holds a game.
// A commit is durable when it returns (synchronous_commit as the server is configured: on by
// default).

#include <memory>

#include "store/pg_listener.hpp"
#include "store/pg_pool.hpp"
#include "store/repository.hpp"

namespace letterzak::store {

class PgRepository final : public GameRepository {
  public:
    // Connects, migrates. Errors: bad_db, db_login_refused, db_unreachable, db_too_new.
    static Result<std::unique_ptr<PgRepository>> open(const std::string& url,
                                                      std::size_t connections = 4);
    ~PgRepository() override;

    Result<void> create_game(const StoredGame& game) override;
    Result<void> append(std::span<const EventBatch> batches) override;
    Result<std::vector<StoredGame>> load_games() override;
    Result<std::optional<StoredGame>> load_game(std::string_view id) override;
    Result<void> take_seat(std::string_view game_id, int seat) override;
    Result<bool> take_open_seat(std::string_view game_id, int seat,
                                std::string_view token_hash) override;
    Result<void> set_summary(std::string_view game_id, std::string_view summary) override;
    Result<std::vector<GameListing>> list_games(ListFilter filter, std::size_t limit,
                                                const std::optional<ListCursor>& before) override;
    Result<std::vector<std::string>> game_ids(std::string_view after, std::size_t limit) override;
    Result<std::size_t> game_count() override;
    std::string describe() const override;
    bool shared() const override { return true; }

    Result<bool> acquire_lease(std::string_view game_id, std::string_view holder,
                               std::chrono::milliseconds ttl) override;
    Result<std::size_t> renew_leases(std::string_view holder,
                                     std::chrono::milliseconds ttl) override;
    Result<void> release_lease(std::string_view game_id, std::string_view holder) override;
    Result<std::vector<std::string>> unleased_automatic_games(std::size_t limit) override;
    // Starts the listener (pg_listener.hpp). After a reconnect it reports a GameChange with an
    // empty id: changes may have been missed.
    Result<void> on_change(ChangeListener listener) override;
    // Stops and joins the listener's thread.
    void stop_changes() override;

  private:
    explicit PgRepository(std::unique_ptr<PgPool> pool) : pool_(std::move(pool)) {}

    std::unique_ptr<PgPool> pool_;
    std::unique_ptr<PgListener> listener_;  // declared last: stopped first
};

}  // namespace letterzak::store
