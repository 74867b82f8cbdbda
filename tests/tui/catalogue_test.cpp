// The message table: complete in both languages, the same arguments in each, and rendering
// that cannot fail on a slip in an entry.

#include "tui/catalogue.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <string>

#include "core/placement.hpp"
#include "game/refusal.hpp"

namespace letterzak::tui {
namespace {

std::set<std::string> placeholders(std::string_view text) {
    std::set<std::string> names;
    for (std::size_t i = text.find('{'); i != std::string_view::npos; i = text.find('{', i + 1)) {
        const std::size_t close = text.find('}', i);
        if (close == std::string_view::npos) break;
        names.insert(std::string(text.substr(i + 1, close - i - 1)));
    }
    return names;
}

TEST(Catalogue, EveryTextExistsInBothLanguages) {
    for (int i = 0; i < static_cast<int>(Text::kCount); ++i) {
        const auto id = static_cast<Text>(i);
        EXPECT_FALSE(template_of(id, Lang::kNl).empty()) << "no Dutch text for id " << i;
        EXPECT_FALSE(template_of(id, Lang::kEn).empty()) << "no English text for id " << i;
    }
}

TEST(Catalogue, BothLanguagesTakeTheSameArguments) {
    for (int i = 0; i < static_cast<int>(Text::kCount); ++i) {
        const auto id = static_cast<Text>(i);
        EXPECT_EQ(placeholders(template_of(id, Lang::kNl)),
                  placeholders(template_of(id, Lang::kEn)))
            << template_of(id, Lang::kNl) << " / " << template_of(id, Lang::kEn);
    }
}

TEST(Catalogue, RendersArgumentsByName) {
    const Message m(Text::kTurnPlace, {{"points", points_text(14, Lang::kNl)},
                                       {"name", "Anna"},
                                       {"move", "H8 TREIN"},
                                       {"more", ""}});
    EXPECT_EQ(render(m, Lang::kNl), "Anna legt H8 TREIN voor 14 punten.");
    EXPECT_EQ(render(Message(Text::kTurnPlace, {{"points", points_text(1, Lang::kEn)},
                                                {"name", "Anna"},
                                                {"move", "H8 Ab"}}),
                     Lang::kEn),
              "Anna plays H8 Ab for 1 point.{more}");
    EXPECT_EQ(tiles_count_text(1, Lang::kNl), "1 steen");
    EXPECT_EQ(tiles_count_text(7, Lang::kNl), "7 stenen");
}

// Issue 17 (defect 4): "regels tournament" and "speel je met 2 tot 2 spelers, niet 3".
TEST(Catalogue, RuleSetsAreNamedNotCoded) {
    const std::string line =
        render(Message(Text::kRulesLine, {{"rules", "tournament"}, {"practice", ""}}), Lang::kNl);
    EXPECT_EQ(line, "wedstrijdscrabble");
    EXPECT_EQ(rules_name("box", Lang::kNl), "doosregels");
    EXPECT_EQ(rules_name("box", Lang::kEn), "box rules");
    const std::string players =
        render(Message(Text::kBadPlayersExact, {{"rules", "tournament"}, {"min", "2"}, {"n", "3"}}),
               Lang::kNl);
    EXPECT_EQ(players, "Bij wedstrijdscrabble speel je met precies 2 spelers, niet 3.");
    // A command line keeps the code the player has to type.
    const std::string load =
        render(Message(Text::kLoadOtherReading,
                       {{"path", "p.gcg"}, {"rules", "box-ij"}, {"code", "box-ij"}}),
               Lang::kNl);
    EXPECT_NE(load.find("--rules box-ij"), std::string::npos) << load;
    EXPECT_NE(load.find("met doosregels met IJ-steen"), std::string::npos) << load;
}

// The terminal and the board say "betwisten" for a challenge, never "uitdagen".
TEST(Catalogue, OneVerbForAChallenge) {
    for (int i = 0; i < static_cast<int>(Text::kCount); ++i) {
        std::string nl(template_of(static_cast<Text>(i), Lang::kNl));
        for (char& c : nl) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        EXPECT_EQ(nl.find("uitdag"), std::string::npos) << nl;
    }
}

TEST(Catalogue, AMissingArgumentShowsItsNameInsteadOfFailing) {
    EXPECT_EQ(render(Message(Text::kStarts), Lang::kNl), "{name} begint.");
    // An argument the sentence does not use is ignored.
    EXPECT_EQ(render(Message(Text::kGoodbye, {{"unused", "x"}}), Lang::kNl), "Tot ziens!");
}

TEST(Catalogue, EveryPlacementAndRefereeRefusalHasASentence) {
    for (std::string_view code : {core::refusal::kNoTiles,
                                  core::refusal::kOffBoard,
                                  core::refusal::kDuplicateSquare,
                                  core::refusal::kNotInLine,
                                  core::refusal::kGap,
                                  core::refusal::kSquareOccupied,
                                  core::refusal::kThroughMismatch,
                                  core::refusal::kUnknownLetter,
                                  core::refusal::kNotOnRack,
                                  core::refusal::kFirstMoveOffCenter,
                                  core::refusal::kFirstMoveTooShort,
                                  core::refusal::kNotConnected,
                                  core::refusal::kNoWord,
                                  game::refusal::kGameOver,
                                  game::refusal::kNotYourTurn,
                                  game::refusal::kTimeExpired,
                                  game::refusal::kExchangeBagTooSmall,
                                  game::refusal::kExchangeTiles,
                                  game::refusal::kInvalidWord,
                                  game::refusal::kNoChallenges,
                                  game::refusal::kNothingToChallenge,
                                  game::refusal::kOwnPlay}) {
        EXPECT_TRUE(refusal_message(code).has_value()) << code;
        EXPECT_FALSE(refusal_sentence(code, Lang::kNl).empty()) << code;
        EXPECT_FALSE(refusal_sentence(code, Lang::kEn).empty()) << code;
    }
    EXPECT_FALSE(refusal_message("no_such_code").has_value());
    // The shared sentence (data/texts/refusals.tsv), the same one the web board shows.
    EXPECT_EQ(render(*refusal_message("gap"), Lang::kNl), "Tussen de stenen zit een leeg vak.");
    EXPECT_EQ(render(*refusal_message("not_your_turn"), Lang::kEn), "It is not your turn.");
}

TEST(Catalogue, LanguagesByName) {
    EXPECT_EQ(lang_by_name("nl"), Lang::kNl);
    EXPECT_EQ(lang_by_name("Nederlands"), Lang::kNl);
    EXPECT_EQ(lang_by_name("EN"), Lang::kEn);
    EXPECT_FALSE(lang_by_name("fr").has_value());
}

}  // namespace
}  // namespace letterzak::tui
