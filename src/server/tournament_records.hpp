#pragma once
// The game records of a tournament's games on the server, for the end-of-tournament report:
// which finished game stands for which pairing, the bingos the prize list needs, and every
// record (GCG) in one ZIP archive. `letterzak serve` and `letterzak tournament … --db` both
// read the games through this file, each with its own way of loading a game.
//
// Only finished games are read: a game still being played has racks nobody else may see.
// A pairing played again ("replace") is represented by its latest finished game.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "game/game.hpp"
#include "store/tournament_repository.hpp"
#include "tournament/prizes.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::server {

struct RecordedGame {
    store::TournamentGame link;
    game::Game game;  // finished
};

// Loads a game by id: the finished game, or nullopt (unknown, damaged or not finished).
using FinishedGameLoader = std::function<std::optional<game::Game>(const std::string& id)>;

// The finished server games of the tournament's pairings as they stand now, in round and
// board order.
std::vector<RecordedGame> recorded_games(const tournament::Tournament& t,
                                         const std::vector<store::TournamentGame>& links,
                                         const FinishedGameLoader& load);

// Every play that used a whole rack and was not taken back, credited to the tournament's
// players (seat 0 is the pairing's first player).
std::vector<tournament::BingoPlay> bingos_of(const RecordedGame& g);
tournament::GameEvidence evidence_of(const std::vector<RecordedGame>& games);

// The archive: one GCG per recorded game ("ronde-02-bord-03-<game id>.gcg") and an index
// ("index.txt") listing every pairing of every round with its result and its record, or why
// it has none (a typed result, a bye, a forfeit, not played yet).
Result<std::string> games_archive(const tournament::Tournament& t, std::string_view tournament_id,
                                  const std::vector<RecordedGame>& games);

}  // namespace letterzak::server
