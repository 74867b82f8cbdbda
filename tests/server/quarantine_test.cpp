// A damaged game harms only itself, on SQLite and PostgreSQL alike: with one game of each kind
// of damage in the store (bad JSON, a gap in the log, an illegal stored move, missing seats)
// the server starts, answers each of them 409 game_damaged, lists them in /api/health, and
// every other game plays on.

#include <gtest/gtest.h>

#include "open_game.hpp"
#include "store/store_backends.hpp"
#include "test_client.hpp"

namespace letterzak::testing {
namespace {

class Quarantine : public StoreTest {};
LETTERZAK_BOTH_BACKENDS(Quarantine);

TEST_P(Quarantine, ADamagedGameIsRefusedAndTheOthersPlay) {
    const std::string db = location();
    auto on_db = [&](server::ServerConfig& c) { c.db = db; };
    const json request = {
        {"rules", "tournament"}, {"public", true}, {"seats", {{{"name", "A"}}, {{"name", "B"}}}}};
    std::map<std::string, OpenGame> games;
    {
        TestServer server(on_db);
        HttpClient http(server.port());
        for (const char* name : {"healthy", "bad_json", "gap", "illegal", "no_seats"}) {
            OpenGame g = open_game(http, request);
            // Two passes, so there is a log to damage (a third would end the game).
            for (int i = 0; i < 2; ++i) {
                json state = http.get("/api/games/" + g.id).json_body;
                const std::string& token = g.tokens[state["to_move"].get<std::size_t>()];
                ASSERT_EQ(
                    http.post("/api/games/" + g.id + "/move", {{"type", "pass"}}, token).status,
                    200u);
            }
            games[name] = g;
        }
    }
    auto where = [&](const char* name, int seq) {
        return " WHERE game_id = '" + games[name].id + "' AND seq = " + std::to_string(seq);
    };
    exec("UPDATE events SET payload = '{\"kind\": \"pa' " + where("bad_json", 1));
    exec("DELETE FROM events" + where("gap", 0));  // the log starts at 1
    // The same seat passes twice: not its turn.
    exec("UPDATE events SET payload = (SELECT payload FROM events" + where("illegal", 0) + ")" +
         where("illegal", 1));
    exec("DELETE FROM seats WHERE game_id = '" + games["no_seats"].id + "' AND seat = 1");

    TestServer server(on_db);  // starts in spite of them
    HttpClient http(server.port());
    for (const char* name : {"bad_json", "gap", "illegal", "no_seats"}) {
        SCOPED_TRACE(name);
        const OpenGame& g = games[name];
        auto view = http.get("/api/games/" + g.id, g.tokens[0]);
        EXPECT_EQ(view.status, 409u);
        EXPECT_EQ(view.json_body["error"], "game_damaged");
        auto move = http.post("/api/games/" + g.id + "/move", {{"type", "pass"}}, g.tokens[0]);
        EXPECT_EQ(move.status, 409u);
        EXPECT_EQ(move.json_body["error"], "game_damaged");
        EXPECT_EQ(WsClient::refused_status(server.port(), "/api/games/" + g.id + "/ws"), 409u);
    }
    json health = http.get("/api/health").json_body;
    ASSERT_TRUE(health["damaged"].is_array());
    EXPECT_EQ(health["damaged"].size(), 4u);
    for (const char* name : {"bad_json", "gap", "illegal", "no_seats"})
        EXPECT_NE(std::find(health["damaged"].begin(), health["damaged"].end(), games[name].id),
                  health["damaged"].end())
            << name;
    // Nothing about the damage is sent out beyond the fact.
    EXPECT_EQ(health.dump().find("JSON"), std::string::npos);
    // The healthy game plays on, and new games start.
    const OpenGame& ok = games["healthy"];
    json state = http.get("/api/games/" + ok.id).json_body;
    EXPECT_EQ(state["version"], 2);
    const std::string& token = ok.tokens[state["to_move"].get<std::size_t>()];
    EXPECT_EQ(http.post("/api/games/" + ok.id + "/move", {{"type", "pass"}}, token).status, 200u);
    EXPECT_EQ(create_game(http, request)["game"]["version"], 0);
    // The list still shows every game (damage is found when a game is read).
    EXPECT_EQ(http.get("/api/games?limit=50").json_body["games"].size(), 6u);
}

}  // namespace
}  // namespace letterzak::testing
