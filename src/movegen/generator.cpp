#include "movegen/generator.hpp"

#include <algorithm>
#include <bitset>
#include <cassert>

namespace letterzak::movegen {

using core::Direction;
using core::kBoardSize;
using core::Letter;
using lexicon::Kwg;

namespace {

// A sink without leave gaps: every gap is zero (leave number 0, all radices 0).
constexpr int kZeroGap[1] = {0};
constexpr MoveSink::LeaveGaps kNoLeaveGaps{{}, 0, kZeroGap};

int square_at(Direction dir, int row, int col) {
    return dir == Direction::kHorizontal ? core::square_index(row, col)
                                         : core::square_index(col, row);
}

}  // namespace

Generator::Generator(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                     std::shared_ptr<const KwgIndex> index)
    : rules_(rules),
      kwg_(kwg),
      index_(index ? std::move(index) : std::make_shared<const KwgIndex>(kwg)) {
    idx_ = index_.get();
    for (Letter l : rules.tiles->letters()) all_letters_ |= bit(l);
    multiply_premiums_ = rules.word_premiums == core::WordPremiumRule::kMultiply;
    for (int l = 0; l < core::kLetterSlots; ++l)
        values_[static_cast<std::size_t>(l)] = rules.tiles->value[static_cast<std::size_t>(l)];
    // What prepare_square gives every square of a board without tiles, past the first move.
    const core::Board no_tiles;
    for (int d = 0; d < 2; ++d)
        for (int r = 0; r < kBoardSize; ++r)
            for (int c = 0; c < kBoardSize; ++c)
                prepare_square(no_tiles, static_cast<Direction>(d), r, c);
    empty_grids_ = grids_;
}

// Letters in one perpendicular word around a hole: the tiles before it and after it, as they
// read along the perpendicular (KwgIndex::cross_set). kUnfixed (an open woordspel blank)
// matches any letter and takes the general path.
std::uint32_t Generator::compute_cross_set(const core::Board& board, Direction perp, int square,
                                           int& cross_score) {
    const int step = core::step_of(perp);
    auto along = [&](int s) {
        return perp == Direction::kHorizontal ? core::col_of(s) : core::row_of(s);
    };
    int first = square;
    while (along(first) > 0 && !board.empty(first - step)) first -= step;
    int last = square;
    while (along(last) < kBoardSize - 1 && !board.empty(last + step)) last += step;
    cross_score = 0;
    if (first == square && last == square) return all_letters_;

    // The memo's key (CrossMemo), which also holds the letters before the square and then
    // those after it: a cross word holds at most 14 tiles besides the square.
    std::array<Letter, 16> key{};
    std::size_t k = 1;
    for (int s = first; s <= last; s += step) {
        if (s == square) {
            key[0] = static_cast<Letter>(k - 1);
            continue;
        }
        cross_score += board.is_blank(s) ? 0 : rules_.tiles->value[core::letter_of(board.tile(s))];
        key[k++] = board.reads(perp, s);
    }
    const int nb = key[0], na = static_cast<int>(k) - 1 - nb;
    const Letter* before = key.data() + 1;
    // One or two tiles: the index's table answers at once, sooner than the memo.
    if (k <= 3) return cross_set_of(before, nb, before + nb, na);
    CrossMemo& memo = cross_memo_[static_cast<std::size_t>(perp)][static_cast<std::size_t>(square)];
    if (memo.valid && memo.key == key) return memo.set;
    memo.key = key;
    memo.set = cross_set_of(before, nb, before + nb, na);
    memo.valid = true;
    return memo.set;
}

std::uint32_t Generator::cross_set_of(const Letter* before, int nb, const Letter* after, int na) {
    bool wild = false;
    for (int i = 0; i < nb; ++i) wild |= before[i] == core::kUnfixed;
    for (int i = 0; i < na; ++i) wild |= after[i] == core::kUnfixed;
    if (wild) return cross_set_with_wildcards(before, nb, after, na);
    return idx_->cross_set(before, nb, after, na) & all_letters_;
}

// The general walk through the DAWG, branching on open blanks. Rare: woordspel only.
std::uint32_t Generator::cross_set_with_wildcards(const Letter* before, int nb, const Letter* after,
                                                  int na) {
    states_.assign(1, 0);  // node 0's arc is the DAWG root list
    auto advance = [&](Letter l) {
        next_states_.clear();
        for (std::uint32_t s : states_) {
            const std::uint32_t list = Kwg::arc(kwg_[s]);
            if (list == 0) continue;
            if (l == core::kUnfixed) {
                for (std::uint32_t i = list;; ++i) {
                    next_states_.push_back(i);
                    if (Kwg::is_end(kwg_[i])) break;
                }
            } else if (const std::uint32_t n = kwg_.seek(list, l)) {
                next_states_.push_back(n);
            }
        }
        states_.swap(next_states_);
    };
    for (int k = 0; k < nb; ++k) advance(before[k]);
    std::uint32_t mask = 0;
    const std::vector<std::uint32_t> prefix_states = states_;
    for (std::uint32_t s0 : prefix_states) {
        const std::uint32_t list = Kwg::arc(kwg_[s0]);
        if (list == 0) continue;
        for (std::uint32_t i = list;; ++i) {
            const Letter hole = Kwg::tile(kwg_[i]);
            if ((mask & bit(hole)) == 0) {
                states_.assign(1, i);
                for (int k = 0; k < na && !states_.empty(); ++k) advance(after[k]);
                for (std::uint32_t f : states_)
                    if (Kwg::accepts(kwg_[f])) {
                        mask |= bit(hole);
                        break;
                    }
            }
            if (Kwg::is_end(kwg_[i])) break;
        }
    }
    return mask & all_letters_;
}

std::uint32_t Generator::cross_set(const core::Board& board, Direction dir, int square) {
    int score = 0;
    return compute_cross_set(board, core::other(dir), square, score);
}

bool Generator::best_single_tile(const core::Board& board, Letter letter, core::Move& best) {
    assert(!rules_.blank_per_direction && letter != core::kBlank);
    if (board.is_empty_board()) return false;  // a first move takes more than one tile
    first_move_ = false;
    prepare(board);
    const std::uint32_t wanted = bit(letter);
    const int value = values_[letter];
    const Grid& across = grids_[static_cast<std::size_t>(Direction::kHorizontal)];
    const Grid& down = grids_[static_cast<std::size_t>(Direction::kVertical)];
    int best_score = -1;
    for (int r = 0; r < kBoardSize; ++r) {
        for (std::uint32_t anchors = anchor_rows_[static_cast<std::size_t>(r)]; anchors != 0;
             anchors &= anchors - 1) {
            const int c = __builtin_ctz(anchors);
            // In the across grid a square's cross word is the word down, in the down grid the
            // word across; an anchor forms at least one of them.
            const Square& a = across[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if ((a.cross_set & wanted) == 0) continue;
            const Square& d = down[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)];
            if ((d.cross_set & wanted) == 0) continue;
            // A single tile's words are the two cross words of its square: the one down in
            // the across grid, the one across in the down grid.
            const int score = cross_word(a, value) + cross_word(d, value);
            if (score < best_score) continue;
            // Written as the generator records it: across when it forms a word across,
            // otherwise down.
            const Direction dir = d.has_cross ? Direction::kHorizontal : Direction::kVertical;
            const auto& line = d.has_cross ? across[static_cast<std::size_t>(r)]
                                           : down[static_cast<std::size_t>(c)];
            const int place = d.has_cross ? c : r;
            int left = place, right = place;
            while (left > 0 && line[static_cast<std::size_t>(left - 1)].tile != 0) --left;
            while (right < kBoardSize - 1 && line[static_cast<std::size_t>(right + 1)].tile != 0)
                ++right;
            core::Move m;
            m.kind = core::MoveKind::kPlace;
            m.dir = dir;
            m.start = static_cast<std::uint8_t>(square_at(dir, d.has_cross ? r : c, left));
            m.length = static_cast<std::uint8_t>(right - left + 1);
            m.tiles_used = 1;
            for (int i = left; i <= right; ++i)
                m.word[static_cast<std::size_t>(i - left)] =
                    i == place ? letter
                               : static_cast<Letter>(line[static_cast<std::size_t>(i)].tile |
                                                     core::kThroughBit);
            m.score = score;
            if (score > best_score || play_order_less(m, best)) {
                best = m;
                best_score = score;
            }
        }
    }
    return best_score >= 0;
}

void Generator::select(Direction dir) {
    dir_ = dir;
    line_ = &grids_[static_cast<std::size_t>(dir)];
}

void Generator::prepare_square(const core::Board& board, Direction dir, int r, int c) {
    Square& s = grids_[static_cast<std::size_t>(dir)][static_cast<std::size_t>(r)]
                      [static_cast<std::size_t>(c)];
    fill_square(board, dir, r, c, s);
    if (dir == Direction::kHorizontal) {
        const auto place = static_cast<std::uint16_t>(1U << c);
        std::uint16_t& anchors = anchor_rows_[static_cast<std::size_t>(r)];
        anchors = static_cast<std::uint16_t>(s.anchor ? anchors | place : anchors & ~place);
    }
    std::uint16_t& stale = stale_keys_[static_cast<std::size_t>(dir)];
    if (!keep_keys_) stale = static_cast<std::uint16_t>(stale | 1U << r);
    if ((stale >> r & 1U) != 0) return;  // line_key redoes the line when asked
    square_keys_[static_cast<std::size_t>(dir)][static_cast<std::size_t>(r)]
                [static_cast<std::size_t>(c)] = key_of(s, static_cast<int>(dir), r, c);
}

void Generator::fill_square(const core::Board& board, Direction dir, int r, int c, Square& s) {
    const Direction perp = core::other(dir);
    const core::BoardLayout& layout = *rules_.layout;
    const int sq = square_at(dir, r, c);
    s = Square{};
    s.letter_mult = layout.letter_multiplier[static_cast<std::size_t>(sq)];
    s.word_mult = layout.word_multiplier[static_cast<std::size_t>(sq)];
    if (!board.empty(sq)) {
        s.tile =
            static_cast<Letter>(board.reads(dir, sq) | (board.is_blank(sq) ? core::kBlankBit : 0));
        s.tile_value = board.is_blank(sq) ? 0 : values_[core::letter_of(board.tile(sq))];
        return;
    }
    if (first_move_) {
        s.anchor = sq == layout.center;
        s.cross_set = all_letters_;
        s.blank_set = all_letters_;
        return;
    }
    const int pstep = core::step_of(perp);
    const int prow = perp == Direction::kHorizontal ? core::col_of(sq) : core::row_of(sq);
    const bool before = prow > 0 && !board.empty(sq - pstep);
    const bool after = prow < kBoardSize - 1 && !board.empty(sq + pstep);
    const bool left = c > 0 && !board.empty(square_at(dir, r, c - 1));
    const bool right = c < kBoardSize - 1 && !board.empty(square_at(dir, r, c + 1));
    s.anchor = before || after || left || right;
    s.has_cross = before || after;
    s.cross_set = s.has_cross ? compute_cross_set(board, perp, sq, s.cross_score) : all_letters_;
    // Under blank_per_direction a blank's letter across is chosen apart from its letter
    // along the line: any letter will do here if some letter fits across.
    s.blank_set = rules_.blank_per_direction && s.cross_set != 0 ? all_letters_ : s.cross_set;
}

void Generator::prepare(const core::Board& board) {
    if (first_move_) {
        // One direction only (the opening play is generated across): the grids no longer
        // describe a whole board.
        for (int r = 0; r < kBoardSize; ++r)
            for (int c = 0; c < kBoardSize; ++c)
                prepare_square(board, Direction::kHorizontal, r, c);
        prepared_ = false;
        return;
    }
    // The squares where the board differs from the one the grids describe.
    std::array<int, kMaxChangedSquares> changed{};
    const int n = prepared_ ? board.different_squares(prepared_board_, changed) : 0;
    if (!prepared_ || n > kMaxChangedSquares) {
        // Most squares are empty with no tile beside them: their entry is the empty grid's.
        // Only tiles and the empty squares next to one are worked out.
        std::array<Lines, kBoardSize> occupied{};  // [line][dir]: bit c = place c holds a tile
        for (int sq = 0; sq < core::kSquares; ++sq) {
            if (board.empty(sq)) continue;
            const int row = core::row_of(sq), col = core::col_of(sq);
            occupied[static_cast<std::size_t>(row)][0] |= static_cast<std::uint16_t>(1U << col);
            occupied[static_cast<std::size_t>(col)][1] |= static_cast<std::uint16_t>(1U << row);
        }
        for (int d = 0; d < 2; ++d) {
            const auto dir = static_cast<Direction>(d);
            grids_[static_cast<std::size_t>(d)] = empty_grids_[static_cast<std::size_t>(d)];
            if (dir == Direction::kHorizontal) anchor_rows_.fill(0);  // as the empty grid's
            stale_keys_[static_cast<std::size_t>(d)] = 0x7fff;        // every line's keys, if asked
            for (int r = 0; r < kBoardSize; ++r) {
                auto line = [&](int i) -> std::uint32_t {
                    return i < 0 || i >= kBoardSize
                               ? 0U
                               : occupied[static_cast<std::size_t>(i)][static_cast<std::size_t>(d)];
                };
                const std::uint32_t here = line(r);
                const std::uint32_t near = here | here << 1 | here >> 1 | line(r - 1) | line(r + 1);
                for (std::uint32_t m = near & 0x7fffU; m != 0; m &= m - 1)
                    prepare_square(board, dir, r, __builtin_ctz(m));
            }
        }
    } else {
        // A square's entry depends on its own tile, on whether its four neighbours are empty,
        // and on the run of tiles it touches in its line across (its cross word): so the
        // entries to redo for a changed square are its own, its two neighbours along the line,
        // and across, each square from it outwards up to and including the first that is
        // empty on both boards (the run of tiles a cross word through it could take, on either
        // board). Beyond that square no cross word reaches the changed one. Redoing the whole
        // line across instead made the endgame's moves between neighbouring boards spend a
        // fifth of their time here.
        const core::Board& before = prepared_board_;
        for (int d = 0; d < 2; ++d) {
            const auto dir = static_cast<Direction>(d);
            std::bitset<core::kSquares> done;
            auto redo = [&](int r, int c) {
                if (r < 0 || r >= kBoardSize || c < 0 || c >= kBoardSize) return;
                const auto at = static_cast<std::size_t>(r * kBoardSize + c);
                if (done.test(at)) return;
                done.set(at);
                prepare_square(board, dir, r, c);
            };
            for (int i = 0; i < n; ++i) {
                const int sq = changed[static_cast<std::size_t>(i)];
                // Grid coordinates: the line along `dir`, and the place in it.
                const int line =
                    dir == Direction::kHorizontal ? core::row_of(sq) : core::col_of(sq);
                const int place =
                    dir == Direction::kHorizontal ? core::col_of(sq) : core::row_of(sq);
                redo(line, place);
                for (const int step : {-1, 1})
                    for (int r = line + step; r >= 0 && r < kBoardSize; r += step) {
                        redo(r, place);
                        const int at = square_at(dir, r, place);
                        if (board.empty(at) && before.empty(at)) break;
                    }
                redo(line, place - 1);
                redo(line, place + 1);
            }
        }
    }
    prepared_board_ = board;
    prepared_ = true;
}

inline void Generator::place(const Square& s, Letter letter, bool blank) {
    const int v = blank ? 0 : values_[letter];
    const Score a = acc_;
    const int mult = multiply_premiums_ ? a.word_mult() * s.word_mult
                                        : std::max<int>(a.word_mult(), s.word_mult);
    acc_ = Score::of(a.main_sum() + v * s.letter_mult, mult, a.cross_total() + cross_word(s, v));
}

void Generator::generate(const core::Board& board, const core::Rack& rack, MoveSink& sink) {
    generate(board, rack, sink, kEveryLine);
}

void Generator::generate(const core::Board& board, const core::Rack& rack, MoveSink& sink,
                         const Lines& lines) {
    generate(board, rack, sink, lines, nullptr);
}

namespace {

// Two well-mixed 64-bit functions of a value (SplitMix64's finaliser, and another with
// Murmur3's constants): a square's and a rack's keys, summed into a line's.
constexpr std::uint64_t mix_a(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}
constexpr std::uint64_t mix_b(std::uint64_t x) {
    x ^= 0x243F6A8885A308D3ULL;
    x = (x ^ (x >> 33)) * 0xFF51AFD7ED558CCDULL;
    x = (x ^ (x >> 33)) * 0xC4CEB9FE1A85EC53ULL;
    return x ^ (x >> 33);
}

}  // namespace

Generator::SquareKey Generator::key_of(const Square& s, int dir, int row, int col) {
    // An empty square that is no anchor is plain (a line's placements read nothing of it
    // but its premiums, which its place gives): key 0, as most squares are.
    if (s.tile == 0 && !s.anchor) return {};
    // Everything a placement along the line reads of the square, and where it is (which
    // also says its premiums).
    const std::uint64_t where = static_cast<std::uint64_t>(dir) << 8 |
                                static_cast<std::uint64_t>(row) << 4 |
                                static_cast<std::uint64_t>(col);
    const std::uint64_t entry = where | std::uint64_t{s.tile} << 16 |
                                std::uint64_t{s.anchor} << 24 | std::uint64_t{s.has_cross} << 25 |
                                (static_cast<std::uint64_t>(s.cross_score) & 0xffff) << 32 |
                                (static_cast<std::uint64_t>(s.tile_value) & 0xffff) << 48;
    const std::uint64_t sets = s.cross_set | std::uint64_t{s.blank_set} << 32;
    return {mix_a(entry) + mix_a(sets ^ mix_b(where)), mix_b(entry) + mix_b(sets ^ mix_a(where))};
}

LineMoves::Key Generator::line_key(int row) {
    const auto d = static_cast<std::size_t>(dir_);
    auto& keys = square_keys_[d][static_cast<std::size_t>(row)];
    if ((stale_keys_[d] >> row & 1U) != 0) {
        for (int c = 0; c < kBoardSize; ++c) {
            const Square& s = (*line_)[static_cast<std::size_t>(row)][static_cast<std::size_t>(c)];
            keys[static_cast<std::size_t>(c)] = key_of(s, static_cast<int>(dir_), row, c);
        }
        stale_keys_[d] &= static_cast<std::uint16_t>(~(1U << row));
    }
    std::uint64_t a = rack_line_key_.a, b = rack_line_key_.b;
    for (const SquareKey& k : keys) {
        a += k[0];
        b += k[1];
    }
    return {a, b};
}

void Generator::generate(const core::Board& board, const core::Rack& rack, MoveSink& sink,
                         const Lines& lines, LineMoves* known) {
    sink_ = &sink;
    lines_ = lines;
    first_move_ = board.is_empty_board();
    rack_tiles_ = rack.size();
    rack_mask_ = 0;
    for (int l = 0; l < core::kLetterSlots; ++l) {
        rack_[static_cast<std::size_t>(l)] = rack.count(static_cast<Letter>(l));
        if (l != core::kBlank && rack_[static_cast<std::size_t>(l)] > 0)
            rack_mask_ |= bit(static_cast<Letter>(l));
    }
    tiles_played_ = 0;
    if (rack_tiles_ == 0 || kwg_.gaddag_root() == 0) return;
    const int directions = first_move_ ? 1 : 2;
    prepare(board);
    if (sink.prunes()) {
        generate_pruned(sink);
        floor_ = kNoSpan;
        return;
    }
    floor_ = kNoSpan;  // every span is walked
    handicap_.fill(0);
    for (auto& spans : span_bound_) spans.fill(kNoSpan);
    reach_left_.fill(kNoSpan);
    for (auto& spans : span_score_) spans.fill(kNoScore);
    reach_left_score_.fill(kNoScore);
    leave_gaps_ = kNoLeaveGaps;
    leave_index_ = 0;
    if (first_move_) known = nullptr;  // the centre decides the first move, not a tile
    if (known != nullptr) {
        keep_keys_ = true;  // from the next prepare on; line_key redoes the lines stale now
        // The rack's part: a key per letter and count, summed like the squares'.
        rack_line_key_ = {0, 0};
        for (int l = 0; l < core::kLetterSlots; ++l) {
            const auto code =
                static_cast<std::uint64_t>(0x1000 | l << 4 | rack_[static_cast<std::size_t>(l)]);
            rack_line_key_.a += mix_a(code);
            rack_line_key_.b += mix_b(code);
        }
    }
    std::array<LineMoves::Key, kBoardSize> keys;
    for (int d = 0; d < directions; ++d) {
        select(static_cast<Direction>(d));
        const auto wanted = lines_[static_cast<std::size_t>(d)];
        if (known != nullptr) {
            // Every line's key first, and its slot asked for, then each slot's placements: the
            // memory of lines is far larger than the processor's caches, and these fetches then
            // overlap instead of each waiting in turn (perf, JKLMOQZ vs EGKNNNZ: the slot's
            // miss alone was 6.6% of the samples).
            for (int r = 0; r < kBoardSize; ++r) {
                if ((wanted >> r & 1U) == 0) continue;
                keys[static_cast<std::size_t>(r)] = line_key(r);
                known->prefetch(keys[static_cast<std::size_t>(r)]);
            }
            for (int r = 0; r < kBoardSize; ++r)
                if ((wanted >> r & 1U) != 0)
                    known->prefetch_moves(keys[static_cast<std::size_t>(r)]);
        }
        for (int r = 0; r < kBoardSize; ++r) {
            if ((wanted >> r & 1U) == 0) continue;
            if (known == nullptr) {
                gen_row(r);
                continue;
            }
            const LineMoves::Key& key = keys[static_cast<std::size_t>(r)];
            if (const std::vector<core::Move>* found = known->find(key)) {
                for (const core::Move& m : *found) sink.add(m);
                continue;
            }
            std::vector<core::Move> placed;
            capture_ = &placed;
            gen_row(r);
            capture_ = nullptr;
            known->insert(key, std::move(placed));
        }
    }
}

// Best-move search: anchors in order of their score bound, stopping once no remaining anchor
// can beat what the sink holds. The sink's answer is the same as with full generation.
void Generator::generate_pruned(MoveSink& sink) {
    std::array<int, core::kMaxWord + 1> values{};
    int n = 0;
    for (int l = 0; l < core::kLetterSlots; ++l)
        for (int k = 0; k < rack_[static_cast<std::size_t>(l)] && n < core::kMaxWord; ++k)
            values[static_cast<std::size_t>(n++)] = values_[static_cast<std::size_t>(l)];
    std::sort(values.begin(), values.begin() + n, std::greater<>());
    rack_prefix_[0] = 0;
    for (int k = 0; k < static_cast<int>(rack_prefix_.size()) - 1; ++k)
        rack_prefix_[static_cast<std::size_t>(k + 1)] =
            rack_prefix_[static_cast<std::size_t>(k)] +
            (k < n ? values[static_cast<std::size_t>(k)] : 0);

    for (int k = 0; k < static_cast<int>(handicap_.size()); ++k)
        handicap_[static_cast<std::size_t>(k)] = k <= rack_tiles_ ? sink.handicap(k) : 0;
    // Plays are looked up by parts of the rack — except under woordspel, whose open blanks
    // read as any letter, and with more blanks than the lookups try.
    by_parts_ = !rules_.blank_per_direction && rack_[core::kBlank] <= 2;
    const MoveSink::LeaveGaps* gaps = sink.leave_gaps(!by_parts_);
    leave_gaps_ = gaps != nullptr ? *gaps : kNoLeaveGaps;
    leave_index_ = leave_gaps_.full;

    rack_key_ = 0;
    for (int l = 1; l < core::kLetterSlots; ++l)
        rack_key_ += static_cast<std::uint64_t>(rack_[static_cast<std::size_t>(l)]) *
                     AnagramSet::letter_key(static_cast<Letter>(l));
    if (++call_stamp_ == 0) {
        call_stamp_ = 1;
        hit_memo_.fill(HitMemo{});
        span_memo_.fill(SpanMemo{});
    }
    word_hits_.clear();
    part_hits_.clear();
    if (anagrams_ == nullptr) anagrams_ = &idx_->anagrams(kwg_);

    // The most a tile from this rack can be worth on each empty square, given its cross-set;
    // -1 where no rack tile may go.
    const int blank_floor = rack_[core::kBlank] > 0 ? 0 : -1;
    int rack_max = blank_floor;
    for (std::uint32_t m = rack_mask_; m != 0; m &= m - 1)
        rack_max = std::max(rack_max, values_[static_cast<std::size_t>(__builtin_ctz(m))]);
    anchors_.clear();
    spans_.clear();
    candidates_.clear();
    if (by_parts_) list_parts();
    floor_ = sink.floor();
    const int directions = first_move_ ? 1 : 2;
    for (int d = 0; d < directions; ++d) {
        // Only the lines searched: bounds read the squares of their own line. Their anchors
        // are noted on the way (bit c of anchors[r]), for the listing not to look at every
        // square again.
        std::array<std::uint16_t, kBoardSize> anchors{};
        for (int r = 0; r < kBoardSize; ++r) {
            if ((lines_[static_cast<std::size_t>(d)] >> r & 1U) == 0) continue;
            auto& line = grids_[static_cast<std::size_t>(d)][static_cast<std::size_t>(r)];
            for (int c = 0; c < kBoardSize; ++c) {
                Square& s = line[static_cast<std::size_t>(c)];
                if (s.tile != 0) continue;
                anchors[static_cast<std::size_t>(r)] |= static_cast<std::uint16_t>(s.anchor << c);
                int v = rack_max;
                if (s.has_cross) {
                    v = s.blank_set != 0 ? blank_floor : -1;
                    for (std::uint32_t m = s.cross_set & rack_mask_; m != 0; m &= m - 1)
                        v = std::max(v, values_[static_cast<std::size_t>(__builtin_ctz(m))]);
                }
                s.max_value = static_cast<std::int8_t>(v);
            }
        }
        select(static_cast<Direction>(d));
        for (int r = 0; r < kBoardSize; ++r) {
            int last = -1;
            for (unsigned m = anchors[static_cast<std::size_t>(r)]; m != 0; m &= m - 1) {
                const int c = __builtin_ctz(m);
                if (by_parts_)
                    list_spans(r, c, last);
                else
                    anchors_.push_back({anchor_bound(r, c, last, false),
                                        static_cast<std::uint8_t>(d), static_cast<std::uint8_t>(r),
                                        static_cast<std::uint8_t>(c),
                                        static_cast<std::int8_t>(last)});
                last = c;
            }
        }
    }
    if (by_parts_) {
        search_by_parts();
        return;
    }
    std::sort(anchors_.begin(), anchors_.end(),
              [](const Anchor& a, const Anchor& b) { return a.bound > b.bound; });
    for (const Anchor& a : anchors_) {
        if (a.bound < sink.floor()) break;
        select(static_cast<Direction>(a.dir));
        row_ = a.row;
        anchor_col_ = a.col;
        last_anchor_col_ = a.last_anchor_col;
        floor_ = sink.floor();
        // The anchor may beat the best so far, but most of its spans usually cannot: the
        // walk consults their bounds before growing into them.
        anchor_bound(a.row, a.col, a.last_anchor_col, true);
        acc_ = Score{};
        rec(a.col, kwg_.gaddag_root(), idx_->gaddag_root_mask(), a.col);
    }
}

// Every part of the rack (each multiset of its tiles, one tile or more) with its key, its
// values and the exact gap of the leave it keeps, ordered for search_by_parts.
void Generator::list_parts() {
    const auto gap_of = [&](int leave) {
        return leave_gaps_.exact != nullptr ? leave_gaps_.exact[leave] : 0;
    };
    if (parts_valid_ && parts_rack_ == rack_ && parts_radix_ == leave_gaps_.radix &&
        parts_full_ == leave_gaps_.full &&
        std::all_of(parts_.begin(), parts_.end(),
                    [&](const Part& p) { return p.gap == gap_of(p.leave); }))
        return;
    parts_rack_ = rack_;
    parts_radix_ = leave_gaps_.radix;
    parts_full_ = leave_gaps_.full;
    parts_valid_ = true;
    parts_.clear();
    // The parts are counted up like a number whose digits are the copies of each distinct
    // letter placed (0 … the rack's): each step adds one tile of the first letter not yet
    // at its rack's count and takes back the letters before it, so key, leave and tiles
    // follow in a few additions (a recursion over the letters was twice the instructions).
    struct Digit {
        Letter letter;
        int have;
        std::uint64_t key;  // the letter's anagram key; a blank's letter is chosen at the lookup
        int radix;
    };
    std::array<Digit, core::kLetterSlots> digits{};
    int distinct = 0;
    for (int l = 0; l < core::kLetterSlots; ++l)
        if (rack_[static_cast<std::size_t>(l)] > 0)
            digits[static_cast<std::size_t>(distinct++)] = {
                static_cast<Letter>(l), rack_[static_cast<std::size_t>(l)],
                l == core::kBlank ? 0 : AnagramSet::letter_key(static_cast<Letter>(l)),
                leave_gaps_.radix[static_cast<std::size_t>(l)]};
    Part part;
    part.leave = leave_gaps_.full;
    for (;;) {
        int i = 0;
        for (; i < distinct; ++i) {
            const Digit& d = digits[static_cast<std::size_t>(i)];
            std::uint8_t& c = part.count[d.letter];
            if (c < d.have) {
                ++c;
                part.key += d.key;
                part.leave -= d.radix;
                ++part.tiles;
                break;
            }
            part.key -= c * d.key;
            part.leave += c * d.radix;
            part.tiles -= c;
            c = 0;
        }
        if (i == distinct) break;  // every part counted: the digits went round to none
        part.gap = gap_of(part.leave);
        parts_.push_back(part);
    }
    // By tiles, then gap, then the order counted in: two stable counting sorts of the parts'
    // numbers, by gap and then by tiles (gaps are whole points, a few dozen apart), and the
    // parts moved into that order. One std::sort of them all was a third of this function.
    const auto n = static_cast<std::uint16_t>(parts_.size());
    int low = std::numeric_limits<int>::max(), high = std::numeric_limits<int>::min();
    for (const Part& p : parts_) {
        low = std::min(low, p.gap);
        high = std::max(high, p.gap);
    }
    by_gap_.resize(n);
    by_size_.resize(n);
    if (n > 0 && high - low < kMaxGapSpread) {
        std::array<std::uint16_t, kMaxGapSpread + 1> at{};
        for (const Part& p : parts_) ++at[static_cast<std::size_t>(p.gap - low) + 1];
        for (std::size_t g = 1; g <= static_cast<std::size_t>(high - low); ++g)
            at[g] = static_cast<std::uint16_t>(at[g] + at[g - 1]);
        for (std::uint16_t i = 0; i < n; ++i)
            by_gap_[at[static_cast<std::size_t>(parts_[i].gap - low)]++] = i;
    } else {
        for (std::uint16_t i = 0; i < n; ++i) by_gap_[i] = i;
        std::stable_sort(by_gap_.begin(), by_gap_.end(), [&](std::uint16_t a, std::uint16_t b) {
            return parts_[a].gap < parts_[b].gap;
        });
    }
    std::array<std::size_t, core::kMaxWord + 2> next{};
    for (const Part& p : parts_) ++next[static_cast<std::size_t>(p.tiles) + 1];
    for (std::size_t k = 1; k < next.size(); ++k) next[k] += next[k - 1];
    parts_from_ = next;
    for (const std::uint16_t i : by_gap_)
        by_size_[next[static_cast<std::size_t>(parts_[i].tiles)]++] = i;
    sorted_parts_.resize(n);
    for (std::uint16_t j = 0; j < n; ++j) sorted_parts_[j] = parts_[by_size_[j]];
    parts_.swap(sorted_parts_);
}

// The spans of one anchor (line row_ of the selected direction) that a part of the rack can
// fill and whose bound, less the smallest leave gap of such a part, reaches the floor.
void Generator::list_spans(int row, int anchor_col, int last_anchor_col) {
    for_each_span(row, anchor_col, last_anchor_col, [&](const Span& sp) {
        // A span holds the anchor and at most the rack's tiles: parts of its size exist.
        const std::size_t first = parts_from_[static_cast<std::size_t>(sp.k)];
        assert(first < parts_from_[static_cast<std::size_t>(sp.k + 1)]);
        // A span that takes the whole rack holds a play only where the rack and the span's
        // board letters spell a word. In the bench's positions 34 of the 36 such spans a
        // position has spell none, and their bingo bonus put them above the floor: the
        // lookup the search would make for each is made here, and the rest never listed.
        if (sp.k == rules_.rack_size && !bingo_possible(sp.through_key)) return;
        const int top = span_score_bound(sp, false);
        // The parts of k tiles are ordered by gap: the first has the smallest.
        const int bound = top - parts_[first].gap;
        if (bound < floor_) return;
        candidates_.push_back({bound, static_cast<std::uint32_t>(spans_.size())});
        spans_.push_back({sp.through_key, top, static_cast<std::uint8_t>(sp.left),
                          static_cast<std::uint8_t>(sp.right), static_cast<std::uint8_t>(sp.k),
                          static_cast<std::uint8_t>(dir_), static_cast<std::uint8_t>(row)});
    });
}

// The spans from the highest bound down, so that the best plays are met early and the floor
// they raise rules out the rest; within a span, the parts by their leave gaps, smallest first.
void Generator::search_by_parts() {
    if (candidates_.empty()) return;
    int low = std::numeric_limits<int>::max(), high = std::numeric_limits<int>::min();
    for (const Candidate& c : candidates_) {
        low = std::min(low, c.bound);
        high = std::max(high, c.bound);
    }
    // A list of spans per bound (the bounds span a few hundred points), each in the order the
    // spans were listed, walked from the highest bound down until the floor rules out the
    // rest. (A counting sort put every span in its place, and most are never searched.)
    bucket_.assign(static_cast<std::size_t>(high - low) + 1, kNoSpanListed);
    chain_.resize(candidates_.size());
    for (std::size_t i = candidates_.size(); i-- > 0;) {
        std::uint32_t& head = bucket_[static_cast<std::size_t>(high - candidates_[i].bound)];
        chain_[i] = head;
        head = static_cast<std::uint32_t>(i);
    }
    for (std::size_t b = 0; b < bucket_.size() && high - static_cast<int>(b) >= floor_; ++b)
        for (std::uint32_t i = bucket_[b];
             i != kNoSpanListed && high - static_cast<int>(b) >= floor_; i = chain_[i])
            search_span(spans_[candidates_[i].span]);
}

// The parts of the rack that fill the span, by their leave gaps, smallest first, while the
// span's bound less the gap reaches the floor; the words each spells with the span's letters.
void Generator::search_span(const ListedSpan& sp) {
    select(static_cast<Direction>(sp.dir));
    row_ = sp.row;
    const std::size_t from = parts_from_[static_cast<std::size_t>(sp.k)];
    const std::size_t last = parts_from_[static_cast<std::size_t>(sp.k + 1)];
    const std::uint64_t tag =
        sp.through_key + static_cast<std::uint64_t>(sp.k) * std::uint64_t{0xD6E8FEB86659FD93};
    SpanMemo& memo = span_memo_[static_cast<std::size_t>(tag >> 56)];
    std::size_t i = from;
    if (memo.stamp == call_stamp_ && memo.tag == tag) {
        // The parts an earlier span of the same letters found words for, by gap as before.
        bool stopped = false;
        for (std::size_t h = memo.first; h < memo.first + memo.count && !stopped; ++h) {
            const PartHit& ph = part_hits_[h];
            const Part& part = parts_[ph.part];
            stopped = sp.top - part.gap < floor_;
            for (std::size_t w = ph.first; w < ph.first + ph.count && !stopped; ++w) {
                const WordHit& hit = word_hits_[w];
                words_for(hit.group, sp.left, sp.right, hit.b1, hit.b2, part.count);
            }
        }
        if (stopped) return;
        i = from + memo.tried;
    } else {
        memo = {tag, static_cast<std::uint32_t>(part_hits_.size()), 0, 0, call_stamp_};
    }
    // Parts past those: recorded while the memo's hits are the last of part_hits_.
    const bool recording = memo.first + memo.count == part_hits_.size();
    for (; i < last; ++i) {
        const Part& part = parts_[i];
        if (sp.top - part.gap < floor_) break;  // by gap, smallest first: so are the rest
        const auto hits = hits_for(part.key + sp.through_key, part.count[core::kBlank]);
        if (recording && !hits.empty()) {
            part_hits_.push_back({static_cast<std::uint32_t>(i),
                                  static_cast<std::uint32_t>(hits.data() - word_hits_.data()),
                                  static_cast<std::uint32_t>(hits.size())});
            ++memo.count;
        }
        for (const WordHit& hit : hits)
            words_for(hit.group, sp.left, sp.right, hit.b1, hit.b2, part.count);
    }
    if (recording) memo.tried = static_cast<std::uint16_t>(i - from);
}

inline std::span<const Generator::WordHit> Generator::hits_for(std::uint64_t key, int blanks) {
    // Most keys without a blank spell nothing, and the anagram set's filter says so in one
    // probe: the memo is asked only after it, for the keys that may spell something (asked
    // first, it was a second line of memory to wait for on every key).
    if (blanks == 0 && !anagrams_->may_contain(key)) return {};
    const std::uint64_t tag =
        key + static_cast<std::uint64_t>(blanks) * std::uint64_t{0x9E3779B97F4A7C15};
    HitMemo& memo = hit_memo_[static_cast<std::size_t>(tag >> 52) % hit_memo_.size()];
    if (memo.stamp == call_stamp_ && memo.tag == tag)
        return std::span(word_hits_).subspan(memo.first, memo.count);
    return look_up(key, blanks, memo, tag);
}

std::span<const Generator::WordHit> Generator::look_up(std::uint64_t key, int blanks, HitMemo& memo,
                                                       std::uint64_t tag) {
    const AnagramSet& anagrams = *anagrams_;
    const std::size_t first = word_hits_.size();
    for_each_reading(key, blanks, [&](std::uint64_t k, Letter b1, Letter b2) {
        const AnagramSet::Group group = anagrams.words_of(k);
        if (group.size() > 0) word_hits_.push_back({group, b1, b2});
    });
    memo = {tag, static_cast<std::uint32_t>(first),
            static_cast<std::uint16_t>(word_hits_.size() - first), call_stamp_};
    return std::span(word_hits_).subspan(first, word_hits_.size() - first);
}

// The words of one anagram group that fit the span [left, right], with blanks standing for
// b1 and b2 (0: no blank) — each placement of the blanks among the new letters a move.
void Generator::words_for(const AnagramSet::Group& group, int left, int right, Letter b1, Letter b2,
                          const std::array<std::uint8_t, core::kLetterSlots>& count) {
    if (group.length != right - left + 1) return;
    const auto& line = (*line_)[static_cast<std::size_t>(row_)];
    for (std::size_t w = 0; w < group.size(); ++w) {
        const auto word = group.word(w);
        bool fits = true;
        for (int c = left; c <= right && fits; ++c) {
            const Square& s = line[static_cast<std::size_t>(c)];
            const Letter l = word[static_cast<std::size_t>(c - left)];
            fits = s.tile != 0 ? core::letter_of(s.tile) == l : (s.cross_set & bit(l)) != 0;
        }
        if (!fits) continue;
        // Keys can collide (by a 1-in-2^64 accident): the new letters must be the part's.
        std::array<int, core::kLetterSlots> need{};
        int tiles = 0;
        for (int c = left; c <= right; ++c)
            if (line[static_cast<std::size_t>(c)].tile == 0) {
                ++need[word[static_cast<std::size_t>(c - left)]];
                ++tiles;
            }
        if (b1 != 0) --need[b1];
        if (b2 != 0) --need[b2];
        bool same = true;
        for (int l = 1; l < core::kLetterSlots; ++l)
            same &= need[static_cast<std::size_t>(l)] == count[static_cast<std::size_t>(l)];
        if (!same) continue;
        // The squares a blank may take: new squares holding its letter.
        auto places_for = [&](Letter b, int after) {
            std::array<int, kBoardSize> at{};
            int n = 0;
            for (int c = std::max(left, after + 1); c <= right; ++c)
                if (line[static_cast<std::size_t>(c)].tile == 0 &&
                    word[static_cast<std::size_t>(c - left)] == b)
                    at[static_cast<std::size_t>(n++)] = c;
            return std::pair{at, n};
        };
        if (b1 == 0) {
            record_word(word, left, right, -1, -1, tiles);
        } else if (b2 == 0) {
            const auto [at, n] = places_for(b1, -1);
            for (int i = 0; i < n; ++i)
                record_word(word, left, right, at[static_cast<std::size_t>(i)], -1, tiles);
        } else {
            const auto [at1, n1] = places_for(b1, -1);
            for (int i = 0; i < n1; ++i) {
                const int p1 = at1[static_cast<std::size_t>(i)];
                // Two blanks for one letter: unordered pairs of its squares.
                const auto [at2, n2] = places_for(b2, b1 == b2 ? p1 : -1);
                for (int j = 0; j < n2; ++j)
                    record_word(word, left, right, p1, at2[static_cast<std::size_t>(j)], tiles);
            }
        }
    }
}

void Generator::record_word(std::span<const Letter> word, int left, int right, int blank1,
                            int blank2, int tiles) {
    const auto& line = (*line_)[static_cast<std::size_t>(row_)];
    acc_ = Score{};
    for (int c = left; c <= right; ++c) {
        const Square& s = line[static_cast<std::size_t>(c)];
        if (s.tile != 0) {
            acc_.bits += static_cast<std::uint64_t>(s.tile_value);
            strip_[static_cast<std::size_t>(c)] = static_cast<Letter>(s.tile | core::kThroughBit);
            continue;
        }
        const Letter l = word[static_cast<std::size_t>(c - left)];
        const bool blank = c == blank1 || c == blank2;
        place(s, l, blank);
        strip_[static_cast<std::size_t>(c)] = blank ? static_cast<Letter>(l | core::kBlankBit) : l;
    }
    tiles_played_ = tiles;
    record(left, right);
    tiles_played_ = 0;
}

bool Generator::bingo_possible(std::uint64_t through_key) {
    if (rack_[core::kBlank] > 2) return true;  // no tile set has more than two; not worth it
    return !hits_for(rack_key_ + through_key, rack_[core::kBlank]).empty();
}

template <typename F>
void Generator::for_each_span(int row, int anchor_col, int last_anchor_col, F f) {
    const auto& line = (*line_)[static_cast<std::size_t>(row)];
    // A square takes part if it holds a tile or some rack tile may go there.
    auto usable = [](const Square& s) { return s.tile != 0 || s.max_value >= 0; };
    int empty_to_anchor = 0;  // empty squares from `left` to the anchor: each needs a tile
    Span sp;
    for (int left = anchor_col; left > last_anchor_col; --left) {
        const Square& ls = line[static_cast<std::size_t>(left)];
        if (!usable(ls)) break;
        if (ls.tile == 0 && ++empty_to_anchor > rack_tiles_) break;
        // A play starts at `left` only if the square before it is empty.
        if (left > 0 && line[static_cast<std::size_t>(left - 1)].tile != 0) continue;
        static_cast<SpanSums&>(sp) = SpanSums{};  // cross_coef aside: see Span
        sp.left = left;
        for (int c = left; c < kBoardSize; ++c) {
            const Square& s = line[static_cast<std::size_t>(c)];
            if (s.tile != 0) {
                sp.through += s.tile_value;
                sp.through_key += AnagramSet::letter_key(core::letter_of(s.tile) == core::kUnfixed
                                                             ? core::Letter{0}
                                                             : core::letter_of(s.tile));
                sp.through_open |= core::letter_of(s.tile) == core::kUnfixed;
            } else {
                if (!usable(s) || sp.k == rack_tiles_) break;
                sp.wm =
                    multiply_premiums_ ? sp.wm * s.word_mult : std::max<int>(sp.wm, s.word_mult);
                sp.n3 += s.letter_mult == 3;
                sp.n2 += s.letter_mult == 2;
                int q = 0;
                if (s.has_cross) {
                    sp.cross_const += s.cross_score * s.word_mult;
                    q = s.letter_mult * s.word_mult;
                }
                sp.main_cap += std::max(0, static_cast<int>(s.max_value)) * s.letter_mult;
                sp.cross_cap += std::max(0, static_cast<int>(s.max_value)) * q;
                // Keep cross coefficients sorted, largest first, and their pairing with the
                // rack's values, largest first, summed. A square without a cross word adds a
                // zero at the end, which changes neither.
                int i = sp.k++;
                auto& coef = sp.cross_coef;
                if (q != 0) {
                    while (i > 0 && coef[static_cast<std::size_t>(i - 1)] < q) {
                        coef[static_cast<std::size_t>(i)] = coef[static_cast<std::size_t>(i - 1)];
                        --i;
                    }
                    coef[static_cast<std::size_t>(i)] = q;
                    sp.cross_new = 0;
                    for (int j = 0; j < sp.k; ++j)
                        sp.cross_new += coef[static_cast<std::size_t>(j)] *
                                        (rack_prefix_[static_cast<std::size_t>(j + 1)] -
                                         rack_prefix_[static_cast<std::size_t>(j)]);
                } else {
                    coef[static_cast<std::size_t>(i)] = 0;
                }
            }
            if (c < anchor_col) continue;
            if (c + 1 < kBoardSize && line[static_cast<std::size_t>(c + 1)].tile != 0) continue;
            sp.right = c;
            f(static_cast<const Span&>(sp));
        }
    }
}

inline int Generator::span_score_bound(const Span& sp, bool check_bingo) {
    // Tile values paired with letter multipliers (main word) and with cross coefficients
    // (cross words) separately: each pairing is at most its best.
    const auto& p = rack_prefix_;
    const int k = sp.k;
    const int a3 = std::min(sp.n3, k), a2 = std::min(sp.n3 + sp.n2, k);
    const int main_new = std::min(
        sp.main_cap, 3 * p[static_cast<std::size_t>(a3)] +
                         2 * (p[static_cast<std::size_t>(a2)] - p[static_cast<std::size_t>(a3)]) +
                         (p[static_cast<std::size_t>(k)] - p[static_cast<std::size_t>(a2)]));
    const int main = (sp.through + main_new) * sp.wm;
    int bound = main + sp.cross_const + std::min(sp.cross_new, sp.cross_cap);
    // A bingo counts only where one can exist: the rack and the board tiles of the span must
    // spell some word.
    const bool bingo = k == rules_.rack_size &&
                       (!check_bingo || sp.through_open || bingo_possible(sp.through_key));
    if (bingo) bound += rules_.bingo == core::BingoRule::kBonus ? rules_.bingo_bonus : main;
    return bound;
}

int Generator::anchor_bound(int row, int anchor_col, int last_anchor_col, bool fill_spans) {
    if (fill_spans)
        for (int left = last_anchor_col + 1; left <= anchor_col; ++left) {
            span_bound_[static_cast<std::size_t>(left)].fill(kNoSpan);
            span_score_[static_cast<std::size_t>(left)].fill(kNoScore);
        }
    int best = kNoSpan;
    for_each_span(row, anchor_col, last_anchor_col, [&](const Span& sp) {
        const int score_bound = span_score_bound(sp, true);
        const int bound = score_bound - handicap_[static_cast<std::size_t>(sp.k)];
        best = std::max(best, bound);
        if (fill_spans) {
            span_bound_[static_cast<std::size_t>(sp.left)][static_cast<std::size_t>(sp.right)] =
                bound;
            span_score_[static_cast<std::size_t>(sp.left)][static_cast<std::size_t>(sp.right)] =
                score_bound;
        }
    });
    if (fill_spans) {
        // Suffix maxima: span_bound_[l][r] becomes the bound of any play from l ending at r or
        // later; reach_left_[c] the bound of any play starting at c or further left.
        int reach = kNoSpan, reach_score = kNoScore;
        for (int left = last_anchor_col + 1; left <= anchor_col; ++left) {
            auto& spans = span_bound_[static_cast<std::size_t>(left)];
            auto& scores = span_score_[static_cast<std::size_t>(left)];
            for (int c = kBoardSize - 2; c >= anchor_col; --c) {
                spans[static_cast<std::size_t>(c)] = std::max(
                    spans[static_cast<std::size_t>(c)], spans[static_cast<std::size_t>(c + 1)]);
                scores[static_cast<std::size_t>(c)] = std::max(
                    scores[static_cast<std::size_t>(c)], scores[static_cast<std::size_t>(c + 1)]);
            }
            reach = std::max(reach, spans[static_cast<std::size_t>(anchor_col)]);
            reach_score = std::max(reach_score, scores[static_cast<std::size_t>(anchor_col)]);
            reach_left_[static_cast<std::size_t>(left)] = reach;
            reach_left_score_[static_cast<std::size_t>(left)] = reach_score;
        }
    }
    return best;
}

void Generator::gen_row(int row) {
    row_ = row;
    last_anchor_col_ = -1;
    for (int c = 0; c < kBoardSize; ++c) {
        if (!(*line_)[static_cast<std::size_t>(row)][static_cast<std::size_t>(c)].anchor) continue;
        anchor_col_ = c;
        acc_ = Score{};
        rec(c, kwg_.gaddag_root(), idx_->gaddag_root_mask(), c);
        last_anchor_col_ = c;
    }
}

void Generator::rec(int col, std::uint32_t list, std::uint32_t list_mask, int leftmost) {
    const Square& s = (*line_)[static_cast<std::size_t>(row_)][static_cast<std::size_t>(col)];
    auto node_of = [&](Letter l) {
        return list + static_cast<std::uint32_t>(__builtin_popcount(list_mask & (bit(l) - 1)));
    };
    if (s.tile != 0) {
        const Letter l = core::letter_of(s.tile);
        const Score saved = acc_;
        acc_.bits += static_cast<std::uint64_t>(s.tile_value);
        if (l == core::kUnfixed) {
            // An open woordspel blank: the move chooses its reading along this line.
            for (std::uint32_t m = list_mask & ~1U; m != 0; m &= m - 1) {
                const auto t = static_cast<Letter>(__builtin_ctz(m));
                go_on(col, node_of(t), static_cast<Letter>(core::kThroughBit | core::kBlankBit | t),
                      leftmost);
            }
            acc_ = saved;
            return;
        }
        if (list_mask & bit(l))
            go_on(col, node_of(l), static_cast<Letter>(s.tile | core::kThroughBit), leftmost);
        acc_ = saved;
        return;
    }
    if (tiles_played_ == rack_tiles_) return;
    const Score saved = acc_;
    const std::uint32_t letters = list_mask & ~1U;
    const std::uint32_t natural = letters & s.cross_set & rack_mask_;
    const std::uint32_t blank = rack_[core::kBlank] > 0 ? letters & s.blank_set : 0;
    // The walk waits on memory: ask for every candidate's next list before descending.
    for (std::uint32_t m = natural | blank; m != 0; m &= m - 1)
        idx_->prefetch(Kwg::arc(idx_->node(node_of(static_cast<Letter>(__builtin_ctz(m))))));
    for (std::uint32_t m = natural | blank; m != 0; m &= m - 1) {
        const auto l = static_cast<Letter>(__builtin_ctz(m));
        const std::uint32_t node = node_of(l);
        if (natural & bit(l)) {
            if (--rack_[l] == 0) rack_mask_ &= ~bit(l);
            ++tiles_played_;
            leave_index_ -= leave_gaps_.radix[l];
            place(s, l, false);
            go_on(col, node, l, leftmost);
            acc_ = saved;
            leave_index_ += leave_gaps_.radix[l];
            --tiles_played_;
            if (rack_[l]++ == 0) rack_mask_ |= bit(l);
        }
        if (blank & bit(l)) {
            --rack_[core::kBlank];
            ++tiles_played_;
            leave_index_ -= leave_gaps_.radix[core::kBlank];
            place(s, l, true);
            go_on(col, node, static_cast<Letter>(l | core::kBlankBit), leftmost);
            acc_ = saved;
            leave_index_ += leave_gaps_.radix[core::kBlank];
            --tiles_played_;
            ++rack_[core::kBlank];
        }
    }
}

// Whether the walk can go on to square `col` from a list with tiles `list_mask`: decided from
// the parent's index entry alone, so that the many steps that lead nowhere cost no call.
inline bool Generator::can_step(int col, std::uint32_t list_mask) const {
    const Square& s = (*line_)[static_cast<std::size_t>(row_)][static_cast<std::size_t>(col)];
    if (s.tile != 0) {
        const Letter l = core::letter_of(s.tile);
        return l == core::kUnfixed ? (list_mask & ~1U) != 0 : (list_mask & bit(l)) != 0;
    }
    if (tiles_played_ == rack_tiles_) return false;
    const std::uint32_t allowed =
        (s.cross_set & rack_mask_) | (rack_[core::kBlank] > 0 ? s.blank_set : 0);
    return (list_mask & allowed & ~1U) != 0;
}

void Generator::go_on(int col, std::uint32_t node_index, Letter entry, int leftmost) {
    const std::uint32_t node = idx_->node(node_index);
    const std::uint32_t list_mask = idx_->child_mask(node_index);
    const auto& row = (*line_)[static_cast<std::size_t>(row_)];
    strip_[static_cast<std::size_t>(col)] = entry;
    const std::uint32_t list = Kwg::arc(node);
    if (col <= anchor_col_) {
        // Growing leftwards from the anchor.
        const bool nothing_left = col == 0 || row[static_cast<std::size_t>(col - 1)].tile == 0;
        if (Kwg::accepts(node) && nothing_left && tiles_played_ > 0 &&
            (anchor_col_ == kBoardSize - 1 ||
             row[static_cast<std::size_t>(anchor_col_ + 1)].tile == 0))
            record(col, anchor_col_);
        if (list == 0) return;
        if (col > 0 && col - 1 != last_anchor_col_ && reach_open(col - 1) &&
            can_step(col - 1, list_mask))
            rec(col - 1, list, list_mask, col - 1);
        // The separator is tile 0, so when present it is the first node of the list.
        if (nothing_left && anchor_col_ < kBoardSize - 1 && (list_mask & 1U) != 0 &&
            span_open(col, anchor_col_ + 1)) {
            const std::uint32_t right = Kwg::arc(idx_->node(list));
            const std::uint32_t right_mask = idx_->child_mask(list);
            if (right != 0 && can_step(anchor_col_ + 1, right_mask))
                rec(anchor_col_ + 1, right, right_mask, col);
        }
        return;
    }
    // Growing rightwards past the anchor.
    const bool nothing_right =
        col == kBoardSize - 1 || row[static_cast<std::size_t>(col + 1)].tile == 0;
    if (Kwg::accepts(node) && nothing_right && tiles_played_ > 0) record(leftmost, col);
    if (list != 0 && col < kBoardSize - 1 && span_open(leftmost, col + 1) &&
        can_step(col + 1, list_mask))
        rec(col + 1, list, list_mask, leftmost);
}

void Generator::record(int left, int right) {
    const Score& acc = acc_;
    if (first_move_ && tiles_played_ < rules_.first_move_min_tiles) return;
    if (tiles_played_ == 1) {
        // A single tile that forms words both ways is one move, written across; one that
        // forms a word only down is written down.
        if (right == left) return;
        if (dir_ == Direction::kVertical) {
            for (int c = left; c <= right; ++c) {
                const Square& s =
                    (*line_)[static_cast<std::size_t>(row_)][static_cast<std::size_t>(c)];
                if (s.tile == 0 && s.has_cross) return;
            }
        }
    }
    const int main = acc.main_sum() * acc.word_mult();
    int total = main + acc.cross_total();
    if (tiles_played_ == rules_.rack_size)
        total += rules_.bingo == core::BingoRule::kBonus ? rules_.bingo_bonus : main;
    // The sink would drop it (floor_ is kNoSpan unless it prunes).
    if (total - handicap_[static_cast<std::size_t>(tiles_played_)] < floor_) return;
    core::Move m;
    m.kind = core::MoveKind::kPlace;
    m.dir = dir_;
    m.start = static_cast<std::uint8_t>(square_at(dir_, row_, left));
    m.length = static_cast<std::uint8_t>(right - left + 1);
    m.tiles_used = static_cast<std::uint8_t>(tiles_played_);
    for (int c = left; c <= right; ++c)
        m.word[static_cast<std::size_t>(c - left)] = strip_[static_cast<std::size_t>(c)];
    m.score = total;
    sink_->add(m);
    if (capture_ != nullptr) capture_->push_back(m);
    if (sink_->prunes()) floor_ = sink_->floor();
}

}  // namespace letterzak::movegen
