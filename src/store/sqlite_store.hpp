#pragma once
// The SQLite repository: one file (created on first start), WAL journal, synchronous=FULL, the
// schema migrated on open. The default store of `letterzak serve --db FILE`.

#include <filesystem>
#include <mutex>

#include "store/repository.hpp"
#include "store/sqlite_database.hpp"

namespace letterzak::store {

class SqliteRepository final : public GameRepository {
  public:
    static Result<std::unique_ptr<SqliteRepository>> open(const std::filesystem::path& path);

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
    Result<std::vector<std::string>> unleased_automatic_games(std::size_t limit) override;
    std::string describe() const override;

  private:
    SqliteRepository(Database db, std::filesystem::path path)
        : db_(std::move(db)), path_(std::move(path)) {}
    Result<void> load_seats_and_events(StoredGame& game);
    Result<StoredGame> game_from_row(Statement& row);

    std::mutex mutex_;  // one connection, used by one caller at a time
    Database db_;
    std::filesystem::path path_;
};

}  // namespace letterzak::store
