#pragma once
// Any of the engine's players (ai/players.hpp) as a seat at the referee's table
// (game/player.hpp): the referee's view of the game becomes the position the player decides
// from. This is how self-play through the referee, the terminal game and the server seat a
// computer of any level. A separate library (ai_seat), so the engine's AI does not depend on
// the referee.

#include <memory>

#include "ai/player.hpp"
#include "core/rules.hpp"
#include "game/player.hpp"
#include "game/view.hpp"

namespace letterzak::ai {

// The position a seat sees, from the referee's view (two players).
Position position_from_view(const core::RuleSet& rules, const game::GameView& view);

class GameSeat final : public game::Player {
  public:
    GameSeat(const core::RuleSet& rules, std::unique_ptr<ai::Player> player);
    core::Move choose(const game::GameView& view) override;
    std::string name() const override { return player_->name(); }
    ai::Player& player() { return *player_; }

  private:
    const core::RuleSet& rules_;
    std::unique_ptr<ai::Player> player_;
};

}  // namespace letterzak::ai
