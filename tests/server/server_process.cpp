#include "server_process.hpp"

#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>

extern char** environ;

namespace letterzak::testing {

using namespace std::chrono_literals;

ServerProcess::ServerProcess(const std::string& binary, const std::filesystem::path& db,
                             const std::vector<std::string>& extra) {
    int out[2];
    if (pipe(out) != 0) throw std::runtime_error("pipe");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    const std::string db_arg = db.string();
    std::vector<std::string> args = {
        binary, "serve", "--port", "0", "--db", db_arg, "--quiet", "--computer-delay", "0",
        // One test client makes many requests and games: the per-client limits are off.
        "--create-rate", "0", "--request-rate", "0", "--address-rate", "0", "--games-per-hour",
        "0"};
    // Options given in `extra` replace the defaults above (CLI11 takes an option once).
    for (std::size_t i = 0; i < extra.size(); ++i) {
        auto at = std::find(args.begin(), args.end(), extra[i]);
        if (at != args.end() && i + 1 < extra.size() && at + 1 != args.end()) {
            *(at + 1) = extra[++i];
            continue;
        }
        args.push_back(extra[i]);
    }
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    if (posix_spawn(&pid_, binary.c_str(), &actions, nullptr, argv.data(), environ) != 0)
        throw std::runtime_error("cannot start " + binary);
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    fd_ = out[0];
    // "Letterzak: http://127.0.0.1:PORT/"
    std::string line;
    const auto deadline = std::chrono::steady_clock::now() + 60s;
    while (line.find('\n') == std::string::npos && std::chrono::steady_clock::now() < deadline) {
        pollfd p{fd_, POLLIN, 0};
        if (poll(&p, 1, 100) <= 0) continue;
        char buf[256];
        const ssize_t n = read(fd_, buf, sizeof buf);
        if (n <= 0) break;
        line.append(buf, static_cast<std::size_t>(n));
    }
    const auto colon = line.find("127.0.0.1:");
    if (colon == std::string::npos) throw std::runtime_error("the server did not start: " + line);
    port_ = static_cast<std::uint16_t>(std::stoi(line.substr(colon + 10)));
}

ServerProcess::~ServerProcess() {
    if (pid_ > 0) kill_hard();
    if (fd_ >= 0) close(fd_);
}

void ServerProcess::kill_hard() {
    ::kill(pid_, SIGKILL);
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
}

int ServerProcess::terminate() {
    ::kill(pid_, SIGTERM);
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace letterzak::testing
