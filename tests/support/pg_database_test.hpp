#pragma once
// A test on a database of its own in the test program's throwaway PostgreSQL cluster
// (pg_cluster.hpp): skipped, saying why, only when PostgreSQL is not installed; a cluster that
// should be there and did not start fails the test. `url_` names the fresh, empty database.

#include <gtest/gtest.h>

#include <string>

#include "support/pg_cluster.hpp"

namespace letterzak::testing {

class PgDatabaseTest : public ::testing::Test {
  protected:
    void SetUp() override {
        PgCluster& pg = PgCluster::shared();
        if (!pg.available()) GTEST_SKIP() << pg.why();
        ASSERT_TRUE(pg.started()) << pg.error();
        url_ = pg.fresh_database();
    }
    std::string url_;
};

}  // namespace letterzak::testing
