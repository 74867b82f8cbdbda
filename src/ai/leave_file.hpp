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

#include <filesystem>
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
std::string format_leave_file(const LeaveFile& file);
Result<LeaveFile> load_leave_file(const std::filesystem::path& path);
Result<void> save_leave_file(const LeaveFile& file, const std::filesystem::path& path);

// The shipped file for the rule set's tile set and rack size; an all-zero model (greedy play
// with an untrained win model) when none is shipped, e.g. for `english`.
const LeaveFile& default_leave_file(const core::RuleSet& rules);

}  // namespace letterzak::ai
