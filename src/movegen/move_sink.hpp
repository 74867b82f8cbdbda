#pragma once
// Where generated moves go. The generator hands every move to a sink and keeps nothing, so a
// caller decides what to keep: all of them, the best N, the best one, or only a count.

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "core/move.hpp"

namespace letterzak::movegen {

class MoveSink {
  public:
    virtual ~MoveSink() = default;
    virtual void add(const core::Move& move) = 0;
    // A sink that only wants moves scoring at least floor() says so; the generator may then
    // skip parts of the board whose score bound is below it.
    virtual bool prunes() const { return false; }
    virtual int floor() const { return std::numeric_limits<int>::min(); }
    // A pruning sink may ask more of plays by the number of tiles they place: a play placing
    // `tiles` tiles is wanted only if its score − handicap(tiles) reaches floor(). (An equity
    // sink asks this of plays whose leaves are worth less than the rack's best leave.) Must be
    // ≥ 0 and fixed for one generate call; the generator reads it once per call.
    virtual int handicap(int tiles) const {
        (void)tiles;
        return 0;
    }
    // A finer handicap, by the tiles still on the rack: once the walk has placed some tiles,
    // a play it grows from there keeps some of the rest, so it is wanted only if its score −
    // gap[n] reaches floor(), where n is the number of the rest (the rack's number less
    // radix[l] for each tile l placed; a blank counts as core::kBlank). Like handicap: ≥ 0,
    // fixed for one generate call; null when the sink has none.
    // exact[n] is the same for a play that keeps exactly leave n: the whole rack's best leave
    // less leave n's value. A search that knows which tiles a play places (the best-move
    // search looks its words up by the part of the rack they use) bounds it by that.
    // `walking`: the search walks the automaton and reads gap; otherwise it reads only exact,
    // and gap may be null (working it out for every search cost more than it was used).
    struct LeaveGaps {
        std::array<int, core::kLetterSlots> radix{};
        int full = 0;
        const int* gap = nullptr;
        const int* exact = nullptr;
    };
    virtual const LeaveGaps* leave_gaps(bool walking) const {
        (void)walking;
        return nullptr;
    }
};

// Keeps every move.
class AllMoves final : public MoveSink {
  public:
    void add(const core::Move& move) override { moves.push_back(move); }
    std::vector<core::Move> moves;
};

// Counts moves (perft-style).
class CountMoves final : public MoveSink {
  public:
    void add(const core::Move&) override { ++count; }
    std::uint64_t count = 0;
};

// A total order on plays with equal scores, cheap to compute, so that "the best move" never
// depends on generation order: direction, start square, then the letters.
bool play_order_less(const core::Move& a, const core::Move& b);

// Keeps the highest-scoring move (ties: play_order_less picks the first).
class BestMove final : public MoveSink {
  public:
    void add(const core::Move& move) override;
    bool prunes() const override { return true; }
    // A move of equal score can still win the tie-break, so ties are not pruned.
    int floor() const override { return found ? best.score : std::numeric_limits<int>::min(); }
    bool found = false;
    core::Move best;
};

}  // namespace letterzak::movegen
