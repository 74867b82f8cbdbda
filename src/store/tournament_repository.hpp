#pragma once
// Where the server keeps tournaments: in the same database as its games. A tournament is
// stored as the engine's JSON (tournament_json.hpp) beside what only the server needs: the
// hash of the director's token, the players it seats as a computer, and which pairings are
// being played as games on the server.
//
// Every change is a read-change-write of one tournament in one durable transaction
// (update()), so two directors' requests, or a director and a game that just ended, cannot
// overwrite each other's work, and a refused change leaves the stored tournament as it was.
// It is also a tournament::TournamentStore, so the CLI can keep its tournament here instead of
// in a JSON file (`letterzak tournament … --db FILE`).

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "tournament/action_log.hpp"
#include "tournament/store.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::store {

struct TournamentRecord {
    std::string id;
    std::string director_hash;    // SHA-256 of the director's token, hex; empty: no director
    std::int64_t created_at = 0;  // Unix milliseconds
    std::int64_t updated_at = 0;
    tournament::Tournament tournament;
    // Players the server seats as a computer in their games, with the computer's level.
    std::map<tournament::PlayerId, std::string> computers;
    // The director's actions (action_log.hpp), read by update() and log_of() only (a view
    // needs the state, not its history). A change appends to it; nothing in it is rewritten.
    tournament::ActionLog log;
};

// A pairing being played (or played) as a game on the server. Seat 0 of the game is `first`,
// the pairing's starter; seat 1 is `second`.
struct TournamentGame {
    int round = 0;
    tournament::PlayerId first = tournament::kNoPlayer;
    tournament::PlayerId second = tournament::kNoPlayer;
    std::string game_id;
    std::int64_t created_at = 0;
    // How many events the game had when its result was last entered in the round (-1: never).
    // A result from an older state of the game never replaces one from a newer state.
    std::int64_t entered_version = -1;

    bool operator==(const TournamentGame&) const = default;
};

// Whether `round` of `t` still pairs `first` (starting) against `second`.
bool pairing_exists(const tournament::Tournament& t, int round, tournament::PlayerId first,
                    tournament::PlayerId second);

// A change committed to a tournament by another server on a shared store: the tournament's
// updated_at after it (or, for what its record does not hold, such as a game's clock started,
// the time of the announcement). An empty id: listening broke for a while, so any tournament
// may have changed.
struct TournamentChange {
    std::string tournament_id;
    std::int64_t version = 0;
};

class TournamentRepository : public tournament::TournamentStore {
  public:
    // The change of one update: it may change the record (but not its id, hash or creation
    // time) and the tournament's games. An error leaves everything as it was and is returned.
    using Change = std::function<Result<void>(TournamentRecord&, std::vector<TournamentGame>&)>;

    // Stores a new tournament. Error "tournament_exists" when the id is taken.
    virtual Result<void> create_tournament(const TournamentRecord& record) = 0;
    // One tournament, or nullopt.
    virtual Result<std::optional<TournamentRecord>> load_record(std::string_view id) = 0;
    // Every tournament, most recently changed first.
    virtual Result<std::vector<TournamentRecord>> load_records() = 0;
    // Their ids in the same order, without reading them (one damaged tournament must not
    // hide the others).
    virtual Result<std::vector<std::string>> tournament_ids() = 0;
    // Reads the tournament and its games, applies `change`, checks the result
    // (validate_tournament), drops the games of pairings that no longer exist, and writes it
    // all back in one transaction. Returns the record as stored. Errors: not_found, the
    // change's own, corrupt_tournament, storage_failed.
    virtual Result<TournamentRecord> update(std::string_view id, const Change& change) = 0;
    // The server games of a tournament, by round and board order of creation.
    virtual Result<std::vector<TournamentGame>> games_of(std::string_view id) = 0;
    // The tournament's action log, in order. Errors: not_found, corrupt_tournament.
    virtual Result<tournament::ActionLog> log_of(std::string_view id) = 0;
    // The tournament a server game belongs to, and its link, or nullopt.
    virtual Result<std::optional<std::pair<std::string, TournamentGame>>> tournament_of_game(
        std::string_view game_id) = 0;

    // The changes other servers commit to tournaments in this store, announced after their
    // commit and called on the store's own thread; this server's own are not repeated to it.
    // A store of one process has nobody else to hear and never calls.
    using ChangeListener = std::function<void(const TournamentChange&)>;
    virtual Result<void> on_change(ChangeListener listener);
    // Tells the other servers that something shown with the tournament changed that its
    // record does not hold (a game of it started its clocks). A store of one process has
    // nobody to tell.
    virtual void announce(std::string_view id, std::int64_t version);
};

// What every tournament store shares, so the rules of a change live in one place.
std::int64_t now_millis();
Unexpected<Error> damaged_tournament(std::string_view id, const std::string& message);
// The tournament's stored JSON text (names in another encoding become U+FFFD, never a failure).
std::string tournament_text(const tournament::Tournament& t);
// The computer players as stored: JSON text, player id -> level.
std::string computers_text(const std::map<tournament::PlayerId, std::string>& computers);
Result<std::map<tournament::PlayerId, std::string>> read_computers(std::string_view id,
                                                                   const std::string& text);
// The heart of update(), on what the store read inside its transaction: applies `change`,
// keeps the identity (id, director, creation time), checks that the log only grew and that
// the state is its replay, validates, drops the games of pairings that no longer exist, stamps
// updated_at. An error leaves nothing to write; the entries from record.log[stored] on are
// the ones to append.
Result<void> apply_change(TournamentRecord& record, std::vector<TournamentGame>& games,
                          const TournamentRepository::Change& change);
// One log entry as stored (the body column), and back. Errors: corrupt_tournament.
std::string action_text(const tournament::LoggedAction& a);
Result<tournament::LoggedAction> action_from_text(std::string_view id, const std::string& text);

// The heart of save() (a whole-tournament write) on what the store read: `existing` (or a new
// record for `id`) with `t` as its tournament; drops games of vanished pairings. A tournament
// with an action log (`logged` entries) changes only through actions (update()): a different
// state is refused (logged_tournament).
Result<TournamentRecord> saved_record(const std::string& id,
                                      std::optional<TournamentRecord> existing,
                                      const tournament::Tournament& t,
                                      std::vector<TournamentGame>& games, std::size_t logged);

}  // namespace letterzak::store
