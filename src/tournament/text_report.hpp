#pragma once
// Plain-text tables for the terminal: standings with every ranking key as a column, a round's
// pairings with results, and an overview of the whole tournament. Pure string building.

#include <string>

#include "tournament/standings.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

// "412-380", "412-380 (jury 392-380)", "Bert forfeited", "401-380, Anna lost on time", "" (none
// yet).
std::string describe_result(const Tournament& t, const Pairing& p);

// Column heading for a ranking key in tables ("Wins", "WP", …).
std::string key_heading(RankKey k);
// A key's value as printed: wins in halves ("3½"), spreads signed ("+42").
std::string key_text(const StandingRow& row, RankKey k);

std::string standings_text(const Tournament& t, const Standings& s);
std::string pairings_text(const Tournament& t, const Round& r);
std::string tournament_text(const Tournament& t);  // settings, players, every round

}  // namespace letterzak::tournament
