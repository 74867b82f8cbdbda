#pragma once
// Round robin by Berger tables: with n players (n even; an odd field adds a dummy, and meeting
// the dummy is the bye) everyone meets everyone once in n-1 rounds, and the starts alternate so
// each player starts half their games (give or take one).

#include <utility>
#include <vector>

namespace letterzak::tournament {

// One round of the Berger table for `n` (even, >= 2) numbered players 1..n: pairs of
// (starter, second), boards ordered by the lower number. round is 1..n-1.
std::vector<std::pair<int, int>> berger_round(int n, int round);

}  // namespace letterzak::tournament
