#pragma once
// The tournaments a server runs, independent of HTTP: the routes (tournament_routes.hpp)
// translate requests into these calls and the Replies back.
//
// Who may do what: everyone reads a tournament (its standings, pairings, exports); what
// changes it needs the director's token, handed out once when the tournament is created and
// kept only as its SHA-256 hash (authorize()).
//
// State: nothing is kept in memory. Every request reads the tournament from the store, and
// every change is one read-change-write transaction there (TournamentRepository::update), so
// a refused change leaves nothing behind, a restart loses nothing, and the CLI may work on
// the same database file. Tournaments are small and directors are few: the synchronous
// SQLite write on the I/O thread costs a few milliseconds now and then.
//
// Games: a pairing can be played on the server (start_game). The game's seat 0 is the
// pairing's first player, who starts; when the game finishes (the jury's check done) its
// result is entered in the round by itself, and again after every later correction. A
// result is written together with how far the game had got, so an older state never
// overwrites a newer one, and a result the server could not write before it stopped is
// entered on the next start (load()).
//
// Live: every change that goes through here (each director's action, a server game's result
// landing by itself, a game's clocks started) tells the tournament's followers
// (tournament_watchers.hpp) once it is stored; on a shared store the other servers hear it
// from the store (TournamentRepository::on_change) and tell theirs.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "game/game.hpp"
#include "server/game_service.hpp"
#include "server/reply.hpp"
#include "server/tournament_records.hpp"
#include "server/tournament_watchers.hpp"
#include "store/tournament_repository.hpp"

namespace letterzak::server {

// How much a server takes on (settings of `letterzak serve`): a pairing's cost grows with
// its players, the store's with the tournaments.
struct TournamentLimits {
    std::size_t max_tournaments = 1000;  // on this server, finished ones included
    std::size_t max_players = 2000;      // in one tournament
};

class TournamentService {
  public:
    TournamentService(store::TournamentRepository& repository, GameService& games,
                      TournamentLimits limits = {});
    TournamentService(const TournamentService&) = delete;
    TournamentService& operator=(const TournamentService&) = delete;

    // Enters the results of the tournament games that finished without their tournament
    // hearing of it, and starts hearing other servers' changes. Returns the number of
    // tournaments.
    Result<std::size_t> load();

    // `subscriber` follows the tournament: it gets a notice now and after every change
    // (tournament_watchers.hpp). Errors: unknown_tournament.
    Result<void> follow(std::string_view id, std::weak_ptr<Subscriber> subscriber);
    // The notice of the tournament as it is now. Errors: unknown_tournament.
    Result<std::shared_ptr<const std::string>> notice(std::string_view id);
    // Whether the tournament exists. Errors: unknown_tournament, storage_failed.
    Result<void> exists(std::string_view id);

    // A new tournament → 201 {"id", "director_token" (only now), "tournament"}.
    Reply create(const nlohmann::json& body);
    Reply list(std::size_t limit);
    Reply view(std::string_view id, std::optional<int> after_round);
    // "standings.csv", "pairings.csv", "tsh.t" (TSH's data file), "report.html" (printable:
    // standings, prizes, every result, a link to the records) or "games.zip" (every finished
    // server game's GCG and an index of every pairing, tournament_records.hpp).
    Reply export_file(std::string_view id, std::string_view file, std::optional<int> after_round);
    // The prize list (prizes.hpp) as it stands, with the bingos of the server games.
    Reply prizes(std::string_view id);

    // The director's token for the tournament. Errors: unknown_tournament, missing_token,
    // bad_token.
    Result<void> authorize(std::string_view id, std::string_view token);

    // Director's changes: each answers with the tournament as it is afterwards.
    Reply add_players(std::string_view id, const nlohmann::json& body);
    Reply withdraw(std::string_view id, std::string_view player, const nlohmann::json& body);
    Reply pair(std::string_view id);
    Reply unpair(std::string_view id, const nlohmann::json& body);
    // A result or its correction. A knock-out correction that changes who went through after
    // the next round was paired is refused (round_already_paired) with the offer to re-pair
    // from here; with "repair":true the later rounds are taken back and the next one paired
    // again, each step an action of the log.
    Reply enter_result(std::string_view id, int round, const nlohmann::json& body);

    // The action log (issue 21): every director action with its time and author.
    Reply log(std::string_view id);                               // {"log":[…]} for people
    Reply export_log(std::string_view id);                        // JSON Lines, to import elsewhere
    Reply undo(std::string_view id, const nlohmann::json& body);  // {"count":N} (default 1)
    // A new tournament from an exported log ({"log": text}) or a TSH file ({"tsh": text, "name",
    // settings as for create()}) → 201 like create().
    Reply import_log(const nlohmann::json& body);
    // A warning, a disqualification (the player's games still to play become forfeits) or a
    // point penalty with its note (001 V-1, III-10).
    Reply sanction(std::string_view id, const nlohmann::json& body);
    // Changes settings ({"bye":{…},"rounds":9,…}: what is named changes).
    Reply change_settings(std::string_view id, const nlohmann::json& body);
    // A server game for a pairing of `round` → 201 with its seats' tokens and invitation
    // links (only now).
    void start_game(std::string_view id, int round, const nlohmann::json& body, ReplyFn reply);
    // A correction of a finished server game of the tournament; its result follows.
    void correct(std::string_view id, std::string_view game_id, const nlohmann::json& body,
                 ReplyFn reply);

    // The director starts the clocks of a server game of the tournament before both players
    // have opened it (GameService::start_clock).
    void start_clock(std::string_view id, std::string_view game_id, ReplyFn reply);
    // The director (the jury) gives a player of a server game extra time (V-6):
    // {"seat": 0|1, "seconds": 1..3600, "note": "…"} (GameService::extra_time).
    void extra_time(std::string_view id, std::string_view game_id, const nlohmann::json& body,
                    ReplyFn reply);
    // A game finished or was corrected (GameService::on_finished).
    void game_finished(const std::string& game_id, const game::Game& game);

  private:
    // Whether this server may hold one more tournament. Errors: too_many_tournaments.
    Result<void> room_for_another();
    // Stores a new tournament (its tournament and log filled in) under a new id with a new
    // director's token → 201 {"id", "director_token" (only now), "tournament"}.
    Reply store_new(store::TournamentRecord record);
    Result<store::TournamentRecord> record(std::string_view id);
    Result<store::TournamentRecord> change(std::string_view id,
                                           const store::TournamentRepository::Change& change);
    // 200 {"tournament": view, …extra}.
    Reply changed(const store::TournamentRecord& record, unsigned status = 200,
                  nlohmann::json extra = nlohmann::json::object());
    nlohmann::json view_json(const store::TournamentRecord& record, std::optional<int> after_round);
    // The tournament's server game `game_id`; unknown_game if it has none such.
    Result<store::TournamentGame> game_of(const store::TournamentRecord& record,
                                          std::string_view game_id);
    // The finished server games of the tournament's pairings (loaded from the store).
    std::vector<RecordedGame> recorded(const store::TournamentRecord& record);
    // What the prize list needs of the games: their bingos, when there is a bingo prize.
    tournament::GameEvidence prize_evidence(const store::TournamentRecord& record);
    // Enters the game's result if it is finished and newer than what the round holds.
    void catch_up(const std::string& game_id);

    store::TournamentRepository& repository_;
    GameService& games_;
    TournamentLimits limits_;
    // Shared with the store's listener, which may outlive this service by a moment.
    std::shared_ptr<TournamentWatchers> watchers_ = std::make_shared<TournamentWatchers>();
};

}  // namespace letterzak::server
