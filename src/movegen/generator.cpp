#include "movegen/generator.hpp"

#include <algorithm>
#include <cassert>

namespace letterzak::movegen {

using core::Direction;
using core::kBoardSize;
using core::Letter;
using lexicon::Kwg;

namespace {

constexpr std::uint32_t bit(Letter l) { return std::uint32_t{1} << l; }

int square_at(Direction dir, int row, int col) {
    return dir == Direction::kHorizontal ? core::square_index(row, col) : core::square_index(col, row);
}

}  // namespace

Generator::Generator(const core::RuleSet& rules, const lexicon::Kwg& kwg, std::shared_ptr<const KwgIndex> index)
    : rules_(rules), kwg_(kwg), index_(index ? std::move(index) : std::make_shared<const KwgIndex>(kwg)) {
    idx_ = index_.get();
    for (Letter l : rules.tiles->letters()) all_letters_ |= bit(l);
    multiply_premiums_ = rules.word_premiums == core::WordPremiumRule::kMultiply;
    for (int l = 0; l < core::kLetterSlots; ++l) values_[static_cast<std::size_t>(l)] = rules.tiles->value[static_cast<std::size_t>(l)];
}

// Letters in one perpendicular word around a hole: the tiles before it (P) and after it (S),
// as they read along the perpendicular. The cheaper of two walks is taken: through the DAWG,
// P once and then S behind each candidate letter (|P| + 27·|S| steps), or through the GADDAG's
// fully reversed entries, reverse(S) once and then reverse(P) behind each candidate
// (|S| + 27·|P|). With an empty side, that is one walk and a look at the accepting children.
// kUnfixed (an open woordspel blank) matches any letter and takes the general path.
std::uint32_t Generator::compute_cross_set(const core::Board& board, Direction perp, int square,
                                           int& cross_score) {
    const int step = core::step_of(perp);
    auto along = [&](int s) { return perp == Direction::kHorizontal ? core::col_of(s) : core::row_of(s); };
    int first = square;
    while (along(first) > 0 && !board.empty(first - step)) first -= step;
    int last = square;
    while (along(last) < kBoardSize - 1 && !board.empty(last + step)) last += step;
    cross_score = 0;
    if (first == square && last == square) return all_letters_;

    std::array<Letter, kBoardSize> before{}, after{};
    int nb = 0, na = 0;
    bool wild = false;
    for (int s = first; s != square; s += step) {
        cross_score += board.is_blank(s) ? 0 : rules_.tiles->value[core::letter_of(board.tile(s))];
        before[static_cast<std::size_t>(nb++)] = board.reads(perp, s);
        wild |= board.reads(perp, s) == core::kUnfixed;
    }
    for (int s = square + step; s <= last; s += step) {
        cross_score += board.is_blank(s) ? 0 : rules_.tiles->value[core::letter_of(board.tile(s))];
        after[static_cast<std::size_t>(na++)] = board.reads(perp, s);
        wild |= board.reads(perp, s) == core::kUnfixed;
    }
    if (wild) return cross_set_with_wildcards(before.data(), nb, after.data(), na);

    // Follows letters from the list at `list`; 0 when the path leaves the automaton.
    auto walk = [&](std::uint32_t list, const Letter* letters, int n, bool reversed) -> std::uint32_t {
        std::uint32_t node = 0;
        for (int k = 0; k < n; ++k) {
            if (list == 0) return 0;
            const Letter l = letters[reversed ? n - 1 - k : k];
            const std::uint32_t m = idx_->mask(list);
            if ((m & bit(l)) == 0) return 0;
            node = list + static_cast<std::uint32_t>(__builtin_popcount(m & (bit(l) - 1)));
            list = Kwg::arc(idx_->node(node));
        }
        return node;
    };
    // Letters of the list at `list` whose path continues through `rest` to an accepting node.
    auto holes = [&](std::uint32_t list, const Letter* rest, int n, bool reversed) -> std::uint32_t {
        if (list == 0) return 0;
        std::uint32_t out = 0;
        const std::uint32_t m0 = idx_->mask(list);
        for (std::uint32_t m = m0 & ~1U; m != 0; m &= m - 1) {
            const auto l = static_cast<Letter>(__builtin_ctz(m));
            const std::uint32_t node = list + static_cast<std::uint32_t>(__builtin_popcount(m0 & (bit(l) - 1)));
            if (n == 0) {
                if (Kwg::accepts(idx_->node(node))) out |= bit(l);
                continue;
            }
            const std::uint32_t end = walk(Kwg::arc(idx_->node(node)), rest, n, reversed);
            if (end != 0 && Kwg::accepts(idx_->node(end))) out |= bit(l);
        }
        return out;
    };
    std::uint32_t mask;
    if (nb + 27 * na <= na + 27 * nb) {
        const std::uint32_t root = kwg_.dawg_root();
        const std::uint32_t p = nb == 0 ? root : walk(root, before.data(), nb, false);
        mask = (nb == 0 || p != 0) ? holes(nb == 0 ? root : Kwg::arc(idx_->node(p)), after.data(), na, false) : 0;
    } else {
        const std::uint32_t root = kwg_.gaddag_root();
        const std::uint32_t p = na == 0 ? root : walk(root, after.data(), na, true);
        mask = (na == 0 || p != 0) ? holes(na == 0 ? root : Kwg::arc(idx_->node(p)), before.data(), nb, true) : 0;
    }
    return mask & all_letters_;
}

// The general walk through the DAWG, branching on open blanks. Rare: woordspel only.
std::uint32_t Generator::cross_set_with_wildcards(const Letter* before, int nb, const Letter* after, int na) {
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

void Generator::select(Direction dir) {
    dir_ = dir;
    line_ = &grids_[static_cast<std::size_t>(dir)];
}

void Generator::prepare(const core::Board& board, Direction dir) {
    const Direction perp = core::other(dir);
    const core::BoardLayout& layout = *rules_.layout;
    for (int r = 0; r < kBoardSize; ++r) {
        for (int c = 0; c < kBoardSize; ++c) {
            const int sq = square_at(dir, r, c);
            Square& s = grids_[static_cast<std::size_t>(dir)][static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            s = Square{};
            s.letter_mult = layout.letter_multiplier[static_cast<std::size_t>(sq)];
            s.word_mult = layout.word_multiplier[static_cast<std::size_t>(sq)];
            if (!board.empty(sq)) {
                s.tile = static_cast<Letter>(board.reads(dir, sq) | (board.is_blank(sq) ? core::kBlankBit : 0));
                s.tile_value = board.is_blank(sq) ? 0 : values_[core::letter_of(board.tile(sq))];
                continue;
            }
            if (first_move_) {
                s.anchor = sq == layout.center;
                s.cross_set = all_letters_;
                s.blank_set = all_letters_;
                continue;
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
    }
}

inline Generator::Score Generator::place(Score acc, const Square& s, Letter letter, bool blank) const {
    const int v = blank ? 0 : values_[letter];
    acc.main_sum += v * s.letter_mult;
    acc.word_mult = multiply_premiums_ ? acc.word_mult * s.word_mult : std::max<int>(acc.word_mult, s.word_mult);
    if (s.has_cross) acc.cross_total += (s.cross_score + v * s.letter_mult) * s.word_mult;
    return acc;
}

void Generator::generate(const core::Board& board, const core::Rack& rack, MoveSink& sink) {
    sink_ = &sink;
    first_move_ = board.is_empty_board();
    rack_tiles_ = rack.size();
    rack_mask_ = 0;
    for (int l = 0; l < core::kLetterSlots; ++l) {
        rack_[static_cast<std::size_t>(l)] = rack.count(static_cast<Letter>(l));
        if (l != core::kBlank && rack_[static_cast<std::size_t>(l)] > 0) rack_mask_ |= bit(static_cast<Letter>(l));
    }
    tiles_played_ = 0;
    if (rack_tiles_ == 0 || kwg_.gaddag_root() == 0) return;
    const int directions = first_move_ ? 1 : 2;
    for (int d = 0; d < directions; ++d) prepare(board, static_cast<Direction>(d));
    if (sink.prunes()) {
        generate_pruned(sink);
        return;
    }
    for (int d = 0; d < directions; ++d) {
        select(static_cast<Direction>(d));
        for (int r = 0; r < kBoardSize; ++r) gen_row(r);
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
        rack_prefix_[static_cast<std::size_t>(k + 1)] = rack_prefix_[static_cast<std::size_t>(k)] + (k < n ? values[static_cast<std::size_t>(k)] : 0);

    bingo_memo_.fill(0);

    anchors_.clear();
    const int directions = first_move_ ? 1 : 2;
    for (int d = 0; d < directions; ++d) {
        select(static_cast<Direction>(d));
        for (int r = 0; r < kBoardSize; ++r) {
            int last = -1;
            for (int c = 0; c < kBoardSize; ++c) {
                if (!(*line_)[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)].anchor) continue;
                anchors_.push_back({anchor_bound(r, c, last), static_cast<std::uint8_t>(d), static_cast<std::uint8_t>(r),
                                    static_cast<std::uint8_t>(c), static_cast<std::int8_t>(last)});
                last = c;
            }
        }
    }
    std::sort(anchors_.begin(), anchors_.end(), [](const Anchor& a, const Anchor& b) { return a.bound > b.bound; });
    for (const Anchor& a : anchors_) {
        if (a.bound < sink.floor()) break;
        select(static_cast<Direction>(a.dir));
        row_ = a.row;
        anchor_col_ = a.col;
        last_anchor_col_ = a.last_anchor_col;
        rec(a.col, kwg_.gaddag_root(), Score{}, a.col);
    }
}

// Whether some DAWG entry is an anagram of the tiles counted in rack_ (blanks as any
// letter): `left` tiles remain to be used. A depth-first search that the rack keeps small.
bool Generator::spells_anagram(std::uint32_t list, int left) {
    if (list == 0) return false;
    const std::uint32_t m0 = idx_->mask(list);
    for (std::uint32_t m = m0; m != 0; m &= m - 1) {
        const auto l = static_cast<Letter>(__builtin_ctz(m));
        const std::uint32_t node = idx_->node(list + static_cast<std::uint32_t>(__builtin_popcount(m0 & (bit(l) - 1))));
        const Letter use = rack_[l] > 0 ? l : (rack_[core::kBlank] > 0 ? core::kBlank : kNoTile);
        if (use == kNoTile) continue;
        --rack_[use];
        const bool found = left == 1 ? Kwg::accepts(node) : spells_anagram(Kwg::arc(node), left - 1);
        ++rack_[use];
        if (found) return true;
    }
    return false;
}

// Whether the rack plus the given board letters spell a word: can a bingo cross them?
// Memoised per generate call by the (sorted) board letters. Only spans with no board tile
// are checked: the searches with a board letter cost more than the pruning they buy (measured
// on the greedy benchmark), so such spans keep the bonus in their bound.
bool Generator::bingo_possible(const Letter* through, int count) {
    if (count > 0) return true;
    Letter a = count > 0 ? through[0] : 0, b = count > 1 ? through[1] : 0;
    if (a == core::kUnfixed || b == core::kUnfixed) return true;
    if (a > b) std::swap(a, b);
    const std::size_t key = static_cast<std::size_t>(a) * core::kLetterSlots + b;
    std::uint8_t& memo = bingo_memo_[key];
    if (memo == 0) {
        if (a) ++rack_[a];
        if (b) ++rack_[b];
        memo = spells_anagram(kwg_.dawg_root(), rack_tiles_ + count) ? 2 : 1;
        if (a) --rack_[a];
        if (b) --rack_[b];
    }
    return memo == 2;
}

int Generator::anchor_bound(int row, int anchor_col, int last_anchor_col) {
    const auto& line = (*line_)[static_cast<std::size_t>(row)];
    const std::uint32_t playable = rack_mask_ | (rack_[core::kBlank] > 0 ? all_letters_ : 0);
    auto usable = [&](const Square& s) { return s.tile != 0 || (s.cross_set & playable) != 0 || (rack_[core::kBlank] > 0 && s.blank_set != 0); };
    int best = 0;
    for (int left = anchor_col; left > last_anchor_col; --left) {
        const Square& ls = line[static_cast<std::size_t>(left)];
        if (!usable(ls)) break;
        // A play starts at `left` only if the square before it is empty.
        if (left > 0 && line[static_cast<std::size_t>(left - 1)].tile != 0) continue;
        int k = 0, through = 0, through_tiles = 0, cross_const = 0, wm = 1, n3 = 0, n2 = 0;
        std::array<Letter, 2> through_letters{};
        std::array<int, core::kMaxWord> cross_coef{};
        bool too_many = false;
        for (int c = left; c < kBoardSize; ++c) {
            const Square& s = line[static_cast<std::size_t>(c)];
            if (s.tile != 0) {
                through += s.tile_value;
                if (through_tiles < 2) through_letters[static_cast<std::size_t>(through_tiles)] = core::letter_of(s.tile);
                ++through_tiles;
            } else {
                if (!usable(s) || k == rack_tiles_) {
                    too_many = true;
                    break;
                }
                wm = multiply_premiums_ ? wm * s.word_mult : std::max<int>(wm, s.word_mult);
                n3 += s.letter_mult == 3;
                n2 += s.letter_mult == 2;
                int q = 0;
                if (s.has_cross) {
                    cross_const += s.cross_score * s.word_mult;
                    q = s.letter_mult * s.word_mult;
                }
                // Keep cross coefficients sorted, largest first.
                int i = k++;
                while (i > 0 && cross_coef[static_cast<std::size_t>(i - 1)] < q) {
                    cross_coef[static_cast<std::size_t>(i)] = cross_coef[static_cast<std::size_t>(i - 1)];
                    --i;
                }
                cross_coef[static_cast<std::size_t>(i)] = q;
            }
            if (c < anchor_col) continue;
            if (c + 1 < kBoardSize && line[static_cast<std::size_t>(c + 1)].tile != 0) continue;
            // Rack values paired with letter multipliers (main word) and with cross
            // coefficients (cross words) separately: each pairing is at most its best.
            const auto& p = rack_prefix_;
            const int a3 = std::min(n3, k), a2 = std::min(n3 + n2, k);
            const int main_new = 3 * p[static_cast<std::size_t>(a3)] + 2 * (p[static_cast<std::size_t>(a2)] - p[static_cast<std::size_t>(a3)]) +
                                 (p[static_cast<std::size_t>(k)] - p[static_cast<std::size_t>(a2)]);
            int cross = cross_const;
            for (int i = 0; i < k; ++i)
                cross += cross_coef[static_cast<std::size_t>(i)] * (p[static_cast<std::size_t>(i + 1)] - p[static_cast<std::size_t>(i)]);
            const int main = (through + main_new) * wm;
            int bound = main + cross;
            // A bingo counts only where one can exist: the rack and the board tiles of the
            // span must spell some word (checked for up to two board tiles).
            if (k == rules_.rack_size && bingo_possible(through_letters.data(), through_tiles))
                bound += rules_.bingo == core::BingoRule::kBonus ? rules_.bingo_bonus : main;
            best = std::max(best, bound);
        }
        (void)too_many;
    }
    return best;
}

void Generator::gen_row(int row) {
    row_ = row;
    last_anchor_col_ = -1;
    for (int c = 0; c < kBoardSize; ++c) {
        if (!(*line_)[static_cast<std::size_t>(row)][static_cast<std::size_t>(c)].anchor) continue;
        anchor_col_ = c;
        rec(c, kwg_.gaddag_root(), Score{}, c);
        last_anchor_col_ = c;
    }
}

void Generator::rec(int col, std::uint32_t list, Score acc, int leftmost) {
    const Square& s = (*line_)[static_cast<std::size_t>(row_)][static_cast<std::size_t>(col)];
    const std::uint32_t list_mask = idx_->mask(list);
    auto node_of = [&](Letter l) { return list + static_cast<std::uint32_t>(__builtin_popcount(list_mask & (bit(l) - 1))); };
    if (s.tile != 0) {
        const Letter l = core::letter_of(s.tile);
        acc.main_sum += s.tile_value;
        if (l == core::kUnfixed) {
            // An open woordspel blank: the move chooses its reading along this line.
            for (std::uint32_t m = list_mask & ~1U; m != 0; m &= m - 1) {
                const auto t = static_cast<Letter>(__builtin_ctz(m));
                go_on(col, node_of(t), static_cast<Letter>(core::kThroughBit | core::kBlankBit | t), acc, leftmost);
            }
            return;
        }
        if (list_mask & bit(l)) go_on(col, node_of(l), static_cast<Letter>(s.tile | core::kThroughBit), acc, leftmost);
        return;
    }
    if (tiles_played_ == rack_tiles_) return;
    const std::uint32_t letters = list_mask & ~1U;
    const std::uint32_t natural = letters & s.cross_set & rack_mask_;
    const std::uint32_t blank = rack_[core::kBlank] > 0 ? letters & s.blank_set : 0;
    // The walk waits on memory: ask for every candidate's child list before descending.
    for (std::uint32_t m = natural | blank; m != 0; m &= m - 1)
        idx_->prefetch(Kwg::arc(idx_->node(node_of(static_cast<Letter>(__builtin_ctz(m))))));
    for (std::uint32_t m = natural | blank; m != 0; m &= m - 1) {
        const auto l = static_cast<Letter>(__builtin_ctz(m));
        const std::uint32_t node = node_of(l);
        if (natural & bit(l)) {
            if (--rack_[l] == 0) rack_mask_ &= ~bit(l);
            ++tiles_played_;
            go_on(col, node, l, place(acc, s, l, false), leftmost);
            --tiles_played_;
            if (rack_[l]++ == 0) rack_mask_ |= bit(l);
        }
        if (blank & bit(l)) {
            --rack_[core::kBlank];
            ++tiles_played_;
            go_on(col, node, static_cast<Letter>(l | core::kBlankBit), place(acc, s, l, true), leftmost);
            --tiles_played_;
            ++rack_[core::kBlank];
        }
    }
}

void Generator::go_on(int col, std::uint32_t node_index, Letter entry, Score acc, int leftmost) {
    const std::uint32_t node = idx_->node(node_index);
    const auto& row = (*line_)[static_cast<std::size_t>(row_)];
    strip_[static_cast<std::size_t>(col)] = entry;
    const std::uint32_t list = Kwg::arc(node);
    if (col <= anchor_col_) {
        // Growing leftwards from the anchor.
        const bool nothing_left = col == 0 || row[static_cast<std::size_t>(col - 1)].tile == 0;
        if (Kwg::accepts(node) && nothing_left && tiles_played_ > 0 &&
            (anchor_col_ == kBoardSize - 1 || row[static_cast<std::size_t>(anchor_col_ + 1)].tile == 0))
            record(col, anchor_col_, acc);
        if (list == 0) return;
        if (col > 0 && col - 1 != last_anchor_col_) rec(col - 1, list, acc, col - 1);
        // The separator is tile 0, so when present it is the first node of the list.
        if (nothing_left && anchor_col_ < kBoardSize - 1 && (idx_->mask(list) & 1U) != 0) {
            const std::uint32_t right = Kwg::arc(idx_->node(list));
            if (right != 0) rec(anchor_col_ + 1, right, acc, col);
        }
        return;
    }
    // Growing rightwards past the anchor.
    const bool nothing_right = col == kBoardSize - 1 || row[static_cast<std::size_t>(col + 1)].tile == 0;
    if (Kwg::accepts(node) && nothing_right && tiles_played_ > 0) record(leftmost, col, acc);
    if (list != 0 && col < kBoardSize - 1) rec(col + 1, list, acc, leftmost);
}

void Generator::record(int left, int right, const Score& acc) {
    if (first_move_ && tiles_played_ < rules_.first_move_min_tiles) return;
    if (tiles_played_ == 1) {
        // A single tile that forms words both ways is one move, written across; one that
        // forms a word only down is written down.
        if (right == left) return;
        if (dir_ == Direction::kVertical) {
            for (int c = left; c <= right; ++c) {
                const Square& s = (*line_)[static_cast<std::size_t>(row_)][static_cast<std::size_t>(c)];
                if (s.tile == 0 && s.has_cross) return;
            }
        }
    }
    core::Move m;
    m.kind = core::MoveKind::kPlace;
    m.dir = dir_;
    m.start = static_cast<std::uint8_t>(square_at(dir_, row_, left));
    m.length = static_cast<std::uint8_t>(right - left + 1);
    m.tiles_used = static_cast<std::uint8_t>(tiles_played_);
    for (int c = left; c <= right; ++c)
        m.word[static_cast<std::size_t>(c - left)] = strip_[static_cast<std::size_t>(c)];
    int main = acc.main_sum * acc.word_mult;
    int total = main + acc.cross_total;
    if (tiles_played_ == rules_.rack_size)
        total += rules_.bingo == core::BingoRule::kBonus ? rules_.bingo_bonus : main;
    m.score = total;
    sink_->add(m);
}

}  // namespace letterzak::movegen
