// Terminal widths and colours: escape codes take no room, UTF-8 characters one column each.

#include "tui/ansi.hpp"

#include <gtest/gtest.h>

namespace letterzak::tui {
namespace {

TEST(Ansi, WidthIgnoresEscapesAndCountsCharacters) {
    EXPECT_EQ(display_width("abc"), 3U);
    EXPECT_EQ(display_width("\x1b[1;30;43m A \x1b[0m"), 3U);
    EXPECT_EQ(display_width("A₁₀ · ↓"), 7U);
    EXPECT_EQ(strip_ansi("\x1b[2mdim\x1b[0m text"), "dim text");
}

TEST(Ansi, PaintOnlyWithColour) {
    Style plain;
    EXPECT_EQ(plain.paint(Paint::kTile, " A "), " A ");
    EXPECT_EQ(plain.clear_screen(), "");
    Style colour;
    colour.colour = true;
    colour.terminal = true;
    const std::string painted = colour.paint(Paint::kTripleWord, "3W ");
    EXPECT_NE(painted, "3W ");
    EXPECT_EQ(strip_ansi(painted), "3W ");
    EXPECT_EQ(colour.clear_screen(), "\x1b[H\x1b[2J");
}

TEST(Ansi, PaddingAndCuttingByColumns) {
    EXPECT_EQ(pad_right("ë", 3), "ë  ");
    EXPECT_EQ(pad_left("7", 3), "  7");
    EXPECT_EQ(pad_right("toolong", 3), "toolong");
    EXPECT_EQ(cut("Coördinaten", 4), "Coör");
    EXPECT_EQ(cut("ab", 5), "ab");
}

TEST(Ansi, WrapsAtSpacesWithinTheWidth) {
    const auto lines = wrap("Die stenen heb je niet: QQ (je rek: EEEEGSZ).", 20);
    ASSERT_GE(lines.size(), 3U);
    for (const std::string& l : lines) EXPECT_LE(display_width(l), 20U) << l;
    EXPECT_EQ(lines.front(), "Die stenen heb je");
    EXPECT_EQ(wrap("een\ntwee", 80), (std::vector<std::string>{"een", "twee"}));
    // A word longer than the line is cut, not lost.
    EXPECT_EQ(wrap("abcdefgh", 3), (std::vector<std::string>{"abc", "def", "gh"}));
}

}  // namespace
}  // namespace letterzak::tui
