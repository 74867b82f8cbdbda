#pragma once
// A printable HTML page: standings and every round's pairings, self-contained (inline style,
// no scripts), for the notice board or the club's website.

#include <string>

#include "tournament/standings.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

std::string html_escape(const std::string& text);
std::string html_report(const Tournament& t, const Standings& s);

}  // namespace letterzak::tournament
