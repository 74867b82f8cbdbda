#pragma once
// Scoring (SPEC §3): letter premiums and word premiums count only under tiles placed this
// turn; every word formed or lengthened scores in full, shared letters in each word; a blank
// is worth 0; the bingo follows the rule set.

#include <span>

#include "core/board.hpp"
#include "core/placement.hpp"
#include "core/rules.hpp"

namespace letterzak::core {

// The value of one formed word with its premiums, before any bingo.
int score_word(const RuleSet& rules, const FormedWord& word);

// The score of a placement that forms `words` (main word first) using `tiles_used` tiles.
int score_words(const RuleSet& rules, std::span<const FormedWord> words, int tiles_used);

// Validated placement → its score.
int score_placement(const RuleSet& rules, const Placement& placement);

// The value of a rack's tiles (end-of-game arithmetic).
int rack_value(const RuleSet& rules, const Rack& rack);

}  // namespace letterzak::core
