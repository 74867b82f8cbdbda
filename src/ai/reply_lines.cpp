#include "ai/reply_lines.hpp"

namespace letterzak::ai {

movegen::Lines changed_lines(const core::Board& after, const std::bitset<core::kSquares>& changed) {
    movegen::Lines lines{};
    constexpr auto across = static_cast<std::size_t>(core::Direction::kHorizontal);
    constexpr auto down = static_cast<std::size_t>(core::Direction::kVertical);
    auto add = [&](std::size_t d, int line) {
        lines[d] = static_cast<std::uint16_t>(lines[d] | (1U << line));
    };
    for (std::size_t at = changed._Find_first(); at < changed.size(); at = changed._Find_next(at)) {
        const int sq = static_cast<int>(at);
        const int row = core::row_of(sq), col = core::col_of(sq);
        add(across, row);
        add(down, col);
        // The empty squares at both ends of the tiles through sq: a tile placed there has a
        // cross word through sq. Up and down the column: their rows; along the row: their
        // columns.
        for (const int sign : {-1, 1}) {
            int r = row + sign;
            while (r >= 0 && r < core::kBoardSize && !after.empty(core::square_index(r, col)))
                r += sign;
            if (r >= 0 && r < core::kBoardSize) add(across, r);
            int c = col + sign;
            while (c >= 0 && c < core::kBoardSize && !after.empty(core::square_index(row, c)))
                c += sign;
            if (c >= 0 && c < core::kBoardSize) add(down, c);
        }
    }
    return lines;
}

movegen::Lines changed_lines(const core::Board& before, const core::Board& after) {
    std::bitset<core::kSquares> changed;
    for (int sq = 0; sq < core::kSquares; ++sq)
        if (!before.same_square(after, sq)) changed.set(static_cast<std::size_t>(sq));
    return changed_lines(after, changed);
}

void ReplyLines::build(movegen::Generator& generator, const core::Board& board,
                       const core::Rack& rack, const RackLeaves& leaves) {
    TopEquity sink(leaves, kKept);
    generator.generate(board, rack, sink);
    kept_ = std::move(sink.finish());
}

ReplyLines::Outside ReplyLines::best_outside(const movegen::Lines& changed) const {
    for (const ScoredMove& m : kept_)
        if (!along(m.move, changed)) return {true, m};
    // Every kept one is in a changed line: when fewer than kKept exist there is no other.
    return {kept_.size() < static_cast<std::size_t>(kKept), std::nullopt};
}

}  // namespace letterzak::ai
