#pragma once
// How a tournament is run: what counts (wedstrijd or punten, SPEC §6), how rounds are paired,
// and the knobs the rules leave to the director (bye score, weerstandspunten variant, KOTH).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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

// A rating class for the class prizes (e.g. "A": 1600 and up, "B": 1300 and up, "C": the rest).
// A player belongs to the first class, strongest first, whose lower bound the rating reaches;
// the last class may have no bound: it takes everyone below the others, unrated players
// included. Without such a class, unrated players are in no class.
struct RatingClass {
    std::string name;
    std::optional<int> min_rating;  // nullopt: the catch-all (last class only)
    int places = 1;                 // prizes in the class

    bool operator==(const RatingClass&) const = default;
};

// The prize categories a director announces (issue 21 item 5; prizes.hpp computes the list):
// overall places, places per rating class, and three game prizes. "Best game" is the game with
// the highest combined score of both players (a club's "mooiste partij": the one both players
// made), "highest score" the highest score of one player in one game, "best bingo" the
// highest-scoring play that used a whole rack. The first two read the results (typed ones
// too); a bingo is known only from the games played on the server, whose moves are kept.
struct PrizeSettings {
    int overall_places = 0;            // 0: no overall prizes
    std::vector<RatingClass> classes;  // strongest first
    bool best_game = false;
    bool highest_score = false;
    bool best_bingo = false;

    bool any() const {
        return overall_places > 0 || !classes.empty() || best_game || highest_score || best_bingo;
    }
    bool operator==(const PrizeSettings&) const = default;
};

inline constexpr int kMaxPrizePlaces = 50;
inline constexpr std::size_t kMaxRatingClasses = 12;
inline constexpr std::size_t kMaxClassName = 40;  // bytes of UTF-8

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
    PrizeSettings prizes;
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
