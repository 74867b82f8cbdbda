#pragma once
// Swiss pairing (and king of the hill, its variant for the final rounds).
//
// The rules (SPEC §6, issue 8): players are grouped by games won, ordered within a group by
// spread; each group is paired top half against bottom half (1st–(k+1)th, 2nd–(k+2)th…), and an
// odd player out floats down to join the next group. No rematch while avoidable; an odd field
// gives the bye to the lowest-ranked player who has not had one.
//
// How: the pairer walks the ranked list from the top and gives each player the most preferred
// opponent that still leaves the rest pairable with the fewest rematches possible. "Pairable" is
// decided exactly by a maximum matching on the graph of not-yet-met pairs (matching.hpp), so the
// promise holds for every field, and the preferred top-versus-bottom pairing comes out whenever
// nothing stands in its way.

#include <optional>
#include <utility>
#include <vector>

#include "tournament/half_points.hpp"
#include "tournament/history.hpp"
#include "tournament/player.hpp"

namespace letterzak::tournament {

// A player as the pairer sees them. The list handed in is ranked best first: by wins, then
// spread, then seed; score groups (equal wins) must be contiguous.
struct SwissPlayer {
    PlayerId id = kNoPlayer;
    HalfPoints wins = 0;
};

struct SwissPairing {
    std::vector<std::pair<PlayerId, PlayerId>> games;  // higher-ranked player first, board order
    std::optional<PlayerId> bye;
    int rematches = 0;  // pairs that met before: nonzero only when no pairing avoids them
};

SwissPairing pair_swiss(const std::vector<SwissPlayer>& ranked, const History& history);

// King of the hill: 1–2, 3–4… by rank, rematches allowed (that is the point of it). An odd
// field's bye goes by the same rotation as in the Swiss rounds.
SwissPairing pair_king_of_the_hill(const std::vector<SwissPlayer>& ranked, const History& history);

// Indices into `ranked` in the order they are offered the bye: fewest byes so far first, then
// the lowest ranked.
std::vector<std::size_t> bye_preference(const std::vector<SwissPlayer>& ranked,
                                        const History& history);

}  // namespace letterzak::tournament
