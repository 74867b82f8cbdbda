#pragma once
// Who starts (seed 001 II-4, seed 004): every player draws one tile; the tile nearest the
// start of the alphabet starts. Tournament: a blank does not count (that player draws again)
// and equal letters mean both draw again. Box: the blank goes before A; players tied for the
// best tile draw again among themselves. The tiles go back into the bag afterwards.
//
// The older edition's IJ tile sorts between I and J, where the Dutch alphabet puts the
// digraph.

#include <vector>

#include "core/alphabet.hpp"
#include "core/rng.hpp"
#include "core/rules.hpp"

namespace letterzak::game {

struct StarterDraw {
    struct Tile {
        int seat = 0;
        core::Letter tile = 0;
        bool counted = true;  // false: a blank under kNearestToA_BlankRedraws, drawn again
        bool operator==(const Tile&) const = default;
    };
    std::vector<std::vector<Tile>> rounds;  // each round in seat order
    int starter = 0;
    bool operator==(const StarterDraw&) const = default;
};

// Draws for `seats` players from a full bag of the rule set's tiles, with the game's
// generator (so the same seed gives the same draw).
StarterDraw draw_starter(const core::RuleSet& rules, int seats, core::Rng& rng);

// Sort key of a drawn tile: lower starts; -1 when it does not count.
int starter_key(const core::RuleSet& rules, core::Letter tile);

}  // namespace letterzak::game
