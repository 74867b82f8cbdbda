#pragma once
// The best reply after each of many moves on one board, found fast and exactly.
//
// A simulation answers each candidate c with the opponent's best static reply on the board
// B + c, for the same opponent rack (one deal serves every candidate). A placement along a line
// where c changed no square, and none of whose cross words reaches a square c changed, is the
// same move with the same score on B and on B + c: its main word lies in an unchanged line and
// each cross word in an unchanged run of tiles. So the best reply on B + c is the better of
//   - the best reply on B along the lines c left alone (ReplyLines keeps B's best replies; the
//     first of them in a line c left alone is it, unless all of them lie in lines c changed,
//     and then the whole of B + c is searched), and
//   - the best placement on B + c along the lines c touched (changed_lines): a generation
//     confined to a few lines, with the first as its floor;
// with the exchanges and the pass as StaticEvaluator::best has them. The moves it compares are
// the same moves, with the same scores and leaves, as a search of all of B + c would compare,
// so the choice (ties included: equity_order_less is a total order) is the same.

#include <array>
#include <bitset>
#include <optional>
#include <vector>

#include "ai/equity_sink.hpp"
#include "ai/rack_leaves.hpp"
#include "core/board.hpp"
#include "core/rack.hpp"
#include "movegen/generator.hpp"

namespace letterzak::ai {

// The lines along which a placement on `after` may differ from the placements on `before`
// (`after` is `before` with tiles added, or readings of blanks fixed): across, the rows of the
// squares that differ and of the empty squares that end a column of tiles through one of them;
// down, the columns of those squares and of the empty squares that end a row of tiles through
// one. A placement in no such line places the same tiles, forming the same words, on both.
movegen::Lines changed_lines(const core::Board& before, const core::Board& after);
// The same, given the squares where `after` differs from the board before (all of them).
movegen::Lines changed_lines(const core::Board& after, const std::bitset<core::kSquares>& changed);

// Whether placement `m` lies along one of `lines` (its main word's row across, column down).
inline bool along(const core::Move& m, const movegen::Lines& lines) {
    const int line =
        m.dir == core::Direction::kHorizontal ? core::row_of(m.start) : core::col_of(m.start);
    return (lines[static_cast<std::size_t>(m.dir)] >> line & 1U) != 0;
}

class ReplyLines {
  public:
    // How many of B's best placements are kept.
    static constexpr int kKept = 16;

    // Finds the best kKept placements of `rack` on `board` (not empty: the first move must
    // cover the centre, which no later board asks) by equity, valued by `leaves` (the rack's,
    // with the end-of-game terms the replies will be valued with).
    void build(movegen::Generator& generator, const core::Board& board, const core::Rack& rack,
               const RackLeaves& leaves);

    // The best placement of B along a line not in `changed`: `known` when the kept ones
    // decide it (`best` empty when there is none), else only a search of every line will.
    struct Outside {
        bool known = false;
        std::optional<ScoredMove> best;
    };
    Outside best_outside(const movegen::Lines& changed) const;

  private:
    std::vector<ScoredMove> kept_;  // best first
};

}  // namespace letterzak::ai
