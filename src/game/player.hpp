#pragma once
// A computer player, as the referee sees one: given what its seat may see, it chooses a
// placement, an exchange or a pass. Self-play, the terminal game and the server drive players
// through this interface and hand their choice to Game::play.

#include <string>

#include "core/move.hpp"
#include "game/view.hpp"

namespace letterzak::game {

class Player {
  public:
    virtual ~Player() = default;
    virtual core::Move choose(const GameView& view) = 0;
    virtual std::string name() const = 0;
};

}  // namespace letterzak::game
