#include "formats/notation.hpp"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "support/positions.hpp"
#include "support/uniform.hpp"

namespace letterzak::formats {
namespace {

using core::Direction;

TEST(Coordinates, GcgNumberFirstIsHorizontal) {
    auto c = parse_coordinate("8H", Notation::kGcg);
    ASSERT_TRUE(c.has_value());
    EXPECT_EQ(c->square, core::square_index(7, 7));
    EXPECT_EQ(c->dir, Direction::kHorizontal);
    EXPECT_EQ(parse_coordinate("H8", Notation::kGcg)->dir, Direction::kVertical);
}

TEST(Coordinates, DutchLetterFirstIsHorizontal) {
    EXPECT_EQ(parse_coordinate("H8", Notation::kDutch)->dir, Direction::kHorizontal);
    EXPECT_EQ(parse_coordinate("8H", Notation::kDutch)->dir, Direction::kVertical);
    // The box rules' own example: A1 across, 1A down, both the top-left square.
    EXPECT_EQ(parse_coordinate("A1", Notation::kDutch)->square, 0);
    EXPECT_EQ(parse_coordinate("1A", Notation::kDutch)->dir, Direction::kVertical);
}

TEST(Coordinates, ConversionBetweenNotations) {
    auto c = parse_coordinate("8D", Notation::kGcg);
    EXPECT_EQ(format_coordinate(*c, Notation::kDutch), "D8");
    EXPECT_EQ(format_coordinate(*c, Notation::kGcg), "8D");
}

TEST(Coordinates, BadInputIsRefused) {
    for (const char* bad : {"", "8", "H", "P8", "8P", "16A", "A0", "H8H", "8H8", "H-8", "AB8"})
        EXPECT_FALSE(parse_coordinate(bad, Notation::kGcg).has_value()) << bad;
    EXPECT_TRUE(parse_coordinate(" h8 ", Notation::kGcg).has_value());
}

RC_GTEST_PROP(Coordinates, RoundTripInBothNotations, ()) {
    const int sq = testing::draw_uniform(0, core::kSquares);  // every square, not the first few
    const bool vertical = *rc::gen::arbitrary<bool>();
    const Coordinate c{sq, vertical ? Direction::kVertical : Direction::kHorizontal};
    for (Notation n : {Notation::kGcg, Notation::kDutch}) {
        auto back = parse_coordinate(format_coordinate(c, n), n);
        RC_ASSERT(back.has_value());
        RC_ASSERT(*back == c);
    }
}

TEST(Moves, ParseAndFormatPlacements) {
    core::Board b;
    testing::play(b, testing::rules("tournament"), "8E TREIN");
    auto m = parse_move("8A SNEl(TREIN)", b);
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(m->tiles_used, 4);
    EXPECT_EQ(m->length, 9);
    EXPECT_TRUE(m->is_through(4));
    EXPECT_TRUE(core::is_blank_tile(m->word[3]));
    EXPECT_EQ(format_move(*m), "8A SNEl(TREIN)");
    EXPECT_EQ(move_word(*m), "SNELTREIN");
    // '.' stands for the board tile.
    auto dotted = parse_move("8A SNEl.....", b);
    ASSERT_TRUE(dotted.has_value());
    EXPECT_EQ(format_move(*dotted), "8A SNEl(TREIN)");
    EXPECT_EQ(format_move(*parse_move("8H [IJ]s", b)), "8H [IJ]s");
}

// The one move-text writer in each of its styles: the same placement (a blank, tiles already on
// the board, down and across), the IJ tile, a pass and an exchange.
TEST(Moves, EveryStyleOfTheOneWriter) {
    core::Board b;
    testing::play(b, testing::rules("tournament"), "8E TREIN");
    const core::Move across = *parse_move("8A SNEl(TREIN)", b);
    EXPECT_EQ(format_move(across, MoveStyle::kGcg), "8A SNEl(TREIN)");
    EXPECT_EQ(format_move(across, MoveStyle::kGcgDots), "8A SNEl.....");
    EXPECT_EQ(format_move(across, MoveStyle::kDutch), "A8 SNEl(TREIN)");
    EXPECT_EQ(format_move(across, MoveStyle::kSheet), "A8 SNElTREIN");
    EXPECT_EQ(format_move(across, MoveStyle::kInput), "A8 sne?l(trein)");
    EXPECT_EQ(format_word(across, MoveStyle::kGcgDots), "SNEl.....");
    const core::Move down = *parse_move("G7 A(E)N", b);
    EXPECT_EQ(format_move(down, MoveStyle::kGcg), "G7 A(E)N");
    EXPECT_EQ(format_move(down, MoveStyle::kDutch), "7G A(E)N");
    EXPECT_EQ(format_move(down, MoveStyle::kSheet), "7G AEN");
    // Each style reads back as the same play where the style is meant to be read.
    for (const MoveStyle style : {MoveStyle::kGcg, MoveStyle::kGcgDots})
        EXPECT_TRUE(parse_move(format_move(across, style), b)->same_play(across));
    EXPECT_TRUE(
        parse_move(format_move(across, MoveStyle::kDutch), b, Notation::kDutch)->same_play(across));
    core::Board empty;
    const core::Move ij = *parse_move("8H [IJ]s", empty);
    EXPECT_EQ(format_move(ij, MoveStyle::kGcg), "8H [IJ]s");
    EXPECT_EQ(format_move(ij, MoveStyle::kSheet), "H8 IJs");
    EXPECT_EQ(format_move(ij, MoveStyle::kInput), "H8 ij?s");
    for (const MoveStyle style : {MoveStyle::kGcg, MoveStyle::kDutch, MoveStyle::kSheet,
                                  MoveStyle::kInput, MoveStyle::kGcgDots}) {
        EXPECT_EQ(format_move(core::Move::pass(), style), "-");
        EXPECT_EQ(format_move(*parse_move("-AB?", empty), style), "-AB?");
    }
}

TEST(Moves, AnOpenWoordspelBlankRoundTripsAsQuestionMark) {
    core::Board b;
    testing::play(b, testing::rules("woordspel"), "8E LEeS");
    // Down through the blank on G8, whose letter down is still open.
    core::Move m;
    m.kind = core::MoveKind::kPlace;
    m.dir = core::Direction::kVertical;
    m.start = static_cast<std::uint8_t>(core::square_index(6, 6));
    m.length = 2;
    m.tiles_used = 1;
    m.word[0] = 1;  // A on G7
    m.word[1] = static_cast<core::Letter>(core::kThroughBit | core::kBlankBit | core::kUnfixed);
    EXPECT_EQ(format_move(m), "G7 A(?)");
    auto back = parse_move("G7 A(?)", b);
    ASSERT_TRUE(back.has_value());
    EXPECT_TRUE(back->same_play(m));
}

TEST(Moves, PassAndExchange) {
    core::Board b;
    EXPECT_EQ(parse_move("-", b)->kind, core::MoveKind::kPass);
    auto ex = parse_move("-AB?", b);
    ASSERT_TRUE(ex.has_value());
    EXPECT_EQ(ex->kind, core::MoveKind::kExchange);
    EXPECT_EQ(ex->length, 3);
    EXPECT_EQ(format_move(*ex), "-AB?");
}

TEST(Moves, BadMovesAreRefused) {
    core::Board b;
    for (const char* bad :
         {"8H", "8H TR(EIN", "8H TR)EIN", "8H T3", "Z9 AB", "8H ((A))", "8M TREIN"})
        EXPECT_FALSE(parse_move(bad, b).has_value()) << bad;
    EXPECT_EQ(parse_move("8H T.", b).error().code, "through_mismatch");
}

}  // namespace
}  // namespace letterzak::formats
