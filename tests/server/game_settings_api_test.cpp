// The settings a person may choose for a game (SPEC §4, issue 19), through the API: each read by
// the new-game request, kept with the game, shown in its view, and reaching its behaviour
// (a blank swapped, a veto taken, a failed challenge's penalty, a total playing time that ends
// the game); the refusals of settings a rule set does not have; the jury's extra time (V-6).
//
// Seats are dealt from the seed, which a request never names: the tests read the request with
// parse_new_game as the route does and hand it to the service with a seed, then play over HTTP.

#include <gtest/gtest.h>

#include <future>
#include <thread>

#include "core/placement.hpp"
#include "core/score.hpp"
#include "server/new_game_request.hpp"
#include "test_client.hpp"
#include "tournament_client.hpp"

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;

constexpr int kH8 = 7 * 15 + 7;  // the centre square, as the API numbers squares

const json kTwoHumans = json::array({{{"name", "Anna"}}, {{"name", "Bert"}}});

struct Created {
    std::string id;
    std::vector<std::string> tokens;
};

// The request as the route reads it, created with a seed.
Created create_seeded(TestServer& server, const json& request, std::uint64_t seed) {
    const json reply = create_seeded_game(server, request, seed);
    Created c;
    c.id = reply["id"];
    for (const json& s : reply["seats"]) c.tokens.push_back(s.value("token", ""));
    return c;
}

json view(HttpClient& http, const Created& g, int seat) {
    auto r = http.get("/api/games/" + g.id, g.tokens[static_cast<std::size_t>(seat)]);
    EXPECT_EQ(r.status, 200u) << r.body;
    return r.json_body;
}

HttpResult post(HttpClient& http, const Created& g, int seat, const std::string& action,
                const json& body) {
    return http.post("/api/games/" + g.id + "/" + action, body,
                     g.tokens[static_cast<std::size_t>(seat)]);
}

class GameSettingsApi : public ::testing::Test {
  protected:
    TestServer server;
    HttpClient http{server.port()};
};

TEST_F(GameSettingsApi, SettingsAreReadKeptAndShown) {
    const json created = create_game(http, {{"rules", "box"},
                                            {"seats", kTwoHumans},
                                            {"settings",
                                             {{"blank_swap", "then_play"},
                                              {"play_on_after_out", true},
                                              {"veto", true},
                                              {"failed_challenge_penalty", 5}}},
                                            {"clock",
                                             {{"minutes", 20},
                                              {"overtime", "penalty"},
                                              {"penalty_per_minute", 15},
                                              {"overtime_limit_minutes", 3},
                                              {"total_minutes", 90}}}});
    const json v = http.get("/api/games/" + created["id"].get<std::string>()).json_body;
    const json& s = v["settings"];
    EXPECT_EQ(s["blank_swap"], "then_play");
    EXPECT_TRUE(s["play_on_after_out"].get<bool>());
    EXPECT_TRUE(s["veto"].get<bool>());
    EXPECT_EQ(s["failed_challenge_penalty"], 5);
    EXPECT_TRUE(s["clock"]["chess_clock"].get<bool>());
    EXPECT_EQ(s["clock"]["per_player_ms"], 20 * 60'000);
    EXPECT_EQ(s["clock"]["overtime"], "penalty");
    EXPECT_EQ(s["clock"]["penalty_per_minute"], 15);
    EXPECT_EQ(s["clock"]["overtime_limit_ms"], 3 * 60'000);
    EXPECT_EQ(s["clock"]["total_game_ms"], 90 * 60'000);

    // Only the total playing time: no chess clocks (001 IV-1d).
    const json total = create_game(
        http, {{"rules", "tournament"}, {"seats", kTwoHumans}, {"clock", {{"total_minutes", 50}}}});
    const json tv = http.get("/api/games/" + total["id"].get<std::string>()).json_body;
    EXPECT_FALSE(tv["settings"]["clock"]["chess_clock"].get<bool>());
    EXPECT_EQ(tv["settings"]["clock"]["total_game_ms"], 50 * 60'000);
    // The defaults, and what the catalogue tells a form.
    const json plain = create_game(http, {{"rules", "box"}, {"seats", kTwoHumans}});
    const json pv = http.get("/api/games/" + plain["id"].get<std::string>()).json_body;
    EXPECT_EQ(pv["settings"]["blank_swap"], "off");
    EXPECT_FALSE(pv["settings"]["veto"].get<bool>());
    const json catalogue = http.get("/api/rules").json_body;
    for (const json& r : catalogue["rules"])
        EXPECT_EQ(r["house_rules"].get<bool>(), r["name"] == "box" || r["name"] == "box-ij")
            << r["name"];
    EXPECT_EQ(catalogue["limits"]["tournament_clock_minutes"], json::array({20, 30}));
}

TEST_F(GameSettingsApi, SettingsARuleSetDoesNotHaveAreRefused) {
    auto check = [&](const json& body, const std::string& code, const std::string& says) {
        auto r = http.post("/api/games", body);
        EXPECT_EQ(r.status, 400u) << body.dump() << " → " << r.body;
        EXPECT_EQ(r.json_body.value("error", ""), code) << body.dump();
        EXPECT_NE(r.json_body.value("message", "").find(says), std::string::npos) << r.body;
    };
    const json seats = kTwoHumans;
    check({{"rules", "tournament"}, {"seats", seats}, {"settings", {{"veto", true}}}}, "bad_setup",
          "box rules");
    check({{"rules", "woordspel"}, {"seats", seats}, {"settings", {{"blank_swap", "is_turn"}}}},
          "bad_setup", "box rules");
    check({{"rules", "tournament"},
           {"seats", seats},
           {"settings", {{"failed_challenge_penalty", 5}}}},
          "bad_setup", "failed challenge");
    check({{"rules", "box"}, {"seats", seats}, {"settings", {{"failed_challenge_penalty", 500}}}},
          "bad_setup", "0 to 100");
    check({{"rules", "box"}, {"seats", seats}, {"settings", {{"blank_swap", "sometimes"}}}},
          "bad_request", "blank_swap");
    check({{"rules", "box"}, {"seats", seats}, {"settings", {{"veto", "yes"}}}}, "bad_request",
          "veto");
    check({{"rules", "box"}, {"seats", seats}, {"settings", {{"failed_challenge_penalty", 2.5}}}},
          "bad_request", "whole number");
    check({{"seats", seats}, {"clock", {{"minutes", 25}, {"penalty_per_minute", 5}}}}, "bad_setup",
          "\"penalty\"");
    check({{"seats", seats}, {"clock", {{"total_minutes", 30}, {"overtime", "penalty"}}}},
          "bad_setup", "chess clock");
    check({{"seats", seats}, {"clock", {{"minutes", 25}, {"total_minutes", 0}}}}, "bad_setup",
          "total playing time");
    check({{"seats", seats},
           {"clock", {{"minutes", 25}, {"overtime", "penalty"}, {"penalty_per_minute", 1e40}}}},
          "bad_request", "penalty_per_minute");
    check({{"seats", seats},
           {"clock", {{"minutes", 25}, {"overtime", "penalty"}, {"overtime_limit_minutes", 61}}}},
          "bad_setup", "overtime limit");
    EXPECT_EQ(http.get("/api/games").json_body["games"].size(), 0u);
}

// The first seed whose starter holds a blank: the starter, and the game.
Created game_with_blank(TestServer& server, HttpClient& http, const json& request, int& starter) {
    for (std::uint64_t seed = 1;; ++seed) {
        Created g = create_seeded(server, request, seed);
        const json v0 = view(http, g, 0);
        starter = v0["to_move"];
        const json v = view(http, g, starter);
        if (rack_of(v, starter).count(core::kBlank) > 0 || seed == 200) return g;
    }
}

TEST_F(GameSettingsApi, ABlankOnTheBoardIsSwappedForItsLetter) {
    const json request = {
        {"rules", "box"}, {"seats", kTwoHumans}, {"settings", {{"blank_swap", "then_play"}}}};
    int a = 0;
    const Created g = game_with_blank(server, http, request, a);
    const int b = 1 - a;
    const core::Rack rack = rack_of(view(http, g, a), a);
    ASSERT_GT(rack.count(core::kBlank), 0) << "no seed dealt the starter a blank";
    // The blank stands for a letter the player also holds, beside another tile: box rules do
    // not check words at play, and no one challenges.
    core::Letter held = 0, other = 0;
    for (core::Letter l : rack.tiles()) {
        if (l == core::kBlank) continue;
        if (held == 0)
            held = l;
        else if (other == 0)
            other = l;
    }
    ASSERT_NE(other, 0);
    const int h8 = kH8;
    json place = {{"type", "place"},
                  {"tiles",
                   {{{"square", h8}, {"letter", core::letter_name(held)}, {"blank", true}},
                    {{"square", h8 + 1}, {"letter", core::letter_name(other)}}}}};
    ASSERT_EQ(post(http, g, a, "move", place).status, 200u);
    ASSERT_EQ(post(http, g, b, "move", {{"type", "pass"}}).status, 200u);
    // Not the other's turn, not a square without a blank.
    EXPECT_EQ(post(http, g, b, "swap-blank", {{"square", "H8"}}).json_body["error"],
              "not_your_turn");
    EXPECT_EQ(post(http, g, a, "swap-blank", {{"square", "I8"}}).json_body["error"],
              "no_blank_there");
    const auto swapped = post(http, g, a, "swap-blank", {{"square", "H8"}});
    ASSERT_EQ(swapped.status, 200u) << swapped.body;
    const json v = view(http, g, a);
    bool found = false;
    for (const json& t : v["board"])
        if (t["sq"] == h8) {
            found = true;
            EXPECT_FALSE(t["blank"].get<bool>());
            EXPECT_EQ(t["letter"], core::letter_name(held));
        }
    EXPECT_TRUE(found);
    EXPECT_EQ(rack_of(v, a).count(core::kBlank), 1) << "the blank is back on the rack";
    EXPECT_EQ(v["to_move"], a) << "then_play: the player still plays the turn";
    EXPECT_EQ(post(http, g, a, "move", {{"type", "pass"}}).status, 200u);
}

TEST_F(GameSettingsApi, WithoutTheHouseRuleABlankSwapIsRefused) {
    const json created = create_game(http, {{"rules", "box"}, {"seats", kTwoHumans}});
    Created g{created["id"], {}};
    for (const json& s : created["seats"]) g.tokens.push_back(s.value("token", ""));
    const int a = view(http, g, 0)["to_move"];
    const auto r = post(http, g, a, "swap-blank", {{"square", "H8"}});
    EXPECT_EQ(r.status, 422u) << r.body;
    EXPECT_EQ(r.json_body["error"], "house_rule_off");
}

TEST_F(GameSettingsApi, AVetoTakesThePlayBack) {
    const json request = {{"rules", "box"}, {"seats", kTwoHumans}, {"settings", {{"veto", true}}}};
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const Created g = create_seeded(server, request, seed);
        const int a = view(http, g, 0)["to_move"];
        const int b = 1 - a;
        // A plays two tiles over the centre: a small score.
        const core::Rack rack = rack_of(view(http, g, a), a);
        std::vector<core::Letter> tiles;
        for (core::Letter l : rack.tiles())
            if (l != core::kBlank && tiles.size() < 2) tiles.push_back(l);
        const json place = {{"type", "place"},
                            {"tiles",
                             {{{"square", kH8}, {"letter", core::letter_name(tiles[0])}},
                              {{"square", kH8 + 1}, {"letter", core::letter_name(tiles[1])}}}}};
        ASSERT_EQ(post(http, g, a, "move", place).status, 200u);
        const json before = view(http, g, b);
        const int played = before["turns"].back()["score"];
        // B shows the best play on the board as it was (empty): it covers the centre too.
        json empty = before;
        empty["board"] = json::array();
        const auto better = best_move(empty);
        if (!better || core::score_placement(
                           *core::rule_set_by_name("box"),
                           *core::validate_placement(core::Board{}, *core::rule_set_by_name("box"),
                                                     rack_of(before, b), *better)) <= played)
            continue;  // B has nothing better: another deal
        const auto r = post(http, g, b, "veto", place_request(*better));
        ASSERT_EQ(r.status, 200u) << r.body;
        const json after = view(http, g, a);
        EXPECT_TRUE(after["board"].empty()) << "the vetoed tiles went back";
        EXPECT_EQ(after["to_move"], a) << "the vetoed player plays again";
        EXPECT_EQ(rack_of(after, a), rack) << "with the same rack";
        ASSERT_FALSE(after["turns"].empty());
        EXPECT_TRUE(after["turns"].back()["withdrawn"].get<bool>());
        return;
    }
    FAIL() << "no deal in 30 gave the second player a better play";
}

TEST_F(GameSettingsApi, AFailedChallengeCostsThePenalty) {
    const json request = {
        {"rules", "box"}, {"seats", kTwoHumans}, {"settings", {{"failed_challenge_penalty", 7}}}};
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Created g = create_seeded(server, request, seed);
        const int a = view(http, g, 0)["to_move"];
        const auto move = best_move(view(http, g, a));
        if (!move) continue;
        ASSERT_EQ(post(http, g, a, "move", place_request(*move)).status, 200u);
        const auto r = post(http, g, 1 - a, "challenge", json::object());
        ASSERT_EQ(r.status, 200u) << r.body;
        EXPECT_TRUE(r.json_body["challenge"]["valid"].get<bool>());
        const json v = view(http, g, a);
        ASSERT_FALSE(v["adjustments"].empty());
        EXPECT_EQ(v["adjustments"].back()["kind"], "failed_challenge");
        EXPECT_EQ(v["adjustments"].back()["points"], -7);
        EXPECT_EQ(v["adjustments"].back()["seat"], 1 - a);
        EXPECT_EQ(v["seats"][static_cast<std::size_t>(1 - a)]["score"], -7);
        return;
    }
    FAIL() << "no deal gave the starter a word";
}

TEST_F(GameSettingsApi, TheTotalPlayingTimeEndsTheGame) {
    // Through the service: the API takes whole minutes, the test has a second. The request's
    // reading of "total_minutes" is tested above.
    server::NewGame spec;
    spec.seats = {{"Anna", store::SeatKind::kHuman, ""}, {"Bert", store::SeatKind::kHuman, ""}};
    spec.clock.total_game = 400;  // ms, no chess clock
    std::promise<server::Reply> done;
    server.server->service().create(spec, [&](server::Reply r) { done.set_value(std::move(r)); });
    const server::Reply created = done.get_future().get();
    ASSERT_EQ(created.status, 201u);
    const std::string id = created.body["id"];
    for (const json& s : created.body["seats"])
        ASSERT_EQ(http.get("/api/games/" + id, s["token"].get<std::string>()).status, 200u);
    json v;
    for (int i = 0; i < 150; ++i) {
        std::this_thread::sleep_for(20ms);
        v = http.get("/api/games/" + id).json_body;
        if (v["status"] != "in_progress") break;
    }
    EXPECT_EQ(v["end_reason"], "total_time");
    // IV-1a's arithmetic: each subtracts the own rack, nothing is added.
    for (std::size_t s = 0; s < 2; ++s) {
        const json& seat = v["result"]["seats"][s];
        EXPECT_LT(seat["end_racks"].get<int>(), 0);
        EXPECT_EQ(seat["final"], seat["play_score"].get<int>() + seat["end_racks"].get<int>());
    }
}

// V-6: the jury gives a player extra time; it is an event on the clock and a line on the sheet.
TEST_F(GameSettingsApi, TheJuryGivesExtraTime) {
    Director d =
        create_tournament(http, {{"name", "Clubavond"}, {"rounds", 1}, {"clock_minutes", 25}});
    ASSERT_EQ(d.post("/players", {{"players", {{{"name", "Anna"}}, {{"name", "Bert"}}}}}).status,
              201u);
    ASSERT_EQ(d.post("/rounds").status, 201u);
    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    const std::string game_id = started.json_body["game_id"];
    const std::string path = "/games/" + game_id + "/extra-time";
    // Only the director, and only as much as makes sense.
    EXPECT_EQ(http.post(d.url(path), {{"seat", 0}, {"seconds", 120}}).status, 401u);
    EXPECT_EQ(d.post(path, {{"seat", 2}, {"seconds", 120}}).status, 400u);
    EXPECT_EQ(d.post(path, {{"seat", 0}, {"seconds", "lots"}}).status, 400u);
    const auto too_much = d.post(path, {{"seat", 0}, {"seconds", 7200}});
    EXPECT_EQ(too_much.json_body.value("error", ""), "bad_extra_time") << too_much.body;
    const auto given = d.post(path, {{"seat", 1}, {"seconds", 150}, {"note", "storing"}});
    ASSERT_EQ(given.status, 200u) << given.body;
    EXPECT_EQ(given.json_body["extra_ms"], 150'000);
    // The clocks wait for the players: the seat's time left is its 25 minutes and the extra.
    EXPECT_EQ(given.json_body["clock_ms"], 25 * 60'000 + 150'000);
    const json v = game_view(http, game_id);
    EXPECT_EQ(v["seats"][1]["clock_ms"], 25 * 60'000 + 150'000);
    EXPECT_EQ(v["seats"][0]["clock_ms"], 25 * 60'000);
    // On the score sheet, with the note, in both forms.
    const json sheet = http.get("/api/games/" + game_id + "/scoresheet").json_body;
    bool line = false;
    for (const json& l : sheet["lines"])
        if (l["kind"] == "extra_time") {
            line = true;
            EXPECT_EQ(l["seat"], 1);
            EXPECT_EQ(l["extra_ms"], 150'000);
            EXPECT_EQ(l["note"], "storing");
            EXPECT_EQ(l["points"], 0);
        }
    EXPECT_TRUE(line) << sheet.dump();
    const std::string text = http.get("/api/games/" + game_id + "/scoresheet?format=text").body;
    EXPECT_NE(text.find("extra tijd van de jury: 2:30 (storing)"), std::string::npos) << text;
}

}  // namespace
}  // namespace letterzak::testing
