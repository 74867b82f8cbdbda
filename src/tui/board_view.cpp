#include "tui/board_view.hpp"

#include <fmt/format.h>

#include <cctype>

namespace letterzak::tui {

namespace {

std::string tile_text(core::Letter tile) {
    std::string l = core::letter_name(core::letter_of(tile));
    if (core::is_blank_tile(tile))
        for (char& c : l) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return l;
}

// Three columns for a tile: " T ", or "IJ " for the IJ tile.
std::string cell(const std::string& text) {
    return text.size() >= 2 ? text + " " : " " + text + " ";
}

std::string subscript(int n) {
    static constexpr const char* kDigits[] = {"₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"};
    const std::string s = std::to_string(n);
    std::string out;
    for (char c : s) out += kDigits[c - '0'];
    return out;
}

}  // namespace

std::vector<std::string> board_lines(const core::Board& board, const core::BoardLayout& layout,
                                     const SquareSet& last_move, const Style& style) {
    std::vector<std::string> lines;
    std::string header = "   ";
    for (int c = 0; c < core::kBoardSize; ++c)
        header += fmt::format(" {} ", static_cast<char>('A' + c));
    lines.push_back(style.paint(Paint::kHeading, header));
    for (int r = 0; r < core::kBoardSize; ++r) {
        std::string line = fmt::format("{:>2} ", r + 1);
        for (int c = 0; c < core::kBoardSize; ++c) {
            const int sq = core::square_index(r, c);
            const auto i = static_cast<std::size_t>(sq);
            if (!board.empty(sq)) {
                const core::Letter t = board.tile(sq);
                const bool blank = core::is_blank_tile(t);
                if (last_move[i]) {
                    const std::string text = tile_text(t);
                    line += style.colour
                                ? style.paint(blank ? Paint::kLastBlankTile : Paint::kLastTile,
                                              cell(text))
                                : (text.size() >= 2 ? "[" + text : "[" + text + "]");
                } else {
                    line +=
                        style.paint(blank ? Paint::kBlankTile : Paint::kTile, cell(tile_text(t)));
                }
                continue;
            }
            const int wm = layout.word_multiplier[i];
            const int lm = layout.letter_multiplier[i];
            if (sq == layout.center)
                line += style.paint(Paint::kCentre, " * ");
            else if (wm == 3)
                line += style.paint(Paint::kTripleWord, "3W ");
            else if (wm == 2)
                line += style.paint(Paint::kDoubleWord, "2W ");
            else if (lm == 3)
                line += style.paint(Paint::kTripleLetter, "3L ");
            else if (lm == 2)
                line += style.paint(Paint::kDoubleLetter, "2L ");
            else
                line += style.paint(Paint::kEmpty, " · ");
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

std::string rack_line(const std::vector<core::Letter>& tiles, const core::TileSet& set,
                      const Style& style) {
    std::string out;
    for (core::Letter l : tiles) {
        const std::string name = l == core::kBlank ? std::string("?") : core::letter_name(l);
        const std::string tile = name + subscript(set.value[l]);
        if (!out.empty()) out += ' ';
        out += style.paint(Paint::kRackTile, " " + tile + " ");
    }
    return out;
}

}  // namespace letterzak::tui
