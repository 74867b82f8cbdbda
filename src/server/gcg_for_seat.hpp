#pragma once
// A game's GCG record as one seat may read it. Once the game is over, the whole record (every
// rack, as on the table). During the game, a record may show only what its reader could see:
// the racks and exchanged tiles of the reader's own turns; other players' racks, the tiles
// they exchanged and the racks left at the end of an unfinished record are left out.

#include "formats/gcg.hpp"
#include "game/game.hpp"

namespace letterzak::server {

formats::GcgRecord gcg_for_seat(const game::Game& game, int seat,
                                const formats::GcgWriteOptions& options);

}  // namespace letterzak::server
