#pragma once
// CSV for spreadsheets and rating secretaries: one header row, fixed columns (every value, not
// only the ranking keys, so the schema does not change with the settings), RFC 4180 quoting.
// Text that a spreadsheet would run as a formula (a name "=1+1", "@SUM(...)") is written with a
// leading apostrophe, so it stays text.

#include <string>

#include "tournament/standings.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

std::string standings_csv(const Standings& s);
std::string pairings_csv(const Tournament& t);  // every round, one line per board or bye

}  // namespace letterzak::tournament
