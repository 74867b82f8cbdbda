#pragma once
// letterzak tournament prizes | prize-settings | report: the end of a tournament from the
// command line (issue 21 item 5). `prize-settings` changes the prize categories (a settings
// action of the log, undoable); `prizes` prints the prize list; `report` prints the final
// standings, the prize list and every result, and writes the printable page (--html) and the
// archive of every server game's GCG (--archive). With --db the games played on the server
// are read from the database (their bingos, their records); a file has typed results only.

#include <CLI/CLI.hpp>
#include <memory>

#include "cli/tournament_place.hpp"

namespace letterzak::cli {

void add_report_commands(CLI::App& parent, const std::shared_ptr<TournamentPlace>& place,
                         int& exit_code);

}  // namespace letterzak::cli
