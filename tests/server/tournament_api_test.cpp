// The tournament API, route by route, against an in-process server: what each answers, that
// every change needs the director's token and every refusal is a 4xx JSON error that leaves
// the tournament exactly as it was, that a pairing played on the server enters its own result
// (and its later correction), that tokens never show again, and that a restart loses nothing.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "server/tokens.hpp"
#include "store/sqlite_tournament_store.hpp"
#include "tournament_client.hpp"

namespace letterzak::testing {
namespace {

namespace http = boost::beast::http;
using namespace std::chrono_literals;

// Balanced starts: the pairing's first player starts, so the games here know who moves first
// (the draw of II-4, the default, is tournament_starts_test's).
const json kClub = {
    {"name", "Clubavond Zoë"}, {"rounds", 3}, {"clock_minutes", 25}, {"balanced_starts", true}};

// The tournament as everyone sees it, and its exports: what "unchanged" compares.
std::string public_state(const Director& d) {
    return d.http.get(d.url()).body + d.http.get(d.url("/pairings.csv")).body;
}

// A refusal: the status, a JSON error with a code and a message, the tournament untouched.
void expect_refusal(const Director& d, const std::function<HttpResult()>& request, unsigned status,
                    const std::string& code) {
    const std::string before = public_state(d);
    const HttpResult r = request();
    EXPECT_EQ(r.status, status) << r.body;
    ASSERT_TRUE(r.json_body.is_object()) << r.body;
    EXPECT_EQ(r.json_body.value("error", ""), code) << r.body;
    EXPECT_FALSE(r.json_body.value("message", "").empty()) << r.body;
    EXPECT_EQ(public_state(d), before) << "a refused request changed the tournament";
}

json add(const Director& d, const json& body) {
    auto r = d.post("/players", body);
    EXPECT_EQ(r.status, 201u) << r.body;
    return r.json_body;
}

// Anna, Bert, Carla, Dirk (rated, so the seeding is known) and round 1 paired.
Director club_with_round(HttpClient& http, const json& players = json()) {
    Director d = create_tournament(http, kClub);
    add(d, players.is_null() ? json{{"players",
                                     {{{"name", "Anna"}, {"rating", 1800}},
                                      {{"name", "Bert"}, {"rating", 1700}},
                                      {{"name", "Carla"}, {"rating", 1600}},
                                      {{"name", "Dirk"}, {"rating", 1500}}}}}
                             : players);
    auto paired = d.post("/rounds");
    EXPECT_EQ(paired.status, 201u) << paired.body;
    return d;
}

std::string file_text(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

class TournamentApi : public ::testing::Test {
  protected:
    TestServer server;
    HttpClient http{server.port()};
};

TEST_F(TournamentApi, CreateGivesTheDirectorTokenOnceAndStoresOnlyItsHash) {
    auto r = http.post("/api/tournaments", kClub);
    ASSERT_EQ(r.status, 201u) << r.body;
    const std::string id = r.json_body["id"], token = r.json_body["director_token"];
    EXPECT_TRUE(server::plausible_token(token));
    const json& t = r.json_body["tournament"];
    EXPECT_EQ(t["name"], "Clubavond Zoë");
    EXPECT_EQ(t["settings"]["rounds"], 3);
    EXPECT_EQ(t["settings"]["format"], "wedstrijd");
    EXPECT_EQ(t["settings"]["system"], "swiss");
    EXPECT_EQ(t["planned_rounds"], 3);
    EXPECT_EQ(t["standings"]["keys"], json({"wins", "resistance", "spread"}));
    // Nothing shows the token or its hash again.
    const std::string hash = server::token_hash(token);
    for (const std::string& path :
         {std::string("/api/tournaments"), "/api/tournaments/" + id,
          "/api/tournaments/" + id + "/report.html", "/api/tournaments/" + id + "/standings.csv"}) {
        const std::string body = http.get(path).body;
        EXPECT_EQ(body.find(token), std::string::npos) << path;
        EXPECT_EQ(body.find(hash), std::string::npos) << path;
    }
    // The database holds the hash, never the token.
    server.server.reset();
    std::string stored;
    for (const auto& e : std::filesystem::directory_iterator(server.db.parent_path()))
        stored += file_text(e.path());
    EXPECT_EQ(stored.find(token), std::string::npos);
    EXPECT_NE(stored.find(hash), std::string::npos);
}

TEST_F(TournamentApi, CreateRefusals) {
    auto check = [&](const std::string& body, unsigned status, const std::string& code) {
        auto r = http.post_raw("/api/tournaments", body);
        EXPECT_EQ(r.status, status) << body << " → " << r.body;
        EXPECT_EQ(r.json_body.value("error", ""), code) << body;
    };
    check("", 400, "bad_json");
    check("[1]", 400, "bad_request");
    check(R"({"rounds":3})", 422, "empty_name");
    check(R"({"name":"X"})", 422, "invalid_settings");  // a Swiss needs its rounds
    check(R"({"name":"X","rounds":"seven"})", 400, "bad_request");
    check(R"({"name":"X","round":7})", 400, "bad_request");  // a typo is not ignored
    check(R"({"name":"X","rounds":3,"system":"ladder"})", 422, "invalid_settings");
    check(R"({"name":"X","rounds":3,"format":"snel"})", 422, "invalid_settings");
    check(R"({"name":"X","rounds":3,"rules":"english"})", 422, "unknown_rule_set");
    check(R"({"name":"X","rounds":3,"clock_minutes":500})", 422, "invalid_settings");
    check(R"({"name":"X","rounds":3,"bye":{"win":2}})", 400, "bad_request");
    check(R"({"name":"X","rounds":3,"bye":{"points":"lots"}})", 400, "bad_request");
    check(R"({"name":"X","rounds":3,"resistance":{"cut_lowest":true}})", 400, "bad_request");
    check(R"({"name":"X","system":"knock-out","rounds":3})", 422, "invalid_settings");
    check(R"({"name":"X","rounds":3,"koth_rounds":4})", 422, "invalid_settings");
    EXPECT_EQ(http.get("/api/tournaments").json_body["total"], 0);
}

TEST_F(TournamentApi, EverySettingIsTaken) {
    Director d = create_tournament(
        http, {{"name", "Punten"},
               {"format", "punten"},
               {"system", "round-robin"},
               {"rounds", 0},
               {"rules", "box"},
               {"clock_minutes", 20},
               {"bye", {{"win", 0.5}, {"spread", 30}, {"points", 350}}},
               {"forfeit_spread", 100},
               {"resistance",
                {{"cut_lowest", 1}, {"opponent_spread", true}, {"count_opponent_byes", true}}}});
    const json s = d.view()["settings"];
    EXPECT_EQ(s["format"], "punten");
    EXPECT_EQ(s["system"], "round-robin");
    EXPECT_EQ(s["rules"], "box");
    EXPECT_EQ(s["clock_minutes"], 20);
    EXPECT_EQ(s["bye"]["win"], 0.5);
    EXPECT_EQ(s["bye"]["spread"], 30);
    EXPECT_EQ(s["bye"]["points"], 350);
    EXPECT_EQ(s["forfeit_spread"], 100);
    EXPECT_EQ(s["resistance"]["cut_lowest"], 1);
    EXPECT_TRUE(s["resistance"]["opponent_spread"].get<bool>());
    EXPECT_TRUE(s["resistance"]["count_opponent_byes"].get<bool>());
    EXPECT_EQ(d.view()["standings"]["keys"], json({"points", "wins", "spread"}));
}

TEST_F(TournamentApi, TheListAndTheViewArePublic) {
    Director a = create_tournament(http, kClub);
    Director b = create_tournament(http, {{"name", "Beker"}, {"system", "knock-out"}});
    auto list = http.get("/api/tournaments");
    ASSERT_EQ(list.status, 200u);
    EXPECT_EQ(list.json_body["total"], 2);
    ASSERT_EQ(list.json_body["tournaments"].size(), 2u);
    EXPECT_EQ(list.json_body["tournaments"][0]["id"], b.id);  // most recently changed first
    EXPECT_EQ(list.json_body["tournaments"][1]["name"], "Clubavond Zoë");
    EXPECT_EQ(http.get("/api/tournaments?limit=1").json_body["tournaments"].size(), 1u);
    EXPECT_EQ(http.get("/api/tournaments?limit=x").status, 400u);
    EXPECT_EQ(http.get("/api/tournaments/nosuchtournament").json_body["error"],
              "unknown_tournament");
    EXPECT_EQ(http.get("/api/tournaments/NOT..VALID").status, 404u);
    EXPECT_EQ(http.request(http::verb::delete_, a.url()).status, 405u);
    EXPECT_EQ(http.get(a.url("/nonsense")).status, 404u);
    EXPECT_EQ(http.get(a.url("/rounds")).status, 405u);
}

TEST_F(TournamentApi, EveryChangeNeedsTheDirectorsToken) {
    Director d = club_with_round(http);
    Director other = create_tournament(http, kClub);
    const json result = {
        {"players", {{{"player", 1}, {"score", 400}}, {{"player", 4}, {"score", 300}}}}};
    const std::vector<std::pair<std::string, json>> routes = {
        {"/director", json::object()},
        {"/players", {{"name", "Els"}}},
        {"/players/1/withdraw", json::object()},
        {"/rounds", json::object()},
        {"/unpair", {{"force", true}}},
        {"/rounds/1/results", result},
        {"/rounds/1/games", {{"board", 1}}},
        {"/games/whatever/correction", {{"player", 1}, {"points", -10}}},
    };
    // The right token with its first character changed (to one it is not: a fixed "x" was the
    // real token once in 64 runs, and the request then went through).
    const std::string wrong = (d.token[0] == 'x' ? "y" : "x") + d.token.substr(1);
    for (const auto& route : routes) {
        const std::string& tail = route.first;  // named, not bound: lambdas capture them
        const json& body = route.second;
        SCOPED_TRACE(tail);
        expect_refusal(
            d, [&] { return http.post(d.url(tail), body); }, 401, "missing_token");
        expect_refusal(
            d, [&] { return http.post(d.url(tail), body, wrong); }, 403,
            "bad_token");
        expect_refusal(
            d, [&] { return http.post(d.url(tail), body, other.token); }, 403, "bad_token");
        expect_refusal(
            d, [&] { return http.post(d.url(tail), body, "short"); }, 403, "bad_token");
        // A token in the address is not taken: addresses end up in logs.
        expect_refusal(
            d, [&] { return http.post(d.url(tail) + "?token=" + d.token, body); }, 401,
            "missing_token");
        // Without the token, a bad body is not even looked at.
        expect_refusal(
            d, [&] { return http.post_raw(d.url(tail), "{not json"); }, 401, "missing_token");
    }
    EXPECT_EQ(http.post("/api/tournaments/nosuchtournament/rounds", json::object(), d.token).status,
              404u);
    EXPECT_EQ(d.post("/director").status, 200u);
    EXPECT_EQ(http.request(http::verb::get, d.url("/players"), {}, d.token).status, 405u);
}

TEST_F(TournamentApi, Players) {
    Director d = create_tournament(http, kClub);
    auto one = d.post("/players", {{"name", "  Anna de Vries "}, {"rating", 1700}});
    ASSERT_EQ(one.status, 201u) << one.body;
    EXPECT_EQ(one.json_body["added"], json({1}));
    const json& p = one.json_body["tournament"]["players"][0];
    EXPECT_EQ(p["name"], "Anna de Vries");
    EXPECT_EQ(p["rating"], 1700);
    EXPECT_FALSE(p.contains("computer"));
    auto bulk = d.post(
        "/players",
        {{"players", {{{"name", "Bert"}}, {{"name", "Computer Club"}, {"computer", "greedy"}}}}});
    ASSERT_EQ(bulk.status, 201u) << bulk.body;
    EXPECT_EQ(bulk.json_body["added"], json({2, 3}));
    EXPECT_EQ(bulk.json_body["tournament"]["players"][2]["computer"], "greedy");

    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"name", "anna de vries"}});
        },
        409, "duplicate_player");
    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"name", ""}});
        },
        422, "empty_name");
    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"name", "17"}});
        },
        422, "invalid_name");
    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"name", "X"}, {"rating", -5}});
        },
        422, "invalid_rating");
    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"name", "X"}, {"rating", "high"}});
        },
        400, "bad_request");
    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"name", "X"}, {"computer", "god"}});
        },
        422, "unknown_level");
    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"name", "X"}, {"club", "Delft"}});
        },
        400, "bad_request");
    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"players", json::array()}});
        },
        400, "bad_request");
    // All or nothing: the second of these is a duplicate, so Carla is not added either.
    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"players", {{{"name", "Carla"}}, {{"name", "Bert"}}}}});
        },
        409, "duplicate_player");

    // Withdraw and reinstate, by number or by name.
    auto w = d.post("/players/2/withdraw");
    ASSERT_EQ(w.status, 200u) << w.body;
    EXPECT_TRUE(w.json_body["tournament"]["players"][1]["withdrawn"].get<bool>());
    auto back = d.post("/players/Bert/withdraw", {{"withdrawn", false}});
    ASSERT_EQ(back.status, 200u) << back.body;
    EXPECT_FALSE(back.json_body["tournament"]["players"][1]["withdrawn"].get<bool>());
    expect_refusal(
        d, [&] { return d.post("/players/9/withdraw"); }, 404, "unknown_player");
    expect_refusal(
        d,
        [&] {
            return d.post("/players/1/withdraw", {{"withdrawn", "yes"}});
        },
        400, "bad_request");
}

TEST_F(TournamentApi, PairEnterResultsAndTheStandingsFollow) {
    Director d = club_with_round(http);
    json round = d.view()["rounds"][0];
    EXPECT_EQ(round["number"], 1);
    EXPECT_FALSE(round["complete"].get<bool>());
    ASSERT_EQ(round["pairings"].size(), 2u);
    // Round 1 of a Swiss: the top half against the bottom half, 1–3 and 2–4 (seeded by rating).
    for (const json& p : round["pairings"]) {
        EXPECT_EQ(std::abs(p["first"].get<int>() - p["second"].get<int>()), 2) << p;
        EXPECT_FALSE(p["bye"].get<bool>());
        EXPECT_TRUE(p["result"].is_null());
        EXPECT_FALSE(p.contains("game"));
    }
    expect_refusal(
        d, [&] { return d.post("/rounds"); }, 409, "results_missing");

    const json b1 = round["pairings"][0], b2 = round["pairings"][1];
    const int a = b1["first"], b = b1["second"], c = b2["first"];
    // Refusals of a result.
    expect_refusal(
        d, [&] { return d.result(1, a, 400, c, 300); }, 422, "not_paired");
    expect_refusal(
        d, [&] { return d.result(2, a, 400, b, 300); }, 404, "unknown_round");
    expect_refusal(
        d, [&] { return d.result(1, a, 400, 9, 300); }, 404, "unknown_player");
    expect_refusal(
        d, [&] { return d.result(1, a, 5000, b, 300); }, 422, "invalid_result");
    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/1/results", {{"players", {{{"player", a}}}}});
        },
        400, "bad_request");
    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/1/results",
                          {{"players", {{{"player", a}, {"score", 1}}, {{"player", b}}}}});
        },
        400, "bad_request");
    expect_refusal(
        d, [&] { return d.post("/rounds/x/results", {}); }, 404, "unknown_round");

    ASSERT_EQ(d.result(1, a, 420, b, 380).status, 200u);
    // Names work as on the score sheet; the order of the two lines does not matter.
    auto r2 =
        d.post("/rounds/1/results", {{"players",
                                      {{{"player", b2["second_name"]}, {"score", 350}},
                                       {{"player", "#" + std::to_string(c)}, {"score", 350}}}}});
    ASSERT_EQ(r2.status, 200u) << r2.body;
    json v = r2.json_body["tournament"];
    EXPECT_TRUE(v["rounds"][0]["complete"].get<bool>());
    const json res1 = v["rounds"][0]["pairings"][0]["result"];
    EXPECT_EQ(res1["scores"], json({420, 380}));
    EXPECT_EQ(res1["winner"], "first");
    EXPECT_TRUE(v["rounds"][0]["pairings"][1]["result"]["winner"].is_null());  // a draw

    // The standings: the winner, then the two with a draw (ordered by spread 0 = 0, then
    // weerstandspunten), then the loser; every key is a column.
    const json& rows = v["standings"]["rows"];
    ASSERT_EQ(rows.size(), 4u);
    EXPECT_EQ(rows[0]["player"], a);
    EXPECT_EQ(rows[0]["wins"], 1);
    EXPECT_EQ(rows[0]["spread"], 40);
    EXPECT_EQ(rows[0]["resistance"], 0);
    EXPECT_EQ(rows[1]["wins"], 0.5);
    EXPECT_EQ(rows[2]["wins"], 0.5);
    EXPECT_EQ(rows[1]["rank"], rows[2]["rank"]);  // equal on every key: a shared place
    EXPECT_EQ(rows[3]["player"], b);
    EXPECT_EQ(rows[3]["spread"], -40);
    EXPECT_EQ(rows[3]["resistance"], 1);  // met the winner: one win
    EXPECT_EQ(rows[3]["rank"], 4);

    // A jury correction turns the game around; the standings follow.
    auto jury = d.post("/rounds/1/results", {{"players",
                                              {{{"player", a}, {"score", 420}, {"jury_score", 360}},
                                               {{"player", b}, {"score", 380}}}}});
    ASSERT_EQ(jury.status, 200u) << jury.body;
    v = jury.json_body["tournament"];
    EXPECT_EQ(v["rounds"][0]["pairings"][0]["result"]["jury_scores"], json({360, 380}));
    EXPECT_EQ(v["rounds"][0]["pairings"][0]["result"]["winner"], "second");
    EXPECT_EQ(v["standings"]["rows"][0]["player"], b);
    EXPECT_EQ(v["standings"]["rows"][0]["spread"], 20);

    // Round 2 is paired from the standings; ?after=1 keeps the standings after round 1.
    auto paired = d.post("/rounds");
    ASSERT_EQ(paired.status, 201u) << paired.body;
    EXPECT_EQ(paired.json_body["round"], 2);
    EXPECT_EQ(http.get(d.url("?after=0")).json_body["standings"]["rows"][0]["games"], 0);
    EXPECT_EQ(http.get(d.url("?after=1")).json_body["standings"]["after_round"], 1);
    EXPECT_EQ(http.get(d.url("?after=3")).json_body["error"], "unknown_round");
    EXPECT_EQ(http.get(d.url("?after=two")).status, 400u);
}

TEST_F(TournamentApi, ForfeitsAndLossesOnTime) {
    Director d = club_with_round(http);
    const json b1 = d.pairing(1, 1), b2 = d.pairing(1, 2);
    auto forfeit = d.post("/rounds/1/results", {{"players",
                                                 {{{"player", b1["first"]}, {"forfeited", true}},
                                                  {{"player", b1["second"]}, {"score", 0}}}}});
    ASSERT_EQ(forfeit.status, 200u) << forfeit.body;
    EXPECT_EQ(forfeit.json_body["tournament"]["rounds"][0]["pairings"][0]["result"]["winner"],
              "second");
    auto time = d.post("/rounds/1/results",
                       {{"players",
                         {{{"player", b2["first"]}, {"score", 450}, {"lost_on_time", true}},
                          {{"player", b2["second"]}, {"score", 300}}}}});
    ASSERT_EQ(time.status, 200u) << time.body;
    const json r = time.json_body["tournament"]["rounds"][0]["pairings"][1]["result"];
    EXPECT_EQ(r["lost_on_time"], "first");
    EXPECT_EQ(r["winner"], "second");
    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/1/results",
                          {{"players",
                            {{{"player", b2["first"]}, {"score", 1}, {"lost_on_time", true}},
                             {{"player", b2["second"]}, {"score", 1}, {"lost_on_time", true}}}}});
        },
        422, "invalid_result");
}

TEST_F(TournamentApi, EveryResultKindIsEnteredAndShownAsSuch) {
    Director d = club_with_round(http);
    const json b1 = d.pairing(1, 1), b2 = d.pairing(1, 2);
    // Board 1 adjourned, board 2 a resignation of the player ahead.
    auto adjourned = d.post(
        "/rounds/1/results",
        {{"players",
          {{{"player", b1["first"]}, {"score", 150}}, {{"player", b1["second"]}, {"score", 120}}}},
         {"adjourned", true}});
    ASSERT_EQ(adjourned.status, 200u) << adjourned.body;
    json r = adjourned.json_body["tournament"]["rounds"][0]["pairings"][0]["result"];
    EXPECT_EQ(r["kind"], "adjourned");
    EXPECT_TRUE(r["winner"].is_null());
    auto resigned = d.post("/rounds/1/results",
                           {{"players",
                             {{{"player", b2["first"]}, {"score", 420}, {"resigned", true}},
                              {{"player", b2["second"]}, {"score", 300}}}}});
    ASSERT_EQ(resigned.status, 200u) << resigned.body;
    const json view = resigned.json_body["tournament"];
    r = view["rounds"][0]["pairings"][1]["result"];
    EXPECT_EQ(r["kind"], "resigned");
    EXPECT_EQ(r["resigned"], "first");
    EXPECT_EQ(r["winner"], "second");
    for (const json& row : view["standings"]["rows"]) {
        if (row["player"] == b1["first"]) {
            EXPECT_EQ(row["results"], json({{"adjourned", 1}}));
            EXPECT_EQ(row["games"], 0);  // not counted yet
        }
        if (row["player"] == b2["first"]) {
            EXPECT_EQ(row["results_note"], "1 opgegeven");
        }
    }
    // Round 2 may be paired while board 1 waits to be finished.
    ASSERT_EQ(d.post("/rounds").status, 201u);
    const json c1 = d.pairing(2, 1), c2 = d.pairing(2, 2);
    auto no_show = d.post("/rounds/2/results", {{"players",
                                                 {{{"player", c1["first"]}, {"no_show", true}},
                                                  {{"player", c1["second"]}, {"score", 0}}}}});
    ASSERT_EQ(no_show.status, 200u) << no_show.body;
    EXPECT_EQ(no_show.json_body["tournament"]["rounds"][1]["pairings"][0]["result"]["kind"],
              "no_show");
    auto double_forfeit =
        d.post("/rounds/2/results", {{"players",
                                      {{{"player", c2["first"]}, {"forfeited", true}},
                                       {{"player", c2["second"]}, {"forfeited", true}}}}});
    ASSERT_EQ(double_forfeit.status, 200u) << double_forfeit.body;
    EXPECT_EQ(double_forfeit.json_body["tournament"]["rounds"][1]["pairings"][1]["result"]["kind"],
              "double_forfeit");
    const std::string pairings = http.get(d.url("/pairings.csv")).body;
    for (const char* kind : {",adjourned\n", ",resigned\n", ",no_show\n", ",double_forfeit\n"})
        EXPECT_NE(pairings.find(kind), std::string::npos) << kind << pairings;
    const std::string standings = http.get(d.url("/standings.csv")).body;
    EXPECT_NE(standings.find("1 adjourned"), std::string::npos) << standings;
    EXPECT_NE(standings.find("1 double forfeit"), std::string::npos) << standings;
    const std::string html = http.get(d.url("/report.html")).body;
    for (const char* shown : {"afgebroken (wordt uitgespeeld)", "gaf op", "niet opgekomen",
                              "dubbel reglementair verlies"})
        EXPECT_NE(html.find(shown), std::string::npos) << shown;
    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/2/results",
                          {{"players",
                            {{{"player", c1["first"]}, {"score", 1}, {"resigned", true}},
                             {{"player", c1["second"]}, {"score", 1}, {"lost_on_time", true}}}}});
        },
        422, "invalid_result");
    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/2/results", {{"players", json::array()}, {"adjourned", 1}});
        },
        400, "bad_request");
}

TEST_F(TournamentApi, AByeAndUnpairing) {
    Director d = club_with_round(
        http, {{"players", {{{"name", "Anna"}}, {{"name", "Bert"}}, {{"name", "Carla"}}}}});
    json round = d.view()["rounds"][0];
    int bye = 0, first = 0, second = 0;
    for (const json& p : round["pairings"]) {
        if (p["bye"].get<bool>()) {
            bye = p["first"];
            EXPECT_TRUE(p["second"].is_null());
        } else {
            first = p["first"];
            second = p["second"];
        }
    }
    ASSERT_NE(bye, 0);
    expect_refusal(
        d, [&] { return d.result(1, bye, 400, first, 300); }, 422, "bye_has_no_result");
    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/1/games", {{"player", bye}});
        },
        422, "not_a_game");
    ASSERT_EQ(d.result(1, first, 400, second, 300).status, 200u);
    // Unpairing a round with results needs force; then the round is gone.
    expect_refusal(
        d, [&] { return d.post("/unpair"); }, 409, "round_has_results");
    expect_refusal(
        d,
        [&] {
            return d.post("/unpair", {{"force", "yes"}});
        },
        400, "bad_request");
    auto gone = d.post("/unpair", {{"force", true}});
    ASSERT_EQ(gone.status, 200u) << gone.body;
    EXPECT_TRUE(gone.json_body["tournament"]["rounds"].empty());
    expect_refusal(
        d, [&] { return d.post("/unpair"); }, 409, "nothing_to_unpair");
}

TEST_F(TournamentApi, AKnockOutTieGoesToThePlayerWhoDidNotStart) {
    Director d = create_tournament(http, {{"name", "Beker"}, {"system", "knock-out"}});
    add(d, {{"players", {{{"name", "Ko"}}, {{"name", "Lien"}}}}});
    ASSERT_EQ(d.post("/rounds").status, 201u);
    const json p = d.pairing(1, 1);
    auto tie = d.result(1, p["first"], 400, p["second"], 400);
    ASSERT_EQ(tie.status, 200u) << tie.body;
    const json v = tie.json_body["tournament"];
    EXPECT_EQ(v["rounds"][0]["pairings"][0]["result"]["winner"], "second");
    EXPECT_EQ(v["standings"]["keys"][0], "knockout_rounds_won");
    EXPECT_EQ(v["standings"]["rows"][0]["player"], p["second"]);
    EXPECT_TRUE(v["finished"].get<bool>());
    expect_refusal(
        d, [&] { return d.post("/rounds"); }, 409, "tournament_finished");
    expect_refusal(
        d,
        [&] {
            return d.post("/players", {{"name", "Laat"}});
        },
        409, "tournament_started");
}

TEST_F(TournamentApi, Exports) {
    Director d = club_with_round(http);
    const json p = d.pairing(1, 1);
    ASSERT_EQ(d.result(1, p["first"], 431, p["second"], 377).status, 200u);
    auto csv = http.get(d.url("/standings.csv"));
    ASSERT_EQ(csv.status, 200u);
    EXPECT_EQ(csv.headers["Content-Type"], "text/csv; charset=utf-8");
    EXPECT_NE(csv.headers["Content-Disposition"].find("attachment"), std::string::npos);
    EXPECT_EQ(csv.body.substr(0, csv.body.find('\n')),
              "rank,player_id,name,withdrawn,games,won,drawn,lost,byes,wins,resistance,"
              "opponent_spread,spread,points,knockout_rounds_won,knocked_out_in,results_note");
    EXPECT_NE(csv.body.find(",54,431,"), std::string::npos) << csv.body;  // spread and points
    auto pairings = http.get(d.url("/pairings.csv"));
    ASSERT_EQ(pairings.status, 200u);
    EXPECT_NE(pairings.body.find("431"), std::string::npos) << pairings.body;
    auto html = http.get(d.url("/report.html"));
    ASSERT_EQ(html.status, 200u);
    EXPECT_EQ(html.headers["Content-Type"], "text/html; charset=utf-8");
    EXPECT_EQ(html.headers.count("Content-Disposition"), 0u);  // shown, to be printed
    EXPECT_NE(html.body.find("Clubavond Zo"), std::string::npos);
    EXPECT_NE(html.body.find("<table class=\"standings\">"), std::string::npos);
    EXPECT_NE(html.body.find("431"), std::string::npos);
    // Standings after round 0: nobody has played yet.
    const std::string before = http.get(d.url("/standings.csv?after=0")).body;
    EXPECT_EQ(before.find("431"), std::string::npos) << before;
    EXPECT_NE(http.get(d.url("/report.html?after=0")).body.find("stand na ronde 0"),
              std::string::npos);
    EXPECT_EQ(http.get(d.url("/standings.csv?after=5")).json_body["error"], "unknown_round");
    EXPECT_EQ(http.get(d.url("/results.pdf")).status, 404u);
    EXPECT_EQ(http.get("/api/tournaments/nosuchtournament/standings.csv").status, 404u);
}

// Plays a human game on the server to its end: the given seat resigns.
void resign(HttpClient& http, const std::string& game_id, const std::string& token) {
    auto r = http.post_raw("/api/games/" + game_id + "/resign", "", token);
    ASSERT_EQ(r.status, 200u) << r.body;
}

bool has_result(const json& v, int round, int board) {
    return !v["rounds"][static_cast<std::size_t>(round - 1)]["pairings"]
             [static_cast<std::size_t>(board - 1)]["result"]
                 .is_null();
}

TEST_F(TournamentApi, APairingPlayedOnTheServerEntersItsOwnResult) {
    Director d = club_with_round(http);
    const json pairing = d.pairing(1, 1);
    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    const std::string game_id = started.json_body["game_id"];
    EXPECT_EQ(started.json_body["round"], 1);
    EXPECT_EQ(started.json_body["board"], 1);
    const json& seats = started.json_body["seats"];
    ASSERT_EQ(seats.size(), 2u);
    EXPECT_EQ(seats[0]["player"], pairing["first"]);
    EXPECT_EQ(seats[1]["player"], pairing["second"]);
    std::vector<std::string> tokens;
    for (const json& s : seats) {
        EXPECT_EQ(s["type"], "human");
        tokens.push_back(s["token"]);
        EXPECT_EQ(s["link"], "/#/join/" + game_id + "/" + std::to_string(s["seat"].get<int>()) +
                                 "/" + s["token"].get<std::string>());
    }
    // The game: the tournament's rule set and clock, the pairing's first player starts.
    json g = game_view(http, game_id);
    EXPECT_EQ(g["rules"], "tournament");
    EXPECT_EQ(g["starter"], 0);
    EXPECT_EQ(g["to_move"], 0);
    EXPECT_EQ(g["seats"][0]["name"], pairing["first_name"]);
    EXPECT_TRUE(g["clock"]["chess_clock"].get<bool>());
    EXPECT_EQ(g["clock"]["per_player_ms"], 25 * 60 * 1000);
    // The tournament shows the game, not its tokens.
    const auto view = http.get(d.url());
    EXPECT_EQ(view.json_body["rounds"][0]["pairings"][0]["game"]["id"], game_id);
    EXPECT_EQ(view.json_body["rounds"][0]["pairings"][0]["game"]["status"], "in_progress");
    for (const std::string& t : tokens) EXPECT_EQ(view.body.find(t), std::string::npos);

    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/1/games", {{"board", 1}});
        },
        409, "game_in_progress");
    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/1/games", {{"board", 9}});
        },
        404, "unknown_board");
    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/2/games", {{"board", 1}});
        },
        404, "unknown_round");
    expect_refusal(
        d, [&] { return d.post("/rounds/1/games", json::object()); }, 400, "bad_request");
    expect_refusal(
        d,
        [&] {
            return d.post("/games/" + game_id + "/correction", {{"player", 1}, {"points", -5}});
        },
        409, "game_not_over");
    expect_refusal(
        d, [&] { return d.post("/unpair"); }, 409, "games_in_progress");

    // The clocks wait for both players: before the second has opened the game, no move.
    EXPECT_TRUE(game_view(http, game_id)["clock"]["paused"].get<bool>());
    EXPECT_EQ(http.post("/api/games/" + game_id + "/move", {{"type", "pass"}}, tokens[0]).status,
              409u);
    ASSERT_EQ(http.get("/api/games/" + game_id, tokens[0]).status, 200u);
    EXPECT_TRUE(game_view(http, game_id)["clock"]["paused"].get<bool>());
    ASSERT_EQ(http.get("/api/games/" + game_id, tokens[1]).status, 200u);
    EXPECT_FALSE(game_view(http, game_id)["clock"]["paused"].get<bool>());
    // The starter plays a word if there is one, then resigns: the jury checks the words, and
    // the adjudicated result lands in the round by itself.
    if (auto move = best_move(http.get("/api/games/" + game_id, tokens[0]).json_body)) {
        ASSERT_EQ(
            http.post("/api/games/" + game_id + "/move", place_request(*move), tokens[0]).status,
            200u);
    }
    resign(http, game_id, tokens[0]);
    json v = wait_for_tournament(d, [](const json& t) { return has_result(t, 1, 1); });
    g = game_view(http, game_id);
    ASSERT_EQ(g["status"], "finished");
    json entered = v["rounds"][0]["pairings"][0]["result"];
    EXPECT_EQ(entered["final_scores"][0], g["result"]["seats"][0]["final"]);
    EXPECT_EQ(entered["final_scores"][1], g["result"]["seats"][1]["final"]);
    EXPECT_EQ(entered["winner"], "second");  // a resignation loses
    EXPECT_EQ(v["rounds"][0]["pairings"][0]["game"]["status"], "finished");
    expect_refusal(
        d,
        [&] {
            return d.post("/rounds/1/games", {{"board", 1}});
        },
        409, "has_result");

    // The director corrects the game afterwards; the round follows.
    const int before = entered["final_scores"][1];
    expect_refusal(
        d,
        [&] {
            return d.post("/games/" + game_id + "/correction",
                          {{"player", pairing["second"]}, {"points", 0}});
        },
        400, "bad_request");
    const int outsider = 10 - pairing["first"].get<int>() - pairing["second"].get<int>() -
                         d.pairing(1, 2)["first"].get<int>();  // the fourth player
    expect_refusal(
        d,
        [&] {
            return d.post("/games/" + game_id + "/correction",
                          {{"player", outsider}, {"points", -5}});
        },
        422, "not_in_game");
    expect_refusal(
        d,
        [&] {
            return d.post("/games/nosuchgame/correction", {{"player", 1}, {"points", -5}});
        },
        404, "unknown_game");
    auto corrected =
        d.post("/games/" + game_id + "/correction",
               {{"player", pairing["second"]}, {"points", -25}, {"note", "VALSWOORD"}});
    ASSERT_EQ(corrected.status, 200u) << corrected.body;
    entered = corrected.json_body["tournament"]["rounds"][0]["pairings"][0]["result"];
    EXPECT_EQ(entered["final_scores"][1], before - 25);
    ASSERT_TRUE(entered["jury_scores"].is_array()) << entered;
    EXPECT_EQ(entered["jury_scores"][1], before - 25);
    EXPECT_EQ(entered["scores"][1], before);  // the score sheet's total stays as it was
    EXPECT_EQ(game_view(http, game_id)["result"]["seats"][1]["final"], before - 25);
    auto sheet = http.get("/api/games/" + game_id + "/scoresheet?format=text");
    EXPECT_NE(sheet.body.find("VALSWOORD"), std::string::npos);
}

TEST_F(TournamentApi, AComputerPairingPlaysItself) {
    // Seeded by rating, round 1 pairs 1–3 and 2–4: the two computers meet on board 1.
    Director d =
        club_with_round(http, {{"players",
                                {{{"name", "Greedy A"}, {"rating", 1800}, {"computer", "greedy"}},
                                 {{"name", "Anna"}, {"rating", 1700}},
                                 {{"name", "Greedy B"}, {"rating", 1600}, {"computer", "greedy"}},
                                 {{"name", "Bert"}, {"rating", 1500}}}}});
    ASSERT_EQ(d.pairing(1, 1)["first_name"], "Greedy A");
    ASSERT_EQ(d.pairing(1, 1)["second_name"], "Greedy B");
    auto bots = d.post("/rounds/1/games", {{"player", "Greedy B"}});
    ASSERT_EQ(bots.status, 201u) << bots.body;
    const std::string game_id = bots.json_body["game_id"];
    for (const json& s : bots.json_body["seats"]) {
        EXPECT_EQ(s["type"], "computer");
        EXPECT_EQ(s["level"], "greedy");
        EXPECT_FALSE(s.contains("token"));
    }
    json v = wait_for_tournament(
        d, [](const json& t) { return has_result(t, 1, 1); }, 60s);
    const json g = game_view(http, game_id);
    ASSERT_EQ(g["status"], "finished");
    const json entered = v["rounds"][0]["pairings"][0]["result"];
    for (std::size_t seat = 0; seat < 2; ++seat)
        EXPECT_EQ(entered["final_scores"][seat], g["result"]["seats"][seat]["final"]);
    const json winner = g["result"]["winner"];
    EXPECT_EQ(entered["winner"],
              winner.is_null() ? json() : json(winner == 0 ? "first" : "second"));
}

TEST_F(TournamentApi, AReplacedGameNoLongerCounts) {
    Director d = club_with_round(http);
    auto first = d.post("/rounds/1/games", {{"board", 2}});
    ASSERT_EQ(first.status, 201u) << first.body;
    const std::string old_game = first.json_body["game_id"];
    const std::string old_token = first.json_body["seats"][0]["token"];
    auto again = d.post("/rounds/1/games", {{"board", 2}, {"replace", true}});
    ASSERT_EQ(again.status, 201u) << again.body;
    const std::string new_game = again.json_body["game_id"];
    EXPECT_NE(new_game, old_game);
    EXPECT_EQ(d.pairing(1, 2)["game"]["id"], new_game);
    // The first game still ends, as an ordinary game: the round does not take its result.
    resign(http, old_game, old_token);
    for (int i = 0; i < 200 && game_view(http, old_game)["status"] != "finished"; ++i)
        std::this_thread::sleep_for(20ms);
    ASSERT_EQ(game_view(http, old_game)["status"], "finished");
    EXPECT_TRUE(d.pairing(1, 2)["result"].is_null());
    // The replacement does.
    resign(http, new_game, again.json_body["seats"][1]["token"]);
    const json v = wait_for_tournament(d, [](const json& t) { return has_result(t, 1, 2); });
    EXPECT_EQ(v["rounds"][0]["pairings"][1]["result"]["winner"], "first");
    // Unpairing the round (with force: it has a result) lets go of its games.
    ASSERT_EQ(d.post("/unpair", {{"force", true}}).status, 200u);
    ASSERT_EQ(d.post("/rounds").status, 201u);
    EXPECT_FALSE(d.pairing(1, 2).contains("game"));
}

TEST(TournamentLimits, NewTournamentsShareTheLimitOnNewGames) {
    TestServer server([](server::ServerConfig& c) { c.create_rate = {0.1, 2}; });
    HttpClient http(server.port());
    create_tournament(http, kClub);
    create_game(http, {{"seats", {json::object(), json::object()}}});
    auto r = http.post("/api/tournaments", kClub);
    EXPECT_EQ(r.status, 429u) << r.body;
    EXPECT_EQ(r.json_body["error"], "rate_limited");
    EXPECT_FALSE(r.headers["Retry-After"].empty());
    EXPECT_EQ(http.get("/api/tournaments").json_body["total"], 1);
}

TEST(TournamentRestart, TheTournamentAndItsGamesSurviveARestart) {
    TempDir dir;
    const auto db = dir.path() / "club.db";
    std::string id, token, game_id, before;
    std::vector<std::string> seat_tokens;
    {
        TestServer server({}, db);
        HttpClient http(server.port());
        Director d = club_with_round(http);
        id = d.id;
        token = d.token;
        const json p = d.pairing(1, 2);
        ASSERT_EQ(d.result(1, p["first"], 400, p["second"], 399).status, 200u);
        auto started = d.post("/rounds/1/games", {{"board", 1}});
        ASSERT_EQ(started.status, 201u) << started.body;
        game_id = started.json_body["game_id"];
        for (const json& s : started.json_body["seats"]) seat_tokens.push_back(s["token"]);
        before = http.get(d.url()).body;
    }
    {
        TestServer server({}, db);
        EXPECT_EQ(server.server->tournaments_loaded(), 1u);
        HttpClient http(server.port());
        Director d{http, id, token};
        EXPECT_EQ(http.get(d.url()).body, before);
        EXPECT_EQ(d.post("/director").status, 200u);  // the token still directs it
        // The game goes on where it was, and still feeds the round.
        resign(http, game_id, seat_tokens[1]);
        json v = wait_for_tournament(d, [](const json& t) { return has_result(t, 1, 1); });
        EXPECT_EQ(v["rounds"][0]["pairings"][0]["result"]["winner"], "first");
        EXPECT_TRUE(v["rounds"][0]["complete"].get<bool>());
        before = http.get(d.url()).body;
    }
    // The server stopped after writing the game but before the tournament (as if killed
    // between the two): the round lost the result (here: its action undone, as the store only
    // changes a tournament through its log). The next start enters it again.
    {
        auto store = store::SqliteTournamentStore::open(db);
        ASSERT_TRUE(store);
        ASSERT_TRUE((*store)->update(
            id, [](store::TournamentRecord& r, std::vector<store::TournamentGame>& games) {
                EXPECT_EQ(r.log.back().author.rfind("game ", 0), 0u);  // the game's result
                auto undone = tournament::undo_last(r.tournament, r.log, 1, "test");
                games[0].entered_version = -1;
                return undone ? Result<void>{} : Result<void>{Unexpected<Error>{undone.error()}};
            }));
        ASSERT_TRUE((*store)->load_record(id)->value().tournament.rounds[0].pairings[0].result ==
                    std::nullopt);
    }
    TestServer server({}, db);
    HttpClient http(server.port());
    Director d{http, id, token};
    const json v = d.view();
    EXPECT_FALSE(v["rounds"][0]["pairings"][0]["result"].is_null());
    EXPECT_EQ(v["standings"], json::parse(before)["standings"]);
}

}  // namespace
}  // namespace letterzak::testing

namespace letterzak::testing {
namespace {

TEST_F(TournamentApi, TheDirectorStartsAGamesClock) {
    Director d = club_with_round(http);
    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    const std::string game_id = started.json_body["game_id"];
    EXPECT_TRUE(game_view(http, game_id)["clock"]["paused"].get<bool>());
    EXPECT_EQ(d.post("/games/nosuchgame0000000/start-clock").status, 404u);
    auto ok = d.post("/games/" + game_id + "/start-clock");
    EXPECT_EQ(ok.status, 200u) << ok.body;
    json g = game_view(http, game_id);
    EXPECT_FALSE(g["clock"]["paused"].get<bool>());
    EXPECT_EQ(g["clock"]["running"], g["to_move"]);
    auto again = d.post("/games/" + game_id + "/start-clock");
    EXPECT_EQ(again.status, 409u);
    EXPECT_EQ(again.json_body.value("error", ""), "clock_not_waiting");
}

}  // namespace
}  // namespace letterzak::testing
