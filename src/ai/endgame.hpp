#pragma once
// The endgame: with the bag empty both racks are known (the opponent holds every unseen
// tile), so the rest of the game is a two-player game of perfect information. This solver
// searches it for the move that maximises the final spread: negamax with alpha-beta and
// principal variation search, a transposition table keyed by the board, both racks, the mover
// and the pass run, and move ordering by the table's move, then going out, then a cheap
// static estimate. It deepens iteratively (each depth orders the next one's moves, with an
// aspiration window around the previous depth's value) only until it has a guess of the
// value, then proves the value by searches to the end of the game with null windows from the
// guess (MTD(f)), which the table makes cheap: each reuses what the ones before it proved.
// Against a deadline, alone, it proves for part of the time (EndgameSettings::proof_share, half
// by default) and then deepens on, so that a value it could not prove is that of the deepest
// search completed.
//
// Each rack's moves on a board are generated once and kept (MoveCache): the next iteration,
// transpositions and the opponent's replies reuse them. A new list starts from one listed
// higher up the line (endgame_moves): only the lines changed since are listed again, and a
// line met before in the same state with the same rack, on another board, is taken from a
// memory of lines (movegen/line_moves.hpp) instead of generated. When neither player can place
// a tile ("both stuck") the game can only end by the pass run, and its value is taken at
// once. When each holds one tile, every placement goes out, so each side's choice is its
// best-scoring placement or a pass on that one board: the value follows from the two lists,
// with nothing searched below. Of the placements that go out (the same rack points moved
// whichever it is), only the highest-scoring is tried. The table, the move lists and the lines
// share one memory budget (EndgameSettings::memory_mb).
//
// The game ends exactly as game::State plays it (going out, the pass run, the end rack rule of
// the rule set), so the value is the true spread gained from here. A depth counts the moves
// that place tiles (a pass is free: the pass run ends a line of passes within a few turns).
// Within a depth the search may stop at a horizon, valued by the static estimate of the
// mover's best move among the replies its parent listed that are still legal there (nothing
// is generated at a horizon: when none is usable, by the estimate of passing); a result is
// marked solved (exact) when it is proven: a value by every move's, a cut-off by the move that
// cut, a horizon only by a move that goes out reaching beta.
//
// With EndgameSettings::threads above one, every thread does all of this through one table
// (what one has proven or ordered the others find there), each putting off the moves whose
// positions another is searching right now (ABDADA); the first proof ends the solve.

#include <atomic>
#include <bitset>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "ai/move_cache.hpp"
#include "ai/position.hpp"
#include "ai/transposition_table.hpp"
#include "ai/zobrist.hpp"
#include "game/kernel.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/generator.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {

inline constexpr int kDefaultEndgameMemoryMb = 256;

struct EndgameSettings {
    double seconds = 5.0;                     // deadline (0: none; then max_depth bounds the work)
    int max_depth = 40;                       // moves that place tiles (passes are free)
    int memory_mb = kDefaultEndgameMemoryMb;  // the table, move lists and lines together
    // The table's share of memory_mb, in quarters; the move lists and the lines take the rest
    // (a quarter of it for whole lists, three for lines: 7-vs-7 bench at 256 MB, one thread,
    // 1.15-1.3 times faster than half and half). What the table remembers spares whole
    // subtrees, a move list only its generation (which starts from an earlier list): a long
    // search wants three quarters (7-vs-7 bench at 256 MB: with a quarter it searched twice
    // the nodes). The pre-endgame's short searches keep the quarter they always had
    // (PreEndgameSettings).
    int table_quarters = 3;
    // Threads searching at once (one table; each thread its own move lists and lines, which
    // share the memory that the table leaves). With one, the search is the same every time;
    // with more, a result that is not proven may depend on how the threads ran.
    int threads = 1;
    // Against a deadline, the share of the time (0 to 1) the solve spends proving the value
    // before it deepens on for the rest. A player wants a good move either way: a value not
    // proven in time is then that of a deep search (half and half). A bench of the time to
    // solve wants the proof only: at 1 it proves until the deadline, and a value not proven in
    // time is the shallow guess it started from.
    double proof_share = 0.5;
};

struct EndgameResult {
    core::Move best;
    int value = 0;        // spread the player to move gains from here to the end
    bool solved = false;  // exact: the value is proven (see above)
    int depth = 0;  // the deepest completed search (moves that place tiles; max_depth when proven
                    // by searches to the end of the game)
    std::int64_t nodes = 0;
    std::int64_t generations = 0;  // move lists generated (the rest came from the cache)
    double seconds = 0;
    std::vector<core::Move> line;  // the expected continuation, best move first
};

// Squares of the board, as a set.
using Squares = std::bitset<core::kSquares>;

// The squares a placement puts its tiles on (none for a pass or an exchange).
Squares placed_squares(const core::Move& move);

// Whether a placement listed on `board` is still legal, with the same score, after tiles are
// placed on the squares `changed` (and nothing else changes): true when none of them lands on
// a square it places on, at either end of its main word, or at either end of the run of tiles
// across any square it places on. Sufficient, not necessary: a reply it rejects may still be
// legal. The solver hands a node the replies its parent listed, filtered by this.
bool unaffected(const core::Move& reply, const core::Board& board, const Squares& changed);

// A rack's moves listed on an earlier board, to list them on a later one from: `board` had
// fewer tiles (the later board adds tiles, or fixes blanks' readings), `rack` holds the later
// rack's tiles and maybe more, `moves` is in endgame_moves' order for `rack`. When
// `changed_known`, `changed` holds every square where the two boards differ (else they are
// compared square by square).
struct EarlierMoves {
    const core::Board* board = nullptr;
    const core::Rack* rack = nullptr;
    const std::vector<core::Move>* moves = nullptr;
    Squares changed;
    bool changed_known = false;
};

// Every placement of `rack` on `board`, in the order the solver tries them: those that go out
// first, by score; then by score plus the value of the tiles placed (what is kept counts
// against the mover if the opponent goes out first); a fixed order for ties. With `earlier`,
// only the lines where the earlier board changed are generated: the earlier placements along
// the others are the same, with the same score (reply_lines.hpp), so they are taken over. The
// list is the same either way.
// With `known`, a line met before in the same state is not generated again (line_moves.hpp);
// the list is the same with it or without it.
std::vector<core::Move> endgame_moves(movegen::Generator& generator, const core::RuleSet& rules,
                                      const core::Board& board, const core::Rack& rack,
                                      const EarlierMoves* earlier = nullptr,
                                      movegen::LineMoves* known = nullptr);
// The same, into `list` (emptied first; its memory is used again).
void endgame_moves(movegen::Generator& generator, const core::RuleSet& rules,
                   const core::Board& board, const core::Rack& rack, const EarlierMoves* earlier,
                   movegen::LineMoves* known, std::vector<core::Move>& list);

// The full-information state of a two-seat endgame position: the opponent holds all unseen
// tiles. With more seats who holds which unseen tile is not known; the simulation deals them.
game::State endgame_state(const Position& position);

class EndgameSolver {
  public:
    // The memory (table and move cache) is taken on the first solve, as the settings ask,
    // and kept for the next solves while they ask the same.
    EndgameSolver(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                  std::shared_ptr<const movegen::KwgIndex> index = nullptr);
    ~EndgameSolver();
    EndgameSolver(const EndgameSolver&) = delete;
    EndgameSolver& operator=(const EndgameSolver&) = delete;

    // The bag must be empty and the game not over.
    EndgameResult solve(const game::State& state, const EndgameSettings& settings);

    // The exact value of playing `move` first (a full search after it), for analysis lists.
    EndgameResult solve_after(const game::State& state, const core::Move& move,
                              const EndgameSettings& settings);

  private:
    // One thread's search (endgame.cpp): its move generator, its cache of move lists, its
    // memory of lines, its counts. With EndgameSettings::threads above one, each searches the
    // same position at the same time through the same table, so that each finds much of its
    // tree already searched by the others; the result is the first proof any of them finds,
    // else the deepest search completed.
    class Searcher;
    void reserve(const EndgameSettings& settings);
    // Positions some thread is searching now (by hash, | 1 so that none is 0), with more than
    // one thread: another puts such a move off (endgame.cpp).
    bool busy(std::uint64_t key) const;
    void mark_busy(std::uint64_t key);
    void unmark_busy(std::uint64_t key);

    const core::RuleSet& rules_;
    const lexicon::Kwg& kwg_;
    std::shared_ptr<const movegen::KwgIndex> index_;
    Zobrist zobrist_;
    int memory_mb_ = 0;
    int table_quarters_ = 0;
    std::unique_ptr<TranspositionTable> table_;
    std::vector<std::unique_ptr<Searcher>> searchers_;
    // This solve's: when it must end, and the signal that ends the other threads' search.
    std::chrono::steady_clock::time_point deadline_;
    bool timed_ = false;
    std::atomic<bool> stop_{false};
    std::unique_ptr<std::atomic<std::uint64_t>[]> busy_;  // null until a solve has threads
};

// Every move of every line searched to the end of the game: no pruning, no depth limit, no
// move ordering, no hashing (a position reached twice is looked up by its exact contents). The
// truth the solver is tested against; exponential, so only for small endgames. Returns the
// value for the player to move.
int brute_force_endgame(const game::State& state, movegen::Generator& generator);

}  // namespace letterzak::ai
