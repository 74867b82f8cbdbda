#pragma once
// The pre-endgame: one to seven tiles left in the bag. The opponent's rack is then all the unseen
// tiles but the bag's, so instead of sampling deals (simulation) every possible bag (the
// distinct sequences of letters it can hold, in draw order) is enumerated, each weighted by how
// many ways the unseen tiles give it — where that is feasible: past `max_draws` sequences the
// position is left to the simulation. For each candidate and
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
    // The most bags enumerated: 1 tile gives at most the distinct unseen letters, 2 about their
    // square, and so on; past it rank() declines.
    int max_draws = 2000;
    // Its solver's table and move lists (EndgameSettings::memory_mb): the searches are shallow
    // (max_depth) and cleared between bags, so the table keeps the quarter it always had (a
    // larger share was measured only on long 7-vs-7 searches).
    int memory_mb = 8;
    int table_quarters = 1;
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
    // Best first. Empty (declined) unless the bag holds 1 to 7 tiles and at most
    // settings.max_draws bags are possible.
    std::vector<PreEndgameRow> rank(const Position& position, const PreEndgameSettings& settings);

    // The number of distinct bags (letter sequences in draw order) of `size` tiles the unseen
    // tiles can give, counted up to `cap` (cap + 1 means more).
    static long long count_bags(const std::array<int, core::kLetterSlots>& unseen, int size,
                                long long cap);

  private:
    const core::RuleSet& rules_;
    const lexicon::Kwg& kwg_;
    StaticEvaluator eval_;
    EndgameSolver solver_;
};

}  // namespace letterzak::ai
