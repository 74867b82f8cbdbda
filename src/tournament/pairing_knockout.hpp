#pragma once
// Knock-out brackets. The field is seeded into a bracket of the next power of two; the missing
// places are byes, which fall to the top seeds; seeds 1 and 2 can only meet in the final. Each
// later round pairs the winners of neighbouring slots, so a round keeps bracket order.

#include <optional>
#include <vector>

#include "tournament/tournament.hpp"

namespace letterzak::tournament {

// Rounds a knock-out of `field` players needs: log2 of the bracket size (0 for fewer than 2).
int knockout_rounds(int field);

// Seed numbers (1-based) in bracket slot order for a bracket of `size` (a power of two):
// 1, 8, 4, 5, 2, 7, 3, 6 for 8. Slots 2i and 2i+1 meet in the first round.
std::vector<int> bracket_order(int size);

// The first round for a seeding (best first): games with the higher seed first, byes in place.
std::vector<Pairing> knockout_first_round(const std::vector<PlayerId>& seeding);

// Who goes through from each slot of a completed knock-out round, in slot order. nullopt: nobody
// (an empty slot, a double forfeit, or a winner who has since withdrawn).
std::vector<std::optional<PlayerId>> knockout_advancers(const Tournament& t, const Round& round);

// The next round from a completed one: slots 2i and 2i+1 send their winners to slot i.
std::vector<Pairing> knockout_next_round(const Tournament& t, const Round& previous);

}  // namespace letterzak::tournament
