// The tournament file: a full round trip keeps everything, and every kind of damage is a
// corrupt_file error naming the problem, never a crash or a silently different tournament.

#include "tournament/tournament_json.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tournament/fixtures.hpp"
#include "tournament/json_file_store.hpp"
#include "tournament/pairing.hpp"
#include "tournament/simulation.hpp"

namespace letterzak::tournament {
namespace {

Tournament played_tournament() {
    Settings s;
    s.rounds = 3;
    s.koth_rounds = 1;
    s.bye.win = 1;
    s.bye.points = 350;
    s.resistance.cut_lowest = 1;
    Tournament t = *make_tournament("Clubkampioenschap Zoë & \"Co\"", s);
    for (const char* name : {"Anna", "Bert", "Carla", "Dirk", "Els"})
        EXPECT_TRUE(add_player(t, name, 1500));
    EXPECT_TRUE(set_withdrawn(t, 5, true));
    RandomScoreModel model(7);
    for (int r = 1; r <= 2; ++r) {
        EXPECT_TRUE(pair_next_round(t));
        EXPECT_TRUE(play_round(t, r, std::ref(model)));
    }
    EXPECT_TRUE(pair_next_round(t));  // round 3 without results
    // Every kind of result, so each field is written and read.
    Round& r1 = t.rounds[0];
    r1.pairings[0].result->jury_scores = std::array<int, 2>{300, 280};
    r1.pairings[0].result->lost_on_time = kSecondSeat;
    r1.pairings[1].result->forfeit = Forfeit::kBoth;
    return t;
}

TEST(TournamentJson, RoundTripsEverything) {
    const Tournament t = played_tournament();
    const std::string text = serialize_tournament(t);
    auto back = parse_tournament(text);
    ASSERT_TRUE(back) << back.error().message;
    EXPECT_EQ(serialize_tournament(*back), text);
    EXPECT_EQ(back->settings.bye.win, 1);
    EXPECT_EQ(back->settings.bye.points, 350);
    EXPECT_EQ(back->rounds[0].pairings[0].result->lost_on_time, kSecondSeat);
    EXPECT_EQ(back->rounds[0].pairings[1].result->forfeit, Forfeit::kBoth);
    EXPECT_FALSE(back->rounds[2].pairings[0].result.has_value());
    EXPECT_TRUE(back->players[4].withdrawn);
}

// Issue 19: the games' settings (overtime rule, rate and limit, total time, house rules) are
// kept; a file from before them reads with the rules' defaults.
TEST(TournamentJson, KeepsTheGamesSettings) {
    Settings s;
    s.rounds = 2;
    s.rules = "box";
    s.clock_minutes = 20;
    s.overtime = game::OvertimeRule::kPenalty;
    s.penalty_per_minute = 15;
    s.overtime_limit_minutes = 2;
    s.total_minutes = 90;
    s.house.blank_swap = core::BlankSwap::kThenPlay;
    s.house.play_on_after_out = true;
    s.house.veto = true;
    s.house.failed_challenge_penalty = 5;
    const Tournament t = *make_tournament("Huisregels", s);
    const std::string text = serialize_tournament(t);
    auto back = parse_tournament(text);
    ASSERT_TRUE(back) << back.error().message;
    EXPECT_EQ(serialize_tournament(*back), text);
    const Settings& b = back->settings;
    EXPECT_EQ(b.overtime, game::OvertimeRule::kPenalty);
    EXPECT_EQ(b.penalty_per_minute, 15);
    EXPECT_EQ(b.overtime_limit_minutes, 2);
    EXPECT_EQ(b.total_minutes, 90);
    EXPECT_EQ(b.house, s.house);
    EXPECT_EQ(clock_choice(b).minutes, 20);

    nlohmann::json old = tournament_to_json(played_tournament());
    for (const char* key : {"clock", "settings"}) old["settings"].erase(key);
    auto read = tournament_from_json(old);
    ASSERT_TRUE(read) << read.error().message;
    EXPECT_FALSE(read->settings.overtime.has_value());
    EXPECT_FALSE(read->settings.total_minutes.has_value());
    EXPECT_EQ(read->settings.house, core::HouseRules{});
}

// Applies `damage` to the JSON of a good tournament and expects a corrupt_file error.
void expect_corrupt(const std::function<void(nlohmann::json&)>& damage,
                    const std::string& mentions) {
    nlohmann::json j = tournament_to_json(played_tournament());
    damage(j);
    auto t = tournament_from_json(j);
    ASSERT_FALSE(t) << "accepted damage expected to mention " << mentions;
    EXPECT_EQ(t.error().code, "corrupt_file");
    EXPECT_NE(t.error().message.find(mentions), std::string::npos) << t.error().message;
}

TEST(TournamentJson, RejectsDamage) {
    EXPECT_EQ(parse_tournament("{\"kind\": ").error().code, "corrupt_file");
    EXPECT_EQ(parse_tournament("[]").error().code, "corrupt_file");
    expect_corrupt([](auto& j) { j["kind"] = "letterzak-game"; }, ".kind");
    expect_corrupt([](auto& j) { j["format_version"] = 99; }, "format_version");
    expect_corrupt([](auto& j) { j.erase("players"); }, ".players");
    expect_corrupt([](auto& j) { j["players"][1]["name"] = 7; }, ".players[1].name");
    expect_corrupt([](auto& j) { j["players"][1]["id"] = 9; }, "player 2 has id 9");
    expect_corrupt([](auto& j) { j["players"][1]["name"] = "anna"; }, "two players");
    expect_corrupt([](auto& j) { j["settings"]["system"] = "ladder"; }, ".settings.system");
    expect_corrupt([](auto& j) { j["settings"]["bye"]["win"] = 0.3; }, ".settings.bye.win");
    // Beyond an integer's range (found by the fuzzer: converting 1.3e34 was undefined
    // behaviour), and an unsigned number past 2^63 that used to read as -1.
    expect_corrupt([](auto& j) { j["settings"]["bye"]["win"] = 1.3e34; }, ".settings.bye.win");
    expect_corrupt([](auto& j) { j["settings"]["bye"]["spread"] = 18446744073709551615ULL; },
                   ".settings.bye.spread");
    expect_corrupt([](auto& j) { j["settings"]["rules"] = "nope"; }, "nope");
    expect_corrupt([](auto& j) { j["rounds"][0]["pairings"][0]["first"] = 42; },
                   "unknown player #42");
    expect_corrupt([](auto& j) { j["rounds"][1]["number"] = 5; }, "round 2 is numbered 5");
    expect_corrupt(
        [](auto& j) {
            j["rounds"][0]["pairings"][1]["first"] = j["rounds"][0]["pairings"][0]["first"];
        },
        "paired twice");
    expect_corrupt([](auto& j) { j["rounds"][0]["pairings"][0]["result"]["scores"] = {1}; },
                   "pair of scores");
    expect_corrupt([](auto& j) { j["rounds"][0]["pairings"][0]["result"]["forfeit"] = "maybe"; },
                   "forfeit");
    expect_corrupt([](auto& j) { j["rounds"][0]["pairings"][0]["result"] = nullptr; },
                   "lacks results");
    expect_corrupt([](auto& j) { j["seeding"].push_back(1); }, "seeded twice");
    expect_corrupt([](auto& j) { j["settings"]["clock"]["overtime"] = "soms"; },
                   ".settings.clock.overtime");
    expect_corrupt([](auto& j) { j["settings"]["settings"]["blank_swap"] = "maybe"; },
                   ".settings.settings.blank_swap");
    expect_corrupt([](auto& j) { j["settings"]["clock"]["total_minutes"] = "lang"; },
                   ".settings.clock.total_minutes");
}

TEST(JsonFileStore, SavesLoadsAndReportsMissingOrBrokenFiles) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                      ("letterzak-tournament-test-" + std::to_string(::getpid()));
    // This process's own folder, emptied first: what a killed earlier run left is not read.
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "t.json").string();
    JsonFileStore store;
    EXPECT_FALSE(store.exists(path));
    EXPECT_EQ(store.load(path).error().code, "not_found");
    const Tournament t = played_tournament();
    ASSERT_TRUE(store.save(path, t));
    EXPECT_TRUE(store.exists(path));
    EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
    auto back = store.load(path);
    ASSERT_TRUE(back);
    EXPECT_EQ(serialize_tournament(*back), serialize_tournament(t));
    std::ofstream(path) << "{ not json";
    EXPECT_EQ(store.load(path).error().code, "corrupt_file");
    EXPECT_EQ(store.save((dir / "missing-dir" / "t.json").string(), t).error().code, "io_error");
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace letterzak::tournament
