#include "core/placement.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace letterzak::core {
namespace {

Unexpected<Error> refuse(std::string_view code, std::string message) {
    return make_error(std::string(code), std::move(message));
}

bool on_board(int row, int col) {
    return row >= 0 && row < kBoardSize && col >= 0 && col < kBoardSize;
}

// The coordinate along the line (column for horizontal, row for vertical).
int along(Direction d, int sq) {
    return d == Direction::kHorizontal ? col_of(sq) : row_of(sq);
}

std::string square_name(int sq) {
    return fmt::format("{}{}", static_cast<char>('A' + col_of(sq)), row_of(sq) + 1);
}

// The word through `sq` along `d`, with the tiles of `move` taken as placed. The line is
// scanned outwards from sq over occupied squares; `placed` gives the new tiles by square.
FormedWord word_through(const Board& board, const std::array<Letter, kSquares>& placed, Direction d,
                        int sq) {
    const int step = step_of(d);
    auto occupied = [&](int s) {
        return placed[static_cast<std::size_t>(s)] != 0 || !board.empty(s);
    };
    int first = sq;
    while (along(d, first) > 0 && occupied(first - step)) first -= step;
    FormedWord w;
    w.dir = d;
    w.start = first;
    for (int s = first;; s += step) {
        const Letter p = placed[static_cast<std::size_t>(s)];
        Letter t;
        if (p != 0) {
            t = p;  // a new tile reads as its letter, both ways (per-direction: see below)
            w.new_mask = static_cast<std::uint16_t>(w.new_mask | (1U << w.length));
        } else {
            t = static_cast<Letter>(board.reads(d, s) | (board.is_blank(s) ? kBlankBit : 0));
        }
        w.tiles[static_cast<std::size_t>(w.length++)] = t;
        if (along(d, s) == kBoardSize - 1 || !occupied(s + step)) break;
    }
    return w;
}

Letter board_entry(const Board& board, Direction d, int s) {
    return static_cast<Letter>(kThroughBit | board.reads(d, s) |
                               (board.is_blank(s) ? kBlankBit : 0));
}

// Grows a placement over the board tiles directly before and after it.
void extend_over_neighbours(const Board& board, Move& move) {
    const int step = step_of(move.dir);
    while (along(move.dir, move.start) > 0 && !board.empty(move.start - step)) {
        for (int i = move.length; i > 0; --i)
            move.word[static_cast<std::size_t>(i)] = move.word[static_cast<std::size_t>(i - 1)];
        move.start = static_cast<std::uint8_t>(move.start - step);
        move.word[0] = board_entry(board, move.dir, move.start);
        ++move.length;
    }
    while (along(move.dir, move.square(move.length - 1)) < kBoardSize - 1 &&
           !board.empty(move.square(move.length - 1) + step)) {
        const int s = move.square(move.length - 1) + step;
        move.word[static_cast<std::size_t>(move.length++)] = board_entry(board, move.dir, s);
    }
}

}  // namespace

Result<Move> move_from_tiles(const Board& board, std::span<const std::pair<int, Letter>> tiles) {
    if (tiles.empty()) return refuse(refusal::kNoTiles, "no tiles placed");
    std::vector<std::pair<int, Letter>> sorted(tiles.begin(), tiles.end());
    for (const auto& [sq, tile] : sorted) {
        if (sq < 0 || sq >= kSquares)
            return refuse(refusal::kOffBoard, fmt::format("square {} is off the board", sq));
        if (!board.empty(sq))
            return refuse(refusal::kSquareOccupied,
                          fmt::format("{} is already occupied", square_name(sq)));
        if (!is_letter(letter_of(tile)))
            return refuse(refusal::kUnknownLetter, "a placed tile has no letter");
    }
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 1; i < sorted.size(); ++i)
        if (sorted[i].first == sorted[i - 1].first)
            return refuse(refusal::kDuplicateSquare,
                          fmt::format("two tiles on {}", square_name(sorted[i].first)));
    const int first = sorted.front().first;
    const int last = sorted.back().first;
    Direction dir = Direction::kHorizontal;
    if (sorted.size() > 1) {
        if (std::all_of(sorted.begin(), sorted.end(),
                        [&](const auto& t) { return row_of(t.first) == row_of(first); }))
            dir = Direction::kHorizontal;
        else if (std::all_of(sorted.begin(), sorted.end(),
                             [&](const auto& t) { return col_of(t.first) == col_of(first); }))
            dir = Direction::kVertical;
        else
            return refuse(refusal::kNotInLine, "the tiles are not in one row or column");
    } else {
        // One tile: the direction in which it forms a word (horizontal when both do).
        const int r = row_of(first), c = col_of(first);
        const bool h =
            (c > 0 && !board.empty(first - 1)) || (c < kBoardSize - 1 && !board.empty(first + 1));
        const bool v = (r > 0 && !board.empty(first - kBoardSize)) ||
                       (r < kBoardSize - 1 && !board.empty(first + kBoardSize));
        dir = (!h && v) ? Direction::kVertical : Direction::kHorizontal;
    }
    const int step = step_of(dir);
    Move move;
    move.kind = MoveKind::kPlace;
    move.dir = dir;
    std::size_t next = 0;
    for (int s = first; s <= last; s += step) {
        Letter entry;
        if (next < sorted.size() && sorted[next].first == s) {
            entry = sorted[next++].second;
        } else if (!board.empty(s)) {
            entry = board_entry(board, dir, s);
        } else {
            return refuse(refusal::kGap,
                          fmt::format("gap at {} between the placed tiles", square_name(s)));
        }
        move.word[static_cast<std::size_t>(move.length++)] = entry;
    }
    move.start = static_cast<std::uint8_t>(first);
    move.tiles_used = static_cast<std::uint8_t>(sorted.size());
    return move;
}

std::vector<FormedWord> formed_words(const Board& board, const RuleSet& rules, const Move& move) {
    std::array<Letter, kSquares> placed{};
    int any_new = -1;
    for (int i = 0; i < move.length; ++i) {
        if (move.is_through(i)) continue;
        placed[static_cast<std::size_t>(move.square(i))] = move.word[static_cast<std::size_t>(i)];
        any_new = move.square(i);
    }
    std::vector<FormedWord> words;
    if (any_new < 0) return words;
    FormedWord main = word_through(board, placed, move.dir, any_new);
    // Through tiles keep the reading the move chose (it may fix an unfixed woordspel blank).
    for (int i = 0; i < main.length; ++i) {
        const int offset = (main.square(i) - move.start) / step_of(move.dir);
        if (offset >= 0 && offset < move.length && move.is_through(offset))
            main.tiles[static_cast<std::size_t>(i)] =
                static_cast<Letter>(move.word[static_cast<std::size_t>(offset)] & ~kThroughBit);
    }
    if (main.length >= 2) words.push_back(main);
    const Direction cross = other(move.dir);
    for (int i = 0; i < move.length; ++i) {
        if (move.is_through(i)) continue;
        FormedWord w = word_through(board, placed, cross, move.square(i));
        if (w.length < 2) continue;
        // Under blank_per_direction a new blank's letter across is still open: any letter.
        if (rules.blank_per_direction && is_blank_tile(move.word[static_cast<std::size_t>(i)])) {
            for (int k = 0; k < w.length; ++k)
                if (w.square(k) == move.square(i))
                    w.tiles[static_cast<std::size_t>(k)] =
                        static_cast<Letter>(kUnfixed | kBlankBit);
        }
        words.push_back(w);
    }
    return words;
}

Result<Placement> validate_placement(const Board& board, const RuleSet& rules, const Rack& rack,
                                     const Move& move_in) {
    if (move_in.kind != MoveKind::kPlace || move_in.length == 0)
        return refuse(refusal::kNoTiles, "not a placement");
    Move move = move_in;
    const int r0 = row_of(move.start), c0 = col_of(move.start);
    const int r1 = move.dir == Direction::kVertical ? r0 + move.length - 1 : r0;
    const int c1 = move.dir == Direction::kHorizontal ? c0 + move.length - 1 : c0;
    if (move.start >= kSquares || !on_board(r1, c1))
        return refuse(refusal::kOffBoard, "the word runs off the board");

    // Squares: new tiles on empty squares, through tiles on the tiles they name.
    int tiles_used = 0;
    Rack need;
    for (int i = 0; i < move.length; ++i) {
        const int sq = move.square(i);
        const Letter entry = move.word[static_cast<std::size_t>(i)];
        if (move.is_through(i)) {
            if (board.empty(sq))
                return refuse(
                    refusal::kThroughMismatch,
                    fmt::format("{} is empty, but the move reads a tile there", square_name(sq)));
            const Letter on_board_reads = board.reads(move.dir, sq);
            const Letter claimed = letter_of(entry);
            if (on_board_reads != kUnfixed && claimed != kUnfixed && claimed != on_board_reads)
                return refuse(refusal::kThroughMismatch,
                              fmt::format("{} holds {}, not {}", square_name(sq),
                                          letter_name(on_board_reads), letter_name(claimed)));
            // Normalise the entry to the board's own tile, keeping a chosen reading.
            const Letter reading = on_board_reads == kUnfixed ? claimed : on_board_reads;
            move.word[static_cast<std::size_t>(i)] =
                static_cast<Letter>(kThroughBit | reading | (board.is_blank(sq) ? kBlankBit : 0));
            continue;
        }
        if (!board.empty(sq))
            return refuse(refusal::kSquareOccupied,
                          fmt::format("{} is already occupied", square_name(sq)));
        const Letter l = letter_of(entry);
        if (!is_letter(l) || !rules.tiles->has_letter(l))
            return refuse(refusal::kUnknownLetter, fmt::format("the tile set {} has no letter {}",
                                                               rules.tiles->name, letter_name(l)));
        need.add(rack_letter(entry));
        ++tiles_used;
    }
    if (tiles_used == 0) return refuse(refusal::kNoTiles, "the move places no tiles");
    for (int l = 0; l < kLetterSlots; ++l) {
        const auto letter = static_cast<Letter>(l);
        if (need.count(letter) > rack.count(letter))
            return refuse(refusal::kNotOnRack,
                          fmt::format("the rack {} does not hold {}", rack.to_string(),
                                      letter == kBlank ? std::string("a blank")
                                                       : fmt::format("{}× {}", need.count(letter),
                                                                     letter_name(letter))));
    }
    move.tiles_used = static_cast<std::uint8_t>(tiles_used);

    // The word formed is the whole run, whatever the notation showed.
    const int step = step_of(move.dir);
    extend_over_neighbours(board, move);

    // A single tile is one move whichever way it was written: across when it forms a word
    // across, else down.
    if (tiles_used == 1 && !(move.dir == Direction::kHorizontal && move.length >= 2)) {
        int sq = move.start;
        for (int i = 0; i < move.length; ++i)
            if (!move.is_through(i)) sq = move.square(i);
        const Letter tile = move.word[static_cast<std::size_t>((sq - move.start) / step)];
        Move across;
        across.kind = MoveKind::kPlace;
        across.dir = Direction::kHorizontal;
        across.start = static_cast<std::uint8_t>(sq);
        across.length = 1;
        across.tiles_used = 1;
        across.word[0] = tile;
        extend_over_neighbours(board, across);
        if (across.length >= 2) {
            move = across;
        } else if (move.dir == Direction::kHorizontal) {
            Move down = across;
            down.dir = Direction::kVertical;
            extend_over_neighbours(board, down);
            move = down;
        }
    }

    // First move: through the centre, long enough. Later moves: touching the board.
    if (board.is_empty_board()) {
        bool covers_center = false;
        for (int i = 0; i < move.length; ++i)
            covers_center |= move.square(i) == rules.layout->center;
        if (!covers_center)
            return refuse(refusal::kFirstMoveOffCenter,
                          fmt::format("the first word must cover the centre square {}",
                                      square_name(rules.layout->center)));
        if (tiles_used < rules.first_move_min_tiles)
            return refuse(refusal::kFirstMoveTooShort,
                          fmt::format("the first word needs at least {} letters",
                                      rules.first_move_min_tiles));
    }

    std::vector<FormedWord> words = formed_words(board, rules, move);
    if (!board.is_empty_board()) {
        bool connected = false;
        for (int i = 0; i < move.length; ++i) connected |= move.is_through(i);
        for (const FormedWord& w : words) connected |= w.new_mask != (1U << w.length) - 1U;
        if (!connected)
            return refuse(refusal::kNotConnected,
                          "the word must connect to the tiles on the board");
    }
    if (words.empty()) return refuse(refusal::kNoWord, "the move forms no word of two letters");
    return Placement{move, std::move(words)};
}

void apply_placement(Board& board, const RuleSet& rules, const Move& move) {
    for (int i = 0; i < move.length; ++i) {
        const int sq = move.square(i);
        const Letter entry = move.word[static_cast<std::size_t>(i)];
        if (move.is_through(i)) {
            if (board.reads(move.dir, sq) == kUnfixed && letter_of(entry) != kUnfixed)
                board.set_reading(move.dir, sq, letter_of(entry));
            continue;
        }
        const Letter l = letter_of(entry);
        const Letter cross_reading =
            is_blank_tile(entry) && rules.blank_per_direction ? kUnfixed : l;
        const Letter h = move.dir == Direction::kHorizontal ? l : cross_reading;
        const Letter v = move.dir == Direction::kVertical ? l : cross_reading;
        board.place(sq, entry, h, v);
    }
}

void remove_placement(Board& board, const Move& move) {
    for (int i = 0; i < move.length; ++i)
        if (!move.is_through(i)) board.remove(move.square(i));
}

}  // namespace letterzak::core
