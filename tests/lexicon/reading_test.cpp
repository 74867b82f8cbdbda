// Word readings: how one word list becomes the lexicon of box-ij (IJ tile) and woordspel (Y for
// "ij"), and that the lexicon then holds exactly those spellings.

#include "lexicon/reading.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "lexicon/lexicon.hpp"

namespace letterzak::lexicon {
namespace {

using core::kLetterIJ;
using core::WordReading;

// Upper-case letters to tiles, "#" for the IJ tile: "B#L" is B-IJ-L.
std::vector<Letter> tiles(std::string_view text) {
    std::vector<Letter> out;
    for (const char c : text) {
        out.push_back(c == '#' ? kLetterIJ : static_cast<Letter>(c - 'A' + 1));
    }
    return out;
}

Lexicon lexicon_of(const std::vector<std::string>& words, WordReading reading) {
    Result<Lexicon> lex = Lexicon::from_words(words, reading);
    EXPECT_TRUE(lex.has_value());
    return lex.has_value() ? std::move(*lex) : Lexicon();
}

TEST(Reading, PlainReadsLetterByLetter) {
    const auto s = spellings_of("bijl", WordReading::kPlain);
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0], tiles("BIJL"));
}

TEST(Reading, IjDigraphMakesBijlThreeTiles) {
    const auto s = spellings_of("bijl", WordReading::kIjDigraph);
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0], tiles("B#L"));
    EXPECT_EQ(s[0].size(), 3u);
    EXPECT_EQ(spellings_of("ijsje", WordReading::kIjDigraph)[0], tiles("#SJE"));
}

TEST(Reading, YForIjAddsEveryYSpelling) {
    const auto s = spellings_of("bijl", WordReading::kYForIj);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0], tiles("BIJL"));  // the plain spelling first
    EXPECT_EQ(s[1], tiles("BYL"));

    // Two pairs: every subset of them as Y.
    const auto two = spellings_of("bijlijn", WordReading::kYForIj);
    EXPECT_EQ(two.size(), 4u);
    const std::set<std::vector<Letter>> expected = {tiles("BIJLIJN"), tiles("BYLIJN"),
                                                    tiles("BIJLYN"), tiles("BYLYN")};
    EXPECT_EQ(std::set<std::vector<Letter>>(two.begin(), two.end()), expected);

    EXPECT_EQ(spellings_of("fiets", WordReading::kYForIj).size(), 1u);
}

TEST(Reading, LetterCountRange) {
    EXPECT_EQ(letter_count_range("bijlijn", WordReading::kPlain).shortest, 7u);
    EXPECT_EQ(letter_count_range("bijlijn", WordReading::kIjDigraph).longest, 5u);
    const LetterCountRange y = letter_count_range("bijlijn", WordReading::kYForIj);
    EXPECT_EQ(y.shortest, 5u);
    EXPECT_EQ(y.longest, 7u);
}

TEST(Reading, NamesRoundTrip) {
    for (const auto r : {WordReading::kPlain, WordReading::kIjDigraph, WordReading::kYForIj}) {
        EXPECT_EQ(reading_from_name(reading_name(r)), r);
    }
    EXPECT_FALSE(reading_from_name("klingon").has_value());
}

TEST(Reading, BoxIjLexiconHoldsOnlyTheIjTileSpelling) {
    const Lexicon lex = lexicon_of({"bijl", "fiets", "ijs"}, WordReading::kIjDigraph);
    EXPECT_TRUE(lex.contains(tiles("B#L")));
    EXPECT_FALSE(lex.contains(tiles("BIJL")));  // separate I and J tiles do not spell bijl
    EXPECT_TRUE(lex.contains(tiles("#S")));
    EXPECT_TRUE(lex.contains(tiles("FIETS")));
    EXPECT_TRUE(lex.contains_word("bijl"));
    EXPECT_EQ(lex.word_count(), 3u);
    EXPECT_EQ(lex.entry_count(), 3u);
}

TEST(Reading, WoordspelLexiconHoldsBothSpellings) {
    const Lexicon lex = lexicon_of({"bijl", "fiets"}, WordReading::kYForIj);
    EXPECT_TRUE(lex.contains(tiles("BYL")));
    EXPECT_TRUE(lex.contains(tiles("BIJL")));
    EXPECT_FALSE(lex.contains(tiles("B#L")));  // woordspel has no IJ tile
    EXPECT_FALSE(lex.contains(tiles("BIL")));
    EXPECT_TRUE(lex.contains_word("byl"));
    EXPECT_EQ(lex.word_count(), 2u);
    EXPECT_EQ(lex.entry_count(), 3u);
}

TEST(Reading, PlainLexiconHasNoYSpelling) {
    const Lexicon lex = lexicon_of({"bijl"}, WordReading::kPlain);
    EXPECT_TRUE(lex.contains(tiles("BIJL")));
    EXPECT_FALSE(lex.contains(tiles("BYL")));
    EXPECT_FALSE(lex.contains(tiles("B#L")));
}

TEST(Reading, SpellingsOutsideTheBoardLimitsAreLeftOut) {
    // "ij" read with Y is a single tile: not an entry, while "ij" itself is.
    const Lexicon lex = lexicon_of({"ij"}, WordReading::kYForIj);
    EXPECT_TRUE(lex.contains(tiles("IJ")));
    EXPECT_FALSE(lex.contains(tiles("Y")));
    EXPECT_EQ(lex.entry_count(), 1u);
}

TEST(Reading, WordsSpellsEntriesInUpperCase) {
    const Lexicon lex = lexicon_of({"bijl", "ijs"}, WordReading::kYForIj);
    EXPECT_EQ(lex.words(), (std::vector<std::string>{"BIJL", "BYL", "IJS", "YS"}));
}

TEST(Reading, FromWordsRefusesUnnormalisedWords) {
    const Result<Lexicon> lex = Lexicon::from_words({"café"}, WordReading::kPlain);
    ASSERT_FALSE(lex.has_value());
    EXPECT_EQ(lex.error().code, "lexicon_bad_word");
}

}  // namespace
}  // namespace letterzak::lexicon
