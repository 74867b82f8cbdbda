// The score sheet (wedstrijdformulier) as text and JSON: per turn the main word, its Dutch
// coordinate, the score and running totals; corrections; the end; raw and adjudicated totals.

#include "formats/score_sheet.hpp"

#include <gtest/gtest.h>

#include "formats/notation.hpp"
#include "formats/result_json.hpp"
#include "game/game.hpp"
#include "game/score_sheet.hpp"
#include "game/word_judge.hpp"

namespace letterzak::formats {
namespace {

core::Rack rack(const char* s) {
    return *core::Rack::parse(s);
}

core::Move move(const game::Game& g, const char* text) {
    return *parse_move(text, g.board(), Notation::kGcg);
}

// Anna: phony NT (6), protested (−20), then TREINEN at E8 (GCG 8E, 68). Bert: ZIE parallel
// (13, seed 004's example). Then three passes and the jury.
game::Game sample_game(const game::WordJudge& judge) {
    game::GameSetup s = game::GameSetup::for_rules(*core::rule_set_by_name("tournament"),
                                                   {"Anna de Vries", "Bert"});
    s.supply = game::TileSupply::kDeclared;
    s.starter = 0;
    game::Services services;
    services.judge = &judge;
    game::Game g = std::move(*game::Game::create(s, services));
    EXPECT_TRUE(g.set_rack(0, rack("TREINEN")).has_value());
    EXPECT_TRUE(g.place(0, move(g, "8G NT")).has_value());
    EXPECT_TRUE(g.protest(1).has_value());
    EXPECT_TRUE(g.place(0, move(g, "8E TREINEN")).has_value());
    EXPECT_TRUE(g.set_rack(1, rack("ZIEAAAA")).has_value());
    EXPECT_TRUE(g.place(1, move(g, "7J ZIE")).has_value());
    EXPECT_TRUE(g.pass(0).has_value());
    EXPECT_TRUE(g.pass(1).has_value());
    EXPECT_TRUE(g.pass(0).has_value());
    EXPECT_TRUE(g.jury_check().has_value());
    return g;
}

TEST(ScoreSheet, LinesInOrderWithRunningTotals) {
    const game::WordListJudge judge({"treinen", "zie", "ze", "in"}, core::WordReading::kPlain);
    const game::Game g = sample_game(judge);
    const game::ScoreSheet sheet = game::make_score_sheet(g);
    ASSERT_GE(sheet.lines.size(), 8u);
    EXPECT_EQ(sheet.lines[0].word_text, "NT");
    EXPECT_EQ(sheet.lines[0].total, 6);
    EXPECT_TRUE(sheet.lines[0].withdrawn);
    EXPECT_EQ(sheet.lines[1].adjustment, game::AdjustmentKind::kWithdrawn);
    EXPECT_EQ(sheet.lines[1].total, 0);
    EXPECT_EQ(sheet.lines[2].adjustment, game::AdjustmentKind::kProtest);
    EXPECT_EQ(sheet.lines[2].total, -20);
    EXPECT_EQ(sheet.lines[3].word_text, "TREINEN");
    EXPECT_EQ(sheet.lines[3].turn, 1);  // the protested turn is played again
    EXPECT_EQ(sheet.lines[3].total, 48);
    EXPECT_EQ(sheet.lines[4].word_text, "ZIE");
    EXPECT_EQ(sheet.lines[4].points, 13);
    EXPECT_EQ(sheet.lines[4].other_words, (std::vector<std::string>{"ZE", "IN"}));
    EXPECT_EQ(sheet.lines.back().kind, game::ScoreSheetLine::Kind::kEndRack);  // Bert's AAAA
    EXPECT_EQ(sheet.lines.back().total, 13 - 4);
    EXPECT_EQ(sheet.result.winner, 0);
}

TEST(ScoreSheet, TextShowsDutchCoordinatesAndTheResult) {
    const game::WordListJudge judge({"treinen", "zie", "ze", "in"}, core::WordReading::kPlain);
    const std::string text =
        score_sheet_text(game::make_score_sheet(sample_game(judge)), SheetLanguage::kEnglish);
    EXPECT_NE(text.find("TREINEN"), std::string::npos);
    EXPECT_NE(text.find(" E8 "), std::string::npos) << text;  // across from E8
    EXPECT_NE(text.find(" J7 "), std::string::npos) << text;  // ZIE across from J7
    EXPECT_NE(text.find("protest upheld: NT"), std::string::npos) << text;
    EXPECT_NE(text.find("Winner: Anna de Vries"), std::string::npos) << text;
}

// Issue 17 (defect 4): the downloaded sheet was English ("End: went_out") in the Dutch board.
TEST(ScoreSheet, DutchTextHasNoEnglishWordsOrCodes) {
    const game::WordListJudge judge({"treinen", "zie", "ze", "in"}, core::WordReading::kPlain);
    const std::string text =
        score_sheet_text(game::make_score_sheet(sample_game(judge)), SheetLanguage::kDutch);
    EXPECT_NE(text.find("Wedstrijdformulier, wedstrijdscrabble"), std::string::npos) << text;
    EXPECT_NE(text.find("protest toegekend: NT"), std::string::npos) << text;
    EXPECT_NE(text.find("Einde: te vaak achter elkaar gepast"), std::string::npos) << text;
    EXPECT_NE(text.find("Winnaar: Anna de Vries"), std::string::npos) << text;
    EXPECT_NE(text.find("eigen rek (AAAA)"), std::string::npos) << text;
    EXPECT_NE(text.find("beurt 1 teruggenomen"), std::string::npos) << text;
    for (const char* english : {"went_out", "went out", "tournament", "Winner", "End:", "player",
                                "rack", "exchange", "pass_run", "final", "spread", "Score sheet"})
        EXPECT_EQ(text.find(english), std::string::npos) << english << "\n" << text;
}

TEST(ScoreSheet, JsonHoldsRawAndAdjudicatedTotals) {
    // A jury that finds TREINEN invalid: −(68 + 20).
    const game::WordListJudge judge({"zie", "ze", "in"}, core::WordReading::kPlain);
    const game::Game g = sample_game(judge);
    const nlohmann::json j = score_sheet_json(game::make_score_sheet(g));
    EXPECT_EQ(j["rules"], "tournament");
    EXPECT_EQ(j["players"][0], "Anna de Vries");
    const auto& anna = j["result"]["seats"][0];
    EXPECT_EQ(anna["jury"], -88);
    EXPECT_EQ(anna["raw"].get<int>() - 88, anna["final"].get<int>());
    // The API's object for the seat (result_json.hpp), with the player's name.
    nlohmann::json api = anna;
    api.erase("player");
    EXPECT_EQ(api, seat_result_json(game::make_score_sheet(g).result.seats[0]));
    EXPECT_EQ(j["result"]["winner"], "Bert");
    bool jury_line = false;
    for (const auto& line : j["lines"]) {
        if (line["kind"] == "jury") {
            jury_line = true;
            EXPECT_EQ(line["points"], -88);
            EXPECT_EQ(line["invalid_words"][0], "TREINEN");
            EXPECT_EQ(line["turn"], 1);
        }
        if (line.contains("word") && line["word"] == "TREINEN") {
            EXPECT_EQ(line["coordinate"], "E8");
            EXPECT_EQ(line["coordinate_gcg"], "8E");
        }
    }
    EXPECT_TRUE(jury_line);
}

}  // namespace
}  // namespace letterzak::formats
