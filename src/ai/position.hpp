#pragma once
// A position as the player to move sees it: the board, their own rack, what they cannot see
// (the bag and the opponent's rack, as counts per letter), the scores and the pass run.
// Every computer player decides from this alone, so none can peek at the bag's order or at
// the opponent's tiles.

#include <array>

#include "core/alphabet.hpp"
#include "core/board.hpp"
#include "core/rack.hpp"
#include "core/rules.hpp"

namespace letterzak::ai {

struct Position {
    const core::RuleSet* rules = nullptr;
    core::Board board;
    core::Rack rack;                               // the player to move
    std::array<int, core::kLetterSlots> unseen{};  // bag + opponent's rack, per letter
    int bag_size = 0;
    int opponent_rack_size = 0;
    int score = 0;  // the player to move
    int opponent_score = 0;
    int scoreless_run = 0;          // consecutive scoreless turns so far
    int turns_since_placement = 0;  // turns (both sides) since a tile was placed
    int turn = 0;                   // turns played before this one

    int unseen_count() const { return bag_size + opponent_rack_size; }
    int spread() const { return score - opponent_score; }
};

// Unseen counts from the tile set: everything not on the board and not on `rack`.
std::array<int, core::kLetterSlots> unseen_tiles(const core::RuleSet& rules,
                                                 const core::Board& board, const core::Rack& rack);

// A position from a board and rack alone (analysis of a CGP): the unseen tiles are computed,
// the opponent holds a full rack while the bag allows, the rest is in the bag.
Position position_from(const core::RuleSet& rules, const core::Board& board, const core::Rack& rack,
                       int score = 0, int opponent_score = 0, int scoreless_run = 0);

}  // namespace letterzak::ai
