#include "ai/simulation.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>

#include "ai/reply_lines.hpp"
#include "ai/seeds.hpp"
#include "game/kernel.hpp"

namespace letterzak::ai {

// Win chances that differ by less than this are not a reason to drop a candidate.
constexpr double kWinMargin = 0.005;

// Exact per-candidate sums of one worker (integers: the order of addition cannot matter).
struct Simulator::Sums {
    std::int64_t n = 0;
    std::int64_t equity = 0, equity_sq = 0;  // centipoints
    std::int64_t win = 0, win_sq = 0;        // kWinScale units
};

// Win chances closer than this are a tie, decided by equity: in a lopsided game every move
// wins 99.9% of the time, and a tenth of a percent there says nothing a point of equity doesn't
// say better. Buckets (not a tolerance) keep the order transitive.
int win_bucket(double win) {
    return static_cast<int>(std::floor(win * 200.0));
}

bool sim_order_less(const SimCandidate& a, const SimCandidate& b) {
    if (a.pruned != b.pruned) return !a.pruned;
    if (win_bucket(a.win) != win_bucket(b.win)) return a.win > b.win;
    if (a.equity != b.equity) return a.equity > b.equity;
    return equity_order_less(a.move, b.move);
}

// A thread's own things: its evaluator, the deal it last made and its sums over the round.
struct Simulator::Lane {
    Lane(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveModel& model,
         std::shared_ptr<const movegen::KwgIndex> index)
        : eval(rules, kwg, model, std::move(index)) {}
    StaticEvaluator eval;
    std::vector<Sums> sums;  // per candidate
    int dealt = -1;          // the iteration `deal` and `after_deal` are of (-1: none yet)
    // The first reply's placements on the position's board, for the rack of iteration
    // `listed` (-1: none yet): every candidate of the deal is answered from them.
    ReplyLines replies;
    int listed = -1;
    game::State deal;      // the other racks dealt, the rest in the bag
    core::Rng after_deal;  // the generator as the deal left it
    game::State play;      // the playout's state (assigned from `deal`: its bag keeps its room)
    core::Rng play_rng;
};

// The playouts between two stopping checks: iterations [first, end) of each active candidate.
struct Simulator::Round {
    Round(const Position& at, const std::vector<SimCandidate>& candidates, int from, int to,
          int ply_count, std::uint64_t seed_of_run, int thread_count)
        : position(at),
          cands(candidates),
          first(from),
          end(to),
          plies(ply_count),
          seed(seed_of_run),
          threads(thread_count) {}
    const Position& position;
    const std::vector<SimCandidate>& cands;
    std::vector<std::size_t> active;  // the candidates still simulated
    int first = 0, end = 0;
    int plies = 2;
    std::uint64_t seed = 0;
    int threads = 1;
    // Each thread t first plays iteration first + t whole (its deal was made ahead while the
    // candidates were ranked); the others are handed out from `next` on.
    bool own_first = false;
    // Playout k is iteration first + k / active.size() of candidate active[k % active.size()],
    // taken by the threads in runs within an iteration (run_lane).
    alignas(64) std::atomic<std::int64_t> next{0};
};

Simulator::Simulator(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveFile& leaves,
                     std::shared_ptr<const movegen::KwgIndex> index, int max_threads)
    : rules_(rules),
      kwg_(kwg),
      leaves_(leaves),
      index_(index ? std::move(index) : std::make_shared<const movegen::KwgIndex>(kwg)) {
    lanes_.resize(static_cast<std::size_t>(std::max(1, max_threads)));
    lanes_[0] = std::make_unique<Lane>(rules_, kwg_, leaves_.leaves, index_);
}

Simulator::~Simulator() = default;

std::vector<ScoredMove> Simulator::candidates(const Position& p, int placements, int exchanges) {
    return lanes_[0]->eval.top(p.board, p.rack, p.bag_size,
                               endgame_terms(rules_, p.unseen, p.bag_size), placements, exchanges);
}

Simulator::Lane& Simulator::lane_at(std::size_t index) {
    std::unique_ptr<Lane>& made = lanes_[index];
    if (!made) made = std::make_unique<Lane>(rules_, kwg_, leaves_.leaves, index_);
    return *made;
}

void Simulator::deal(const Position& p, std::uint64_t seed, int iteration, Lane& lane) const {
    if (lane.dealt == iteration) return;
    // The other racks from the unseen tiles, the rest in the bag. Every candidate continues
    // from this same state and the same generator state.
    lane.after_deal = core::Rng(derive_seed(seed, static_cast<std::uint64_t>(iteration), 3));
    lane.deal = deal_state(p, lane.after_deal);
    lane.deal.words = &kwg_;  // open woordspel blanks' cross readings, as the referee
    lane.dealt = iteration;
}

void Simulator::list_replies(const Position& p, int iteration, Lane& lane) const {
    if (lane.listed == iteration) return;
    // Valued with the terms of a bag that is not empty (reply_lines.hpp): playout() uses the
    // list only for replies made with tiles still in the bag.
    const core::Rack& rack = lane.deal.racks[1];
    lane.replies.build(lane.eval.generator(), p.board, rack,
                       RackLeaves(rules_, rack, lane.eval.model(), EndgameTerms{}));
    lane.listed = iteration;
}

void Simulator::run_lane(Round& round, std::size_t index) {
    Lane& lane = lane_at(index);
    lane.sums.assign(round.cands.size(), Sums{});
    // 64 bits: a long run without pruning is one round of iterations × candidates playouts.
    const auto per = static_cast<std::int64_t>(round.active.size());
    const std::int64_t count = (round.end - round.first) * per;
    if (round.own_first) {
        const int iteration = round.first + static_cast<int>(index);
        for (std::size_t c : round.active) playout(round, iteration, c, lane);
    }
    // Playouts are taken in runs within one iteration: a thread then answers the iteration's
    // candidates from the replies it listed once for that deal, and a thread that takes part of
    // an iteration lists them again (about a third of the iteration's work). So a run is the
    // rest of its iteration while every thread has an iteration of its own left; after that,
    // what is left is shared out evenly, so that the threads finish together at the cost of
    // one more listing each.
    const auto threads = static_cast<std::int64_t>(std::max(1, round.threads));
    std::int64_t k = round.next.load(std::memory_order_relaxed);
    for (;;) {
        std::int64_t take = 0;
        do {
            if (k >= count) return;
            const std::int64_t left = count - k;
            take = per - k % per;
            if (left < threads * per) take = std::min(take, (left + threads - 1) / threads);
        } while (!round.next.compare_exchange_weak(k, k + take, std::memory_order_relaxed));
        for (const std::int64_t end = k + take; k < end; ++k)
            playout(round, round.first + static_cast<int>(k / per),
                    round.active[static_cast<std::size_t>(k % per)], lane);
        k = round.next.load(std::memory_order_relaxed);
    }
}

void Simulator::playout(const Round& round, int iteration, std::size_t c, Lane& lane) const {
    const Position& p = round.position;
    deal(p, round.seed, iteration, lane);
    game::State& s = lane.play;
    s = lane.deal;
    core::Rng& r = lane.play_rng;
    r = lane.after_deal;
    const SimCandidate& cand = round.cands[c];
    const auto seats = static_cast<std::size_t>(p.seats);
    std::array<Equity, game::kMaxSeats> last_leave{cand.move.leave};
    game::apply_move(s, cand.move.move, r);
    for (int ply = 1; ply < round.plies && !s.over(); ++ply) {
        const int mover = s.to_move;
        // The unseen tiles matter only with the bag empty (endgame_terms).
        const EndgameTerms end = endgame_terms(
            rules_, s.bag.empty() ? position_for(s).unseen : std::array<int, core::kLetterSlots>{},
            s.bag.size());
        // The first reply, by the rack the deal gave: from the replies listed on the
        // position's board for this deal, and the lines the candidate changed. They were
        // valued with the terms of a bag that is not empty (reply_lines.hpp).
        // (Woordspel deals the racks anew when every player passed the opening turns.)
        const bool from_list = ply == 1 && mover == 1 && !end.bag_empty &&
                               !p.board.is_empty_board() && s.rack(1) == lane.deal.racks[1];
        if (from_list) list_replies(p, iteration, lane);
        const ScoredMove reply =
            from_list ? lane.eval.best_after(s.board, s.rack(mover), s.bag.size(), end,
                                             lane.replies, changed_lines(p.board, s.board))
                      : lane.eval.best(s.board, s.rack(mover), s.bag.size(), end);
        last_leave[static_cast<std::size_t>(mover)] = reply.leave;
        game::apply_move(s, reply.move, r);
    }
    const double start_spread = p.spread();
    double value = 0;
    double win = 0;
    if (s.over()) {
        const int spread = s.spread(0);
        value = spread - start_spread;
        win = spread > 0 ? 1.0 : (spread == 0 ? 0.5 : 0.0);
    } else {
        // Leaves still held count for their owner; with the bag empty they are the
        // end-of-game terms, which already say who is likely to go out. Against several
        // others the spread is to the best of them, leave included.
        std::size_t rival = 1;
        for (std::size_t o = 2; o < seats; ++o)
            if (s.scores[o] + to_points(last_leave[o]) >
                s.scores[rival] + to_points(last_leave[rival]))
                rival = o;
        const double spread =
            s.scores[0] - s.scores[rival] + to_points(last_leave[0] - last_leave[rival]);
        value = spread - start_spread;
        const int mover = s.to_move;
        int others_tiles = 0;
        for (std::size_t o = 0; o < seats; ++o)
            if (static_cast<int>(o) != mover) others_tiles += s.racks[o].size();
        const double mover_win =
            leaves_.win.win_probability(mover == 0 ? spread : -spread, s.bag.size() + others_tiles);
        win = mover == 0 ? mover_win : 1.0 - mover_win;
    }
    const auto e = static_cast<std::int64_t>(std::llround(value * kEquityScale));
    const auto w = static_cast<std::int64_t>(std::llround(win * kWinScale));
    Sums& sc = lane.sums[c];
    ++sc.n;
    sc.equity += e;
    sc.equity_sq += e * e;
    sc.win += w;
    sc.win_sq += w * w;
}

SimResult Simulator::simulate(const Position& p, const SimSettings& settings,
                              std::vector<ScoredMove> moves) {
    const auto t0 = std::chrono::steady_clock::now();
    const int threads = std::clamp(settings.threads, 1, static_cast<int>(lanes_.size()));
    // Deals are of this position from here on: those of an earlier call are not.
    for (auto& lane : lanes_)
        if (lane) lane->dealt = lane->listed = -1;
    std::vector<SimCandidate> cands;
    std::vector<bool> active;
    std::vector<Sums> total;
    const int batch = std::max(1, settings.batch);
    SimResult result;
    int done = 0;
    auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    };
    auto stats = [&](std::size_t c) {
        SimCandidate& k = cands[c];
        const Sums& s = total[c];
        k.iterations = static_cast<int>(s.n);
        if (s.n == 0) return;
        const double n = static_cast<double>(s.n);
        const double me = static_cast<double>(s.equity) / n;
        const double ve = std::max(0.0, static_cast<double>(s.equity_sq) / n - me * me);
        const double mw = static_cast<double>(s.win) / n;
        const double vw = std::max(0.0, static_cast<double>(s.win_sq) / n - mw * mw);
        k.equity = me / kEquityScale;
        k.equity_se = std::sqrt(ve / n) / kEquityScale;
        k.win = mw / static_cast<double>(kWinScale);
        k.win_se = std::sqrt(vw / n) / static_cast<double>(kWinScale);
    };
    // The round after `done` iterations: it runs to the next point where something is decided
    // (the batch's end when the clock is watched; else the first pruning check, or the end
    // when none comes; the checks fall where one batch at a time would put them, so the
    // ranking is the same), or none when the simulation is over.
    std::optional<Round> round;
    auto make_round = [&]() -> bool {
        round.reset();
        if (cands.size() <= 1) return false;
        if (settings.iterations > 0 && done >= settings.iterations) return false;
        if (settings.seconds > 0 && elapsed() >= settings.seconds) return false;
        if (settings.iterations <= 0 && settings.seconds <= 0) return false;
        int end = done + batch;
        if (settings.seconds <= 0) {
            if (!settings.prune)
                end = settings.iterations;
            else if (done < settings.min_iterations)
                end = std::max(end, (settings.min_iterations + batch - 1) / batch * batch);
        }
        if (settings.iterations > 0) end = std::min(end, settings.iterations);
        round.emplace(p, cands, done, end, settings.plies, settings.seed, threads);
        for (std::size_t c = 0; c < cands.size(); ++c)
            if (active[c]) round->active.push_back(c);
        return true;
    };
    auto take_moves = [&] {
        for (const ScoredMove& m : moves) cands.push_back(SimCandidate{m});
        active.assign(cands.size(), true);
        total.assign(cands.size(), Sums{});
    };
    // Ranking the candidates is work for one thread, before any playout can start. Meanwhile
    // the other threads deal their first iterations (1, 2, …) and list the first reply's
    // placements for them, and each then plays its own iteration whole once the first round
    // is set: one meeting of the threads, with no thread waiting at the end of the ranking for
    // the others' listings (on two threads that wait was 5% of the bench's simulations).
    bool first_round_run = false;
    if (moves.empty() && threads > 1) {
        std::atomic<int> ready{0};  // 1: the first round is set; 2: there is none
        pool_.run(threads, [&](int t) {
            if (t == 0) {
                try {
                    moves = candidates(p, settings.candidates, settings.exchanges);
                    take_moves();
                } catch (...) {
                    ready.store(2, std::memory_order_release);
                    ready.notify_all();
                    throw;
                }
                const bool any = make_round();
                if (any && round->end - round->first >= threads) {
                    round->own_first = true;
                    round->next = static_cast<std::int64_t>(threads) *
                                  static_cast<std::int64_t>(round->active.size());
                }
                ready.store(any ? 1 : 2, std::memory_order_release);
                ready.notify_all();
                if (any) run_lane(*round, 0);
                return;
            }
            Lane& lane = lane_at(static_cast<std::size_t>(t));
            deal(p, settings.seed, t, lane);
            if (settings.plies >= 2 && p.bag_size > 0 && !p.board.is_empty_board())
                list_replies(p, t, lane);
            if (wait_for_change(ready, 0) == 1) run_lane(*round, static_cast<std::size_t>(t));
        });
        first_round_run = round.has_value();
    } else {
        if (moves.empty()) moves = candidates(p, settings.candidates, settings.exchanges);
        take_moves();
    }
    for (bool more = first_round_run || make_round(); more; more = make_round()) {
        if (!first_round_run)
            pool_.run(threads, [&](int t) { run_lane(*round, static_cast<std::size_t>(t)); });
        first_round_run = false;
        const int end = round->end;
        for (std::size_t t = 0; t < static_cast<std::size_t>(threads); ++t)
            for (std::size_t c = 0; c < cands.size(); ++c) {
                const Sums& part = lanes_[t]->sums[c];
                total[c].n += part.n;
                total[c].equity += part.equity;
                total[c].equity_sq += part.equity_sq;
                total[c].win += part.win;
                total[c].win_sq += part.win_sq;
                result.playouts += part.n;
            }
        done = end;
        for (std::size_t c = 0; c < cands.size(); ++c) stats(c);
        if (!settings.prune || done < settings.min_iterations) continue;
        // The leader among the active candidates; the others go when clearly behind it.
        std::size_t lead = 0;
        bool have = false;
        for (std::size_t c = 0; c < cands.size(); ++c)
            if (active[c] && (!have || sim_order_less(cands[c], cands[lead])))
                lead = c, have = true;
        const double z = settings.prune_z;
        int left = 0;
        for (std::size_t c = 0; c < cands.size(); ++c) {
            if (!active[c] || c == lead) continue;
            const SimCandidate& k = cands[c];
            const SimCandidate& l = cands[lead];
            const bool win_worse =
                k.win + z * k.win_se < l.win - z * l.win_se && l.win - k.win > kWinMargin;
            const bool equity_worse = k.win <= l.win + kWinMargin &&
                                      k.equity + z * k.equity_se < l.equity - z * l.equity_se;
            if (win_worse || equity_worse) {
                active[c] = false;
                cands[c].pruned = true;
            } else {
                ++left;
            }
        }
        if (left == 0) break;
    }
    for (std::size_t c = 0; c < cands.size(); ++c) stats(c);
    result.ranked = cands;
    std::sort(result.ranked.begin(), result.ranked.end(), sim_order_less);
    result.iterations = result.ranked.empty() ? 0 : result.ranked.front().iterations;
    result.seconds = elapsed();
    return result;
}

}  // namespace letterzak::ai
