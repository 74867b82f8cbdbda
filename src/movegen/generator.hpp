#pragma once
// The move generator: every legal placement of a rack on a board, each exactly once, with
// its score, handed to a sink. Gordon's GADDAG algorithm over the KWG automaton: for every
// anchor square (an empty square next to a tile; the centre on an empty board) grow words
// leftwards from the anchor, then past the separator rightwards, filtered by cross-sets (the
// letters each square allows for the word across it) and scored as they grow.
//
// Variants come from the RuleSet: rack size and bingo rule, first-move length, word-premium
// rule, the IJ tile (just another letter to the automaton), Y-for-IJ (in the lexicon's
// reading) and woordspel's blanks that read differently across and down.
//
// Best-move search (a sink that prunes): every span a play can cover (the squares from its
// first letter to its last, through an anchor) is bounded, and the spans are searched from
// the highest bound down until none can beat the best so far. A span is searched part of the
// rack by part: each set of tiles that fills its empty squares is bounded by the span's bound
// less the exact leave it keeps, and the words it spells with the span's board letters are
// looked up by their letters (AnagramSet) and checked against the span — no walk of the
// automaton at all. Woordspel's open blanks (any letter) and racks with more than two
// blanks are walked instead, anchor by anchor in order of a score bound, each span walked
// only while the bound of the spans the walk can still reach holds.
//
// Hot path: nothing is allocated per move; the generator's buffers are reused across calls,
// so one Generator per thread.

#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <span>
#include <vector>

#include "core/board.hpp"
#include "core/rack.hpp"
#include "core/rules.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/kwg_index.hpp"
#include "movegen/line_moves.hpp"
#include "movegen/move_sink.hpp"

namespace letterzak::movegen {

// Lines of the board, by direction: bit r of [d] is line r along direction d (row r across,
// column r down).
using Lines = std::array<std::uint16_t, 2>;
inline constexpr Lines kEveryLine{0x7fff, 0x7fff};

class Generator {
  public:
    // The index is derived from the KWG; share one between generators of the same lexicon
    // (one per thread) to save building it (a few milliseconds) and its memory.
    Generator(const core::RuleSet& rules, const lexicon::Kwg& kwg,
              std::shared_ptr<const KwgIndex> index = nullptr);

    // Every legal placement (not exchanges or passes). On an empty board only horizontal
    // plays are listed: the vertical ones are their mirror images.
    void generate(const core::Board& board, const core::Rack& rack, MoveSink& sink);
    // Only the placements along `lines` (a play along direction d in line r, for bit r of
    // lines[d]); the rest of the board still decides what fits there.
    void generate(const core::Board& board, const core::Rack& rack, MoveSink& sink,
                  const Lines& lines);
    // The same, with a memory of lines (line_moves.hpp) when the sink takes every placement
    // (it does not prune): a line met before in the same state, with the same rack, gives its
    // placements from `known` instead of a walk of the automaton, and the others are stored
    // there. The sink is handed the same placements either way, in another order.
    void generate(const core::Board& board, const core::Rack& rack, MoveSink& sink,
                  const Lines& lines, LineMoves* known);

    // Builds now what the first best-move search would otherwise build (the anagram
    // table, shared through the index), so that timing a search does not time it.
    void warm_up() const { (void)idx_->anagrams(kwg_); }

    // The placement of one tile of `letter` (a letter, not a blank) that the list of every
    // placement would put first: the highest score, ties by play_order_less; false when it
    // fits nowhere (or the board is empty). Read off the cross-sets of the two grids, with no
    // walk of the automaton: a single tile is legal where the words it forms both ways are,
    // and those are what the cross-sets hold. Not under blank_per_direction (a blank on the
    // board may read differently there from what a cross-set assumes).
    bool best_single_tile(const core::Board& board, core::Letter letter, core::Move& best);

    // The word list moves are generated from.
    const lexicon::Kwg& kwg() const { return kwg_; }

    // The letters allowed on an empty square for a word along `dir` (bit l = letter l), as
    // decided by the word across it; all letters when nothing is across.
    std::uint32_t cross_set(const core::Board& board, core::Direction dir, int square);

  private:
    struct Square {
        core::Letter tile = 0;  // reading along the line | kBlankBit; 0 = empty
        bool anchor = false;
        bool has_cross = false;  // a word across would be formed here
        std::uint8_t letter_mult = 1;
        std::uint8_t word_mult = 1;
        std::uint32_t cross_set = 0;
        std::uint32_t blank_set = 0;  // letters a blank may stand for here
        int cross_score = 0;          // value of the tiles across (premiums long used)
        int tile_value = 0;           // an occupied square: its tile's value (0 for a blank)
        std::int8_t max_value =
            0;  // best-move search: the most a rack tile is worth here, -1 if none fits
    };
    // The score of the tiles laid so far, packed in one 64-bit word — main-word letter sum
    // (bits 0–15), word multiplier (16–31), cross-word total (32–63) — so that the walk saves,
    // updates and restores it with loads and stores of one width: copies of a three-int
    // struct came out as an 8-byte load over two 4-byte stores, which the CPU cannot forward
    // from its store buffer, and the walk stalled on it at every step.
    struct Score {
        std::uint64_t bits = std::uint64_t{1} << 16;
        int main_sum() const { return static_cast<int>(bits & 0xffff); }
        int word_mult() const { return static_cast<int>((bits >> 16) & 0xffff); }
        int cross_total() const { return static_cast<int>(bits >> 32); }
        static Score of(int main_sum, int word_mult, int cross_total) {
            return {static_cast<std::uint64_t>(main_sum) |
                    static_cast<std::uint64_t>(word_mult) << 16 |
                    static_cast<std::uint64_t>(cross_total) << 32};
        }
    };

    // Fills both grids for `board` (the first move: the across grid only). The grids of the
    // last board prepared are kept: when the new one differs from it in a few squares (the
    // next turn of a game, a playout's reply, an endgame's child or parent), only the entries
    // those squares can change are redone.
    void prepare(const core::Board& board);
    // One entry of grid `dir`: line r, place c.
    void prepare_square(const core::Board& board, core::Direction dir, int r, int c);
    void select(core::Direction dir);
    // An upper bound on the score less handicap_ of any play the generator finds from this
    // anchor.
    // With fill_spans, also the bound of each span of the anchor (span_bound_, reach_left_,
    // and span_score_, reach_left_score_).
    int anchor_bound(int row, int anchor_col, int last_anchor_col, bool fill_spans);
    void generate_pruned(MoveSink& sink);

    // One span of an anchor: the squares [left, right] a play covers, and what bounds its
    // score (anchor_bound and the search by parts of the rack read the same spans). The sums
    // are reset for every left end of an anchor's spans; cross_coef is not (its first k
    // entries are written before they are read, and clearing it each time was a fifth of the
    // span listing).
    struct SpanSums {
        int left = 0, right = 0;
        int k = 0;                        // empty squares: the tiles a play here places
        int through = 0;                  // the board tiles' values
        std::uint64_t through_key = 0;    // the anagram key of the board letters
        bool through_open = false;        // an open woordspel blank among them: any letter
        int wm = 1, n3 = 0, n2 = 0;       // word multiplier; triple and double letters
        int cross_const = 0;              // the cross words' tiles, premiums applied
        int main_cap = 0, cross_cap = 0;  // each square's best tile on it, counts aside
        int cross_new = 0;                // cross coefficients paired with the rack's values
    };
    struct Span : SpanSums {
        std::array<int, core::kMaxWord> cross_coef{};  // the k of them, largest first
    };
    // A span listed for the search by parts: only what the search reads of it (a whole Span
    // is five times the size, and a position lists about three hundred).
    struct ListedSpan {
        std::uint64_t through_key = 0;
        int top = 0;  // span_score_bound, a bingo wherever k is the whole rack
        std::uint8_t left = 0, right = 0, k = 0;
        std::uint8_t dir = 0, row = 0;  // the line it lies in
    };
    // Calls f(span) for every span of the anchor at anchor_col whose leftmost anchor it is.
    template <typename F>
    void for_each_span(int row, int anchor_col, int last_anchor_col, F f);
    // Sums of the k most valuable of some tiles, k = 0, 1, …
    using TileSums = std::array<int, core::kMaxWord + 1>;
    // A bound on the score of any play in `span` from this rack: the rack's values, most
    // valuable first, paired with the span's letter premiums and cross coefficients (bingos
    // only where possible when `check_bingo`, else wherever the span takes the whole rack).
    int span_score_bound(const Span& span, bool check_bingo);

    // The search by parts of the rack. A part is the tiles a play places; the rest is its
    // leave, so its exact leave gap (MoveSink::LeaveGaps::exact) is known before any word is.
    struct Part {
        std::array<std::uint8_t, core::kLetterSlots> count{};  // tiles of each letter; kBlank
        std::uint64_t key = 0;  // the anagram key of its letters, blanks aside
        int tiles = 0;
        int leave = 0;  // the number of the leave it keeps
        int gap = 0;    // that leave, below the best
    };
    void list_parts();
    // Lists the spans of one anchor that can reach the floor (spans_, candidates_).
    void list_spans(int row, int anchor_col, int last_anchor_col);
    // Searches the spans listed from the highest bound down, each part whose leave gap the
    // span's bound covers, until no span's can. (A part's own bound, from its own tiles'
    // values instead of the rack's best, ruled out only one part in eight in the bench's
    // positions and cost more than the lookups it saved: without it a best move took 19%
    // fewer instructions and the bench's best-move rate rose 8%.)
    void search_by_parts();
    // One span of those: the parts by gap, while its bound less the gap reaches the floor.
    void search_span(const ListedSpan& span);
    std::vector<Part> parts_;         // by number of tiles, then by gap, smallest first
    std::vector<Part> sorted_parts_;  // reused by list_parts
    std::vector<std::uint16_t> by_gap_, by_size_;  // reused by list_parts: parts' numbers
    static constexpr int kMaxGapSpread = 256;      // gaps further apart are sorted by comparing
    // The rack parts_ were listed for: the next search with the same rack and the same gaps
    // (a simulation answers every candidate with one rack) lists them again for nothing.
    std::array<int, core::kLetterSlots> parts_rack_{};
    std::array<int, core::kLetterSlots> parts_radix_{};
    int parts_full_ = 0;
    bool parts_valid_ = false;
    std::array<std::size_t, core::kMaxWord + 2> parts_from_{};  // parts_from_[k]: first of k
    bool by_parts_ = false;  // this search looks words up by parts instead of walking

    // The words of one anagram group that fit the span [left, right] with blanks standing
    // for b1 and b2 (0: no blank), placing exactly the tiles `count`; each a move.
    void words_for(const AnagramSet::Group& group, int left, int right, core::Letter b1,
                   core::Letter b2, const std::array<std::uint8_t, core::kLetterSlots>& count);
    void record_word(std::span<const core::Letter> word, int left, int right, int blank1,
                     int blank2, int tiles);
    struct WordHit {
        AnagramSet::Group group;
        core::Letter b1, b2;  // the letters the blanks stand for (0: no blank)
    };
    // The anagram groups of the letters with key `key` and `blanks` blanks, each reading of
    // the blanks a hit. A key without a blank that the anagram set's filter rules out is
    // answered by the filter alone; the rest are remembered for this call (spans share board
    // letters, parts share letters, and with a blank each key is 26 lookups, with two 351).
    std::span<const WordHit> hits_for(std::uint64_t key, int blanks);
    struct HitMemo;
    // hits_for's answer when its memo has none (the memo check alone is inlined).
    std::span<const WordHit> look_up(std::uint64_t key, int blanks, HitMemo& memo,
                                     std::uint64_t tag);
    // 16 bytes an entry, 512 of them (8 KB): it is asked only about keys the anagram set's
    // filter passes and keys with a blank, about 60 a position in the bench's.
    struct HitMemo {
        std::uint64_t tag = 0;
        std::uint32_t first = 0;  // in word_hits_
        std::uint16_t count = 0;  // at most 351 readings
        std::uint16_t stamp = 0;
    };
    std::array<HitMemo, 512> hit_memo_{};
    // Spans that share board letters and a number of empty squares try the same parts with the
    // same keys, and in the bench's positions more than half the parts a search tried were such
    // repeats (spans through the same board letters elsewhere). The first records the parts
    // whose keys spell something (PartHit) and how many parts it tried; the others go through
    // those alone, in the same order, and try parts past the first's only when their bound
    // reaches further (it seldom does: spans come highest bound first and the floor only rises).
    struct PartHit {
        std::uint32_t part;   // in parts_
        std::uint32_t first;  // its hits in word_hits_
        std::uint32_t count;
    };
    struct SpanMemo {
        std::uint64_t tag = 0;
        std::uint32_t first = 0;  // in part_hits_
        std::uint16_t count = 0;
        std::uint16_t tried = 0;  // parts of the span's size tried so far
        std::uint16_t stamp = 0;
    };
    std::array<SpanMemo, 256> span_memo_{};
    std::vector<PartHit> part_hits_;        // this call's, reused
    const AnagramSet* anagrams_ = nullptr;  // the index's, once a search has asked for it
    std::vector<WordHit> word_hits_;        // this call's, reused
    // Calls f(key, b1, b2) for the anagram key `key` (some letters of the rack and some board
    // letters) with each reading of `blanks` blanks added — b1, b2 the letters they stand
    // for, 0 for none; unordered pairs for two: the multiset is what counts. At most two
    // blanks (a caller with more decides alone). Readings the anagram set's may_complete rules
    // out (the letters before the last blank complete to no word) are skipped: they spell
    // nothing, and one probe of its filter saves 26 of the other.
    template <typename F>
    void for_each_reading(std::uint64_t key, int blanks, F f) const {
        if (blanks == 0) return f(key, core::Letter{0}, core::Letter{0});
        if (blanks == 1 && !anagrams_->may_complete(key)) return;
        for (std::uint32_t m1 = all_letters_; m1 != 0; m1 &= m1 - 1) {
            const auto b1 = static_cast<core::Letter>(__builtin_ctz(m1));
            const std::uint64_t key1 = key + AnagramSet::letter_key(b1);
            if (blanks == 1) {
                f(key1, b1, core::Letter{0});
                continue;
            }
            if (!anagrams_->may_complete(key1)) continue;
            for (std::uint32_t m2 = m1; m2 != 0; m2 &= m2 - 1) {
                const auto b2 = static_cast<core::Letter>(__builtin_ctz(m2));
                f(key1 + AnagramSet::letter_key(b2), b1, b2);
            }
        }
    }
    std::uint64_t rack_key_ = 0;  // the anagram key of the rack's letters (blanks aside)
    // Whether the rack and the board letters whose anagram key is `through_key` spell a word,
    // blanks standing for any letter (hits_for's answers, remembered for this call).
    bool bingo_possible(std::uint64_t through_key);
    std::uint16_t call_stamp_ = 0;  // tells this call's memo entries from older ones

    struct Anchor {
        int bound;
        std::uint8_t dir, row, col;
        std::int8_t last_anchor_col;
    };
    std::vector<Anchor> anchors_;    // reused
    std::vector<ListedSpan> spans_;  // a search by parts: every anchor's spans
    struct Candidate {
        int bound;           // the span's score bound less the smallest leave gap
        std::uint32_t span;  // in spans_
    };
    std::vector<Candidate> candidates_;  // reused
    // search_by_parts's lists of spans by bound: the first of each bound, and the next after
    // each (in candidates_); reused.
    static constexpr std::uint32_t kNoSpanListed = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> bucket_, chain_;
    // For the anchor being walked in a best-move search: span_bound_[l][r] bounds the plays
    // from column l ending at r or later, reach_left_[c] those starting at c or further left.
    // The walk grows only into spans whose bound reaches floor_, the sink's current floor.
    static constexpr int kNoSpan = std::numeric_limits<int>::min();
    std::array<std::array<int, core::kBoardSize>, core::kBoardSize> span_bound_{};
    std::array<int, core::kBoardSize> reach_left_{};
    // The same bounds on the score alone, before any handicap (kNoScore: no span): the walk
    // takes off the leave gap of the tiles it has not placed yet (MoveSink::LeaveGaps).
    static constexpr int kNoScore = -1'000'000;
    std::array<std::array<int, core::kBoardSize>, core::kBoardSize> span_score_{};
    std::array<int, core::kBoardSize> reach_left_score_{};
    // The leave gaps of this call's sink (none: all zero), and the number of the tiles not
    // placed yet on the walk's path.
    MoveSink::LeaveGaps leave_gaps_;
    int leave_index_ = 0;
    // Whether plays from `left` ending at `right` or later may still reach the floor, and
    // those starting at `left` or further left.
    bool span_open(int left, int right) const {
        return span_bound_[static_cast<std::size_t>(left)][static_cast<std::size_t>(right)] >=
                   floor_ &&
               span_score_[static_cast<std::size_t>(left)][static_cast<std::size_t>(right)] -
                       leave_gaps_.gap[leave_index_] >=
                   floor_;
    }
    bool reach_open(int left) const {
        return reach_left_[static_cast<std::size_t>(left)] >= floor_ &&
               reach_left_score_[static_cast<std::size_t>(left)] - leave_gaps_.gap[leave_index_] >=
                   floor_;
    }
    int floor_ = kNoSpan;
    TileSums rack_prefix_{};  // the rack's k most valuable tiles
    // The sink's handicap of a play by its number of tiles (MoveSink::handicap): every bound
    // and every recorded play of k tiles is compared to the floor less handicap_[k].
    std::array<int, core::kMaxWord + 1> handicap_{};
    std::uint32_t compute_cross_set(const core::Board& board, core::Direction perpendicular,
                                    int square, int& cross_score);
    // The letters of this tile set that make a word of before + letter + after (the
    // automaton's part of compute_cross_set): KwgIndex::cross_set's, or with an open woordspel
    // blank among the letters, cross_set_with_wildcards's.
    std::uint32_t cross_set_of(const core::Letter* before, int nb, const core::Letter* after,
                               int na);
    std::uint32_t cross_set_with_wildcards(const core::Letter* before, int nb,
                                           const core::Letter* after, int na);
    void gen_row(int row);
    // The key of line `row` of the selected direction as prepared, with the rack (whose part,
    // rack_line_key_, generate works out once): the sum of its squares' keys.
    LineMoves::Key line_key(int row);
    LineMoves::Key rack_line_key_{};
    // A key of a square's entry and its place (two 64-bit hashes); 0 for an empty square that
    // is no anchor, as most are. Per direction, line and place in square_keys_.
    using SquareKey = std::array<std::uint64_t, 2>;
    static SquareKey key_of(const Square& s, int dir, int row, int col);
    std::array<std::array<std::array<SquareKey, core::kBoardSize>, core::kBoardSize>, 2>
        square_keys_{};
    // Only generation with a memory of lines reads the keys. A stale line (bit r of
    // stale_keys_[dir]) has none kept, and line_key redoes it whole when asked. Until a call
    // has asked for one, prepare_square marks the lines it changes stale: a best-move search's
    // generator never works the keys out, which was a tenth of its instructions in the bench.
    // From then on (keep_keys_) prepare_square keeps each square's key in lines not stale, as
    // the endgame, which asks for lines at every node, needs: redoing whole lines there made
    // it 17% slower. Preparing a whole board makes every line stale.
    std::array<std::uint16_t, 2> stale_keys_{0x7fff, 0x7fff};
    bool keep_keys_ = false;
    // prepare_square's entry, without its key.
    void fill_square(const core::Board& board, core::Direction dir, int r, int c, Square& s);
    // While a line is generated to be remembered: its placements, as record hands them on.
    std::vector<core::Move>* capture_ = nullptr;
    // The walk keeps the score of the tiles so far in acc_, restored on the way back.
    // `list` and its tiles `list_mask` (from the parent's index entry).
    void rec(int col, std::uint32_t list, std::uint32_t list_mask, int leftmost);
    void go_on(int col, std::uint32_t node, core::Letter entry, int leftmost);
    bool can_step(int col, std::uint32_t list_mask) const;
    void record(int left, int right);
    void place(const Square& s, core::Letter letter, bool blank);
    // The score of the word across a square (the grid's cross word) with a tile worth `value`
    // placed on it; 0 when none is formed.
    static int cross_word(const Square& s, int value) {
        return s.has_cross ? (s.cross_score + value * s.letter_mult) * s.word_mult : 0;
    }
    Score acc_;

    const core::RuleSet& rules_;
    const lexicon::Kwg& kwg_;
    std::shared_ptr<const KwgIndex> index_;
    const KwgIndex* idx_ = nullptr;
    std::uint32_t rack_mask_ = 0;  // letters with a natural tile left on the rack
    std::uint32_t all_letters_ = 0;
    std::array<int, core::kLetterSlots> values_{};  // tile values; a blank is worth 0
    bool multiply_premiums_ = true;

    // Per call.
    MoveSink* sink_ = nullptr;
    Lines lines_ = kEveryLine;  // the lines whose placements are wanted
    using Grid = std::array<std::array<Square, core::kBoardSize>, core::kBoardSize>;
    std::array<Grid, 2> grids_{};  // per direction: rows along that direction
    // The grids of a board without tiles (after the first move: no anchor), the entries
    // prepare_square gives an empty square with nothing beside it, which most squares are.
    std::array<Grid, 2> empty_grids_{};
    // The anchors of the across grid, by row (bit c: place c), kept with it by prepare_square.
    std::array<std::uint16_t, core::kBoardSize> anchor_rows_{};
    Grid* line_ = &grids_[0];  // the direction being generated
    std::array<int, core::kLetterSlots> rack_{};
    std::array<core::Letter, core::kBoardSize> strip_{};
    core::Direction dir_ = core::Direction::kHorizontal;
    bool first_move_ = false;
    int row_ = 0;
    int anchor_col_ = 0;
    int last_anchor_col_ = -1;
    int tiles_played_ = 0;
    int rack_tiles_ = 0;

    // Scratch for cross-set walks with open woordspel blanks (reused, never shrunk).
    std::vector<std::uint32_t> states_, next_states_;

    // Across calls: the last cross-set found for each square and direction, with the cross
    // word's tiles it was found for. A cross-set depends on those tiles alone, and from one
    // board to the next (a turn of a game, a playout's reply, an endgame's child) most cross
    // words stay as they were, so most squares are answered without walking the automaton.
    struct CrossMemo {
        // [0]: how many tiles come before the square; then what each tile of the cross word
        // reads as, in order; zero beyond (a reading is never 0).
        std::array<core::Letter, 16> key{};
        std::uint32_t set = 0;
        bool valid = false;
    };
    std::array<std::array<CrossMemo, core::kSquares>, 2> cross_memo_{};
    // The board both grids describe, when prepared_ (the first move prepares one grid only).
    // Past kMaxChangedSquares differences the whole board is redone.
    static constexpr int kMaxChangedSquares = 24;
    core::Board prepared_board_;
    bool prepared_ = false;
};

}  // namespace letterzak::movegen
