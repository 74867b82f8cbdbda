#pragma once
// The tournament's action log (issue 21): every director action with its time and author, in
// order. The tournament's state is the replay of its log, as a game's is of its events.
//
// - An undo is a new entry that reverts the last action still in effect, never a deletion:
//   the log keeps what happened, and the replay leaves the undone action out. Undoing again
//   reverts the one before; an undo itself is not undone (the director does the action again).
// - The log begins with a CreateTournament, or with a StartFrom holding the state of a
//   tournament that existed before its log (neither can be undone).
// - Exported as JSON Lines: a header line, then one action a line. An import checks every
//   line and replays the whole; a damaged line is refused with its number.

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "tournament/action.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

struct LoggedAction {
    std::int64_t seq = 0;    // 1, 2, 3… in the order applied
    std::int64_t at_ms = 0;  // Unix milliseconds
    std::string author;      // "director", "command line", "game <id>", …
    Action action;
};

using ActionLog = std::vector<LoggedAction>;

inline constexpr int kLogFormatVersion = 1;

// The actions in effect, in order: every action but the undos and what they undid. Errors
// (damaged_log): an undo that does not name the last action in effect, a first action that is
// not a create or start_from, sequence numbers out of order.
Result<std::vector<const LoggedAction*>> effective_actions(const ActionLog& log);

// The tournament the log describes. Errors: damaged_log, naming the action that did not apply
// and why.
Result<Tournament> replay(const ActionLog& log);

// Applies `action` to `t` and appends it to `log` (t must be the replay of log). A log that is
// empty begins with a CreateTournament (a fresh `t`) or a StartFrom (t as it is) first. An
// action that does not apply leaves both as they were.
Result<void> record_action(Tournament& t, ActionLog& log, Action action, std::int64_t at_ms,
                           std::string author);

// Undoes the last action in effect: appends an Undo and replays. Errors: nothing_to_undo.
// Returns the action undone.
Result<LoggedAction> undo_last(Tournament& t, ActionLog& log, std::int64_t at_ms,
                               std::string author);

nlohmann::json logged_action_to_json(const LoggedAction& a);
// Errors: damaged_log with the field.
Result<LoggedAction> logged_action_from_json(const nlohmann::json& j);

// The log as JSON Lines (UTF-8), header first.
std::string export_log(const ActionLog& log);
// Reads an exported log and replays it. Errors: damaged_log "line N: …".
Result<ActionLog> import_log(std::string_view text);

}  // namespace letterzak::tournament
