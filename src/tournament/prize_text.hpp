#pragma once
// The prize list in words, for the terminal (English) and the printable page (Dutch): the
// heading of each category, one line per award with what it was won with, and the notes a
// reader needs to trust the list (provisional, which games the best bingo could see, classes
// nobody is in).

#include <string>
#include <vector>

#include "tournament/prizes.hpp"
#include "tournament/text_report.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

// "Overall", "Rating class A", "Best game (highest combined score)", …
std::string prize_heading(const Award& a, ReportLanguage lang);
// "1. Anna (shared)"; "Anna – Bert 360-350 = 710, round 2"; "Bert: 8D KWARTET 90, round 2 v Dirk".
std::string award_line(const Tournament& t, const Award& a, ReportLanguage lang);
// The notes below the list (each a sentence).
std::vector<std::string> prize_notes(const Tournament& t, const PrizeList& list,
                                     ReportLanguage lang);
// The whole list as text: headings, indented award lines, notes. "No prizes set." when none.
std::string prizes_text(const Tournament& t, const PrizeList& list,
                        ReportLanguage lang = ReportLanguage::kEnglish);

}  // namespace letterzak::tournament
