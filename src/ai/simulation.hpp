#pragma once
// Simulation (Monte Carlo look-ahead), the way strong players check a move: for each of the
// best candidates by static equity, deal the opponent a rack from the unseen tiles, play the
// candidate, let both sides answer with their static best for a few plies, and value where
// that leaves us: the spread gained plus the leaves still held, and the chance of winning the
// game from there (win_model.hpp). Many deals, the same deals for every candidate (common
// random numbers, so differences between candidates are not drowned in the luck of the draw).
//
// Candidates are ranked by win probability, then by equity, each with its standard error.
// Every `batch` iterations the candidates that are clearly worse than the leader (more than
// prune_z standard errors apart) stop being simulated.
//
// Determinism: iteration i draws from a generator seeded by (seed, i), and all sums are kept
// in integers, so the same seed and iteration count give the same ranking on any number of
// threads. A time limit is checked only between batches; with it, how far the run gets (and so
// the ranking) depends on the machine.
//
// The first reply: every candidate of one iteration is answered with the same dealt rack on a
// board that differs from the position's by the candidate alone, so the replies are listed
// once per deal on the position's board and each candidate searches only the lines it changed
// (reply_lines.hpp): the same replies as a search of the whole board, found for a fraction of
// its cost.
//
// Threads: the playouts between two stopping checks (a batch, or all of them when nothing is
// checked before the end) are shared out in runs of one iteration's candidates, shortening to
// single playouts towards the end, so that a thread lists an iteration's replies once and the
// threads finish together; each thread has its own evaluator, deal, replies and sums, and the
// threads are kept between batches and between calls (worker_pool.hpp).

#include <cstdint>
#include <memory>
#include <vector>

#include "ai/equity_sink.hpp"
#include "ai/leave_file.hpp"
#include "ai/position.hpp"
#include "ai/static_player.hpp"
#include "ai/worker_pool.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {

struct SimSettings {
    int candidates = 12;   // the best this many placements by static equity...
    int exchanges = 2;     // ... and this many exchanges, when the bag allows them
    int plies = 2;         // the candidate and the replies after it (2 = one reply)
    int iterations = 500;  // per candidate, at most (0: no limit, then set seconds)
    double seconds = 0;    // time limit (0: none)
    int threads = 1;
    std::uint64_t seed = 1;
    int batch = 8;            // iterations between pruning checks
    int min_iterations = 32;  // before any pruning
    double prune_z = 2.0;
    bool prune = true;
};

struct SimCandidate {
    ScoredMove move;  // with its static score, leave and equity
    int iterations = 0;
    double equity = 0;  // mean simulated value, points: spread gained + leaves held
    double equity_se = 0;
    double win = 0;  // mean win probability after the plies, 0..1
    double win_se = 0;
    bool pruned = false;
};

struct SimResult {
    std::vector<SimCandidate> ranked;  // best first
    int iterations = 0;                // iterations of the best candidate
    std::int64_t playouts = 0;         // candidate playouts over all iterations
    double seconds = 0;
};

// Ranking order of simulated candidates: win probability (in half-percent steps), then
// equity, then static order; candidates dropped early come last.
bool sim_order_less(const SimCandidate& a, const SimCandidate& b);

class Simulator {
  public:
    // `kwg` and `leaves` must outlive the simulator; one static evaluator per thread.
    Simulator(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveFile& leaves,
              std::shared_ptr<const movegen::KwgIndex> index, int max_threads);
    ~Simulator();

    // The candidates are the static evaluator's best unless given.
    SimResult simulate(const Position& position, const SimSettings& settings,
                       std::vector<ScoredMove> candidates = {});

    // The static ranking the simulation starts from.
    std::vector<ScoredMove> candidates(const Position& position, int placements, int exchanges);

  private:
    struct Sums;
    struct Lane;
    struct Round;
    // Thread `index`'s lane, made when first used (by that thread alone).
    Lane& lane_at(std::size_t index);
    // The lane's deal of `iteration` (unless it holds it already): the other racks and the bag.
    void deal(const Position& position, std::uint64_t seed, int iteration, Lane& lane) const;
    // The first reply's placements on the position's board for the rack that deal gave the next
    // player (unless listed already), valued as with tiles in the bag (reply_lines.hpp).
    void list_replies(const Position& position, int iteration, Lane& lane) const;
    // Thread `lane`'s part of a round: playouts taken one at a time until none is left.
    void run_lane(Round& round, std::size_t lane);
    // One playout: the candidate played in iteration `iteration`'s deal, then the replies, on
    // the lane's own evaluator and state; its value goes to the lane's sums.
    void playout(const Round& round, int iteration, std::size_t candidate, Lane& lane) const;

    const core::RuleSet& rules_;
    const lexicon::Kwg& kwg_;
    const LeaveFile& leaves_;
    std::shared_ptr<const movegen::KwgIndex> index_;
    // One per thread, each made by its own thread (its memory then lies apart from the
    // others'); lane 0 is the caller's.
    std::vector<std::unique_ptr<Lane>> lanes_;
    WorkerPool pool_;
};

}  // namespace letterzak::ai
