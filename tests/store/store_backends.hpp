#pragma once
// The store tests run once per backend: SQLite (a temporary file) and PostgreSQL (a fresh
// database in the test program's throwaway cluster, tests/support/pg_cluster.hpp). A test
// derives from StoreTest and reads `location()`; raw SQL (to damage rows, to build an older
// schema) goes through exec() in the backend's own dialect.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <pqxx/pqxx>
#include <string>

#include "store/migrations.hpp"
#include "store/pg_migrations.hpp"
#include "store/sqlite_database.hpp"
#include "support/pg_cluster.hpp"

namespace letterzak::testing {

enum class Backend { kSqlite, kPostgres };

inline std::string backend_name(const ::testing::TestParamInfo<Backend>& info) {
    return info.param == Backend::kSqlite ? "Sqlite" : "Postgres";
}

class StoreTest : public ::testing::TestWithParam<Backend> {
  protected:
    void SetUp() override {
        if (GetParam() == Backend::kPostgres) {
            PgCluster& pg = PgCluster::shared();
            if (!pg.available()) GTEST_SKIP() << pg.why();
            ASSERT_TRUE(pg.started()) << pg.error();
            location_ = pg.fresh_database();
            dir_.clear();
        } else {
            namespace fs = std::filesystem;
            std::string t = (fs::temp_directory_path() / "letterzak-store-XXXXXX").string();
            ASSERT_NE(::mkdtemp(t.data()), nullptr);
            dir_ = t;
            location_ = (dir_ / "letterzak.db").string();
        }
    }
    void TearDown() override {
        std::error_code ec;
        if (!dir_.empty()) std::filesystem::remove_all(dir_, ec);
    }

    bool postgres() const { return GetParam() == Backend::kPostgres; }
    const std::string& location() const { return location_; }
    // Another empty database of the same backend.
    std::string another_location() {
        if (postgres()) return PgCluster::shared().fresh_database();
        return (dir_ / ("more-" + std::to_string(++more_) + ".db")).string();
    }

    // Runs SQL on the database directly (several statements allowed).
    void exec(const std::string& sql) { exec_at(location_, sql); }
    void exec_at(const std::string& where, const std::string& sql) {
        if (postgres()) {
            pqxx::connection c(where);
            pqxx::nontransaction tx(c);
            tx.exec(sql);
        } else {
            auto db = store::Database::open(where);
            ASSERT_TRUE(db);
            auto r = db->exec(sql);
            ASSERT_TRUE(r) << r.error().message;
        }
    }
    // The first column of the first row of a query, as text.
    std::string query(const std::string& sql) {
        if (postgres()) {
            pqxx::connection c(location_);
            pqxx::nontransaction tx(c);
            return tx.exec(sql)[0][0].c_str();
        }
        auto db = store::Database::open(location_);
        auto stmt = db->prepare(sql);
        EXPECT_TRUE(stmt);
        auto row = stmt->step();
        EXPECT_TRUE(row && *row);
        return stmt->column_text(0);
    }
    // Builds the schema up to `version`, as an older Letterzak left it.
    void migrate_to(const std::string& where, int version) {
        if (postgres()) {
            pqxx::connection c(where);
            auto r = store::pg_migrate(c, version);
            ASSERT_TRUE(r) << r.error().message;
        } else {
            auto db = store::Database::open(where);
            ASSERT_TRUE(db);
            auto r = store::migrate(*db, version);
            ASSERT_TRUE(r) << r.error().message;
        }
    }
    // Marks a migrated database as written by a Letterzak from the future.
    void make_too_new() {
        if (postgres())
            exec("INSERT INTO schema_migrations VALUES (999, 'from the future', 0)");
        else
            exec("PRAGMA user_version = 999");
    }

  private:
    std::string location_;
    std::filesystem::path dir_;
    int more_ = 0;
};

#define LETTERZAK_BOTH_BACKENDS(Suite)                                                    \
    INSTANTIATE_TEST_SUITE_P(Backends, Suite,                                             \
                             ::testing::Values(::letterzak::testing::Backend::kSqlite,    \
                                               ::letterzak::testing::Backend::kPostgres), \
                             ::letterzak::testing::backend_name)

}  // namespace letterzak::testing
