#pragma once
// The endgame: with the bag empty both racks are known (the opponent holds every unseen
// tile), so the rest of the game is a two-player game of perfect information. This solver
// searches it for the move that maximises the final spread: negamax with alpha-beta and
// principal variation search, iterative deepening (each depth orders the next one's moves, a
// deadline returns the last completed depth) with aspiration windows around the previous
// depth's value, a transposition table keyed by the board, both racks, the mover and the pass
// run, and move ordering by the table's move, then going out, then a cheap static estimate.
//
// Each rack's moves on a board are generated once and kept (MoveCache): the next iteration,
// transpositions and the opponent's replies reuse them. A new list starts from one listed
// higher up the line (endgame_moves): only the lines changed since are generated again. When
// neither player can place a tile ("both stuck") the game can only end by the pass run, and
// its value is taken at once. The table and the cache share one memory budget
// (EndgameSettings::memory_mb).
//
// The game ends exactly as game::State plays it (going out, the pass run, the end rack rule of
// the rule set), so the value is the true spread gained from here. A depth counts the moves
// that place tiles (a pass is free: the pass run ends a line of passes within a few turns).
// Within a depth the search may stop at a horizon, valued by the static estimate of the
// mover's best move; a result is marked solved (exact) when it is proven: a value by every
// move's, a cut-off by the move that cut, a horizon only by a move that goes out reaching beta.

#include <bitset>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "ai/move_cache.hpp"
#include "ai/position.hpp"
#include "ai/transposition_table.hpp"
#include "ai/zobrist.hpp"
#include "core/rng.hpp"
#include "game/kernel.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/generator.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {

inline constexpr int kDefaultEndgameMemoryMb = 256;

struct EndgameSettings {
    double seconds = 5.0;                     // deadline (0: none; then max_depth bounds the work)
    int max_depth = 40;                       // moves that place tiles (passes are free)
    int memory_mb = kDefaultEndgameMemoryMb;  // the table and the move cache together
    // The table's share of memory_mb, in quarters; the move lists take the rest. What the
    // table remembers spares whole subtrees, a move list only its generation (which starts
    // from an earlier list): a long search wants three quarters (7-vs-7 bench at 256 MB: with
    // a quarter it searched twice the nodes). The pre-endgame's short searches keep the
    // quarter they always had (PreEndgameSettings).
    int table_quarters = 3;
};

struct EndgameResult {
    core::Move best;
    int value = 0;        // spread the player to move gains from here to the end
    bool solved = false;  // exact: the value is proven (see above)
    int depth = 0;        // the deepest completed iteration (moves that place tiles)
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
std::vector<core::Move> endgame_moves(movegen::Generator& generator, const core::RuleSet& rules,
                                      const core::Board& board, const core::Rack& rack,
                                      const EarlierMoves* earlier = nullptr);

// The full-information state of a two-seat endgame position: the opponent holds all unseen
// tiles. With more seats who holds which unseen tile is not known; the simulation deals them.
game::State endgame_state(const Position& position);

class EndgameSolver {
  public:
    // The memory (table and move cache) is taken on the first solve, as the settings ask,
    // and kept for the next solves while they ask the same.
    EndgameSolver(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                  std::shared_ptr<const movegen::KwgIndex> index = nullptr);

    // The bag must be empty and the game not over.
    EndgameResult solve(const game::State& state, const EndgameSettings& settings);

    // The exact value of playing `move` first (a full search after it), for analysis lists.
    EndgameResult solve_after(const game::State& state, const core::Move& move,
                              const EndgameSettings& settings);

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
    const std::vector<core::Move>& replies_of(const Inherited& from, const core::Rack& rack);

    int search(const game::State& s, int depth, int alpha, int beta, int ply, bool& exact,
               const Inherited* inherited);
    int root_search(const game::State& s, int depth, int guess, bool first, bool& exact);
    // The rack's moves on the board, whose Zobrist::board_hash is `board_key`: from the cache,
    // else listed, starting from `earlier` when it has moves.
    MoveCache::List moves_of(std::uint64_t board_key, const core::Board& board,
                             const core::Rack& rack, const EarlierMoves& earlier = {});
    bool horizon(const game::State& s, const std::vector<core::Move>& moves, const Inherited* from,
                 int& value, int& out) const;
    void reserve(int memory_mb, int table_quarters);
    bool out_of_time();

    const core::RuleSet& rules_;
    movegen::Generator generator_;
    Zobrist zobrist_;
    int memory_mb_ = 0;
    int table_quarters_ = 0;
    std::unique_ptr<TranspositionTable> table_;
    std::unique_ptr<MoveCache> cache_;
    core::Rng rng_{0};  // never drawn from: the bag is empty
    std::chrono::steady_clock::time_point deadline_;
    bool timed_ = false;
    bool aborted_ = false;
    std::int64_t nodes_ = 0;
    std::int64_t generations_ = 0;
    core::Move root_best_;
};

// Every move of every line searched to the end of the game: no pruning, no depth limit, no
// move ordering, no hashing (a position reached twice is looked up by its exact contents). The
// truth the solver is tested against; exponential, so only for small endgames. Returns the
// value for the player to move.
int brute_force_endgame(const game::State& state, movegen::Generator& generator);

}  // namespace letterzak::ai
