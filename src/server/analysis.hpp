#pragma once
// The analysis of a finished game: for every turn, the rack the player had, what they played
// and what it scored, and the best placements the move generator finds on that board with
// that rack (by score), so a player sees where points were left. Only for finished games:
// during a game it would play for them.

#include <memory>
#include <nlohmann/json.hpp>

#include "core/result.hpp"
#include "game/game.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::server {

// Replays the game's log from its setup and, before each turn, lists the `top` best
// placements. The game's judge is used to mark plays with words the lexicon lacks.
Result<nlohmann::json> analyse_game(const game::Game& game, const game::WordJudge& judge,
                                    const lexicon::Kwg& kwg,
                                    std::shared_ptr<const movegen::KwgIndex> index, int top = 5);

}  // namespace letterzak::server
