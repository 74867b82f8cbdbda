#pragma once
// A director's action on a tournament, as data: what the action log (action_log.hpp) stores and
// replays. Every change a director makes — registering, withdrawing, pairing, taking a round
// back, entering or correcting a result, changing a setting — is one Action, applied by
// apply_action() through the same operations the CLI and the server always used, so a replayed
// tournament is checked by exactly the rules that checked it the first time.
//
// A pairing is recorded with the pairings it produced (not "pair the next round"), so a replay
// gives the same boards even if the pairing code improves later, and an imported event keeps
// the pairings another program made.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/result.hpp"
#include "tournament/game_result.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

// The first action of a log made with the tournament.
struct CreateTournament {
    std::string name;
    Settings settings;
};
// The first action of a log begun on a tournament that already existed (made before the log,
// or imported whole): its state at that moment.
struct StartFrom {
    Tournament state;
};
struct AddPlayer {
    std::string name;
    std::optional<int> rating;
};
struct SetWithdrawn {
    PlayerId player = kNoPlayer;
    bool withdrawn = true;
};
// The round the pairing produced (without results) and the seeding it left.
struct PairRound {
    std::vector<PlayerId> seeding;
    Round round;
};
struct UnpairRound {
    int round = 0;  // the round taken back: always the last one
    bool force = false;
};
// A result or its correction (enter_result replaces what the pairing held).
struct EnterResult {
    int round = 0;
    GameReport report;
};
struct ChangeSettings {
    Settings settings;
};
// A warning, a disqualification or a point penalty (impose_sanction).
struct ImposeSanction {
    Sanction sanction;
};
// Reverts the action with sequence number `target`, which must be the last one in effect.
struct Undo {
    std::int64_t target = 0;
};

using Action = std::variant<CreateTournament, StartFrom, AddPlayer, SetWithdrawn, PairRound,
                            UnpairRound, EnterResult, ChangeSettings, ImposeSanction, Undo>;

// "create", "start_from", "add_player", "withdraw", "pair", "unpair", "result", "settings",
// "sanction", "undo": the action's name in the log and the API.
std::string_view action_kind(const Action& a);

// Applies one action to `t`. An action that does not fit the tournament (a result for a round
// not paired, a pairing that skips a round, a player twice in a round, …) is refused with the
// operation's own error, and `t` is left as it was. CreateTournament and StartFrom replace `t`
// (the log checks they come first); Undo is the log's to apply (error here).
Result<void> apply_action(Tournament& t, const Action& a);

// The action "pair the next round" as the pairing systems decide it for `t` now. Errors as
// pair_next_round.
Result<PairRound> pair_action(const Tournament& t);

// One line for people: "round 3 paired (4 boards)", "Anna – Bert 420-380 (round 2)".
std::string describe_action(const Tournament& before, const Action& a);

}  // namespace letterzak::tournament
