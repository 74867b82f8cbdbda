#pragma once
// The pre-endgame: one or two tiles left in the bag. The opponent's rack is then all but one or
// two of the unseen tiles, so instead of sampling deals (simulation) every possible bag is
// enumerated, each weighted by how many ways the unseen tiles give it. For each candidate and
// each bag: the candidate is played and its draw taken from that bag; while tiles remain, the
// players answer with their static best; once the bag is empty, the endgame solver finishes
// the game within its share of the time. A candidate's value is its mean spread gained over
// all bags, and its win chance the share of bags in which the final spread comes out ahead.

#include <memory>
#include <vector>

#include "ai/endgame.hpp"
#include "ai/equity_sink.hpp"
#include "ai/leave_file.hpp"
#include "ai/position.hpp"
#include "ai/static_player.hpp"

namespace letterzak::ai {

struct PreEndgameSettings {
    int candidates = 6;
    double seconds = 4.0;  // shared by every (candidate, bag) endgame
    int max_depth = 6;
};

struct PreEndgameRow {
    ScoredMove move;
    double value = 0;  // mean spread gained to the end of the game
    double win = 0;    // share of bags won (a draw half)
    int bags = 0;      // distinct bags enumerated
};

class PreEndgame {
  public:
    PreEndgame(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveModel& model,
               std::shared_ptr<const movegen::KwgIndex> index);
    // Best first. The position's bag must hold 1 or 2 tiles.
    std::vector<PreEndgameRow> rank(const Position& position, const PreEndgameSettings& settings);

  private:
    const core::RuleSet& rules_;
    StaticEvaluator eval_;
    EndgameSolver solver_;
};

}  // namespace letterzak::ai
