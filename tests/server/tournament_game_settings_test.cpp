// A tournament's games' settings (issue 19): the overtime rule with its rate and limit, the
// total playing time, and under the box rules the house rules and the failed-challenge
// penalty, chosen in the tournament create request in the new-game request's own shape, kept
// with the tournament, and given to every server game of its pairings.

#include <gtest/gtest.h>

#include <string>

#include "tournament_client.hpp"

namespace letterzak::testing {
namespace {

class TournamentGameSettings : public ::testing::Test {
  protected:
    TestServer server;
    HttpClient http{server.port()};
};

TEST_F(TournamentGameSettings, EveryPairingsGameHasTheTournamentsSettings) {
    Director d = create_tournament(http, {{"name", "Huisregels"},
                                          {"rounds", 1},
                                          {"rules", "box"},
                                          {"clock_minutes", 20},
                                          {"clock",
                                           {{"overtime", "penalty"},
                                            {"penalty_per_minute", 15},
                                            {"overtime_limit_minutes", 2},
                                            {"total_minutes", 90}}},
                                          {"settings",
                                           {{"blank_swap", "is_turn"},
                                            {"play_on_after_out", true},
                                            {"veto", true},
                                            {"failed_challenge_penalty", 5}}}});
    const json settings = d.view()["settings"];
    // The tournament shows them in the shape they were sent.
    EXPECT_EQ(settings["clock"]["overtime"], "penalty");
    EXPECT_EQ(settings["clock"]["penalty_per_minute"], 15);
    EXPECT_EQ(settings["settings"]["veto"], true);
    ASSERT_EQ(d.post("/players", {{"players", {{{"name", "Anna"}}, {{"name", "Bert"}}}}}).status,
              201u);
    ASSERT_EQ(d.post("/rounds").status, 201u);
    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    const json g = game_view(http, started.json_body["game_id"]);
    const json& s = g["settings"];
    EXPECT_EQ(s["blank_swap"], "is_turn") << g.dump();
    EXPECT_EQ(s["play_on_after_out"], true);
    EXPECT_EQ(s["veto"], true);
    EXPECT_EQ(s["failed_challenge_penalty"], 5);
    EXPECT_EQ(s["clock"]["chess_clock"], true);
    EXPECT_EQ(s["clock"]["per_player_ms"], 20 * 60'000);
    EXPECT_EQ(s["clock"]["overtime"], "penalty");
    EXPECT_EQ(s["clock"]["penalty_per_minute"], 15);
    EXPECT_EQ(s["clock"]["overtime_limit_ms"], 2 * 60'000);
    EXPECT_EQ(s["clock"]["total_game_ms"], 90 * 60'000);
}

// The director changes one of them later (POST …/settings names what changes): the rest stay.
TEST_F(TournamentGameSettings, TheDirectorChangesOneAndTheRestStay) {
    Director d =
        create_tournament(http, {{"name", "Later"},
                                 {"rounds", 1},
                                 {"rules", "box"},
                                 {"clock", {{"overtime", "penalty"}, {"penalty_per_minute", 15}}},
                                 {"settings", {{"veto", true}}}});
    auto changed = d.post("/settings", {{"clock", {{"penalty_per_minute", 20}}}});
    ASSERT_EQ(changed.status, 200u) << changed.body;
    ASSERT_EQ(d.post("/players", {{"players", {{{"name", "Anna"}}, {{"name", "Bert"}}}}}).status,
              201u);
    ASSERT_EQ(d.post("/rounds").status, 201u);
    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    const json s = game_view(http, started.json_body["game_id"])["settings"];
    EXPECT_EQ(s["clock"]["penalty_per_minute"], 20);
    EXPECT_EQ(s["clock"]["overtime"], "penalty");
    EXPECT_EQ(s["veto"], true);
}

TEST_F(TournamentGameSettings, WithoutThemTheGamesHaveTheRulesDefaults) {
    Director d = create_tournament(http, {{"name", "Gewoon"}, {"rounds", 1}});
    ASSERT_EQ(d.post("/players", {{"players", {{{"name", "Anna"}}, {{"name", "Bert"}}}}}).status,
              201u);
    ASSERT_EQ(d.post("/rounds").status, 201u);
    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    const json s = game_view(http, started.json_body["game_id"])["settings"];
    EXPECT_EQ(s["veto"], false);
    EXPECT_EQ(s["clock"]["overtime"], "loss");
    EXPECT_EQ(s["clock"]["per_player_ms"], 25 * 60'000);
    EXPECT_EQ(s["clock"]["total_game_ms"], 0);
}

TEST_F(TournamentGameSettings, SettingsTheGamesCannotHaveAreRefused) {
    struct Case {
        json request;
        const char* says;
    };
    const Case cases[] = {
        // The tournament rules have no house rules (001 names none).
        {{{"name", "x"}, {"rounds", 1}, {"settings", {{"veto", true}}}}, "box rules"},
        // A rate with overtime "loss".
        {{{"name", "x"}, {"rounds", 1}, {"clock", {{"penalty_per_minute", 5}}}},
         "apply to overtime"},
        // Overtime without a chess clock.
        {{{"name", "x"}, {"rounds", 1}, {"clock_minutes", 0}, {"clock", {{"overtime", "penalty"}}}},
         "chess clock"},
        {{{"name", "x"}, {"rounds", 1}, {"clock", {{"overtime", "soms"}}}}, "overtime"},
        {{{"name", "x"},
          {"rounds", 1},
          {"rules", "box"},
          {"settings", {{"failed_challenge_penalty", 500}}}},
         "0 to 100"},
        {{{"name", "x"}, {"rounds", 1}, {"clock_minutes", 25}, {"clock", {{"minutes", 30}}}},
         "differ"},
    };
    for (const Case& c : cases) {
        auto r = http.post("/api/tournaments", c.request);
        // 400 where the request cannot be read, 422 where the engine refuses the settings.
        EXPECT_TRUE(r.status == 400u || r.status == 422u) << c.request.dump() << "\n" << r.body;
        EXPECT_NE(r.body.find(c.says), std::string::npos) << c.request.dump() << "\n" << r.body;
    }
}

}  // namespace
}  // namespace letterzak::testing
