#pragma once
// A throwaway PostgreSQL cluster for tests: initdb into a temporary directory, started with
// pg_ctl on a free loopback port (and its socket in that directory), stopped and deleted at the
// end of the test program. PostgreSQL refuses to run as root, so under root (CI) the cluster
// belongs to the unprivileged user `nobody` (runuser). Logins are by password over TCP
// (scram-sha-256), so a test can also see a wrong password refused.
//
// available() is false, with the reason in why(), only when no PostgreSQL is installed; a
// cluster that is installed but fails to start is a test failure, not a skip.
//
// Under ctest one cluster serves every test process: the fixture pg_test_cluster starts it in
// $LETTERZAK_TEST_PG_DIR (writing its port to "port" there) and stops it after the last test;
// a test program run by hand starts its own.

#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <pqxx/pqxx>
#include <string>

namespace letterzak::testing {

class PgCluster {
  public:
    static constexpr const char* kUser = "letterzak";
    static constexpr const char* kPassword = "test-only-password";

    // The cluster of this test program, started (or found) on first use.
    static PgCluster& shared() {
        static PgCluster cluster(fixture_dir());
        return cluster;
    }
    // The directory of ctest's shared cluster, or empty.
    static std::string fixture_dir() {
        const char* d = std::getenv("LETTERZAK_TEST_PG_DIR");
        return d != nullptr ? std::string(d) : std::string();
    }

    // For the ctest fixture: starts a cluster in `dir` that outlives this process.
    static bool start_in(const std::string& dir, std::string& error) {
        PgCluster c;
        c.find_binaries();
        if (!c.available()) {
            error = c.why();
            return true;  // nothing to start: the tests skip
        }
        c.dir_ = dir;
        c.start();
        c.keep_ = true;
        if (!c.started_) error = c.error_;
        std::ofstream(std::filesystem::path(dir) / "port") << c.port_ << "\n";
        return c.started_;
    }
    static void stop_in(const std::string& dir) {
        PgCluster c;
        c.find_binaries();
        if (c.available())
            c.run(c.pg_ctl_ + " -D " + dir + "/data -m immediate -w stop > /dev/null 2>&1");
    }

    bool available() const { return !bin_.empty(); }
    const std::string& why() const { return why_; }
    bool started() const { return started_; }
    const std::string& error() const { return error_; }
    int port() const { return port_; }

    // A URL for `database` on this cluster.
    std::string url(const std::string& database = "postgres",
                    const std::string& password = kPassword) const {
        return "postgresql://" + std::string(kUser) + ":" + password +
               "@127.0.0.1:" + std::to_string(port_) + "/" + database;
    }

    // A new empty database, its URL. The names are unique within the test program.
    std::string fresh_database() {
        static std::atomic<int> counter{0};
        const std::string name =
            "lz_" + std::to_string(::getpid()) + "_" + std::to_string(counter.fetch_add(1));
        pqxx::connection c(url());
        pqxx::nontransaction tx(c);
        tx.exec("CREATE DATABASE " + name);
        return url(name);
    }

    ~PgCluster() {
        if (!started_ || keep_) return;
        run(pg_ctl_ + " -D " + (dir_ / "data").string() + " -m immediate -w stop > /dev/null");
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }

  private:
    PgCluster() = default;
    explicit PgCluster(const std::string& shared_dir) {
        find_binaries();
        if (!available()) return;
        if (!shared_dir.empty()) {
            // ctest's cluster: running already (or it failed to start, and says so).
            std::ifstream in(std::filesystem::path(shared_dir) / "port");
            keep_ = true;
            started_ = static_cast<bool>(in >> port_) && port_ > 0;
            if (!started_) error_ = "the shared test cluster did not start (pg_test_cluster)";
            return;
        }
        start();
    }

    void find_binaries() {
        namespace fs = std::filesystem;
        std::error_code ec;
        std::string best;
        for (const auto& e : fs::directory_iterator("/usr/lib/postgresql", ec)) {
            const fs::path bin = e.path() / "bin";
            if (fs::exists(bin / "initdb") && fs::exists(bin / "pg_ctl") && bin.string() > best)
                best = bin.string();
        }
        if (best.empty()) {
            why_ = "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)";
            return;
        }
        bin_ = best;
        pg_ctl_ = as_owner() + bin_ + "/pg_ctl";
    }

    // Under root the cluster's commands run as `nobody`.
    std::string as_owner() const {
        return ::geteuid() == 0 ? std::string("runuser -u nobody -- ") : std::string();
    }

    int run(const std::string& command) const {
        // From a directory every user may enter: initdb and postgres look at the cwd.
        return std::system(("cd / && " + command).c_str());
    }

    static int free_port() {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        a.sin_port = 0;
        socklen_t len = sizeof a;
        int port = 0;
        if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 &&
            ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0)
            port = ntohs(a.sin_port);
        ::close(fd);
        return port;
    }

    void start() {
        namespace fs = std::filesystem;
        if (dir_.empty()) {
            std::string t = (fs::temp_directory_path() / "letterzak-pg-XXXXXX").string();
            if (::mkdtemp(t.data()) == nullptr) {
                error_ = "mkdtemp failed";
                return;
            }
            dir_ = t;
        }
        if (::geteuid() == 0) {
            const passwd* nobody = ::getpwnam("nobody");
            if (nobody == nullptr || ::chown(dir_.c_str(), nobody->pw_uid, nobody->pw_gid) != 0) {
                error_ = "cannot give the cluster directory to nobody";
                return;
            }
        }
        {
            std::ofstream pw(dir_ / "pw");
            pw << kPassword << "\n";
        }
        if (::geteuid() == 0) {
            const passwd* nobody = ::getpwnam("nobody");
            if (::chown((dir_ / "pw").c_str(), nobody->pw_uid, nobody->pw_gid) != 0) {
                error_ = "cannot give the password file to nobody";
                return;
            }
        }
        const std::string data = (dir_ / "data").string();
        if (run(as_owner() + bin_ + "/initdb -D " + data + " -U " + kUser +
                " --auth-local=trust --auth-host=scram-sha-256 --pwfile=" + (dir_ / "pw").string() +
                " -E UTF8 --locale=C.UTF-8 > " + (dir_ / "initdb.log").string() + " 2>&1") != 0) {
            error_ = "initdb failed; see " + (dir_ / "initdb.log").string();
            return;
        }
        for (int attempt = 0; attempt < 5 && !started_; ++attempt) {
            port_ = free_port();
            const std::string options = "-c listen_addresses=127.0.0.1 -p " +
                                        std::to_string(port_) + " -k " + dir_.string() +
                                        " -c fsync=off -c max_connections=200";
            started_ =
                run(pg_ctl_ + " -D " + data + " -w -t 60 -l " + (dir_ / "server.log").string() +
                    " -o '" + options + "' start > /dev/null") == 0;
        }
        if (!started_) error_ = "pg_ctl start failed; see " + (dir_ / "server.log").string();
    }

    std::string bin_, pg_ctl_, why_, error_;
    std::filesystem::path dir_;
    int port_ = 0;
    bool started_ = false;
    bool keep_ = false;  // ctest's shared cluster: another process stops it
};

}  // namespace letterzak::testing
