#include "ai/endgame.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <thread>

#include "ai/rack_leaves.hpp"
#include "ai/reply_lines.hpp"
#include "ai/table_move.hpp"
#include "core/score.hpp"
#include "game/result.hpp"
#include "movegen/move_sink.hpp"

namespace letterzak::ai {
namespace {

constexpr int kInfinity = 1'000'000;
// The aspiration window's first half-width, in points: most iterations move the value less.
constexpr int kAspiration = 12;
// How many of the parent's replies a node tries before generating its own list.
constexpr std::size_t kProbes = 3;
// How deep a solve deepens before it proves the value by searches to the end of the game:
// enough for a guess (some thousands of nodes in a 7-vs-7 endgame), no further. Each depth
// beyond it searches the trees before it again, one move further; from a guess at depth 3,
// searching to the end proved the four 7-vs-7 endgames of the bench in 1.8-2.4 times fewer
// nodes than deepening until the value was proven (one thread, 256 MB: 4.9 M, 70 M, 4.3 M
// and 8.5 M nodes against 12.0 M, 156 M, 7.7 M and 18.9 M).
constexpr int kGuessDepth = 3;
// Moves a node may put off while another thread searches them, and how near the root: deeper,
// the subtrees are too small for two threads to meet in them.
constexpr std::size_t kMaxDeferred = 16;
constexpr int kDeferPlies = 10;
// Positions being searched, by hash (with more than one thread).
constexpr std::size_t kBusySlots = std::size_t{1} << 16;

// The spread the mover gains by playing m (end-of-game rack points included if it ends).
int play_gain(game::State& child, const core::Move& m, core::Rng& rng) {
    const int me = child.to_move;
    const int before = child.spread(me);
    game::apply_move(child, m, rng);
    return child.spread(me) - before;
}

// The face value of the tiles a placement takes from the rack (blanks are worth nothing).
int placed_value(const core::RuleSet& rules, const core::Move& m) {
    int placed = 0;
    for (int i = 0; i < m.length; ++i) {
        const core::Letter e = m.word[static_cast<std::size_t>(i)];
        if ((e & core::kThroughBit) == 0 && !core::is_blank_tile(e))
            placed += rules.tiles->value[core::letter_of(e)];
    }
    return placed;
}

// The square one step from `sq` along `dir` (sign +1 or -1), or -1 off the board.
int neighbour(int sq, core::Direction dir, int sign) {
    int row = core::row_of(sq), col = core::col_of(sq);
    (dir == core::Direction::kHorizontal ? col : row) += sign;
    if (row < 0 || col < 0 || row >= core::kBoardSize || col >= core::kBoardSize) return -1;
    return core::square_index(row, col);
}

// The scoreless run after `m`, as the solver works it out for the child's key before it
// plays `m`: a placement breaks the run (exact: a table-answered child's key relies on it), a
// pass adds to it (wrong only in woordspel's opening turns, where a pass's key serves only to
// fetch a bucket).
int run_after(const game::State& s, const core::Move& m) {
    return m.kind == core::MoveKind::kPlace ? 0 : s.scoreless_run + 1;
}

// Whether a stored result answers a search of `depth` with the window (alpha, beta): it is
// as deep (or proven), and its value is exact or a bound on the side the window asks about.
bool settles(const TableEntry& e, int depth, int alpha, int beta) {
    return (e.solved || e.depth >= depth) &&
           (e.bound == Bound::kExact || (e.bound == Bound::kLower && e.value >= beta) ||
            (e.bound == Bound::kUpper && e.value <= alpha));
}

// A horizon's result: the static estimate, proven only when the move that goes out (exact,
// it ends the game) already reaches beta, as a cut-off asks no more than that.
int at_horizon(int estimate, int out, int beta, bool& exact) {
    if (out >= beta) {
        exact = true;
        return out;
    }
    exact = false;
    return estimate;
}

}  // namespace

Squares placed_squares(const core::Move& m) {
    Squares placed;
    if (m.kind != core::MoveKind::kPlace) return placed;
    for (int i = 0; i < m.length; ++i)
        if (!m.is_through(i)) placed.set(static_cast<std::size_t>(m.square(i)));
    return placed;
}

// Then every word the reply forms is the same word on the same premiums.
bool unaffected(const core::Move& reply, const core::Board& board, const Squares& changed) {
    if (changed.none()) return true;
    const auto hit = [&changed](int sq) {
        return sq >= 0 && changed.test(static_cast<std::size_t>(sq));
    };
    if (hit(neighbour(reply.start, reply.dir, -1)) ||
        hit(neighbour(reply.square(reply.length - 1), reply.dir, 1)))
        return false;
    const core::Direction across = core::other(reply.dir);
    for (int i = 0; i < reply.length; ++i) {
        if (reply.is_through(i)) continue;
        const int sq = reply.square(i);
        if (hit(sq)) return false;
        for (const int sign : {-1, 1}) {
            int t = neighbour(sq, across, sign);
            while (t >= 0 && !board.empty(t)) t = neighbour(t, across, sign);
            if (hit(t)) return false;
        }
    }
    return true;
}

namespace {

// A move's place in the solver's order for a rack of `size` tiles: going out first (it ends
// the game on the spot), by score; then by score plus the value of the tiles placed (what is
// kept counts against the mover if the opponent goes out first); a fixed order for ties.
struct Keyed {
    bool out;
    int estimate;
    const core::Move* move;
};

Keyed keyed(const core::RuleSet& rules, const core::Move& m, int size) {
    const bool out = m.tiles_used == size;
    return Keyed{out, m.score + (out ? 0 : placed_value(rules, m)), &m};
}

bool before(const Keyed& x, const Keyed& y) {
    if (x.out != y.out) return x.out;
    if (x.estimate != y.estimate) return x.estimate > y.estimate;
    if (x.move->score != y.move->score) return x.move->score > y.move->score;
    return movegen::play_order_less(*x.move, *y.move);
}

// Whether the rack holds every tile the placement takes.
bool holds(const core::Rack& rack, const core::Move& m) {
    std::array<std::uint8_t, core::kLetterSlots> needed{};
    for (int i = 0; i < m.length; ++i) {
        if (m.is_through(i)) continue;
        const core::Letter l = core::rack_letter(m.word[static_cast<std::size_t>(i)]);
        if (++needed[l] > rack.count(l)) return false;
    }
    return true;
}

}  // namespace

std::vector<core::Move> endgame_moves(movegen::Generator& generator, const core::RuleSet& rules,
                                      const core::Board& board, const core::Rack& rack,
                                      const EarlierMoves* earlier, movegen::LineMoves* known) {
    std::vector<core::Move> list;
    endgame_moves(generator, rules, board, rack, earlier, known, list);
    return list;
}

void endgame_moves(movegen::Generator& generator, const core::RuleSet& rules,
                   const core::Board& board, const core::Rack& rack, const EarlierMoves* earlier,
                   movegen::LineMoves* known, std::vector<core::Move>& list) {
    const int size = rack.size();
    const movegen::Lines lines = earlier == nullptr       ? movegen::kEveryLine
                                 : earlier->changed_known ? changed_lines(board, earlier->changed)
                                                          : changed_lines(*earlier->board, board);
    // Working lists kept from call to call (a search makes millions of lists).
    thread_local movegen::AllMoves generated;
    thread_local std::vector<Keyed> order, kept;
    generated.moves.clear();
    order.clear();
    kept.clear();
    generator.generate(board, rack, generated, lines, known);
    const std::vector<core::Move>& fresh = generated.moves;
    for (const core::Move& m : fresh) order.push_back(keyed(rules, m, size));
    std::sort(order.begin(), order.end(), before);
    list.clear();
    if (earlier == nullptr) {
        list.reserve(order.size());
        for (const Keyed& k : order) list.push_back(*k.move);
        return;
    }
    // The earlier list's placements along the lines left alone, the rack permitting. They
    // keep their order, but for those that now go out: a larger rack's list had none that
    // did (they take fewer tiles than it held), so those move to the front, sorted.
    const bool same_rack = earlier->rack->counts() == rack.counts();
    std::size_t going_out = 0;
    for (const core::Move& m : *earlier->moves) {
        if (along(m, lines) || (!same_rack && !holds(rack, m))) continue;
        kept.push_back(keyed(rules, m, size));
        if (kept.back().out) ++going_out;
    }
    if (!same_rack && going_out > 0) {
        std::stable_partition(kept.begin(), kept.end(), [](const Keyed& k) { return k.out; });
        std::sort(kept.begin(), kept.begin() + static_cast<std::ptrdiff_t>(going_out), before);
    }
    // Both runs are in the order (a total one): merging them gives the list a whole
    // generation sorts.
    list.reserve(order.size() + kept.size());
    auto next = order.begin();
    for (const Keyed& k : kept) {
        for (; next != order.end() && before(*next, k); ++next) list.push_back(*next->move);
        list.push_back(*k.move);
    }
    for (; next != order.end(); ++next) list.push_back(*next->move);
}

game::State endgame_state(const Position& p) {
    assert(p.seats == 2 && p.bag_size == 0);
    Position whole = p;
    whole.rack_sizes[1] = whole.unseen_count();  // the opponent holds every unseen tile
    core::Rng forced(0);                         // the deal has no choice to make
    return deal_state(whole, forced);
}

// One thread's search. The table, the hash keys, the deadline and the stop signal are the
// solver's, shared by every searcher; the rest is this thread's own.
class EndgameSolver::Searcher {
  public:
    Searcher(EndgameSolver& solver, std::size_t cache_bytes)
        : solver_(solver),
          rules_(solver.rules_),
          zobrist_(solver.zobrist_),
          generator_(solver.rules_, solver.kwg_, solver.index_),
          cache_(cache_bytes / 4),
          lines_(cache_bytes - cache_bytes / 4),
          cache_bytes_(cache_bytes) {}

    // The memory of its move lists: a quarter for whole lists, the rest for lines
    // (EndgameSettings::table_quarters).
    std::size_t cache_bytes() const { return cache_bytes_; }
    void set_cache_bytes(std::size_t bytes) {
        cache_ = MoveCache(bytes / 4);
        lines_ = movegen::LineMoves(bytes - bytes / 4);
        cache_bytes_ = bytes;
    }
    movegen::Generator& generator() { return generator_; }

    // A new solve: counts from zero, and this searcher's own deadline (it may stop before
    // the solve's, to do something else).
    void begin(std::chrono::steady_clock::time_point deadline);
    // After stopping at its own deadline: goes on until `deadline`, unless the solve's has
    // passed or the solve is over (false).
    bool resume(std::chrono::steady_clock::time_point deadline);
    // Iterative deepening from `first_depth` to `last_depth` (at most max_depth), into
    // `result`: the deepest iteration completed before a deadline or the stop signal, or the
    // first that is proven. Each iteration searches a window around the last one's value.
    void deepen(const game::State& state, const EndgameSettings& settings, int first_depth,
                int last_depth, EndgameResult& result);
    // The value proven by searches to the end of the game, from the guess in `result`
    // (MTD(f), below); `result` is left as it was when a deadline stops it first.
    void prove(const game::State& state, const EndgameSettings& settings, EndgameResult& result);
    std::int64_t nodes() const { return nodes_; }
    std::int64_t generations() const { return generations_; }

  private:
    // What a node is handed by its parent: the mover's moves on the parent's board (the
    // parent's move left the mover's rack as it was; listed by the first child that needs
    // them, into the parent's slot, so a child answered by the table lists nothing) and the
    // squares that move placed on; and the node's own board hash, found from the parent's by
    // those squares instead of by a scan of the whole board. Moves already listed are where
    // new lists start (endgame_moves): the parent's own list, for the parent's opponent two
    // plies on, and the grandparent's own list, this mover's with the tiles it then held.
    struct Inherited {
        MoveCache::List* replies;
        const core::Board* board;
        std::uint64_t board_key;  // Zobrist::board_hash(*board)
        Squares changed;
        std::uint64_t child_board_key;        // Zobrist::board_hash of the node's board
        std::uint64_t child_key;              // Zobrist::hash of the node
        const MoveCache::List* parent_moves;  // the parent's own list (may be unlisted yet)
        const core::Rack* parent_rack;        // the rack it is of
        const Inherited* up;                  // what the parent was handed (null at the root)
    };
    // Where the list of a node's mover (holding `rack`, the node handed `from`) on the node's
    // board best starts: the same rack's list on the parent's board, else the mover's own list
    // at the grandparent (a larger rack, a board two moves earlier); none at the root.
    EarlierMoves start_from(const Inherited* from, const core::Rack& rack) const;
    // `list` (when listed) as where to start from, on `board` with `rack`; `changed`: the
    // squares placed on since (under blank_per_direction a move may also fix a blank's
    // reading elsewhere, so those boards are compared whole).
    EarlierMoves earlier(const core::Board* board, const core::Rack* rack,
                         const MoveCache::List* list, const Squares& changed) const;
    // The parent's own list (its mover's, on its board) as where that player's list on the
    // node's board starts; none at the root.
    EarlierMoves parent_list(const Inherited* from) const;
    const std::vector<core::Move>& replies_of(const Inherited& from, const core::Rack& rack);
    // The letter of a rack of one tile whose best placement the generator reads off its
    // cross-sets (Generator::best_single_tile): not a blank (it could stand for any letter),
    // not under blank_per_direction.
    std::optional<core::Letter> single_letter(const core::Rack& rack) const;
    // The best placement of a one-tile rack on the node's board (the first of its list), or
    // none; `earlier` as for moves_of, when it has to list them.
    std::optional<core::Move> best_single(std::uint64_t board_key, const core::Board& board,
                                          const core::Rack& rack, const EarlierMoves& earlier);
    // The value of a node where each player holds one tile, and the mover's best move there,
    // given the mover's best placement on the node's board (see the definition).
    int one_tile_each(const game::State& s, std::uint64_t board_key, const Inherited* from,
                      const std::optional<core::Move>& mine, core::Move& best);

    int search(const game::State& s, int depth, int alpha, int beta, int ply, bool& exact,
               const Inherited* inherited);
    int root_search(const game::State& s, int depth, int guess, bool first, bool& exact);
    // The rack's moves on the board, whose Zobrist::board_hash is `board_key`: from the cache,
    // else listed, starting from `earlier` when it has moves. Of a single letter's placements
    // (single_letter) only the best: each goes out and ends the game, with the same rack
    // points, so the others are never searched (nor listed).
    MoveCache::List moves_of(std::uint64_t board_key, const core::Board& board,
                             const core::Rack& rack, const EarlierMoves& earlier = {});
    bool horizon(const game::State& s, const std::vector<core::Move>& moves, const Inherited* from,
                 int& value, int& out) const;
    bool out_of_time();

    EndgameSolver& solver_;
    const core::RuleSet& rules_;
    const Zobrist& zobrist_;
    movegen::Generator generator_;
    // The lists' memory: before the cache, which gives it back when it goes.
    MoveListPool list_pool_;
    std::vector<core::Move> listed_;  // endgame_moves' answer, before it goes into a list
    MoveCache cache_;
    movegen::LineMoves lines_;
    std::size_t cache_bytes_ = 0;
    core::Rng rng_{0};  // never drawn from: the bag is empty
    bool aborted_ = false;
    std::chrono::steady_clock::time_point deadline_;  // this searcher's (when the solve is timed)
    std::int64_t nodes_ = 0;
    std::int64_t generations_ = 0;
    core::Move root_best_;
};

EndgameSolver::EndgameSolver(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                             std::shared_ptr<const movegen::KwgIndex> index)
    : rules_(rules),
      kwg_(kwg),
      index_(index != nullptr ? std::move(index) : std::make_shared<const movegen::KwgIndex>(kwg)) {
    searchers_.push_back(std::make_unique<Searcher>(*this, 0));
}

EndgameSolver::~EndgameSolver() = default;

void EndgameSolver::reserve(const EndgameSettings& settings) {
    const std::size_t bytes = static_cast<std::size_t>(std::max(1, settings.memory_mb)) << 20;
    const int quarters = std::clamp(settings.table_quarters, 1, 3);
    const auto threads = static_cast<std::size_t>(std::max(1, settings.threads));
    if (settings.memory_mb != memory_mb_ || quarters != table_quarters_ || table_ == nullptr) {
        table_.reset();
        table_ =
            std::make_unique<TranspositionTable>(bytes / 4 * static_cast<std::size_t>(quarters));
        memory_mb_ = settings.memory_mb;
        table_quarters_ = quarters;
    } else {
        // The cached move lists stay true (a rack's moves on a board never change); the
        // table's values are this search's, so that a result does not depend on earlier ones.
        table_->clear();
    }
    // The move lists share what the table leaves, a part per thread.
    const std::size_t cache_bytes = (bytes - table_->bytes()) / threads;
    while (searchers_.size() < threads) searchers_.push_back(std::make_unique<Searcher>(*this, 0));
    searchers_.resize(threads);  // fewer threads than last time: the others' lists go
    if (threads > 1 && busy_ == nullptr) {
        busy_ = std::make_unique<std::atomic<std::uint64_t>[]>(kBusySlots);
        for (std::size_t i = 0; i < kBusySlots; ++i) busy_[i].store(0);
    }
    for (std::size_t t = 0; t < threads; ++t)
        if (searchers_[t]->cache_bytes() != cache_bytes)
            searchers_[t]->set_cache_bytes(cache_bytes);
}

bool EndgameSolver::busy(std::uint64_t key) const {
    return busy_[key & (kBusySlots - 1)].load(std::memory_order_relaxed) == key;
}

void EndgameSolver::mark_busy(std::uint64_t key) {
    busy_[key & (kBusySlots - 1)].store(key, std::memory_order_relaxed);
}

void EndgameSolver::unmark_busy(std::uint64_t key) {
    std::uint64_t expected = key;
    busy_[key & (kBusySlots - 1)].compare_exchange_strong(expected, 0, std::memory_order_relaxed);
}

bool EndgameSolver::Searcher::out_of_time() {
    if ((nodes_ & 31) == 0) {
        if (solver_.stop_.load(std::memory_order_relaxed) ||
            (solver_.timed_ && std::chrono::steady_clock::now() >= deadline_))
            aborted_ = true;
    }
    return aborted_;
}

EarlierMoves EndgameSolver::Searcher::earlier(const core::Board* board, const core::Rack* rack,
                                              const MoveCache::List* list,
                                              const Squares& changed) const {
    if (list == nullptr || *list == nullptr) return {};
    return {board, rack, list->get(), changed, !rules_.blank_per_direction};
}

EarlierMoves EndgameSolver::Searcher::start_from(const Inherited* from,
                                                 const core::Rack& rack) const {
    if (from == nullptr) return {};
    // The same rack on the parent's board: one move's lines to generate again.
    if (*from->replies != nullptr) return earlier(from->board, &rack, from->replies, from->changed);
    // The grandparent's own list: the same mover, before its move there took some tiles.
    if (from->up != nullptr)
        return earlier(from->up->board, from->up->parent_rack, from->up->parent_moves,
                       from->up->changed | from->changed);
    return {};
}

EarlierMoves EndgameSolver::Searcher::parent_list(const Inherited* from) const {
    if (from == nullptr) return {};
    return earlier(from->board, from->parent_rack, from->parent_moves, from->changed);
}

MoveCache::List EndgameSolver::Searcher::moves_of(std::uint64_t board_key, const core::Board& board,
                                                  const core::Rack& rack,
                                                  const EarlierMoves& earlier) {
    const std::uint64_t key = zobrist_.moves_key(board_key, rack);
    if (MoveCache::List found = cache_.find(key)) return found;
    ++generations_;
    if (single_letter(rack)) {
        listed_.clear();
        if (const std::optional<core::Move> best = best_single(board_key, board, rack, earlier))
            listed_.push_back(*best);
    } else {
        endgame_moves(generator_, rules_, board, rack,
                      earlier.moves != nullptr ? &earlier : nullptr, &lines_, listed_);
    }
    MoveCache::List shared = list_pool_.make(listed_);
    cache_.insert(key, shared);
    return shared;
}

// Beyond the horizon: the static estimate of the mover's best move (its score, plus the
// opponent's rack as the end rule counts it when it goes out, less the tiles it keeps
// otherwise), or of passing, over the moves of `moves` that `from` leaves usable (all when
// null). `out` is the value of the best move that goes out, or -kInfinity: that one ends the
// game, so the mover is sure of at least as much. False when no move was usable (`value` is
// then the estimate of passing).
bool EndgameSolver::Searcher::horizon(const game::State& s, const std::vector<core::Move>& moves,
                                      const Inherited* from, int& value, int& out) const {
    const core::Rack& mine = s.racks[static_cast<std::size_t>(s.to_move)];
    const int held = core::rack_value(rules_, mine);
    int best = -held;  // passing keeps everything
    out = -kInfinity;
    const int size = mine.size();
    bool found = false;
    for (const core::Move& m : moves) {
        const bool going_out = m.tiles_used == size;
        if (going_out && out > -kInfinity) continue;
        if (from != nullptr && !unaffected(m, *from->board, from->changed)) continue;
        found = true;
        if (going_out) {
            const int opponent =
                core::rack_value(rules_, s.racks[static_cast<std::size_t>(1 - s.to_move)]);
            out = m.score + game::out_spread_factor(rules_) * opponent;
            best = std::max(best, out);
        } else {
            // The first move that does not go out is the best of the rest by the estimate.
            best = std::max(best, m.score + placed_value(rules_, m) - held);
            break;
        }
    }
    value = best;
    return found;
}

std::optional<core::Letter> EndgameSolver::Searcher::single_letter(const core::Rack& rack) const {
    if (rack.size() != 1 || rack.count(core::kBlank) != 0 || rules_.blank_per_direction)
        return std::nullopt;
    core::Letter letter = 1;
    while (rack.count(letter) == 0) ++letter;
    return letter;
}

std::optional<core::Move> EndgameSolver::Searcher::best_single(std::uint64_t board_key,
                                                               const core::Board& board,
                                                               const core::Rack& rack,
                                                               const EarlierMoves& earlier) {
    // Read off the cross-sets where it can be, without a probe of the cache: that costs as
    // much as a probe that misses, and where each player holds one tile few boards recur
    // (moves_of, which lists a single letter by this, keeps its list there).
    if (const std::optional<core::Letter> letter = single_letter(rack)) {
        core::Move m;
        if (!generator_.best_single_tile(board, *letter, m)) return std::nullopt;
        return m;
    }
    const MoveCache::List list = moves_of(board_key, board, rack, earlier);
    if (list->empty()) return std::nullopt;
    return list->front();
}

// Each player holds one tile: every placement goes out and ends the game, and a pass leaves
// the board as it is. So each side's choice is between its best-scoring placement (going out
// gains the same rack points whatever is placed) and passing, on this one board, and the
// value follows from the two best placements alone: no move is searched and no child is
// visited. Passes are played by the kernel until one side prefers to go out or the pass run
// ends the game.
int EndgameSolver::Searcher::one_tile_each(const game::State& s, std::uint64_t board_key,
                                           const Inherited* from,
                                           const std::optional<core::Move>& mine,
                                           core::Move& best) {
    const auto me = static_cast<std::size_t>(s.to_move);
    std::array<std::optional<core::Move>, 2> placements;
    placements[me] = mine;
    placements[1 - me] = best_single(board_key, s.board, s.racks[1 - me], parent_list(from));
    // The value for the side to move at `at`; `going_out` tells whether it goes out there.
    const auto value = [&](const auto& self, const game::State& at, bool& going_out) -> int {
        // With one tile, every placement goes out: the best-scoring one is the one to weigh.
        const std::optional<core::Move>& placement =
            placements[static_cast<std::size_t>(at.to_move)];
        int out = -kInfinity;
        if (placement) {
            game::State after = at;
            out = play_gain(after, *placement, rng_);
        }
        game::State after = at;
        int passing = play_gain(after, core::Move::pass(), rng_);
        bool unused = false;
        if (!after.over()) passing -= self(self, after, unused);
        going_out = out >= passing;
        return std::max(out, passing);
    };
    bool going_out = false;
    const int v = value(value, s, going_out);
    best = going_out ? *mine : core::Move::pass();
    return v;
}

const std::vector<core::Move>& EndgameSolver::Searcher::replies_of(const Inherited& from,
                                                                   const core::Rack& rack) {
    if (*from.replies == nullptr) {
        // The parent's board is one move on from the grandparent's, where this mover had
        // its own list.
        *from.replies = moves_of(from.board_key, *from.board, rack, parent_list(from.up));
    }
    return **from.replies;
}

int EndgameSolver::Searcher::search(const game::State& s, int depth, int alpha, int beta, int ply,
                                    bool& exact, const Inherited* inherited) {
    ++nodes_;
    if (out_of_time()) {
        exact = false;
        return 0;
    }
    TranspositionTable& table = *solver_.table_;
    const std::size_t me = static_cast<std::size_t>(s.to_move);
    const std::uint64_t board_key =
        inherited != nullptr ? inherited->child_board_key : zobrist_.board_hash(s.board);
    const std::uint64_t key =
        inherited != nullptr ? inherited->child_key : zobrist_.hash(board_key, s);
    core::Move table_move;
    bool has_table_move = false;
    if (const std::optional<TableEntry> e = table.probe(key)) {
        if (ply > 0 && settles(*e, depth, alpha, beta)) {
            exact = e->solved;
            return e->value;
        }
        if (const std::optional<core::Move> m =
                decode_table_move(e->move, s.board, s.racks[me], rules_)) {
            table_move = *m;
            has_table_move = true;
        }
    }
    if (ply > 0 && s.racks[0].size() == 1 && s.racks[1].size() == 1) {
        // Every placement goes out here, so the best one's gain is a proven lower bound on the
        // value: when it reaches beta, it is the cut-off, with no look at the opponent's tile.
        // (The best placement the parent's move left alone, from the parent's list, was tried
        // first while placements were listed; read off the cross-sets, this node's own best
        // costs less than that list.)
        exact = true;
        int gain = 0;
        const auto cuts = [&](const core::Move& m) {
            game::State after = s;
            gain = play_gain(after, m, rng_);
            if (gain < beta) return false;
            table.store(key, {gain, depth, true, Bound::kLower,
                              encode_table_move(m, s.board, s.racks[me])});
            return true;
        };
        const std::optional<core::Move> mine =
            best_single(board_key, s.board, s.racks[me], start_from(inherited, s.racks[me]));
        if (mine && cuts(*mine)) return gain;
        core::Move best;
        const int value = one_tile_each(s, board_key, inherited, mine, best);
        table.store(key, {value, depth, true, Bound::kExact,
                          encode_table_move(best, s.board, s.racks[me])});
        return value;
    }
    // A horizon is valued from the replies the parent listed that are still usable: no move
    // generation at the leaves. When none is (most often: the mover had no move at all on the
    // parent's board), it is valued as passing; listing the mover's moves on this board to
    // value it better took more than half of the time of the searches where one player is
    // stuck, for the same trees (7-vs-7 bench, JKLMOQZ vs EGKNNNZ: 0.97 M lists generated up to
    // depth 7 instead of 5.8 M, the same 9.9 M nodes).
    if (depth == 0 && inherited != nullptr) {
        int value = 0, out = 0;
        if (horizon(s, replies_of(*inherited, s.racks[me]), inherited, value, out))
            return at_horizon(value, out, beta, exact);
        exact = false;
        return value;
    }
    // Probes: the first few of the parent's list of this mover's replies that the parent's
    // move left untouched. They are legal here with the same score, so a cut-off among them
    // spares generating this node's own list.
    std::array<core::Move, kProbes> probes;
    std::size_t probe_count = 0;
    if (inherited != nullptr && depth > 0) {
        for (const core::Move& m : replies_of(*inherited, s.racks[me])) {
            if (probe_count == kProbes) break;
            if (has_table_move && m.same_play(table_move)) continue;
            if (unaffected(m, *inherited->board, inherited->changed)) probes[probe_count++] = m;
        }
    }
    MoveCache::List mine;
    if (probe_count == 0 && !(has_table_move && table_move.kind == core::MoveKind::kPlace)) {
        mine = moves_of(board_key, s.board, s.racks[me], start_from(inherited, s.racks[me]));
        // The opponent's list starts from the one it had on the parent's board.
        if (mine->empty() &&
            moves_of(board_key, s.board, s.racks[1 - me], parent_list(inherited))->empty()) {
            // Both stuck: neither can ever place a tile again (the board and racks only
            // change by placing), so the game ends by the pass run whatever is searched.
            game::State end = s;
            const int before = end.spread(s.to_move);
            while (!end.over()) game::apply_move(end, core::Move::pass(), rng_);
            exact = true;
            const int value = end.spread(s.to_move) - before;
            table.store(key, {value, depth, true, Bound::kExact,
                              encode_table_move(core::Move::pass(), s.board, s.racks[me])});
            if (ply == 0) root_best_ = core::Move::pass();
            return value;
        }
    }
    if (depth == 0) {  // the root of a search of depth 0: nothing handed down
        if (mine == nullptr)
            mine = moves_of(board_key, s.board, s.racks[me], start_from(inherited, s.racks[me]));
        int value = 0, out = 0;
        horizon(s, *mine, nullptr, value, out);
        return at_horizon(value, out, beta, exact);
    }
    const int alpha0 = alpha;
    int best = -kInfinity;
    core::Move best_move;
    // What the result proves: a cut-off (best >= beta) only that the value is at least best,
    // which the move that cut proves alone; otherwise that no move does better than best,
    // which takes every move's result.
    bool all_exact = true, best_exact = true;
    // The children's replies: the opponent's moves on this board, listed once for them all.
    MoveCache::List replies;
    const auto tried = [&](const core::Move& m) {
        if (has_table_move && m.same_play(table_move)) return true;
        for (std::size_t k = 0; k < probe_count; ++k)
            if (m.same_play(probes[k])) return true;
        return false;
    };
    // The order: the table's move, the probes, this node's own list, then passing; none
    // twice. The list is generated only when the moves before it did not cut off.
    const core::Move pass = core::Move::pass();
    const std::size_t before_list = 1 + probe_count;
    // With more threads, a move whose position another thread is searching right now is put
    // off until the others are searched (ABDADA): by then that thread has often stored its
    // result, and meanwhile this one searches something else.
    std::array<core::Move, kMaxDeferred> deferred;
    std::size_t deferred_count = 0, next_deferred = 0;
    const bool may_defer = solver_.busy_ != nullptr && ply < kDeferPlies;
    // Every placement that goes out ends the game with the same rack points moved: of those,
    // only the one with the highest score is searched (they come first in the list, by score).
    const int rack_size = s.racks[me].size();
    int best_out_score = -kInfinity;
    // A placement that leaves tiles on the rack neither ends the game (but at the turn limit)
    // nor scores anything but its own points, and its child's key follows from the move alone
    // (exactly, but where a blank reads per direction): when the table answers the child's
    // search, the move is not played at all. The answer is the one the child's search would
    // give from the same probe (so the node is counted), without copying the state and playing
    // the move for it: three in four of a 7-vs-7 search's nodes are such answers.
    const bool keys_from_moves = !rules_.blank_per_direction && s.turn + 1 < game::kMaxTurns;
    const auto table_may_answer = [&](const core::Move& move) {
        return keys_from_moves && move.kind == core::MoveKind::kPlace &&
               move.tiles_used < rack_size;
    };
    // A move's result taken into the node's; true when it cuts off.
    const auto take = [&](const core::Move& move, int v, bool move_exact) {
        if (v > best) {
            best = v;
            best_move = move;
            best_exact = move_exact;
        }
        alpha = std::max(alpha, best);
        return alpha >= beta;
    };
    for (std::size_t i = 0;; ++i) {
        const core::Move* m = nullptr;
        bool was_deferred = false;
        if (i == 0) {
            if (!has_table_move) continue;
            m = &table_move;
        } else if (i < before_list) {
            m = &probes[i - 1];
        } else {
            if (mine == nullptr)
                mine =
                    moves_of(board_key, s.board, s.racks[me], start_from(inherited, s.racks[me]));
            const std::size_t j = i - before_list;
            if (j < mine->size()) {
                m = &(*mine)[j];
                // The next move's child is fetched from the table while this one is searched
                // (this one's, answered by the table without playing it, would wait for it).
                if (j + 1 < mine->size() && table_may_answer((*mine)[j + 1])) {
                    const core::Move& next = (*mine)[j + 1];
                    table.prefetch(zobrist_.hash_after(key, zobrist_.placed_hash(next), s, next,
                                                       run_after(s, next)));
                }
                if (tried(*m)) continue;
            } else if (j == mine->size()) {
                if (has_table_move && table_move.kind == core::MoveKind::kPass) continue;
                m = &pass;
            } else if (next_deferred < deferred_count) {
                m = &deferred[next_deferred++];
                was_deferred = true;
            } else {
                break;
            }
        }
        const bool goes_out = m->kind == core::MoveKind::kPlace && m->tiles_used == rack_size;
        if (goes_out) {
            if (m->score <= best_out_score) continue;
            best_out_score = m->score;
        }
        // The child's key from the move alone, so that its bucket of the table is on its way
        // while the move is played (its probe missed the caches at almost every node: a
        // quarter of the time of a 7-vs-7 search). A move that goes out has no child to probe.
        const std::uint64_t placed = zobrist_.placed_hash(*m);
        // A pass does not count towards the depth: the pass run ends a line of them within a
        // few turns anyway, and a horizon right after a pass (the mover passing to see what
        // the other does) is what keeps a search from being exact longest.
        const int next_depth = m->kind == core::MoveKind::kPass ? depth : depth - 1;
        if (table_may_answer(*m)) {
            const std::uint64_t child_key =
                zobrist_.hash_after(key, placed, s, *m, run_after(s, *m));
            const int gain = m->score;
            const int child_alpha = best == -kInfinity ? gain - beta : gain - alpha - 1;
            if (const std::optional<TableEntry> e = table.probe(child_key);
                e && settles(*e, next_depth, child_alpha, gain - alpha)) {
                const int v = gain - e->value;
                // A null window's answer inside (alpha, beta) asks for the search again with
                // the whole window: that is left to the child's search below.
                if (best == -kInfinity || v <= alpha || v >= beta) {
                    ++nodes_;
                    all_exact = all_exact && e->solved;
                    if (take(*m, v, e->solved)) break;
                    continue;
                }
            }
        } else if (!goes_out) {
            table.prefetch(zobrist_.hash_after(key, placed, s, *m, run_after(s, *m)));
        }
        game::State child = s;
        const int gain = play_gain(child, *m, rng_);
        int v = gain;
        bool child_exact_of_last = true;  // a move that ends the game is its own proof
        if (!child.over()) {
            // Under blank_per_direction a move may also fix an earlier blank's reading, which
            // the squares placed on do not show: such a board is scanned whole.
            const std::uint64_t child_board_key =
                rules_.blank_per_direction ? zobrist_.board_hash(child.board) : board_key ^ placed;
            const std::uint64_t child_key =
                rules_.blank_per_direction
                    ? zobrist_.hash(child_board_key, child)
                    : zobrist_.hash_after(key, placed, s, *m, child.scoreless_run);
            assert(child_key == zobrist_.hash(child));
            std::uint64_t busy_key = 0;
            if (may_defer && best != -kInfinity) {  // the first move is searched at once
                busy_key = child_key | 1;
                if (!was_deferred && deferred_count < kMaxDeferred && solver_.busy(busy_key)) {
                    deferred[deferred_count++] = *m;
                    continue;
                }
                solver_.mark_busy(busy_key);
            }
            const Inherited handed{&replies,        &s.board,  board_key, placed_squares(*m),
                                   child_board_key, child_key, &mine,     &s.racks[me],
                                   inherited};
            bool child_exact = true;
            // Principal variation search: the first move gets the full window; the others
            // are only shown not to beat it with a null window, and searched again in full
            // when one does.
            if (best == -kInfinity) {
                v = gain - search(child, next_depth, gain - beta, gain - alpha, ply + 1,
                                  child_exact, &handed);
            } else {
                v = gain - search(child, next_depth, gain - alpha - 1, gain - alpha, ply + 1,
                                  child_exact, &handed);
                if (!aborted_ && v > alpha && v < beta) {
                    child_exact = true;
                    v = gain - search(child, next_depth, gain - beta, gain - alpha, ply + 1,
                                      child_exact, &handed);
                }
            }
            if (busy_key != 0) solver_.unmark_busy(busy_key);
            all_exact = all_exact && child_exact;
            child_exact_of_last = child_exact;
        }
        if (aborted_) {
            exact = false;
            return 0;
        }
        if (take(*m, v, child_exact_of_last)) break;
    }
    const Bound bound =
        best <= alpha0 ? Bound::kUpper : (best >= beta ? Bound::kLower : Bound::kExact);
    const bool proven = bound == Bound::kLower ? best_exact : all_exact;
    table.store(key,
                {best, depth, proven, bound, encode_table_move(best_move, s.board, s.racks[me])});
    if (ply == 0) root_best_ = best_move;
    exact = proven;
    return best;
}

// One iteration at the root: a window around the previous iteration's value (aspiration),
// widened on the side it fails until the value falls inside it — only then is it the value.
int EndgameSolver::Searcher::root_search(const game::State& s, int depth, int guess, bool first,
                                         bool& exact) {
    int below = kAspiration, above = kAspiration;
    for (;;) {
        const int alpha = first ? -kInfinity : guess - below;
        const int beta = first ? kInfinity : guess + above;
        exact = true;
        const int v = search(s, depth, alpha, beta, 0, exact, nullptr);
        if (aborted_) return v;
        if (v <= alpha && alpha > -kInfinity) {
            below = below * 4;
            if (below > kInfinity / 8) first = true;
        } else if (v >= beta && beta < kInfinity) {
            above = above * 4;
            if (above > kInfinity / 8) first = true;
        } else {
            return v;
        }
    }
}

void EndgameSolver::Searcher::begin(std::chrono::steady_clock::time_point deadline) {
    aborted_ = false;
    nodes_ = 0;
    generations_ = 0;
    deadline_ = deadline;
}

bool EndgameSolver::Searcher::resume(std::chrono::steady_clock::time_point deadline) {
    if (solver_.stop_.load(std::memory_order_relaxed) ||
        (solver_.timed_ && std::chrono::steady_clock::now() >= solver_.deadline_))
        return false;
    aborted_ = false;
    deadline_ = deadline;
    return true;
}

void EndgameSolver::Searcher::deepen(const game::State& state, const EndgameSettings& settings,
                                     int first_depth, int last_depth, EndgameResult& result) {
    for (int depth = first_depth; depth <= std::min(last_depth, settings.max_depth); ++depth) {
        bool exact = true;
        const int value = root_search(state, depth, result.value, result.depth == 0, exact);
        if (aborted_) return;
        result.best = root_best_;
        result.value = value;
        result.depth = depth;
        result.solved = exact;
        if (exact) return;
    }
}

// MTD(f): tests with a null window, each showing that the value lies at or above some beta
// (a move that reaches it is found) or below it, from the guess towards the value, until the
// two bounds meet. A test to the end of the game proves what it shows, and what its subtrees
// proved stays in the table for the next test; most tests on the way are answered in a small
// fraction of the search that the window around the value needs in the end.
void EndgameSolver::Searcher::prove(const game::State& state, const EndgameSettings& settings,
                                    EndgameResult& result) {
    int lower = -kInfinity, upper = kInfinity, g = result.value;
    core::Move at_lower;
    while (lower < upper) {
        const int beta = g == lower ? g + 1 : g;
        bool exact = true;
        g = search(state, settings.max_depth, beta - 1, beta, 0, exact, nullptr);
        if (aborted_) return;
        if (!exact) return;  // a line longer than max_depth: no proof (deepen on)
        if (g < beta) {
            upper = g;
        } else {
            lower = g;
            at_lower = root_best_;
        }
    }
    result.best = at_lower;
    result.value = lower;
    result.depth = settings.max_depth;
    result.solved = true;
}

EndgameResult EndgameSolver::solve(const game::State& given, const EndgameSettings& settings) {
    assert(given.bag.empty() && !given.over());
    // The kernel fixes an open woordspel blank's cross reading from the word list the moves
    // come from.
    game::State state = given;
    state.words = &kwg_;
    const auto t0 = std::chrono::steady_clock::now();
    timed_ = settings.seconds > 0;
    deadline_ = t0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                         std::chrono::duration<double>(settings.seconds));
    stop_.store(false);
    reserve(settings);
    const auto threads = static_cast<std::size_t>(std::max(1, settings.threads));
    std::vector<EndgameResult> results(threads);
    // Every thread deepens only as far as it takes to guess the value, then proves it by
    // searches to the end of the game (when max_depth reaches it); with more than one, each puts
    // off what another is searching, and the first proof ends the solve. Against a deadline they
    // prove for the settings' share of the time and deepen on for the rest, so that a value not
    // proven in time is still that of a deep search. A search as deep as both racks hold tiles
    // is one to the end of the game (each move that counts places one at least); a shallower
    // max_depth only deepens.
    const bool to_the_end = settings.max_depth >= state.racks[0].size() + state.racks[1].size();
    const double share = std::clamp(settings.proof_share, 0.0, 1.0);
    const auto prove_until =
        timed_ ? t0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          (deadline_ - t0) * share)
               : deadline_;
    const auto run = [&](Searcher& searcher, EndgameResult& r) {
        searcher.begin(to_the_end ? prove_until : deadline_);
        searcher.deepen(state, settings, 1, to_the_end ? kGuessDepth : settings.max_depth, r);
        if (!r.solved && to_the_end && r.depth == kGuessDepth) searcher.prove(state, settings, r);
        if (!r.solved && searcher.resume(deadline_))
            searcher.deepen(state, settings, r.depth + 1, settings.max_depth, r);
        if (r.solved) stop_.store(true);
    };
    std::vector<std::thread> helpers;
    for (std::size_t t = 1; t < threads; ++t)
        helpers.emplace_back([&run, &results, this, t] { run(*searchers_[t], results[t]); });
    run(*searchers_[0], results[0]);
    stop_.store(true);
    for (std::thread& h : helpers) h.join();
    // A proven value, else the deepest search's.
    EndgameResult result = results[0];
    for (const EndgameResult& r : results)
        if ((r.solved && !result.solved) || (!result.solved && r.depth > result.depth)) result = r;
    result.nodes = 0;
    result.generations = 0;
    for (std::size_t t = 0; t < threads; ++t) {
        result.nodes += searchers_[t]->nodes();
        result.generations += searchers_[t]->generations();
    }
    if (result.depth == 0) {
        // Not even one ply in time: the highest score.
        movegen::BestMove best;
        searchers_[0]->generator().generate(
            state.board, state.racks[static_cast<std::size_t>(state.to_move)], best);
        result.best = best.found ? best.best : core::Move::pass();
        result.value = best.found ? best.best.score : 0;
    }
    // The expected line, read back from the table.
    game::State s = state;
    core::Rng rng(0);  // never drawn from: the bag is empty
    for (int i = 0; i < 20 && !s.over(); ++i) {
        std::optional<core::Move> next;
        if (i == 0) {
            next = result.best;
        } else if (const std::optional<TableEntry> e = table_->probe(zobrist_.hash(s))) {
            next = decode_table_move(e->move, s.board, s.racks[static_cast<std::size_t>(s.to_move)],
                                     rules_);
        }
        if (!next) break;
        result.line.push_back(*next);
        game::apply_move(s, *next, rng);
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
}

EndgameResult EndgameSolver::solve_after(const game::State& state, const core::Move& move,
                                         const EndgameSettings& settings) {
    game::State child = state;
    child.words = &kwg_;
    core::Rng rng(0);  // never drawn from: the bag is empty
    const int gain = play_gain(child, move, rng);
    EndgameResult r;
    if (child.over()) {
        r.value = gain;
        r.solved = true;
    } else {
        r = solve(child, settings);
        r.value = gain - r.value;
        r.line.insert(r.line.begin(), move);
    }
    r.best = move;
    return r;
}

namespace {

// The whole state as bytes: board tiles and readings, racks, mover, pass run. Positions reached
// by different move orders are the same key, so each is searched once; no hashing, so no
// collisions.
std::string exact_key(const game::State& s) {
    std::string key;
    key.reserve(core::kSquares * 3 + 2 * core::kLetterSlots + 2);
    for (int sq = 0; sq < core::kSquares; ++sq) {
        key.push_back(static_cast<char>(s.board.tile(sq)));
        if (s.board.is_blank(sq)) {
            key.push_back(static_cast<char>(s.board.reads(core::Direction::kHorizontal, sq)));
            key.push_back(static_cast<char>(s.board.reads(core::Direction::kVertical, sq)));
        }
    }
    for (const core::Rack& r : s.racks)
        for (int l = 0; l < core::kLetterSlots; ++l)
            key.push_back(static_cast<char>(r.count(static_cast<core::Letter>(l))));
    key.push_back(static_cast<char>(s.to_move));
    key.push_back(static_cast<char>(s.scoreless_run));
    return key;
}

int brute_force(const game::State& s, movegen::Generator& generator,
                std::map<std::string, int>& memo) {
    const std::string key = exact_key(s);
    if (const auto it = memo.find(key); it != memo.end()) return it->second;
    movegen::AllMoves all;
    generator.generate(s.board, s.racks[static_cast<std::size_t>(s.to_move)], all);
    all.moves.push_back(core::Move::pass());
    core::Rng rng(0);
    int best = -kInfinity;
    for (const core::Move& m : all.moves) {
        game::State child = s;
        const int gain = play_gain(child, m, rng);
        const int v = child.over() ? gain : gain - brute_force(child, generator, memo);
        best = std::max(best, v);
    }
    memo.emplace(key, best);
    return best;
}

}  // namespace

int brute_force_endgame(const game::State& given, movegen::Generator& generator) {
    std::map<std::string, int> memo;
    game::State s = given;
    s.words = &generator.kwg();  // as the solver plays
    return brute_force(s, generator, memo);
}

}  // namespace letterzak::ai
