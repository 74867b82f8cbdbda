#pragma once
// The tournament as plain data — players, rounds, pairings, results — and the operations a
// director performs on it. No I/O: a TournamentStore (store.hpp) loads and saves it, the CLI and
// later the server drive it.

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

    bool complete() const;  // every game has a result (byes and empty slots need none)
};

struct Tournament {
    std::string name;
    Settings settings;
    std::vector<Player> players;  // players[i].id == i + 1
    // The order players were seeded in when the first round was paired (rating, then
    // registration); late entries in a Swiss join at the end. Round robin numbers and knock-out
    // brackets come from it, so it is kept rather than recomputed.
    std::vector<PlayerId> seeding;
    std::vector<Round> rounds;
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
// A player named on the command line or in a form: "#3" or "3" is an id, anything else a name
// (case-insensitive, exact).
Result<PlayerId> resolve_player(const Tournament& t, std::string_view ref);

// Enters (or corrects) the result of a game of `round`. The report's two players must be paired
// against each other in that round. Entering a result again replaces it: jury corrections can
// come in after the standings were first published.
Result<void> enter_result(Tournament& t, int round, const GameReport& report);

// The round in progress or last played: the number of rounds paired so far (0 before round 1).
int current_round(const Tournament& t);

// Checks a tournament that came from outside (a file, a database row): ids, references,
// results on the right pairings, every player at most once per round.
Result<void> validate_tournament(const Tournament& t);

}  // namespace letterzak::tournament
