#include "store/elo_rating.hpp"

#include <cmath>

namespace letterzak::store {

std::string rating_family(std::string_view rules_name) {
    if (rules_name == "box-ij") return "box";
    return std::string(rules_name);
}

double k_factor(int games) {
    return games < kProvisionalGames ? kProvisionalK : kEstablishedK;
}

double expected_score(double own, double other) {
    return 1.0 / (1.0 + std::pow(10.0, (other - own) / 400.0));
}

double rating_after(const EloStanding& own, const EloStanding& other, double points) {
    return own.rating + k_factor(own.games) * (points - expected_score(own.rating, other.rating));
}

}  // namespace letterzak::store
