#pragma once
// One frame of the terminal game: the board on the left, a panel beside it (the rule set, every
// player's score and clock with the player to move marked, the bag, the last move, the unseen
// tiles, the latest lines of the score sheet), the player's rack under the board, the messages
// of the last exchange of moves and a line of hints for the prompt.
//
// In 80×24 the frame uses 24 lines: 16 for the board and panel, one for the rack, up to six for
// messages, one for the hint line (the prompt follows it). Wider terminals get a wider panel;
// taller ones more room for messages; narrower ones the panel below the board. A frame starts
// by clearing the screen, so each one replaces the last cleanly.

#include <string>
#include <vector>

#include "core/rules.hpp"
#include "game/score_sheet.hpp"
#include "game/view.hpp"
#include "tui/ansi.hpp"
#include "tui/board_view.hpp"
#include "tui/catalogue.hpp"

namespace letterzak::tui {

struct ShownMessage {
    std::string text;
    bool refusal = false;  // painted as a refusal
};

struct FrameInput {
    const game::GameView* view = nullptr;  // as the player at the keyboard sees it
    const game::ScoreSheet* sheet = nullptr;
    const core::RuleSet* rules = nullptr;
    Lang lang = Lang::kNl;
    Style style;
    std::size_t width = 80;
    std::size_t height = 24;
    bool practice = false;
    bool clocks = false;                   // show each seat's time left
    std::vector<core::Letter> rack_order;  // the player's tiles in the order to show them
    std::vector<ShownMessage> messages;
    std::string hint_line;
};

// The squares of the last placement still on the board.
SquareSet last_move_squares(const game::GameView& view);

// The frame, from clearing the screen to the end of the hint line (newline included).
std::string render_frame(const FrameInput& in);

// "24:13", "-0:05" (over time): one way of writing a clock, game::clock_text.
using game::clock_text;

}  // namespace letterzak::tui
