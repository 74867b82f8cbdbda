#pragma once
// Colours and widths on a terminal. Everything the screen paints goes through Style, so the
// same drawing code gives ANSI colours on a terminal and plain text in a pipe, a log or a
// test; and widths are counted as the terminal shows them (escape codes take no room, a
// UTF-8 character takes one column), so columns line up in both.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace letterzak::tui {

// What a piece of text is, not how it looks: the look is chosen in one place (ansi.cpp).
enum class Paint : std::uint8_t {
    kPlain,
    kTripleWord,
    kDoubleWord,
    kTripleLetter,
    kDoubleLetter,
    kCentre,
    kEmpty,
    kTile,
    kBlankTile,
    kLastTile,  // a tile of the last move
    kLastBlankTile,
    kRackTile,
    kHeading,
    kDim,
    kRefusal,
    kToMove,
};

struct Style {
    bool colour = false;    // ANSI colours
    bool terminal = false;  // a real terminal: each frame clears the screen and fills its height

    // The text in the paint's colours (unchanged without colour).
    std::string paint(Paint p, std::string_view text) const;
    // Clears the terminal and puts the cursor top left (nothing when not on a terminal: a pipe
    // or a log keeps every frame, one after the other).
    std::string clear_screen() const;
};

// Columns the text takes on a terminal: escape sequences take none, each UTF-8 character one.
std::size_t display_width(std::string_view text);
// Pads with spaces on the right (left) to `width` columns; longer text is returned as it is.
std::string pad_right(std::string_view text, std::size_t width);
std::string pad_left(std::string_view text, std::size_t width);
// Plain text cut to at most `width` columns (no escape sequences expected).
std::string cut(std::string_view text, std::size_t width);
// Removes ANSI escape sequences (tests and width checks).
std::string strip_ansi(std::string_view text);
// Plain text broken into lines of at most `width` columns, at spaces where it can; existing
// line breaks are kept.
std::vector<std::string> wrap(std::string_view text, std::size_t width);

}  // namespace letterzak::tui
