#include "core/board.hpp"

#include <cassert>

namespace letterzak::core {

void Board::place(int sq, Letter tile, Letter read_horizontal, Letter read_vertical) {
    assert(sq >= 0 && sq < kSquares && empty(sq) && tile != 0);
    tile_[idx(sq)] = tile;
    read_[0][idx(sq)] = read_horizontal;
    read_[1][idx(sq)] = read_vertical;
    ++count_;
}

void Board::remove(int sq) {
    assert(!empty(sq));
    tile_[idx(sq)] = 0;
    read_[0][idx(sq)] = 0;
    read_[1][idx(sq)] = 0;
    --count_;
}

}  // namespace letterzak::core
