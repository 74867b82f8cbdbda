#pragma once
// A TournamentStore that keeps each tournament in one JSON file; the key is the file's path.
// Saving writes a temporary file beside the target and renames it over, so an interrupted save
// leaves the previous state intact rather than half a file.

#include "tournament/store.hpp"

namespace letterzak::tournament {

class JsonFileStore final : public TournamentStore {
  public:
    Result<Tournament> load(const std::string& path) override;
    Result<void> save(const std::string& path, const Tournament& t) override;
    bool exists(const std::string& path) override;
};

}  // namespace letterzak::tournament
