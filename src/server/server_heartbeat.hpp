#pragma once
// When this server was last known to be up, in a small file beside its database
// (`letterzak.db.alive`: Unix milliseconds as text), rewritten a few times a second and once
// more at a graceful stop. A server that starts reads its predecessor's last beat: from there
// to now no server ran (a crash, a kill -9, a power cut), and no clock may charge that time
// (clock_policy.hpp). The file is replaced by a rename, so a crash mid-write leaves the old
// beat, never half a number.

#include <filesystem>
#include <optional>
#include <string>

#include "game/clock.hpp"

namespace letterzak::server {

class ServerHeartbeat {
  public:
    // The file beside `db` (a SQLite path); none for a database that is not a file.
    explicit ServerHeartbeat(const std::string& db);
    // The last beat of the previous server on this database, read when this one was made.
    std::optional<game::Millis> previous() const { return previous_; }
    // Records that the server is up at `now` (a failure to write is not fatal: at worst a
    // later restart forgives less of an outage).
    void beat(game::Millis now) const;

  private:
    std::filesystem::path file_;
    std::optional<game::Millis> previous_;
};

}  // namespace letterzak::server
