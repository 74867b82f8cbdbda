#pragma once
// The score sheet (game/score_sheet.hpp) printed: as text, one line per turn or correction in
// the order they happened, with the main word, its Dutch coordinate (letter first = across,
// as on the wedstrijdformulier), the score and every player's running total; then the end of
// the game, the jury's corrections, raw and adjudicated totals and the result. And as JSON for
// the web board and the tournament desk.

#include <nlohmann/json.hpp>
#include <string>

#include "game/score_sheet.hpp"

namespace letterzak::formats {

std::string score_sheet_text(const game::ScoreSheet& sheet);
nlohmann::json score_sheet_json(const game::ScoreSheet& sheet);

}  // namespace letterzak::formats
