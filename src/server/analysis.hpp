#pragma once
// The analysis of a finished game as the web board shows it: for every turn, the rack the
// player had, what they played and what it scored, and the engine's best moves on that board
// with that rack — the one analysis (ai/review.hpp) that the terminal shows too, at the same
// depth (static equity: score plus the value of the tiles kept), so both name the same best
// moves. "missed" is what the played move cost against the best, in points of equity. Only for
// finished games: during a game it would play for them.

#include <memory>
#include <nlohmann/json.hpp>

#include "core/result.hpp"
#include "game/game.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::server {

// Reviews the game from its log and lists, per turn, the `top` best moves. The game's judge
// is used to mark plays with words the lexicon lacks.
Result<nlohmann::json> analyse_game(const game::Game& game, const game::WordJudge& judge,
                                    const lexicon::Kwg& kwg,
                                    std::shared_ptr<const movegen::KwgIndex> index, int top = 5);

}  // namespace letterzak::server
