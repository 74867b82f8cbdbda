#pragma once
// TSH interchange (issue 21, item 4): a tournament as TSH's division data file (`.t`), so a
// director can move an event from TSH to Letterzak and back mid-event.
//
// The file as TSH's manual describes it: one player a line, numbered by line (1, 2, …):
//
//     Vries, Anna de     1700  4 2 0; 412 380 50; board 2 1 0; p12 1 2 0
//     name               rating  opponents (0 = bye) ; scores ; further fields
//
// - the name runs up to the rating (the first number after it);
// - the opponents by player number, one a round, 0 for a bye;
// - after the first ';' the player's score in each round with a result (a bye's score is its
//   spread); a round paired without a result yet has an opponent and no score;
// - further fields after ';', each a key and values: `p12` says per round whether the player
//   went first (1) or second (2), 0 for a bye; `board` gives each round's board (0 for a bye),
//   and an import puts a round's games in that order; `off` marks a player withdrawn;
// - a "bye" scored 0 (or without a score, for a player who is off) is a round the player sat
//   out: withdrawn, or not registered yet (so a bye worth a spread of 0 does not round-trip).
// Empty lines and lines starting with '#' are skipped.
//
// What TSH cannot say is lost in either direction: a forfeit is written as a game won by the
// forfeit spread to 0 (TSH keeps scores, not kinds of result), an adjourned game has no score
// yet. Letterzak's pairings, scores, who started, ratings and withdrawals round-trip.

#include <cstdint>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "tournament/action_log.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

// The tournament as a `.t` file. Errors: tsh_unrepresentable (a game without its result before
// a later result of the same player: TSH's scores have no gaps).
Result<std::string> export_tsh(const Tournament& t);

// A tournament from a `.t` file, as the actions a director would have taken: created with
// `name` and `settings` (the rounds raised to those in the file), the players in the file's
// order with their ratings (so the ratings seed round 1 of a Swiss that goes on in Letterzak),
// each round paired as the file pairs it, the results entered, the `off` players withdrawn.
// Errors: bad_tsh_file "line N: …" (a line that does not read, pairings that do not agree).
Result<ActionLog> import_tsh(std::string_view text, std::string name, Settings settings,
                             std::int64_t at_ms, const std::string& author);

}  // namespace letterzak::tournament
