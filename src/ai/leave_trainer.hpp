#pragma once
// Learns leave values and the win model from self-play, for one rule set and lexicon.
//
// Both seats play the static player with the current model (all zero the first time: greedy
// play), and now and then, at a seeded random turn, one of its next-best moves instead, so
// that leaves the policy would avoid are still seen. Every time a player keeps tiles and draws,
// the value of that leave is measured as what the player makes of it on their next turn: the
// score of that turn plus the model's value of the leave kept then (a one-step temporal
// difference, which lets later iterations see further ahead). A least-squares fit (ridge) of
// those values on the leave features (leave_model.hpp), with an intercept for the empty
// leave, gives the new model. Iterate: train with the table the last run wrote.
//
// Every game's randomness comes from the seed and its number, and the fit is accumulated in
// integers, so the result is the same for any thread count.

#include <cstdint>
#include <functional>

#include "ai/leave_file.hpp"
#include "ai/leave_model.hpp"
#include "core/rules.hpp"
#include "lexicon/kwg.hpp"

namespace letterzak::ai {

struct TrainSettings {
    int games = 1000;
    int threads = 1;
    std::uint64_t seed = 1;
    double explore = 0.10;  // chance of a turn playing one of the next-best moves
    int explore_width = 5;  // ... chosen uniformly from the best this many
    double ridge = 200.0;   // pull towards 0 of terms seen rarely (in samples)
};

struct TrainReport {
    LeaveFile file;
    std::int64_t samples = 0;
    int games = 0;
    double seconds = 0;
    double mean_game_score = 0;  // per player, to watch the policy improve
};

// `progress` (optional) is called now and then with the games finished so far.
TrainReport train_leaves(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                         const LeaveModel& current, const TrainSettings& settings,
                         const std::function<void(int)>& progress = {});

}  // namespace letterzak::ai
