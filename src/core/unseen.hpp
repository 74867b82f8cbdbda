#pragma once
// Tile accounting: what is not on the board or on the known racks (the bag plus the
// opponents' racks, from one player's point of view). A position that uses more of a letter
// than the tile set has, or a letter it does not have at all, is refused here.

#include <array>
#include <span>

#include "core/board.hpp"
#include "core/rack.hpp"
#include "core/result.hpp"
#include "core/tile_set.hpp"

namespace letterzak::core {

using TileCounts = std::array<int, kLetterSlots>;  // index 0: blanks

// Tiles of the set minus the board (a blank counts as a blank) minus the given racks.
// Errors: unknown_letter (a tile the set lacks), too_many_tiles (more than the set holds).
Result<TileCounts> unseen_tiles(const TileSet& tiles, const Board& board,
                                std::span<const Rack> racks);

}  // namespace letterzak::core
