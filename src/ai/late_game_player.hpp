#pragma once
// The simulating player of the champion level, which plays the end of the game out.
//
// The plain simulating player (sim_player.hpp) looks two plies ahead while 3 or more tiles
// are in the bag, and values what is left by the leave table, which is learnt on the next
// turns and undervalues a tile that gets stuck: a Q kept with 3–7 tiles in the bag is often
// still on the rack when the game ends, costing twice its value in spread. So with two seats
// and at most kLateBag tiles in the bag (but more than the pre-endgame's 2), this player
// simulates every candidate to the end of the game (each playout continues with static play
// until the game is over), so the end-of-game cost of hard tiles is counted as it falls, not
// estimated. With the bag empty or holding 1–2 tiles it solves the endgame and the
// pre-endgame as the simulating player does; earlier it simulates as that player does.

#include <memory>
#include <string>

#include "ai/sim_player.hpp"

namespace letterzak::ai {

struct LateGameSettings {
    SimPlayerSettings sim;
    int late_bag = 7;     // simulate to the end from this many tiles in the bag down to 3
    int late_plies = 40;  // more plies than any game has left from there
    double late_iterations_share = 0.5;  // of the sim's iteration budget: playouts are longer
};

class LateGamePlayer final : public Player {
  public:
    LateGamePlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveFile& leaves,
                   std::shared_ptr<const movegen::KwgIndex> index, LateGameSettings settings,
                   std::string name);
    core::Move choose(const Position& position) override;
    std::string name() const override { return name_; }
    void new_game(std::uint64_t seed) override;

  private:
    LateGameSettings settings_;
    SimPlayer sim_;
    Simulator late_;
    std::string name_;
    std::uint64_t seed_ = 1;
};

}  // namespace letterzak::ai
