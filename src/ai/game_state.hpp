#pragma once
// A whole two-player game with everything known (both racks, the bag): what matches, the
// leave trainer and the simulation play through. It applies the rule set's knobs itself, the
// same way the referee does: exchanges only while the bag holds exchange_min_bag tiles (new
// tiles drawn before the old go back), the pass run (pass_run, per player or in total,
// whether exchanges break it, woordspel's uncounted opening passes and its one redeal), going
// out with the bag empty, and the end-of-game rack arithmetic of end_rack.
//
// It is not the referee (src/game): no clocks, no challenges, no jury; computer players
// never play a word the lexicon lacks, so those never arise between them.

#include <array>
#include <cstdint>

#include "ai/position.hpp"
#include "core/bag.hpp"
#include "core/board.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/rng.hpp"
#include "core/rules.hpp"

namespace letterzak::ai {

enum class GameEnd : std::uint8_t { kNone, kOut, kPassRun, kTurnLimit };

struct GameState {
    const core::RuleSet* rules = nullptr;
    core::Board board;
    std::array<core::Rack, 2> racks;
    core::Bag bag;
    std::array<int, 2> scores{};
    int to_move = 0;
    int turn = 0;           // turns played
    int scoreless_run = 0;  // consecutive scoreless turns that count towards the end
    int turns_since_placement = 0;
    std::array<bool, 2> opening_pass{};  // woordspel: who passed in the uncounted opening turns
    bool redealt = false;
    GameEnd end = GameEnd::kNone;
    std::array<int, 2> end_points{};  // rack points added at the end (included in scores)

    bool over() const { return end != GameEnd::kNone; }
    int spread(int seat) const {
        return scores[static_cast<std::size_t>(seat)] - scores[static_cast<std::size_t>(1 - seat)];
    }
};

// A safety net far beyond any real game (each turn places, exchanges or counts a pass).
inline constexpr int kMaxTurns = 500;

// A new game: a full bag, `starter` to move, both racks drawn (the starter's first).
GameState new_game(const core::RuleSet& rules, int starter, core::Rng& rng);

// The position as the player to move sees it.
Position position_for(const GameState& state);

// The number of consecutive scoreless turns that ends the game.
int scoreless_limit(const core::RuleSet& rules);

// Plays the mover's move (legal for the position) and passes the turn; ends the game when
// the rules say so. Returns the points the move scored.
int play_move(GameState& state, const core::Move& move, core::Rng& rng);

// Takes a placement's tiles from the rack (blanks as blanks).
void remove_placed_tiles(core::Rack& rack, const core::Move& move);

}  // namespace letterzak::ai
