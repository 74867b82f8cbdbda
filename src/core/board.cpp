#include "core/board.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstring>

namespace letterzak::core {

void Board::place(int sq, Letter tile, Letter read_horizontal, Letter read_vertical) {
    assert(sq >= 0 && sq < kSquares && empty(sq) && tile != 0);
    tile_[idx(sq)] = tile;
    read_[0][idx(sq)] = read_horizontal;
    read_[1][idx(sq)] = read_vertical;
    ++count_;
}

int Board::different_squares(const Board& other, std::span<int> out) const {
    const auto max = static_cast<int>(out.size());
    int n = 0;
    auto note = [&](int sq) {
        if (n < max) out[static_cast<std::size_t>(n)] = sq;
        ++n;
    };
    auto word = [](const std::array<Letter, kSquares>& a, std::size_t at) {
        std::uint64_t w = 0;
        std::memcpy(&w, a.data() + at, sizeof w);
        return w;
    };
    constexpr std::size_t kWhole = kSquares / 8 * 8;
    for (std::size_t at = 0; at < kWhole && n <= max; at += 8) {
        const std::uint64_t x = (word(tile_, at) ^ word(other.tile_, at)) |
                                (word(read_[0], at) ^ word(other.read_[0], at)) |
                                (word(read_[1], at) ^ word(other.read_[1], at));
        if (x == 0) continue;
        for (std::size_t j = 0; j < 8; ++j)
            if (!same_square(other, static_cast<int>(at + j))) note(static_cast<int>(at + j));
    }
    for (std::size_t sq = kWhole; sq < kSquares && n <= max; ++sq)
        if (!same_square(other, static_cast<int>(sq))) note(static_cast<int>(sq));
    return std::min(n, max + 1);
}

void Board::remove(int sq) {
    assert(!empty(sq));
    tile_[idx(sq)] = 0;
    read_[0][idx(sq)] = 0;
    read_[1][idx(sq)] = 0;
    --count_;
}

}  // namespace letterzak::core
