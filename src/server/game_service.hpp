#pragma once
// The games a server runs, and everything that can be done to them, independent of HTTP: the
// routes and the WebSocket sessions translate requests into these calls and the Replies back.
//
// Who may do what: a request carries a seat token (or none, for a spectator). authorize()
// turns it into a seat; every command then acts for that seat and no other. What a caller
// sees is always view_for(its seat): its own rack, never another's, never the bag.
//
// Durability: an operation that changes a game is answered (and its new state sent to the
// watchers) only after its events are written (CommitQueue). After a crash each game continues
// exactly where its last acknowledged move left it; computer turns and clocks pick up there.
//
// Memory: a game is in memory only while it is used. It is loaded from the store when asked
// for, and an LRU of `max_games` sends idle ones back (finished games, or games waiting for a
// person without a clock running, nobody watching). The list is a paged query of the store. On
// start nothing is replayed: the games that run by themselves (a computer to move, a clock, the
// jury) are picked up in the background, a batch at a time.
//
// Damage: a game whose stored rows cannot be replayed (bad JSON, a gap in the log, an illegal
// stored move, missing seats) is quarantined: its requests get 409 game_damaged, /api/health
// lists it, every other game plays.
//
// Several servers on one store (PostgreSQL): the server holding a game's lease runs what
// happens by itself; leases are renewed every lease_ttl / 3, and games whose lease ran out
// (their server died) are taken over. A change committed by another server arrives as a
// notice; the game is then read again and its watchers here get the new state. A move made
// here against a state another server already changed fails the log check in the store and is
// answered 409 stale_state, after which this server reads the game again.

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "formats/score_sheet.hpp"
#include "game/clock.hpp"
#include "server/commit_queue.hpp"
#include "server/computer_players.hpp"
#include "server/lexicon_shelf.hpp"
#include "server/live_game.hpp"
#include "server/new_game_request.hpp"
#include "server/reply.hpp"
#include "server/wall_clock.hpp"
#include "store/repository.hpp"

namespace letterzak::server {

struct ServiceOptions {
    int compute_threads = 1;
    std::chrono::milliseconds computer_delay{400};  // a computer's answer waits this long, so
                                                    // a person sees one move, then the next
    std::size_t max_games = 2000;                   // games kept in memory (the LRU's size)
    std::chrono::milliseconds lease_ttl{10'000};    // a lease not renewed this long expires
    std::optional<game::Millis> last_alive;  // when the previous server was last up: the time
                                             // since is not charged to clocks (clock_policy)
};

class GameService {
  public:
    GameService(boost::asio::io_context& io, store::GameRepository& repository,
                LexiconShelf& lexicons, ServiceOptions options);
    ~GameService();
    GameService(const GameService&) = delete;
    GameService& operator=(const GameService&) = delete;

    // Starts the background work: taking over the games that run by themselves (all of them
    // on a store of its own; the unleased ones on a shared store), renewing leases, hearing
    // other servers' changes. Returns the number of stored games (for the start-up line).
    Result<std::size_t> load();

    void create(NewGame spec, ReplyFn reply);
    // A new game like this one, for "Nog een partij": its rule set, its seats (names, kinds,
    // levels, in the same order) and clock. Errors: unknown_game, game_damaged, game_not_over.
    Result<NewGame> rematch_of(std::string_view id);
    // A page of the list, most recently changed first; `before` is the "next" of the previous
    // page (empty: the first page). Error bad_request for a malformed `before`.
    Reply list(std::string_view status_filter, std::size_t limit, std::string_view before = {});
    // The seat shows `name` from now on (its account was deleted: the store already maps it
    // when the game is read, store::check_seats): the game in memory and its list entry follow.
    void rename_seat(std::string_view id, int seat, std::string name);

    // The seat a token speaks for in a game: game::kSpectator for no token. Errors:
    // unknown_game, bad_token.
    Result<int> authorize(std::string_view id, std::string_view token);

    void view(std::string_view id, int seat, ReplyFn reply);
    void join(std::string_view id, int seat, ReplyFn reply);
    // The lobby's "Meedoen" (POST /api/games/{id}/take): the first human seat of a public,
    // running game that nobody has taken, and that is not in `skip` (a bit per seat an account
    // owns), gets a new token, answered once: {"id","seat","name","token"}; the token its
    // creator held for it stops working. Refusals: unknown_game (404, a private game too),
    // game_over, seat_taken (409: none open, or another joiner was first).
    void take_open_seat(std::string_view id, std::uint32_t skip, ReplyFn reply);
    // A move, challenge/protest or resignation, from a request body ("type" decides). The
    // reply carries the new view, unless `with_view` is false (a WebSocket, which receives the
    // state anyway): then only {"ok":true,"version":N}.
    void command(std::string_view id, int seat, nlohmann::json body, ReplyFn reply,
                 bool with_view = true);
    void preview(std::string_view id, int seat, nlohmann::json body, ReplyFn reply);
    void gcg(std::string_view id, int seat, ReplyFn reply);
    // As JSON, or (text set) as printable text in that language.
    void score_sheet(std::string_view id, std::optional<formats::SheetLanguage> text,
                     ReplyFn reply);
    void analysis(std::string_view id, ReplyFn reply);
    // "Is dit een woord?": whether `word` is in the game's word list as its rule set reads
    // words, for a seat of a casual game. Errors: jury_only (403: under tournament rules only
    // the jury checks words, after the game), no_lexicon.
    void word_check(std::string_view id, int seat, std::string word, ReplyFn reply);
    // Follows a game: the current state now, then every change. The subscriber is held weakly.
    void subscribe(std::string_view id, int seat, std::weak_ptr<Subscriber> subscriber);
    // Starts the clocks of a game that waits for its players (the director's word). Errors:
    // unknown_game, clock_not_waiting.
    void start_clock(std::string_view id, ReplyFn reply);
    // The jury gives `seat` extra time on its chess clock (Reglement V-6), with a note that
    // the score sheet shows. Errors: unknown_game, game_over, no_clock, bad_extra_time,
    // no_such_seat.
    void extra_time(std::string_view id, int seat, game::Millis extra, std::string note,
                    ReplyFn reply);

    // Told when a change that leaves a game finished (the jury's check done) is on disk, and
    // again after every later change (a correction): a tournament takes the game's result from
    // there. Called on an I/O thread with a copy of the game, for one game at a time in the
    // order of its changes. Set once, before the server takes requests.
    using FinishedListener = std::function<void(const std::string& id, const game::Game& game)>;
    void on_finished(FinishedListener listener);
    // A copy of the game if it is finished (a tournament catching up after a restart).
    std::optional<game::Game> finished_game(std::string_view id);
    // The game's status; nullopt for an unknown game.
    std::optional<game::GameStatus> status(std::string_view id);
    // A correction of a finished game's total by the tournament director (Reglement V-1):
    // `points` (signed) for `seat`, on the score sheet with `note`. Errors: unknown_game,
    // game_not_over (until the jury has checked the words), bad_adjustment.
    void correct(std::string_view id, int seat, int points, std::string note, ReplyFn reply);

    // Stops clocks and computer turns; operations still queued get "shutting_down". Called
    // once, before the io_context stops.
    void shutdown();
    // No operation is running or waiting (for a graceful stop).
    bool idle();
    // Games in memory now.
    std::size_t game_count();
    // The quarantined games this server has come across: id -> what is wrong.
    std::vector<std::pair<std::string, std::string>> damaged();
    std::uint64_t commits() const { return commits_.transactions(); }

  private:
    // The game in memory, loaded from the store if need be. Errors: unknown_game,
    // game_damaged, storage_failed.
    Result<std::shared_ptr<LiveGame>> find(std::string_view id);
    // find() that answers `reply` itself on failure (then returns null).
    std::shared_ptr<LiveGame> find_or_reply(std::string_view id, const ReplyFn& reply);
    Result<std::shared_ptr<LiveGame>> make_live(store::StoredGame stored, bool replay);
    // Reads the game again from the store (another server changed it), then tells its
    // watchers and looks at what happens next.
    void refresh(const std::shared_ptr<LiveGame>& g);
    void heard(const store::GameChange& change);
    // The background round: renew leases, take over unleased games, keep memory in bounds.
    void tend();
    void schedule_tend(std::chrono::milliseconds after);
    void evict_if_full();
    bool holds_lease(LiveGame& g) const;  // with g.mutex held
    // Something happens by itself in this game (with g.mutex held).
    static bool automatic(const LiveGame& g);
    game::Services services_for(const core::RuleSet& rules);
    const LoadedLexicon* lexicon_for(const core::RuleSet& rules);

    // The operation queue of one game (live_game.hpp).
    void enqueue(const std::shared_ptr<LiveGame>& g, GameOp op, ReplyFn reply);
    void execute(const std::shared_ptr<LiveGame>& g, GameOp op, ReplyFn reply);
    void committed(const std::shared_ptr<LiveGame>& g, std::size_t count, const Result<void>& ok,
                   Reply reply, const ReplyFn& to);
    void finish(const std::shared_ptr<LiveGame>& g);
    void notify_finished(const std::shared_ptr<LiveGame>& g);
    // After a change is on disk: the jury, the computer's turn, the clock's alarm.
    void after_commit(const std::shared_ptr<LiveGame>& g);
    void computer_turn(const std::shared_ptr<LiveGame>& g);
    void arm_clock(const std::shared_ptr<LiveGame>& g);

    // With g.mutex held:
    // A seat's player has the game open: the clocks start once every human seat has.
    void opened(LiveGame& g, int seat);
    nlohmann::json view_of(LiveGame& g, int seat);
    nlohmann::json summary_of(LiveGame& g);
    std::vector<std::pair<std::shared_ptr<Subscriber>, std::shared_ptr<const std::string>>>
    state_messages(LiveGame& g);

    boost::asio::io_context& io_;
    store::GameRepository& repository_;
    LexiconShelf& lexicons_;
    ServiceOptions options_;
    WallTimeSource time_;
    ComputerRoster computers_;
    CommitQueue commits_;
    boost::asio::thread_pool compute_;
    std::atomic<bool> stopping_{false};
    FinishedListener finished_listener_;

    std::shared_mutex games_mutex_;
    std::unordered_map<std::string, std::shared_ptr<LiveGame>> games_;
    std::unordered_map<std::string, std::string> damaged_;  // under games_mutex_
    std::atomic<std::uint64_t> use_clock_{0};               // LiveGame::last_use
    const game::Millis started_at_ = unix_millis();         // outages end here (clock_policy)
    const std::string server_id_;                           // this run's lease holder name
    const bool shared_store_;
    std::unique_ptr<boost::asio::steady_timer> tend_timer_;
    bool resumed_all_ = false;        // a store of its own: the start-up take-over is listed
    std::deque<std::string> resume_;  // ... and these are still to load (on the tend timer)
};

}  // namespace letterzak::server
