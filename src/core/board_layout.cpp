#include "core/board_layout.hpp"

#include <cassert>
#include <vector>

namespace letterzak::core {
namespace {

// One character per square: '=' triple word, '-' double word (and the star),
// '"' triple letter, '\'' double letter, '.' plain. Row 1 first, column A first.
constexpr std::array<std::string_view, kBoardSize> kStandard = {
    "=..'...=...'..=",      // 1
    ".-...\"...\"...-.",    // 2
    "..-...'.'...-..",      // 3
    "'..-...'...-..'",      // 4
    "....-.....-....",      // 5
    ".\"...\"...\"...\".",  // 6
    "..'...'.'...'..",      // 7
    "=..'...-...'..=",      // 8
    "..'...'.'...'..",      // 9
    ".\"...\"...\"...\".",  // 10
    "....-.....-....",      // 11
    "'..-...'...-..'",      // 12
    "..-...'.'...-..",      // 13
    ".-...\"...\"...-.",    // 14
    "=..'...=...'..=",      // 15
};

BoardLayout make_layout(std::string name, const std::array<std::string_view, kBoardSize>& rows) {
    BoardLayout layout;
    layout.name = std::move(name);
    for (int r = 0; r < kBoardSize; ++r) {
        assert(rows[static_cast<std::size_t>(r)].size() == kBoardSize);
        for (int c = 0; c < kBoardSize; ++c) {
            const auto sq = static_cast<std::size_t>(square_index(r, c));
            std::uint8_t lm = 1, wm = 1;
            switch (rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]) {
                case '=':
                    wm = 3;
                    break;
                case '-':
                    wm = 2;
                    break;
                case '"':
                    lm = 3;
                    break;
                case '\'':
                    lm = 2;
                    break;
                default:
                    break;
            }
            layout.letter_multiplier[sq] = lm;
            layout.word_multiplier[sq] = wm;
        }
    }
    return layout;
}

const std::vector<BoardLayout>& all_layouts() {
    static const std::vector<BoardLayout> layouts = {make_layout("standard", kStandard)};
    return layouts;
}

}  // namespace

const BoardLayout* board_layout_by_name(std::string_view name) {
    for (const BoardLayout& layout : all_layouts())
        if (layout.name == name) return &layout;
    return nullptr;
}

}  // namespace letterzak::core
