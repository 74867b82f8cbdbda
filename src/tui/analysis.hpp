#pragma once
// The engine as a coach: the best moves for a rack now (the "tip" command), and after the game
// every turn set against the move the engine would have made. Moves are ranked by static
// equity, score plus the value of the tiles kept (src/ai), the yardstick of the computer
// player, so "you left 12 points on the table" means the same thing in hints and review.

#include <memory>
#include <optional>
#include <vector>

#include "ai/equity.hpp"
#include "ai/review.hpp"
#include "ai/static_player.hpp"
#include "core/board.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/rules.hpp"
#include "game/game.hpp"
#include "game/view.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::tui {

struct Suggestion {
    core::Move move;  // a placement, an exchange (tiles in word[]) or a pass
    int score = 0;
    core::Rack leave;  // the tiles kept
    ai::Equity equity = 0;
};

// A turn of a finished game set against the engine's best: the one analysis (ai/review.hpp),
// the same the server shows.
using TurnReview = ai::TurnReview;

class Analyst {
  public:
    // `rules` and `kwg` must outlive the analyst.
    Analyst(const core::RuleSet& rules, const lexicon::Kwg& kwg,
            std::shared_ptr<const movegen::KwgIndex> index);

    // The `count` best moves for the viewer's rack, best first (exchanges among them).
    std::vector<Suggestion> suggest(const game::GameView& view, int count);
    // Every placement, exchange and pass of the game, with the engine's best moves for it by
    // static equity (ai::review without a search budget: the depth the server shows too).
    std::vector<TurnReview> review(const game::Game& game);

  private:
    Suggestion suggestion(const core::Rack& rack, const ai::ScoredMove& m) const;

    const core::RuleSet& rules_;
    const lexicon::Kwg& kwg_;
    std::shared_ptr<const movegen::KwgIndex> index_;
    const ai::LeaveModel& model_;
    ai::StaticEvaluator evaluator_;
};

}  // namespace letterzak::tui
