#pragma once
// The one analysis of a finished game, for every edge (the server's analysis page, the
// terminal's review, letterzak moves --analyze for one position): per turn the move played,
// the best moves by the chosen depth, what the played move cost and the tiles it kept.
//
// Depth is a setting, not a different algorithm per edge: the AnalysisSettings of
// ai/analysis.hpp. With no time and no iterations every turn is ranked by static equity
// (score + the value of the tiles kept); with a budget the best candidates are simulated, and
// with the bag empty (two seats) the endgame is solved exactly. Each turn is looked at as its
// mover saw it: the game is replayed from its log and the position is that seat's view.

#include <memory>
#include <optional>
#include <vector>

#include "ai/analysis.hpp"
#include "ai/equity.hpp"
#include "ai/leave_file.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/result.hpp"
#include "game/game.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {

struct TurnReview {
    int turn = 0;    // index into Game::turns()
    int number = 0;  // the turn's number on the score sheet
    int seat = 0;
    core::Rack rack;  // the mover's rack before the turn
    core::Move played;
    int score = 0;
    bool withdrawn = false;
    core::Rack leave;                     // the tiles the played move kept
    std::optional<Equity> played_equity;  // static equity; none when the rack is not known
    Analysis analysis;                    // the best moves by the chosen depth, best first
    bool is_best = false;                 // the played move is (as good as) the best

    // The best row; the analysis lists none only for a rack with no move at all.
    const AnalysisRow& best() const { return analysis.rows.front(); }
    // What the played move cost in static equity against the best (0 when it was the best).
    Equity cost() const;  // 0 without rows
};

// Every placement, exchange and pass of the game (rows: settings.top), in order. Errors: the
// game's log does not replay.
Result<std::vector<TurnReview>> review(const game::Game& game, const lexicon::Kwg& kwg,
                                       const LeaveFile& leaves,
                                       std::shared_ptr<const movegen::KwgIndex> index,
                                       const AnalysisSettings& settings);

}  // namespace letterzak::ai
