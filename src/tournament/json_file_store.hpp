#pragma once
// A TournamentStore that keeps each tournament in one JSON file; the key is the file's path.
// Saving writes a temporary file beside the target and renames it over, so an interrupted save
// leaves the previous state intact rather than half a file.

#include <utility>

#include "tournament/action_log.hpp"
#include "tournament/store.hpp"

namespace letterzak::tournament {

class JsonFileStore final : public TournamentStore {
  public:
    Result<Tournament> load(const std::string& path) override;
    Result<void> save(const std::string& path, const Tournament& t) override;
    bool exists(const std::string& path) override;

    // The tournament with its action log: the file's "log" list, one entry as in an exported
    // log each (a file written before the log has none: an empty log). The log must replay to
    // the tournament (corrupt_file otherwise).
    Result<std::pair<Tournament, ActionLog>> load_logged(const std::string& path);
    Result<void> save_logged(const std::string& path, const Tournament& t, const ActionLog& log);
};

}  // namespace letterzak::tournament
