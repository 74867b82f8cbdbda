#pragma once
// Refusal codes of the referee (Error::code): stable strings a UI translates. Placement
// refusals come from core (core::refusal) unchanged.

#include <string_view>

namespace letterzak::game::refusal {

inline constexpr std::string_view kBadSetup = "bad_setup";
inline constexpr std::string_view kNoSuchSeat = "no_such_seat";
inline constexpr std::string_view kGameOver = "game_over";
inline constexpr std::string_view kNotYourTurn = "not_your_turn";
inline constexpr std::string_view kTimeExpired = "time_expired";  // call tick() or flag()
inline constexpr std::string_view kClocksPaused = "clocks_paused";
inline constexpr std::string_view kNoClock = "no_clock";
inline constexpr std::string_view kAlreadyPaused = "already_paused";
inline constexpr std::string_view kNotPaused = "not_paused";
inline constexpr std::string_view kTimeLeft = "time_left";  // flag() with time left
inline constexpr std::string_view kExchangeBagTooSmall = "exchange_bag_too_small";
inline constexpr std::string_view kExchangeTiles = "exchange_tiles";
inline constexpr std::string_view kInvalidWord = "invalid_word";  // woordspel: refused
inline constexpr std::string_view kNoChallenges = "challenge_not_allowed";
inline constexpr std::string_view kNothingToChallenge = "nothing_to_challenge";
inline constexpr std::string_view kOwnPlay = "own_play";
inline constexpr std::string_view kNoJudge = "no_judge";  // a ruling is needed
inline constexpr std::string_view kNoJury = "no_jury";
inline constexpr std::string_view kBadFinding = "bad_finding";
inline constexpr std::string_view kTilesSeeded = "tiles_seeded";  // set_rack on a seeded game
inline constexpr std::string_view kRackTooLarge = "rack_too_large";
inline constexpr std::string_view kRackUnavailable = "rack_unavailable";
inline constexpr std::string_view kHouseRuleOff = "house_rule_off";
inline constexpr std::string_view kNoBlankThere = "no_blank_there";
inline constexpr std::string_view kAlreadySwapped = "already_swapped";
inline constexpr std::string_view kVetoNotBetter = "veto_not_better";
inline constexpr std::string_view kVetoElsewhere = "veto_elsewhere";
inline constexpr std::string_view kBadAdjustment = "bad_adjustment";
inline constexpr std::string_view kBadExtraTime = "bad_extra_time";

}  // namespace letterzak::game::refusal
