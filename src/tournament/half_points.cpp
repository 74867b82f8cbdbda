#include "tournament/half_points.hpp"

#include <fmt/format.h>

namespace letterzak::tournament {

std::string format_halves(HalfPoints h) {
    const bool negative = h < 0;
    const int whole = (negative ? -h : h) / 2;
    const bool half = ((negative ? -h : h) % 2) != 0;
    std::string out = negative ? "-" : "";
    if (whole > 0 || !half) out += fmt::format("{}", whole);
    if (half) out += "\u00bd";
    return out;
}

std::string format_halves_decimal(HalfPoints h) {
    const bool negative = h < 0;
    const int abs = negative ? -h : h;
    return fmt::format("{}{}{}", negative ? "-" : "", abs / 2, abs % 2 != 0 ? ".5" : "");
}

}  // namespace letterzak::tournament
