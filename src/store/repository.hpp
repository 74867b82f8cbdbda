#pragma once
// Where games live between server runs: the repository interface. A game is stored as what
// created it (the setup and the seats) and the referee's event log; the server rebuilds the
// live game with Game::replay. SQLite implements it (sqlite_store.hpp) for one server process;
// PostgreSQL (pg_store.hpp) for several servers on one database (open_store.hpp chooses).
//
// Durability is the contract: when create_game or append returns success, what it was given
// is on disk and survives a kill -9 or a power cut. The server acknowledges a move only after
// that.
//
// Several servers: append checks, inside its transaction, that each batch continues its
// game's log exactly, so of two servers appending the same move only one succeeds. A game's
// lease says which server runs what happens by itself (computer turns, clock flags, the jury);
// a committed change is announced to the other servers (on_change).

#include <chrono>
#include <cstdint>
#include <functional>
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
    // Set when the seat's account was deleted ("verwijderd"): the game shows this name instead
    // of the one it was created with (check_seats puts it in the setup when the game is read).
    std::string shown_name;
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
    std::string status;   // game_status_name, for listings without a replay
    std::string summary;  // the list entry as JSON text (the server's); may be empty
    // Something happens by itself (a computer to move, a clock running, the jury due): a
    // server must hold the game's lease and keep it in memory.
    bool automatic = true;
    // Between two accounts, its end moves their club ratings (account_repository.hpp).
    bool rated = true;
    // Its creator offered it in the public lobby (a new game is private unless asked).
    bool is_public = false;
    // A bit per human seat nobody has taken yet (opened with its token or claimed): a public
    // game still running with a bit set is an open invitation.
    std::uint32_t open_seats = 0;
};

// A game's end as a rating reads it: the rule-set family (elo_rating.hpp) and each seat's
// match points (1 a win, ½ a draw, 0 a loss).
struct GameOutcome {
    std::string family;
    std::vector<double> points;
};

// New events of one game, with what a listing shows of it afterwards.
struct EventBatch {
    std::string game_id;
    std::size_t first_seq =
        0;  // the log position of events.front(); must follow the last one stored
    std::vector<game::Event> events;
    std::string status;
    std::int64_t updated_at = 0;
    std::string summary;    // the game's list entry after these events, JSON text
    bool automatic = true;  // as StoredGame::automatic, after these events
    // Set when these events finish the game: the store then moves the ratings of the seats'
    // accounts in the same transaction, once per game (rate_finished_game).
    std::optional<GameOutcome> outcome = std::nullopt;
};

// Where a page of the game list starts: after the game (updated_at, id) in the list's order
// (most recently changed first, then by id).
struct ListCursor {
    std::int64_t updated_at = 0;
    std::string id;
};

// kAll, kActive, kFinished: every stored game (the operator's view). The others are the
// public lobby's and hold only games their creators made public: kPublic all of them,
// kPublicActive the running ones, split into kOpen (an open invitation: a human seat nobody
// has taken) and kLive (every seat taken: to watch), and kPublicFinished.
enum class ListFilter : std::uint8_t {
    kAll,
    kActive,
    kFinished,
    kPublic,
    kPublicActive,
    kOpen,
    kLive,
    kPublicFinished,
};

// One entry of the game list, as stored: no replay needed.
struct GameListing {
    std::string id;
    std::int64_t updated_at = 0;
    std::string status;
    std::string summary;           // JSON text; empty for a game stored before summaries were
    std::uint32_t open_seats = 0;  // as StoredGame::open_seats, now
};

// A change committed to a game, as announced to the servers: the log now holds `version`
// events.
struct GameChange {
    std::string game_id;
    std::size_t version = 0;
    // The seats changed, not the log: a seat taken from the lobby got a new token, which the
    // other servers must take over (their copy still accepts the old one).
    bool seats = false;
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
    // One game, or nullopt. Error "bad_stored_game" when its rows cannot be read back (bad
    // JSON, a gap in the log, seats not numbered 0, 1, ...): the game is damaged.
    virtual Result<std::optional<StoredGame>> load_game(std::string_view id) = 0;
    // A page of the game list, most recently changed first: an indexed query, no scan.
    virtual Result<std::vector<GameListing>> list_games(
        ListFilter filter, std::size_t limit, const std::optional<ListCursor>& before) = 0;
    // The human seat `seat` of the game is taken (its player opened it, or an account claimed
    // it): clears its bit in StoredGame::open_seats. Taking a taken seat changes nothing.
    virtual Result<void> take_seat(std::string_view game_id, int seat) = 0;
    // The lobby's "Meedoen": in one transaction, the open seat `seat` of a public game is taken
    // (its bit cleared) and given a new token (its hash replaces the one its creator holds).
    // False, and nothing changed, when the game is not public or the seat no longer open
    // (another joiner, perhaps on another server, was first): exactly one joiner wins.
    virtual Result<bool> take_open_seat(std::string_view game_id, int seat,
                                        std::string_view token_hash) = 0;
    // Replaces the game's list entry (a seat renamed between moves: an account deleted).
    virtual Result<void> set_summary(std::string_view game_id, std::string_view summary) = 0;
    // Up to `limit` ids of stored games in id order after `after` (all of them, page by page).
    virtual Result<std::vector<std::string>> game_ids(std::string_view after,
                                                      std::size_t limit) = 0;
    // How many games are stored (db check and copy; a count, not a listing).
    virtual Result<std::size_t> game_count() = 0;
    // Several server processes may use this store at once (leases and notices matter).
    virtual bool shared() const { return false; }
    // For logs: "sqlite:/path/to/letterzak.db"; never a password.
    virtual std::string describe() const = 0;

    // Leases. The server holding a game's lease runs its computer turns, clock flags and
    // jury. acquire() takes or renews the lease for `holder` until now + ttl and says whether
    // `holder` has it; a lease not renewed in time expires and anyone may take it. The
    // defaults are for a store only one server process uses: every lease is its own.
    virtual Result<bool> acquire_lease(std::string_view game_id, std::string_view holder,
                                       std::chrono::milliseconds ttl);
    // Renews all of `holder`'s leases that have not expired; returns how many it holds.
    virtual Result<std::size_t> renew_leases(std::string_view holder,
                                             std::chrono::milliseconds ttl);
    virtual Result<void> release_lease(std::string_view game_id, std::string_view holder);
    // Ids of games that run by themselves (StoredGame::automatic) and that no live lease
    // covers, at most `limit`: a starting server, or one whose peer died, takes them over.
    virtual Result<std::vector<std::string>> unleased_automatic_games(std::size_t limit) = 0;

    // Changes committed by any server using this store, announced after their commit; called
    // on the store's own thread. The default store has no other writers and never calls.
    using ChangeListener = std::function<void(const GameChange&)>;
    virtual Result<void> on_change(ChangeListener listener);
    // Ends what on_change started: once this returns the listener is never called again (its
    // thread has stopped), so whatever it points at may go. Its owner calls it before it goes.
    virtual void stop_changes();
};

}  // namespace letterzak::store
