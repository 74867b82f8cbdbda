// Board::different_squares against its definition (every square where same_square says no, in
// order), on pairs of random boards a few changes apart and far apart: tiles placed and
// removed, blanks, woordspel readings changed on their own, squares in the last, partial
// block of eight, and every limit on how many are written out.

#include "core/board.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <vector>

#include "core/rng.hpp"

namespace letterzak::core {
namespace {

Letter random_tile(Rng& rng) {
    const auto letter = static_cast<Letter>(1 + rng.below(26));
    return rng.below(8) == 0 ? static_cast<Letter>(letter | kBlankBit) : letter;
}

void change(Board& b, Rng& rng) {
    // Often near the board's last squares, where the compare goes square by square.
    const int sq = rng.below(4) == 0 ? kSquares - 1 - static_cast<int>(rng.below(10))
                                     : static_cast<int>(rng.below(kSquares));
    if (!b.empty(sq)) {
        if (b.is_blank(sq) && rng.below(2) == 0)
            b.set_reading(rng.below(2) == 0 ? Direction::kHorizontal : Direction::kVertical, sq,
                          static_cast<Letter>(1 + rng.below(26)));
        else
            b.remove(sq);
        return;
    }
    b.place(sq, random_tile(rng));
}

std::vector<int> by_definition(const Board& a, const Board& b) {
    std::vector<int> out;
    for (int sq = 0; sq < kSquares; ++sq)
        if (!a.same_square(b, sq)) out.push_back(sq);
    return out;
}

TEST(Board, DifferentSquaresAreThoseThatAreNotTheSame) {
    Rng rng(2026);
    int compared = 0, over = 0;
    for (int round = 0; round < 400; ++round) {
        Board a;
        for (int k = 0; k < static_cast<int>(rng.below(120)); ++k) change(a, rng);
        Board b = a;
        const int changes = round % 4 == 3 ? 60 : static_cast<int>(rng.below(6));
        for (int k = 0; k < changes; ++k) change(b, rng);
        const std::vector<int> want = by_definition(a, b);
        for (const std::size_t max : {std::size_t{0}, std::size_t{1}, std::size_t{3},
                                      std::size_t{24}, std::size_t{kSquares}}) {
            std::vector<int> out(max, -1);
            const int n = a.different_squares(b, out);
            const int expect = static_cast<int>(std::min(want.size(), max + 1));
            ASSERT_EQ(n, expect) << "round " << round << " max " << max;
            for (std::size_t i = 0; i < std::min(want.size(), max); ++i)
                ASSERT_EQ(out[i], want[i]) << "round " << round << " max " << max;
            over += want.size() > max;
            ++compared;
        }
        EXPECT_EQ(b.different_squares(a, std::span<int>()), want.empty() ? 0 : 1);
    }
    EXPECT_EQ(compared, 2000);
    EXPECT_GT(over, 200);  // the limit was reached often
}

}  // namespace
}  // namespace letterzak::core
