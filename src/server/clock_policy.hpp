#pragma once
// When a served game's chess clock may run. Two rules the referee alone cannot know:
//
// - No one is charged for time when no server is up. A restarted server knows when its
//   predecessor was last alive (ServerHeartbeat); the clocks are stopped as of that moment (or
//   the game's last event, if later) and run again now, as two ordinary events in the log, so
//   a replay and the score sheet show the gap.
// - A clock game waits for its players: the clocks stop when the game is made and start when
//   every human seat has opened it (or the director starts it). A game that waits is one whose
//   clocks are stopped and in which nothing else has happened yet; a protest's pause (III-10)
//   always follows a play, so the two never mix.

#include "game/clock.hpp"
#include "game/game.hpp"

namespace letterzak::server {

// Whether the game's clocks stand still waiting for its players.
bool waiting_for_players(const game::Game& game);

// Stops the clocks of a new game until its players are there; false if it has no clock.
bool hold_clocks(game::Game& game);

// Takes out of the clocks the time from `last_alive` to `now` in which no server ran. Returns
// whether it changed the game (only an unfinished game whose clocks were running).
bool bridge_outage(game::Game& game, game::Millis last_alive, game::Millis now);

}  // namespace letterzak::server
