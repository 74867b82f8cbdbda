#include "store/sqlite_store.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "store/migrations.hpp"
#include "store/open_store.hpp"
#include "store_fixtures.hpp"

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

StoredGame stored_game(const std::string& id, const game::Game& g) {
    StoredGame s;
    s.id = id;
    s.created_at = 1000;
    s.updated_at = 1000;
    s.setup = g.setup();
    s.seats = {{SeatKind::kHuman, "", "hash-a"}, {SeatKind::kComputer, "greedy", ""}};
    s.status = "in_progress";
    return s;
}

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

TEST(SqliteStore, GamesAndEventsComeBackExactly) {
    TempDb db;
    auto played = testing::play_stored_game(11);
    const game::Game& g = *played.game;
    {
        auto repo = SqliteRepository::open(db.path);
        ASSERT_TRUE(repo);
        ASSERT_TRUE((*repo)->create_game(stored_game("g1", g)));
        EXPECT_EQ((*repo)->create_game(stored_game("g1", g)).error().code, "game_exists");
        // The log in three batches, two of them in one transaction with another game's.
        const auto& ev = g.events();
        const std::size_t a = ev.size() / 3, b = 2 * ev.size() / 3;
        EventBatch first{
            "g1", 0, {ev.begin(), ev.begin() + static_cast<long>(a)}, "in_progress", 2000};
        ASSERT_TRUE((*repo)->append(std::span<const EventBatch>(&first, 1)));
        ASSERT_TRUE((*repo)->create_game(stored_game("g2", g)));
        std::vector<EventBatch> group = {
            {"g1",
             a,
             {ev.begin() + static_cast<long>(a), ev.begin() + static_cast<long>(b)},
             "in_progress",
             3000},
            {"g2", 0, {ev.begin(), ev.begin() + 2}, "in_progress", 3000},
            {"g1", b, {ev.begin() + static_cast<long>(b), ev.end()}, "finished", 4000},
        };
        ASSERT_TRUE((*repo)->append(group));
    }
    auto repo = SqliteRepository::open(db.path);
    ASSERT_TRUE(repo);
    auto all = (*repo)->load_games();
    ASSERT_TRUE(all) << all.error().message;
    ASSERT_EQ(all->size(), 2u);
    const StoredGame& g1 = (*all)[0];
    EXPECT_EQ(g1.id, "g1");
    EXPECT_EQ(g1.status, "finished");
    EXPECT_EQ(g1.updated_at, 4000);
    EXPECT_EQ(g1.seats, stored_game("g1", g).seats);
    EXPECT_EQ(g1.events, g.events());
    EXPECT_EQ(g1.setup.seed, g.setup().seed);
    auto replayed = game::Game::replay(g1.setup, g1.events);
    ASSERT_TRUE(replayed) << replayed.error().message;
    EXPECT_EQ(replayed->board(), g.board());
    EXPECT_EQ(replayed->score(0), g.score(0));
    EXPECT_EQ((*all)[1].events.size(), 2u);
    auto one = (*repo)->load_game("g2");
    ASSERT_TRUE(one && *one);
    EXPECT_EQ((*one)->events.size(), 2u);
    auto none = (*repo)->load_game("nope");
    ASSERT_TRUE(none);
    EXPECT_FALSE(*none);
}

TEST(SqliteStore, AGapOrOverlapFailsTheWholeTransaction) {
    TempDb db;
    auto played = testing::play_stored_game(3, 6);
    const auto& ev = played.game->events();
    auto repo = SqliteRepository::open(db.path);
    ASSERT_TRUE((*repo)->create_game(stored_game("g", *played.game)));
    ASSERT_TRUE((*repo)->create_game(stored_game("h", *played.game)));
    std::vector<EventBatch> bad = {{"h", 0, {ev[0]}, "in_progress", 1},
                                   {"g", 1, {ev[1]}, "in_progress", 1}};
    EXPECT_EQ((*repo)->append(bad).error().code, "event_sequence");
    auto h = (*repo)->load_game("h");
    EXPECT_TRUE((*h)->events.empty())
        << "the good batch of a failed transaction must not be written";
    EventBatch unknown{"zzz", 0, {ev[0]}, "in_progress", 1};
    EXPECT_FALSE((*repo)->append(std::span<const EventBatch>(&unknown, 1)));
}

TEST(SqliteStore, ANewerSchemaIsLeftAlone) {
    TempDb db;
    {
        auto raw = Database::open(db.path);
        ASSERT_TRUE(raw);
        ASSERT_TRUE(raw->exec("PRAGMA user_version = 999"));
    }
    auto repo = SqliteRepository::open(db.path);
    ASSERT_FALSE(repo);
    EXPECT_EQ(repo.error().code, "db_too_new");
}

TEST(SqliteStore, MigrationsAreNumberedAndRecorded) {
    TempDb db;
    int previous = 0;
    for (const Migration& m : migrations()) {
        EXPECT_EQ(m.version, previous + 1);
        previous = m.version;
    }
    ASSERT_TRUE(SqliteRepository::open(db.path));
    ASSERT_TRUE(SqliteRepository::open(db.path));  // a second open applies nothing twice
    auto raw = Database::open(db.path);
    auto rows = raw->prepare("SELECT COUNT(*) FROM schema_migrations");
    ASSERT_TRUE(*rows->step());
    EXPECT_EQ(rows->column_int(0), static_cast<std::int64_t>(migrations().size()));
}

TEST(SqliteStore, OpenStoreChoosesByLocation) {
    TempDb db;
    EXPECT_TRUE(open_store(db.path.string()));
    EXPECT_EQ(open_store("postgresql://localhost/letterzak").error().code, "postgres_unavailable");
    EXPECT_FALSE(open_store(""));
    EXPECT_FALSE(open_store("/nonexistent-dir/x/y.db"));
}

}  // namespace
}  // namespace letterzak::store
