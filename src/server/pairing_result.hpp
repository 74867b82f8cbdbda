#pragma once
// The result a tournament round receives from a game played on the server. Seat 0 of the game
// is the pairing's first player (who starts), seat 1 the second.
//
// The score sheet's scores are the totals at the end of play; what was decided after the end
// (the jury's word check, the director's corrections) makes the jury scores, the red pen of
// Reglement IV-2, when it changed anything. A flag that loses the game is a loss on time; a
// resignation is entered as one (both lose whatever the score).

#include "core/result.hpp"
#include "game/game.hpp"
#include "tournament/game_result.hpp"

namespace letterzak::server {

// Errors: game_not_over (the jury has not finished either), bad_request (not two seats).
Result<tournament::GameReport> report_from_game(const game::Game& g, tournament::PlayerId first,
                                                tournament::PlayerId second);

}  // namespace letterzak::server
