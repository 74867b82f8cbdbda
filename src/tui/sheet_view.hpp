#pragma once
// The score sheet (wedstrijdformulier) in the player's language: every turn with its main word,
// its Dutch coordinate, its score and everyone's running total, then the corrections, the rack
// points at the end and the jury. The referee keeps the data (game/score_sheet.hpp); this is
// only how the terminal shows it, in full or as the last few lines beside the board.

#include <string>
#include <vector>

#include "game/score_sheet.hpp"
#include "tui/catalogue.hpp"

namespace letterzak::tui {

// What one line of the sheet says ("TREIN (+ ZE)", "ruil 3", "jury, beurt 7: XYZ").
std::string sheet_description(const game::ScoreSheetLine& line, Lang lang);

// The whole sheet, one line per turn or correction, with a header.
std::string sheet_text(const game::ScoreSheet& sheet, Lang lang);

// The last `count` turn lines, each at most `width` columns: "12 Jij    H8 TREIN   +14".
std::vector<std::string> recent_sheet_lines(const game::ScoreSheet& sheet, Lang lang, int count,
                                            std::size_t width);

}  // namespace letterzak::tui
