#pragma once
// A tournament as the API shows it to everyone: settings, players, every round's pairings
// with who starts and the results, and the standings with every tiebreak the ranking uses.
// Public by design (what the notice board shows); the director's token, its hash and the seat
// tokens of the games are not in the record this is built from.

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "store/tournament_repository.hpp"
#include "tournament/action_log.hpp"
#include "tournament/standings.hpp"

namespace letterzak::server {

// Server games of the tournament's pairings: the game id and its status now
// ("in_progress", "awaiting_jury", "finished"; "" when the game is unknown).
struct PairingGame {
    std::string id;
    std::string status;
};
using PairingGames = std::map<std::tuple<int, tournament::PlayerId, tournament::PlayerId>,
                              PairingGame>;  // (round, first, second)

// The field of a standings row that holds a ranking key ("wins", "resistance", …).
std::string_view rank_key_field(tournament::RankKey key);

// Everything: `after_round` limits the standings (nullopt: every result entered).
nlohmann::json tournament_view_json(const store::TournamentRecord& record,
                                    const PairingGames& games, std::optional<int> after_round);
// One line of the tournament list.
nlohmann::json tournament_summary_json(const store::TournamentRecord& record);
nlohmann::json standings_json(const tournament::Standings& s);
// The action log for people, oldest first: [{"seq","at","author","kind","text","undone",
// "undoes"?}] — "text" says what the action did to the tournament as it was then.
nlohmann::json log_view_json(const tournament::ActionLog& log);

}  // namespace letterzak::server
