#pragma once
// Equity: what a move is worth to the player who makes it, in points, integer-scaled so that
// sums and comparisons are exact and the same on every machine and thread count. A placement's
// static equity is its score plus the value of the tiles it keeps (the leave).

#include <cstdint>

namespace letterzak::ai {

// Centipoints: 1 point = 100. Leave values are learnt to about a tenth of a point, so two
// decimals keep every learnt difference while int32 still holds any game's total many times.
using Equity = std::int32_t;
inline constexpr Equity kEquityScale = 100;

constexpr Equity equity_of_points(int points) {
    return static_cast<Equity>(points) * kEquityScale;
}

// Score plus leave, the static player's yardstick.
constexpr Equity static_equity(int score, Equity leave) {
    return equity_of_points(score) + leave;
}

// The smallest score s with s * scale + max_leave >= target: moves scoring less cannot reach
// `target` whatever they keep (the generator's pruning floor for equity sinks).
constexpr int score_floor_for(Equity target, Equity max_leave) {
    const Equity need = target - max_leave;
    // Ceiling division that is right for negative numbers too.
    const Equity q = need / kEquityScale;
    return static_cast<int>((need % kEquityScale > 0) ? q + 1 : q);
}

// For printing: 1234 → 12.34.
constexpr double to_points(Equity e) {
    return static_cast<double>(e) / kEquityScale;
}

}  // namespace letterzak::ai
