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
};

struct ReplayReport {
    std::vector<ReplayIssue> issues;
    std::vector<std::string> warnings;  // noticed, not mismatches (the reader's, and the replay's)
    std::optional<game::Game> game;     // the game as replayed, as far as it went
    int events = 0;                     // record lines replayed
    bool stopped = false;               // an illegal move ended the replay early
    bool ok() const { return issues.empty(); }
};

// Errors: the record names an unknown rule set, or its players do not fit the rule set.
Result<ReplayReport> replay_gcg(const GcgRecord& record, const ReplayOptions& options = {});

// The rule set a record is played under, when none is given: its #rules; else english when its
// #lexicon is an English list (NWL, TWL, CSW, ...), as in records from Quackle or Woogles; else
// tournament. `why` (optional) says which. Null for an unknown #rules name.
const core::RuleSet* rules_for_record(const GcgRecord& record, std::string* why = nullptr);

}  // namespace letterzak::formats
