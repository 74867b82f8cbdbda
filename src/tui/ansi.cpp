#include "tui/ansi.hpp"

namespace letterzak::tui {

namespace {

// SGR codes per paint. The 16 basic colours only: every terminal has them and they follow the
// user's theme. Premium squares keep their marker text too ("3W"), so the board reads the same
// for colour-blind players and on a monochrome terminal.
std::string_view sgr(Paint p) {
    switch (p) {
        case Paint::kPlain:
            return "";
        case Paint::kTripleWord:
            return "\x1b[97;41m";
        case Paint::kDoubleWord:
            return "\x1b[30;105m";
        case Paint::kTripleLetter:
            return "\x1b[97;44m";
        case Paint::kDoubleLetter:
            return "\x1b[30;106m";
        case Paint::kCentre:
            return "\x1b[30;105m";
        case Paint::kEmpty:
            return "\x1b[2m";
        case Paint::kTile:
            return "\x1b[1;30;43m";
        case Paint::kBlankTile:
            return "\x1b[1;31;43m";
        case Paint::kLastTile:
            return "\x1b[1;30;102m";
        case Paint::kLastBlankTile:
            return "\x1b[1;31;102m";
        case Paint::kRackTile:
            return "\x1b[1;30;43m";
        case Paint::kHeading:
            return "\x1b[1m";
        case Paint::kDim:
            return "\x1b[2m";
        case Paint::kRefusal:
            return "\x1b[1;31m";
        case Paint::kToMove:
            return "\x1b[1;32m";
    }
    return "";
}

bool is_continuation(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// Where the control sequence starting at text[i] ends (its final byte's index, or the end of
// the text when cut short), or 0 when none starts there. A control sequence (CSI): ESC [,
// parameters and intermediates, then one final byte in @..~.
std::size_t control_sequence_end(std::string_view text, std::size_t i) {
    if (text[i] != '\x1b' || i + 1 >= text.size() || text[i + 1] != '[') return 0;
    std::size_t j = i + 2;
    while (j < text.size() && !(text[j] >= '@' && text[j] <= '~')) ++j;
    return j;
}

}  // namespace

std::string Style::paint(Paint p, std::string_view text) const {
    const std::string_view code = sgr(p);
    if (!colour || code.empty()) return std::string(text);
    std::string out;
    out.reserve(text.size() + code.size() + 4);
    out += code;
    out += text;
    out += "\x1b[0m";
    return out;
}

std::string Style::clear_screen() const {
    return terminal ? "\x1b[H\x1b[2J" : "";
}

std::string strip_ansi(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (const std::size_t end = control_sequence_end(text, i); end != 0) {
            i = end;
            continue;
        }
        out += text[i];
    }
    return out;
}

std::size_t display_width(std::string_view text) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (const std::size_t end = control_sequence_end(text, i); end != 0) {
            i = end;
            continue;
        }
        if (!is_continuation(text[i])) ++n;
    }
    return n;
}

std::string pad_right(std::string_view text, std::size_t width) {
    const std::size_t w = display_width(text);
    std::string out(text);
    if (w < width) out.append(width - w, ' ');
    return out;
}

std::string pad_left(std::string_view text, std::size_t width) {
    const std::size_t w = display_width(text);
    std::string out;
    if (w < width) out.append(width - w, ' ');
    out += text;
    return out;
}

std::string cut(std::string_view text, std::size_t width) {
    std::size_t n = 0;
    std::size_t i = 0;
    for (; i < text.size(); ++i) {
        if (!is_continuation(text[i])) {
            if (n == width) break;
            ++n;
        }
    }
    return std::string(text.substr(0, i));
}

std::vector<std::string> wrap(std::string_view text, std::size_t width) {
    std::vector<std::string> lines;
    if (width == 0) width = 1;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t nl = text.find('\n', start);
        std::string_view para =
            text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
        // Greedy fill: the longest prefix that fits, broken at its last space.
        while (display_width(para) > width) {
            const std::string head = cut(para, width);
            std::size_t brk = head.rfind(' ');
            if (brk == std::string::npos || brk == 0) brk = head.size();
            lines.emplace_back(para.substr(0, brk));
            para.remove_prefix(brk);
            while (!para.empty() && para.front() == ' ') para.remove_prefix(1);
        }
        lines.emplace_back(para);
        if (nl == std::string_view::npos) break;
        start = nl + 1;
    }
    return lines;
}

}  // namespace letterzak::tui
