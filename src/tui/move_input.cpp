#include "tui/move_input.hpp"

#include <cctype>
#include <optional>

#include "core/placement.hpp"
#include "formats/notation.hpp"

namespace letterzak::tui {

using core::Letter;

namespace {

Unexpected<Message> refuse(Text t, std::vector<std::pair<std::string, std::string>> args = {}) {
    return Unexpected<Message>{Message(t, std::move(args))};
}

// One character as typed, for a message: a whole UTF-8 sequence, not one byte of it.
std::string char_at(std::string_view s, std::size_t i) {
    std::size_t n = 1;
    while (i + n < s.size() && (static_cast<unsigned char>(s[i + n]) & 0xC0) == 0x80) ++n;
    return std::string(s.substr(i, n));
}

bool is_ascii_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// One letter at the front of text: "a", "A", "[ij]", and under the IJ-tile reading "ij".
// Returns the letter and the characters used.
std::optional<std::pair<Letter, std::size_t>> read_letter(std::string_view text,
                                                          const core::RuleSet& rules) {
    if (text.empty()) return std::nullopt;
    const bool ij_tile = rules.reading == core::WordReading::kIjDigraph;
    if (ij_tile && text.size() >= 2 && std::tolower(static_cast<unsigned char>(text[0])) == 'i' &&
        std::tolower(static_cast<unsigned char>(text[1])) == 'j')
        return std::pair<Letter, std::size_t>{core::kLetterIJ, 2};
    if (text[0] == '[') {
        std::string upper;
        for (char c : text.substr(0, std::min<std::size_t>(text.size(), 4)))
            upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        const auto tok = core::read_letter_token(upper);
        if (!tok) return std::nullopt;
        return std::pair<Letter, std::size_t>{tok->letter, tok->length};
    }
    if (!is_ascii_letter(text[0])) return std::nullopt;
    const auto tok = core::read_letter_token(text.substr(0, 1));
    if (!tok) return std::nullopt;
    return std::pair<Letter, std::size_t>{tok->letter, 1};
}

Letter through_entry(const core::Board& board, core::Direction dir, int sq, Letter typed) {
    const Letter reads = board.reads(dir, sq);
    const Letter reading = reads == core::kUnfixed && typed != 0 ? typed : reads;
    return static_cast<Letter>(core::kThroughBit | reading |
                               (board.is_blank(sq) ? core::kBlankBit : 0));
}

Letter placed_entry(const TypedTile& t) {
    return static_cast<Letter>(t.letter | (t.blank ? core::kBlankBit : 0));
}

// Whether the square holds a tile that reads as `typed` (an open woordspel blank reads as any).
bool board_matches(const core::Board& board, core::Direction dir, int sq, Letter typed) {
    const Letter reads = board.reads(dir, sq);
    return typed == 0 || reads == core::kUnfixed || reads == typed;
}

struct Candidate {
    std::optional<core::Move> move;
    std::optional<Message> problem;
};

core::Move start_move(const formats::Coordinate& c) {
    core::Move m;
    m.kind = core::MoveKind::kPlace;
    m.dir = c.dir;
    m.start = static_cast<std::uint8_t>(c.square);
    return m;
}

// Squares left on the board from `square` along `dir`, the square included.
int room_from(int square, core::Direction dir) {
    return dir == core::Direction::kHorizontal ? core::kBoardSize - core::col_of(square)
                                               : core::kBoardSize - core::row_of(square);
}

Message off_board(const formats::Coordinate& c) {
    return Message(Text::kRunsOffBoard,
                   {{"coord", formats::format_coordinate(c, formats::Notation::kDutch)},
                    {"room", std::to_string(room_from(c.square, c.dir))}});
}

std::string letter_text(Letter l) {
    return core::letter_name(core::letter_of(l));
}

// A reading's move once every typed letter has its square: refused when none of them is a
// tile from the rack.
Candidate finished(core::Move m, int placed) {
    Candidate out;
    if (placed == 0) {
        out.problem = Message(Text::kNothingPlaced);
        return out;
    }
    m.tiles_used = static_cast<std::uint8_t>(placed);
    out.move = m;
    return out;
}

// Reading 1: every typed letter stands on its own square, tiles on the board included.
Candidate typed_in_place(const formats::Coordinate& c, const std::vector<TypedTile>& typed,
                         const core::Board& board) {
    Candidate out;
    core::Move m = start_move(c);
    if (static_cast<int>(typed.size()) > room_from(c.square, c.dir)) {
        out.problem = off_board(c);
        return out;
    }
    int placed = 0;
    for (const TypedTile& t : typed) {
        const int sq = m.start + m.length * core::step_of(m.dir);
        Letter entry;
        if (!board.empty(sq)) {
            if (!board_matches(board, m.dir, sq, t.letter)) {
                out.problem =
                    Message(Text::kThroughMismatch, {{"square", formats::square_name(sq)},
                                                     {"board", letter_text(board.reads(m.dir, sq))},
                                                     {"typed", letter_text(t.letter)}});
                return out;
            }
            entry = through_entry(board, m.dir, sq, t.letter);
        } else {
            if (t.on_board) {
                out.problem = Message(Text::kThroughEmpty, {{"square", formats::square_name(sq)}});
                return out;
            }
            entry = placed_entry(t);
            ++placed;
        }
        m.word[m.length++] = entry;
    }
    return finished(m, placed);
}

// Reading 2: the typed letters go on the empty squares; tiles on the board are skipped (and
// may still be named in parentheses where they lie).
Candidate board_tiles_skipped(const formats::Coordinate& c, const std::vector<TypedTile>& typed,
                              const core::Board& board) {
    Candidate out;
    core::Move m = start_move(c);
    const int room = room_from(c.square, c.dir);
    int placed = 0;
    for (const TypedTile& t : typed) {
        if (t.on_board) {
            if (m.length >= room) {
                out.problem = off_board(c);
                return out;
            }
            const int sq = m.start + m.length * core::step_of(m.dir);
            if (board.empty(sq)) {
                out.problem = Message(Text::kThroughEmpty, {{"square", formats::square_name(sq)}});
                return out;
            }
            if (!board_matches(board, m.dir, sq, t.letter)) {
                out.problem =
                    Message(Text::kThroughMismatch, {{"square", formats::square_name(sq)},
                                                     {"board", letter_text(board.reads(m.dir, sq))},
                                                     {"typed", letter_text(t.letter)}});
                return out;
            }
            m.word[m.length++] = through_entry(board, m.dir, sq, t.letter);
            continue;
        }
        while (m.length < room && !board.empty(m.start + m.length * core::step_of(m.dir))) {
            const int sq = m.start + m.length * core::step_of(m.dir);
            m.word[m.length++] = through_entry(board, m.dir, sq, 0);
        }
        if (m.length >= room) {
            out.problem = off_board(c);
            return out;
        }
        m.word[m.length++] = placed_entry(t);
        ++placed;
    }
    return finished(m, placed);
}

std::string rack_text(const core::Rack& rack) {
    const std::vector<Letter> tiles = rack.tiles();
    return tiles_text(tiles);
}

}  // namespace

std::string tiles_text(std::span<const Letter> tiles) {
    std::string s;
    for (Letter l : tiles)
        s += l == core::kBlank ? std::string("?") : core::letter_name(core::letter_of(l));
    return s;
}

Result<std::vector<TypedTile>, Message> read_typed_word(std::string_view word,
                                                        const core::RuleSet& rules) {
    std::vector<TypedTile> out;
    bool in_parens = false;
    std::size_t i = 0;
    while (i < word.size()) {
        const char c = word[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
            continue;
        }
        if (c == '(') {
            if (in_parens) return refuse(Text::kBadParens);
            in_parens = true;
            ++i;
            continue;
        }
        if (c == ')') {
            if (!in_parens) return refuse(Text::kBadParens);
            in_parens = false;
            ++i;
            continue;
        }
        if (out.size() >= static_cast<std::size_t>(core::kMaxWord))
            return refuse(Text::kRunsOffBoard,
                          {{"coord", "?"}, {"room", std::to_string(core::kMaxWord)}});
        TypedTile t;
        t.on_board = in_parens;
        if (c == '.') {
            t.on_board = true;
            ++i;
            out.push_back(t);
            continue;
        }
        if (c == '?') {
            const auto l = read_letter(word.substr(i + 1), rules);
            if (!l) return refuse(Text::kBlankNeedsLetter);
            t.blank = true;
            t.letter = l->first;
            i += 1 + l->second;
        } else {
            const auto l = read_letter(word.substr(i), rules);
            if (!l) return refuse(Text::kBadLetter, {{"char", char_at(word, i)}});
            t.letter = l->first;
            i += l->second;
        }
        if (!rules.tiles->has_letter(t.letter))
            return refuse(Text::kBadLetter, {{"char", core::letter_name(t.letter)}});
        out.push_back(t);
    }
    if (in_parens) return refuse(Text::kBadParens);
    return out;
}

Result<core::Move, Message> read_placement(std::string_view coordinate, std::string_view word,
                                           const core::Board& board, const core::RuleSet& rules,
                                           const core::Rack& rack) {
    const auto coord = formats::parse_coordinate(coordinate, formats::Notation::kDutch);
    if (!coord) return refuse(Text::kBadCoordinate, {{"coord", std::string(coordinate)}});
    auto typed = read_typed_word(word, rules);
    if (!typed) return Unexpected<Message>{typed.error()};
    if (typed->empty())
        return refuse(Text::kEmptyMove,
                      {{"coord", formats::format_coordinate(*coord, formats::Notation::kDutch)}});

    // Typed where they lie first; the skipping reading only when that one is not a move. A
    // refusal always explains the first reading, the one the notation means.
    const Candidate readings[] = {typed_in_place(*coord, *typed, board),
                                  board_tiles_skipped(*coord, *typed, board)};
    std::optional<Message> first_refusal;
    for (const Candidate& c : readings) {
        if (!c.move) continue;
        auto placement = core::validate_placement(board, rules, rack, *c.move);
        if (placement) return placement->move;
        if (&c == &readings[0])
            first_refusal = placement_refusal(placement.error(), *c.move, board, rack, rules);
    }
    if (first_refusal) return Unexpected<Message>{*first_refusal};
    return Unexpected<Message>{*readings[0].problem};
}

Message placement_refusal(const Error& error, const core::Move& move, const core::Board& board,
                          const core::Rack& rack, const core::RuleSet& rules) {
    const std::string& code = error.code;
    if (code == core::refusal::kNotOnRack) {
        core::Rack left = rack;
        std::vector<Letter> missing;
        for (int i = 0; i < move.length; ++i) {
            if (move.is_through(i)) continue;
            const Letter e = move.word[static_cast<std::size_t>(i)];
            const Letter need = core::rack_letter(e);
            if (!left.remove_if_present(need)) missing.push_back(need);
        }
        return Message(Text::kNotOnRack,
                       {{"missing", tiles_text(missing)}, {"rack", rack_text(rack)}});
    }
    if (code == core::refusal::kFirstMoveTooShort)
        return Message(Text::kFirstMoveTooShort,
                       {{"n", std::to_string(rules.first_move_min_tiles)}});
    if (code == core::refusal::kOffBoard) return off_board({move.start, move.dir});
    if (code == core::refusal::kSquareOccupied || code == core::refusal::kThroughMismatch) {
        for (int i = 0; i < move.length; ++i) {
            const int sq = move.square(i);
            if (sq >= core::kSquares) break;
            const Letter e = move.word[static_cast<std::size_t>(i)];
            if (!move.is_through(i) && !board.empty(sq))
                return Message(Text::kSquareOccupied, {{"square", formats::square_name(sq)}});
            if (move.is_through(i) && board.empty(sq))
                return Message(Text::kThroughEmpty, {{"square", formats::square_name(sq)}});
            if (move.is_through(i) && !board_matches(board, move.dir, sq, core::letter_of(e)))
                return Message(Text::kThroughMismatch,
                               {{"square", formats::square_name(sq)},
                                {"board", letter_text(board.reads(move.dir, sq))},
                                {"typed", letter_text(e)}});
        }
    }
    if (code == core::refusal::kUnknownLetter) return Message(Text::kBadLetter, {{"char", "?"}});
    if (auto m = refusal_message(code)) return std::move(*m);
    return Message(Text::kRefusedOther, {{"code", code}, {"why", error.message}});
}

Result<std::vector<Letter>, Message> read_exchange(std::string_view text, const core::Rack& rack,
                                                   const core::RuleSet& rules) {
    std::string lowered;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            lowered += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lowered.empty()) return refuse(Text::kExchangeNeedsTiles);
    if (lowered == "alles" || lowered == "all" || lowered == "*") return rack.tiles();
    std::vector<Letter> tiles;
    std::size_t i = 0;
    while (i < lowered.size()) {
        if (lowered[i] == '?') {
            tiles.push_back(core::kBlank);
            ++i;
            continue;
        }
        auto l = read_letter(std::string_view(lowered).substr(i), rules);
        // "ij" on a rack without the IJ tile means an I and a J.
        if (l && l->first == core::kLetterIJ && l->second == 2 && rack.count(core::kLetterIJ) == 0)
            l = read_letter(std::string_view(lowered).substr(i, 1), rules);
        if (!l || !rules.tiles->has_letter(l->first))
            return refuse(Text::kBadLetter, {{"char", char_at(lowered, i)}});
        tiles.push_back(l->first);
        i += l->second;
    }
    core::Rack left = rack;
    std::vector<Letter> missing;
    for (Letter l : tiles)
        if (!left.remove_if_present(l)) missing.push_back(l);
    if (!missing.empty())
        return refuse(Text::kExchangeNotOnRack,
                      {{"missing", tiles_text(missing)}, {"rack", rack_text(rack)}});
    return tiles;
}

}  // namespace letterzak::tui
