#pragma once
// The endgame: with the bag empty both racks are known (the opponent holds every unseen
// tile), so the rest of the game is a two-player game of perfect information. This solver
// searches it for the move that maximises the final spread: negamax with alpha-beta,
// iterative deepening (each depth orders the next one's moves, and a deadline returns the
// last completed depth), a transposition table over Zobrist hashes, and move ordering by the
// table's move, then going out, then score.
//
// The game ends exactly as game::State plays it (going out, the pass run, the end rack rule of
// the rule set), so the value is the true spread gained from here. Within a depth the search
// may stop at a horizon, valued by a short greedy playout; a result that touched no horizon
// is marked solved (exact).

#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "ai/position.hpp"
#include "ai/transposition_table.hpp"
#include "ai/zobrist.hpp"
#include "core/rng.hpp"
#include "game/kernel.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/generator.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {

struct EndgameSettings {
    double seconds = 5.0;  // deadline (0: none; then max_depth bounds the work)
    int max_depth = 40;    // plies
    int table_bits = 18;   // transposition table of 2^bits entries (40 bytes each: 10 MB)
};

struct EndgameResult {
    core::Move best;
    int value = 0;        // spread the player to move gains from here to the end
    bool solved = false;  // exact: no horizon was reached
    int depth = 0;        // the deepest completed iteration
    std::int64_t nodes = 0;
    double seconds = 0;
    std::vector<core::Move> line;  // the expected continuation, best move first
};

// The full-information state of a two-seat endgame position: the opponent holds all unseen
// tiles. With more seats who holds which unseen tile is not known; the simulation deals them.
game::State endgame_state(const Position& position);

class EndgameSolver {
  public:
    EndgameSolver(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                  std::shared_ptr<const movegen::KwgIndex> index = nullptr, int table_bits = 20);

    // The bag must be empty and the game not over.
    EndgameResult solve(const game::State& state, const EndgameSettings& settings);

    // The exact value of playing `move` first (a full search after it), for analysis lists.
    EndgameResult solve_after(const game::State& state, const core::Move& move,
                              const EndgameSettings& settings);

  private:
    int search(const game::State& s, int depth, int alpha, int beta, int ply, bool& exact);
    int horizon(const game::State& s);
    void moves_for(const game::State& s, int ply, const core::Move* first);
    bool out_of_time();

    movegen::Generator generator_;
    Zobrist zobrist_;
    TranspositionTable table_;
    std::vector<std::vector<core::Move>> moves_;  // per ply, reused
    struct Ordered {
        bool out;
        int estimate;
        core::Move move;
    };
    std::vector<Ordered> ordered_;  // moves_for's sort keys, reused
    core::Rng rng_{0};              // never drawn from: the bag is empty
    std::chrono::steady_clock::time_point deadline_;
    bool timed_ = false;
    bool aborted_ = false;
    std::int64_t nodes_ = 0;
    core::Move root_best_;
};

// Every move of every line searched to the end of the game: no pruning, no depth limit, no
// move ordering, no hashing (a position reached twice is looked up by its exact contents). The
// truth the solver is tested against; exponential, so only for small endgames. Returns the
// value for the player to move.
int brute_force_endgame(const game::State& state, movegen::Generator& generator);

}  // namespace letterzak::ai
