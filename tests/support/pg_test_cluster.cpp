// The ctest fixture behind the PostgreSQL tests: `pg_test_cluster start DIR` starts one
// throwaway cluster for the whole test run (tests/support/pg_cluster.hpp), `pg_test_cluster
// stop DIR` stops it and deletes DIR.

#include <cstdio>
#include <filesystem>
#include <string>

#include "support/pg_cluster.hpp"

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: pg_test_cluster start|stop DIR\n");
        return 2;
    }
    const std::string what = argv[1], dir = argv[2];
    namespace fs = std::filesystem;
    if (what == "start") {
        std::error_code ec;
        fs::remove_all(dir, ec);
        fs::create_directories(dir);
        std::string error;
        const bool ok = letterzak::testing::PgCluster::start_in(dir, error);
        if (!error.empty()) std::fprintf(stderr, "pg_test_cluster: %s\n", error.c_str());
        return ok ? 0 : 1;
    }
    if (what == "stop") {
        letterzak::testing::PgCluster::stop_in(dir);
        std::error_code ec;
        fs::remove_all(dir, ec);
        return 0;
    }
    return 2;
}
