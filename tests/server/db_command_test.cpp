// `letterzak db check` and `letterzak db copy`, run as a user would: a club's SQLite file with
// played games is checked, copied into PostgreSQL (refused a second time: the target is not
// empty), the copy checked and served with every game as it was; a damaged game is listed by
// check and makes it exit 1.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <memory>

#include "open_game.hpp"
#include "store/open_store.hpp"
#include "store/sqlite_database.hpp"
#include "support/pg_cluster.hpp"
#include "test_client.hpp"

namespace letterzak::testing {
namespace {

struct CommandRun {
    int exit_code = -1;
    std::string out;
};

CommandRun letterzak(const std::string& args) {
    CommandRun r;
    const std::string command = std::string(LETTERZAK_BINARY) + " " + args + " 2>&1";
    FILE* p = ::popen(command.c_str(), "r");
    if (p == nullptr) return r;
    std::array<char, 4096> buf{};
    std::size_t n = 0;
    while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
    const int status = ::pclose(p);
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

TEST(DbCommand, ACheckedClubFileIsCopiedToPostgresqlAndServedFromThere) {
    PgCluster& pg = PgCluster::shared();
    if (!pg.available()) GTEST_SKIP() << pg.why();
    ASSERT_TRUE(pg.started()) << pg.error();
    TempDir dir;
    const std::string file = (dir.path() / "club.db").string();
    const json request = {
        {"rules", "tournament"}, {"public", true}, {"seats", {{{"name", "A"}}, {{"name", "B"}}}}};
    std::vector<OpenGame> games;
    std::vector<json> views;
    {
        TestServer server([&](server::ServerConfig& c) { c.db = file; });
        HttpClient http(server.port());
        for (int i = 0; i < 3; ++i) {
            // The flags travel too: game 1 is unrated, game 2 private.
            json r = request;
            r["rated"] = i != 1;
            r["public"] = i != 2;
            games.push_back(open_game(http, r));
            for (int m = 0; m < i + 2; ++m) (void)play_one(http, games.back());
            views.push_back(without_clock(
                http.get("/api/games/" + games.back().id, games.back().tokens[0]).json_body));
        }
    }
    CommandRun check = letterzak("db check --db " + file);
    EXPECT_EQ(check.exit_code, 0) << check.out;
    EXPECT_NE(check.out.find("3 games (0 damaged)"), std::string::npos) << check.out;

    const std::string url = pg.fresh_database();
    CommandRun copy = letterzak("db copy --from " + file + " --to " + url);
    EXPECT_EQ(copy.exit_code, 0) << copy.out;
    EXPECT_NE(copy.out.find("copied 3 games"), std::string::npos) << copy.out;
    EXPECT_EQ(copy.out.find(PgCluster::kPassword), std::string::npos) << "a password was printed";
    CommandRun again = letterzak("db copy --from " + file + " --to " + url);
    EXPECT_EQ(again.exit_code, 2) << again.out;
    EXPECT_NE(again.out.find("not empty"), std::string::npos) << again.out;
    CommandRun check_pg = letterzak("db check --db " + url);
    EXPECT_EQ(check_pg.exit_code, 0) << check_pg.out;
    EXPECT_NE(check_pg.out.find("3 games (0 damaged)"), std::string::npos) << check_pg.out;
    {
        TestServer server([&](server::ServerConfig& c) { c.db = url; });
        HttpClient http(server.port());
        for (std::size_t i = 0; i < games.size(); ++i)
            EXPECT_EQ(
                without_clock(http.get("/api/games/" + games[i].id, games[i].tokens[0]).json_body),
                views[i]);
        EXPECT_EQ(http.get("/api/games").json_body["games"].size(), 2u);  // one is private
    }
    {
        auto copied = store::open_store(url);
        ASSERT_TRUE(copied);
        for (std::size_t i = 0; i < games.size(); ++i) {
            auto g = (*copied)->load_game(games[i].id);
            ASSERT_TRUE(g && *g);
            EXPECT_EQ((*g)->rated, i != 1) << i;
            EXPECT_EQ((*g)->is_public, i != 2) << i;
            // Both players opened every game; only a public game's seats are marked taken.
            EXPECT_EQ((*g)->open_seats, i != 2 ? 0u : 3u) << i;
        }
    }

    // One damaged game: check lists it and fails, and changes nothing.
    {
        auto db = store::Database::open(file);
        ASSERT_TRUE(db);
        ASSERT_TRUE(db->exec("UPDATE events SET payload = 'x' WHERE game_id = '" + games[1].id +
                             "' AND seq = 0"));
    }
    CommandRun damaged = letterzak("db check --db " + file);
    EXPECT_EQ(damaged.exit_code, 1) << damaged.out;
    EXPECT_NE(damaged.out.find("damaged game " + games[1].id), std::string::npos) << damaged.out;
    EXPECT_NE(damaged.out.find("3 games (1 damaged)"), std::string::npos) << damaged.out;
    EXPECT_EQ(letterzak("db check --db postgresql://x:y@127.0.0.1:1/none").exit_code, 2);
}

}  // namespace
}  // namespace letterzak::testing
