#pragma once
// The settings of a rule set that a person may choose for one game (SPEC §4): the three house
// rules of seed 002 (swap a blank on the board for its letter; play on after someone goes out;
// the veto) and the box rules' penalty for a failed challenge. Every other knob of a RuleSet is
// the rule set itself and is not chosen per game.
//
// Where a setting applies: the house rules are house rules of the box game (seeds 002, 004),
// so only `box` and `box-ij` take them; a failed challenge exists only where a play can be
// challenged before the next turn (`box`, `box-ij`). Asking for a setting a rule set does not
// have is refused with the reason, rather than silently ignored: the tournament rules (001)
// and woordspel (003) name no house rules.

#include <string_view>

#include "core/result.hpp"
#include "core/rules.hpp"

namespace letterzak::core {

struct HouseRules {
    BlankSwap blank_swap = BlankSwap::kOff;
    bool play_on_after_out = false;
    bool veto = false;
    int failed_challenge_penalty = 0;  // points the challenger loses when the play stands

    bool operator==(const HouseRules&) const = default;
};

// The failed-challenge penalty a person may choose: 0 to this many points.
inline constexpr int kMaxFailedChallengePenalty = 100;

// The settings as the rule set holds them.
HouseRules house_rules_of(const RuleSet& rules);

// Whether the rule set takes house rules (seed 002) and a failed-challenge penalty at all.
bool takes_house_rules(const RuleSet& rules);
bool takes_failed_challenge_penalty(const RuleSet& rules);

// `rules` with the settings written in. Errors (code "bad_setup", the message names the
// setting): a setting other than its default for a rule set that does not have it, a penalty
// outside 0..kMaxFailedChallengePenalty.
Result<RuleSet> with_house_rules(const RuleSet& rules, const HouseRules& settings);

}  // namespace letterzak::core
