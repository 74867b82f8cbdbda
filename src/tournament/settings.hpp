#pragma once
// How a tournament is run: what counts (wedstrijd or punten, SPEC §6), how rounds are paired,
// and the knobs the rules leave to the director (bye score, weerstandspunten variant, KOTH).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/house_rules.hpp"
#include "core/result.hpp"
#include "game/clock.hpp"
#include "game/clock_choice.hpp"
#include "tournament/half_points.hpp"

namespace letterzak::tournament {

// Reglement I-2: wedstrijdscrabble ranks by games won, puntenscrabble by points scored.
enum class Format : std::uint8_t { kWedstrijd, kPunten };

enum class PairingSystem : std::uint8_t { kSwiss, kRoundRobin, kKnockOut };

// An odd field gives one player a bye each round; the director decides what it is worth.
// The rule (SPEC §6: "a bye for odd fields, scored as a configurable win and spread"):
//  - a bye is worth `win` (a win by default) and `spread` (+50 by default);
//  - it counts in the standings once its round is complete (every game of the round has a
//    result), never before: a bye is not a head start on a round still being played;
//  - in puntenscrabble it is worth `points`, or by default the player's own average over the
//    games actually played, and while the player has played none, the field's average.
// The standings legend states these numbers (tournament_view, the web's standings).
struct ByeSettings {
    HalfPoints win = kWinHalves;  // 2 = a win, 1 = a draw, 0 = nothing
    int spread = 50;              // spread credited with the bye
    // Puntenscrabble counts points, and a bye has none: a fixed number, or (nullopt) the
    // player's own average over the games actually played, so the bye neither helps nor hurts.
    std::optional<int> points;
};

// Weerstandspunten (SPEC §6): by default the sum of the wins of the opponents a player has met,
// a draw ½, byes left out. The variants clubs use are settings.
struct ResistanceSettings {
    int cut_lowest = 0;                // drop the N weakest opponents (a "cut" / median variant)
    bool opponent_spread = false;      // add a further tiebreak: the opponents' summed spread
    bool count_opponent_byes = false;  // count an opponent's bye wins among their wins
};

struct Settings {
    Format format = Format::kWedstrijd;
    PairingSystem system = PairingSystem::kSwiss;
    // Swiss: required. Round robin: 0 = one full cycle; more rounds cycle again with the starts
    // swapped (a double round robin). Knock-out: must be 0; the field size decides.
    int rounds = 0;
    int koth_rounds = 0;  // Swiss only: the last N rounds pair 1–2, 3–4… ("king of the hill")
    std::string rules =
        "tournament";        // the rule set every game is played under (core rule set name)
    int clock_minutes = 25;  // per player; 0 = no clock
    // Reglement 001 I-6: a tournament game has 20–30 minutes a player. A clock outside that
    // range needs the director's explicit override, which the tournament's pages then state.
    bool clock_override = false;
    ByeSettings bye;
    int forfeit_spread = 50;  // a forfeit: a win by this spread for the one who showed up
    ResistanceSettings resistance;
    // Who starts a game (SPEC §6): by default the draw of II-4, played out when the game
    // starts; with balanced starts the pairing's first player starts (the pairing systems
    // balance who that is). A knock-out tie goes to the player who did not start, either way.
    bool balanced_starts = false;
    // The games' settings beyond the clock's minutes (issue 19), as a single game chooses
    // them (game::ClockChoice, core::HouseRules) and checked by the same code: overtime "loss"
    // (IV-1c) or "penalty" with its rate and limit, the total playing time (IV-1d), and under
    // the box rules the house rules and the failed-challenge penalty. Unset: as the rules say.
    std::optional<game::OvertimeRule> overtime;
    std::optional<int> penalty_per_minute;
    std::optional<int> overtime_limit_minutes;
    std::optional<int> total_minutes;
    core::HouseRules house;
};

// The clock every game of the tournament is given, as the game's settings model reads it
// (clock_minutes 0: no chess clock).
game::ClockChoice clock_choice(const Settings& s);

inline constexpr int kMinTournamentClock = 20;  // 001 I-6, minutes a player
inline constexpr int kMaxTournamentClock = 30;
// Whether the clock is outside 001 I-6's range (no clock at all is not a clock out of range).
bool clock_outside_rules(const Settings& s);

// Checks the settings on their own: a known rule set, sane numbers, options that fit the system.
// A clock outside 001 I-6 without the override is refused (clock_out_of_range).
Result<void> validate_settings(const Settings& s);

std::string_view format_name(Format f);         // "wedstrijd", "punten"
std::string_view system_name(PairingSystem s);  // "swiss", "round-robin", "knock-out"
Result<Format> parse_format(std::string_view text);
Result<PairingSystem> parse_system(std::string_view text);  // also "rr", "ko", "zwitsers"

}  // namespace letterzak::tournament
