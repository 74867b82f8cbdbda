#pragma once
// Move sinks that rank placements by static equity (score + leave) instead of score. They
// let the generator prune: a move placing k tiles and scoring s can reach at most s + (the
// best leave keeping rack − k tiles), so anchors and spans whose score bound is below (equity
// to beat − that leave) are skipped without changing which moves are kept. The floor is
// stated against the rack's best leave of any size, and the handicap of k tiles says how much
// less the best leave of the size they keep is worth.

#include <vector>

#include "ai/equity.hpp"
#include "ai/rack_leaves.hpp"
#include "core/move.hpp"
#include "movegen/move_sink.hpp"

namespace letterzak::ai {

struct ScoredMove {
    core::Move move;
    Equity leave = 0;
    Equity equity = 0;
};

// Higher equity first; equal equity: higher score, then the generator's fixed play order,
// so the choice never depends on the order moves were generated in.
bool equity_order_less(const ScoredMove& a, const ScoredMove& b);

// The leave gaps (MoveSink::LeaveGaps) of a rack's leaves, in whole points, rounded down.
// The exact gaps are worked out at once; the walk's (gap) when a search first asks for them.
class LeaveGapTable {
  public:
    explicit LeaveGapTable(const RackLeaves& leaves);
    LeaveGapTable(const LeaveGapTable&) = delete;  // gaps_ points into gap_ and exact_
    LeaveGapTable& operator=(const LeaveGapTable&) = delete;
    const movegen::MoveSink::LeaveGaps& gaps(bool walking) const;

  private:
    const RackLeaves& leaves_;
    mutable std::array<int, RackLeaves::kMaxLeaves> gap_{};
    std::array<int, RackLeaves::kMaxLeaves> exact_{};
    mutable movegen::MoveSink::LeaveGaps gaps_;
};

// Keeps the single best placement by equity.
class BestEquity final : public movegen::MoveSink {
  public:
    explicit BestEquity(const RackLeaves& leaves) : leaves_(leaves), gaps_(leaves) {}
    void add(const core::Move& move) override;
    // A candidate that is not a placement (an exchange or a pass, valued by the caller):
    // offered before generating, it raises the floor the placements must reach.
    void offer(const ScoredMove& candidate);
    bool prunes() const override { return true; }
    int floor() const override;
    int handicap(int tiles) const override;
    const LeaveGaps* leave_gaps(bool walking) const override { return &gaps_.gaps(walking); }
    bool found = false;
    ScoredMove best;

  private:
    const RackLeaves& leaves_;
    LeaveGapTable gaps_;
};

// Keeps the best `k` placements by equity, best first after finish().
class TopEquity final : public movegen::MoveSink {
  public:
    TopEquity(const RackLeaves& leaves, int k)
        : leaves_(leaves), k_(static_cast<std::size_t>(k)), gaps_(leaves) {}
    void add(const core::Move& move) override;
    bool prunes() const override { return true; }
    int floor() const override;
    int handicap(int tiles) const override;
    const LeaveGaps* leave_gaps(bool walking) const override { return &gaps_.gaps(walking); }
    // Sorts the kept moves best first and returns them.
    std::vector<ScoredMove>& finish();
    std::vector<ScoredMove> moves;  // a heap (worst at front) until finish()

  private:
    const RackLeaves& leaves_;
    std::size_t k_;
    LeaveGapTable gaps_;
};

}  // namespace letterzak::ai
