#pragma once
// The simulating player: with tiles in the bag it simulates the best candidates
// (simulation.hpp) and plays the one ranked first; with the bag empty it solves the endgame
// (endgame.hpp) within its time; with one or two tiles in the bag it enumerates the possible
// bags and solves each endgame (pre_endgame.hpp). Each move's seed comes from the game's seed and
// the turn, so a game is reproducible when the budget is iterations, not seconds.

#include <memory>
#include <string>

#include "ai/endgame.hpp"
#include "ai/leave_file.hpp"
#include "ai/player.hpp"
#include "ai/pre_endgame.hpp"
#include "ai/simulation.hpp"

namespace letterzak::ai {

struct SimPlayerSettings {
    SimSettings sim;
    // A computer seat keeps its solver for the whole game, and a server holds many seats: the
    // seat's budget is a fraction of the analysis default (kDefaultEndgameMemoryMb), and its
    // searches are bounded by time anyway.
    EndgameSettings endgame{.memory_mb = 32};
    bool solve_endgames = true;
    bool pre_endgames = true;  // enumerate the bag when it holds 1 or 2 tiles
    PreEndgameSettings pre_endgame;
};

class SimPlayer final : public Player {
  public:
    SimPlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveFile& leaves,
              std::shared_ptr<const movegen::KwgIndex> index, SimPlayerSettings settings,
              std::string name = "sim");
    core::Move choose(const Position& position) override;
    std::string name() const override { return name_; }
    void new_game(std::uint64_t seed) override { seed_ = seed; }

  private:
    SimPlayerSettings settings_;
    Simulator simulator_;
    std::unique_ptr<EndgameSolver> endgame_;
    std::unique_ptr<PreEndgame> pre_endgame_;
    std::string name_;
    std::uint64_t seed_ = 1;
};

}  // namespace letterzak::ai
