// The score sheet in the player's language: Dutch coordinates, running totals, corrections.

#include "tui/sheet_view.hpp"

#include <gtest/gtest.h>

#include "formats/notation.hpp"
#include "game/score_sheet.hpp"
#include "tui/ansi.hpp"
#include "tui/tui_support.hpp"

namespace letterzak::tui {
namespace {

game::Game game_after(int turns, const lexicon::Lexicon& lex) {
    auto g = game::Game::create(
        game::GameSetup::for_rules(*core::rule_set_by_name("tournament"), {"Anna", "Computer"}, 3));
    EXPECT_TRUE(g.has_value());
    testing::play_greedy_turns(*g, lex, turns);
    return std::move(*g);
}

TEST(SheetView, EveryTurnWithDutchCoordinatesAndTotals) {
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    game::Game g = game_after(4, lex);
    ASSERT_TRUE(g.pass(g.to_move()).has_value());
    const game::ScoreSheet sheet = game::make_score_sheet(g);
    const std::string nl = sheet_text(sheet, Lang::kNl);
    EXPECT_NE(nl.find("Wedstrijdformulier · wedstrijdscrabble"), std::string::npos);
    EXPECT_NE(nl.find("beurt"), std::string::npos);
    EXPECT_NE(nl.find("pas"), std::string::npos);
    EXPECT_NE(nl.find("De partij is nog bezig."), std::string::npos);
    const std::string en = sheet_text(sheet, Lang::kEn);
    EXPECT_NE(en.find("Score sheet · tournament Scrabble"), std::string::npos);
    EXPECT_NE(en.find("pass"), std::string::npos);
    // The first turn's coordinate as the Dutch sheet writes it: letter first = across.
    const game::ScoreSheetLine& first = sheet.lines.front();
    const std::string coord =
        formats::format_coordinate({first.square, first.dir}, formats::Notation::kDutch);
    EXPECT_NE(nl.find(pad_right(first.word_text, 16) + coord), std::string::npos) << nl;
}

TEST(SheetView, RecentLinesFitTheirWidth) {
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    const game::Game g = game_after(8, lex);
    const game::ScoreSheet sheet = game::make_score_sheet(g);
    const auto lines = recent_sheet_lines(sheet, Lang::kNl, 4, 29);
    ASSERT_EQ(lines.size(), 4U);
    for (const std::string& l : lines) EXPECT_EQ(display_width(l), 29U) << l;
    EXPECT_EQ(lines.back().substr(0, 2), " 8");
    EXPECT_TRUE(recent_sheet_lines(sheet, Lang::kNl, 0, 29).empty());
}

TEST(SheetView, DescriptionsOfCorrections) {
    game::ScoreSheetLine l;
    l.kind = game::ScoreSheetLine::Kind::kAdjustment;
    l.adjustment = game::AdjustmentKind::kJury;
    l.turn = 7;
    l.invalid_words = {"XYZ"};
    EXPECT_EQ(sheet_description(l, Lang::kNl), "jury, beurt 7: XYZ");
    EXPECT_EQ(sheet_description(l, Lang::kEn), "jury, turn 7: XYZ");
    l.kind = game::ScoreSheetLine::Kind::kEndRack;
    l.points = -6;
    l.rack = *core::Rack::parse("AEN");
    EXPECT_EQ(sheet_description(l, Lang::kNl), "eigen stenen (AEN)");
    l.points = 6;
    EXPECT_EQ(sheet_description(l, Lang::kNl), "stenen van de anderen (AEN)");
    l.kind = game::ScoreSheetLine::Kind::kTurn;
    l.turn_kind = game::TurnKind::kExchange;
    l.exchanged = 3;
    EXPECT_EQ(sheet_description(l, Lang::kNl), "ruil 3");
    l.withdrawn = true;
    EXPECT_EQ(sheet_description(l, Lang::kNl), "ruil 3 [teruggenomen]");
}

}  // namespace
}  // namespace letterzak::tui
