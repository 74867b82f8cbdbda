#include "formats/notation.hpp"

#include <fmt/format.h>

#include <cctype>

namespace letterzak::formats {

using core::Direction;
using core::kBoardSize;
using core::Letter;

namespace {

Unexpected<Error> bad(std::string message) {
    return make_error("bad_notation", std::move(message));
}

std::string trim(std::string_view s) {
    std::size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
    return std::string(s.substr(a, b - a));
}

}  // namespace

std::string square_name(int square) {
    return fmt::format("{}{}", static_cast<char>('A' + core::col_of(square)),
                       core::row_of(square) + 1);
}

Result<Coordinate> parse_coordinate(std::string_view text, Notation notation) {
    const std::string t = trim(text);
    if (t.empty()) return bad("empty coordinate");
    const bool letter_first = std::isalpha(static_cast<unsigned char>(t[0])) != 0;
    std::string letters, digits;
    for (char c : t) {
        if (std::isalpha(static_cast<unsigned char>(c)))
            letters += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        else if (std::isdigit(static_cast<unsigned char>(c)))
            digits += c;
        else
            return bad(fmt::format("cannot read coordinate \"{}\"", t));
    }
    // Exactly one letter and a number, one before the other (not "8H8" or "H8H").
    const bool shape_ok = letters.size() == 1 && !digits.empty() && digits.size() <= 2 &&
                          (letter_first ? std::isdigit(static_cast<unsigned char>(t[1])) != 0
                                        : std::isalpha(static_cast<unsigned char>(t.back())) != 0);
    if (!shape_ok) return bad(fmt::format("cannot read coordinate \"{}\": write e.g. 8H or H8", t));
    const int col = letters[0] - 'A';
    const int row = std::stoi(digits) - 1;
    if (col < 0 || col >= kBoardSize || row < 0 || row >= kBoardSize)
        return bad(fmt::format("coordinate \"{}\" is off the board (A–O, 1–15)", t));
    Coordinate c;
    c.square = core::square_index(row, col);
    const bool horizontal = (notation == Notation::kGcg) ? !letter_first : letter_first;
    c.dir = horizontal ? Direction::kHorizontal : Direction::kVertical;
    return c;
}

std::string format_coordinate(Coordinate c, Notation notation) {
    const char col = static_cast<char>('A' + core::col_of(c.square));
    const int row = core::row_of(c.square) + 1;
    const bool letter_first = (notation == Notation::kGcg) == (c.dir == Direction::kVertical);
    return letter_first ? fmt::format("{}{}", col, row) : fmt::format("{}{}", row, col);
}

Result<core::Move> parse_move(std::string_view text, const core::Board& board, Notation notation) {
    const std::string t = trim(text);
    core::Move move;
    if (t == "-" || t == "pass" || t == "PASS") return core::Move::pass();
    if (t.size() > 1 && t[0] == '-') {
        move.kind = core::MoveKind::kExchange;
        std::size_t i = 1;
        while (i < t.size()) {
            Letter l = core::kBlank;
            if (t[i] == '?') {
                ++i;
            } else {
                const auto tok = core::read_letter_token(std::string_view(t).substr(i));
                if (!tok) return bad(fmt::format("cannot read exchange \"{}\"", t));
                l = tok->letter;
                i += tok->length;
            }
            if (move.length >= core::kMaxWord) return bad("too many tiles to exchange");
            move.word[move.length++] = l;
        }
        return move;
    }
    const auto space = t.find(' ');
    if (space == std::string::npos)
        return bad(fmt::format("cannot read move \"{}\": write e.g. \"8D ST(A)INER\"", t));
    auto coord = parse_coordinate(std::string_view(t).substr(0, space), notation);
    if (!coord) return Unexpected<Error>{coord.error()};
    const std::string word = trim(std::string_view(t).substr(space + 1));
    if (word.empty()) return bad("the move has no word");
    move.kind = core::MoveKind::kPlace;
    move.dir = coord->dir;
    move.start = static_cast<std::uint8_t>(coord->square);
    const int step = core::step_of(move.dir);
    bool in_parens = false;
    std::size_t i = 0;
    while (i < word.size()) {
        const char c = word[i];
        if (c == '(') {
            if (in_parens) return bad("nested parentheses in move");
            in_parens = true;
            ++i;
            continue;
        }
        if (c == ')') {
            if (!in_parens) return bad("unbalanced parentheses in move");
            in_parens = false;
            ++i;
            continue;
        }
        if (move.length >= core::kMaxWord) return bad("the word is longer than the board");
        const int sq = move.start + move.length * step;
        const bool fits = move.dir == Direction::kHorizontal
                              ? core::col_of(move.start) + move.length < kBoardSize
                              : core::row_of(move.start) + move.length < kBoardSize;
        if (!fits) return make_error("off_board", "the word runs off the board");
        Letter entry;
        // '.' stands for the board's tile; so does '?' in parentheses (a woordspel blank whose
        // letter along this line is still open, as format_move writes it).
        if (c == '.' || (c == '?' && in_parens)) {
            if (board.empty(sq))
                return make_error(
                    "through_mismatch",
                    fmt::format("'.' stands for a tile, but {} is empty", square_name(sq)));
            entry = static_cast<Letter>(core::kThroughBit | board.reads(move.dir, sq) |
                                        (board.is_blank(sq) ? core::kBlankBit : 0));
            ++i;
        } else {
            const auto tok = core::read_letter_token(std::string_view(word).substr(i));
            if (!tok)
                return bad(fmt::format("cannot read \"{}\" in move \"{}\"", word.substr(i, 1), t));
            entry = tok->letter;
            if (tok->lower) entry = static_cast<Letter>(entry | core::kBlankBit);
            if (in_parens) entry = static_cast<Letter>(entry | core::kThroughBit);
            i += tok->length;
        }
        move.word[move.length++] = entry;
    }
    if (in_parens) return bad("unbalanced parentheses in move");
    move.tiles_used = static_cast<std::uint8_t>(core::tiles_taken(move).size());
    return move;
}

namespace {

// One tile of a placement's word in `style` (the through marks are the caller's).
std::string word_letter(Letter entry, bool through, MoveStyle style) {
    const Letter l = core::letter_of(entry);
    const bool blank = core::is_blank_tile(entry);
    if (style == MoveStyle::kGcgDots && through) return ".";
    if (style != MoveStyle::kSheet && style != MoveStyle::kInput)
        return core::letter_token(l, blank);
    std::string name = core::letter_name(l);
    if (style == MoveStyle::kInput || blank)
        for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    // The player types a blank as '?' and its letter; a blank already on the board is typed
    // as the letter it reads (it is in parentheses, the tile is not taken from the rack).
    if (style == MoveStyle::kInput && blank && !through) name.insert(0, "?");
    return name;
}

Notation coordinate_notation(MoveStyle style) {
    return style == MoveStyle::kGcg || style == MoveStyle::kGcgDots ? Notation::kGcg
                                                                    : Notation::kDutch;
}

}  // namespace

std::string tiles_text(std::span<const Letter> tiles) {
    std::string s;
    for (Letter l : tiles) s += l == core::kBlank ? std::string("?") : core::letter_token(l, false);
    return s;
}

std::string format_word(const core::Move& move, MoveStyle style) {
    // Only the GCG-like styles and the input mark the tiles already on the board.
    const bool parens =
        style == MoveStyle::kGcg || style == MoveStyle::kDutch || style == MoveStyle::kInput;
    std::string s;
    bool open = false;
    for (int i = 0; i < move.length; ++i) {
        const bool through = move.is_through(i);
        if (parens && through && !open) s += '(';
        if (parens && !through && open) s += ')';
        open = through;
        s += word_letter(move.word[static_cast<std::size_t>(i)], through, style);
    }
    if (parens && open) s += ')';
    return s;
}

std::string format_move(const core::Move& move, MoveStyle style) {
    if (move.kind == core::MoveKind::kPass) return "-";
    if (move.kind == core::MoveKind::kExchange)
        return "-" + tiles_text(std::span(move.word.data(), move.length));
    return format_coordinate({move.start, move.dir}, coordinate_notation(style)) + " " +
           format_word(move, style);
}

std::string move_word(const core::Move& move) {
    std::string s;
    for (int i = 0; i < move.length; ++i)
        s += core::letter_name(core::letter_of(move.word[static_cast<std::size_t>(i)]));
    return s;
}

}  // namespace letterzak::formats
