// The JSON API, endpoint by endpoint, against an in-process server on a free loopback port:
// what each answers, and that every refusal is a 4xx JSON error {"error","message"} that
// leaves the game exactly as it was.

#include <gtest/gtest.h>

#include <array>
#include <boost/asio/connect.hpp>
#include <future>
#include <thread>

#include "core/placement.hpp"
#include "formats/notation.hpp"
#include "test_client.hpp"

namespace letterzak::testing {
namespace {

namespace http = boost::beast::http;
using namespace std::chrono_literals;

const json kHumanVsHuman = {{"rules", "tournament"},
                            {"seats", {{{"name", "Anna"}}, {{"name", "Bert"}}}}};

struct Game {
    std::string id;
    std::vector<std::string> tokens;  // per seat ("" for computers)
};

Game make_game(HttpClient& http, const json& request = kHumanVsHuman) {
    json created = create_game(http, request);
    Game g;
    g.id = created["id"].get<std::string>();
    for (const json& s : created["seats"]) g.tokens.push_back(s.value("token", ""));
    return g;
}

json view(HttpClient& http, const Game& g, int seat);

// A new human game whose first mover can place a word (a rack of seven tiles now and then
// spells nothing): the game, and that mover.
Game make_playable_game(HttpClient& http, int& mover) {
    for (int attempt = 0;; ++attempt) {
        Game g = make_game(http);
        mover = view(http, g, 0)["to_move"];
        if (best_move(view(http, g, mover)) || attempt == 20) return g;
    }
}

json view(HttpClient& http, const Game& g, int seat) {
    auto r =
        http.get("/api/games/" + g.id, seat >= 0 ? g.tokens[static_cast<std::size_t>(seat)] : "");
    EXPECT_EQ(r.status, 200u) << r.body;
    return r.json_body;
}

// A refusal: the status, a JSON body with a code and a message, and the game untouched as
// both seats see it.
void expect_refusal(HttpClient& http, const Game& g, const std::function<HttpResult()>& request,
                    unsigned status, const std::string& code) {
    const json before0 = without_clock(view(http, g, 0)), before1 = without_clock(view(http, g, 1));
    HttpResult r = request();
    EXPECT_EQ(r.status, status) << r.body;
    ASSERT_TRUE(r.json_body.is_object()) << r.body;
    EXPECT_EQ(r.json_body.value("error", ""), code) << r.body;
    EXPECT_FALSE(r.json_body.value("message", "").empty()) << r.body;
    EXPECT_EQ(r.headers["Content-Type"], "application/json; charset=utf-8");
    EXPECT_EQ(without_clock(view(http, g, 0)), before0)
        << "the game changed after a refused request";
    EXPECT_EQ(without_clock(view(http, g, 1)), before1);
}

class Api : public ::testing::Test {
  protected:
    TestServer server;
    HttpClient http{server.port()};
};

TEST_F(Api, HealthAndRules) {
    auto h = http.get("/api/health");
    EXPECT_EQ(h.status, 200u);
    EXPECT_TRUE(h.json_body["ok"].get<bool>());
    auto r = http.get("/api/rules");
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.json_body["default_rules"], "tournament");
    ASSERT_GE(r.json_body["rules"].size(), 4u);
    const json& t = r.json_body["rules"][0];
    EXPECT_EQ(t["name"], "tournament");
    EXPECT_EQ(t["rack_size"], 7);
    EXPECT_EQ(t["tiles"]["Q"]["value"], 10);
    EXPECT_EQ(t["layout"]["premiums"].size(), 225u);
    EXPECT_EQ(t["layout"]["premiums"][0], "3W");
    EXPECT_EQ(t["layout"]["premiums"][112], "2W");
    EXPECT_FALSE(r.json_body["computers"].empty());
}

// HEAD on a GET route: the GET's status and headers, no body; a listing's limit must be a
// count; a command's type and version say what is wrong with them.
TEST_F(Api, HeadLimitsAndCommandHeaders) {
    auto get = http.get("/api/rules");
    auto head = http.request(boost::beast::http::verb::head, "/api/rules");
    EXPECT_EQ(head.status, 200u);
    EXPECT_TRUE(head.body.empty());
    EXPECT_EQ(head.headers["Content-Length"], std::to_string(get.body.size()));
    EXPECT_EQ(head.headers["Content-Type"], get.headers["Content-Type"]);
    EXPECT_EQ(http.request(boost::beast::http::verb::head, "/api/games").status, 200u);
    EXPECT_EQ(http.request(boost::beast::http::verb::head, "/api/tournaments").status, 200u);

    for (const char* target : {"/api/games?limit=-1", "/api/tournaments?limit=-1"}) {
        const auto r = http.get(target);
        EXPECT_EQ(r.status, 400u) << target;
        EXPECT_NE(r.body.find("whole number"), std::string::npos) << r.body;
    }

    const json game = create_game(http, {{"seats", {{{"type", "human"}}, {{"type", "human"}}}}});
    const std::string id = game["id"];
    const std::string token = game["seats"][0]["token"];
    const auto type = http.post("/api/games/" + id + "/move", json{{"type", 1}}, token);
    EXPECT_EQ(type.status, 400u);
    EXPECT_NE(type.body.find("must be a string"), std::string::npos) << type.body;
    const auto version =
        http.post("/api/games/" + id + "/move", json{{"type", "pass"}, {"version", -1}}, token);
    EXPECT_EQ(version.status, 400u);
    EXPECT_NE(version.body.find("cannot be negative"), std::string::npos) << version.body;
}

TEST_F(Api, CreateGivesTokensOnlyToHumansAndOnlyOnce) {
    json created = create_game(http, {{"rules", "tournament"},
                                      {"public", true},
                                      {"seats", {{{"name", "Anna"}}, {{"type", "computer"}}}}});
    ASSERT_EQ(created["seats"].size(), 2u);
    EXPECT_TRUE(created["seats"][0].contains("token"));
    EXPECT_FALSE(created["seats"][1].contains("token"));
    EXPECT_EQ(created["seats"][1]["level"], http.get("/api/rules").json_body["default_level"]);
    EXPECT_EQ(created["game"]["viewer"], 0);
    const std::string token = created["seats"][0]["token"];
    // Nothing afterwards shows a token again.
    auto v = http.get("/api/games/" + created["id"].get<std::string>(), token);
    EXPECT_EQ(v.body.find(token), std::string::npos);
    auto list = http.get("/api/games");
    ASSERT_EQ(list.json_body["games"].size(), 1u);
    EXPECT_EQ(list.body.find(token), std::string::npos);
}

TEST_F(Api, CreateRefusals) {
    auto check = [&](const std::string& body, unsigned status, const std::string& code) {
        auto r = http.post_raw("/api/games", body);
        EXPECT_EQ(r.status, status) << body << " → " << r.body;
        EXPECT_EQ(r.json_body.value("error", ""), code) << body;
    };
    check("", 400, "bad_json");
    check("{not json", 400, "bad_json");
    check("[1,2]", 400, "bad_request");
    check(R"({"rules":"chess","seats":[{},{}]})", 400, "bad_setup");
    check(R"({"rules":"tournament","seats":[{}]})", 400, "bad_setup");
    check(R"({"rules":"tournament","seats":[{},{},{}]})", 400, "bad_setup");
    check(R"({"rules":"tournament","seats":[{"type":"alien"},{}]})", 400, "bad_request");
    check(R"({"rules":"tournament","seats":[{"type":"computer","level":"grandmaster"},{}]})", 400,
          "bad_setup");
    check(R"({"rules":"tournament","seats":[{},{}],"clock":{"minutes":0}})", 400, "bad_setup");
    check(R"({"rules":"tournament","seats":[{},{}],"clock":{"minutes":"lots"}})", 400,
          "bad_request");
    check(std::string(70 * 1024, ' ') + "{}", 413, "body_too_large");
    EXPECT_EQ(http.get("/api/games").json_body["games"].size(), 0u);
}

TEST_F(Api, NamesAreCleaned) {
    json created = create_game(
        http, {{"seats", {{{"name", "  Anna\u0001\n  "}}, {{"name", std::string(100, 'x')}}}}});
    EXPECT_EQ(created["seats"][0]["name"], "Anna");
    EXPECT_EQ(created["seats"][1]["name"].get<std::string>().size(), 40u);
    json box = create_game(
        http,
        {{"rules", "box"}, {"seats", {json::object(), json::object(), {{"type", "computer"}}}}});
    EXPECT_EQ(box["seats"][0]["name"], "Speler 1");
    EXPECT_EQ(box["seats"][2]["name"], "Computer");
}

TEST_F(Api, ViewsHideOtherRacks) {
    Game g = make_game(http);
    json v0 = view(http, g, 0), v1 = view(http, g, 1), spectator = view(http, g, -1);
    EXPECT_EQ(v0["viewer"], 0);
    EXPECT_TRUE(v0["seats"][0].contains("rack"));
    EXPECT_FALSE(v0["seats"][1].contains("rack"));
    EXPECT_EQ(v0["seats"][1]["rack_count"], 7);
    EXPECT_FALSE(v1["seats"][0].contains("rack"));
    EXPECT_TRUE(v1["seats"][1].contains("rack"));
    EXPECT_TRUE(spectator["viewer"].is_null());
    EXPECT_FALSE(spectator["seats"][0].contains("rack"));
    EXPECT_FALSE(spectator["seats"][1].contains("rack"));
    EXPECT_EQ(spectator["bag"], 102 - 14);
    for (const json* v : {&v0, &v1, &spectator}) {
        EXPECT_FALSE(v->contains("seed"));
        EXPECT_FALSE(v->contains("events"));
    }
}

TEST_F(Api, ViewRefusals) {
    Game g = make_game(http);
    auto r = http.get("/api/games/nosuchgame12345");
    EXPECT_EQ(r.status, 404u);
    EXPECT_EQ(r.json_body["error"], "unknown_game");
    r = http.get("/api/games/NOT..VALID");
    EXPECT_EQ(r.status, 404u);
    r = http.get("/api/games/" + g.id, "wrongwrongwrongwrongwrongwrong");
    EXPECT_EQ(r.status, 403u);
    EXPECT_EQ(r.json_body["error"], "bad_token");
    r = http.get("/api/games/" + g.id, "bad token!");
    EXPECT_EQ(r.status, 403u);
    r = http.get("/api/games/" + g.id + "/nonsense");
    EXPECT_EQ(r.status, 404u);
    EXPECT_EQ(r.json_body["error"], "not_found");
    r = http.request(http::verb::delete_, "/api/games/" + g.id);
    EXPECT_EQ(r.status, 405u);
    EXPECT_EQ(r.json_body["error"], "method_not_allowed");
    r = http.get("/api/nothing");
    EXPECT_EQ(r.status, 404u);
}

TEST_F(Api, TokenOfAnotherGameIsRefused) {
    Game a = make_game(http), b = make_game(http);
    expect_refusal(
        http, b,
        [&] {
            return http.post("/api/games/" + b.id + "/move", {{"type", "pass"}}, a.tokens[0]);
        },
        403, "bad_token");
    auto r = http.get("/api/games/" + b.id, a.tokens[0]);
    EXPECT_EQ(r.status, 403u);
}

TEST_F(Api, Join) {
    Game g = make_game(http);
    auto r = http.post_raw("/api/games/" + g.id + "/join", "", g.tokens[1]);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(r.json_body["seat"], 1);
    EXPECT_EQ(r.json_body["name"], "Bert");
    EXPECT_EQ(r.json_body["game"]["viewer"], 1);
    r = http.post_raw("/api/games/" + g.id + "/join", "");
    EXPECT_EQ(r.status, 401u);
    EXPECT_EQ(r.json_body["error"], "missing_token");
    r = http.post_raw("/api/games/" + g.id + "/join", "", "xxxxxxxxxxxxxxxxxxxxxxxx");
    EXPECT_EQ(r.status, 403u);
}

TEST_F(Api, PlayPreviewAndRefusals) {
    int mover = 0;
    Game g = make_playable_game(http, mover);
    const int other = 1 - mover;
    const std::string& tok = g.tokens[static_cast<std::size_t>(mover)];
    const std::string& other_tok = g.tokens[static_cast<std::size_t>(other)];
    const std::string move_url = "/api/games/" + g.id + "/move";
    json mv = view(http, g, mover);
    auto best = best_move(mv);
    ASSERT_TRUE(best);

    // Refusals, each leaving the game as it was.
    expect_refusal(
        http, g, [&] { return http.post(move_url, place_request(*best), other_tok); }, 409,
        "not_your_turn");
    expect_refusal(
        http, g, [&] { return http.post(move_url, place_request(*best)); }, 401, "missing_token");
    expect_refusal(
        http, g,
        [&] { return http.post(move_url, place_request(*best), "tttttttttttttttttttttttt"); }, 403,
        "bad_token");
    expect_refusal(
        http, g, [&] { return http.post_raw(move_url, "{\"type\":\"place\",", tok); }, 400,
        "bad_json");
    expect_refusal(
        http, g, [&] { return http.post_raw(move_url, std::string(65 * 1024, 'x'), tok); }, 413,
        "body_too_large");
    expect_refusal(
        http, g,
        [&] {
            return http.post(move_url, {{"type", "fly"}}, tok);
        },
        400, "bad_request");
    expect_refusal(
        http, g,
        [&] {
            return http.post(move_url, {{"tiles", json::array()}}, tok);
        },
        400, "bad_request");
    // Off the centre on the first move; tiles the rack does not hold; an exchange of them.
    const core::Rack rack = rack_of(mv, mover);
    json corner = json::array();
    for (core::Letter l : rack.tiles())
        if (l != core::kBlank && corner.size() < 2)
            corner.push_back({{"square", corner.size()}, {"letter", core::letter_name(l)}});
    expect_refusal(
        http, g,
        [&] {
            return http.post(move_url, {{"type", "place"}, {"tiles", corner}}, tok);
        },
        422, "first_move_off_center");
    std::string missing;
    for (char c = 'A'; c <= 'Z' && missing.size() < 3; ++c)
        if (rack.count(static_cast<core::Letter>(c - 'A' + 1)) == 0) missing += c;
    expect_refusal(
        http, g,
        [&] {
            return http.post(move_url, {{"type", "place"}, {"move", "8H " + missing}}, tok);
        },
        422, "not_on_rack");
    expect_refusal(
        http, g,
        [&] {
            return http.post(move_url, {{"type", "exchange"}, {"tiles", missing}}, tok);
        },
        422, "not_on_rack");
    expect_refusal(
        http, g,
        [&] {
            return http.post(move_url, {{"type", "pass"}, {"version", 999}}, tok);
        },
        409, "stale_state");
    expect_refusal(
        http, g, [&] { return http.post_raw("/api/games/" + g.id + "/challenge", "", tok); }, 409,
        "nothing_to_challenge");

    // The preview says what the move would score, and refuses what the referee would.
    auto p = http.post("/api/games/" + g.id + "/preview", place_request(*best), tok);
    ASSERT_EQ(p.status, 200u) << p.body;
    EXPECT_TRUE(p.json_body["legal"].get<bool>());
    EXPECT_EQ(p.json_body["score"], best->score);
    EXPECT_TRUE(p.json_body["your_turn"].get<bool>());
    EXPECT_FALSE(p.json_body["words"].empty());
    auto bad = http.post(
        "/api/games/" + g.id + "/preview",
        {{"tiles", {{{"square", "A1"}, {"letter", "A"}}, {{"square", "B1"}, {"letter", "B"}}}}},
        tok);
    EXPECT_EQ(bad.status, 200u);
    EXPECT_FALSE(bad.json_body["legal"].get<bool>());
    EXPECT_FALSE(bad.json_body["error"].get<std::string>().empty());
    EXPECT_EQ(http.post("/api/games/" + g.id + "/preview", place_request(*best)).status, 401u);
    EXPECT_EQ(http.post_raw("/api/games/" + g.id + "/preview", "nope", tok).status, 400u);

    // Played: the score the preview promised, the version up, the turn passed on.
    const unsigned version = mv["version"];
    auto played = http.post(move_url, place_request(*best), tok);
    ASSERT_EQ(played.status, 200u) << played.body;
    const json& after = played.json_body["game"];
    EXPECT_EQ(after["seats"][static_cast<std::size_t>(mover)]["score"], best->score);
    EXPECT_GT(after["version"].get<unsigned>(), version);
    EXPECT_EQ(after["to_move"], other);
    EXPECT_EQ(after["turns"].size(), 1u);
    EXPECT_EQ(after["turns"][0]["score"], best->score);
    // The mover's own turn shows its rack; the other seat's view of it does not.
    EXPECT_TRUE(after["turns"][0].contains("rack"));
    json seen_by_other = view(http, g, other);
    EXPECT_FALSE(seen_by_other["turns"][0].contains("rack"));
    EXPECT_TRUE(seen_by_other["can_challenge"].get<bool>());
    // The mover may not protest their own play.
    expect_refusal(
        http, g, [&] { return http.post_raw("/api/games/" + g.id + "/challenge", "", tok); }, 409,
        "own_play");
    // A seat not on move hears whose turn it is, not what is wrong with its move on this board:
    // the same play again lands on occupied squares, an exchange of tiles it lacks, a pass.
    expect_refusal(
        http, g, [&] { return http.post(move_url, place_request(*best), tok); }, 409,
        "not_your_turn");
    expect_refusal(
        http, g,
        [&] {
            return http.post(move_url, {{"type", "exchange"}, {"tiles", missing}}, tok);
        },
        409, "not_your_turn");
    expect_refusal(
        http, g,
        [&] {
            return http.post(move_url, {{"type", "pass"}}, tok);
        },
        409, "not_your_turn");
}

TEST_F(Api, ExchangeIsHiddenFromTheOpponent) {
    Game g = make_game(http);
    const int mover = view(http, g, 0)["to_move"];
    const std::string& tok = g.tokens[static_cast<std::size_t>(mover)];
    json mv = view(http, g, mover);
    const std::string two =
        mv["seats"][static_cast<std::size_t>(mover)]["rack"][0].get<std::string>() +
        mv["seats"][static_cast<std::size_t>(mover)]["rack"][1].get<std::string>();
    auto r = http.post("/api/games/" + g.id + "/move", {{"type", "exchange"}, {"tiles", two}}, tok);
    ASSERT_EQ(r.status, 200u) << r.body;
    const json& own = r.json_body["game"]["turns"][0];
    EXPECT_EQ(own["kind"], "exchange");
    EXPECT_EQ(own["exchanged"], 2);
    EXPECT_EQ(own["exchanged_tiles"].size(), 2u);
    const json other = view(http, g, 1 - mover)["turns"][0];
    EXPECT_EQ(other["exchanged"], 2);
    EXPECT_FALSE(other.contains("exchanged_tiles"));
}

TEST_F(Api, ProtestOfAnInvalidWordTakesItBack) {
    Game g = make_game(http);
    const int mover = view(http, g, 0)["to_move"];
    const std::string& tok = g.tokens[static_cast<std::size_t>(mover)];
    const std::string& other_tok = g.tokens[static_cast<std::size_t>(1 - mover)];
    json mv = view(http, g, mover);
    // Two rack tiles through the centre: geometrically fine, almost surely not a word; the
    // tournament rules do not check words when played.
    const json& rack = mv["seats"][static_cast<std::size_t>(mover)]["rack"];
    std::vector<std::string> letters;
    for (const json& l : rack)
        letters.push_back(l.get<std::string>() == "?" ? "X" : l.get<std::string>());
    json tiles = json::array();
    int placed = 0;
    for (std::size_t i = 0; i < rack.size() && placed < 2; ++i) {
        if (rack[i] == "?") continue;
        tiles.push_back({{"square", 112 + placed}, {"letter", rack[i]}});
        ++placed;
    }
    auto r = http.post("/api/games/" + g.id + "/move", {{"type", "place"}, {"tiles", tiles}}, tok);
    ASSERT_EQ(r.status, 200u) << r.body;
    const std::string word = r.json_body["game"]["turns"][0]["word"];
    auto c = http.post_raw("/api/games/" + g.id + "/challenge", "", other_tok);
    ASSERT_EQ(c.status, 200u) << c.body;
    const bool valid = c.json_body["challenge"]["valid"];
    const json after = c.json_body["game"];
    if (!valid) {
        // III-10: tiles back, −20, the same player plays again.
        EXPECT_TRUE(after["board"].empty()) << word;
        EXPECT_EQ(after["to_move"], mover);
        EXPECT_EQ(after["seats"][static_cast<std::size_t>(mover)]["score"], -20);
    } else {
        EXPECT_EQ(after["to_move"], 1 - mover) << word << " is a word: nothing changes";
    }
}

TEST_F(Api, TheJuryCorrectsInvalidWordsAfterTheGame) {
    Game g = make_game(http);
    const int mover = view(http, g, 0)["to_move"];
    const std::string& tok = g.tokens[static_cast<std::size_t>(mover)];
    // Two rack tiles through the centre that make no word (the tournament rules accept them
    // during play); nobody protests, the game ends, the jury finds it.
    const json v0 = view(http, g, mover);
    const std::vector<core::Letter> rack = rack_of(v0, mover).tiles();
    json tiles = json::array();
    for (std::size_t i = 0; i < rack.size() && tiles.empty(); ++i)
        for (std::size_t j = 0; j < rack.size() && tiles.empty(); ++j) {
            const std::array<core::Letter, 2> pair{rack[i], rack[j]};
            if (i == j || rack[i] == core::kBlank || rack[j] == core::kBlank || is_word(v0, pair))
                continue;
            for (std::size_t k = 0; k < 2; ++k)
                tiles.push_back({{"square", 112 + static_cast<int>(k)},
                                 {"letter", core::letter_name(pair[k])}});
        }
    if (tiles.empty()) GTEST_SKIP() << "every pair of this rack's tiles is a word";
    auto played =
        http.post("/api/games/" + g.id + "/move", {{"type", "place"}, {"tiles", tiles}}, tok);
    ASSERT_EQ(played.status, 200u) << played.body;
    const int score = played.json_body["game"]["turns"][0]["score"];
    ASSERT_EQ(http.post_raw("/api/games/" + g.id + "/resign", "",
                            g.tokens[static_cast<std::size_t>(1 - mover)])
                  .status,
              200u);
    json v;
    for (int i = 0; i < 100; ++i) {
        v = view(http, g, 0);
        if (v["status"] == "finished") break;
        std::this_thread::sleep_for(20ms);
    }
    ASSERT_EQ(v["status"], "finished");
    bool found = false;
    for (const json& a : v["adjustments"]) {
        if (a["kind"] != "jury") continue;
        found = true;
        EXPECT_EQ(a["seat"], mover);
        EXPECT_EQ(a["points"], -(score + 20));  // III-10: the turn's score plus 20
    }
    EXPECT_TRUE(found) << "no jury correction for " << played.json_body["game"]["turns"][0]["word"];
    EXPECT_EQ(v["result"]["seats"][static_cast<std::size_t>(mover)]["jury"], -(score + 20));
    auto sheet = http.get("/api/games/" + g.id + "/scoresheet");
    EXPECT_NE(sheet.body.find("\"jury\""), std::string::npos);
}

TEST_F(Api, ResignEndsTheGameAndOpensTheRecords) {
    json request = kHumanVsHuman;
    request["public"] = true;  // listed below
    Game g = make_game(http, request);
    const std::string url = "/api/games/" + g.id;
    EXPECT_EQ(http.get(url + "/analysis").status, 409u);
    EXPECT_EQ(http.get(url + "/analysis").json_body["error"], "game_not_over");
    auto r = http.post_raw(url + "/resign", "", g.tokens[1]);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_NE(r.json_body["game"]["status"], "in_progress");
    // Everything is over: moves are refused.
    auto again = http.post(url + "/move", {{"type", "pass"}}, g.tokens[0]);
    EXPECT_EQ(again.status, 409u);
    EXPECT_EQ(again.json_body["error"], "game_over");
    EXPECT_EQ(http.post_raw(url + "/resign", "", g.tokens[0]).status, 409u);
    // Both racks are shown once the game is over.
    json v = view(http, g, 0);
    EXPECT_TRUE(v["seats"][1].contains("rack"));
    EXPECT_FALSE(v["result"].is_null());
    EXPECT_EQ(v["result"]["winner"], 0);
    auto analysis = http.get(url + "/analysis");
    EXPECT_EQ(analysis.status, 200u) << analysis.body;
    auto list = http.get("/api/games?status=finished");
    EXPECT_EQ(list.json_body["games"].size(), 1u);
    EXPECT_TRUE(list.json_body["next"].is_null());
    EXPECT_EQ(http.get("/api/games?status=active").json_body["games"].size(), 0u);
    EXPECT_EQ(http.get("/api/games?status=sideways").status, 400u);
}

// "Is dit een woord?": a seat of a casual game asks the game's word list; under tournament
// rules only the jury checks words, so the question is refused there.
TEST(ApiWordCheck, CasualGamesOnlyWithTheSeatsTokenAndRateLimited) {
    TestServer server([](server::ServerConfig& c) { c.word_check_rate = {0.001, 4}; });
    HttpClient http{server.port()};
    Game box = make_game(http, {{"rules", "box"}, {"seats", {json::object(), json::object()}}});
    const std::string url = "/api/games/" + box.id + "/word?w=";
    auto kat = http.get(url + "Kat", box.tokens[1]);
    ASSERT_EQ(kat.status, 200u) << kat.body;
    EXPECT_EQ(kat.json_body["word"], "Kat");
    EXPECT_TRUE(kat.json_body["valid"].get<bool>());
    auto nonsense = http.get(url + "qxkzv", box.tokens[0]);
    ASSERT_EQ(nonsense.status, 200u) << nonsense.body;
    EXPECT_FALSE(nonsense.json_body["valid"].get<bool>());
    // Typed as people type: a diacritic is read as the list reads it (café is cafe).
    EXPECT_EQ(http.get(url + "caf%C3%A9", box.tokens[0]).json_body["valid"], true);
    EXPECT_EQ(http.get(url + "kat", "").json_body["error"], "missing_token");
    EXPECT_EQ(http.get("/api/games/" + box.id + "/word", box.tokens[0]).status, 400u);
    EXPECT_EQ(http.get(url + std::string(80, 'a'), box.tokens[0]).status, 400u);
    // Under tournament rules: refused, with a reason the board can show.
    Game tournament = make_game(http);
    auto jury = http.get("/api/games/" + tournament.id + "/word?w=kat", tournament.tokens[0]);
    EXPECT_EQ(jury.status, 403u) << jury.body;
    EXPECT_EQ(jury.json_body["error"], "jury_only");
    // Four checks from this address so far (the burst; refusals before the lookup not
    // counted): the next waits.
    auto limited = http.get(url + "kat", box.tokens[0]);
    EXPECT_EQ(limited.status, 429u) << limited.body;
    EXPECT_FALSE(limited.headers["Retry-After"].empty());
}

// A GCG record opened from disk is analysed as the server analyses its own game: the same
// turns, the same moves played, the same best moves.
TEST_F(Api, AnUploadedRecordIsAnalysedAsAServerGame) {
    int mover = 0;
    Game g = make_playable_game(http, mover);
    const std::string url = "/api/games/" + g.id;
    auto best = best_move(view(http, g, mover));
    ASSERT_TRUE(best);
    ASSERT_EQ(
        http.post(url + "/move", place_request(*best), g.tokens[static_cast<std::size_t>(mover)])
            .status,
        200u);
    ASSERT_EQ(http.post_raw(url + "/resign", "", g.tokens[0]).status, 200u);
    // The jury checks the words first (on the server's own time): then the game is finished.
    auto own = http.get(url + "/analysis");
    for (int i = 0; i < 200 && own.status == 409u; ++i) {
        std::this_thread::sleep_for(25ms);
        own = http.get(url + "/analysis");
    }
    ASSERT_EQ(own.status, 200u) << own.body;
    auto gcg = http.get(url + "/gcg", g.tokens[0]);
    ASSERT_EQ(gcg.status, 200u);

    auto uploaded = http.post_raw("/api/records/analysis", gcg.body);
    ASSERT_EQ(uploaded.status, 200u) << uploaded.body;
    const json& a = uploaded.json_body;
    EXPECT_EQ(a["rules"], "tournament");
    EXPECT_EQ(a["players"].size(), 2u);
    // A resignation is no GCG line: the replay notes the end it cannot see, nothing in the turns.
    for (const json& issue : a["issues"])
        EXPECT_TRUE(issue["code"] != "illegal_move" && issue["code"] != "score") << issue.dump();
    EXPECT_TRUE(a["complete"].get<bool>());
    ASSERT_EQ(a["turns"].size(), own.json_body["turns"].size());
    ASSERT_FALSE(a["turns"].empty());
    for (std::size_t t = 0; t < a["turns"].size(); ++t) {
        const json& mine = a["turns"][t];
        const json& theirs = own.json_body["turns"][t];
        EXPECT_EQ(mine["played"]["move_gcg"], theirs["played"]["move_gcg"]) << "turn " << t;
        ASSERT_EQ(mine["best"].size(), theirs["best"].size()) << "turn " << t;
        ASSERT_FALSE(mine["best"].empty());
        for (std::size_t k = 0; k < mine["best"].size(); ++k)
            EXPECT_EQ(mine["best"][k]["move_gcg"], theirs["best"][k]["move_gcg"]) << t << "/" << k;
    }
    EXPECT_EQ(a["turns"][0]["played"]["move_gcg"], formats::format_move(*best));

    // What is no record is refused with a reason; so is a body too large for one.
    auto junk = http.post_raw("/api/records/analysis", "this is no game");
    EXPECT_EQ(junk.status, 422u) << junk.body;
    EXPECT_EQ(junk.json_body["error"], "bad_record");
    EXPECT_EQ(http.post_raw("/api/records/analysis", "").status, 422u);
    EXPECT_EQ(http.post_raw("/api/records/analysis", std::string(70 * 1024, '#')).status, 413u);
    EXPECT_EQ(http.get("/api/records/analysis").status, 405u);
}

TEST_F(Api, RecordsDownload) {
    int mover = 0;
    Game g = make_playable_game(http, mover);
    auto best = best_move(view(http, g, mover));
    ASSERT_TRUE(best);
    ASSERT_EQ(http.post("/api/games/" + g.id + "/move", place_request(*best),
                        g.tokens[static_cast<std::size_t>(mover)])
                  .status,
              200u);
    auto gcg = http.get("/api/games/" + g.id + "/gcg", g.tokens[0]);
    ASSERT_EQ(gcg.status, 200u);
    EXPECT_EQ(gcg.headers["Content-Type"], "text/plain; charset=utf-8");
    EXPECT_NE(gcg.headers["Content-Disposition"].find(".gcg"), std::string::npos);
    EXPECT_NE(gcg.body.find("#player1"), std::string::npos);
    EXPECT_NE(gcg.body.find("#incomplete"), std::string::npos);
    auto sheet = http.get("/api/games/" + g.id + "/scoresheet");
    ASSERT_EQ(sheet.status, 200u);
    EXPECT_EQ(sheet.json_body["lines"].size(), 1u);
    EXPECT_EQ(sheet.json_body["lines"][0]["points"], best->score);
    auto text = http.get("/api/games/" + g.id + "/scoresheet?format=text");
    EXPECT_EQ(text.status, 200u);
    EXPECT_NE(text.body.find("Wedstrijdformulier, wedstrijdscrabble"), std::string::npos)
        << "Dutch unless asked otherwise: " << text.body;
    auto english = http.get("/api/games/" + g.id + "/scoresheet?format=text&lang=en");
    EXPECT_EQ(english.status, 200u);
    EXPECT_NE(english.body.find("Score sheet (wedstrijdformulier)"), std::string::npos);
    EXPECT_EQ(http.get("/api/games/" + g.id + "/scoresheet?format=text&lang=xx").status, 400u);
}

TEST_F(Api, ComputerAnswersByItself) {
    json created = create_game(http, {{"seats", {{{"name", "Anna"}}, {{"type", "computer"}}}}});
    Game g{created["id"], {created["seats"][0]["token"], ""}};
    // Whoever started, within a moment it is Anna's turn with the computer's move on the board
    // or Anna to start.
    json v;
    for (int i = 0; i < 100; ++i) {
        v = view(http, g, 0);
        if (v["to_move"] == 0) break;
        std::this_thread::sleep_for(20ms);
    }
    ASSERT_EQ(v["to_move"], 0);
    const std::size_t turns = v["turns"].size();
    auto r = http.post("/api/games/" + g.id + "/move", {{"type", "pass"}}, g.tokens[0]);
    ASSERT_EQ(r.status, 200u) << r.body;
    for (int i = 0; i < 100; ++i) {
        v = view(http, g, 0);
        if (v["turns"].size() >= turns + 2) break;
        std::this_thread::sleep_for(20ms);
    }
    ASSERT_GE(v["turns"].size(), turns + 2);
    EXPECT_EQ(v["turns"].back()["seat"], 1);
    EXPECT_EQ(v["to_move"], 0);
}

TEST_F(Api, WebSocketFollowsAndPlays) {
    int mover = 0;
    Game g = make_playable_game(http, mover);
    const std::string& tok = g.tokens[static_cast<std::size_t>(mover)];
    WsClient ws(server.port(), "/api/games/" + g.id + "/ws?token=" + tok);
    WsClient watcher(server.port(), "/api/games/" + g.id + "/ws");
    json first = ws.read_until([](const json& m) { return m["type"] == "state"; });
    EXPECT_EQ(first["game"]["viewer"], mover);
    json w = watcher.read_until([](const json& m) { return m["type"] == "state"; });
    EXPECT_TRUE(w["game"]["viewer"].is_null());
    auto best = best_move(first["game"]);
    ASSERT_TRUE(best);
    json preview = place_request(*best);
    preview["type"] = "preview";
    preview["id"] = 7;
    ws.send(preview);
    json p = ws.read_until([](const json& m) { return m["type"] == "preview"; });
    EXPECT_EQ(p["id"], 7);
    EXPECT_EQ(p["preview"]["score"], best->score);
    json move = place_request(*best);
    move["id"] = "m1";
    ws.send(move);
    // The new state arrives first, then the acknowledgement.
    json state =
        ws.read_until([](const json& m) { return m["type"] == "state" || m["type"] == "ack"; });
    EXPECT_EQ(state["type"], "state");
    EXPECT_EQ(state["game"]["turns"].size(), 1u);
    json ack = ws.read_until([](const json& m) { return m["type"] == "ack"; });
    EXPECT_EQ(ack["id"], "m1");
    EXPECT_EQ(ack["version"], state["game"]["version"]);
    json seen = watcher.read_until(
        [](const json& m) { return m["type"] == "state" && m["game"]["turns"].size() == 1; });
    EXPECT_FALSE(seen["game"]["seats"][0].contains("rack"));
    // A refusal over the socket: a typed error with the id.
    ws.send({{"type", "pass"}, {"id", 9}});
    json err = ws.read_until([](const json& m) { return m["type"] == "error"; });
    EXPECT_EQ(err["id"], 9);
    EXPECT_EQ(err["error"], "not_your_turn");
    EXPECT_EQ(err["status"], 409);
    ws.send({{"type", "ping"}, {"id", 1}});
    EXPECT_EQ(ws.read_until([](const json& m) { return m["type"] == "pong"; })["id"], 1);
    // A spectator cannot act.
    watcher.send({{"type", "pass"}});
    EXPECT_EQ(watcher.read_until([](const json& m) { return m["type"] == "error"; })["error"],
              "missing_token");
    ws.send(json::array());
    EXPECT_EQ(ws.read_until([](const json& m) { return m["type"] == "error"; })["error"],
              "bad_json");
}

TEST_F(Api, WebSocketUpgradeRefusals) {
    Game g = make_game(http);
    EXPECT_EQ(WsClient::refused_status(server.port(),
                                       "/api/games/" + g.id + "/ws?token=nottherightoneatallsorry"),
              403u);
    EXPECT_EQ(WsClient::refused_status(server.port(), "/api/games/nosuchgame/ws"), 404u);
    EXPECT_EQ(WsClient::refused_status(server.port(), "/api/elsewhere"), 404u);
    EXPECT_EQ(WsClient::refused_status(server.port(), "/api/games/" + g.id + "/ws"), 0u);
}

TEST_F(Api, StaticFrontEnd) {
    auto r = http.get("/");
    EXPECT_EQ(r.status, 200u);
    EXPECT_NE(r.headers["Content-Type"].find("text/html"), std::string::npos);
    EXPECT_NE(r.body.find("Letterzak"), std::string::npos);
    EXPECT_EQ(r.headers["X-Content-Type-Options"], "nosniff");
    EXPECT_EQ(http.get("/.git/config").status, 404u);
    EXPECT_EQ(http.get("/../../etc/passwd").status, 400u);
    EXPECT_EQ(http.post_raw("/", "x").status, 405u);
}

TEST(ApiLimits, GameCreationIsRateLimited) {
    TestServer server([](server::ServerConfig& c) { c.create_rate = {0.1, 2}; });
    HttpClient http(server.port());
    EXPECT_EQ(http.post("/api/games", kHumanVsHuman).status, 201u);
    EXPECT_EQ(http.post("/api/games", kHumanVsHuman).status, 201u);
    auto r = http.post("/api/games", kHumanVsHuman);
    EXPECT_EQ(r.status, 429u);
    EXPECT_EQ(r.json_body["error"], "rate_limited");
    EXPECT_FALSE(r.headers["Retry-After"].empty());
}

TEST(ApiLimits, MessagesAreRateLimitedPerConnection) {
    TestServer server([](server::ServerConfig& c) { c.request_rate = {1, 5}; });
    HttpClient http(server.port());
    json created = create_game(http, kHumanVsHuman);
    WsClient ws(server.port(), "/api/games/" + created["id"].get<std::string>() + "/ws");
    for (int i = 0; i < 20; ++i) ws.send({{"type", "ping"}, {"id", i}});
    json err = ws.read_until([](const json& m) { return m["type"] == "error"; });
    EXPECT_EQ(err["error"], "rate_limited");
    EXPECT_EQ(err["status"], 429);
}

TEST(ApiLimits, ConnectionLimit) {
    TestServer server([](server::ServerConfig& c) { c.max_connections = 2; });
    HttpClient http(server.port());
    json created = create_game(http, kHumanVsHuman);
    const std::string target = "/api/games/" + created["id"].get<std::string>() + "/ws";
    // A connection just closed by a client (the creating request, an upgraded one) leaves the
    // server's count a moment later: retry until two sockets are in.
    auto connect = [&] {
        for (int i = 0;; ++i) {
            try {
                return std::make_unique<WsClient>(server.port(), target);
            } catch (const std::exception&) {
                if (i == 50) throw;
                std::this_thread::sleep_for(20ms);
            }
        }
    };
    auto a = connect();
    a->read_until([](const json& m) { return m["type"] == "state"; });
    auto b = connect();
    b->read_until([](const json& m) { return m["type"] == "state"; });
    auto r = http.get("/api/health");
    EXPECT_EQ(r.status, 503u);
    EXPECT_EQ(r.json_body["error"], "too_many_connections");
}

TEST(ApiLimits, SilentConnectionsTimeOut) {
    TestServer server([](server::ServerConfig& c) { c.request_timeout = std::chrono::seconds(1); });
    boost::asio::io_context io;
    boost::asio::ip::tcp::socket socket(io);
    socket.connect({boost::asio::ip::make_address_v4("127.0.0.1"), server.port()});
    const auto start = std::chrono::steady_clock::now();
    char byte = 0;
    boost::system::error_code ec;
    socket.read_some(boost::asio::buffer(&byte, 1), ec);  // blocks until the server hangs up
    EXPECT_TRUE(ec) << "the server should close a connection that sends nothing";
    EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
}

TEST(ApiClock, AFlagEndsTheGame) {
    TestServer server;
    HttpClient http(server.port());
    // A clock of a third of a second, through the service (the API takes whole minutes).
    server::NewGame spec;
    spec.seats = {{"Anna", store::SeatKind::kHuman, ""}, {"Bert", store::SeatKind::kHuman, ""}};
    spec.clock = game::ClockSettings::chess(*core::rule_set_by_name("tournament"));
    spec.clock.per_player = 300;
    std::promise<server::Reply> done;
    server.server->service().create(spec, [&](server::Reply r) { done.set_value(std::move(r)); });
    server::Reply created = done.get_future().get();
    ASSERT_EQ(created.status, 201u);
    const std::string id = created.body["id"];
    // The clocks wait for both players: nothing runs while only one has the game open.
    std::this_thread::sleep_for(500ms);
    EXPECT_EQ(http.get("/api/games/" + id, created.body["seats"][0]["token"]).json_body["status"],
              "in_progress");
    std::this_thread::sleep_for(500ms);
    json v = http.get("/api/games/" + id).json_body;
    EXPECT_EQ(v["status"], "in_progress") << "the clock ran before the second player came";
    EXPECT_EQ(http.get("/api/games/" + id, created.body["seats"][1]["token"]).status, 200u);
    for (int i = 0; i < 100; ++i) {
        std::this_thread::sleep_for(20ms);
        v = http.get("/api/games/" + id).json_body;
        if (v["status"] != "in_progress") break;
    }
    EXPECT_NE(v["status"], "in_progress");
    EXPECT_EQ(v["end_reason"], "flag");
    EXPECT_TRUE(v["clock"]["chess_clock"].get<bool>());
}

TEST(ApiShutdown, WebSocketsGetACloseFrame) {
    auto server = std::make_unique<TestServer>();
    HttpClient http(server->port());
    json created = create_game(http, kHumanVsHuman);
    WsClient ws(server->port(), "/api/games/" + created["id"].get<std::string>() + "/ws");
    ws.read_until([](const json& m) { return m["type"] == "state"; });
    server->server->stop();
    EXPECT_FALSE(ws.read(5s));
    EXPECT_TRUE(ws.closed());
    EXPECT_EQ(ws.close_reason().code, boost::beast::websocket::close_code::going_away);
    server->server->wait();
}

}  // namespace
}  // namespace letterzak::testing
