#pragma once
// A position as the player to move sees it: the board, their own rack, what they cannot see
// (the bag and the other racks, as counts per letter), every seat's score and rack size, and
// the scoreless run. Every computer player decides from this alone, so none can peek at the
// bag's order or at another player's tiles.
//
// Seats are counted from the player to move: index 0 is the mover, 1 the next seat in turn
// order, and so on round the table (2, 3 or 4 seats).

#include <array>

#include "core/alphabet.hpp"
#include "core/board.hpp"
#include "core/rack.hpp"
#include "core/rules.hpp"
#include "game/kernel.hpp"

namespace letterzak::ai {

struct Position {
    const core::RuleSet* rules = nullptr;
    core::Board board;
    core::Rack rack;                               // the player to move
    std::array<int, core::kLetterSlots> unseen{};  // bag + the other racks, per letter
    int bag_size = 0;
    int seats = 2;
    std::array<int, game::kMaxSeats> scores{};      // from the mover round the table
    std::array<int, game::kMaxSeats> rack_sizes{};  // the same order; [0] is rack.size()
    int scoreless_run = 0;                          // consecutive scoreless turns so far
    int turns_since_placement = 0;                  // turns (all seats) since a tile was placed
    int turn = 0;                                   // turns played before this one

    int score() const { return scores[0]; }
    // The best score among the others: what the mover has to beat.
    int opponent_score() const;
    // Tiles on the other racks together.
    int opponent_tiles() const;
    int unseen_count() const { return bag_size + opponent_tiles(); }
    int spread() const { return score() - opponent_score(); }
};

// A two-seat position from a board and rack alone (analysis of a CGP): the unseen tiles are
// computed, the opponent holds a full rack while the bag allows, the rest is in the bag.
Position position_from(const core::RuleSet& rules, const core::Board& board, const core::Rack& rack,
                       int score = 0, int opponent_score = 0, int scoreless_run = 0);

// The position of the kernel state's player to move (everything else hidden).
Position position_for(const game::State& state);

// A full-information state for looking ahead from `p`: the mover is seat 0 with its own rack,
// the other seats in turn order get racks of their sizes drawn from the unseen tiles, and the
// rest is the bag. With the bag empty the deal is forced (one other seat holds every unseen
// tile), so `rng` is only drawn from when there is a choice.
game::State deal_state(const Position& p, core::Rng& rng);

}  // namespace letterzak::ai
