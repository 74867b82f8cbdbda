#include "core/alphabet.hpp"

#include <gtest/gtest.h>

namespace letterzak::core {
namespace {

TEST(Alphabet, TokensRoundTrip) {
    for (Letter l = kFirstLetter; l <= kLastLetter; ++l) {
        for (bool lower : {false, true}) {
            const std::string tok = letter_token(l, lower);
            const auto back = read_letter_token(tok);
            ASSERT_TRUE(back.has_value()) << tok;
            EXPECT_EQ(back->letter, l);
            EXPECT_EQ(back->lower, lower);
            EXPECT_EQ(back->length, tok.size());
        }
    }
    EXPECT_EQ(letter_token(kLetterIJ, false), "[IJ]");
    EXPECT_EQ(letter_token(kLetterIJ, true), "[ij]");
}

TEST(Alphabet, RejectsUnknownTokens) {
    EXPECT_FALSE(read_letter_token("").has_value());
    EXPECT_FALSE(read_letter_token("1").has_value());
    EXPECT_FALSE(read_letter_token("[XY]").has_value());
    EXPECT_FALSE(read_letter_token("[IJ").has_value());
}

TEST(Alphabet, IjDigraphReadingMakesOneLetter) {
    EXPECT_EQ(letters_of_word("bijl", true).size(), 3u);
    EXPECT_EQ(letters_of_word("bijl", true)[1], kLetterIJ);
    EXPECT_EQ(letters_of_word("bijl", false).size(), 4u);
    EXPECT_EQ(word_of_letters(letters_of_word("bijl", true)), "BIJL");
}

}  // namespace
}  // namespace letterzak::core
