#include "movegen/move_sink.hpp"

namespace letterzak::movegen {

bool play_order_less(const core::Move& a, const core::Move& b) {
    if (a.dir != b.dir) return a.dir < b.dir;
    if (a.start != b.start) return a.start < b.start;
    if (a.length != b.length) return a.length < b.length;
    for (int i = 0; i < a.length; ++i) {
        const auto x = a.word[static_cast<std::size_t>(i)], y = b.word[static_cast<std::size_t>(i)];
        if (x != y) return x < y;
    }
    return false;
}

void BestMove::add(const core::Move& move) {
    if (!found || move.score > best.score ||
        (move.score == best.score && play_order_less(move, best))) {
        best = move;
        found = true;
    }
}

}  // namespace letterzak::movegen
