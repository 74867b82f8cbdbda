#pragma once
// `letterzak serve` as a child process (the crash and clock tests kill it with SIGKILL): started
// on a free loopback port with a given database, its port read from the line it prints when
// ready; `db` is a file or a postgresql:// URL; `extra` options are added to the command line, an
// option already there (--computer-delay 0, …) taking the value given in `extra` instead.

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace letterzak::testing {

// The path of the `letterzak` binary of this build (tests/server/letterzak_binary.cpp).
const char* letterzak_binary();

class ServerProcess {
  public:
    ServerProcess(const std::string& binary, const std::filesystem::path& db,
                  const std::vector<std::string>& extra = {});
    ~ServerProcess();
    ServerProcess(const ServerProcess&) = delete;
    ServerProcess& operator=(const ServerProcess&) = delete;
    // SIGKILL: no shutdown, no flush.
    void kill_hard();
    // SIGTERM: the graceful stop; returns the exit status.
    int terminate();
    std::uint16_t port() const { return port_; }
    pid_t pid() const { return pid_; }

  private:
    pid_t pid_ = -1;
    int fd_ = -1;
    std::uint16_t port_ = 0;
};

}  // namespace letterzak::testing
