// One test per refusal reason of the placement validator, and the words it returns.

#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "support/positions.hpp"

namespace letterzak {
namespace {

using testing::play;
using testing::rules;

std::string refusal_of(const core::Board& board, const core::RuleSet& rs, const std::string& rack,
                       const std::string& move_text) {
    auto move = formats::parse_move(move_text, board);
    if (!move) return move.error().code;
    auto p = core::validate_placement(board, rs, *core::Rack::parse(rack), *move);
    return p ? "ok" : p.error().code;
}

std::string tiles_refusal(const core::Board& board,
                          std::vector<std::pair<int, core::Letter>> tiles) {
    auto m = core::move_from_tiles(board, tiles);
    return m ? "ok" : m.error().code;
}

core::Board trein() {
    core::Board b;
    play(b, rules("tournament"), "8E TREIN");
    return b;
}

constexpr core::Letter A = 1, B = 2, E = 5;

TEST(Refusals, NoTiles) {
    EXPECT_EQ(tiles_refusal(core::Board{}, {}), "no_tiles");
    EXPECT_EQ(refusal_of(trein(), rules("tournament"), "AB", "8E (TREIN)"), "no_tiles");
}

TEST(Refusals, OffBoard) {
    EXPECT_EQ(refusal_of(trein(), rules("tournament"), "ABCDEFG", "8L ABCDE"), "off_board");
    EXPECT_EQ(tiles_refusal(core::Board{}, {{225, A}}), "off_board");
}

TEST(Refusals, DuplicateSquare) {
    EXPECT_EQ(tiles_refusal(core::Board{}, {{112, A}, {112, B}}), "duplicate_square");
}

TEST(Refusals, NotInLine) {
    EXPECT_EQ(tiles_refusal(core::Board{}, {{112, A}, {128, B}}), "not_in_line");
}

TEST(Refusals, Gap) {
    EXPECT_EQ(tiles_refusal(core::Board{}, {{112, A}, {114, B}}), "gap");
    // A board tile fills the gap: fine.
    EXPECT_EQ(tiles_refusal(trein(), {{97, A}, {127, B}}), "ok");  // H7 and H9 around H8
}

TEST(Refusals, SquareOccupied) {
    EXPECT_EQ(refusal_of(trein(), rules("tournament"), "ABCDEFG", "8E A"), "square_occupied");
    EXPECT_EQ(tiles_refusal(trein(), {{112, A}}), "square_occupied");
}

TEST(Refusals, ThroughMismatch) {
    EXPECT_EQ(refusal_of(trein(), rules("tournament"), "ABCDEFG", "8D A(X)"), "through_mismatch");
    EXPECT_EQ(refusal_of(trein(), rules("tournament"), "ABCDEFG", "7D A(B)"), "through_mismatch");
}

TEST(Refusals, UnknownLetter) {
    EXPECT_EQ(refusal_of(core::Board{}, rules("tournament"), "[IJ]S", "8H [IJ]S"),
              "unknown_letter");
}

TEST(Refusals, NotOnRack) {
    EXPECT_EQ(refusal_of(core::Board{}, rules("tournament"), "TREI", "8E TREIN"), "not_on_rack");
    // A lower-case letter is a blank and needs a blank on the rack.
    EXPECT_EQ(refusal_of(core::Board{}, rules("tournament"), "TREIN", "8E TREiN"), "not_on_rack");
    EXPECT_EQ(refusal_of(core::Board{}, rules("tournament"), "TRE?N", "8E TREiN"), "ok");
}

TEST(Refusals, FirstMoveOffCenter) {
    EXPECT_EQ(refusal_of(core::Board{}, rules("tournament"), "TREIN", "7E TREIN"),
              "first_move_off_center");
}

TEST(Refusals, FirstMoveTooShort) {
    core::Board empty;
    EXPECT_EQ(tiles_refusal(empty, {{112, A}}), "ok");  // shaped fine, but one tile:
    EXPECT_EQ(refusal_of(empty, rules("tournament"), "A", "8H A"), "first_move_too_short");
    EXPECT_EQ(refusal_of(empty, rules("tournament"), "AB", "8H AB"), "ok");
    // Woordspel's first word needs four tiles; BY (read "bij") is two tiles.
    EXPECT_EQ(refusal_of(empty, rules("woordspel"), "BY", "8H BY"), "first_move_too_short");
    EXPECT_EQ(refusal_of(empty, rules("woordspel"), "LES", "8H LES"), "first_move_too_short");
    EXPECT_EQ(refusal_of(empty, rules("woordspel"), "LEES", "8H LEES"), "ok");
}

TEST(Refusals, NotConnected) {
    EXPECT_EQ(refusal_of(trein(), rules("tournament"), "AB", "1A AB"), "not_connected");
}

TEST(Refusals, VerticalFirstMoveIsAccepted) {
    EXPECT_EQ(refusal_of(core::Board{}, rules("tournament"), "TREIN", "H6 TREIN"), "ok");
}

TEST(Placement, SingleTileTakesTheDirectionWhereItFormsAWord) {
    const core::Board b = trein();
    // An S under the N of TREIN (I9): only a vertical word NS... written down column I.
    std::vector<std::pair<int, core::Letter>> one{{core::square_index(8, 8), 19}};
    auto m = core::move_from_tiles(b, one);
    ASSERT_TRUE(m.has_value());
    auto p = core::validate_placement(b, rules("tournament"), *core::Rack::parse("S"), *m);
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(p->move.dir, core::Direction::kVertical);
    EXPECT_EQ(formats::format_move(p->move), "I8 (N)S");
    ASSERT_EQ(p->words.size(), 1u);
}

TEST(Placement, MainWordExtendsOverAdjacentTiles) {
    // "8J S" after TREIN: the word formed is TREINS, whatever the notation showed.
    auto p = testing::placement(trein(), rules("tournament"), "8J S");
    EXPECT_EQ(formats::format_move(p.move), "8E (TREIN)S");
    EXPECT_EQ(p.words.size(), 1u);
}

TEST(Placement, ApplyAndRemoveRestoreTheBoard) {
    core::Board b = trein();
    const core::Board before = b;
    auto p = testing::placement(b, rules("tournament"), "E4 SNOE(T)");
    core::apply_placement(b, rules("tournament"), p.move);
    EXPECT_EQ(b.tile_count(), before.tile_count() + 4);
    core::remove_placement(b, p.move);
    EXPECT_EQ(b, before);
}

TEST(Placement, WoordspelBlankReadsOpenAcross) {
    // A blank placed across under blank_per_direction has no letter down until a word fixes it.
    core::Board b;
    play(b, rules("woordspel"), "8E LEeS");
    const int sq = core::square_index(7, 6);
    EXPECT_EQ(b.reads(core::Direction::kHorizontal, sq), E);
    EXPECT_EQ(b.reads(core::Direction::kVertical, sq), core::kUnfixed);
    // Under the box rules the same blank reads E both ways.
    core::Board c;
    play(c, rules("box"), "8E LEeS");
    EXPECT_EQ(c.reads(core::Direction::kVertical, sq), E);
}

TEST(Placement, WoordspelCrossWordThroughAnOpenBlankReadsAnyLetter) {
    core::Board b;
    play(b, rules("woordspel"), "8E LEeS");
    // A word down column G through the blank: the blank's letter there is still open.
    auto p = testing::placement(b, rules("woordspel"), "G7 A(a)N");
    ASSERT_EQ(p.words.size(), 1u);
    EXPECT_EQ(p.words[0].letter(1), 1);  // the move chose A for it
    core::apply_placement(b, rules("woordspel"), p.move);
    EXPECT_EQ(b.reads(core::Direction::kVertical, core::square_index(7, 6)), 1);
    EXPECT_EQ(b.reads(core::Direction::kHorizontal, core::square_index(7, 6)), E);
}

}  // namespace
}  // namespace letterzak
