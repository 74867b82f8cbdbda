#pragma once
// Tournaments in the PostgreSQL database of `letterzak serve --db postgresql://…` (tables from
// migration 3): the same contract as SqliteTournamentStore. update() reads the tournament
// with SELECT … FOR UPDATE inside its transaction, so two servers (or a server and the CLI)
// changing one tournament take turns instead of overwriting each other's work. Every update
// announces "<id> <updated_at> <origin>" on the channel letterzak_tournaments (pg_notify,
// delivered at commit), which every other server's listener hears (on_change); `origin`, a
// random tag of this store, lets a server skip its own announcements.

#include <memory>

#include "store/pg_listener.hpp"
#include "store/pg_pool.hpp"
#include "store/tournament_repository.hpp"

namespace letterzak::store {

class PgTournamentStore final : public TournamentRepository {
  public:
    static Result<std::unique_ptr<PgTournamentStore>> open(const std::string& url,
                                                           std::size_t connections = 2);

    Result<void> create_tournament(const TournamentRecord& record) override;
    Result<std::optional<TournamentRecord>> load_record(std::string_view id) override;
    Result<std::vector<TournamentRecord>> load_records() override;
    Result<std::vector<std::string>> tournament_ids() override;
    Result<TournamentRecord> update(std::string_view id, const Change& change) override;
    Result<std::vector<TournamentGame>> games_of(std::string_view id) override;
    Result<tournament::ActionLog> log_of(std::string_view id) override;
    Result<std::optional<std::pair<std::string, TournamentGame>>> tournament_of_game(
        std::string_view game_id) override;

    Result<tournament::Tournament> load(const std::string& id) override;
    Result<void> save(const std::string& id, const tournament::Tournament& t) override;
    bool exists(const std::string& id) override;

    Result<void> on_change(ChangeListener listener) override;
    void announce(std::string_view id, std::int64_t version) override;

  private:
    explicit PgTournamentStore(std::unique_ptr<PgPool> pool);
    // The payload that tells the other servers of a change of `id`.
    std::string notice(std::string_view id, std::int64_t version) const;

    std::unique_ptr<PgPool> pool_;
    std::string origin_;
    std::unique_ptr<PgListener> listener_;  // declared last: stopped first
};

}  // namespace letterzak::store
