#include "store/tournament_repository.hpp"

namespace letterzak::store {

bool pairing_exists(const tournament::Tournament& t, int round, tournament::PlayerId first,
                    tournament::PlayerId second) {
    if (round < 1 || round > static_cast<int>(t.rounds.size())) return false;
    for (const tournament::Pairing& p : t.rounds[static_cast<std::size_t>(round - 1)].pairings)
        if (p.is_game() && p.first == first && p.second == second) return true;
    return false;
}

}  // namespace letterzak::store
