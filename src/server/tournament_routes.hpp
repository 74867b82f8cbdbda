#pragma once
// The tournament API (README "Tournaments"), under /api/tournaments:
//
//   GET  /api/tournaments                          the list
//   POST /api/tournaments                          a new one → its id and the director's token
//                                                  (only now)
//   GET  /api/tournaments/{id}[?after=N]           players, rounds, pairings, results, standings
//   GET  /api/tournaments/{id}/standings.csv[?after=N]   exports: CSV for spreadsheets,
//   GET  /api/tournaments/{id}/pairings.csv              a printable page for the notice board
//   GET  /api/tournaments/{id}/report.html[?after=N]
//
// The director's (Authorization: Bearer <director token>; a token in the address is not
// taken, addresses end up in logs and histories):
//   POST /api/tournaments/{id}/director            does this token direct the tournament?
//   POST /api/tournaments/{id}/players             register one player or {"players":[…]}
//   POST /api/tournaments/{id}/players/{p}/withdraw    {"withdrawn":false} reinstates
//   POST /api/tournaments/{id}/rounds              pair the next round
//   POST /api/tournaments/{id}/unpair              take the last round back ({"force":true})
//   POST /api/tournaments/{id}/rounds/{n}/results  a result, or its correction
//   POST /api/tournaments/{id}/rounds/{n}/games    play a pairing on the server → seat links
//   POST /api/tournaments/{id}/games/{g}/correction    correct a finished server game
//   POST /api/tournaments/{id}/games/{g}/start-clock   start its clocks before both players
//                                                      have opened it
//
// The request bodies are in tournament_request.hpp. The token is checked before the body is
// read: without the right token nothing about the request is looked at.
//
// A tournament's view, exports and pairing grow with its players: they run on HeavyWork's
// threads (at most two at once, eight waiting; beyond that 503 busy), not on the I/O threads.

#include "server/heavy_work.hpp"
#include "server/http_message.hpp"
#include "server/reply.hpp"
#include "server/request_target.hpp"
#include "server/tournament_service.hpp"

namespace letterzak::server {

class TournamentRoutes {
  public:
    explicit TournamentRoutes(TournamentService& service) : service_(service), heavy_(2, 8) {}

    // A request whose target starts /api/tournaments.
    void handle(const Request& request, const RequestTarget& target, ReplyFn reply);

  private:
    // Runs `job` (which replies itself) off the I/O threads, or answers 503 busy.
    void off_io(ReplyFn reply, std::function<void(ReplyFn)> job);

    TournamentService& service_;
    HeavyWork heavy_;
};

}  // namespace letterzak::server
