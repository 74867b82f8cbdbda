// The worked examples of the rule books (SPEC §3), each on the board its text describes.
// Three booklet numbers contradict the rules stated in the same documents; those tests pin
// the scores the rules give, not the booklet's (see SPEC §3).

#include <gtest/gtest.h>

#include "support/positions.hpp"

namespace letterzak {
namespace {

using testing::play;
using testing::put;
using testing::rules;
using testing::score;

// TREINEN at 8E through the star (seed 004): the board most examples build on.
core::Board treinen_board() {
    core::Board b;
    play(b, rules("tournament"), "8E TREINEN");
    return b;
}

TEST(ScoreExamples, TreinFirstMoveIs14) {
    EXPECT_EQ(score(core::Board{}, rules("tournament"), "8E TREIN"), 14);
}

TEST(ScoreExamples, TreinenWithBingoIs68) {
    EXPECT_EQ(score(core::Board{}, rules("tournament"), "8E TREINEN"), 68);
    EXPECT_EQ(score(core::Board{}, rules("box"), "8E TREINEN"), 68);
}

TEST(ScoreExamples, SnoetDownOntoTheTIs14) {
    // SNOE down column E onto the T of TREINEN; the N lands on E5, a double word.
    EXPECT_EQ(score(treinen_board(), rules("tournament"), "E4 SNOE(T)"), 14);
}

TEST(ScoreExamples, ZieParallelFormsZeAndInFor13) {
    const auto p = testing::placement(treinen_board(), rules("tournament"), "7J ZIE");
    ASSERT_EQ(p.words.size(), 3u);
    EXPECT_EQ(core::score_word(rules("tournament"), p.words[0]), 6);  // ZIE
    EXPECT_EQ(core::score_word(rules("tournament"), p.words[1]), 5);  // ZE
    EXPECT_EQ(core::score_word(rules("tournament"), p.words[2]), 2);  // IN
    EXPECT_EQ(core::score_placement(rules("tournament"), p), 13);
}

TEST(ScoreExamples, SneltreinenCountsTheWholeWordFor57NotTheBookletsThirty) {
    // S on A8 (3W), L on D8 (2L); the centre 2W is old. (2+1+1+3·2 + 9) × 3.
    EXPECT_EQ(score(treinen_board(), rules("tournament"), "8A SNEL(TREINEN)"), 57);
}

TEST(ScoreExamples, DeurPlusZierIs21NotTheBookletsFifteen) {
    core::Board b = treinen_board();
    play(b, rules("tournament"), "7J ZIE");
    // DEUR down column M, its R on M7 (2L) lengthening ZIE to ZIER.
    const auto p = testing::placement(b, rules("tournament"), "M4 DEUR");
    ASSERT_EQ(p.words.size(), 2u);
    EXPECT_EQ(core::score_word(rules("tournament"), p.words[0]), 11);  // DEUR
    EXPECT_EQ(core::score_word(rules("tournament"), p.words[1]), 10);  // ZIER
    EXPECT_EQ(core::score_placement(rules("tournament"), p), 21);
}

TEST(ScoreExamples, AdelaarsOverOldTilesOnTripleWordsIs16NotTheBookletsHundredFortyFour) {
    // The booklet puts the old A, A and S on A1, E1 and H1: the 3W squares are used up.
    core::Board b;
    put(b, "A1", 'A');
    put(b, "E1", 'A');
    put(b, "H1", 'S');
    EXPECT_EQ(score(b, rules("tournament"), "1A (A)DEL(A)AR(S)"), 16);
}

TEST(ScoreExamples, TwoNewTilesOnTripleWordsMultiplyByNine) {
    core::Board b;
    put(b, "E1", 'A');
    put(b, "G1", 'R');
    // A1 and H1 both new: (1+2+1+3·2+1+1+2+2) × 3 × 3 = 144, six tiles, no bingo.
    EXPECT_EQ(score(b, rules("tournament"), "1A ADEL(A)A(R)S"), 144);
}

TEST(ScoreExamples, LeesOpensWoordspelFor18) {
    EXPECT_EQ(score(core::Board{}, rules("woordspel"), "8H LEES"), 18);
}

TEST(ScoreRules, BlankIsWorthNothingEvenOnALetterPremium) {
    // tREIN at 8E: (0+2+1+1+1) × 2.
    EXPECT_EQ(score(core::Board{}, rules("tournament"), "8E tREIN"), 10);
    // A blank on D8 (2L): SNEL with a blank L adds nothing for the L.
    EXPECT_EQ(score(treinen_board(), rules("tournament"), "8A SNEl(TREINEN)"), (2 + 1 + 1 + 9) * 3);
}

TEST(ScoreRules, BlankStillCountsForWordPremiums) {
    // A blank on the centre star still doubles the word.
    EXPECT_EQ(score(core::Board{}, rules("tournament"), "8E TREiN"), (2 + 2 + 1 + 0 + 1) * 2);
}

TEST(ScoreRules, WoordspelTakesOnlyTheLargestWordPremium) {
    core::Board b;
    put(b, "E1", 'A');
    put(b, "G1", 'R');
    // Woordspel values: A1 D2 E1 L4(·2 on D1) A1 A1 R2 S3 = 19, ×3 once (not ×9).
    EXPECT_EQ(score(b, rules("woordspel"), "1A ADEL(A)A(R)S"), 19 * 3);
}

TEST(ScoreRules, WoordspelAllEightTilesDoubleTheMainWord) {
    // REGENTES at 8E: E..L, the centre 2W on H8 and the 2L on L8 (the last S).
    // Woordspel values: R2 E1 G3 E1 N1 T2 E1 S3·2 = 17, ×2 for the star = 34, ×2 for all 8.
    EXPECT_EQ(score(core::Board{}, rules("woordspel"), "8E REGENTES"), 68);
    // Seven of eight tiles: no doubling.
    EXPECT_EQ(score(core::Board{}, rules("woordspel"), "8E REGENTE"),
              (2 + 1 + 3 + 1 + 1 + 2 + 1) * 2);
}

TEST(ScoreRules, TournamentBingoAddsFiftyAfterTheMultipliers) {
    // Seven tiles from B8 (the E on D8 is a 2L): the bonus is not multiplied.
    EXPECT_EQ(score(core::Board{}, rules("tournament"), "8B TREINEN"),
              (2 + 2 + 1 * 2 + 1 + 1 + 1 + 1) * 2 + 50);
    // Eight tiles are impossible in tournament; in woordspel seven are not a bingo.
    EXPECT_EQ(score(core::Board{}, rules("woordspel"), "8B TREINEN"),
              (2 + 2 + 1 * 2 + 2 + 1 + 1 + 1) * 2);
}

TEST(ScoreRules, BoxIjTileIsOneSquareWorthFour) {
    // [IJ]S at 8H: IJ (4) + S (2), doubled by the star.
    EXPECT_EQ(score(core::Board{}, rules("box-ij"), "8H [IJ]S"), 12);
    // A blank IJ is worth 0 like any blank.
    EXPECT_EQ(score(core::Board{}, rules("box-ij"), "8H [ij]S"), 4);
}

TEST(ScoreRules, IjTileDoesNotExistInTheCurrentEdition) {
    auto move = formats::parse_move("8H [IJ]S", core::Board{});
    ASSERT_TRUE(move.has_value());
    core::Rack rack;
    rack.add(core::kLetterIJ);
    rack.add(19);
    auto p = core::validate_placement(core::Board{}, rules("tournament"), rack, *move);
    ASSERT_FALSE(p.has_value());
    EXPECT_EQ(p.error().code, "unknown_letter");
}

TEST(ScoreRules, PremiumsCountOnlyInTheTurnTheyAreCovered) {
    core::Board b = treinen_board();
    // Extending TREINEN to TREINENS (S on L8, 2L): the old centre 2W no longer counts.
    EXPECT_EQ(score(b, rules("tournament"), "8E (TREINEN)S"), 9 + 2 * 2);
}

TEST(ScoreRules, RackValueSumsTileValues) {
    core::Rack rack = *core::Rack::parse("XA?");
    EXPECT_EQ(core::rack_value(rules("tournament"), rack), 9);  // the box example: X and A
}

}  // namespace
}  // namespace letterzak
