#pragma once
// The score sheet (game/score_sheet.hpp) printed: as text, one line per turn or correction in
// the order they happened, with the main word, its Dutch coordinate (letter first = across,
// as on the wedstrijdformulier), the score and every player's running total; then the end of
// the game, the jury's corrections, raw and adjudicated totals and the result. And as JSON for
// the web board and the tournament desk.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "game/score_sheet.hpp"

namespace letterzak::formats {

// The language of the printed sheet: every word on it (headings, what a line did, why the game
// ended, the result) is in that language; names, words played and coordinates are as they are.
enum class SheetLanguage : std::uint8_t { kDutch, kEnglish };

// "nl" → kDutch, "en" → kEnglish; anything else → nullopt.
std::optional<SheetLanguage> sheet_language_by_code(std::string_view code);

std::string score_sheet_text(const game::ScoreSheet& sheet, SheetLanguage lang);
nlohmann::json score_sheet_json(const game::ScoreSheet& sheet);

}  // namespace letterzak::formats
