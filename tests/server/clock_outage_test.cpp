// Clocks and outages, against the real binary: a clock game's clocks wait until both players
// have opened it; `letterzak serve` killed with SIGKILL while a player is on move and started
// again after a pause leaves that player's time as it was at the kill (give or take the time to
// answer a request), and so does a graceful stop; a game that waits is still waiting after a
// restart.

#include <gtest/gtest.h>

#include <thread>

#include "server_process.hpp"
#include "test_client.hpp"

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;

struct ClockGame {
    std::string id;
    std::string tokens[2];
};

ClockGame new_clock_game(HttpClient& http) {
    const json created = create_game(http, {{"rules", "tournament"},
                                            {"seats", {{{"name", "Anna"}}, {{"name", "Bert"}}}},
                                            {"clock", {{"minutes", 1}, {"overtime", "loss"}}}});
    ClockGame g{created["id"], {}};
    for (const json& s : created["seats"]) g.tokens[s["seat"].get<int>()] = s["token"];
    return g;
}

// The mover's time left, as the server shows it now.
game::Millis mover_left(HttpClient& http, const ClockGame& g) {
    const json v = http.get("/api/games/" + g.id).json_body;
    const int mover = v["to_move"];
    return v["seats"][static_cast<std::size_t>(mover)]["clock_ms"].get<game::Millis>();
}

TEST(ClockOutage, TheClockWaitsForBothPlayersAndSurvivesAKill) {
    TempDir dir;
    const auto db = dir.path() / "clock.db";
    ClockGame g;
    game::Millis at_kill = 0, at_stop = 0;
    {
        ServerProcess server(letterzak_binary(), db);
        HttpClient http(server.port());
        g = new_clock_game(http);
        // One player has it open: the clocks stand still.
        ASSERT_EQ(http.get("/api/games/" + g.id, g.tokens[0]).status, 200u);
        std::this_thread::sleep_for(700ms);
        json v = http.get("/api/games/" + g.id).json_body;
        EXPECT_TRUE(v["clock"]["paused"].get<bool>()) << v["clock"];
        EXPECT_EQ(mover_left(http, g), 60'000) << "the clock ran before the second player came";
        // The second opens it: the starter's clock runs.
        ASSERT_EQ(http.get("/api/games/" + g.id, g.tokens[1]).status, 200u);
        v = http.get("/api/games/" + g.id).json_body;
        EXPECT_FALSE(v["clock"]["paused"].get<bool>());
        EXPECT_EQ(v["clock"]["running"], v["to_move"]);
        std::this_thread::sleep_for(1200ms);
        at_kill = mover_left(http, g);
        EXPECT_LT(at_kill, 59'000) << "the clock runs once both players are there";
        server.kill_hard();
    }
    std::this_thread::sleep_for(3s);  // no server
    {
        ServerProcess server(letterzak_binary(), db);
        HttpClient http(server.port());
        const game::Millis after = mover_left(http, g);
        EXPECT_NEAR(static_cast<double>(after), static_cast<double>(at_kill), 1000.0)
            << "the 3 s without a server were charged (or time was given back)";
        // It runs on after the restart.
        std::this_thread::sleep_for(600ms);
        EXPECT_LT(mover_left(http, g), after - 400);
        // A graceful stop and a pause: the same.
        at_stop = mover_left(http, g);
        EXPECT_EQ(server.terminate(), 0);
    }
    std::this_thread::sleep_for(2s);
    ServerProcess server(letterzak_binary(), db);
    HttpClient http(server.port());
    const json v = http.get("/api/games/" + g.id).json_body;
    EXPECT_EQ(v["status"], "in_progress");
    EXPECT_NEAR(static_cast<double>(mover_left(http, g)), static_cast<double>(at_stop), 1000.0)
        << "the 2 s after a graceful stop were charged";
}

TEST(ClockOutage, AWaitingGameStillWaitsAfterARestart) {
    TempDir dir;
    const auto db = dir.path() / "wait.db";
    ClockGame g;
    {
        ServerProcess server(letterzak_binary(), db);
        HttpClient http(server.port());
        g = new_clock_game(http);
        ASSERT_EQ(http.get("/api/games/" + g.id, g.tokens[0]).status, 200u);
        server.kill_hard();
    }
    ServerProcess server(letterzak_binary(), db);
    HttpClient http(server.port());
    std::this_thread::sleep_for(500ms);
    EXPECT_EQ(mover_left(http, g), 60'000);
    // A move before the opponent is there is refused: the clocks have not started.
    const json v = http.get("/api/games/" + g.id).json_body;
    const int mover = v["to_move"];
    const auto early =
        http.post("/api/games/" + g.id + "/move", {{"type", "pass"}}, g.tokens[mover]);
    EXPECT_EQ(early.status, 409u) << early.body;
    // Both open it (again, after the restart): now it runs.
    ASSERT_EQ(http.get("/api/games/" + g.id, g.tokens[0]).status, 200u);
    ASSERT_EQ(http.get("/api/games/" + g.id, g.tokens[1]).status, 200u);
    std::this_thread::sleep_for(500ms);
    EXPECT_LT(mover_left(http, g), 59'700);
    EXPECT_EQ(http.post("/api/games/" + g.id + "/move", {{"type", "pass"}}, g.tokens[mover]).status,
              200u);
}

}  // namespace
}  // namespace letterzak::testing
