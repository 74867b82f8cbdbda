#include "core/unseen.hpp"

#include <fmt/format.h>

#include "core/move.hpp"

namespace letterzak::core {

Result<TileCounts> unseen_tiles(const TileSet& tiles, const Board& board,
                                std::span<const Rack> racks, UnseenExcess excess) {
    TileCounts left = tiles.count;
    for (int sq = 0; sq < kSquares; ++sq) {
        if (board.empty(sq)) continue;
        --left[rack_letter(board.tile(sq))];
    }
    for (const Rack& r : racks)
        for (int l = 0; l < kLetterSlots; ++l)
            left[static_cast<std::size_t>(l)] -= r.count(static_cast<Letter>(l));
    for (int l = 0; l < kLetterSlots; ++l) {
        if (left[static_cast<std::size_t>(l)] >= 0) continue;
        if (excess == UnseenExcess::kClamp) {
            left[static_cast<std::size_t>(l)] = 0;
            continue;
        }
        const auto letter = static_cast<Letter>(l);
        if (tiles.count[static_cast<std::size_t>(l)] == 0)
            return make_error("unknown_letter", fmt::format("the tile set {} has no {}", tiles.name,
                                                            letter_name(letter)));
        return make_error("too_many_tiles",
                          fmt::format("the position uses {} × {}, but the tile set {} has only {}",
                                      tiles.count[static_cast<std::size_t>(l)] -
                                          left[static_cast<std::size_t>(l)],
                                      letter == kBlank ? std::string("blank") : letter_name(letter),
                                      tiles.name, tiles.count[static_cast<std::size_t>(l)]));
    }
    return left;
}

}  // namespace letterzak::core
