// `letterzak serve --places FILE` (SPEC §5, issue 19): the place names of the file are words in
// the server's woordspel games, and only there. The same deal is played on a server given the
// list and on one without it: ELST (a place in Gelderland, no word of the list) is taken on the
// first and refused on the second; a box game on the first server does not know it.

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>

#include "test_client.hpp"

namespace letterzak::testing {
namespace {

constexpr int kH8 = 7 * 15 + 7;  // the centre square, as the API numbers squares
const json kTwoHumans = json::array({{{"name", "Anna"}}, {{"name", "Bert"}}});

// A small word list (so each rule set compiles at once) and a list of place names, with the
// compiled copies in the same temporary directory, not in the user's cache.
class PlacesApi : public ::testing::Test {
  protected:
    void SetUp() override {
        ::setenv("LETTERZAK_CACHE_DIR", (files.path() / "cache").c_str(), 1);
        std::ofstream(files.path() / "words.txt") << "fiets\nbijl\neten\nstel\nlest\ntest\n";
        std::ofstream(files.path() / "places.txt") << "Elst\nDen Haag\nEdam\n";
    }
    void TearDown() override { ::unsetenv("LETTERZAK_CACHE_DIR"); }

    std::function<void(server::ServerConfig&)> config(bool with_places) const {
        return [this, with_places](server::ServerConfig& c) {
            c.lexicon = files.path() / "words.txt";
            if (with_places) c.places = files.path() / "places.txt";
        };
    }

    TempDir files;
};

struct Deal {
    std::string id;
    std::string token;  // of the player to move
};

// The first seed whose player to move holds E, L, S and T (letters, not blanks), from seed 1
// on: the same deal on every server.
std::optional<std::pair<std::uint64_t, Deal>> deal_with_elst(TestServer& server, HttpClient& http,
                                                             const std::string& rules) {
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        const json created =
            create_seeded_game(server, {{"rules", rules}, {"seats", kTwoHumans}}, seed);
        if (!created.is_object()) return std::nullopt;
        std::vector<std::string> tokens;
        for (const json& s : created["seats"]) tokens.push_back(s.value("token", ""));
        const std::string id = created["id"];
        json v = http.get("/api/games/" + id, tokens[0]).json_body;
        const int mover = v["to_move"];
        v = http.get("/api/games/" + id, tokens[static_cast<std::size_t>(mover)]).json_body;
        std::map<std::string, int> held;
        for (const json& l : v["seats"][static_cast<std::size_t>(mover)]["rack"])
            ++held[l.get<std::string>()];
        if (held["E"] >= 1 && held["L"] >= 1 && held["S"] >= 1 && held["T"] >= 1)
            return std::pair{seed, Deal{id, tokens[static_cast<std::size_t>(mover)]}};
    }
    return std::nullopt;
}

json elst_at_centre() {
    json tiles = json::array();
    const std::string word = "ELST";
    for (std::size_t i = 0; i < word.size(); ++i)
        tiles.push_back({{"square", kH8 + static_cast<int>(i)},
                         {"letter", std::string(1, word[i])},
                         {"blank", false}});
    return {{"type", "place"}, {"tiles", tiles}};
}

TEST_F(PlacesApi, WoordspelTakesThePlaceNamesOfServePlacesOnly) {
    std::uint64_t seed = 0;
    {
        TestServer server(config(true));
        HttpClient http{server.port()};
        auto deal = deal_with_elst(server, http, "woordspel");
        ASSERT_TRUE(deal.has_value()) << "no seed up to 400 deals E, L, S and T";
        seed = deal->first;
        const auto r = http.post("/api/games/" + deal->second.id + "/move", elst_at_centre(),
                                 deal->second.token);
        EXPECT_EQ(r.status, 200u) << r.body;
        const json turn = r.json_body["game"]["turns"].back();
        EXPECT_EQ(turn["kind"], "place") << turn.dump();
        EXPECT_EQ(turn["word"], "ELST") << turn.dump();
        EXPECT_GT(turn["score"].get<int>(), 0) << turn.dump();

        // The game's own word check says the same; and the list is woordspel's alone: a
        // box game on the same server does not know ELST.
        const auto here =
            http.get("/api/games/" + deal->second.id + "/word?w=ELST", deal->second.token);
        ASSERT_EQ(here.status, 200u) << here.body;
        EXPECT_TRUE(here.json_body["valid"].get<bool>()) << here.body;
        const json other =
            create_seeded_game(server, {{"rules", "box"}, {"seats", kTwoHumans}}, seed);
        const std::string other_token = other["seats"][0].value("token", "");
        const auto there =
            http.get("/api/games/" + other["id"].get<std::string>() + "/word?w=ELST", other_token);
        ASSERT_EQ(there.status, 200u) << there.body;
        EXPECT_FALSE(there.json_body["valid"].get<bool>()) << there.body;
    }
    {
        TestServer server(config(false));
        HttpClient http{server.port()};
        const json created =
            create_seeded_game(server, {{"rules", "woordspel"}, {"seats", kTwoHumans}}, seed);
        std::vector<std::string> tokens;
        for (const json& s : created["seats"]) tokens.push_back(s.value("token", ""));
        const std::string id = created["id"];
        const int mover = http.get("/api/games/" + id, tokens[0]).json_body["to_move"];
        const std::string& token = tokens[static_cast<std::size_t>(mover)];
        const auto r = http.post("/api/games/" + id + "/move", elst_at_centre(), token);
        EXPECT_EQ(r.status, 422u) << r.body;
        EXPECT_EQ(r.json_body.value("error", ""), "invalid_word") << r.body;
        const json v = http.get("/api/games/" + id, token).json_body;
        EXPECT_TRUE(v["turns"].empty()) << "the refused move is not played: " << v["turns"].dump();
    }
}

TEST_F(PlacesApi, AMissingPlacesFileStopsTheStart) {
    EXPECT_THROW(TestServer([this](server::ServerConfig& c) {
                     c.lexicon = files.path() / "words.txt";
                     c.places = files.path() / "no-such-places.txt";
                 }),
                 std::runtime_error);
}

}  // namespace
}  // namespace letterzak::testing
