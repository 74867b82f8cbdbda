#include "formats/gcg.hpp"

#include <fmt/format.h>
#include <iconv.h>

#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/utf8.hpp"
#include "formats/notation.hpp"
#include "game/game.hpp"
#include "game/starter_draw.hpp"

namespace letterzak::formats {

using core::Letter;

namespace {

Unexpected<Error> bad(int line, std::string message) {
    return make_error("bad_gcg",
                      line > 0 ? fmt::format("line {}: {}", line, message) : std::move(message));
}

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> tokens(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && is_space(s[i])) ++i;
        const std::size_t start = i;
        while (i < s.size() && !is_space(s[i])) ++i;
        if (i > start) out.push_back(s.substr(start, i - start));
    }
    return out;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// "+30", "-20", "30".
std::optional<int> signed_number(std::string_view s) {
    if (s.empty()) return std::nullopt;
    bool negative = false;
    if (s.front() == '+' || s.front() == '-') {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    // Five digits: a turn scores a few hundred points at most and a game a few thousand.
    if (s.empty() || s.size() > 5) return std::nullopt;
    int v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return negative ? -v : v;
}

// A rack column: letters, '?' for blanks, [IJ]. Lower case is read as upper case: in a rack a
// lower-case letter is just how someone typed it.
std::optional<core::Rack> read_rack(std::string_view s) {
    std::string upper;
    for (char c : s) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    auto r = core::Rack::parse(upper);
    if (!r) return std::nullopt;
    return *r;
}

std::optional<std::vector<Letter>> read_tiles(std::string_view s) {
    auto r = read_rack(s);
    if (!r) return std::nullopt;
    std::vector<Letter> out;
    // Keep the order written: parse again letter by letter.
    std::size_t i = 0;
    while (i < s.size()) {
        if (s[i] == '?') {
            out.push_back(core::kBlank);
            ++i;
            continue;
        }
        std::string one;
        std::size_t len = 1;
        if (s[i] == '[') {
            const auto close = s.find(']', i);
            len = close == std::string_view::npos ? s.size() - i : close - i + 1;
        }
        for (std::size_t k = 0; k < len; ++k)
            one += static_cast<char>(std::toupper(static_cast<unsigned char>(s[i + k])));
        const auto tok = core::read_letter_token(one);
        if (!tok) return std::nullopt;
        out.push_back(tok->letter);
        i += len;
    }
    return out;
}

bool looks_like_coordinate(std::string_view s) {
    return !s.empty() && s.size() <= 3 && std::any_of(s.begin(), s.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) != 0;
    }) && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0;
    });
}

// Splits into lines at LF, CRLF or CR.
std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' || text[i] == '\r') {
            lines.push_back(text.substr(start, i - start));
            if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            start = i + 1;
        }
    }
    if (start < text.size()) lines.push_back(text.substr(start));
    return lines;
}

// "player1", "rack2": a pragma name followed by a number.
bool numbered(std::string_view key, std::string_view name) {
    if (key.size() <= name.size() || key.substr(0, name.size()) != name) return false;
    const std::string_view n = key.substr(name.size());
    return std::all_of(n.begin(), n.end(),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

std::optional<GcgLineKind> keyword_kind(std::string_view s) {
    const std::string k = lower(s);
    if (k == "(challenge)") return GcgLineKind::kChallengeBonus;
    if (k == "(time)") return GcgLineKind::kTimePenalty;
    if (k == "(protest)") return GcgLineKind::kProtest;
    if (k == "(jury)") return GcgLineKind::kJury;
    if (k == "(penalty)") return GcgLineKind::kPenalty;
    return std::nullopt;
}

// The move part of an event line (everything between "nick:" and the score).
Result<void> read_event(std::vector<std::string_view> mid, int line_no, GcgLine& ev) {
    auto rack_or_error = [&](std::string_view s) -> Result<void> {
        auto r = read_rack(s);
        if (!r) return bad(line_no, fmt::format("cannot read the rack \"{}\"", s));
        ev.rack = *r;
        return {};
    };
    auto paren_rack = [&](std::string_view s) -> std::optional<core::Rack> {
        if (s.size() < 2 || s.front() != '(' || s.back() != ')') return std::nullopt;
        return read_rack(s.substr(1, s.size() - 2));
    };
    if (mid.empty()) return bad(line_no, "the event has no move");
    // A leading rack column, unless the first token is already the move.
    const std::string_view first = mid.front();
    const bool first_is_move = first.front() == '-' || first.front() == '(' ||
                               (mid.size() == 2 && looks_like_coordinate(first));
    if (mid.size() == 3 || (mid.size() == 2 && !first_is_move)) {
        if (auto ok = rack_or_error(first); !ok) return ok;
        mid.erase(mid.begin());
    }
    if (mid.size() == 2) {
        ev.kind = GcgLineKind::kPlace;
        ev.position = std::string(mid[0]);
        ev.word = std::string(mid[1]);
        if (!parse_coordinate(mid[0], Notation::kGcg))
            return bad(line_no, fmt::format("cannot read the coordinate \"{}\"", mid[0]));
        return {};
    }
    if (mid.size() != 1) return bad(line_no, "cannot read the event: too many columns");
    const std::string_view m = mid.front();
    if (m == "-") {
        ev.kind = GcgLineKind::kPass;
        return {};
    }
    if (m == "--") {
        ev.kind = GcgLineKind::kWithdrawn;
        return {};
    }
    if (m.front() == '-') {
        ev.kind = GcgLineKind::kExchange;
        const std::string_view rest = m.substr(1);
        if (std::all_of(rest.begin(), rest.end(),
                        [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; })) {
            const auto n = signed_number(rest);
            if (!n || *n <= 0 || *n > core::kMaxWord)
                return bad(line_no, fmt::format("cannot read the exchange \"{}\"", m));
            ev.count = *n;
            return {};
        }
        auto tiles = read_tiles(rest);
        if (!tiles || tiles->empty() || tiles->size() > static_cast<std::size_t>(core::kMaxWord))
            return bad(line_no, fmt::format("cannot read the exchange \"{}\"", m));
        ev.tiles = *tiles;
        ev.count = static_cast<int>(tiles->size());
        return {};
    }
    if (const auto k = keyword_kind(m)) {
        ev.kind = *k;
        return {};
    }
    if (const auto counted = paren_rack(m)) {
        ev.counted = *counted;
        ev.kind = ev.rack ? GcgLineKind::kEndRackLoss : GcgLineKind::kEndRackGain;
        return {};
    }
    return bad(line_no, fmt::format("cannot read the event \"{}\"", m));
}

std::string nick_of(const std::string& name, int seat, const std::vector<std::string>& taken) {
    std::string nick;
    for (char c : name) nick += (is_space(c) || c == ':' || c == '#' || c == '>') ? '_' : c;
    if (nick.empty()) nick = fmt::format("p{}", seat + 1);
    if (std::find(taken.begin(), taken.end(), nick) != taken.end())
        nick += fmt::format("_{}", seat + 1);
    return nick;
}

// Text in `encoding` (any name iconv knows: "windows-1252", "CP850", "ISO-8859-15", "UTF-16",
// ...) as UTF-8. Errors: an unknown encoding, or bytes that are not text in it (the message
// names the line).
Result<std::string> iconv_to_utf8(std::string_view bytes, const std::string& encoding,
                                  int pragma_line) {
    iconv_t cd = ::iconv_open("UTF-8", encoding.c_str());
    if (cd == reinterpret_cast<iconv_t>(-1))
        return bad(pragma_line,
                   fmt::format("unknown character encoding \"{}\"", encoding.substr(0, 40)));
    std::string out(bytes.size() * 4 + 16, '\0');
    char* in = const_cast<char*>(bytes.data());  // iconv's signature; it does not write there
    std::size_t in_left = bytes.size();
    char* dst = out.data();
    std::size_t out_left = out.size();
    const std::size_t done = ::iconv(cd, &in, &in_left, &dst, &out_left);
    ::iconv_close(cd);
    if (done == static_cast<std::size_t>(-1) || in_left != 0) {
        const std::string_view before = bytes.substr(0, bytes.size() - in_left);
        const int line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
        return bad(line, fmt::format("the text is not {} as declared", encoding.substr(0, 40)));
    }
    out.resize(out.size() - out_left);
    return out;
}

}  // namespace

std::string latin1_to_utf8(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size());
    for (char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x80) {
            out += ch;
        } else {
            out += static_cast<char>(0xC0 | (c >> 6));
            out += static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    return out;
}

bool is_valid_utf8(std::string_view s) {
    return core::is_utf8(s);
}

bool GcgRecord::operator==(const GcgRecord& o) const {
    if (lines.size() != o.lines.size()) return false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        GcgLine a = lines[i], b = o.lines[i];
        a.line = b.line = 0;  // where a line stands in its file is not part of the record
        if (!(a == b)) return false;
    }
    return players == o.players && title == o.title && description == o.description &&
           lexicon == o.lexicon && rules == o.rules && id_authority == o.id_authority &&
           id == o.id && incomplete == o.incomplete && notes == o.notes &&
           final_racks == o.final_racks && other_pragmas == o.other_pragmas;
}

Result<GcgRecord> parse_gcg(std::string_view bytes) {
    if (bytes.size() > kMaxGcgBytes)
        return bad(0, fmt::format("the record is {} bytes; a game record is at most {}",
                                  bytes.size(), kMaxGcgBytes));
    GcgRecord rec;
    bool utf8 = false;
    if (bytes.size() >= 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF") {
        bytes.remove_prefix(3);
        utf8 = true;
    }
    // Text in another encoding is converted first, then read as UTF-8: UTF-16 found by its
    // byte-order mark, any other by the #character-encoding line (ASCII in every encoding
    // that iconv knows and a GCG could be written in).
    std::string converted;
    auto convert = [&](const std::string& encoding, int line) -> Result<void> {
        auto text = iconv_to_utf8(bytes, encoding, line);
        if (!text) return Unexpected<Error>{text.error()};
        if (text->size() > kMaxGcgBytes * 2)
            return bad(0, "the record is too large once converted to UTF-8");
        converted = std::move(*text);
        bytes = converted;
        rec.converted_from = encoding;
        rec.encoding_line = line;
        utf8 = true;
        return {};
    };
    if (bytes.size() >= 2 &&
        (bytes.substr(0, 2) == "\xFF\xFE" || bytes.substr(0, 2) == "\xFE\xFF")) {
        if (auto ok = convert("UTF-16", 0); !ok) return Unexpected<Error>{ok.error()};
        if (bytes.size() >= 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
    }
    std::vector<std::string_view> raw = split_lines(bytes);
    // The encoding line may stand anywhere before text that needs it; look for it first.
    bool declared = false;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const std::string_view l = trim(raw[i]);
        // The pragma's name ends at a blank, as in the pragma reader below: a line such as
        // "#character-encodingrUTF-7" is another pragma (found by the fuzzer).
        if (l.size() > 19 && lower(l.substr(0, 19)) == "#character-encoding" &&
            (l[19] == ' ' || l[19] == '\t')) {
            const std::string enc = lower(trim(l.substr(19)));
            if (enc == "utf-8" || enc == "utf8") {
                utf8 = true;
            } else if (enc == "iso-8859-1" || enc == "latin-1" || enc == "latin1" ||
                       enc == "iso8859-1") {
                utf8 = false;
            } else if (converted.empty()) {
                if (auto ok = convert(std::string(trim(l.substr(19))), static_cast<int>(i) + 1);
                    !ok)
                    return Unexpected<Error>{ok.error()};
                raw = split_lines(bytes);
                i = static_cast<std::size_t>(-1);  // read the converted text's pragmas again
                declared = true;
                continue;
            }
            declared = true;
        }
    }
    bool latin1_but_utf8 = false;
    int last_event = -1;   // index into rec.lines
    bool in_note = false;  // the previous line was a note (continuation lines extend it)
    auto note_target = [&]() -> std::vector<std::string>& {
        return last_event >= 0 ? rec.lines[static_cast<std::size_t>(last_event)].notes : rec.notes;
    };
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const int line_no = static_cast<int>(i) + 1;
        std::string text;
        if (utf8) {
            if (is_valid_utf8(raw[i])) {
                text = std::string(raw[i]);
            } else {
                text = latin1_to_utf8(raw[i]);
                rec.warnings.push_back(
                    fmt::format("line {}: not UTF-8 as declared; read as ISO-8859-1", line_no));
            }
        } else {
            text = latin1_to_utf8(raw[i]);
            if (!declared && !latin1_but_utf8 && text != raw[i] && is_valid_utf8(raw[i]))
                latin1_but_utf8 = true;
        }
        const std::string_view l = trim(text);
        if (l.empty()) {
            continue;
        }
        if (l.front() == '#') {
            in_note = false;
            const auto sp =
                static_cast<std::size_t>(std::find_if(l.begin(), l.end(), is_space) - l.begin());
            const std::string key = lower(l.substr(1, sp - 1));
            const std::string_view value = trim(l.substr(std::min(sp, l.size())));
            if (numbered(key, "player")) {
                const auto n = signed_number(std::string_view(key).substr(6));
                if (!n || *n < 1 || *n > 4)
                    return bad(line_no, fmt::format("#{}: a game has 2 to 4 players", key));
                const auto parts = tokens(value);
                if (parts.empty()) return bad(line_no, "a player needs a nick");
                GcgPlayer p;
                p.nick = std::string(parts.front());
                p.name = std::string(trim(value.substr(parts.front().size())));
                if (p.name.empty()) p.name = p.nick;
                const auto idx = static_cast<std::size_t>(*n - 1);
                if (rec.players.size() <= idx) rec.players.resize(idx + 1);
                if (!rec.players[idx].nick.empty())
                    return bad(line_no, fmt::format("player {} is named twice", *n));
                rec.players[idx] = p;
            } else if (numbered(key, "rack")) {
                const auto n = signed_number(std::string_view(key).substr(4));
                if (!n || *n < 1 || *n > 4)
                    return bad(line_no, fmt::format("#{}: a game has 2 to 4 players", key));
                auto r = read_rack(value);
                if (!r) return bad(line_no, fmt::format("cannot read the rack \"{}\"", value));
                const auto idx = static_cast<std::size_t>(*n - 1);
                if (rec.final_racks.size() <= idx) rec.final_racks.resize(idx + 1);
                rec.final_racks[idx] = *r;
            } else if (key == "title") {
                rec.title = std::string(value);
            } else if (key == "description") {
                rec.description = std::string(value);
            } else if (key == "lexicon") {
                rec.lexicon = std::string(value);
            } else if (key == "rules") {
                rec.rules = std::string(value);
            } else if (key == "id") {
                const auto parts = tokens(value);
                if (!parts.empty()) rec.id_authority = std::string(parts.front());
                if (parts.size() > 1)
                    rec.id = std::string(trim(value.substr(parts.front().size())));
            } else if (key == "incomplete") {
                rec.incomplete = true;
            } else if (key == "note") {
                note_target().push_back(std::string(value));
                in_note = true;
            } else if (key == "character-encoding") {
                // handled above
            } else {
                rec.other_pragmas.emplace_back(key, std::string(value));
            }
            continue;
        }
        if (l.front() != '>') {
            // A note may run over several lines.
            if (in_note && !note_target().empty()) {
                note_target().back() += "\n" + std::string(l);
                continue;
            }
            return bad(line_no, fmt::format("cannot read \"{}\": a line starts with '#' or '>'",
                                            l.substr(0, std::min<std::size_t>(l.size(), 40))));
        }
        in_note = false;
        const std::size_t colon = l.find(':');
        if (colon == std::string_view::npos)
            return bad(line_no, "an event line reads \">nick: ...\"");
        const std::string nick(trim(l.substr(1, colon - 1)));
        auto it = std::find_if(rec.players.begin(), rec.players.end(),
                               [&](const GcgPlayer& p) { return p.nick == nick; });
        if (it == rec.players.end())
            return bad(line_no, fmt::format("no #player line names \"{}\"", nick));
        std::vector<std::string_view> parts = tokens(l.substr(colon + 1));
        if (parts.size() < 3)
            return bad(line_no, "an event ends with its score and the running total");
        const auto total = signed_number(parts.back());
        const auto score = signed_number(parts[parts.size() - 2]);
        if (!total || !score)
            return bad(line_no, "an event ends with its score and the running total");
        parts.resize(parts.size() - 2);
        GcgLine ev;
        ev.line = line_no;
        ev.player = static_cast<int>(it - rec.players.begin());
        ev.score = *score;
        ev.total = *total;
        if (auto ok = read_event(parts, line_no, ev); !ok) return Unexpected<Error>{ok.error()};
        rec.lines.push_back(std::move(ev));
        last_event = static_cast<int>(rec.lines.size()) - 1;
    }
    for (std::size_t p = 0; p < rec.players.size(); ++p)
        if (rec.players[p].nick.empty())
            return bad(0, fmt::format("there is no #player{} line", p + 1));
    for (std::size_t a = 0; a < rec.players.size(); ++a)
        for (std::size_t b = a + 1; b < rec.players.size(); ++b)
            if (rec.players[a].nick == rec.players[b].nick)
                return bad(0, fmt::format("two players have the nick \"{}\"", rec.players[a].nick));
    if (latin1_but_utf8)
        rec.warnings.push_back(
            "no #character-encoding line: read as ISO-8859-1, although the text is also valid "
            "UTF-8");
    return rec;
}

std::string write_gcg(const GcgRecord& rec) {
    std::string out = "#character-encoding UTF-8\n";
    if (!rec.rules.empty()) out += fmt::format("#rules {}\n", rec.rules);
    for (std::size_t p = 0; p < rec.players.size(); ++p)
        out += fmt::format("#player{} {} {}\n", p + 1, rec.players[p].nick, rec.players[p].name);
    if (!rec.title.empty()) out += fmt::format("#title {}\n", rec.title);
    if (!rec.description.empty()) out += fmt::format("#description {}\n", rec.description);
    if (!rec.lexicon.empty()) out += fmt::format("#lexicon {}\n", rec.lexicon);
    if (!rec.id_authority.empty()) out += fmt::format("#id {} {}\n", rec.id_authority, rec.id);
    for (const auto& [key, value] : rec.other_pragmas) out += fmt::format("#{} {}\n", key, value);
    if (rec.incomplete) out += "#incomplete\n";
    auto notes = [&](const std::vector<std::string>& list) {
        for (const std::string& n : list) out += fmt::format("#note {}\n", n);
    };
    notes(rec.notes);
    for (const GcgLine& ev : rec.lines) {
        const std::string& nick = rec.players[static_cast<std::size_t>(ev.player)].nick;
        const std::string rack = ev.rack ? ev.rack->to_string() : std::string();
        std::string move;
        switch (ev.kind) {
            case GcgLineKind::kPlace:
                move = ev.position + " " + ev.word;
                break;
            case GcgLineKind::kExchange:
                move = "-" + (ev.tiles.empty() ? std::to_string(ev.count) : tiles_text(ev.tiles));
                break;
            case GcgLineKind::kPass:
                move = "-";
                break;
            case GcgLineKind::kWithdrawn:
                move = "--";
                break;
            case GcgLineKind::kChallengeBonus:
                move = "(challenge)";
                break;
            case GcgLineKind::kTimePenalty:
                move = "(time)";
                break;
            case GcgLineKind::kProtest:
                move = "(protest)";
                break;
            case GcgLineKind::kJury:
                move = "(jury)";
                break;
            case GcgLineKind::kPenalty:
                move = "(penalty)";
                break;
            case GcgLineKind::kEndRackGain:
            case GcgLineKind::kEndRackLoss:
                move = "(" + ev.counted.to_string() + ")";
                break;
        }
        out += fmt::format(">{}: {} {} {:+d} {}\n", nick, rack, move, ev.score, ev.total);
        notes(ev.notes);
    }
    for (std::size_t p = 0; p < rec.final_racks.size(); ++p)
        if (rec.final_racks[p])
            out += fmt::format("#rack{} {}\n", p + 1, rec.final_racks[p]->to_string());
    return out;
}

GcgRecord gcg_record_for_seat(const game::Game& game, int seat, const GcgWriteOptions& options) {
    GcgRecord record = gcg_record_of(game, options);
    if (game.over()) return record;
    // The record's players are in turn order from the starter (gcg_record_of).
    const int n = game.seats();
    auto seat_of = [&](int player) { return (game.starter() + player) % n; };
    for (GcgLine& line : record.lines) {
        if (seat_of(line.player) == seat) continue;
        line.rack.reset();
        if (line.kind == GcgLineKind::kExchange) line.tiles.clear();
    }
    for (std::size_t k = 0; k < record.final_racks.size(); ++k)
        if (seat_of(static_cast<int>(k)) != seat) record.final_racks[k].reset();
    return record;
}

std::vector<std::string> gcg_nicks(const game::Game& game) {
    std::vector<std::string> nicks;
    for (int s = 0; s < game.seats(); ++s) nicks.push_back(nick_of(game.player_name(s), s, nicks));
    return nicks;
}

GcgRecord gcg_record_of(const game::Game& game, const GcgWriteOptions& options) {
    GcgRecord rec;
    rec.rules = game.rules().name;
    rec.title = options.title;
    rec.description = options.description;
    rec.lexicon = options.lexicon;
    if (!options.id_authority.empty() && !options.id.empty()) {
        rec.id_authority = options.id_authority;
        rec.id = options.id;
    }
    rec.incomplete = !game.over();
    // player1 is the player who started, then the turn order.
    const int n = game.seats();
    const std::vector<std::string> nicks = gcg_nicks(game);
    std::vector<int> index_of(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k) {
        const int seat = (game.starter() + k) % n;
        index_of[static_cast<std::size_t>(seat)] = k;
        rec.players.push_back({nicks[static_cast<std::size_t>(seat)], game.player_name(seat)});
    }
    if (options.starter_draw_note && !game.starter_draw().rounds.empty()) {
        std::string note = "draw for the first player:";
        for (const auto& round : game.starter_draw().rounds) {
            note += " ";
            bool first = true;
            for (const auto& t : round) {
                note += fmt::format(
                    "{}{} {}{}", first ? "" : ", ", nicks[static_cast<std::size_t>(t.seat)],
                    t.tile == core::kBlank ? std::string("?") : core::letter_name(t.tile),
                    t.counted ? "" : " (does not count)");
                first = false;
            }
            note += ";";
        }
        note.pop_back();
        rec.notes.push_back(note);
    }
    std::vector<int> totals(static_cast<std::size_t>(n), 0);
    auto push = [&](GcgLine ev, int seat) {
        ev.player = index_of[static_cast<std::size_t>(seat)];
        int& t = totals[static_cast<std::size_t>(seat)];
        t += ev.score;
        ev.total = t;
        rec.lines.push_back(std::move(ev));
    };
    auto adjustment_line = [&](const game::Adjustment& a) {
        GcgLine ev;
        ev.score = a.points;
        switch (a.kind) {
            case game::AdjustmentKind::kWithdrawn: {
                ev.kind = GcgLineKind::kWithdrawn;
                if (a.turn >= 0) ev.rack = game.turns()[static_cast<std::size_t>(a.turn)].rack;
                break;
            }
            case game::AdjustmentKind::kChallengeBonus:
            case game::AdjustmentKind::kFailedChallenge:
                ev.kind = GcgLineKind::kChallengeBonus;
                break;
            case game::AdjustmentKind::kTime:
                ev.kind = GcgLineKind::kTimePenalty;
                break;
            case game::AdjustmentKind::kProtest:
                ev.kind = GcgLineKind::kProtest;
                break;
            case game::AdjustmentKind::kJury:
                ev.kind = GcgLineKind::kJury;
                break;
            case game::AdjustmentKind::kInvalidChallenged:
            case game::AdjustmentKind::kArbiter:
                ev.kind = GcgLineKind::kPenalty;
                break;
        }
        if (!a.words.empty()) {
            std::string words;
            for (const std::string& w : a.words) words += (words.empty() ? "" : ", ") + w;
            ev.notes.push_back(fmt::format("{}: {}", game::adjustment_kind_name(a.kind), words));
        } else if (!a.note.empty()) {
            ev.notes.push_back(a.note);
        }
        push(std::move(ev), a.seat);
    };
    for (const game::LedgerEntry& e : game.ledger()) {
        if (e.what == game::LedgerEntry::What::kAdjustment) {
            const game::Adjustment& a = game.adjustments()[static_cast<std::size_t>(e.index)];
            if (!a.after_end) adjustment_line(a);
            continue;
        }
        const game::Turn& t = game.turns()[static_cast<std::size_t>(e.index)];
        GcgLine ev;
        ev.rack = t.rack;
        ev.score = t.score;
        switch (t.kind) {
            case game::TurnKind::kPlace:
                ev.kind = GcgLineKind::kPlace;
                ev.position = format_coordinate({t.move.start, t.move.dir}, Notation::kGcg);
                ev.word = format_word(
                    t.move, options.dots_for_through ? MoveStyle::kGcgDots : MoveStyle::kGcg);
                break;
            case game::TurnKind::kExchange:
                ev.kind = GcgLineKind::kExchange;
                ev.count = t.exchanged;
                for (int i = 0; i < t.move.length; ++i)
                    ev.tiles.push_back(t.move.word[static_cast<std::size_t>(i)]);
                break;
            case game::TurnKind::kPass:
            case game::TurnKind::kLostTurn:
            case game::TurnKind::kBlankSwap:
                ev.kind = GcgLineKind::kPass;
                if (t.kind == game::TurnKind::kLostTurn)
                    ev.notes.push_back("turn lost: the challenged play was valid");
                if (t.kind == game::TurnKind::kBlankSwap)
                    ev.notes.push_back(
                        fmt::format("blank on {} swapped (house rule; not replayable)",
                                    square_name(t.blank_swap)));
                break;
        }
        if (t.redeal_after)
            ev.notes.push_back("both passed in the first two turns: both racks are dealt anew");
        push(std::move(ev), t.seat);
    }
    for (const game::EndRackEntry& r : game.end_racks()) {
        GcgLine ev;
        ev.kind = r.gains ? GcgLineKind::kEndRackGain : GcgLineKind::kEndRackLoss;
        ev.counted = r.rack;
        if (!r.gains) ev.rack = r.rack;
        ev.score = r.points;
        push(std::move(ev), r.seat);
    }
    const game::GameResult result = game.result();
    for (int s = 0; s < n && !result.seats.empty(); ++s) {
        const int overtime = result.seats[static_cast<std::size_t>(s)].overtime;
        if (overtime == 0) continue;
        GcgLine ev;
        ev.kind = GcgLineKind::kTimePenalty;
        ev.score = overtime;
        ev.notes.push_back("over time on the clock");
        push(std::move(ev), s);
    }
    for (const game::Adjustment& a : game.adjustments())
        if (a.after_end) adjustment_line(a);
    if (!game.over()) {
        rec.final_racks.resize(static_cast<std::size_t>(n));
        for (int s = 0; s < n; ++s)
            rec.final_racks[static_cast<std::size_t>(index_of[static_cast<std::size_t>(s)])] =
                game.rack(s);
    }
    return rec;
}

Result<core::Move> parse_gcg_play(std::string_view position, std::string_view word,
                                  const core::Board& board) {
    auto move = parse_move(fmt::format("{} {}", position, word), board, Notation::kGcg);
    if (!move) return move;
    core::Move m = *move;
    // Plain letters on occupied squares are tiles already there.
    for (int i = 0; i < m.length; ++i) {
        if (m.is_through(i)) continue;
        const int sq = m.square(i);
        if (board.empty(sq)) continue;
        const Letter written = core::letter_of(m.word[static_cast<std::size_t>(i)]);
        const Letter reads = board.reads(m.dir, sq);
        const Letter tile = core::letter_of(board.tile(sq));
        if (written != reads && written != tile && reads != core::kUnfixed)
            return make_error("through_mismatch",
                              fmt::format("{} holds {}, not {}", square_name(sq),
                                          core::letter_name(reads), core::letter_name(written)));
        const Letter reading = reads == core::kUnfixed ? written : reads;
        m.word[static_cast<std::size_t>(i)] = static_cast<Letter>(
            core::kThroughBit | reading | (board.is_blank(sq) ? core::kBlankBit : 0));
    }
    m.tiles_used = static_cast<std::uint8_t>(core::tiles_taken(m).size());
    return m;
}

}  // namespace letterzak::formats
