#include "server/move_request.hpp"

#include <fmt/format.h>

#include <cctype>
#include <utility>
#include <vector>

#include "core/placement.hpp"
#include "formats/json_read.hpp"
#include "formats/notation.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

Unexpected<Error> bad(std::string message) {
    return make_error("bad_request", std::move(message));
}

Result<core::Move> parse_placement(const json& body, const core::Board& board,
                                   const core::RuleSet& rules) {
    if (formats::has_field(body, "move")) {
        std::string text;
        if (!formats::read_field(body, "move", text))
            return bad("'move' must be a string such as \"8H TREIN\"");
        if (text.size() > 64) return bad("'move' is too long");
        auto m = formats::parse_move(text, board, formats::Notation::kGcg);
        if (!m) return Unexpected<Error>{m.error()};
        if (m->kind != core::MoveKind::kPlace) return bad("'move' must be a placement");
        return m;
    }
    if (!formats::has_field(body, "tiles") || !body["tiles"].is_array())
        return bad("a placement needs 'tiles': [{\"square\":…,\"letter\":…}]");
    const json& list = body["tiles"];
    if (list.empty()) return make_error(std::string(core::refusal::kNoTiles), "no tiles placed");
    if (list.size() > static_cast<std::size_t>(core::kBoardSize))
        return bad("more tiles than fit in a line");
    std::vector<std::pair<int, core::Letter>> tiles;
    for (const json& t : list) {
        if (!t.is_object()) return bad("each tile must be an object with 'square' and 'letter'");
        if (!formats::has_field(t, "square") || !formats::has_field(t, "letter"))
            return bad("each tile needs 'square' and 'letter'");
        auto square = parse_square(t["square"]);
        if (!square) return Unexpected<Error>{square.error()};
        auto l = parse_letter(t["letter"], rules, false);
        if (!l) return Unexpected<Error>{l.error()};
        bool blank = false;
        if (!formats::read_field(t, "blank", blank)) return bad("'blank' must be true or false");
        tiles.emplace_back(*square, blank ? static_cast<core::Letter>(*l | core::kBlankBit) : *l);
    }
    return core::move_from_tiles(board, tiles);
}

}  // namespace

Result<core::Letter> parse_letter(const json& value, const core::RuleSet& rules, bool blank_ok) {
    std::string s;
    if (!formats::read_as(value, s)) return bad("a letter must be a string such as \"A\"");
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    core::Letter l = 0;
    if (s == "?" && blank_ok) return core::kBlank;
    if (s.size() == 1 && s[0] >= 'A' && s[0] <= 'Z') {
        l = static_cast<core::Letter>(s[0] - 'A' + 1);
    } else if (s == "IJ" || s == "[IJ]") {
        l = core::kLetterIJ;
    } else {
        return make_error(std::string(core::refusal::kUnknownLetter),
                          fmt::format("'{}' is not a letter", s.substr(0, 8)));
    }
    if (!rules.tiles->has_letter(l))
        return make_error(
            std::string(core::refusal::kUnknownLetter),
            fmt::format("the {} tiles have no {}", rules.tiles->name, core::letter_name(l)));
    return l;
}

Result<int> parse_square(const json& value) {
    if (value.is_number()) {
        std::int64_t sq = -1;
        // A fraction is no square number; a whole number beyond int64 is off the board too.
        if (!formats::read_as(value, sq) && !value.is_number_unsigned())
            return bad("a square must be a number 0–224 or a name such as \"H8\"");
        if (sq < 0 || sq >= core::kSquares)
            return make_error(std::string(core::refusal::kOffBoard), "the square is off the board");
        return static_cast<int>(sq);
    }
    if (std::string name; formats::read_as(value, name)) {
        if (name.size() > 4)
            return make_error(std::string(core::refusal::kOffBoard), "not a square name");
        // A square name is a Dutch coordinate ("H8": column letter, then row) without its
        // direction.
        auto c = formats::parse_coordinate(name, formats::Notation::kDutch);
        if (!c || c->dir != core::Direction::kHorizontal)
            return make_error(std::string(core::refusal::kOffBoard),
                              fmt::format("'{}' is not a square such as H8", name));
        return c->square;
    }
    return bad("a square must be a number 0–224 or a name such as \"H8\"");
}

Result<CommandHeader> parse_command_header(const json& body) {
    if (!body.is_object()) return bad("the body must be a JSON object");
    CommandHeader header;
    if (!formats::has_field(body, "type")) return bad("'type' is missing");
    if (!formats::read_field(body, "type", header.type))
        return bad(fmt::format("'type' must be a string such as \"place\", not {}",
                               body["type"].dump().substr(0, 20)));
    if (formats::has_field(body, "version")) {
        std::size_t version = 0;
        if (!formats::read_field(body, "version", version)) {
            const json& v = body["version"];
            if (v.is_number_integer())  // a whole number that is no count: a negative one
                return bad(
                    fmt::format("'version' counts the game's events: it cannot be negative ({})",
                                v.get<std::int64_t>()));
            return bad(
                fmt::format("'version' must be a whole number, not {}", v.dump().substr(0, 20)));
        }
        header.version = version;
    }
    return header;
}

Result<core::Move> parse_move_request(const json& body, const core::Board& board,
                                      const core::RuleSet& rules) {
    if (!body.is_object()) return bad("the body must be a JSON object");
    std::string kind;
    if (!formats::read_field(body, "type", kind) || kind.empty())
        return bad("'type' must be \"place\", \"exchange\" or \"pass\"");
    if (kind == "pass") return core::Move::pass();
    if (kind == "place") return parse_placement(body, board, rules);
    if (kind == "exchange") {
        if (!formats::has_field(body, "tiles")) return bad("an exchange needs 'tiles'");
        const json& given = body["tiles"];
        std::vector<json> items;
        if (std::string s; formats::read_as(given, s)) {
            if (s.size() > static_cast<std::size_t>(core::kMaxWord) * 4)
                return bad("too many tiles");
            for (std::size_t i = 0; i < s.size(); ++i) {
                if (s[i] == '[') {
                    const auto close = s.find(']', i);
                    if (close == std::string::npos) return bad("an unclosed '[' in the tiles");
                    items.emplace_back(s.substr(i, close - i + 1));
                    i = close;
                } else {
                    items.emplace_back(std::string(1, s[i]));
                }
            }
        } else if (given.is_array()) {
            items.assign(given.begin(), given.end());
        } else {
            return bad("'tiles' must be a list of letters or a string such as \"EE?\"");
        }
        if (items.empty())
            return make_error("exchange_tiles", "an exchange needs at least one tile");
        if (items.size() > static_cast<std::size_t>(core::kMaxWord))
            return make_error("exchange_tiles", "more tiles than a rack holds");
        core::Move m;
        m.kind = core::MoveKind::kExchange;
        for (const json& item : items) {
            auto l = parse_letter(item, rules, true);
            if (!l) return Unexpected<Error>{l.error()};
            m.word[m.length++] = *l;
        }
        return m;
    }
    return bad(fmt::format("unknown move type '{}'", kind.substr(0, 20)));
}

}  // namespace letterzak::server
