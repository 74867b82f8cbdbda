#pragma once
// The live preview of a tentative placement: what the referee would say if it were sent now,
// without playing it. Legal: the words it forms, each word's score and the total (bingo
// included). Not legal: the refusal code and message the move would get, so the board can
// show the reason before the player commits.
//
// Words are checked against the lexicon here only where the rule set refuses invalid words at
// once (woordspel). Under the tournament rules words are not checked during play, and a
// preview that did so would tell a player what the jury may not (III-10).

#include <nlohmann/json.hpp>

#include "core/board.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/rules.hpp"
#include "game/word_judge.hpp"

namespace letterzak::server {

nlohmann::json preview_json(const core::Board& board, const core::RuleSet& rules,
                            const core::Rack& rack, const core::Move& move,
                            const game::WordJudge* judge);

// The JSON of a refusal inside a preview: {"legal":false,"error":code,"message":…}.
nlohmann::json refused_preview(const Error& error);

}  // namespace letterzak::server
