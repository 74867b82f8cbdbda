// Live tournament pages (issue 21, item 3): a WebSocket at /api/tournaments/{id}/ws, open to
// anyone, gets a small notice when the tournament changes — for every kind of director action,
// for a server game's result that lands by itself, and for a game's clocks started by the
// director — and nothing else: no token, no rack, no view.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "tournament_client.hpp"

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;

class TournamentLive : public ::testing::Test {
  protected:
    TestServer server;
    Traffic traffic;  // everything the watching socket received
    HttpClient http{server.port()};
};

// The notice's exact shape: nothing but its type, the tournament and a version.
void expect_notice(const json& m, const std::string& id) {
    ASSERT_EQ(m["type"], "tournament") << m.dump();
    EXPECT_EQ(m["id"], id);
    std::set<std::string> keys;
    for (const auto& [k, v] : m.items()) keys.insert(k);
    EXPECT_EQ(keys, (std::set<std::string>{"type", "id", "version"})) << m.dump();
}

// Waits for the next notice; its version must not go back.
std::int64_t next_notice(WsClient& ws, const std::string& id, std::int64_t after,
                         const std::string& what) {
    auto m = ws.read(5s);
    EXPECT_TRUE(m.has_value()) << "no notice after " << what;
    if (!m) return after;
    expect_notice(*m, id);
    const std::int64_t v = (*m)["version"].get<std::int64_t>();
    EXPECT_GE(v, after) << what;
    return v;
}

TEST_F(TournamentLive, EveryDirectorActionReachesThePublicSocket) {
    Director d = create_tournament(http, {{"name", "Live"}, {"rounds", 3}});
    WsClient ws(server.port(), d.url("/ws"), &traffic);  // no token: anyone may watch
    auto first = ws.read(5s);
    ASSERT_TRUE(first.has_value());
    expect_notice(*first, d.id);
    std::int64_t v = (*first)["version"].get<std::int64_t>();
    EXPECT_EQ(v, d.view()["updated_at"].get<std::int64_t>());

    ASSERT_EQ(d.post("/players", {{"players",
                                   {{{"name", "Anna"}, {"rating", 1800}},
                                    {{"name", "Bert"}, {"rating", 1700}},
                                    {{"name", "Carla"}, {"rating", 1600}},
                                    {{"name", "Dirk"}, {"rating", 1500}}}}})
                  .status,
              201u);
    v = next_notice(ws, d.id, v, "players");
    ASSERT_EQ(d.post("/rounds").status, 201u);
    v = next_notice(ws, d.id, v, "pairing");
    const json b1 = d.pairing(1, 1);
    ASSERT_EQ(d.result(1, b1["first"], 420, b1["second"], 380).status, 200u);
    v = next_notice(ws, d.id, v, "result");
    ASSERT_EQ(d.result(1, b1["first"], 300, b1["second"], 380).status, 200u);
    v = next_notice(ws, d.id, v, "correction");
    ASSERT_EQ(d.post("/sanctions", {{"player", "Carla"}, {"kind", "warning"}}).status, 200u);
    v = next_notice(ws, d.id, v, "sanction");
    ASSERT_EQ(d.post("/undo").status, 200u);
    v = next_notice(ws, d.id, v, "undo");
    ASSERT_EQ(d.post("/settings", {{"bye", {{"spread", 60}}}}).status, 200u);
    v = next_notice(ws, d.id, v, "settings");
    ASSERT_EQ(d.post("/unpair", {{"force", true}}).status, 200u);
    v = next_notice(ws, d.id, v, "unpair");
    ASSERT_EQ(d.post("/players/Dirk/withdraw").status, 200u);
    v = next_notice(ws, d.id, v, "withdrawal");
    EXPECT_EQ(v, d.view()["updated_at"].get<std::int64_t>());

    // A refused change changes nothing and says nothing: the next message is the pong.
    EXPECT_EQ(d.post("/rounds/1/results", json::object()).status / 100, 4u);
    EXPECT_EQ(http.post(d.url("/rounds"), json::object()).status, 401u);
    ws.send({{"type", "ping"}, {"id", 7}});
    auto pong = ws.read(5s);
    ASSERT_TRUE(pong.has_value());
    EXPECT_EQ((*pong)["type"], "pong");
    EXPECT_EQ((*pong)["id"], 7);

    // The socket answers state, and refuses what it is not for.
    ws.send({{"type", "state"}});
    expect_notice(ws.read_until([](const json& m) { return m["type"] != "pong"; }), d.id);
    ws.send({{"type", "pass"}, {"id", 8}});
    const json refused = ws.read_until([](const json& m) { return m["type"] == "error"; });
    EXPECT_EQ(refused["status"], 400);
    EXPECT_EQ(refused["id"], 8);

    // Nothing the director holds ever reached the watcher.
    for (const std::string& frame : traffic) EXPECT_EQ(frame.find(d.token), std::string::npos);
}

TEST_F(TournamentLive, AServerGamesResultAndItsClockStartReachTheSocket) {
    Director d = create_tournament(http, {{"name", "Live games"}, {"rounds", 1}});
    ASSERT_EQ(d.post("/players", {{"players", {{{"name", "Anna"}}, {{"name", "Bert"}}}}}).status,
              201u);
    ASSERT_EQ(d.post("/rounds").status, 201u);
    WsClient ws(server.port(), d.url("/ws"), &traffic);
    std::int64_t v = next_notice(ws, d.id, 0, "the start");

    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    v = next_notice(ws, d.id, v, "a game started");
    const std::string game_id = started.json_body["game_id"];
    ASSERT_EQ(d.post("/games/" + game_id + "/start-clock").status, 200u);
    v = next_notice(ws, d.id, v, "the clock started");

    // A player resigns in the game; its result enters the round by itself and is announced.
    const json& seats = started.json_body["seats"];
    auto resigned = http.post_raw("/api/games/" + game_id + "/resign", "",
                                  seats[0]["token"].get<std::string>());
    ASSERT_EQ(resigned.status, 200u) << resigned.body;
    next_notice(ws, d.id, v, "the game's result");
    EXPECT_FALSE(d.view()["rounds"][0]["pairings"][0]["result"].is_null());

    for (const std::string& frame : traffic) {
        EXPECT_EQ(frame.find(d.token), std::string::npos);
        for (const json& s : seats)
            EXPECT_EQ(frame.find(s["token"].get<std::string>()), std::string::npos);
        EXPECT_EQ(frame.find("rack"), std::string::npos);
    }
}

TEST_F(TournamentLive, AnUnknownTournamentIsRefusedAtTheUpgrade) {
    EXPECT_EQ(WsClient::refused_status(server.port(), "/api/tournaments/nosuchtournament/ws"),
              404u);
    EXPECT_EQ(WsClient::refused_status(server.port(), "/api/tournaments/../ws") / 100, 4u);
}

TEST_F(TournamentLive, APageOfAnotherSiteCannotOpenTheSocket) {
    Director d = create_tournament(http, {{"name", "Herkomst"}, {"rounds", 1}});
    EXPECT_EQ(
        WsClient::refused_status(server.port(), d.url("/ws"), {{"Origin", "http://evil.example"}}),
        403u);
}

TEST_F(TournamentLive, ManyWatchersEachGetTheNoticeAndClosedOnesDropOut) {
    Director d = create_tournament(http, {{"name", "Zaal"}, {"rounds", 1}});
    std::vector<std::unique_ptr<WsClient>> watchers;
    for (int i = 0; i < 5; ++i) {
        watchers.push_back(std::make_unique<WsClient>(server.port(), d.url("/ws")));
        next_notice(*watchers.back(), d.id, 0, "the start");
    }
    watchers.erase(watchers.begin(), watchers.begin() + 2);  // two screens close
    ASSERT_EQ(d.post("/players", {{"name", "Anna"}}).status, 201u);
    for (auto& w : watchers) next_notice(*w, d.id, 0, "a player");
}

}  // namespace
}  // namespace letterzak::testing
