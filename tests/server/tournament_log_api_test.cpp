// The director's action log through the API (issue 21, item 2): every change is logged with its
// time and author, the director undoes the last actions (a new entry, nothing deleted), a
// tournament moves out and back in as its log, a damaged log is refused with its line, and a
// knock-out correction after the next round is paired is offered as "re-pair from here".

#include <gtest/gtest.h>

#include <string>

#include "tournament_client.hpp"

namespace letterzak::testing {
namespace {

class TournamentLogApi : public ::testing::Test {
  protected:
    TestServer server;
    HttpClient http{server.port()};
};

json log_of(const Director& d) {
    auto r = d.http.get(d.url("/log"));
    EXPECT_EQ(r.status, 200u) << r.body;
    return r.json_body["log"];
}

// The public state the players see, without the tournament's own id and times.
json public_view(const Director& d) {
    json v = d.view();
    for (const char* own : {"id", "created_at", "updated_at"}) v.erase(own);
    for (json& round : v["rounds"])
        for (json& p : round["pairings"]) p.erase("game");
    return v;
}

Director four_players(HttpClient& http, const json& settings = {{"name", "Log"}, {"rounds", 3}}) {
    Director d = create_tournament(http, settings);
    auto added = d.post("/players", {{"players",
                                      {{{"name", "Anna"}, {"rating", 1800}},
                                       {{"name", "Bert"}, {"rating", 1700}},
                                       {{"name", "Carla"}, {"rating", 1600}},
                                       {{"name", "Dirk"}, {"rating", 1500}}}}});
    EXPECT_EQ(added.status, 201u) << added.body;
    return d;
}

TEST_F(TournamentLogApi, EveryChangeIsLoggedAndTheDirectorUndoesTheLast) {
    Director d = four_players(http);
    ASSERT_EQ(d.post("/rounds").status, 201u);
    const json b1 = d.pairing(1, 1);
    ASSERT_EQ(d.result(1, b1["first"], 420, b1["second"], 380).status, 200u);
    const json with_result = public_view(d);
    ASSERT_EQ(d.result(1, b1["first"], 300, b1["second"], 380).status, 200u);  // a correction
    ASSERT_EQ(d.post("/players/Dirk/withdraw").status, 200u);

    json log = log_of(d);
    ASSERT_EQ(log.size(), 9u) << log.dump(
        1);  // create, 4 players, pair, result, correction, withdraw
    EXPECT_EQ(log[0]["kind"], "create");
    EXPECT_EQ(log[5]["kind"], "pair");
    EXPECT_EQ(log[6]["text"].get<std::string>().rfind("result: ", 0), 0u) << log[6];
    EXPECT_EQ(log[7]["text"].get<std::string>().rfind("correction: ", 0), 0u) << log[7];
    EXPECT_EQ(log[8]["text"], "Dirk withdrawn");
    for (const json& e : log) {
        EXPECT_EQ(e["author"], "director");
        EXPECT_GT(e["at"].get<long long>(), 1'600'000'000'000LL);
        EXPECT_FALSE(e["undone"].get<bool>());
    }

    // Undo twice: the withdrawal and the correction.
    auto undone = d.post("/undo", {{"count", 2}});
    ASSERT_EQ(undone.status, 200u) << undone.body;
    ASSERT_EQ(undone.json_body["undone"].size(), 2u);
    EXPECT_EQ(undone.json_body["undone"][0]["kind"], "withdraw");
    EXPECT_EQ(undone.json_body["undone"][1]["kind"], "result");
    EXPECT_EQ(public_view(d), with_result);
    log = log_of(d);
    ASSERT_EQ(log.size(), 11u);  // nothing deleted: two undo entries
    EXPECT_TRUE(log[7]["undone"].get<bool>());
    EXPECT_TRUE(log[8]["undone"].get<bool>());
    EXPECT_EQ(log[9]["undoes"], 9);
    EXPECT_EQ(log[10]["undoes"], 8);

    // Undo needs the director; nothing left to undo past the creation.
    EXPECT_EQ(http.post(d.url("/undo"), json::object()).status, 401u);
    auto all = d.post("/undo", {{"count", 100}});
    EXPECT_EQ(all.status, 409u) << all.body;
    EXPECT_EQ(all.json_body["error"], "nothing_to_undo");
    EXPECT_EQ(public_view(d), with_result);  // refused whole: nothing undone
    EXPECT_EQ(d.post("/undo", {{"count", 0}}).status, 400u);
}

TEST_F(TournamentLogApi, ATournamentMovesOutAndBackInAsItsLog) {
    Director d = four_players(http);
    for (int round = 1; round <= 3; ++round) {
        ASSERT_EQ(d.post("/rounds").status, 201u);
        for (int board = 1; board <= 2; ++board) {
            const json p = d.pairing(round, board);
            ASSERT_EQ(
                d.result(round, p["first"], 350 + 10 * board, p["second"], 340 + round).status,
                200u);
        }
    }
    ASSERT_EQ(d.post("/settings", {{"bye", {{"spread", 60}}}}).status, 200u);
    EXPECT_EQ(d.view()["settings"]["bye"]["spread"], 60);
    auto exported = http.get(d.url("/log.jsonl"));
    ASSERT_EQ(exported.status, 200u);
    EXPECT_EQ(exported.headers["Content-Type"], "application/jsonl; charset=utf-8");
    EXPECT_NE(exported.headers["Content-Disposition"].find("attachment"), std::string::npos);
    EXPECT_EQ(exported.body.find(d.token), std::string::npos);  // no secret in the log

    auto imported = http.post("/api/tournaments/import", {{"log", exported.body}});
    ASSERT_EQ(imported.status, 201u) << imported.body;
    Director copy{http, imported.json_body["id"], imported.json_body["director_token"]};
    EXPECT_NE(copy.id, d.id);
    EXPECT_NE(copy.token, d.token);
    EXPECT_EQ(public_view(copy), public_view(d));
    EXPECT_EQ(log_of(copy).size(), log_of(d).size());
    // The copy goes on by itself.
    EXPECT_EQ(copy.post("/undo").status, 200u);
    EXPECT_NE(public_view(copy), public_view(d));

    // A damaged log is refused with its line, and nothing is created.
    const std::size_t tournaments = http.get("/api/tournaments").json_body["total"];
    std::string damaged = exported.body;
    const std::size_t line4 = [&] {
        std::size_t at = 0;
        for (int i = 0; i < 3; ++i) at = damaged.find('\n', at) + 1;
        return at;
    }();
    damaged.insert(line4, "{\"seq\": 3, broken\n");
    auto refused = http.post("/api/tournaments/import", {{"log", damaged}});
    EXPECT_EQ(refused.status, 422u) << refused.body;
    EXPECT_EQ(refused.json_body["error"], "damaged_log");
    EXPECT_NE(refused.json_body["message"].get<std::string>().find("line 4"), std::string::npos)
        << refused.body;
    EXPECT_EQ(http.get("/api/tournaments").json_body["total"], tournaments);
    EXPECT_EQ(http.post("/api/tournaments/import", {{"log", 3}}).status, 400u);
}

TEST_F(TournamentLogApi, AKnockOutCorrectionAfterTheNextRoundIsOfferedAsRePairFromHere) {
    Director d = four_players(http, {{"name", "Beker"}, {"system", "knock-out"}});
    ASSERT_EQ(d.post("/rounds").status, 201u);
    const json b1 = d.pairing(1, 1), b2 = d.pairing(1, 2);
    ASSERT_EQ(d.result(1, b1["first"], 400, b1["second"], 300).status, 200u);
    ASSERT_EQ(d.result(1, b2["first"], 400, b2["second"], 300).status, 200u);
    ASSERT_EQ(d.post("/rounds").status, 201u);
    const json final_before = d.pairing(2, 1);

    // The jury finds board 1 the other way round: the other player went through.
    const json correction = {
        {"players",
         {{{"player", b1["first"]}, {"score", 300}}, {{"player", b1["second"]}, {"score", 400}}}}};
    auto offered = d.post("/rounds/1/results", correction);
    EXPECT_EQ(offered.status, 409u) << offered.body;
    EXPECT_EQ(offered.json_body["error"], "round_already_paired");
    EXPECT_NE(offered.json_body["message"].get<std::string>().find("re-pair from here"),
              std::string::npos);
    json repair = correction;
    repair["repair"] = true;
    auto repaired = d.post("/rounds/1/results", repair);
    ASSERT_EQ(repaired.status, 200u) << repaired.body;
    EXPECT_TRUE(repaired.json_body["repaired"].get<bool>());
    const json final_after = d.pairing(2, 1);
    EXPECT_TRUE(final_after["first"] == b1["second"] || final_after["second"] == b1["second"])
        << final_after;
    EXPECT_NE(final_after, final_before);
    // Each step is in the log: unpair, the correction, the new pairing — and can be undone.
    const json log = log_of(d);
    const std::size_t n = log.size();
    EXPECT_EQ(log[n - 3]["kind"], "unpair");
    EXPECT_EQ(log[n - 2]["kind"], "result");
    EXPECT_EQ(log[n - 1]["kind"], "pair");
    ASSERT_EQ(d.post("/undo", {{"count", 3}}).status, 200u);
    EXPECT_EQ(d.pairing(2, 1)["first"], final_before["first"]);
    EXPECT_EQ(d.pairing(2, 1)["second"], final_before["second"]);
}

}  // namespace
}  // namespace letterzak::testing
