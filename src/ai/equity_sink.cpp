#include "ai/equity_sink.hpp"

#include <algorithm>
#include <limits>

namespace letterzak::ai {

namespace {

// Whole points by which the best leave a play of `tiles` tiles can keep falls short of the
// rack's best leave, rounded down: s − handicap ≥ ⌈(target − best leave)/scale⌉ whenever
// s · scale + (leave of that size) ≥ target, so the generator's test never drops a play the
// sink would keep.
int leave_handicap(const RackLeaves& leaves, int tiles) {
    const int kept = leaves.tiles() - tiles;
    if (kept < 0) return 0;
    return static_cast<int>((leaves.max_value() - leaves.max_value_keeping(kept)) / kEquityScale);
}

}  // namespace

LeaveGapTable::LeaveGapTable(const RackLeaves& leaves) : leaves_(leaves) {
    // Rounded down, as leave_handicap: a play that reaches the equity to beat still passes.
    for (int index = 0; index < leaves.count(); ++index)
        exact_[static_cast<std::size_t>(index)] =
            static_cast<int>((leaves.max_value() - leaves.value(index)) / kEquityScale);
    for (int l = 0; l < core::kLetterSlots; ++l)
        gaps_.radix[static_cast<std::size_t>(l)] = leaves.radix(static_cast<core::Letter>(l));
    gaps_.full = leaves.full_index();
    gaps_.exact = exact_.data();
}

const movegen::MoveSink::LeaveGaps& LeaveGapTable::gaps(bool walking) const {
    if (walking && gaps_.gap == nullptr) {
        const auto within = leaves_.max_within();
        for (int index = 0; index < leaves_.count(); ++index)
            gap_[static_cast<std::size_t>(index)] = static_cast<int>(
                (leaves_.max_value() - within[static_cast<std::size_t>(index)]) / kEquityScale);
        gaps_.gap = gap_.data();
    }
    return gaps_;
}

bool equity_order_less(const ScoredMove& a, const ScoredMove& b) {
    if (a.equity != b.equity) return a.equity > b.equity;
    if (a.move.score != b.move.score) return a.move.score > b.move.score;
    return movegen::play_order_less(a.move, b.move);
}

void BestEquity::add(const core::Move& move) {
    const Equity leave = leaves_.value_after(move);
    offer({move, leave, static_equity(move.score, leave)});
}

void BestEquity::offer(const ScoredMove& candidate) {
    if (!found || equity_order_less(candidate, best)) {
        best = candidate;
        found = true;
    }
}

int BestEquity::floor() const {
    // A move of equal equity may still win the tie-break, so equality is not pruned.
    return found ? score_floor_for(best.equity, leaves_.max_value())
                 : std::numeric_limits<int>::min();
}

int BestEquity::handicap(int tiles) const {
    return leave_handicap(leaves_, tiles);
}

void TopEquity::add(const core::Move& move) {
    const Equity leave = leaves_.value_after(move);
    ScoredMove candidate{move, leave, static_equity(move.score, leave)};
    // Heap ordered so that the worst kept move is at the front.
    if (moves.size() < k_) {
        moves.push_back(candidate);
        std::push_heap(moves.begin(), moves.end(), equity_order_less);
        return;
    }
    if (!equity_order_less(candidate, moves.front())) return;
    std::pop_heap(moves.begin(), moves.end(), equity_order_less);
    moves.back() = candidate;
    std::push_heap(moves.begin(), moves.end(), equity_order_less);
}

int TopEquity::floor() const {
    if (moves.size() < k_ || k_ == 0) return std::numeric_limits<int>::min();
    return score_floor_for(moves.front().equity, leaves_.max_value());
}

int TopEquity::handicap(int tiles) const {
    return leave_handicap(leaves_, tiles);
}

std::vector<ScoredMove>& TopEquity::finish() {
    std::sort(moves.begin(), moves.end(), equity_order_less);
    return moves;
}

}  // namespace letterzak::ai
