// Live tournament pages across servers (issue 21, item 3, with issue 14): two `letterzak serve`
// processes on one PostgreSQL database; a screen follows the tournament through one server
// while the director works through the other, and every change still reaches the screen.

#include <gtest/gtest.h>

#include "server_process.hpp"
#include "support/pg_database_test.hpp"
#include "tournament_client.hpp"

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;

using TournamentLivePg = PgDatabaseTest;

// The next message on `ws`, which must be the tournament's notice at `version` or later.
std::int64_t notice_at_least(WsClient& ws, const std::string& id, std::int64_t version,
                             const std::string& what) {
    auto m = ws.read(5s);
    EXPECT_TRUE(m.has_value()) << "no notice on the other server after " << what;
    if (!m) return version;
    EXPECT_EQ((*m)["type"], "tournament") << m->dump();
    EXPECT_EQ((*m)["id"], id);
    const auto v = (*m)["version"].get<std::int64_t>();
    EXPECT_GE(v, version) << what;
    return v;
}

TEST_F(TournamentLivePg, ChangesThroughOneServerReachTheScreensOfTheOther) {
    ServerProcess a(letterzak_binary(), url_);
    ServerProcess b(letterzak_binary(), url_);
    HttpClient ha(a.port()), hb(b.port());
    Director d = create_tournament(ha, {{"name", "Twee servers"}, {"rounds", 2}});
    WsClient screen(b.port(), d.url("/ws"));  // the room screen, on the other server
    std::int64_t v = notice_at_least(screen, d.id, 0, "the start");

    ASSERT_EQ(
        d.post(
             "/players",
             {{"players",
               {{{"name", "Anna"}}, {{"name", "Bert"}}, {{"name", "Carla"}}, {{"name", "Dirk"}}}}})
            .status,
        201u);
    v = notice_at_least(screen, d.id, v + 1, "players");
    ASSERT_EQ(d.post("/rounds").status, 201u);
    v = notice_at_least(screen, d.id, v, "pairing");
    const json b1 = d.pairing(1, 1);
    ASSERT_EQ(d.result(1, b1["first"], 410, b1["second"], 390).status, 200u);
    v = notice_at_least(screen, d.id, v, "result");
    // What the notice announced is what the other server now shows.
    Director via_b{hb, d.id, d.token};
    EXPECT_EQ(via_b.view()["updated_at"].get<std::int64_t>(), v);
    EXPECT_FALSE(via_b.pairing(1, 1)["result"].is_null());

    // A server game's clock started through server a reaches the screen on b as well.
    auto started = d.post("/rounds/1/games", {{"board", 2}});
    ASSERT_EQ(started.status, 201u) << started.body;
    v = notice_at_least(screen, d.id, v, "a game started");
    ASSERT_EQ(
        d.post("/games/" + started.json_body["game_id"].get<std::string>() + "/start-clock").status,
        200u);
    notice_at_least(screen, d.id, v, "the clock started");

    // A server hears its own changes once, not again from the database.
    WsClient own(a.port(), d.url("/ws"));
    v = notice_at_least(own, d.id, 0, "the start");
    ASSERT_EQ(d.post("/players/Dirk/withdraw").status, 200u);
    v = notice_at_least(own, d.id, v, "withdrawal");
    own.send({{"type", "ping"}});
    auto next = own.read(5s);
    ASSERT_TRUE(next.has_value());
    EXPECT_EQ((*next)["type"], "pong") << "a second notice of one change: " << next->dump();
}

}  // namespace
}  // namespace letterzak::testing
