#include "tui/settings_view.hpp"

#include <string>

namespace letterzak::tui {

std::vector<Message> settings_summary(const game::GameSetup& setup) {
    std::vector<Message> out;
    const core::RuleSet& r = setup.rules;
    switch (r.blank_swap) {
        case core::BlankSwap::kOff:
            break;
        case core::BlankSwap::kThenPlay:
            out.emplace_back(Text::kSettingBlankSwapThenPlay);
            break;
        case core::BlankSwap::kIsTurn:
            out.emplace_back(Text::kSettingBlankSwapIsTurn);
            break;
    }
    if (r.play_on_after_out) out.emplace_back(Text::kSettingPlayOn);
    if (r.veto) out.emplace_back(Text::kSettingVeto);
    if (r.failed_challenge_penalty != 0)
        out.emplace_back(Text::kSettingChallengePenalty,
                         std::vector<std::pair<std::string, std::string>>{
                             {"points", std::to_string(r.failed_challenge_penalty)}});
    const game::ClockSettings& c = setup.clock;
    if (c.chess_clock) {
        out.emplace_back(Text::kSettingClock,
                         std::vector<std::pair<std::string, std::string>>{
                             {"minutes", std::to_string(c.per_player / game::kMinute)}});
        if (c.overtime == game::OvertimeRule::kPenalty) {
            out.emplace_back(c.overtime_limit > 0 ? Text::kSettingOvertimePenaltyLimit
                                                  : Text::kSettingOvertimePenalty,
                             std::vector<std::pair<std::string, std::string>>{
                                 {"points", std::to_string(c.penalty_per_minute)},
                                 {"limit", std::to_string(c.overtime_limit / game::kMinute)}});
        } else {
            out.emplace_back(Text::kSettingOvertimeLoss);
        }
    }
    if (c.total_game > 0)
        out.emplace_back(Text::kSettingTotalTime,
                         std::vector<std::pair<std::string, std::string>>{
                             {"minutes", std::to_string(c.total_game / game::kMinute)}});
    return out;
}

}  // namespace letterzak::tui
