#pragma once
// Tournaments in the SQLite database of `letterzak serve` (tables from migration 3): the
// server's tournament store, and the CLI's with `--db FILE`. Its own connection to the file,
// with the same settings as the games' (WAL, synchronous=FULL): a change is on disk when
// update() returns.

#include <filesystem>
#include <memory>
#include <mutex>

#include "store/sqlite_database.hpp"
#include "store/tournament_repository.hpp"

namespace letterzak::store {

class SqliteTournamentStore final : public TournamentRepository {
  public:
    // Opens (creating and migrating if needed) the database file.
    static Result<std::unique_ptr<SqliteTournamentStore>> open(const std::filesystem::path& path);

    Result<void> create_tournament(const TournamentRecord& record) override;
    Result<std::optional<TournamentRecord>> load_record(std::string_view id) override;
    Result<std::vector<TournamentRecord>> load_records() override;
    Result<std::vector<std::string>> tournament_ids() override;
    Result<TournamentRecord> update(std::string_view id, const Change& change) override;
    Result<std::vector<TournamentGame>> games_of(std::string_view id) override;
    Result<tournament::ActionLog> log_of(std::string_view id) override;
    Result<std::optional<std::pair<std::string, TournamentGame>>> tournament_of_game(
        std::string_view game_id) override;

    // tournament::TournamentStore: the key is the tournament's id. save() creates a tournament
    // without a director (the CLI's) or replaces the stored one's data.
    Result<tournament::Tournament> load(const std::string& id) override;
    Result<void> save(const std::string& id, const tournament::Tournament& t) override;
    bool exists(const std::string& id) override;

  private:
    explicit SqliteTournamentStore(Database db) : db_(std::move(db)) {}
    // With mutex_ held:
    Result<std::optional<TournamentRecord>> read_record(std::string_view id);
    Result<std::vector<TournamentGame>> read_games(std::string_view id);
    Result<void> write_record(const TournamentRecord& record);
    Result<void> write_games(std::string_view id, const std::vector<TournamentGame>& games);
    Result<tournament::ActionLog> read_log(std::string_view id);
    // Appends the entries of `log` from index `from` on.
    Result<void> append_log(std::string_view id, const tournament::ActionLog& log,
                            std::size_t from);

    std::mutex mutex_;  // one connection, one caller at a time
    Database db_;
};

}  // namespace letterzak::store
