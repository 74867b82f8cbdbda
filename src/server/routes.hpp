#pragma once
// The JSON API, route by route (README "API" lists them with examples):
//
//   GET  /api/health                      liveness
//   GET  /api/rules                       rule sets, tiles, board, computer levels
//   GET  /api/games[?status=active|finished][&limit=N]   the game list
//   POST /api/games                       a new game → its id and the seat tokens (only now)
//   GET  /api/games/{id}                  the game as the token's seat sees it (none: spectator)
//   POST /api/games/{id}/join             check a seat token → the seat and its view
//   POST /api/games/{id}/move             place / exchange / pass ({"type":…})
//   POST /api/games/{id}/preview          score or refusal of a tentative placement, not played
//   POST /api/games/{id}/challenge        challenge (box, english) or protest (tournament)
//   POST /api/games/{id}/resign
//   GET  /api/games/{id}/gcg              the record (during the game: the reader's racks only)
//   GET  /api/games/{id}/scoresheet[?format=text[&lang=nl|en]]   the wedstrijdformulier
//   GET  /api/games/{id}/analysis         best moves per turn, once the game is finished
//   GET  /api/games/{id}/ws               WebSocket (websocket_session.hpp)
//   GET  /api/tournaments/{id}/ws         WebSocket following a tournament (public)
//   GET  /api/games/{id}/word?w=WORD      "is dit een woord?" for a seat of a casual game
//   POST /api/records/analysis            a GCG record (the body) → its analysis, per turn
//   …    /api/tournaments…                tournaments (tournament_routes.hpp)
//   …    /api/account, /api/session, /api/me…, /api/games/{id}/claim|hide|rematch
//                                         accounts (account_routes.hpp)
//
// Anything else under /api is 404; other GETs are the web front end (static_files.hpp).

#include <functional>
#include <string>

#include "server/account_routes.hpp"
#include "server/game_service.hpp"
#include "server/http_message.hpp"
#include "server/rate_limit.hpp"
#include "server/record_analysis.hpp"
#include "server/request_target.hpp"
#include "server/server_config.hpp"
#include "server/static_files.hpp"
#include "server/tournament_routes.hpp"

namespace letterzak::server {

class Router {
  public:
    using Send = std::function<void(Response)>;
    Router(GameService& service, TournamentService& tournaments, AccountService& accounts,
           const StaticFiles& files, const ServerConfig& config, LexiconShelf& lexicons);

    // Answers a request (now or later, from any thread) through `send`; `https`: the client
    // used TLS (here or at a trusted proxy), so a session cookie is sent Secure.
    void handle(Request request, const std::string& peer, Send send, bool https = false);

    // What a WebSocket upgrade follows: a game as a seat (or a spectator), or a tournament
    // (tournament_id set: public, no token), or the HTTP error to answer instead.
    struct Upgrade {
        std::string game_id;
        int seat = -1;
        std::string tournament_id;
    };
    Result<Upgrade> websocket_target(const Request& request);

  private:
    // Who a request speaks for in game `id`: the seat of its token if it carries one;
    // otherwise the seat the signed-in account owns there; otherwise a spectator. The one
    // place that decides "may this act for that seat". `by_account` says the cookie decided.
    Result<int> seat_for(const Request& request, const RequestTarget& target, const std::string& id,
                         const std::optional<store::Account>& account, bool* by_account = nullptr);

    GameService& service_;
    TournamentService& tournament_service_;
    TournamentRoutes tournaments_;
    AccountRoutes accounts_;
    const StaticFiles& files_;
    KeyedRateLimiter create_limiter_;  // new games and new tournaments
    KeyedRateLimiter hourly_games_;    // new games per address per hour
    // s2-issue-15: the word check and the analysis of uploaded records
    KeyedRateLimiter word_checks_;     // per address: a word list is not to be read out
    KeyedRateLimiter record_uploads_;  // per address: each record costs seconds of engine time
    RecordAnalysis records_;
};

}  // namespace letterzak::server
