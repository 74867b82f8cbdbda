#pragma once
// letterzak tournament log | undo | export-log | import-log | export-tsh | import-tsh: the
// director's action log from the command line (issue 21). Every other tournament subcommand
// appends to the log (Desk); these read it, undo its last actions, and move a tournament out
// and in: as its log, or as TSH's `.t` data file (tsh_file.hpp).

#include <CLI/CLI.hpp>
#include <memory>

#include "cli/tournament_place.hpp"

namespace letterzak::cli {

void add_log_commands(CLI::App& parent, const std::shared_ptr<TournamentPlace>& place,
                      int& exit_code);

}  // namespace letterzak::cli
