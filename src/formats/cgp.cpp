#include "formats/cgp.hpp"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <sstream>

namespace letterzak::formats {

using core::Letter;

namespace {

Unexpected<Error> bad(std::string message) {
    return make_error("bad_cgp", std::move(message));
}

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == sep) {
            parts.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

std::optional<int> to_int(std::string_view s) {
    int v = 0;
    const auto* end = s.data() + s.size();
    auto [p, ec] = std::from_chars(s.data(), end, v);
    if (ec != std::errc() || p != end) return std::nullopt;
    return v;
}

// One reading inside a per-direction blank, at the front of `s`: '_' (not chosen) or a
// lower-case letter token, which for IJ is itself bracketed ("[[ij]|_]"). Returns the reading
// and the characters it used.
std::optional<std::pair<Letter, std::size_t>> read_side(std::string_view s) {
    if (!s.empty() && s.front() == '_') return std::pair{core::kUnfixed, std::size_t{1}};
    const auto tok = core::read_letter_token(s);
    if (!tok || !tok->lower) return std::nullopt;
    return std::pair{tok->letter, tok->length};
}

// A per-direction blank "[h|v]" at the front of `s`, if `s` starts with one: its across and
// down readings and its length. It is told from the IJ tile "[IJ]"/"[ij]" by the bar after
// the first reading. A bracket that opens a pair but does not close it is an error.
struct BlankPair {
    Letter across = core::kUnfixed;
    Letter down = core::kUnfixed;
    std::size_t length = 0;
};
std::optional<Result<BlankPair>> read_blank_pair(std::string_view s, int r) {
    if (s.size() < 2 || s.front() != '[') return std::nullopt;
    const auto h = read_side(s.substr(1));
    if (!h || 1 + h->second >= s.size() || s[1 + h->second] != '|') return std::nullopt;
    const std::size_t right = 2 + h->second;
    const auto v = read_side(s.substr(right));
    if (!v || right + v->second >= s.size() || s[right + v->second] != ']') {
        const auto close = s.find(']', right);
        return Result<BlankPair>{
            bad(fmt::format("row {}: bad blank \"{}\"", r + 1,
                            s.substr(0, close == std::string_view::npos ? s.size() : close + 1)))};
    }
    return Result<BlankPair>{BlankPair{h->first, v->first, right + v->second + 1}};
}

Result<void> parse_row(std::string_view row, int r, core::Board& board) {
    int c = 0;
    std::size_t i = 0;
    while (i < row.size()) {
        const char ch = row[i];
        if (std::isdigit(static_cast<unsigned char>(ch))) {
            std::size_t j = i;
            while (j < row.size() && std::isdigit(static_cast<unsigned char>(row[j]))) ++j;
            const auto n = to_int(row.substr(i, j - i));
            if (!n || *n <= 0)
                return bad(fmt::format("row {}: bad run \"{}\"", r + 1, row.substr(i, j - i)));
            c += *n;
            i = j;
            continue;
        }
        if (c >= core::kBoardSize)
            return bad(fmt::format("row {} is longer than 15 squares", r + 1));
        const int sq = core::square_index(r, c);
        if (const auto pair = read_blank_pair(row.substr(i), r)) {
            if (!*pair) return Unexpected<Error>{pair->error()};
            const auto [h, v, length] = **pair;
            // A blank is a tile only if it reads as a letter along at least one line. An open
            // reading ('_') is otherwise allowed also where the blank lies in a word along
            // that line: a board without a word list to choose it holds one (a record replayed
            // with no lexicon; a kernel state with no word list), and so do the bench's
            // woordspel positions, made before the kernel chose them.
            if (h == core::kUnfixed && v == core::kUnfixed)
                return bad(fmt::format(
                    "row {}: the blank in column {} reads as no letter either way", r + 1, c + 1));
            const Letter shown = h != core::kUnfixed ? h : v;
            board.place(sq, static_cast<Letter>(shown | core::kBlankBit), h, v);
            i += length;
        } else {
            const auto tok = core::read_letter_token(row.substr(i));
            if (!tok)
                return bad(fmt::format("row {}: cannot read \"{}\"", r + 1, row.substr(i, 1)));
            board.place(sq, static_cast<Letter>(tok->letter | (tok->lower ? core::kBlankBit : 0)));
            i += tok->length;
        }
        ++c;
    }
    if (c != core::kBoardSize) return bad(fmt::format("row {} has {} squares, not 15", r + 1, c));
    return {};
}

// Whether a tile lies beside `sq` along `d`: then the tile at `sq` is part of a word that way.
bool in_word_along(const core::Board& board, core::Direction d, int sq) {
    const int along = d == core::Direction::kHorizontal ? core::col_of(sq) : core::row_of(sq);
    const int step = core::step_of(d);
    return (along > 0 && !board.empty(sq - step)) ||
           (along < core::kBoardSize - 1 && !board.empty(sq + step));
}

}  // namespace

Result<Position> parse_cgp(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::string rows_text, racks_text, scores_text, zero_text;
    if (!(in >> rows_text >> racks_text >> scores_text >> zero_text))
        return bad("a CGP needs four fields: rows, racks, scores and zero-score turns");
    Position pos;
    const auto rows = split(rows_text, '/');
    if (rows.size() != core::kBoardSize)
        return bad(fmt::format("the board has {} rows, not 15", rows.size()));
    for (int r = 0; r < core::kBoardSize; ++r) {
        auto ok = parse_row(rows[static_cast<std::size_t>(r)], r, pos.board);
        if (!ok) return Unexpected<Error>{ok.error()};
    }
    for (std::string_view rack_text : split(racks_text, '/')) {
        auto rack = core::Rack::parse(rack_text);
        if (!rack) return bad(rack.error().message);
        pos.racks.push_back(*rack);
    }
    for (std::string_view s : split(scores_text, '/')) {
        const auto v = to_int(s);
        if (!v) return bad(fmt::format("cannot read score \"{}\"", s));
        pos.scores.push_back(*v);
    }
    if (pos.scores.size() != pos.racks.size())
        return bad(fmt::format("{} racks but {} scores", pos.racks.size(), pos.scores.size()));
    const auto zero = to_int(zero_text);
    if (!zero || *zero < 0)
        return bad(fmt::format("cannot read zero-score turns \"{}\"", zero_text));
    pos.zero_turns = *zero;
    std::string rest;
    std::getline(in, rest);
    for (std::string_view op : split(rest, ';')) {
        std::size_t a = 0;
        while (a < op.size() && std::isspace(static_cast<unsigned char>(op[a]))) ++a;
        op = op.substr(a);
        while (!op.empty() && std::isspace(static_cast<unsigned char>(op.back())))
            op.remove_suffix(1);
        if (op.empty()) continue;
        const auto sp = op.find(' ');
        if (sp == std::string_view::npos) {
            pos.options.emplace_back(std::string(op), "");
        } else {
            std::string_view value = op.substr(sp + 1);
            while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
            pos.options.emplace_back(std::string(op.substr(0, sp)), std::string(value));
        }
    }
    return pos;
}

void open_unchosen_blank_readings(core::Board& board) {
    for (int sq = 0; sq < core::kSquares; ++sq) {
        if (board.empty(sq) || !board.is_blank(sq)) continue;
        const bool across = in_word_along(board, core::Direction::kHorizontal, sq);
        const bool down = in_word_along(board, core::Direction::kVertical, sq);
        Letter h = board.reads(core::Direction::kHorizontal, sq);
        Letter v = board.reads(core::Direction::kVertical, sq);
        // A blank alone on both lines is in no word at all: leave it as written. Nor is a
        // reading opened when the other one is open already: the blank must read as a letter
        // somewhere (found by the fuzzer: "[_|i]" inside a word across).
        if (across && !down && h != core::kUnfixed) v = core::kUnfixed;
        if (down && !across && v != core::kUnfixed) h = core::kUnfixed;
        // The tile shows the letter it reads as where that is chosen, as a blank just played
        // shows its letter along its word (found by the fuzzer: "[d|l]" in a word down only).
        const Letter shown = h != core::kUnfixed ? h : v;
        board.remove(sq);
        board.place(sq, static_cast<Letter>(shown | core::kBlankBit), h, v);
    }
}

std::string format_cgp(const Position& pos) {
    std::string s;
    for (int r = 0; r < core::kBoardSize; ++r) {
        if (r > 0) s += '/';
        int run = 0;
        for (int c = 0; c < core::kBoardSize; ++c) {
            const int sq = core::square_index(r, c);
            if (pos.board.empty(sq)) {
                ++run;
                continue;
            }
            if (run > 0) s += std::to_string(run);
            run = 0;
            const Letter t = pos.board.tile(sq);
            const Letter h = pos.board.reads(core::Direction::kHorizontal, sq);
            const Letter v = pos.board.reads(core::Direction::kVertical, sq);
            if (core::is_blank_tile(t) && h != v) {
                auto side = [](Letter l) {
                    return l == core::kUnfixed ? std::string("_") : core::letter_token(l, true);
                };
                s += '[';
                s.append(side(h));
                s += '|';
                s.append(side(v));
                s += ']';
            } else {
                s += core::letter_token(core::letter_of(t), core::is_blank_tile(t));
            }
        }
        if (run > 0) s += std::to_string(run);
    }
    s += ' ';
    for (std::size_t i = 0; i < pos.racks.size(); ++i) {
        if (i > 0) s += '/';
        s.append(pos.racks[i].to_string());
    }
    s += ' ';
    for (std::size_t i = 0; i < pos.scores.size(); ++i) {
        if (i > 0) s += '/';
        s.append(std::to_string(pos.scores[i]));
    }
    s += ' ';
    s.append(std::to_string(pos.zero_turns));
    for (const auto& [key, value] : pos.options) {
        s += ' ';
        s.append(key);
        if (!value.empty()) {
            s += ' ';
            s.append(value);
        }
        s += ';';
    }
    return s;
}

}  // namespace letterzak::formats
