// Reading placements as Dutch players type them (H8 across, 8H down, ?x for a blank, tiles on
// the board typed, in parentheses or left out), and the reasons for refusing what cannot be.

#include "tui/move_input.hpp"

#include <gtest/gtest.h>

#include <memory>

#include "core/placement.hpp"
#include "formats/notation.hpp"
#include "movegen/generator.hpp"
#include "tui/tui_support.hpp"

namespace letterzak::tui {
namespace {

using testing::small_lexicon;

const core::RuleSet& rules_named(const char* name) {
    return *core::rule_set_by_name(name);
}

core::Rack rack(const char* text) {
    auto r = core::Rack::parse(text);
    EXPECT_TRUE(r.has_value()) << text;
    return r ? *r : core::Rack{};
}

// A board with the GCG moves on it, in order.
core::Board board_with(std::initializer_list<const char*> gcg_moves, const core::RuleSet& rules) {
    core::Board b;
    for (const char* m : gcg_moves) {
        auto move = formats::parse_move(m, b, formats::Notation::kGcg);
        EXPECT_TRUE(move.has_value()) << m;
        core::apply_placement(b, rules, *move);
    }
    return b;
}

Text refusal_of(std::string_view coord, std::string_view word, const core::Board& b,
                const core::RuleSet& rules, const core::Rack& r) {
    auto m = read_placement(coord, word, b, rules, r);
    EXPECT_FALSE(m.has_value()) << coord << " " << word << " was read as "
                                << (m ? formats::format_move(*m, formats::MoveStyle::kInput) : "");
    return m ? Text::kCount : m.error().id;
}

// The engine code of a refusal shown in the shared sentence (data/texts/refusals.tsv).
std::string shared_refusal_of(std::string_view coord, std::string_view word, const core::Board& b,
                              const core::RuleSet& rules, const core::Rack& r) {
    auto m = read_placement(coord, word, b, rules, r);
    if (m || m.error().id != Text::kRefusal || m.error().args.empty()) return "";
    return m.error().args.front().second;
}

TEST(MoveInput, LetterFirstIsAcrossNumberFirstIsDown) {
    const auto& rules = rules_named("tournament");
    const core::Board empty;
    auto across = read_placement("H8", "trein", empty, rules, rack("TREINXY"));
    ASSERT_TRUE(across.has_value());
    EXPECT_EQ(across->dir, core::Direction::kHorizontal);
    EXPECT_EQ(across->start, core::square_index(7, 7));
    EXPECT_EQ(across->tiles_used, 5);
    EXPECT_EQ(formats::format_move(*across, formats::MoveStyle::kSheet), "H8 TREIN");
    auto down = read_placement("8h", "TREIN", empty, rules, rack("TREINXY"));
    ASSERT_TRUE(down.has_value());
    EXPECT_EQ(down->dir, core::Direction::kVertical);
    EXPECT_EQ(formats::format_move(*down, formats::MoveStyle::kSheet), "8H TREIN");
}

TEST(MoveInput, ABlankIsAQuestionMarkAndItsLetter) {
    const auto& rules = rules_named("tournament");
    auto m = read_placement("H8", "tre?in", core::Board{}, rules, rack("TREN?AB"));
    ASSERT_TRUE(m.has_value());
    EXPECT_TRUE(core::is_blank_tile(m->word[3]));
    EXPECT_EQ(core::letter_of(m->word[3]), 9);  // I
    EXPECT_EQ(formats::format_move(*m, formats::MoveStyle::kSheet), "H8 TREiN");
    EXPECT_EQ(formats::format_move(*m, formats::MoveStyle::kInput), "H8 tre?in");
}

TEST(MoveInput, TilesOnTheBoardTypedInParenthesesOrLeftOut) {
    const auto& rules = rules_named("tournament");
    const core::Board b = board_with({"8D TREIN"}, rules);  // TREIN on D8–H8
    const core::Rack r = rack("ENAXBCD");
    auto expected = read_placement("D8", "treinen", b, rules, r);
    ASSERT_TRUE(expected.has_value());
    EXPECT_EQ(expected->tiles_used, 2);
    EXPECT_EQ(formats::format_move(*expected, formats::MoveStyle::kDutch), "D8 (TREIN)EN");
    for (const char* typed : {"(trein)en", ".....en", "en", "tr(ei)nen", "TREINEN"}) {
        auto m = read_placement("D8", typed, b, rules, r);
        ASSERT_TRUE(m.has_value()) << typed;
        EXPECT_TRUE(m->same_play(*expected))
            << typed << " read as " << formats::format_move(*m, formats::MoveStyle::kInput);
    }
    // Only the new letters, from the first empty square: the same move.
    auto tail = read_placement("I8", "en", b, rules, r);
    ASSERT_TRUE(tail.has_value());
    EXPECT_TRUE(tail->same_play(*expected));
}

TEST(MoveInput, ThroughATileInTheMiddle) {
    const auto& rules = rules_named("tournament");
    const core::Board b = board_with({"H5 ZEE"}, rules);  // Z H5, E H6, E H7 (down)
    const core::Rack r = rack("BNTAXYZ");
    auto typed = read_placement("G6", "bent", b, rules, r);  // B G6, E on H6, N I6, T J6
    ASSERT_TRUE(typed.has_value());
    EXPECT_EQ(typed->tiles_used, 3);
    auto skipped = read_placement("G6", "bnt", b, rules, r);
    ASSERT_TRUE(skipped.has_value());
    EXPECT_TRUE(skipped->same_play(*typed));
    auto parens = read_placement("G6", "b(e)nt", b, rules, r);
    ASSERT_TRUE(parens.has_value());
    EXPECT_TRUE(parens->same_play(*typed));
    EXPECT_EQ(formats::format_move(*typed, formats::MoveStyle::kInput), "G6 b(e)nt");
}

TEST(MoveInput, RefusalsSayWhy) {
    const auto& rules = rules_named("tournament");
    const core::Board empty;
    EXPECT_EQ(refusal_of("H8", "qqq", empty, rules, rack("TREINXY")), Text::kNotOnRack);
    EXPECT_EQ(shared_refusal_of("A1", "tr", empty, rules, rack("TREINXY")),
              "first_move_off_center");
    EXPECT_EQ(refusal_of("H8", "t", empty, rules, rack("TREINXY")), Text::kFirstMoveTooShort);
    EXPECT_EQ(refusal_of("P8", "tr", empty, rules, rack("TREINXY")), Text::kBadCoordinate);
    EXPECT_EQ(refusal_of("H16", "tr", empty, rules, rack("TREINXY")), Text::kBadCoordinate);
    EXPECT_EQ(refusal_of("88", "tr", empty, rules, rack("TREINXY")), Text::kBadCoordinate);
    EXPECT_EQ(refusal_of("H8", "", empty, rules, rack("TREINXY")), Text::kEmptyMove);
    EXPECT_EQ(refusal_of("H8", "tré", empty, rules, rack("TREINXY")), Text::kBadLetter);
    EXPECT_EQ(refusal_of("H8", "tr3", empty, rules, rack("TREINXY")), Text::kBadLetter);
    EXPECT_EQ(refusal_of("H8", "tre?", empty, rules, rack("TRE?XYZ")), Text::kBlankNeedsLetter);
    EXPECT_EQ(refusal_of("H8", "t(re", empty, rules, rack("TREINXY")), Text::kBadParens);
    EXPECT_EQ(refusal_of("H8", "tr)e", empty, rules, rack("TREINXY")), Text::kBadParens);
    EXPECT_EQ(refusal_of("O8", "trein", empty, rules, rack("TREINXY")), Text::kRunsOffBoard);
    EXPECT_EQ(refusal_of("H8", "t(r)ein", empty, rules, rack("TREINXY")), Text::kThroughEmpty);

    const core::Board b = board_with({"8D TREIN"}, rules);
    EXPECT_EQ(shared_refusal_of("A1", "en", b, rules, rack("ENXXXXX")), "not_connected");
    EXPECT_EQ(refusal_of("D8", "trein", b, rules, rack("ENXXXXX")), Text::kNothingPlaced);
    EXPECT_EQ(refusal_of("D8", "tx", b, rules, rack("XXXXXXX")), Text::kThroughMismatch);
    EXPECT_EQ(refusal_of("D8", "(tx)", b, rules, rack("XXXXXXX")), Text::kThroughMismatch);
}

TEST(MoveInput, RefusalsCarryTheirDetails) {
    const auto& rules = rules_named("tournament");
    auto m = read_placement("H8", "quiz", core::Board{}, rules, rack("QUAXYZE"));
    ASSERT_FALSE(m.has_value());
    EXPECT_EQ(render(m.error(), Lang::kNl),
              "Die stenen heb je niet: I (je rek: AEQUXYZ). Een blanco typ je als ? met de letter, "
              "bv. tre?in.");
    const core::Board b = board_with({"8D TREIN"}, rules);
    auto x = read_placement("D8", "tx", b, rules, rack("XXXXXXX"));
    ASSERT_FALSE(x.has_value());
    EXPECT_EQ(render(x.error(), Lang::kNl), "Op E8 ligt al een R, geen X.");
    auto w = read_placement("woordspel-is-not-a-square", "x", b, rules, rack("X"));
    ASSERT_FALSE(w.has_value());
    EXPECT_EQ(w.error().id, Text::kBadCoordinate);
}

TEST(MoveInput, WoordspelFirstMoveNeedsFourTiles) {
    const auto& rules = rules_named("woordspel");
    auto m = read_placement("H8", "tre", core::Board{}, rules, rack("TREINXYZ"));
    ASSERT_FALSE(m.has_value());
    EXPECT_EQ(render(m.error(), Lang::kNl), "De eerste zet moet minstens 4 stenen hebben.");
}

TEST(MoveInput, TheIjTileIsTypedAsIj) {
    const auto& rules = rules_named("box-ij");
    auto m = read_placement("H8", "bijl", core::Board{}, rules, rack("B[IJ]LAXYZ"));
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(m->length, 3);
    EXPECT_EQ(core::letter_of(m->word[1]), core::kLetterIJ);
    auto blank = read_placement("H8", "b?ijl", core::Board{}, rules, rack("B?LAXYZ"));
    ASSERT_TRUE(blank.has_value());
    EXPECT_EQ(blank->word[1], static_cast<core::Letter>(core::kLetterIJ | core::kBlankBit));
}

TEST(MoveInput, Exchanges) {
    const auto& rules = rules_named("tournament");
    const core::Rack r = rack("EEUAB?Q");
    auto tiles = read_exchange("eeu", r, rules);
    ASSERT_TRUE(tiles.has_value());
    EXPECT_EQ(tiles_text(*tiles), "EEU");
    auto all = read_exchange("alles", r, rules);
    ASSERT_TRUE(all.has_value());
    EXPECT_EQ(all->size(), 7U);
    auto blank = read_exchange("? q", r, rules);
    ASSERT_TRUE(blank.has_value());
    EXPECT_EQ(tiles_text(*blank), "?Q");
    auto missing = read_exchange("eeee", r, rules);
    ASSERT_FALSE(missing.has_value());
    EXPECT_EQ(render(missing.error(), Lang::kNl),
              "Die stenen heb je niet om te ruilen: EE (je rek: ABEEQU?).");
    EXPECT_EQ(read_exchange("", r, rules).error().id, Text::kExchangeNeedsTiles);
    EXPECT_EQ(read_exchange("e1", r, rules).error().id, Text::kBadLetter);
}

// Every move the generator finds, written as a hint shows it, reads back as the same move: a
// hint can always be typed back.
TEST(MoveInput, EveryGeneratedMoveReadsBackFromItsText) {
    const auto& rules = rules_named("tournament");
    const lexicon::Lexicon lex = small_lexicon(testing::short_words());
    movegen::Generator gen(rules, lex.kwg());
    const core::Board b = board_with({"8D TREIN", "E7 E(R)E", "G8 (I)ON"}, rules);
    int checked = 0;
    for (const char* text : {"AEINST?", "DEEKNOR", "BIJ?ZEE"}) {
        const core::Rack r = rack(text);
        movegen::AllMoves all;
        gen.generate(b, r, all);
        for (const core::Move& m : all.moves) {
            const std::string typed = formats::format_move(m, formats::MoveStyle::kInput);
            const std::size_t space = typed.find(' ');
            auto back =
                read_placement(typed.substr(0, space), typed.substr(space + 1), b, rules, r);
            ASSERT_TRUE(back.has_value()) << typed << ": " << render(back.error(), Lang::kEn);
            EXPECT_TRUE(back->same_play(m))
                << typed << " read back as "
                << formats::format_move(*back, formats::MoveStyle::kInput);
            ++checked;
        }
    }
    EXPECT_GT(checked, 50);
}

}  // namespace
}  // namespace letterzak::tui
