#include "tournament/pairing_round_robin.hpp"

#include <algorithm>
#include <cassert>

namespace letterzak::tournament {

// Berger's construction in arithmetic form. Numbers 1..n-1 sit on a circle mod n-1 and player n
// in the middle. In round r, a and b (both below n) meet when a + b ≡ r + 1 (mod n-1); the one
// number a with 2a ≡ r + 1 has no partner on the circle and meets n (n-1 is odd, so it exists and
// is unique). Starts as in the published tables: of a and b the smaller starts when a + b is
// odd, the larger when it is even; n starts in even rounds.
std::vector<std::pair<int, int>> berger_round(int n, int round) {
    assert(n >= 2 && n % 2 == 0 && round >= 1 && round <= n - 1);
    const int m = n - 1;
    const int target = (round + 1) % m;
    std::vector<std::pair<int, int>> games;
    games.reserve(static_cast<std::size_t>(n / 2));
    for (int a = 1; a < n; ++a) {
        if ((2 * a) % m == target) {
            games.push_back(round % 2 == 0 ? std::pair{n, a} : std::pair{a, n});
            continue;
        }
        for (int b = a + 1; b < n; ++b) {
            if ((a + b) % m != target) continue;
            games.push_back((a + b) % 2 == 1 ? std::pair{a, b} : std::pair{b, a});
        }
    }
    std::sort(games.begin(), games.end(), [](const auto& x, const auto& y) {
        return std::min(x.first, x.second) < std::min(y.first, y.second);
    });
    return games;
}

}  // namespace letterzak::tournament
