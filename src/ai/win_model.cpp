#include "ai/win_model.hpp"

#include <cmath>

namespace letterzak::ai {

WinModel::WinModel() {
    for (int u = 0; u < kMaxUnseen; ++u) set(u, 0.0, 4.0 + 1.2 * u);
}

void WinModel::set(int unseen, double mean, double sd) {
    mean_[clamp(unseen)] = mean;
    sd_[clamp(unseen)] = sd < 1.0 ? 1.0 : sd;
}

double WinModel::win_probability(double spread, int unseen) const {
    const std::size_t u = clamp(unseen);
    // P(final > 0) + P(final = 0) / 2 of a normal with a continuity correction of one half
    // on each side: both are the normal's mass above zero.
    const double z = (spread + mean_[u]) / sd_[u];
    return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

}  // namespace letterzak::ai
