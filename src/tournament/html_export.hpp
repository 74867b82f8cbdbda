#pragma once
// A printable HTML page: standings, the prize list, and every round's pairings with every
// result, self-contained (inline style, no scripts), for the notice board or the club's
// website; the print style keeps tables and sections whole on paper.

#include <string>
#include <string_view>

#include "tournament/prizes.hpp"
#include "tournament/standings.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

std::string html_escape(const std::string& text);
// With `prizes`, the end-of-tournament report: the prize list after the standings. With
// `archive_href`, a link to the archive of the game records (games.zip, beside the page).
std::string html_report(const Tournament& t, const Standings& s, const PrizeList* prizes = nullptr,
                        std::string_view archive_href = {});

}  // namespace letterzak::tournament
