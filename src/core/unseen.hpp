#pragma once
// Tile accounting: what is not on the board or on the known racks (the bag plus the
// opponents' racks, from one player's point of view). The one place that counts unseen tiles:
// the referee's views, the AI's positions and the command line's positions all come here.

#include <array>
#include <span>

#include "core/board.hpp"
#include "core/rack.hpp"
#include "core/result.hpp"
#include "core/tile_set.hpp"

namespace letterzak::core {

using TileCounts = std::array<int, kLetterSlots>;  // index 0: blanks

// What to do when the board and racks use more of a letter than the set holds.
enum class UnseenExcess {
    kRefuse,  // an error: a position from outside (CGP, GCG) may be impossible
    kClamp,   // count zero: the referee's own position, or an estimate (analysis of a rack)
};

// Tiles of the set minus the board (a blank counts as a blank) minus the given racks.
// Errors (kRefuse only): unknown_letter (a tile the set lacks), too_many_tiles (more than the
// set holds). With kClamp the result always holds a value, each count at least zero.
Result<TileCounts> unseen_tiles(const TileSet& tiles, const Board& board,
                                std::span<const Rack> racks,
                                UnseenExcess excess = UnseenExcess::kRefuse);

}  // namespace letterzak::core
