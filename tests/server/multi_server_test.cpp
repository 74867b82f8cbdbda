// Two `letterzak serve` processes on one PostgreSQL database (a throwaway cluster): a game whose
// moves alternate between the servers while a WebSocket on each sees every state; the same
// move sent to both at once, of which exactly one is accepted; and the server holding a game's
// lease killed with SIGKILL during the computer's turn, after which the other server finishes
// the game with no acknowledged move lost and no computer move played twice.

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <thread>

#include "open_game.hpp"
#include "server_process.hpp"
#include "support/pg_database_test.hpp"
#include "test_client.hpp"

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;

class MultiServer : public PgDatabaseTest {
  protected:
    // A server on the shared database; leases of 1.5 s, so a dead server's games move on fast.
    std::unique_ptr<ServerProcess> start(const std::vector<std::string>& extra = {}) {
        std::vector<std::string> args = {"--lease-ms", "1500"};
        args.insert(args.end(), extra.begin(), extra.end());
        return std::make_unique<ServerProcess>(letterzak_binary(), url_, args);
    }
};

const json kTwoPeople = {{"rules", "tournament"}, {"seats", {{{"name", "A"}}, {{"name", "B"}}}}};

// Reads states from `ws` until one at `version` (or later) arrives.
json state_at(WsClient& ws, std::size_t version) {
    return ws.read_until(
        [&](const json& m) {
            return m["type"] == "state" && m["game"]["version"].get<std::size_t>() >= version;
        },
        10s)["game"];
}

TEST_F(MultiServer, MovesThroughEitherServerReachTheWebSocketsOfBoth) {
    auto a = start();
    auto b = start();
    HttpClient ha(a->port()), hb(b->port());
    const OpenGame g = open_game(ha, kTwoPeople);
    WsClient wa(a->port(), "/api/games/" + g.id + "/ws?token=" + g.tokens[0]);
    WsClient wb(b->port(), "/api/games/" + g.id + "/ws?token=" + g.tokens[1]);
    state_at(wa, 0);
    state_at(wb, 0);
    for (int turn = 0; turn < 8; ++turn) {
        HttpClient& via = turn % 2 == 0 ? ha : hb;  // the servers take turns
        json ack = play_one(via, g);
        ASSERT_FALSE(ack.is_null()) << "turn " << turn;
        const std::size_t version = ack["version"];
        // Each WebSocket sees the new state, from whichever server made it.
        const json sa = state_at(wa, version);
        const json sb = state_at(wb, version);
        EXPECT_EQ(sa["version"], version);
        EXPECT_EQ(sb["version"], version);
        EXPECT_EQ(sa["board"], sb["board"]);
        EXPECT_EQ(sa["to_move"], sb["to_move"]);
        // Each sees its own seat's rack and never the other's.
        EXPECT_TRUE(sa["seats"][0].contains("rack"));
        EXPECT_FALSE(sa["seats"][1].contains("rack"));
        EXPECT_TRUE(sb["seats"][1].contains("rack"));
        EXPECT_FALSE(sb["seats"][0].contains("rack"));
        if (sa["status"] != "in_progress") break;
    }
    // Both servers answer the same game the same.
    json va = without_clock(ha.get("/api/games/" + g.id).json_body);
    json vb = without_clock(hb.get("/api/games/" + g.id).json_body);
    EXPECT_EQ(va, vb);
}

TEST_F(MultiServer, TheSameMoveThroughBothServersIsAcceptedOnce) {
    auto a = start();
    auto b = start();
    HttpClient ha(a->port()), hb(b->port());
    const OpenGame g = open_game(ha, kTwoPeople);
    for (int round = 0; round < 4; ++round) {
        json state = ha.get("/api/games/" + g.id).json_body;
        const int mover = state["to_move"];
        const std::string& token = g.tokens[static_cast<std::size_t>(mover)];
        json mine = ha.get("/api/games/" + g.id, token).json_body;
        auto best = best_move(mine);
        json move = best ? place_request(*best) : json{{"type", "pass"}};
        // Both servers have the game in memory at this version.
        ASSERT_EQ(hb.get("/api/games/" + g.id).json_body["version"], state["version"]);
        // The loser is refused either by the version check in the transaction (409
        // stale_state: its server had not seen the winner's move yet) or, when the winner's
        // notice reached its server first, by the rules against the new position (409
        // not_your_turn, or 422 when its tiles now land on occupied squares).
        std::atomic<int> accepted{0}, conflicts{0};
        std::mutex answers_mutex;
        std::string answers;
        auto send = [&](std::uint16_t port) {
            HttpClient h(port);
            auto r = h.post("/api/games/" + g.id + "/move", move, token);
            if (r.status == 200) ++accepted;
            if (r.status == 409 || r.status == 422) ++conflicts;
            std::lock_guard lock(answers_mutex);
            answers += std::to_string(r.status) + " " + r.body.substr(0, 160) + "\n";
        };
        std::thread ta([&] { send(a->port()); });
        std::thread tb([&] { send(b->port()); });
        ta.join();
        tb.join();
        EXPECT_EQ(accepted.load(), 1) << "round " << round << "\n" << answers;
        EXPECT_EQ(conflicts.load(), 1) << "round " << round << "\n" << answers;
        // The loser's server caught up: both show the one move.
        const std::size_t expected = state["version"].get<std::size_t>() + 1;
        for (int i = 0; i < 50; ++i) {
            if (hb.get("/api/games/" + g.id).json_body["version"] == expected &&
                ha.get("/api/games/" + g.id).json_body["version"] == expected)
                break;
            std::this_thread::sleep_for(100ms);
        }
        EXPECT_EQ(ha.get("/api/games/" + g.id).json_body["version"], expected);
        EXPECT_EQ(hb.get("/api/games/" + g.id).json_body["version"], expected);
    }
}

// A seat taken from the lobby on one server gets a new token; the other server, which has the
// game in memory, takes that over from the store's notice: the old token stops working there
// too, and the new one works on both.
TEST_F(MultiServer, ASeatTakenFromTheLobbyOnOneServerDropsItsOldTokenOnTheOther) {
    auto a = start();
    auto b = start();
    HttpClient ha(a->port()), hb(b->port());
    json spec = kTwoPeople;
    spec["public"] = true;
    // Not open_game: opening seat 1 with its token would take it.
    const json created = create_game(ha, spec);
    const OpenGame g{created["id"], {created["seats"][0]["token"], created["seats"][1]["token"]}};
    ASSERT_EQ(ha.get("/api/games/" + g.id, g.tokens[0]).status, 200u);
    // Server b has the game in memory (read as a spectator: that takes no seat).
    ASSERT_EQ(hb.get("/api/games/" + g.id).status, 200u);
    HttpClient visitor(a->port());
    auto taken = visitor.post_raw("/api/games/" + g.id + "/take", "");
    ASSERT_EQ(taken.status, 200u) << taken.body;
    ASSERT_EQ(taken.json_body["seat"], 1);
    const std::string token = taken.json_body["token"];
    json old;
    for (int i = 0; i < 50; ++i) {
        old = hb.get("/api/games/" + g.id, g.tokens[1]).json_body;
        if (old.contains("error")) break;
        std::this_thread::sleep_for(100ms);
    }
    EXPECT_EQ(old["error"], "bad_token") << old.dump().substr(0, 200);
    EXPECT_EQ(hb.get("/api/games/" + g.id, token).json_body["viewer"], 1);
    EXPECT_EQ(ha.get("/api/games/" + g.id, token).json_body["viewer"], 1);
}

TEST_F(MultiServer, WhenTheLeaseHolderDiesTheOtherServerFinishesTheGame) {
    // Server a answers with its computer slowly, so it can be killed in the middle of a turn.
    auto a = start({"--computer-delay", "2000"});
    HttpClient ha(a->port());
    const json request = {
        {"rules", "tournament"},
        {"seats", {{{"name", "A"}}, {{"type", "computer"}, {"level", "greedy"}}}}};
    const OpenGame g = open_game(ha, request);
    // b starts once a runs the game (a holds the lease from the first thing the game does by
    // itself).
    auto b = start();
    WsClient wb(b->port(), "/api/games/" + g.id + "/ws?token=" + g.tokens[0]);
    json seen = state_at(wb, 0);
    // Wait for the person's turn (the computer may start), then move through a: a commits it
    // and, holding the lease, starts the computer's turn.
    if (seen["to_move"] != 0)
        seen = wb.read_until(
            [](const json& m) { return m["type"] == "state" && m["game"]["to_move"] == 0; },
            15s)["game"];
    json ack = play_one(ha, g);
    ASSERT_FALSE(ack.is_null());
    const std::size_t acknowledged = ack["version"];
    std::this_thread::sleep_for(300ms);  // a is waiting to answer
    a->kill_hard();
    // b takes the game over once a's lease runs out, and its computer answers.
    json after = wb.read_until(
        [&](const json& m) {
            return m["type"] == "state" && m["game"]["version"].get<std::size_t>() > acknowledged &&
                   (m["game"]["to_move"] == 0 || m["game"]["status"] != "in_progress");
        },
        20s)["game"];
    EXPECT_GT(after["version"].get<std::size_t>(), acknowledged);
    // The rest of the game through b.
    HttpClient hb(b->port());
    for (int turn = 0; turn < 60; ++turn) {
        json state = hb.get("/api/games/" + g.id).json_body;
        if (state["status"] != "in_progress") break;
        if (state["to_move"] == 1) {
            std::this_thread::sleep_for(50ms);
            continue;
        }
        (void)play_one(hb, g);
    }
    json end = hb.get("/api/games/" + g.id, g.tokens[0]).json_body;
    EXPECT_NE(end["status"], "in_progress") << "the game did not finish";
    // No turn twice: the seats alternate (every turn is a play, exchange or pass by the seat
    // to move), so a computer move played twice would show as two computer turns in a row.
    const json& turns = end["turns"];
    ASSERT_GT(turns.size(), 2u);
    for (std::size_t t = 1; t < turns.size(); ++t)
        EXPECT_NE(turns[t]["seat"], turns[t - 1]["seat"]) << "turn " << t;
    // The acknowledged move is in the record.
    EXPECT_GE(end["version"].get<std::size_t>(), acknowledged);
    EXPECT_EQ(end["turns"][ack["turns"].size() - 1], ack["turns"].back());
}

}  // namespace
}  // namespace letterzak::testing
