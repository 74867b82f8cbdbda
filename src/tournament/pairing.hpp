#pragma once
// Pairing the next round, whatever the system: the one entry point the CLI and the server call.
// The systems themselves live in pairing_swiss, pairing_round_robin and pairing_knockout.

#include <functional>
#include <vector>

#include "core/result.hpp"
#include "tournament/history.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

// The active players in seeding order for round 1: rated players by rating (highest first),
// then the unrated; registration order breaks ties.
std::vector<PlayerId> initial_seeding(const Tournament& t);

// Decides who starts each game so starts stay as even as possible: the player who started less
// often starts; if equal, the one who did not start their last game; if still equal, the first
// listed (the higher ranked) on odd boards and the other on even boards, as in round 1 of a chess
// Swiss. `pairings` list the higher-ranked player first on entry.
void balance_starts(std::vector<Pairing>& pairings, const History& history);

// Rounds this tournament will have: the setting, or what the system needs for the field (a
// round robin's cycle, a knock-out's bracket).
int planned_rounds(const Tournament& t);

// Pairs the next round and appends it. Errors: results_missing (the last round is not complete),
// tournament_finished, too_few_players.
Result<int> pair_next_round(Tournament& t);

// Removes the last round again, e.g. after a late withdrawal. Refused (round_has_results) once a
// result is in, unless forced.
Result<void> unpair_last_round(Tournament& t, bool force = false);

}  // namespace letterzak::tournament
