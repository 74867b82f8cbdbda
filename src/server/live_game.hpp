#pragma once
// A game the server is running: the referee's Game and what the server keeps beside it (the
// seats' kinds and token hashes, the computer players, the clients watching, how much of the
// log is on disk), plus the one-at-a-time queue of operations on it.
//
// Every operation on a game (a move, a read, a computer's turn, a clock flag) runs through
// that queue, and an operation that changed the game holds the queue until its events are on
// disk. So no one ever sees a state that a crash could still take back, and the events of a
// game reach the disk in order.

#include <atomic>
#include <boost/asio/steady_timer.hpp>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "ai/computer_seat.hpp"
#include "game/game.hpp"
#include "server/reply.hpp"
#include "store/repository.hpp"

namespace letterzak::server {

// A client that follows a game (a WebSocket): receives the state as its seat sees it.
class Subscriber {
  public:
    virtual ~Subscriber() = default;
    // Called from any thread; must not block or call back into the service.
    virtual void deliver(std::shared_ptr<const std::string> message) = 0;
};

struct LiveSeat {
    store::SeatKind kind = store::SeatKind::kHuman;
    std::string level;
};

struct LiveGame;
// An operation on a game: runs with the game's mutex held, returns the reply for its caller.
using GameOp = std::function<Reply(LiveGame&)>;

struct LiveGame {
    LiveGame(std::string id_, std::int64_t created, std::vector<LiveSeat> seats_, game::Game game_)
        : id(std::move(id_)),
          created_at(created),
          seats(std::move(seats_)),
          game(std::move(game_)) {}

    // Fixed at creation; read without the lock.
    const std::string id;
    const std::int64_t created_at;
    const std::vector<LiveSeat> seats;
    // Per seat, the hash of its token ("" for a computer). Not fixed: a seat taken from the
    // lobby gets a new token (GameService::take_open_seat), and authorize() reads them outside
    // the game's queue, so they have a lock of their own.
    std::mutex tokens_mutex;
    std::vector<std::string> token_hashes;
    std::vector<std::unique_ptr<ai::ComputerSeat>> players;  // per seat; null for humans. Used by
                                                             // one computer turn at a time.
    std::atomic<std::uint64_t> last_use{0};  // the LRU's clock: when the game was last asked for

    std::mutex mutex;  // guards everything below
    game::Game game;
    std::size_t stored = 0;  // events of game.events() that are on disk
    std::int64_t updated_at = 0;
    nlohmann::json summary;  // for the game list

    struct Waiting {
        GameOp op;
        ReplyFn reply;
    };
    bool busy = false;  // an operation runs or waits for its commit
    std::deque<Waiting> waiting;

    std::vector<std::pair<int, std::weak_ptr<Subscriber>>> subscribers;  // (seat, client)
    std::vector<bool> opened;       // per seat: its player has opened the game since the start
    bool is_public = false;         // listed in the public lobby (StoredGame::is_public)
    std::uint32_t open_seats = 0;   // human seats nobody has taken yet (StoredGame::open_seats)
    bool computer_pending = false;  // a computer turn is being worked out
    bool jury_pending = false;
    bool leased = false;   // this server holds the game's lease (a shared store)
    bool evicted = false;  // no longer in the service's map: a refresh must not bring it back
    std::unique_ptr<boost::asio::steady_timer> clock_timer;
    std::optional<nlohmann::json> analysis;  // cached once the game is finished
};

}  // namespace letterzak::server
