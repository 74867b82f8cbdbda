#pragma once
// Computer players playing a game to its end through the referee: the loop self-play, tests
// and the benchmark share. Each player sees only its own seat's view.

#include <span>

#include "core/result.hpp"
#include "game/game.hpp"
#include "game/player.hpp"

namespace letterzak::game {

// Plays until the game is over, one player per seat (players[seat]). A move the referee refuses
// is an error (a player must only offer legal moves). When the game then awaits the jury and
// the game has a judge, the jury checks it. `max_turns` guards against a player that never ends
// a game; the rules end every game long before.
Result<void> play_out(Game& game, std::span<Player* const> players, int max_turns = 2000);

}  // namespace letterzak::game
