#pragma once
// Learns leave values and the win model from self-play, for one rule set and lexicon.
//
// Both seats play the static player with the current model (all zero the first time: greedy
// play), and now and then, at a seeded random turn, one of its next-best moves instead, so
// that leaves the policy would avoid are still seen. Every time a player keeps tiles and draws,
// the value of that leave is measured, by the target the settings choose:
//   - kNextTurn: what the player makes of it on their next turn, the score of that turn plus
//     the model's value of the leave kept then (a one-step temporal difference, which lets
//     later iterations see further ahead);
//   - kRestOfGame: the spread the player gains from after this move to the end of the game,
//     end-of-game penalties included (so a Q that gets stuck costs what it really costs),
//     with one intercept per stage of the game (the tiles still unseen) absorbing what the
//     stage alone is worth.
//   - kNextTurnToEnd: kNextTurn while the player's next turn draws too; a leave after which
//     the player draws no more (the bag empties before or on its next turn) is valued as
//     kRestOfGame values it, with intercepts of its own. kNextTurn drops those leaves, so the
//     end of the game — a Q or a V that cannot be played, going out first — never reaches its
//     values, however many iterations chain the turns; here it enters at the last draw and
//     each iteration carries it one turn further back.
// A least-squares fit (ridge) of those values on the leave features (leave_model.hpp) gives
// the new model. The model is additive over sub-leaves (single tiles, copies, pairs, the
// vowel/consonant balance), and the ridge pulls terms seen rarely towards zero, so a rare leave
// is valued from its common parts. Iterate: train with the table the last run wrote (or let
// leave_training_run.hpp iterate to a tolerance, on one process or many).
//
// Every game's randomness comes from the seed and its number, and the fit is accumulated in
// integers, so the result is the same for any thread count and any split of the games between
// processes (TrainingShare).

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "ai/leave_file.hpp"
#include "ai/leave_model.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"
#include "lexicon/kwg.hpp"

namespace letterzak::ai {

enum class TrainTarget : std::uint8_t { kNextTurn, kRestOfGame, kNextTurnToEnd };
std::string_view target_name(TrainTarget target);
Result<TrainTarget> target_by_name(std::string_view name);

struct TrainSettings {
    int games = 1000;
    int threads = 1;
    std::uint64_t seed = 1;
    double explore = 0.10;  // chance of a turn playing one of the next-best moves
    int explore_width = 5;  // ... chosen uniformly from the best this many
    double ridge = 200.0;   // pull towards 0 of terms seen rarely (in samples)
    TrainTarget target = TrainTarget::kNextTurn;
};

// Which of the games this process plays: game g when g % count == index.
struct TrainingShare {
    int index = 0;
    int count = 1;
};

// The exact integer sums the fit needs, as one flat vector: the sums of two sets of games are
// their element-wise sum (so processes reduce them with a plain integer sum), and the order of
// adding cannot change the result.
class TrainingSums {
  public:
    TrainingSums(const core::RuleSet& rules, const TrainSettings& settings);
    std::vector<std::int64_t>& values() { return values_; }
    const std::vector<std::int64_t>& values() const { return values_; }
    std::size_t features() const { return features_; }
    void merge(const TrainingSums& other);
    std::int64_t samples() const;
    int games() const;
    std::int64_t points() const;

  private:
    std::size_t features_;
    std::vector<std::int64_t> values_;
};

// Plays this share of the settings' games with `current` and returns their sums.
TrainingSums play_training_games(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                                 const LeaveModel& current, const TrainSettings& settings,
                                 TrainingShare share = {},
                                 const std::function<void(int)>& progress = {});

// Fits the leave table and win model of all games' sums.
LeaveFile fit_leave_table(const core::RuleSet& rules, const TrainSettings& settings,
                          const TrainingSums& sums);

struct TrainReport {
    LeaveFile file;
    std::int64_t samples = 0;
    int games = 0;
    double seconds = 0;
    double mean_game_score = 0;  // per player, to watch the policy improve
};

// One iteration on this process: play every game, fit. `progress` (optional) is called now and
// then with the games finished so far.
TrainReport train_leaves(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                         const LeaveModel& current, const TrainSettings& settings,
                         const std::function<void(int)>& progress = {});

}  // namespace letterzak::ai
