#pragma once
// Where `letterzak tournament` keeps its tournament: a JSON file (--file, the default), or a
// tournament in a Letterzak database (--db), the same one `letterzak serve` shows and directs
// on the web. Either way a command loads it, changes it and saves it only when the change
// succeeded; in a database that is one transaction, so a server working on the same file
// cannot lose the command's change or have its own lost.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "server/tournament_records.hpp"
#include "tournament/action_log.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::cli {

struct TournamentPlace {
    std::string file = "letterzak-tournament.json";
    std::string db;  // a database instead of the file
    std::string id;  // the tournament in the database; optional when it holds one
};

// A refusal on stderr as "letterzak tournament: message (code)"; returns the exit code (2).
int report_refusal(const Error& e);
// Writes `text` to a file, or to stdout for "-"; 0, or a refusal's exit code.
int write_output(const std::string& path, const std::string& text);

// The tournament as a command changes it: only through actions, each applied and appended to
// its log (action_log.hpp) with the time and the author "command line".
struct Desk {
    tournament::Tournament& t;
    tournament::ActionLog& log;
    Result<void> act(tournament::Action action);
};

// Runs `change` on the stored tournament and its log and saves both when `change` returns 0.
// The value is `change`'s exit code; the error is loading or saving.
Result<int> update_tournament(const TournamentPlace& place,
                              const std::function<int(Desk&)>& change);
// The stored tournament's action log (a tournament from before the log: empty).
Result<tournament::ActionLog> tournament_log(const TournamentPlace& place);
Result<int> inspect_tournament(const TournamentPlace& place,
                               const std::function<int(const tournament::Tournament&)>& look);

// The tournament with its finished server games (tournament_records.hpp), for the report, the
// prize list and the archive. A file, or a database's tournament without server games, has
// none: its results are typed ones.
struct TournamentWithGames {
    tournament::Tournament t;
    std::string id;  // in a database; the file's name otherwise
    std::vector<server::RecordedGame> games;
};
Result<TournamentWithGames> load_with_games(const TournamentPlace& place);

struct CreatedTournament {
    std::string where;           // the file, or "ID in DB"
    std::string id;              // in a database
    std::string director_token;  // in a database: for the web's director page (shown once)
};
// Stores a new tournament with its log (a create, or an imported log). A file is replaced only
// with `force`; a database gets a new tournament (with the id asked for, or a random one) and
// a director's token.
Result<CreatedTournament> create_tournament_at(const TournamentPlace& place,
                                               const tournament::Tournament& t,
                                               const tournament::ActionLog& log, bool force);

struct TournamentListing {
    std::string id;
    std::string name;
    int rounds_paired = 0;
    std::size_t players = 0;
};
// The tournaments of the database, most recently changed first.
Result<std::vector<TournamentListing>> list_tournaments(const std::string& db);

}  // namespace letterzak::cli
