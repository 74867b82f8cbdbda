#include "ai/endgame.hpp"

#include <algorithm>
#include <cassert>
#include <limits>
#include <map>
#include <string>

#include "ai/rack_leaves.hpp"
#include "core/score.hpp"
#include "movegen/move_sink.hpp"

namespace letterzak::ai {
namespace {

constexpr int kInfinity = 1'000'000;
constexpr int kHorizonPlies = 2;  // measured: deeper playouts cost more depth than they buy

// The spread the mover gains by playing m (end-of-game rack points included if it ends).
int play_gain(game::State& child, const core::Move& m, core::Rng& rng) {
    const int me = child.to_move;
    const int before = child.spread(me);
    game::apply_move(child, m, rng);
    return child.spread(me) - before;
}

}  // namespace

game::State endgame_state(const Position& p) {
    assert(p.seats == 2 && p.bag_size == 0);
    Position whole = p;
    whole.rack_sizes[1] = whole.unseen_count();  // the opponent holds every unseen tile
    core::Rng forced(0);                         // the deal has no choice to make
    return deal_state(whole, forced);
}

EndgameSolver::EndgameSolver(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                             std::shared_ptr<const movegen::KwgIndex> index, int table_bits)
    : generator_(rules, kwg, std::move(index)), table_(table_bits) {}

bool EndgameSolver::out_of_time() {
    if (!timed_) return false;
    if ((nodes_ & 31) == 0 && std::chrono::steady_clock::now() >= deadline_) aborted_ = true;
    return aborted_;
}

void EndgameSolver::moves_for(const game::State& s, int ply, const core::Move* first) {
    if (moves_.size() <= static_cast<std::size_t>(ply))
        moves_.resize(static_cast<std::size_t>(ply) + 1);
    std::vector<core::Move>& list = moves_[static_cast<std::size_t>(ply)];
    movegen::AllMoves all;
    all.moves.swap(list);
    all.moves.clear();
    generator_.generate(s.board, s.racks[static_cast<std::size_t>(s.to_move)], all);
    list.swap(all.moves);
    list.push_back(core::Move::pass());
    const core::Rack& mine = s.racks[static_cast<std::size_t>(s.to_move)];
    const int rack = mine.size();
    // A cheap static estimate of each move's worth to the end: its score, plus the opponent's
    // rack as the end rule counts it when it goes out, less the tiles it keeps otherwise (they
    // count against the mover if the opponent goes out first). Going out first (it ends the
    // game on the spot), then by that estimate; a fixed order for ties.
    const int factor = out_factor(*s.rules);
    const int held = core::rack_value(*s.rules, mine);
    const int opponent =
        core::rack_value(*s.rules, s.racks[static_cast<std::size_t>(1 - s.to_move)]);
    ordered_.clear();
    for (const core::Move& m : list) {
        const bool out = m.kind == core::MoveKind::kPlace && m.tiles_used == rack;
        int placed = 0;
        for (int i = 0; i < m.length; ++i) {
            const core::Letter e = m.word[static_cast<std::size_t>(i)];
            if ((e & core::kThroughBit) == 0 && !core::is_blank_tile(e))
                placed += s.rules->tiles->value[core::letter_of(e)];
        }
        const int estimate = m.score + (out ? factor * opponent : -(held - placed));
        ordered_.push_back({out, estimate, m});
    }
    std::sort(ordered_.begin(), ordered_.end(), [](const Ordered& a, const Ordered& b) {
        if (a.out != b.out) return a.out;
        if (a.estimate != b.estimate) return a.estimate > b.estimate;
        if (a.move.score != b.move.score) return a.move.score > b.move.score;
        if (a.move.kind != b.move.kind) return a.move.kind > b.move.kind;
        return movegen::play_order_less(a.move, b.move);
    });
    for (std::size_t i = 0; i < list.size(); ++i) list[i] = ordered_[i].move;
    if (first != nullptr) {
        const auto it = std::find_if(list.begin(), list.end(), [first](const core::Move& m) {
            return m.kind == first->kind &&
                   (m.kind != core::MoveKind::kPlace || m.same_play(*first));
        });
        if (it != list.end()) std::rotate(list.begin(), it, it + 1);
    }
}

// Beyond the horizon: both sides play their highest-scoring move for a few plies.
int EndgameSolver::horizon(const game::State& s) {
    game::State g = s;
    const int me = s.to_move;
    const int before = g.spread(me);
    for (int ply = 0; ply < kHorizonPlies && !g.over(); ++ply) {
        movegen::BestMove best;
        generator_.generate(g.board, g.racks[static_cast<std::size_t>(g.to_move)], best);
        game::apply_move(g, best.found ? best.best : core::Move::pass(), rng_);
    }
    return g.spread(me) - before;
}

int EndgameSolver::search(const game::State& s, int depth, int alpha, int beta, int ply,
                          bool& exact) {
    ++nodes_;
    if (out_of_time()) {
        exact = false;
        return 0;
    }
    const std::uint64_t key = zobrist_.hash(s);
    const core::Move* table_move = nullptr;
    core::Move remembered;
    if (const TableEntry* e = table_.probe(key); e != nullptr && ply > 0) {
        if (e->depth >= depth) {
            const bool solved = e->depth == TranspositionTable::kSolvedDepth;
            if (e->bound == Bound::kExact || (e->bound == Bound::kLower && e->value >= beta) ||
                (e->bound == Bound::kUpper && e->value <= alpha)) {
                exact = solved;
                return e->value;
            }
        }
        remembered = e->best;
        table_move = &remembered;
    } else if (e != nullptr) {
        remembered = e->best;
        table_move = &remembered;
    }
    if (depth == 0) {
        exact = false;
        return horizon(s);
    }
    moves_for(s, ply, table_move);
    const int alpha0 = alpha;
    int best = -kInfinity;
    core::Move best_move;
    bool all_exact = true;
    // The list of this ply is reused by deeper plies only at deeper indices: safe to iterate.
    const std::size_t count = moves_[static_cast<std::size_t>(ply)].size();
    for (std::size_t i = 0; i < count; ++i) {
        const core::Move m = moves_[static_cast<std::size_t>(ply)][i];
        game::State child = s;
        const int gain = play_gain(child, m, rng_);
        int v = gain;
        if (!child.over()) {
            bool child_exact = true;
            // Principal variation search: the first move (the table's, else the best by the
            // estimate) gets the full window; the others are only shown not to beat it with a
            // null window, and searched again in full when one does.
            if (i == 0) {
                v = gain -
                    search(child, depth - 1, gain - beta, gain - alpha, ply + 1, child_exact);
            } else {
                v = gain -
                    search(child, depth - 1, gain - alpha - 1, gain - alpha, ply + 1, child_exact);
                if (!aborted_ && v > alpha && v < beta) {
                    child_exact = true;
                    v = gain -
                        search(child, depth - 1, gain - beta, gain - alpha, ply + 1, child_exact);
                }
            }
            all_exact = all_exact && child_exact;
        }
        if (aborted_) {
            exact = false;
            return 0;
        }
        if (v > best) {
            best = v;
            best_move = m;
        }
        alpha = std::max(alpha, best);
        if (alpha >= beta) break;
    }
    const Bound bound =
        best <= alpha0 ? Bound::kUpper : (best >= beta ? Bound::kLower : Bound::kExact);
    table_.store(key, best, all_exact ? TranspositionTable::kSolvedDepth : depth, bound, best_move);
    if (ply == 0) root_best_ = best_move;
    exact = all_exact;
    return best;
}

EndgameResult EndgameSolver::solve(const game::State& state, const EndgameSettings& settings) {
    assert(state.bag.empty() && !state.over());
    const auto t0 = std::chrono::steady_clock::now();
    timed_ = settings.seconds > 0;
    deadline_ = t0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                         std::chrono::duration<double>(settings.seconds));
    aborted_ = false;
    nodes_ = 0;
    table_.clear();
    EndgameResult result;
    for (int depth = 1; depth <= settings.max_depth; ++depth) {
        bool exact = true;
        const int value = search(state, depth, -kInfinity, kInfinity, 0, exact);
        if (aborted_) break;
        result.best = root_best_;
        result.value = value;
        result.depth = depth;
        result.solved = exact;
        if (exact) break;
    }
    if (result.depth == 0) {
        // Not even one ply in time: the highest score.
        movegen::BestMove best;
        generator_.generate(state.board, state.racks[static_cast<std::size_t>(state.to_move)],
                            best);
        result.best = best.found ? best.best : core::Move::pass();
        result.value = best.found ? best.best.score : 0;
    }
    // The expected line, read back from the table.
    game::State s = state;
    for (int i = 0; i < 20 && !s.over(); ++i) {
        const core::Move m = i == 0 ? result.best : [&] {
            const TableEntry* e = table_.probe(zobrist_.hash(s));
            return e != nullptr ? e->best : core::Move{core::MoveKind::kPass};
        }();
        if (i > 0 && table_.probe(zobrist_.hash(s)) == nullptr) break;
        result.line.push_back(m);
        game::apply_move(s, m, rng_);
    }
    result.nodes = nodes_;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
}

EndgameResult EndgameSolver::solve_after(const game::State& state, const core::Move& move,
                                         const EndgameSettings& settings) {
    game::State child = state;
    const int gain = play_gain(child, move, rng_);
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

int brute_force_endgame(const game::State& s, movegen::Generator& generator) {
    std::map<std::string, int> memo;
    return brute_force(s, generator, memo);
}

}  // namespace letterzak::ai
