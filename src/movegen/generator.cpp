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

constexpr std::uint32_t bit(Letter l) {
    return std::uint32_t{1} << l;
}

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
    auto along = [&](int s) {
        return perp == Direction::kHorizontal ? core::col_of(s) : core::row_of(s);
    };
    int first = square;
    while (along(first) > 0 && !board.empty(first - step)) first -= step;
    int last = square;
    while (along(last) < kBoardSize - 1 && !board.empty(last + step)) last += step;
    cross_score = 0;
    if (first == square && last == square) return all_letters_;

    std::array<Letter, kBoardSize> before{}, after{};
    int nb = 0, na = 0;
    // The memo's key (CrossMemo): a cross word holds at most 14 tiles besides the square.
    std::array<Letter, 16> key{};
    std::size_t k = 1;
    auto take = [&](int s) {
        cross_score += board.is_blank(s) ? 0 : rules_.tiles->value[core::letter_of(board.tile(s))];
        return key[k++] = board.reads(perp, s);
    };
    for (int s = first; s != square; s += step) before[static_cast<std::size_t>(nb++)] = take(s);
    for (int s = square + step; s <= last; s += step)
        after[static_cast<std::size_t>(na++)] = take(s);
    key[0] = static_cast<Letter>(nb);
    CrossMemo& memo = cross_memo_[static_cast<std::size_t>(perp)][static_cast<std::size_t>(square)];
    if (memo.valid && memo.key == key) return memo.set;
    memo.key = key;
    memo.set = cross_set_of(before.data(), nb, after.data(), na);
    memo.valid = true;
    return memo.set;
}

std::uint32_t Generator::cross_set_of(const Letter* before, int nb, const Letter* after, int na) {
    bool wild = false;
    for (int i = 0; i < nb; ++i) wild |= before[i] == core::kUnfixed;
    for (int i = 0; i < na; ++i) wild |= after[i] == core::kUnfixed;
    if (wild) return cross_set_with_wildcards(before, nb, after, na);

    // Follows letters from the list at `list` (tiles `m`); 0 when the path leaves the
    // automaton, else the last node.
    auto walk = [&](std::uint32_t list, std::uint32_t m, const Letter* letters, int n,
                    bool reversed) -> std::uint32_t {
        std::uint32_t node = 0;
        for (int k = 0; k < n; ++k) {
            const Letter l = letters[reversed ? n - 1 - k : k];
            if ((m & bit(l)) == 0) return 0;
            node = list + static_cast<std::uint32_t>(__builtin_popcount(m & (bit(l) - 1)));
            list = Kwg::arc(idx_->node(node));
            m = idx_->child_mask(node);
        }
        return node;
    };
    // Letters of the list at `list` whose path continues through `rest` to an accepting node.
    auto holes = [&](std::uint32_t list, std::uint32_t m0, const Letter* rest, int n,
                     bool reversed) -> std::uint32_t {
        std::uint32_t out = 0;
        for (std::uint32_t m = m0 & ~1U; m != 0; m &= m - 1) {
            const auto l = static_cast<Letter>(__builtin_ctz(m));
            const std::uint32_t node =
                list + static_cast<std::uint32_t>(__builtin_popcount(m0 & (bit(l) - 1)));
            if (n == 0) {
                if (Kwg::accepts(idx_->node(node))) out |= bit(l);
                continue;
            }
            const std::uint32_t end =
                walk(Kwg::arc(idx_->node(node)), idx_->child_mask(node), rest, n, reversed);
            if (end != 0 && Kwg::accepts(idx_->node(end))) out |= bit(l);
        }
        return out;
    };
    // From the root, or from where the walk over one side ended.
    auto holes_after = [&](std::uint32_t root, std::uint32_t root_mask, const Letter* lead,
                           int n_lead, const Letter* rest, int n_rest,
                           bool reversed) -> std::uint32_t {
        if (n_lead == 0) return holes(root, root_mask, rest, n_rest, reversed);
        const std::uint32_t p = walk(root, root_mask, lead, n_lead, reversed);
        return p == 0 ? 0
                      : holes(Kwg::arc(idx_->node(p)), idx_->child_mask(p), rest, n_rest, reversed);
    };
    const std::uint32_t mask =
        nb + 27 * na <= na + 27 * nb
            ? holes_after(kwg_.dawg_root(), idx_->dawg_root_mask(), before, nb, after, na, false)
            : holes_after(kwg_.gaddag_root(), idx_->gaddag_root_mask(), after, na, before, nb,
                          true);
    return mask & all_letters_;
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

void Generator::select(Direction dir) {
    dir_ = dir;
    line_ = &grids_[static_cast<std::size_t>(dir)];
}

void Generator::prepare_square(const core::Board& board, Direction dir, int r, int c) {
    const Direction perp = core::other(dir);
    const core::BoardLayout& layout = *rules_.layout;
    const int sq = square_at(dir, r, c);
    Square& s = grids_[static_cast<std::size_t>(dir)][static_cast<std::size_t>(r)]
                      [static_cast<std::size_t>(c)];
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
    int n = 0;
    if (prepared_) {
        for (int sq = 0; sq < core::kSquares; ++sq) {
            if (board.same_square(prepared_board_, sq)) continue;
            if (n == kMaxChangedSquares) {
                n = kMaxChangedSquares + 1;
                break;
            }
            changed[static_cast<std::size_t>(n++)] = sq;
        }
    }
    if (!prepared_ || n > kMaxChangedSquares) {
        for (int d = 0; d < 2; ++d)
            for (int r = 0; r < kBoardSize; ++r)
                for (int c = 0; c < kBoardSize; ++c)
                    prepare_square(board, static_cast<Direction>(d), r, c);
    } else {
        // A square's entry depends on its own tile, on whether its four neighbours are empty,
        // and on the tiles of its line across: so the entries to redo for a changed square are
        // those of its whole line across (whose cross words may reach it) and its two
        // neighbours along the line.
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
                for (int r = 0; r < kBoardSize; ++r) redo(r, place);
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
    const int cross = s.has_cross ? (s.cross_score + v * s.letter_mult) * s.word_mult : 0;
    acc_ = Score::of(a.main_sum() + v * s.letter_mult, mult, a.cross_total() + cross);
}

void Generator::generate(const core::Board& board, const core::Rack& rack, MoveSink& sink) {
    generate(board, rack, sink, kEveryLine);
}

void Generator::generate(const core::Board& board, const core::Rack& rack, MoveSink& sink,
                         const Lines& lines) {
    sink_ = &sink;
    lines_ = lines;
    first_move_ = board.is_empty_board();
    rack_tiles_ = rack.size();
    tile_limit_ = rack_tiles_;
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
    for (int d = 0; d < directions; ++d) {
        select(static_cast<Direction>(d));
        for (int r = 0; r < kBoardSize; ++r)
            if ((lines_[static_cast<std::size_t>(d)] >> r & 1U) != 0) gen_row(r);
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
    const MoveSink::LeaveGaps* gaps = sink.leave_gaps();
    leave_gaps_ = gaps != nullptr ? *gaps : kNoLeaveGaps;
    leave_index_ = leave_gaps_.full;

    rack_key_ = 0;
    for (int l = 1; l < core::kLetterSlots; ++l)
        rack_key_ += static_cast<std::uint64_t>(rack_[static_cast<std::size_t>(l)]) *
                     AnagramSet::letter_key(static_cast<Letter>(l));
    if (++bingo_stamp_ == 0) {
        bingo_stamp_ = 1;
        bingo_memo_.fill(BingoMemo{});
    }

    // The most a tile from this rack can be worth on each empty square, given its cross-set;
    // -1 where no rack tile may go.
    const int blank_floor = rack_[core::kBlank] > 0 ? 0 : -1;
    int rack_max = blank_floor;
    for (std::uint32_t m = rack_mask_; m != 0; m &= m - 1)
        rack_max = std::max(rack_max, values_[static_cast<std::size_t>(__builtin_ctz(m))]);
    // With the full rack, bingos are searched apart (find_bingos) — except under woordspel,
    // whose open blanks read as any letter, and with more blanks than the search tries.
    bingo_split_ =
        rack_tiles_ == rules_.rack_size && !rules_.blank_per_direction && rack_[core::kBlank] <= 2;
    tile_limit_ = bingo_split_ ? rack_tiles_ - 1 : rack_tiles_;
    anchors_.clear();
    const int directions = first_move_ ? 1 : 2;
    for (int d = 0; d < directions; ++d) {
        // Only the lines searched: bounds and bingos read the squares of their own line.
        for (int r = 0; r < kBoardSize; ++r) {
            if ((lines_[static_cast<std::size_t>(d)] >> r & 1U) == 0) continue;
            for (Square& s : grids_[static_cast<std::size_t>(d)][static_cast<std::size_t>(r)]) {
                if (s.tile != 0) continue;
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
        lines_with_anchors_[static_cast<std::size_t>(d)] = 0;
        for (int r = 0; r < kBoardSize; ++r) {
            if ((lines_[static_cast<std::size_t>(d)] >> r & 1U) == 0) continue;
            int last = -1;
            for (int c = 0; c < kBoardSize; ++c) {
                if (!(*line_)[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)].anchor)
                    continue;
                lines_with_anchors_[static_cast<std::size_t>(d)] |= 1U << r;
                anchors_.push_back({anchor_bound(r, c, last, false), static_cast<std::uint8_t>(d),
                                    static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(c),
                                    static_cast<std::int8_t>(last)});
                last = c;
            }
        }
    }
    // Bingos first: they are found by looking up words, not walking, and they set a high
    // floor early. The walk then places at most rack_size - 1 tiles, and no span's bound
    // carries a bingo bonus.
    if (bingo_split_) {
        bingo_keys_.clear();
        bingo_hits_.clear();
        for (int d = 0; d < directions; ++d) find_bingos(static_cast<Direction>(d));
        floor_ = sink.floor();
    }
    std::sort(anchors_.begin(), anchors_.end(),
              [](const Anchor& a, const Anchor& b) { return a.bound > b.bound; });
    for (const Anchor& a : anchors_) {
        if (a.bound < sink.floor()) break;
        select(static_cast<Direction>(a.dir));
        row_ = a.row;
        anchor_col_ = a.col;
        last_anchor_col_ = a.last_anchor_col;
        // The anchor may beat the best so far, but most of its spans usually cannot: the
        // walk consults their bounds before growing into them.
        anchor_bound(a.row, a.col, a.last_anchor_col, true);
        floor_ = sink.floor();
        acc_ = Score{};
        rec(a.col, kwg_.gaddag_root(), idx_->gaddag_root_mask(), a.col);
    }
}

// Every bingo along `dir`: each span of exactly rack_size empty squares (with the board tiles
// inside and against it) that touches the tiles on the board, whose board letters and rack
// spell some word. Only those words are then checked against the span — board letters in
// place, each new letter allowed by its cross-set — and scored, once per way the blanks can
// be placed. Rules with open blanks never come here (bingo_split_).
void Generator::find_bingos(Direction dir) {
    const AnagramSet& anagrams = idx_->bingo_anagrams(kwg_);
    select(dir);
    for (int r = 0; r < kBoardSize; ++r) {
        // A bingo in a line needs an anchor in it: a tile across or along it.
        if ((lines_with_anchors_[static_cast<std::size_t>(dir)] >> r & 1U) == 0) continue;
        row_ = r;
        const auto& line = (*line_)[static_cast<std::size_t>(r)];
        for (int left = 0; left < kBoardSize; ++left) {
            if (left > 0 && line[static_cast<std::size_t>(left - 1)].tile != 0) continue;
            int empties = 0, through = 0, c = left;
            bool touches = false;
            std::uint64_t through_key = 0;
            for (; c < kBoardSize; ++c) {
                const Square& s = line[static_cast<std::size_t>(c)];
                if (s.tile != 0) {
                    through_key += AnagramSet::letter_key(core::letter_of(s.tile));
                    ++through;
                    touches = true;
                    continue;
                }
                if (empties == rack_tiles_ || s.max_value < 0) break;
                touches |= s.anchor;
                ++empties;
            }
            if (empties < rack_tiles_ || !touches) continue;
            const int right = c - 1;
            for (const BingoHit& hit : bingo_hits(anagrams, through_key))
                bingos_for(hit.group, left, right, hit.b1, hit.b2);
        }
    }
}

// The anagram groups the rack spells with the board letters of one key, looked up
// once per call: spans with the same board letters (all those through no tile share the key 0)
// are many, and with a blank each key is 26 lookups, with two blanks 351.
std::span<const Generator::BingoHit> Generator::bingo_hits(const AnagramSet& anagrams,
                                                           std::uint64_t through_key) {
    for (const BingoKey& k : bingo_keys_)
        if (k.through_key == through_key)
            return std::span(bingo_hits_).subspan(k.first, k.last - k.first);
    const std::size_t first = bingo_hits_.size();
    any_reading(rack_key_ + through_key, [&](std::uint64_t key, Letter b1, Letter b2) {
        const AnagramSet::Group group = anagrams.words_of(key);
        if (group.size() > 0) bingo_hits_.push_back({group, b1, b2});
        return false;  // every reading
    });
    bingo_keys_.push_back({through_key, first, bingo_hits_.size()});
    return std::span(bingo_hits_).subspan(first, bingo_hits_.size() - first);
}

// The words of one anagram group that fit the span [left, right], with blanks standing for
// b1 and b2 (0: no blank) — each placement of the blanks among the new letters a move.
void Generator::bingos_for(const AnagramSet::Group& group, int left, int right, Letter b1,
                           Letter b2) {
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
        // Keys can collide (by a 1-in-2^64 accident): the new letters must be the rack's.
        std::array<int, core::kLetterSlots> need{};
        for (int c = left; c <= right; ++c)
            if (line[static_cast<std::size_t>(c)].tile == 0)
                ++need[word[static_cast<std::size_t>(c - left)]];
        if (b1 != 0) --need[b1];
        if (b2 != 0) --need[b2];
        bool same = true;
        for (int l = 1; l < core::kLetterSlots; ++l)
            same &= need[static_cast<std::size_t>(l)] == rack_[static_cast<std::size_t>(l)];
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
            record_bingo(word, left, right, -1, -1);
        } else if (b2 == 0) {
            const auto [at, n] = places_for(b1, -1);
            for (int i = 0; i < n; ++i)
                record_bingo(word, left, right, at[static_cast<std::size_t>(i)], -1);
        } else {
            const auto [at1, n1] = places_for(b1, -1);
            for (int i = 0; i < n1; ++i) {
                const int p1 = at1[static_cast<std::size_t>(i)];
                // Two blanks for one letter: unordered pairs of its squares.
                const auto [at2, n2] = places_for(b2, b1 == b2 ? p1 : -1);
                for (int j = 0; j < n2; ++j)
                    record_bingo(word, left, right, p1, at2[static_cast<std::size_t>(j)]);
            }
        }
    }
}

void Generator::record_bingo(std::span<const Letter> word, int left, int right, int blank1,
                             int blank2) {
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
    tiles_played_ = rack_tiles_;
    record(left, right);
    tiles_played_ = 0;
}

// Whether the rack plus the board letters whose anagram key is `through_key` spell a word,
// blanks standing for any letter: can a bingo cross them? Memoised per generate call.
bool Generator::bingo_possible(std::uint64_t through_key, int count) {
    const int length = rack_tiles_ + count;
    if (length < KwgIndex::kBingoMinLength || length > KwgIndex::kBingoMaxLength) return true;
    // Entries from earlier calls carry an older stamp: no clearing per call.
    BingoMemo& memo = bingo_memo_[static_cast<std::size_t>(through_key >> 56) % bingo_memo_.size()];
    if (memo.stamp != bingo_stamp_ || memo.through_key != through_key)
        memo = BingoMemo{through_key, bingo_stamp_, spells_word_with(through_key)};
    return memo.possible;
}

bool Generator::spells_word_with(std::uint64_t through_key) {
    const AnagramSet& anagrams = idx_->bingo_anagrams(kwg_);
    if (rack_[core::kBlank] > 2) return true;  // no tile set has more than two; not worth it
    return any_reading(rack_key_ + through_key, [&](std::uint64_t key, Letter, Letter) {
        return anagrams.contains_key(key);
    });
}

int Generator::anchor_bound(int row, int anchor_col, int last_anchor_col, bool fill_spans) {
    const auto& line = (*line_)[static_cast<std::size_t>(row)];
    if (fill_spans)
        for (int left = last_anchor_col + 1; left <= anchor_col; ++left) {
            span_bound_[static_cast<std::size_t>(left)].fill(kNoSpan);
            span_score_[static_cast<std::size_t>(left)].fill(kNoScore);
        }
    // A square takes part if it holds a tile or some rack tile may go there.
    auto usable = [](const Square& s) { return s.tile != 0 || s.max_value >= 0; };
    int best = kNoSpan;
    int empty_to_anchor = 0;  // empty squares from `left` to the anchor: each needs a tile
    for (int left = anchor_col; left > last_anchor_col; --left) {
        const Square& ls = line[static_cast<std::size_t>(left)];
        if (!usable(ls)) break;
        if (ls.tile == 0 && ++empty_to_anchor > tile_limit_) break;
        // A play starts at `left` only if the square before it is empty.
        if (left > 0 && line[static_cast<std::size_t>(left - 1)].tile != 0) continue;
        int k = 0, through = 0, through_tiles = 0, cross_const = 0, wm = 1, n3 = 0, n2 = 0;
        int main_cap = 0,
            cross_cap = 0;  // each square's best tile on it, ignoring the rack's counts
        int cross_new = 0;
        std::uint64_t through_key = 0;  // the anagram key of the board letters in the span
        bool through_open = false;      // an open woordspel blank among them: any letter
        std::array<int, core::kMaxWord> cross_coef{};
        bool too_many = false;
        for (int c = left; c < kBoardSize; ++c) {
            const Square& s = line[static_cast<std::size_t>(c)];
            if (s.tile != 0) {
                through += s.tile_value;
                through_key += AnagramSet::letter_key(core::letter_of(s.tile) == core::kUnfixed
                                                          ? core::Letter{0}
                                                          : core::letter_of(s.tile));
                through_open |= core::letter_of(s.tile) == core::kUnfixed;
                ++through_tiles;
            } else {
                if (!usable(s) || k == tile_limit_) {
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
                main_cap += std::max(0, static_cast<int>(s.max_value)) * s.letter_mult;
                cross_cap += std::max(0, static_cast<int>(s.max_value)) * q;
                // Keep cross coefficients sorted, largest first, and their pairing with the
                // rack's values, largest first, summed. A square without a cross word adds a
                // zero at the end, which changes neither.
                int i = k++;
                if (q != 0) {
                    while (i > 0 && cross_coef[static_cast<std::size_t>(i - 1)] < q) {
                        cross_coef[static_cast<std::size_t>(i)] =
                            cross_coef[static_cast<std::size_t>(i - 1)];
                        --i;
                    }
                    cross_coef[static_cast<std::size_t>(i)] = q;
                    cross_new = 0;
                    for (int j = 0; j < k; ++j)
                        cross_new += cross_coef[static_cast<std::size_t>(j)] *
                                     (rack_prefix_[static_cast<std::size_t>(j + 1)] -
                                      rack_prefix_[static_cast<std::size_t>(j)]);
                }
            }
            if (c < anchor_col) continue;
            if (c + 1 < kBoardSize && line[static_cast<std::size_t>(c + 1)].tile != 0) continue;
            // Rack values paired with letter multipliers (main word) and with cross
            // coefficients (cross words) separately: each pairing is at most its best.
            const auto& p = rack_prefix_;
            const int a3 = std::min(n3, k), a2 = std::min(n3 + n2, k);
            const int main_new = std::min(
                main_cap,
                3 * p[static_cast<std::size_t>(a3)] +
                    2 * (p[static_cast<std::size_t>(a2)] - p[static_cast<std::size_t>(a3)]) +
                    (p[static_cast<std::size_t>(k)] - p[static_cast<std::size_t>(a2)]));
            const int cross = cross_const + std::min(cross_new, cross_cap);
            const int main = (through + main_new) * wm;
            int bound = main + cross;
            // A bingo counts only where one can exist: the rack and the board tiles of the
            // span must spell some word.
            if (k == rules_.rack_size &&
                (through_open || bingo_possible(through_key, through_tiles)))
                bound += rules_.bingo == core::BingoRule::kBonus ? rules_.bingo_bonus : main;
            const int score_bound = bound;
            bound -= handicap_[static_cast<std::size_t>(k)];
            best = std::max(best, bound);
            if (fill_spans) {
                span_bound_[static_cast<std::size_t>(left)][static_cast<std::size_t>(c)] = bound;
                span_score_[static_cast<std::size_t>(left)][static_cast<std::size_t>(c)] =
                    score_bound;
            }
        }
        (void)too_many;
    }
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
    if (tiles_played_ == tile_limit_) return;
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
    if (tiles_played_ == tile_limit_) return false;
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
    if (sink_->prunes()) floor_ = sink_->floor();
}

}  // namespace letterzak::movegen
