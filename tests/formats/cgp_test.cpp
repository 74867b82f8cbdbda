#include "formats/cgp.hpp"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "support/uniform.hpp"

namespace letterzak::formats {
namespace {

constexpr const char* kEmpty = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";

TEST(Cgp, ReadsTheFourFieldsAndOptions) {
    auto pos = parse_cgp(std::string(kEmpty) + " EEINRT?/ 12/340 2 lex wdutch; ld nl;");
    ASSERT_TRUE(pos.has_value()) << pos.error().message;
    EXPECT_TRUE(pos->board.is_empty_board());
    ASSERT_EQ(pos->racks.size(), 2u);
    EXPECT_EQ(pos->racks[0].size(), 7);
    EXPECT_TRUE(pos->racks[1].empty());
    EXPECT_EQ(pos->scores, (std::vector<int>{12, 340}));
    EXPECT_EQ(pos->zero_turns, 2);
    ASSERT_EQ(pos->options.size(), 2u);
    EXPECT_EQ(pos->options[0], (std::pair<std::string, std::string>{"lex", "wdutch"}));
}

// Woordspel: a plain blank in a word across only has not been chosen down yet, and the other
// way round; a blank in words both ways keeps its letter both ways.
TEST(Cgp, WoordspelBlanksOpenWhereNoWordHoldsThem) {
    // H8 t in TREtn across only; E6 a in a word down (E6–E8) only; I8 n in a word across
    // (TREtn) and down (I7–I8).
    auto pos = parse_cgp("15/15/15/15/15/4a10/4B3O6/4TREtn6/15/15/15/15/15/15/15 / 0/0 0");
    ASSERT_TRUE(pos.has_value()) << pos.error().message;
    core::Board& b = pos->board;
    const int t = core::square_index(7, 7), a = core::square_index(5, 4),
              n = core::square_index(7, 8);
    open_unchosen_blank_readings(b);
    auto letter = [](char c) { return static_cast<core::Letter>(c - 'A' + 1); };
    EXPECT_EQ(b.reads(core::Direction::kHorizontal, t), letter('T'));
    EXPECT_EQ(b.reads(core::Direction::kVertical, t), core::kUnfixed);
    EXPECT_EQ(b.reads(core::Direction::kHorizontal, a), core::kUnfixed);
    EXPECT_EQ(b.reads(core::Direction::kVertical, a), letter('A'));
    EXPECT_EQ(b.reads(core::Direction::kHorizontal, n), letter('N'));
    EXPECT_EQ(b.reads(core::Direction::kVertical, n), letter('N'));
    // Written back, the open side shows as '_'.
    EXPECT_NE(format_cgp(*pos).find("[t|_]"), std::string::npos) << format_cgp(*pos);
}

// Found by the fuzzer: a rack of hundreds of tiles was read, with counts that wrapped.
TEST(Cgp, RefusesARackNoBagCouldFill) {
    auto pos = parse_cgp(std::string(kEmpty) + " " + std::string(300, 'U') + "/ 0/0 0");
    ASSERT_FALSE(pos.has_value());
    EXPECT_NE(pos.error().message.find("no bag holds so many"), std::string::npos)
        << pos.error().message;
}

TEST(Cgp, ReadsTilesBlanksAndTheIjTile) {
    auto pos = parse_cgp("15/15/15/15/15/15/15/4TREiN6/15/15/15/15/15/15/7[IJ]s6 / 0/0 0");
    ASSERT_TRUE(pos.has_value()) << pos.error().message;
    EXPECT_EQ(pos->board.tile_count(), 7);
    EXPECT_TRUE(pos->board.is_blank(core::square_index(7, 7)));
    EXPECT_EQ(pos->board.tile(core::square_index(14, 7)), core::kLetterIJ);
    EXPECT_EQ(format_cgp(*pos), "15/15/15/15/15/15/15/4TREiN6/15/15/15/15/15/15/7[IJ]s6 / 0/0 0");
}

TEST(Cgp, PerDirectionBlanks) {
    auto pos = parse_cgp("15/15/15/15/15/15/15/4LE[e|_]S7/15/15/15/15/15/15/15 / 0/0 0");
    ASSERT_TRUE(pos.has_value()) << pos.error().message;
    const int sq = core::square_index(7, 6);
    EXPECT_EQ(pos->board.reads(core::Direction::kVertical, sq), core::kUnfixed);
    EXPECT_EQ(format_cgp(*pos), "15/15/15/15/15/15/15/4LE[e|_]S7/15/15/15/15/15/15/15 / 0/0 0");
}

// A blank reads as a letter along at least one line, or it is no tile: "[_|_]" is refused.
TEST(Cgp, ABlankReadingAsNoLetterEitherWayIsRefused) {
    for (const char* row : {"4TRE[_|_]mN5", "7[_|_]7"}) {
        const std::string text =
            "15/15/15/15/15/15/15/" + std::string(row) + "/15/15/15/15/15/15/15 / 0/0 0";
        auto pos = parse_cgp(text);
        ASSERT_FALSE(pos.has_value()) << row;
        EXPECT_EQ(pos.error().code, "bad_cgp");
        EXPECT_NE(pos.error().message.find("reads as no letter either way"), std::string::npos)
            << pos.error().message;
    }
}

// Found by the fuzzer: "[_|i]" inside the word TRE?MN across. Opening its reading down (no
// tile lies above or below it) left it reading as no letter either way, which wrote back as a
// plain "i" — another board. A reading is opened only while the other one reads as a letter.
TEST(Cgp, OpeningReadingsNeverLeavesABlankWithoutALetter) {
    const std::string rest = " / 0/0 0";
    for (const char* row : {"4TRE[_|i]mN5", "4TRE[i|_]mN5", "4TRE[i|k]mN5"}) {
        auto pos =
            parse_cgp("15/15/15/15/15/15/15/" + std::string(row) + "/15/15/15/15/15/15/15" + rest);
        ASSERT_TRUE(pos.has_value()) << row << ": " << pos.error().message;
        open_unchosen_blank_readings(pos->board);
        const int sq = core::square_index(7, 7);
        EXPECT_FALSE(pos->board.reads(core::Direction::kHorizontal, sq) == core::kUnfixed &&
                     pos->board.reads(core::Direction::kVertical, sq) == core::kUnfixed)
            << row;
        auto again = parse_cgp(format_cgp(*pos));
        ASSERT_TRUE(again.has_value()) << row << ": " << again.error().message;
        EXPECT_EQ(*again, *pos) << row;
    }
    // Found by the fuzzer: "[d|l]" in a word down only. Opened across, it shows the letter it
    // still reads as (l), as a blank just played down does, and writes back as the same board.
    auto pos = parse_cgp("15/15/15/15/15/15/15/7[d|l]7/7N7/15/15/15/15/15/15" + rest);
    ASSERT_TRUE(pos.has_value()) << pos.error().message;
    open_unchosen_blank_readings(pos->board);
    const int sq = core::square_index(7, 7);
    EXPECT_EQ(pos->board.reads(core::Direction::kHorizontal, sq), core::kUnfixed);
    EXPECT_EQ(core::letter_of(pos->board.tile(sq)),
              core::letter_of(pos->board.reads(core::Direction::kVertical, sq)));
    auto again = parse_cgp(format_cgp(*pos));
    ASSERT_TRUE(again.has_value()) << again.error().message;
    EXPECT_EQ(*again, *pos);
}

// Found by the fuzzer: the blank IJ beside a blank S across ("[ij]s") opens its reading down and
// writes as "[[ij]|_]", the IJ token inside the pair. That must read back as the same board.
TEST(Cgp, APerDirectionBlankReadingIjReadsBack) {
    const std::string rest = "/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0";
    auto pos = parse_cgp("7[ij]s6" + rest);
    ASSERT_TRUE(pos.has_value()) << pos.error().message;
    open_unchosen_blank_readings(pos->board);
    const std::string text = format_cgp(*pos);
    EXPECT_EQ(text.substr(0, 15), "7[[ij]|_][s|_]6");
    auto again = parse_cgp(text);
    ASSERT_TRUE(again.has_value()) << again.error().message;
    EXPECT_EQ(*again, *pos);
    for (const char* row : {"7[_|[ij]]7", "7[[ij]|e]7"}) {
        auto p = parse_cgp(row + rest);
        ASSERT_TRUE(p.has_value()) << row << ": " << p.error().message;
        EXPECT_EQ(format_cgp(*p).substr(0, std::string(row).size()), row);
    }
    for (const char* row : {"7[[ij]|7", "7[[ij]|x7", "7[[IJ]|_]7", "7[_]7", "7[e|_7"}) {
        auto p = parse_cgp(row + rest);
        ASSERT_FALSE(p.has_value()) << row;
        EXPECT_EQ(p.error().code, "bad_cgp") << row;
    }
}

// A board made without a word list leaves a cross word's open blank unchosen until a move along
// that line chooses it (the bench's woordspel positions hold one: "[e|_]" above an M), so an
// open reading inside a word reads, and writes back as written.
TEST(Cgp, AnOpenReadingInsideAWordReadsAsWritten) {
    const std::string text = "15/15/15/15/15/15/15/4LE[e|_]S7/6M8/15/15/15/15/15/15 / 0/0 0";
    auto pos = parse_cgp(text);
    ASSERT_TRUE(pos.has_value()) << pos.error().message;
    EXPECT_EQ(pos->board.reads(core::Direction::kVertical, core::square_index(7, 6)),
              core::kUnfixed);
    EXPECT_EQ(format_cgp(*pos), text);
}

TEST(Cgp, MalformedInputIsRefusedWithAReason) {
    for (std::string bad : {std::string(""), std::string("15/15"),
                            std::string(kEmpty) + " A/B 0/0",    // no zero-turn field
                            std::string(kEmpty) + " A/B 0 0",    // 2 racks, 1 score
                            std::string(kEmpty) + " a/B 0/0 0",  // lower-case rack
                            std::string(kEmpty) + " A/B 0/x 0", std::string(kEmpty) + " A/B 0/0 -1",
                            std::string("16/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0"),
                            std::string("14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0"),
                            std::string("15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0"),
                            std::string("0A14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0"),
                            std::string("7#7/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0")}) {
        auto pos = parse_cgp(bad);
        ASSERT_FALSE(pos.has_value()) << bad;
        EXPECT_EQ(pos.error().code, "bad_cgp") << bad;
        EXPECT_FALSE(pos.error().message.empty());
    }
}

RC_GTEST_PROP(Cgp, WriteThenReadIsIdentity, ()) {
    // Every draw is over its whole range (support/uniform.hpp): early boards would otherwise
    // hold few tiles and only the first letters (never IJ).
    const auto uniform = [](int lo, int hi) { return testing::draw_uniform(lo, hi); };
    Position pos;
    const int tiles = uniform(0, 120);
    for (int i = 0; i < tiles; ++i) {
        const int sq = uniform(0, core::kSquares);
        if (!pos.board.empty(sq)) continue;
        const auto l = static_cast<core::Letter>(uniform(1, 28));
        const bool blank = *rc::gen::arbitrary<bool>();
        if (blank && *rc::gen::arbitrary<bool>()) {
            // Woordspel's blank reading per direction, one side possibly open, IJ included.
            auto reading = [&] {
                return *rc::gen::arbitrary<bool>() ? core::kUnfixed
                                                   : static_cast<core::Letter>(uniform(1, 28));
            };
            const core::Letter h = reading();
            const core::Letter v = h == core::kUnfixed ? l : reading();
            const core::Letter shown = h != core::kUnfixed ? h : v;
            pos.board.place(sq, static_cast<core::Letter>(shown | core::kBlankBit), h, v);
            continue;
        }
        pos.board.place(sq, static_cast<core::Letter>(l | (blank ? core::kBlankBit : 0)));
    }
    const int players = uniform(2, 5);
    for (int p = 0; p < players; ++p) {
        core::Rack r;
        const int n = uniform(0, 9);
        for (int i = 0; i < n; ++i) r.add(static_cast<core::Letter>(uniform(0, 28)));
        pos.racks.push_back(r);
        pos.scores.push_back(uniform(-200, 1000));
    }
    pos.zero_turns = uniform(0, 7);
    if (*rc::gen::arbitrary<bool>()) pos.options.emplace_back("lex", "wdutch");
    const std::string text = format_cgp(pos);
    auto back = parse_cgp(text);
    RC_ASSERT(back.has_value());
    RC_ASSERT(*back == pos);
    RC_ASSERT(format_cgp(*back) == text);
}

}  // namespace
}  // namespace letterzak::formats
