#include "store/sqlite_store.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "store/migrations.hpp"

namespace letterzak::store {
namespace {

namespace fs = std::filesystem;

struct TempDb {
    TempDb() {
        std::string t = (fs::temp_directory_path() / "letterzak-store-XXXXXX").string();
        dir = mkdtemp(t.data());
        path = dir / "games.db";
    }
    ~TempDb() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    fs::path dir, path;
};

TEST(SqliteStore, CreatedOnFirstOpenInWalMode) {
    TempDb db;
    auto repo = SqliteRepository::open(db.path);
    ASSERT_TRUE(repo) << repo.error().message;
    EXPECT_TRUE(fs::exists(db.path));
    auto raw = Database::open(db.path);
    ASSERT_TRUE(raw);
    auto mode = raw->prepare("PRAGMA journal_mode");
    ASSERT_TRUE(mode);
    ASSERT_TRUE(*mode->step());
    EXPECT_EQ(mode->column_text(0), "wal");
    auto sync = raw->prepare("PRAGMA synchronous");
    ASSERT_TRUE(*sync->step());
    EXPECT_EQ(sync->column_int(0), 2);  // FULL
    EXPECT_EQ(*schema_version(*raw), migrations().back().version);
    EXPECT_EQ((*repo)->describe(), "sqlite:" + db.path.string());
}

}  // namespace
}  // namespace letterzak::store
