#include "tui/screen.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "formats/notation.hpp"
#include "tui/move_input.hpp"
#include "tui/sheet_view.hpp"

namespace letterzak::tui {

namespace {

constexpr std::size_t kGap = 2;         // columns between the board and the panel
constexpr std::size_t kBoardRows = 16;  // header + 15 rows
constexpr std::size_t kMinPanel = 28;

std::string last_turn_text(const game::GameView& view, Lang lang) {
    if (view.turns.empty()) return render(Text::kLastMoveNone, lang);
    const game::TurnView& t = view.turns.back();
    const std::string& name = view.seats[static_cast<std::size_t>(t.seat)].name;
    std::string what;
    switch (t.kind) {
        case game::TurnKind::kPlace:
            what = formats::format_move(t.move, formats::MoveStyle::kSheet);
            break;
        case game::TurnKind::kExchange:
            what =
                render(Message(Text::kSheetExchange, {{"n", std::to_string(t.exchanged)}}), lang);
            break;
        case game::TurnKind::kPass:
            what = render(Text::kSheetPass, lang);
            break;
        case game::TurnKind::kLostTurn:
            what = render(Text::kSheetLostTurn, lang);
            break;
        case game::TurnKind::kBlankSwap:
            what = render(Text::kSheetBlankSwap, lang);
            break;
    }
    std::string s = fmt::format("{}: {} {:+d}", name, what, t.score);
    if (t.withdrawn) s += " " + render(Text::kTurnWithdrawnTag, lang);
    return s;
}

std::vector<std::string> unseen_lines(const game::GameView& view, std::size_t width) {
    std::vector<std::string> lines;
    std::string line;
    for (int l = 1; l <= core::kLetterSlots; ++l) {
        // Letters first, blanks last, as racks are written.
        const int letter = l == core::kLetterSlots ? 0 : l;
        const int n = view.unseen[static_cast<std::size_t>(letter)];
        if (n <= 0) continue;
        const std::string item =
            (letter == 0 ? std::string("?")
                         : core::letter_name(static_cast<core::Letter>(letter))) +
            std::to_string(n);
        if (!line.empty() && display_width(line) + 1 + display_width(item) > width) {
            lines.push_back(line);
            line.clear();
        }
        line += (line.empty() ? "" : " ") + item;
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

int unseen_total(const game::GameView& view) {
    int n = 0;
    for (int c : view.unseen) n += c;
    return n;
}

// The score beside a seat's name: the running total while the game goes on; once it is over,
// the final score (rack points, overtime and the jury included), the number the final
// arithmetic below the board ends with, so the panel never contradicts it.
int shown_score(const game::GameView& v, std::size_t seat) {
    if (v.status == game::GameStatus::kFinished && seat < v.result.seats.size())
        return v.result.seats[seat].final_score;
    return v.seats[seat].score;
}

std::vector<std::string> panel_lines(const FrameInput& in, std::size_t width, std::size_t rows) {
    const game::GameView& v = *in.view;
    const Style& st = in.style;
    std::vector<std::string> p;
    p.push_back(st.paint(
        Paint::kHeading,
        cut(render(Message(Text::kRulesLine,
                           {{"rules", v.rules},
                            {"practice", in.practice ? render(Text::kPracticeTag, in.lang) : ""}}),
                   in.lang),
            width)));
    const bool going = v.status == game::GameStatus::kInProgress;
    for (std::size_t s = 0; s < v.seats.size(); ++s) {
        const game::SeatView& seat = v.seats[s];
        const bool to_move = going && static_cast<int>(s) == v.to_move;
        const std::size_t clock_w = in.clocks ? 7 : 0;
        const std::size_t name_w = width > 2 + 5 + clock_w ? width - 2 - 5 - clock_w : 4;
        std::string line = pad_right(cut(seat.name, name_w), name_w) +
                           pad_left(std::to_string(shown_score(v, s)), 5);
        if (in.clocks) line += pad_left(clock_text(seat.clock_left), 7);
        p.push_back(to_move ? st.paint(Paint::kToMove, "▶ " + line) : "  " + line);
    }
    p.push_back(cut(render(Message(Text::kBagLine, {{"bag", std::to_string(v.bag_size)},
                                                    {"turn", std::to_string(v.turn_number)}}),
                           in.lang),
                    width));
    p.push_back(st.paint(Paint::kDim, render(Text::kLastMoveHeader, in.lang)));
    p.push_back(cut(last_turn_text(v, in.lang), width));
    p.push_back(st.paint(
        Paint::kDim,
        render(Message(Text::kUnseenHeader, {{"n", std::to_string(unseen_total(v))}}), in.lang)));
    for (const std::string& l : unseen_lines(v, width)) p.push_back(l);
    if (in.sheet != nullptr && p.size() + 2 <= rows) {
        p.push_back(st.paint(Paint::kDim, render(Text::kRecentHeader, in.lang)));
        const int room = static_cast<int>(rows - p.size());
        for (const std::string& l : recent_sheet_lines(*in.sheet, in.lang, room, width))
            p.push_back(l);
    }
    if (p.size() > rows) p.resize(rows);
    return p;
}

}  // namespace

SquareSet last_move_squares(const game::GameView& view) {
    SquareSet set{};
    for (auto it = view.turns.rbegin(); it != view.turns.rend(); ++it) {
        if (it->kind != game::TurnKind::kPlace || it->withdrawn) continue;
        for (int i = 0; i < it->move.length; ++i)
            if (!it->move.is_through(i)) set[static_cast<std::size_t>(it->move.square(i))] = true;
        break;
    }
    return set;
}

std::string render_frame(const FrameInput& in) {
    const game::GameView& v = *in.view;
    const std::vector<std::string> board =
        board_lines(v.board, *in.rules->layout, last_move_squares(v), in.style);
    // The last column stays free: a line that fills it makes some terminals wrap early.
    const std::size_t usable = in.width > 1 ? in.width - 1 : in.width;
    const bool side = usable >= kBoardColumns + kGap + kMinPanel;
    const std::size_t panel_w = side ? std::min<std::size_t>(usable - kBoardColumns - kGap, 50)
                                     : std::max<std::size_t>(usable, 20);
    const std::vector<std::string> panel = panel_lines(in, panel_w, side ? kBoardRows : 12);

    std::string out = in.style.clear_screen();
    std::size_t used = 0;
    for (std::size_t r = 0; r < board.size(); ++r) {
        out += board[r];
        if (side && r < panel.size()) out += std::string(kGap, ' ') + panel[r];
        out += '\n';
        ++used;
    }
    if (!side) {
        for (const std::string& l : panel) out += l + '\n';
        used += panel.size();
    }
    out += render(Text::kYourRack, in.lang) + " " +
           rack_line(in.rack_order, *in.rules->tiles, in.style) + '\n';
    ++used;
    // Messages: what the last moves did, refusals in their own colour. More than fit scroll
    // the top of the board away rather than being lost.
    for (const ShownMessage& m : in.messages) {
        for (const std::string& l : wrap(m.text, in.width > 1 ? in.width - 1 : in.width)) {
            out += (m.refusal ? in.style.paint(Paint::kRefusal, l) : l) + '\n';
            ++used;
        }
    }
    // Blank lines keep the hint line and the prompt at the bottom of a terminal's height.
    while (in.style.terminal && used + 2 < in.height) {
        out += '\n';
        ++used;
    }
    out += in.style.paint(Paint::kDim, cut(in.hint_line, in.width > 1 ? in.width - 1 : in.width)) +
           '\n';
    return out;
}

}  // namespace letterzak::tui
