#pragma once
// A computer player: given a position, it chooses a placement, an exchange or a pass. Every
// player of the engine (greedy, static, simulating, the levels for people) has this shape, so
// matches, the analysis command and the referee's seats can use any of them.

#include <cstdint>
#include <string>

#include "ai/position.hpp"
#include "core/move.hpp"

namespace letterzak::ai {

class Player {
  public:
    virtual ~Player() = default;
    // The move to make. Legal for the position: a placement the generator found, an exchange
    // while the bag allows one, or a pass.
    virtual core::Move choose(const Position& position) = 0;
    virtual std::string name() const = 0;
    // A new game starts: players that draw random numbers reseed here, so a game's moves
    // depend on its seed alone, not on the games played before it.
    virtual void new_game(std::uint64_t seed) { (void)seed; }
};

}  // namespace letterzak::ai
