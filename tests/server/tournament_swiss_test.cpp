// A club's evening, end to end through the API: a 7-round Swiss for eight players, two of
// them computers. Every round is paired by the server; board 1 is played on the server (the
// computers play themselves; a person resigns), the other results are typed in from score
// sheets, one of them corrected by the jury afterwards. After every round the standings are
// worked out here again from the results alone, by the Dutch rules (SPEC §6: games won, a
// draw ½, then weerstandspunten — the opponents' wins — then spread), and must be the
// server's, in the JSON, the CSV and after every round.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "tournament_client.hpp"

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;

struct Line {
    int player = 0;
    int wins = 0;  // half points
    int spread = 0;
    int resistance = 0;  // half points
    std::vector<int> opponents;
};

// The standings after `rounds` rounds of the view's results, ranked here.
std::vector<Line> expected_standings(const json& view, int rounds) {
    std::map<int, Line> lines;
    for (const json& p : view["players"]) lines[p["id"].get<int>()].player = p["id"];
    for (int r = 0; r < rounds; ++r) {
        for (const json& p : view["rounds"][static_cast<std::size_t>(r)]["pairings"]) {
            EXPECT_FALSE(p["bye"].get<bool>());  // an even field
            const json& res = p["result"];
            EXPECT_FALSE(res.is_null());
            const int a = p["first"], b = p["second"];
            const int sa = res["final_scores"][0], sb = res["final_scores"][1];
            // Who won, from the scores and the clock alone.
            int wa = sa > sb ? 2 : sa == sb ? 1 : 0;
            if (res["lost_on_time"] == "first") wa = 0;
            if (res["lost_on_time"] == "second") wa = 2;
            if (res["resigned"] == "first") wa = 0;
            if (res["resigned"] == "second") wa = 2;
            lines[a].wins += wa;
            lines[b].wins += 2 - wa;
            lines[a].spread += sa - sb;
            lines[b].spread += sb - sa;
            lines[a].opponents.push_back(b);
            lines[b].opponents.push_back(a);
        }
    }
    for (auto& [id, line] : lines)
        for (int o : line.opponents) line.resistance += lines[o].wins;
    std::vector<Line> out;
    for (auto& [id, line] : lines) out.push_back(line);
    std::stable_sort(out.begin(), out.end(), [](const Line& x, const Line& y) {
        return std::tie(x.wins, x.resistance, x.spread) > std::tie(y.wins, y.resistance, y.spread);
    });
    return out;
}

void expect_standings(const json& standings, const std::vector<Line>& expected) {
    EXPECT_EQ(standings["keys"], json({"wins", "resistance", "spread"}));
    const json& rows = standings["rows"];
    ASSERT_EQ(rows.size(), expected.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Line& e = expected[i];
        const json& row = rows[i];
        SCOPED_TRACE(row.dump());
        // Equal players may come in either order; their values are what must agree.
        EXPECT_EQ(row["wins"].get<double>() * 2, e.wins);
        EXPECT_EQ(row["resistance"].get<double>() * 2, e.resistance);
        EXPECT_EQ(row["spread"], e.spread);
        // A rank is one more than the number of players strictly ahead.
        const auto ahead = std::count_if(expected.begin(), expected.end(), [&](const Line& o) {
            return std::tie(o.wins, o.resistance, o.spread) >
                   std::tie(e.wins, e.resistance, e.spread);
        });
        EXPECT_EQ(row["rank"], ahead + 1);
    }
}

// Whether the players can still be paired without anyone meeting again.
bool rematch_avoidable(std::vector<int> left, const std::set<std::pair<int, int>>& met) {
    if (left.empty()) return true;
    const int a = left.back();
    left.pop_back();
    for (std::size_t i = 0; i < left.size(); ++i) {
        if (met.count({std::min(a, left[i]), std::max(a, left[i])})) continue;
        std::vector<int> rest = left;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        if (rematch_avoidable(rest, met)) return true;
    }
    return false;
}

TEST(TournamentSwiss, ASevenRoundSwissForEightPlayersEndToEnd) {
    TestServer server;
    HttpClient http(server.port());
    Director d = create_tournament(http, {{"name", "Clubkampioenschap"},
                                          {"format", "wedstrijd"},
                                          {"system", "swiss"},
                                          {"rounds", 7},
                                          {"rules", "tournament"},
                                          {"clock_minutes", 25}});
    json players = json::array();
    const std::vector<std::string> names = {"Anna", "Bert",  "Carla",  "Dirk",
                                            "Els",  "Frits", "Greedy", "Hebzucht"};
    for (std::size_t i = 0; i < names.size(); ++i) {
        json p = {{"name", names[i]}, {"rating", 1900 - 50 * static_cast<int>(i)}};
        if (i >= 6) p["computer"] = "greedy";
        players.push_back(p);
    }
    ASSERT_EQ(d.post("/players", {{"players", players}}).status, 201u);

    std::mt19937 rng(20250601);  // the score sheets, the same every run
    std::uniform_int_distribution<int> score(280, 520);
    std::set<std::pair<int, int>> met;
    for (int round = 1; round <= 7; ++round) {
        SCOPED_TRACE("round " + std::to_string(round));
        const bool avoidable = rematch_avoidable({1, 2, 3, 4, 5, 6, 7, 8}, met);
        auto paired = d.post("/rounds");
        ASSERT_EQ(paired.status, 201u) << paired.body;
        EXPECT_EQ(paired.json_body["round"], round);
        const json pairings =
            paired
                .json_body["tournament"]["rounds"][static_cast<std::size_t>(round - 1)]["pairings"];
        ASSERT_EQ(pairings.size(), 4u);
        std::set<int> seen;
        for (const json& p : pairings) {
            const int a = p["first"], b = p["second"];
            EXPECT_TRUE(seen.insert(a).second && seen.insert(b).second) << "paired twice";
            const auto key = std::pair{std::min(a, b), std::max(a, b)};
            if (avoidable) {
                EXPECT_EQ(met.count(key), 0u) << a << " meets " << b << " again";
            }
            met.insert(key);
        }
        EXPECT_EQ(seen.size(), 8u);

        // Board 1 on the server.
        auto started = d.post("/rounds/" + std::to_string(round) + "/games", {{"board", 1}});
        ASSERT_EQ(started.status, 201u) << started.body;
        const std::string game_id = started.json_body["game_id"];
        std::string resigner;
        for (const json& s : started.json_body["seats"])
            if (s.contains("token")) resigner = s["token"];  // the last human seat
        if (!resigner.empty()) {
            ASSERT_EQ(http.post_raw("/api/games/" + game_id + "/resign", "", resigner).status,
                      200u);
        }

        // The other boards from their score sheets; every fourth game a draw.
        for (int board = 2; board <= 4; ++board) {
            const json& p = pairings[static_cast<std::size_t>(board - 1)];
            const int a = score(rng);
            const int b = (round + board) % 4 == 0 ? a : score(rng);
            ASSERT_EQ(d.result(round, p["first"], a, p["second"], b).status, 200u);
        }
        if (round == 3) {
            // The jury finds an invalid word on board 2 after the standings went up.
            const json& p = pairings[1];
            const json sheet = d.pairing(3, 2)["result"];
            auto jury = d.post("/rounds/3/results",
                               {{"players",
                                 {{{"player", p["first"]},
                                   {"score", sheet["scores"][0]},
                                   {"jury_score", sheet["scores"][0].get<int>() - 65}},
                                  {{"player", p["second"]}, {"score", sheet["scores"][1]}}}}});
            ASSERT_EQ(jury.status, 200u) << jury.body;
        }
        const json v = wait_for_tournament(
            d,
            [&](const json& t) {
                return t["rounds"][static_cast<std::size_t>(round - 1)]["complete"].get<bool>();
            },
            60s);
        EXPECT_EQ(v["rounds"][static_cast<std::size_t>(round - 1)]["pairings"][0]["game"]["id"],
                  game_id);
        expect_standings(v["standings"], expected_standings(v, round));
    }

    const json final_view = d.view();
    EXPECT_TRUE(final_view["finished"].get<bool>());
    EXPECT_EQ(d.post("/rounds").json_body["error"], "tournament_finished");
    // The standings after any earlier round are those of its results alone.
    for (int after = 0; after <= 7; ++after) {
        SCOPED_TRACE("after round " + std::to_string(after));
        const json s = http.get(d.url("?after=" + std::to_string(after))).json_body["standings"];
        EXPECT_EQ(s["after_round"], after);
        expect_standings(s, expected_standings(final_view, after));
    }
    // Seven games each, and the wins add up to the games played.
    double wins = 0;
    for (const json& row : final_view["standings"]["rows"]) {
        EXPECT_EQ(row["games"], 7);
        wins += row["wins"].get<double>();
    }
    EXPECT_EQ(wins, 28);
    // The CSV ranks the same players the same way.
    std::istringstream csv(http.get(d.url("/standings.csv")).body);
    std::string line;
    std::getline(csv, line);  // the header
    for (const json& row : final_view["standings"]["rows"]) {
        ASSERT_TRUE(std::getline(csv, line));
        EXPECT_EQ(line.substr(0, line.find(',', line.find(',') + 1)),
                  std::to_string(row["rank"].get<int>()) + "," +
                      std::to_string(row["player"].get<int>()));
    }
    // The printable page has all seven rounds.
    const std::string html = http.get(d.url("/report.html")).body;
    std::size_t count = 0;
    for (auto at = html.find("<h2>Ronde"); at != std::string::npos;
         at = html.find("<h2>Ronde", at + 1))
        ++count;
    EXPECT_EQ(count, 7u);
}

}  // namespace
}  // namespace letterzak::testing
