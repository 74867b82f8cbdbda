// The printable page (issue 17, defect 4): Dutch throughout — no setting's code ("swiss",
// "tournament") and no English word a reader would see — and its legend states the bye rule.

#include "tournament/html_export.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <regex>

#include "tournament/fixtures.hpp"

namespace letterzak::tournament {
namespace {

using testing::add_round;
using testing::bye;
using testing::game;
using testing::make_test_tournament;

// Whether `word` stands in `text` as a word of its own ("Wins", not the "Wins" of "Winst").
bool has_word(const std::string& text, const std::string& word) {
    const auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        const bool before = at > 0 && letter(text[at - 1]);
        const bool after = at + word.size() < text.size() && letter(text[at + word.size()]);
        if (!before && !after) return true;
    }
    return false;
}

// The text a reader sees: tags, the style sheet and attribute values left out.
std::string visible_text(const std::string& html) {
    std::string body = html.substr(html.find("<body>"));
    return std::regex_replace(body, std::regex("<[^>]*>"), " ");
}

TEST(HtmlExport, ThePrintablePageIsDutch) {
    Settings s;
    s.rounds = 3;
    Tournament t = make_test_tournament(s, 3);
    add_round(t, {game(1, 2, 400, 380), bye(3)});
    Pairing forfeit = game(3, 1, 0, 0);
    forfeit.result->forfeit = Forfeit::kFirst;
    add_round(t, {forfeit, bye(2)});
    const std::string html = html_report(t, compute_standings(t));
    const std::string text = visible_text(html);
    EXPECT_NE(text.find("wedstrijdscrabble, Zwitsers systeem, wedstrijdregels"), std::string::npos)
        << text;
    EXPECT_NE(text.find("Ronde 2"), std::string::npos);
    EXPECT_NE(text.find("C reglementair verloren"), std::string::npos) << text;
    EXPECT_NE(text.find("Vrije ronde: telt als een winst met saldo +50, zodra de ronde is "
                        "uitgespeeld."),
              std::string::npos)
        << text;
    for (const char* english : {"swiss", "tournament", "Round", "rules", "Rank", "Player", "Wins",
                                "Spread", "Points", "Games", "Byes", "bye", "forfeited",
                                "standings", "after round", "ranked by", "withdrawn"})
        EXPECT_FALSE(has_word(text, english)) << english << "\n" << text;
}

}  // namespace
}  // namespace letterzak::tournament
