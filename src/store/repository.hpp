#pragma once
// Where games live between server runs: the repository interface. A game is stored as what
// created it (the setup and the seats) and the referee's event log; the server rebuilds the
// live game with Game::replay. SQLite implements it (sqlite_store.hpp); a PostgreSQL
// implementation, for more than one machine, implements the same interface (open_store.hpp).
//
// Durability is the contract: when create_game or append returns success, what it was given
// is on disk and survives a kill -9 or a power cut. The server acknowledges a move only after
// that.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "game/event.hpp"
#include "game/setup.hpp"

namespace letterzak::store {

enum class SeatKind : std::uint8_t { kHuman, kComputer };
std::string_view seat_kind_name(SeatKind kind);

struct SeatRecord {
    SeatKind kind = SeatKind::kHuman;
    std::string level;       // a computer seat: which player ("greedy", ...)
    std::string token_hash;  // a human seat: the hash of its secret token (never the token)
    bool operator==(const SeatRecord&) const = default;
};

// A game as stored: enough to rebuild it exactly.
struct StoredGame {
    std::string id;
    std::int64_t created_at = 0;  // Unix milliseconds
    std::int64_t updated_at = 0;
    game::GameSetup setup;  // holds the seed: server-side only
    std::vector<SeatRecord> seats;
    std::vector<game::Event> events;
    std::string status;  // game_status_name, for listings without a replay
};

// New events of one game, with what a listing shows of it afterwards.
struct EventBatch {
    std::string game_id;
    std::size_t first_seq =
        0;  // the log position of events.front(); must follow the last one stored
    std::vector<game::Event> events;
    std::string status;
    std::int64_t updated_at = 0;
};

class GameRepository {
  public:
    virtual ~GameRepository() = default;

    // Stores a new game (no events yet). Error "game_exists" if the id is taken.
    virtual Result<void> create_game(const StoredGame& game) = 0;
    // Appends the batches in one durable transaction: all of them or none. Error
    // "event_sequence" when a batch does not continue its game's log exactly.
    virtual Result<void> append(std::span<const EventBatch> batches) = 0;
    // Every stored game with its events, oldest first.
    virtual Result<std::vector<StoredGame>> load_games() = 0;
    // One game, or nullopt.
    virtual Result<std::optional<StoredGame>> load_game(std::string_view id) = 0;
    // For logs: "sqlite:/path/to/letterzak.db".
    virtual std::string describe() const = 0;
};

}  // namespace letterzak::store
