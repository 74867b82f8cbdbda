// Who starts a tournament game on the server (SPEC §6, issue 19 item 2): by default the draw of
// II-4, played out when the pairing's game starts and shown to both players; with "balanced
// starts" the pairing's first player starts without a draw. The result remembers who started,
// and a knock-out tie goes to the player who did not.

#include <gtest/gtest.h>

#include <string>

#include "tournament_client.hpp"

namespace letterzak::testing {
namespace {

class TournamentStarts : public ::testing::Test {
  protected:
    TestServer server;
    HttpClient http{server.port()};
};

Director two_players(HttpClient& http, json settings) {
    Director d = create_tournament(http, settings);
    EXPECT_EQ(d.post("/players", {{"players", {{{"name", "Anna"}}, {{"name", "Bert"}}}}}).status,
              201u);
    EXPECT_EQ(d.post("/rounds").status, 201u);
    return d;
}

// The starter the draw's last round names: the counted tile nearest A (tournament rules: a
// blank is drawn again, equal tiles draw again, so the last round has one lowest tile).
int starter_of_draw(const json& draw) {
    const json& last = draw.back();
    int best = -1;
    std::string lowest;
    for (const json& t : last) {
        if (!t["counted"].get<bool>()) continue;
        const std::string letter = t["letter"];
        if (best < 0 || letter < lowest) {
            best = t["seat"];
            lowest = letter;
        }
    }
    return best;
}

TEST_F(TournamentStarts, ThePairingsGameBeginsWithTheDrawShownToBothPlayers) {
    Director d = two_players(http, {{"name", "Loting"}, {"rounds", 1}});
    EXPECT_FALSE(d.view()["settings"]["balanced_starts"].get<bool>());  // the draw by default
    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    const std::string game_id = started.json_body["game_id"];
    const json& seats = started.json_body["seats"];
    json seen[2];
    for (std::size_t s = 0; s < 2; ++s) {
        auto v = http.get("/api/games/" + game_id, seats[s]["token"].get<std::string>());
        ASSERT_EQ(v.status, 200u);
        seen[s] = v.json_body;
    }
    const json& draw = seen[0]["starter_draw"];
    ASSERT_TRUE(draw.is_array() && !draw.empty()) << seen[0].dump();
    EXPECT_EQ(seen[1]["starter_draw"], draw);  // the same draw for both
    EXPECT_EQ(seen[0]["starter"], starter_of_draw(draw));
    EXPECT_EQ(seen[0]["to_move"], seen[0]["starter"]);

    // The starter resigns at once: the round learns who started (the draw's seat).
    const int starter = seen[0]["starter"];
    auto resigned =
        http.post_raw("/api/games/" + game_id + "/resign", "",
                      seats[static_cast<std::size_t>(starter)]["token"].get<std::string>());
    ASSERT_EQ(resigned.status, 200u) << resigned.body;
    const json v = wait_for_tournament(
        d, [](const json& t) { return !t["rounds"][0]["pairings"][0]["result"].is_null(); });
    const json result = v["rounds"][0]["pairings"][0]["result"];
    EXPECT_EQ(result["started"], starter == 0 ? "first" : "second");
    EXPECT_EQ(result["kind"], "resigned");
    EXPECT_EQ(result["winner"], starter == 0 ? "second" : "first");
}

TEST_F(TournamentStarts, WithBalancedStartsThePairingsFirstPlayerStartsWithoutADraw) {
    Director d =
        two_players(http, {{"name", "Gebalanceerd"}, {"rounds", 1}, {"balanced_starts", true}});
    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    const json g = game_view(http, started.json_body["game_id"]);
    EXPECT_EQ(g["starter"], 0);
    EXPECT_EQ(g["to_move"], 0);
    EXPECT_TRUE(g["starter_draw"].empty());
}

TEST_F(TournamentStarts, AKnockOutTieGoesToThePlayerTheDrawDidNotLetStart) {
    Director d = two_players(http, {{"name", "Beker"}, {"system", "knock-out"}});
    const json p = d.pairing(1, 1);
    // Entered by hand as a server game would: the pairing's second player started (the draw).
    auto tie = d.post("/rounds/1/results",
                      {{"players",
                        {{{"player", p["first"]}, {"score", 400}},
                         {{"player", p["second"]}, {"score", 400}, {"started", true}}}}});
    ASSERT_EQ(tie.status, 200u) << tie.body;
    EXPECT_EQ(tie.json_body["tournament"]["rounds"][0]["pairings"][0]["result"]["winner"], "first");
}

}  // namespace
}  // namespace letterzak::testing
