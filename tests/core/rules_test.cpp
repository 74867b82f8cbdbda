#include "core/rules.hpp"

#include <gtest/gtest.h>

namespace letterzak::core {
namespace {

TEST(RuleSets, AllFiveLoadByName) {
    for (const char* name : {"tournament", "box", "box-ij", "woordspel", "english"}) {
        const RuleSet* rs = rule_set_by_name(name);
        ASSERT_NE(rs, nullptr) << name;
        EXPECT_EQ(rs->name, name);
        EXPECT_NE(rs->tiles, nullptr);
        EXPECT_NE(rs->layout, nullptr);
    }
    EXPECT_EQ(rule_set_by_name("scrabble"), nullptr);
}

TEST(RuleSets, VariantKnobs) {
    EXPECT_EQ(rule_set_by_name("woordspel")->rack_size, 8);
    EXPECT_EQ(rule_set_by_name("woordspel")->first_move_min_tiles, 4);
    EXPECT_EQ(rule_set_by_name("woordspel")->bingo, BingoRule::kDoubleMainWord);
    EXPECT_EQ(rule_set_by_name("woordspel")->word_premiums, WordPremiumRule::kLargestOnce);
    EXPECT_TRUE(rule_set_by_name("woordspel")->y_for_ij);
    EXPECT_TRUE(rule_set_by_name("woordspel")->blank_per_direction);
    EXPECT_EQ(rule_set_by_name("box")->max_players, 4);
    EXPECT_EQ(rule_set_by_name("box-ij")->reading, WordReading::kIjDigraph);
    EXPECT_EQ(rule_set_by_name("box-ij")->tiles->name, "nl-ij");
    EXPECT_EQ(rule_set_by_name("tournament")->invalid_word_penalty, 20);
    EXPECT_EQ(rule_set_by_name("english")->end_rack, EndRackRule::kOutGainsTwice);
}

TEST(BoardLayout, StandardPremiumsAreSymmetricAndMatchTheRuleBook) {
    const BoardLayout& l = *board_layout_by_name("standard");
    for (int r = 0; r < kBoardSize; ++r)
        for (int c = 0; c < kBoardSize; ++c) {
            const auto a = static_cast<std::size_t>(square_index(r, c));
            for (int mirror :
                 {square_index(c, r), square_index(14 - r, c), square_index(r, 14 - c)}) {
                EXPECT_EQ(l.word_multiplier[a],
                          l.word_multiplier[static_cast<std::size_t>(mirror)]);
                EXPECT_EQ(l.letter_multiplier[a],
                          l.letter_multiplier[static_cast<std::size_t>(mirror)]);
            }
        }
    auto wm = [&](int r, int c) {
        return l.word_multiplier[static_cast<std::size_t>(square_index(r, c))];
    };
    auto lm = [&](int r, int c) {
        return l.letter_multiplier[static_cast<std::size_t>(square_index(r, c))];
    };
    EXPECT_EQ(wm(0, 0), 3);  // A1
    EXPECT_EQ(wm(7, 7), 2);  // H8, the star
    EXPECT_EQ(lm(0, 3), 2);  // D1
    EXPECT_EQ(lm(1, 5), 3);  // F2
    EXPECT_EQ(wm(4, 4), 2);  // E5
    int triple_words = 0, double_words = 0, triple_letters = 0, double_letters = 0;
    for (int s = 0; s < kSquares; ++s) {
        triple_words += l.word_multiplier[static_cast<std::size_t>(s)] == 3;
        double_words += l.word_multiplier[static_cast<std::size_t>(s)] == 2;
        triple_letters += l.letter_multiplier[static_cast<std::size_t>(s)] == 3;
        double_letters += l.letter_multiplier[static_cast<std::size_t>(s)] == 2;
    }
    EXPECT_EQ(triple_words, 8);
    EXPECT_EQ(double_words, 17);
    EXPECT_EQ(triple_letters, 12);
    EXPECT_EQ(double_letters, 24);
}

}  // namespace
}  // namespace letterzak::core
