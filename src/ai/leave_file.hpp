#pragma once
// The leave values and win model of one tile set, as the text file the trainer writes and the
// engine ships in data/leaves/<tile set>.txt (embedded in the library at build time, so the
// program runs from anywhere; a file given on the command line replaces it).
//
//   letterzak-leaves 1
//   tileset nl
//   rack 7
//   games 20000            (how it was made, for people; optional lines like this are kept)
//   copy E 1 2.31          value of the first E kept, in points
//   pair E R 0.62          extra for keeping E and R together
//   balance 2 3 0.40       extra for a leave of 2 vowels and 3 consonants
//   win 57 3.10 41.5       unseen tiles, mean and standard deviation of what the mover gains
//
// Provenance, as notes (leave_training_run.hpp writes them; `letterzak leaves show` prints
// them): `command` (the command line that made the table), `seed`, `ranks`, `games` (per
// iteration), `iterations`, and `checksum`, the checksum of the values (every line but the
// notes), so a table edited by hand or damaged is told from the one the command made.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/leave_model.hpp"
#include "ai/win_model.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"

namespace letterzak::ai {

struct LeaveFile {
    std::string tile_set;
    int rack_size = 7;
    std::vector<std::string> notes;  // free "key value" lines other than the above, in order
    LeaveModel leaves;
    WinModel win;
};

Result<LeaveFile> parse_leave_file(std::string_view text);
// The value of the first note "key value…" with this key, if any; set_note replaces it or adds
// it at the end.
std::optional<std::string> note_value(const LeaveFile& file, std::string_view key);
void set_note(LeaveFile& file, std::string_view key, std::string_view value);

// The checksum of the table's values (the notes excluded), as 16 hex digits.
std::string leave_table_checksum(const LeaveFile& file);
// Whether the file records a checksum and its values still match it.
bool checksum_matches(const LeaveFile& file);
// One line saying what made the table, from its notes: "letterzak leaves train … (seed 12,
// 1 rank, 30000 games × 2 iterations, checksum 0123456789abcdef)"; missing fields say so.
std::string provenance_line(const LeaveFile& file);

std::string format_leave_file(const LeaveFile& file);
Result<LeaveFile> load_leave_file(const std::filesystem::path& path);
Result<void> save_leave_file(const LeaveFile& file, const std::filesystem::path& path);

// The shipped file for the rule set's tile set and rack size; an all-zero model (greedy play
// with an untrained win model) when none is shipped, e.g. for `english`.
const LeaveFile& default_leave_file(const core::RuleSet& rules);

}  // namespace letterzak::ai
