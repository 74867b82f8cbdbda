#pragma once
// Plays a GCG record through the referee and re-scores it: every move must be legal, every
// score and running total must match, and the end of the game (who went out, the rack points,
// the jury's corrections) must be what the rules give. Records by other programs are welcome:
// racks that name only the tiles played, tiles on the board written as '.', plain letters or
// in parentheses, unfinished games, challenge bonuses and time penalties.
//
// The tiles come from the record (a declared game, game/setup.hpp): the rack column of each
// line says what the player held, and the end-of-game lines what was left.
//
// Without a word list (or with a judge that does not decide) only geometry and arithmetic are
// checked, and the record's rulings (withdrawn plays, protests, the jury) are taken as given.
// With one, they are checked too: a play the record withdraws must contain an invalid word;
// under woordspel every word must be valid; the jury's corrections must be the right ones.
//
// Records are written by people and by other programs, and not all of them keep the tiles
// straight. Unless strict, what cannot be reconciled but changes no score is a warning with
// its line, and the replay goes on:
//   - a rack that holds more tiles than the player can have (an overdraw) or tiles that are
//     not left (a typing slip): the referee is told the tiles the move plays, and the rest of
//     the rack as far as it fits;
//   - a rack that lacks tiles kept from the last turn (racks typed by people);
//   - after the play that went out, the opponent's challenge of it under double challenge
//     (written as a pass or "(challenge)" line): the play stood, the game stays over;
//   - end-of-game rack points that add up by the rules for the rack the record names, when
//     the referee's own accounting of the tiles (thrown off by the racks above) differs.
// A score or running total that does not add up, or a tile the move needs that is not there,
// stays a mismatch. Strict replays (--strict) treat every warning above as a mismatch.
// Box games with three or four players may write the gain of the player who went out as one
// line with the sum of all other racks: that is read as the per-rack lines it sums.

#include <optional>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "core/rules.hpp"
#include "formats/gcg.hpp"
#include "game/game.hpp"
#include "game/word_judge.hpp"

namespace letterzak::formats {

struct ReplayIssue {
    int line = 0;      // 1-based line of the record (0: the record as a whole)
    std::string code;  // "score", "total", "illegal_move", "turn_order", "rack", "end_rack", ...
    std::string message;
};

struct ReplayOptions {
    const core::RuleSet* rules = nullptr;    // null: the record's #rules, else tournament
    const game::WordJudge* judge = nullptr;  // null or "none": geometry and arithmetic only
    bool strict = false;                     // what could be reconciled is a mismatch too
};

struct ReplayReport {
    std::vector<ReplayIssue> issues;
    std::vector<std::string> warnings;  // noticed, not mismatches (the reader's, and the replay's)
    std::vector<ReplayIssue> reconciled;  // not strict: what did not fit but changed no score
    std::optional<game::Game> game;       // the game as replayed, as far as it went
    int events = 0;                       // record lines replayed
    bool stopped = false;                 // an illegal move ended the replay early
    bool ok() const { return issues.empty(); }
};

// Errors: the record names an unknown rule set, or its players do not fit the rule set.
Result<ReplayReport> replay_gcg(const GcgRecord& record, const ReplayOptions& options = {});

// The rule set a record is played under, when none is given: its #rules; else english when its
// #lexicon is an English list (NWL, TWL, CSW, ...), as in records from Quackle or Woogles; else
// tournament. `why` (optional) says which. Null for an unknown #rules name.
const core::RuleSet* rules_for_record(const GcgRecord& record, std::string* why = nullptr);

}  // namespace letterzak::formats
