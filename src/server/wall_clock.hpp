#pragma once
// The referee's time for live games: Unix milliseconds from the system clock. Event times are
// stored with the games, and a restarted server must continue on the same scale, which a
// steady clock (counted from boot) does not give. The game itself never lets time run
// backwards (Game::now), so a clock step back only looks like a pause.

#include "game/clock.hpp"

namespace letterzak::server {

class WallTimeSource final : public game::TimeSource {
  public:
    game::Millis now_ms() override;
};

// Unix milliseconds, for records (created_at, updated_at).
std::int64_t unix_millis();

}  // namespace letterzak::server
