#pragma once
// The tournament as plain data — players, rounds, pairings, results — and the operations a
// director performs on it. No I/O: a TournamentStore (store.hpp) loads and saves it, the CLI and
// later the server drive it.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "tournament/game_result.hpp"
#include "tournament/player.hpp"
#include "tournament/settings.hpp"

namespace letterzak::tournament {

// One board of a round. `first` starts the game. A bye has second == kNoPlayer; an empty
// knock-out slot (both sides withdrew) has both at kNoPlayer and keeps the bracket's shape.
struct Pairing {
    PlayerId first = kNoPlayer;
    PlayerId second = kNoPlayer;
    std::optional<GameResult> result;

    bool is_bye() const { return first != kNoPlayer && second == kNoPlayer; }
    bool is_empty() const { return first == kNoPlayer && second == kNoPlayer; }
    bool is_game() const { return first != kNoPlayer && second != kNoPlayer; }
    bool has(PlayerId p) const { return p != kNoPlayer && (first == p || second == p); }
};

struct Round {
    int number = 0;  // 1-based
    // Board order. Knock-out rounds keep bracket order (byes and empty slots in place), because
    // the next round pairs the winners of neighbouring slots.
    std::vector<Pairing> pairings;

    bool complete() const;  // every game has its final result (byes and empty slots need none)
    // Every game has a result, an adjourned one included: enough to pair the next round of a
    // Swiss or a round robin (a knock-out needs complete()).
    bool settled() const;
};

// A director's sanction (Reglement 001 V-1, III-10): a warning; a disqualification (the
// player takes no further part: the pairings still to play become forfeits, later rounds leave
// the player out); or a point penalty with its note (an extra sanction after a protest, III-10),
// taken off the player's points and spread.
enum class SanctionKind : std::uint8_t { kWarning, kDisqualification, kPenalty };

struct Sanction {
    PlayerId player = kNoPlayer;
    SanctionKind kind = SanctionKind::kWarning;
    int round = 0;     // the round it was given in (0: before round 1)
    int points = 0;    // kPenalty: the points taken off (> 0)
    std::string note;  // why, as the director wrote it

    bool operator==(const Sanction&) const = default;
};

std::string_view sanction_kind_name(SanctionKind k);  // "warning", "disqualification", "penalty"
Result<SanctionKind> parse_sanction_kind(std::string_view text);

struct Tournament {
    std::string name;
    Settings settings;
    std::vector<Player> players;  // players[i].id == i + 1
    // The order players were seeded in when the first round was paired (rating, then
    // registration); late entries in a Swiss join at the end. Round robin numbers and knock-out
    // brackets come from it, so it is kept rather than recomputed.
    std::vector<PlayerId> seeding;
    std::vector<Round> rounds;
    std::vector<Sanction> sanctions;  // in the order given
};

// A new tournament with checked settings.
Result<Tournament> make_tournament(std::string name, Settings settings);

// Registers a player. Names are unique (case-insensitive) so a director can type them, and
// arrive as core::clean_display_name leaves them (no control or bidirectional controls).
// Round robin and knock-out fields are fixed once the first round is paired.
Result<PlayerId> add_player(Tournament& t, std::string name,
                            std::optional<int> rating = std::nullopt);

// Withdraws a player from future rounds (or reinstates one); results already played stand.
Result<void> set_withdrawn(Tournament& t, PlayerId id, bool withdrawn);

const Player* find_player(const Tournament& t, PlayerId id);
// The player's name as reports print it; "#id" for an id the tournament does not have.
std::string player_name(const Tournament& t, PlayerId id);
// A player named on the command line or in a form: "#3" or "3" is an id, anything else a name
// (case-insensitive, exact).
Result<PlayerId> resolve_player(const Tournament& t, std::string_view ref);

// Enters (or corrects) the result of a game of `round`. The report's two players must be paired
// against each other in that round. Entering a result again replaces it: jury corrections can
// come in after the standings were first published.
Result<void> enter_result(Tournament& t, int round, const GameReport& report);

// Gives a sanction. A disqualification withdraws the player and turns each of their pairings
// still without a result into a forfeit by them; a disqualified player is not reinstated.
// Errors: unknown_player, invalid_sanction (a penalty without points, a note too long, a second
// disqualification).
Result<void> impose_sanction(Tournament& t, Sanction s);

// Whether the player was disqualified.
bool disqualified(const Tournament& t, PlayerId id);

// The round in progress or last played: the number of rounds paired so far (0 before round 1).
int current_round(const Tournament& t);

// Checks a tournament that came from outside (a file, a database row): ids, references,
// results on the right pairings, every player at most once per round.
Result<void> validate_tournament(const Tournament& t);

}  // namespace letterzak::tournament
