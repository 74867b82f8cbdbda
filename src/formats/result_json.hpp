#pragma once
// One seat's result (game/result.hpp) as JSON: the figures of the totals, from the play score
// through the end racks, overtime and the jury to the final score, spread and match points,
// and the outcome. The API's game view and the score sheet's JSON write the same object, so a
// client reads a result the same way from either.

#include <nlohmann/json.hpp>

#include "game/result.hpp"

namespace letterzak::formats {

// {play_score, end_racks, overtime, raw, jury, final, spread, match_points, outcome,
// forfeited}; the caller adds who the seat is, if it says.
nlohmann::json seat_result_json(const game::SeatResult& seat);

}  // namespace letterzak::formats
