#pragma once
// Where generated moves go. The generator hands every move to a sink and keeps nothing, so a
// caller decides what to keep: all of them, the best N, the best one, or only a count.

#include <cstdint>
#include <vector>

#include "core/move.hpp"

namespace letterzak::movegen {

class MoveSink {
public:
    virtual ~MoveSink() = default;
    virtual void add(const core::Move& move) = 0;
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
    bool found = false;
    core::Move best;
};

}  // namespace letterzak::movegen
