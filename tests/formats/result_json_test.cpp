// One seat's result as JSON, the object the API's game view and the score sheet's JSON share:
// every figure under its own name (distinct values, so that two fields swapped would show).

#include "formats/result_json.hpp"

#include <gtest/gtest.h>

namespace letterzak::formats {
namespace {

TEST(SeatResultJson, EveryFigureUnderItsOwnName) {
    game::SeatResult s;
    s.play_score = 301;
    s.end_racks = -7;
    s.overtime = -10;
    s.raw_final = 284;
    s.jury = -20;
    s.final_score = 264;
    s.spread = 35;
    s.match_points = 1.5;
    s.outcome = game::Outcome::kWin;
    s.forfeited = true;
    const nlohmann::json j = seat_result_json(s);
    EXPECT_EQ(j.size(), 10U);
    EXPECT_EQ(j["play_score"], 301);
    EXPECT_EQ(j["end_racks"], -7);
    EXPECT_EQ(j["overtime"], -10);
    EXPECT_EQ(j["raw"], 284);
    EXPECT_EQ(j["jury"], -20);
    EXPECT_EQ(j["final"], 264);
    EXPECT_EQ(j["spread"], 35);
    EXPECT_EQ(j["match_points"], 1.5);
    EXPECT_EQ(j["outcome"], std::string(game::outcome_name(game::Outcome::kWin)));
    EXPECT_EQ(j["forfeited"], true);
}

}  // namespace
}  // namespace letterzak::formats
