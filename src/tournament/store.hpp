#pragma once
// Where tournaments are kept. The engine only knows this interface: the CLI uses a JSON file
// (json_file_store.hpp); the server will use the same SQLite database as its games, behind the
// same interface, so the operations in tournament.hpp and pairing.hpp never change.

#include <string>

#include "core/result.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

class TournamentStore {
  public:
    virtual ~TournamentStore() = default;

    // `key` names one tournament: a file path for the file store, an id in a database.
    // Errors: not_found, corrupt_file, io_error.
    virtual Result<Tournament> load(const std::string& key) = 0;
    // Creates or replaces the stored tournament. Errors: io_error.
    virtual Result<void> save(const std::string& key, const Tournament& t) = 0;
    virtual bool exists(const std::string& key) = 0;
};

}  // namespace letterzak::tournament
