#include "core/house_rules.hpp"

#include <fmt/format.h>

namespace letterzak::core {

HouseRules house_rules_of(const RuleSet& rules) {
    return {rules.blank_swap, rules.play_on_after_out, rules.veto, rules.failed_challenge_penalty};
}

bool takes_house_rules(const RuleSet& rules) {
    // The house rules of seed 002 are told of the box game: the editions with and without IJ.
    return rules.challenge == ChallengeMode::kSingle;
}

bool takes_failed_challenge_penalty(const RuleSet& rules) {
    // SPEC §4 "box": a challenge that fails names no penalty there, so it is a setting. The
    // tournament's protest (III-10) and english's double challenge have their own fixed rules.
    return rules.challenge == ChallengeMode::kSingle;
}

Result<RuleSet> with_house_rules(const RuleSet& rules, const HouseRules& settings) {
    const HouseRules defaults = house_rules_of(rules);
    const bool house_changed = settings.blank_swap != defaults.blank_swap ||
                               settings.play_on_after_out != defaults.play_on_after_out ||
                               settings.veto != defaults.veto;
    if (house_changed && !takes_house_rules(rules))
        return make_error("bad_setup",
                          fmt::format("the house rules (blank swap, play on after going out, "
                                      "veto) belong to the box rules, not to {}",
                                      rules.name));
    if (settings.failed_challenge_penalty != defaults.failed_challenge_penalty &&
        !takes_failed_challenge_penalty(rules))
        return make_error("bad_setup",
                          fmt::format("{} has no penalty for a failed challenge", rules.name));
    if (settings.failed_challenge_penalty < 0 ||
        settings.failed_challenge_penalty > kMaxFailedChallengePenalty)
        return make_error("bad_setup", fmt::format("the penalty for a failed challenge is 0 to "
                                                   "{} points",
                                                   kMaxFailedChallengePenalty));
    RuleSet out = rules;
    out.blank_swap = settings.blank_swap;
    out.play_on_after_out = settings.play_on_after_out;
    out.veto = settings.veto;
    out.failed_challenge_penalty = settings.failed_challenge_penalty;
    return out;
}

}  // namespace letterzak::core
