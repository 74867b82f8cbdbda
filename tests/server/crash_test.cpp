// Crash safety of the real binary: several games open, `letterzak serve` killed with SIGKILL
// (no shutdown, no flush) while moves are being sent, then started again on the same
// database. Every acknowledged move must be there, idle games must be exactly as they were,
// and every game must go on from where it stopped (the computer too).

#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <thread>

#include "open_game.hpp"
#include "server_process.hpp"
#include "test_client.hpp"

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;

json seat_view(HttpClient& http, const OpenGame& g, std::size_t seat) {
    return without_clock(http.get("/api/games/" + g.id, g.tokens[seat]).json_body);
}

// Waits until a person is to move in `g` (or it is over): the computer has answered.
bool people_to_move(HttpClient& http, const OpenGame& g) {
    const auto deadline = std::chrono::steady_clock::now() + 30s;
    while (std::chrono::steady_clock::now() < deadline) {
        const json v = http.get("/api/games/" + g.id).json_body;
        if (v.is_object() &&
            (v["status"] != "in_progress" || !g.tokens[v["to_move"].get<std::size_t>()].empty()))
            return true;
        std::this_thread::sleep_for(10ms);
    }
    return false;
}

TEST(Crash, KillNineLosesNoAcknowledgedMove) {
    TempDir dir;
    const auto db = dir.path() / "crash.db";
    std::vector<OpenGame> games;
    std::map<std::string, json> snapshot;         // idle games: every seat's view before the kill
    std::vector<std::atomic<unsigned>> acked(2);  // busy games: the last acknowledged version
    std::vector<json> acked_turns(2);
    {
        ServerProcess server(letterzak_binary(), db);
        HttpClient http(server.port());
        const json two = {{"rules", "tournament"},
                          {"public", true},
                          {"seats", {{{"name", "A"}}, {{"name", "B"}}}}};
        const json three = {{"rules", "box"},
                            {"public", true},
                            {"seats", {{{"name", "A"}}, {{"name", "B"}}, {{"name", "C"}}}}};
        const json computer = {{"rules", "tournament"},
                               {"public", true},
                               {"seats", {{{"name", "A"}}, {{"type", "computer"}}}}};
        for (const json& req : {two, two, three, computer}) games.push_back(open_game(http, req));
        // Some moves in every game.
        for (int round = 0; round < 4; ++round)
            for (const OpenGame& g : games) play_one(http, g);
        // The idle games must be idle when they are read: the computer's answer may take a
        // while (a club move under a sanitizer on a busy machine), and one still to come would
        // change its game after the snapshot.
        ASSERT_TRUE(people_to_move(http, games[3])) << "the computer did not answer";
        for (std::size_t i = 2; i < games.size(); ++i)
            for (std::size_t s = 0; s < games[i].tokens.size(); ++s)
                if (!games[i].tokens[s].empty())
                    snapshot[games[i].id + "/" + std::to_string(s)] = seat_view(http, games[i], s);

        // Moves in flight in games 0 and 1 when the server is killed.
        std::atomic<bool> stop{false};
        std::vector<std::thread> players;
        for (std::size_t i = 0; i < 2; ++i) {
            players.emplace_back([&, i] {
                HttpClient h(server.port());
                while (!stop) {
                    json ack = play_one(h, games[i]);
                    if (ack.is_null()) continue;
                    acked[i] = ack["version"].get<unsigned>();
                    acked_turns[i] = ack["turns"];
                }
            });
        }
        // Killed once both busy games have acknowledged moves (choosing a move takes the
        // client a few hundred milliseconds on a loaded machine), with the next ones in flight.
        const auto deadline = std::chrono::steady_clock::now() + 30s;
        while ((acked[0] == 0 || acked[1] == 0) && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(20ms);
        std::this_thread::sleep_for(150ms);
        server.kill_hard();
        stop = true;
        for (auto& t : players) t.join();
        ASSERT_GT(acked[0].load(), 0u);
        ASSERT_GT(acked[1].load(), 0u);
        std::printf("killed with SIGKILL; the busy games had acknowledged versions %u and %u\n",
                    acked[0].load(), acked[1].load());
    }

    ServerProcess again(letterzak_binary(), db);
    HttpClient http(again.port());
    EXPECT_EQ(http.get("/api/games").json_body["games"].size(), 4u);
    for (std::size_t i = 0; i < 2; ++i) {
        json v = http.get("/api/games/" + games[i].id, games[i].tokens[0]).json_body;
        // Every acknowledged move is there (a move under way at the kill may be there too).
        EXPECT_GE(v["version"].get<unsigned>(), acked[i].load()) << "an acknowledged move was lost";
        ASSERT_GE(v["turns"].size(), acked_turns[i].size());
        for (std::size_t t = 0; t < acked_turns[i].size(); ++t) {
            json expected = acked_turns[i][t], got = v["turns"][t];
            expected.erase("rack");  // the acknowledgement was the mover's view; this is seat 0's
            got.erase("rack");
            EXPECT_EQ(got, expected) << "turn " << t;
        }
    }
    for (std::size_t i = 2; i < games.size(); ++i) {
        for (std::size_t s = 0; s < games[i].tokens.size(); ++s) {
            if (games[i].tokens[s].empty()) continue;
            EXPECT_EQ(seat_view(http, games[i], s), snapshot[games[i].id + "/" + std::to_string(s)])
                << "game " << games[i].id << " seat " << s << " changed across the crash";
        }
    }
    // Every game goes on.
    for (const OpenGame& g : games) {
        json before = http.get("/api/games/" + g.id).json_body;
        if (before["status"] != "in_progress") continue;  // it ended before the kill
        json after = play_one(http, g);
        if (before["seats"][before["to_move"].get<std::size_t>()]["type"] == "human") {
            ASSERT_FALSE(after.is_null()) << g.id;
            EXPECT_GT(after["version"].get<unsigned>(), before["version"].get<unsigned>());
        }
    }
    // The computer still answers after the restart.
    EXPECT_TRUE(people_to_move(http, games[3])) << "the computer did not answer after the restart";
    // And a graceful stop exits 0.
    EXPECT_EQ(again.terminate(), 0);
}

}  // namespace
}  // namespace letterzak::testing
