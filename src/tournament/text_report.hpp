#pragma once
// Plain-text tables for the terminal: standings with every ranking key as a column, a round's
// pairings with results, and an overview of the whole tournament. Pure string building.

#include <cstdint>
#include <string>

#include "tournament/standings.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

// The language of a report meant for people: the terminal's tables are English, the
// printable page for the club's notice board (html_export) is Dutch.
enum class ReportLanguage : std::uint8_t { kEnglish, kDutch };

// "412-380", "412-380 (jury 392-380)", "Bert forfeited", "401-380, Anna lost on time", "" (none
// yet); in Dutch "Bert niet opgekomen", "401-380, Anna tijd om", ….
std::string describe_result(const Tournament& t, const Pairing& p,
                            ReportLanguage lang = ReportLanguage::kEnglish);

// Column heading for a ranking key in tables ("Wins", "WP", …).
std::string key_heading(RankKey k);
// A key's value as printed: wins in halves ("3½"), spreads signed ("+42").
std::string key_text(const StandingRow& row, RankKey k);

std::string standings_text(const Tournament& t, const Standings& s);
std::string pairings_text(const Tournament& t, const Round& r);
std::string tournament_text(const Tournament& t);  // settings, players, every round

}  // namespace letterzak::tournament
