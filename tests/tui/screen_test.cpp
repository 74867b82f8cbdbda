// The frame: board, panel, rack, messages and hint line within the terminal's size, premium
// squares and the last move marked, with and without colour.

#include "tui/screen.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "game/game.hpp"
#include "game/score_sheet.hpp"
#include "game/view.hpp"
#include "tui/board_view.hpp"
#include "tui/move_input.hpp"

namespace letterzak::tui {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    return lines;
}

// A game after one placement by whoever starts.
game::Game game_with_a_move(const core::RuleSet& rules, int players = 2) {
    std::vector<std::string> names = {"Jij", "Computer"};
    for (int s = 2; s < players; ++s) names.push_back("Computer " + std::to_string(s));
    auto g = game::Game::create(game::GameSetup::for_rules(rules, names, 11));
    EXPECT_TRUE(g.has_value());
    const int seat = g->starter();
    // Two tiles of the starter's rack through the centre: geometry is all the referee asks
    // of a tournament move.
    const std::vector<core::Letter> tiles = g->rack(seat).tiles();
    core::Move m;
    m.kind = core::MoveKind::kPlace;
    m.start = static_cast<std::uint8_t>(core::square_index(7, 7));
    m.length = 2;
    m.tiles_used = 2;
    m.word[0] =
        tiles[0] == core::kBlank ? static_cast<core::Letter>(1 | core::kBlankBit) : tiles[0];
    m.word[1] =
        tiles[1] == core::kBlank ? static_cast<core::Letter>(1 | core::kBlankBit) : tiles[1];
    EXPECT_TRUE(g->place(seat, m).has_value());
    return std::move(*g);
}

std::string frame_of(const game::Game& g, Style style, std::size_t width, std::size_t height,
                     std::vector<ShownMessage> messages = {}) {
    const game::GameView view = game::view_for(g, 0);
    const game::ScoreSheet sheet = game::make_score_sheet(g);
    FrameInput f;
    f.view = &view;
    f.sheet = &sheet;
    f.rules = &g.rules();
    f.style = style;
    f.width = width;
    f.height = height;
    f.rack_order = view.own_rack().tiles();
    f.messages = std::move(messages);
    f.hint_line = "Zet: H8 trein (→) · 8H trein (↓) · ruil · pas · tip · blad · help";
    return render_frame(f);
}

TEST(Screen, BoardShowsPremiumsAndTheCentre) {
    const core::Board empty;
    const auto lines =
        board_lines(empty, *core::board_layout_by_name("standard"), SquareSet{}, Style{});
    ASSERT_EQ(lines.size(), 16U);
    EXPECT_EQ(lines[0], "    A  B  C  D  E  F  G  H  I  J  K  L  M  N  O ");
    EXPECT_EQ(lines[1].rfind(" 1 3W  ·  · 2L ", 0), 0U) << lines[1];
    EXPECT_NE(lines[8].find(" * "), std::string::npos);
    EXPECT_NE(lines[2].find("2W"), std::string::npos);
    EXPECT_NE(lines[2].find("3L"), std::string::npos);
    for (const std::string& l : lines) EXPECT_EQ(display_width(l), kBoardColumns) << l;
}

TEST(Screen, TheLastMoveStandsOut) {
    const game::Game g = game_with_a_move(*core::rule_set_by_name("tournament"));
    const std::string plain = frame_of(g, Style{}, 80, 24);
    EXPECT_NE(lines_of(plain)[8].find("["), std::string::npos) << lines_of(plain)[8];
    Style colour;
    colour.colour = true;
    const std::string painted = frame_of(g, colour, 80, 24);
    EXPECT_NE(painted.find("\x1b[1;30;102m"), std::string::npos);  // green tiles
}

TEST(Screen, FitsEightyByTwentyFour) {
    const game::Game g = game_with_a_move(*core::rule_set_by_name("tournament"));
    for (bool colour : {false, true}) {
        Style st;
        st.colour = colour;
        st.terminal = true;
        const std::string frame =
            frame_of(g, st, 80, 24, {{"Een bericht.", false}, {"Een weigering.", true}});
        EXPECT_EQ(frame.rfind("\x1b[H\x1b[2J", 0), 0U) << "a frame starts by clearing the screen";
        const auto lines = lines_of(frame);
        // Everything but the prompt, which the session writes on the last row.
        EXPECT_EQ(lines.size(), 23U);
        for (const std::string& l : lines) EXPECT_LE(display_width(l), 79U) << strip_ansi(l);
        EXPECT_NE(frame.find("Jouw rek:"), std::string::npos);
        EXPECT_NE(frame.find("Ongezien"), std::string::npos);
        EXPECT_NE(frame.find("Zak: 86"), std::string::npos);
    }
}

TEST(Screen, FourPlayersStillFit) {
    const game::Game g = game_with_a_move(*core::rule_set_by_name("box"), 4);
    Style st;
    st.terminal = true;
    const auto lines = lines_of(frame_of(g, st, 80, 24));
    EXPECT_EQ(lines.size(), 23U);
    for (const std::string& l : lines) EXPECT_LE(display_width(l), 79U) << l;
    EXPECT_NE(lines[4].find("Computer 3"), std::string::npos) << lines[4];
}

TEST(Screen, LargerTerminalsGetAWiderPanelAndNarrowOnesThePanelBelow) {
    const game::Game g = game_with_a_move(*core::rule_set_by_name("tournament"));
    Style st;
    st.terminal = true;
    const auto wide = lines_of(frame_of(g, st, 120, 40));
    EXPECT_EQ(wide.size(), 39U);
    for (const std::string& l : wide) EXPECT_LE(display_width(l), 119U);
    const auto narrow = lines_of(frame_of(g, st, 60, 40));
    for (const std::string& l : narrow) EXPECT_LE(display_width(l), 59U) << l;
    EXPECT_EQ(narrow[16].rfind("wedstrijdscrabble", 0), 0U) << "the panel follows the board";
}

TEST(Screen, WithoutATerminalNoClearingAndNoPadding) {
    const game::Game g = game_with_a_move(*core::rule_set_by_name("tournament"));
    const std::string frame = frame_of(g, Style{}, 80, 24);
    EXPECT_EQ(frame.find('\x1b'), std::string::npos);
    EXPECT_EQ(lines_of(frame).size(), 18U);  // board 16, rack, hint line
}

TEST(Screen, RackTilesShowTheirValues) {
    const core::TileSet& nl = *core::tile_set_by_name("nl");
    EXPECT_EQ(rack_line({17, 1, core::kBlank}, nl, Style{}), " Q₁₀   A₁   ?₀ ");
}

// Issue 17 (defect 5): after a resignation the side panel showed the running totals while the
// final arithmetic below it ended with other numbers (rack points and the jury taken off).
TEST(Screen, AfterTheGameThePanelShowsTheFinalScores) {
    // Box rules: no jury, so the resignation finishes the game at once.
    game::Game g = game_with_a_move(*core::rule_set_by_name("box"));
    ASSERT_TRUE(g.resign(0).has_value());
    ASSERT_EQ(g.status(), game::GameStatus::kFinished);
    const game::GameResult r = g.result();
    const std::string frame = frame_of(g, Style{}, 100, 30);
    for (int s = 0; s < 2; ++s) {
        const game::SeatResult& seat = r.seats[static_cast<std::size_t>(s)];
        // Racks are full after one short move: the final score differs from the running one.
        ASSERT_NE(seat.final_score, g.score(s));
        bool found = false;
        for (const std::string& line : lines_of(frame)) {
            const std::size_t at = line.find(g.player_name(s));
            if (at == std::string::npos) continue;
            if (line.find(" " + std::to_string(seat.final_score)) != std::string::npos)
                found = true;
        }
        EXPECT_TRUE(found) << "seat " << s << " final " << seat.final_score << "\n" << frame;
    }
}

TEST(Screen, ClockText) {
    EXPECT_EQ(clock_text(25 * game::kMinute), "25:00");
    EXPECT_EQ(clock_text(61'500), "1:02");
    EXPECT_EQ(clock_text(-5'000), "-0:05");
}

}  // namespace
}  // namespace letterzak::tui
