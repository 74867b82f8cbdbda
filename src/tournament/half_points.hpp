#pragma once
// Games won are counted in half points: a win is 2, a draw 1. Integers keep the sums exact
// (a draw is "½" in the rules), and ranking never compares floating point numbers.

#include <string>

namespace letterzak::tournament {

using HalfPoints = int;

inline constexpr HalfPoints kWinHalves = 2;
inline constexpr HalfPoints kDrawHalves = 1;

// "3½", "3", "½" — the way a Dutch standings list prints it.
std::string format_halves(HalfPoints h);
// "3.5", "3", "0.5" — for CSV and JSON readers.
std::string format_halves_decimal(HalfPoints h);

}  // namespace letterzak::tournament
