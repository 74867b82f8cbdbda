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
#include "tournament/tournament.hpp"

namespace letterzak::cli {

struct TournamentPlace {
    std::string file = "letterzak-tournament.json";
    std::string db;  // a database instead of the file
    std::string id;  // the tournament in the database; optional when it holds one
};

// Runs `change` on the stored tournament and saves it when `change` returns 0. The value is
// `change`'s exit code; the error is loading or saving.
Result<int> update_tournament(const TournamentPlace& place,
                              const std::function<int(tournament::Tournament&)>& change);
Result<int> inspect_tournament(const TournamentPlace& place,
                               const std::function<int(const tournament::Tournament&)>& look);

struct CreatedTournament {
    std::string where;           // the file, or "ID in DB"
    std::string id;              // in a database
    std::string director_token;  // in a database: for the web's director page (shown once)
};
// Stores a new tournament. A file is replaced only with `force`; a database gets a new
// tournament (with the id asked for, or a random one) and a director's token.
Result<CreatedTournament> create_tournament_at(const TournamentPlace& place,
                                               const tournament::Tournament& t, bool force);

struct TournamentListing {
    std::string id;
    std::string name;
    int rounds_paired = 0;
    std::size_t players = 0;
};
// The tournaments of the database, most recently changed first.
Result<std::vector<TournamentListing>> list_tournaments(const std::string& db);

}  // namespace letterzak::cli
