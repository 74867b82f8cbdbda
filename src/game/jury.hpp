#pragma once
// The jury of the tournament rules (seed 001 III-10, IV-2). Words are not checked when played;
// after the game (and, where the jury can, during it) every turn is checked, and a turn that
// formed any invalid word costs the player that turn's whole score plus 20 penalty points:
// "30 + 15 + 20 = 65" for a wrong word worth 30 with an extension worth 15. The same check
// decides a challenge or a protest during play.

#include <string>
#include <vector>

#include "core/placement.hpp"
#include "core/rules.hpp"
#include "game/event.hpp"
#include "game/history.hpp"
#include "game/word_judge.hpp"

namespace letterzak::game {

// The words of a placement the judge does not know, as text (word_text).
std::vector<std::string> invalid_words(const WordJudge& judge, const core::RuleSet& rules,
                                       const std::vector<core::FormedWord>& words);

// Findings for every placement not yet checked and not withdrawn: the turns with invalid words.
std::vector<JuryFinding> jury_findings(const WordJudge& judge, const core::RuleSet& rules,
                                       const std::vector<Turn>& turns);

// What a finding costs: the turn's whole score plus the penalty (a negative number).
int jury_correction(const core::RuleSet& rules, const Turn& turn);

}  // namespace letterzak::game
