#pragma once
// A rule set bundles every knob that differs between variants. Nothing variant-specific lives
// in branches elsewhere: code asks the RuleSet.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/alphabet.hpp"
#include "core/board_layout.hpp"
#include "core/name_table.hpp"
#include "core/tile_set.hpp"

namespace letterzak::core {

enum class BingoRule : std::uint8_t {
    kBonus,           // a fixed bonus added after the word multipliers (50)
    kDoubleMainWord,  // the main word's value (after premiums) is doubled (woordspel)
};

enum class WordPremiumRule : std::uint8_t {
    kMultiply,     // 2W·2W = ×4, 3W·3W = ×9
    kLargestOnce,  // a word covering several word premiums gets only the largest (woordspel)
};

enum class ChallengeMode : std::uint8_t {
    kJuryAfterGame,  // tournament: no check at play; the jury checks after the game (+ protest)
    kSingle,         // box: challenge before the next turn; invalid → tiles back, turn lost
    kRefuseAtOnce,   // woordspel: invalid words are refused on the spot
    kDouble,         // english: double challenge
};

enum class PassRunRule : std::uint8_t {
    kConsecutive,  // the game ends after N consecutive scoreless turns as counted below
};

enum class EndRackRule : std::uint8_t {
    kOutGainsOthers,    // the player who went out adds the others' racks, they subtract theirs
    kOutGainsTwice,     // english: the player who went out gains twice the opponent's rack
    kEachSubtractsOwn,  // woordspel: everyone subtracts their own rack, nothing is added
};

// House rule of seed 002: a blank on the board may be swapped for the real letter it stands for.
enum class BlankSwap : std::uint8_t {
    kOff,       // not allowed (every rule set by default)
    kThenPlay,  // the swap is part of a turn: the player still places, exchanges or passes
    kIsTurn,    // the swap is the whole turn
};
inline constexpr std::array<Named<BlankSwap>, 3> kBlankSwapNames{{
    {BlankSwap::kOff, "off"},
    {BlankSwap::kThenPlay, "then_play"},
    {BlankSwap::kIsTurn, "is_turn"},
}};

enum class StarterDraw : std::uint8_t {
    kNearestToA_BlankRedraws,  // tournament: a blank does not count; equal letters redraw
    kNearestToA_BlankFirst,    // box: the blank goes before A
};

struct RuleSet {
    std::string name;
    int min_players = 2;
    int max_players = 2;
    int rack_size = 7;
    const TileSet* tiles = nullptr;
    const BoardLayout* layout = nullptr;
    WordReading reading = WordReading::kPlain;

    BingoRule bingo = BingoRule::kBonus;
    int bingo_bonus = 50;  // for kBonus
    WordPremiumRule word_premiums = WordPremiumRule::kMultiply;

    int first_move_min_tiles = 2;  // tiles in the first word (woordspel: 4)
    int exchange_min_bag = 7;      // the bag must hold at least this many to exchange

    // Scoreless turns that end the game: `pass_run` consecutive passes (tournament: 3 in
    // total across both players). pass_run_per_player multiplies by the number of players
    // (box: every player passes twice). Whether an exchange breaks the run or counts in it.
    int pass_run = 3;
    bool pass_run_per_player = false;
    bool exchange_breaks_pass_run = true;
    bool challenged_off_counts_as_pass = false;  // english: a withdrawn phony is scoreless
    int opening_passes_not_counted = 0;          // woordspel: passes in turns 1 and 2 don't count
    bool redeal_if_opening_passes = false;  // woordspel: both pass in turns 1–2 → redeal once

    ChallengeMode challenge = ChallengeMode::kJuryAfterGame;
    int invalid_word_penalty = 20;             // tournament jury and protest: turn score + 20
    int failed_challenge_penalty = 0;          // box: a setting, default 0
    bool failed_challenge_loses_turn = false;  // english double challenge: challenging a valid
                                               // play costs the challenger the turn
    EndRackRule end_rack = EndRackRule::kOutGainsOthers;
    StarterDraw starter = StarterDraw::kNearestToA_BlankRedraws;
    bool knockout_tie_to_second = true;  // only applied in knock-out games

    bool y_for_ij = false;             // woordspel: a Y tile may stand for "ij"
    bool blank_per_direction = false;  // woordspel: a blank may read differently each way

    int clock_minutes = 25;  // default chess-clock time per player

    // The word list (SPEC §5). joined_words: words written with a hyphen or an apostrophe
    // (mee-eten, auto's) are words (read without the mark); box, box-ij (seed 004): not.
    // place_names: Dutch geographic names are allowed (woordspel, seed 003), from a list of
    // place names given beside the word list (wdutch does not mark them).
    bool joined_words = true;
    bool place_names = false;

    // House rules of seed 002, settings that are off in every rule set (SPEC §4 "box").
    BlankSwap blank_swap = BlankSwap::kOff;
    bool play_on_after_out = false;  // after someone goes out the others play on until all
                                     // are out or a pass run ends it; the first out gains
    bool veto = false;               // a waiting player may veto a play by showing a
                                     // higher-scoring one on the same squares
};

// Seed 001 I-6: a tournament game gives each player 20 to 30 minutes. A tournament outside
// that range needs an explicit override by its director (and says so on its pages).
inline constexpr int kTournamentClockMinMinutes = 20;
inline constexpr int kTournamentClockMaxMinutes = 30;
constexpr bool tournament_clock_in_range(int minutes_per_player) {
    return minutes_per_player >= kTournamentClockMinMinutes &&
           minutes_per_player <= kTournamentClockMaxMinutes;
}

// "tournament" (the default), "box", "box-ij", "woordspel", "english".
const RuleSet* rule_set_by_name(std::string_view name);
std::vector<std::string> rule_set_names();

}  // namespace letterzak::core
