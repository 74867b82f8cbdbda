// What the player typed, sorted into commands: both languages' words always understood.

#include "tui/command.hpp"

#include <gtest/gtest.h>

namespace letterzak::tui {
namespace {

TEST(Command, APlacementIsACoordinateAndAWord) {
    Command c = parse_command("  H8 trein ");
    EXPECT_EQ(c.kind, CommandKind::kPlace);
    EXPECT_EQ(c.coordinate, "H8");
    EXPECT_EQ(c.word, "trein");
    c = parse_command("8h TRE?IN");
    EXPECT_EQ(c.kind, CommandKind::kPlace);
    EXPECT_EQ(c.coordinate, "8h");
    EXPECT_EQ(c.word, "TRE?IN");
    // A coordinate with nothing after it is still a placement (refused later with the reason).
    EXPECT_EQ(parse_command("H8").kind, CommandKind::kPlace);
}

TEST(Command, DutchAndEnglishWordsAlike) {
    EXPECT_EQ(parse_command("ruil EEU").kind, CommandKind::kExchange);
    EXPECT_EQ(parse_command("ruil EEU").argument, "EEU");
    EXPECT_EQ(parse_command("swap all").argument, "all");
    EXPECT_EQ(parse_command("-EEU").kind, CommandKind::kExchange);
    EXPECT_EQ(parse_command("-EEU").argument, "EEU");
    EXPECT_EQ(parse_command("pas").kind, CommandKind::kPass);
    EXPECT_EQ(parse_command("PASS").kind, CommandKind::kPass);
    EXPECT_EQ(parse_command("-").kind, CommandKind::kPass);
    EXPECT_EQ(parse_command("betwist").kind, CommandKind::kChallenge);
    EXPECT_EQ(parse_command("protest").kind, CommandKind::kChallenge);
    EXPECT_EQ(parse_command("tip 3").argument, "3");
    EXPECT_EQ(parse_command("hint").kind, CommandKind::kHint);
    EXPECT_EQ(parse_command("blad").kind, CommandKind::kSheet);
    EXPECT_EQ(parse_command("bewaar mijn partij.gcg").argument, "mijn partij.gcg");
    EXPECT_EQ(parse_command("load x.gcg").kind, CommandKind::kLoad);
    EXPECT_EQ(parse_command("opgeven").kind, CommandKind::kResign);
    EXPECT_EQ(parse_command("?").kind, CommandKind::kHelp);
    EXPECT_EQ(parse_command("terug").kind, CommandKind::kUndo);
    EXPECT_EQ(parse_command("quit").kind, CommandKind::kQuit);
    EXPECT_EQ(parse_command("schud").kind, CommandKind::kShuffle);
    EXPECT_EQ(parse_command("analyse").kind, CommandKind::kAnalysis);
}

TEST(Command, EmptyAndUnknown) {
    EXPECT_EQ(parse_command("").kind, CommandKind::kEmpty);
    EXPECT_EQ(parse_command("   ").kind, CommandKind::kEmpty);
    const Command c = parse_command("trein");
    EXPECT_EQ(c.kind, CommandKind::kUnknown);
    EXPECT_EQ(c.input, "trein");
}

TEST(Command, NamesFollowTheLanguage) {
    EXPECT_EQ(command_name(CommandKind::kExchange, Lang::kNl), "ruil");
    EXPECT_EQ(command_name(CommandKind::kExchange, Lang::kEn), "swap");
}

TEST(Command, YesInEitherLanguage) {
    EXPECT_TRUE(is_yes("j"));
    EXPECT_TRUE(is_yes(" Ja "));
    EXPECT_TRUE(is_yes("yes"));
    EXPECT_FALSE(is_yes("n"));
    EXPECT_FALSE(is_yes(""));
}

}  // namespace
}  // namespace letterzak::tui
