#include "store/event_json.hpp"

#include <gtest/gtest.h>

#include "store_fixtures.hpp"

namespace letterzak::store {
namespace {

using nlohmann::json;

game::Event round_trip(const game::Event& e) {
    // Through text, as the database holds it.
    auto back = event_from_json(json::parse(event_to_json(e).dump()));
    EXPECT_TRUE(back) << back.error().message;
    return back ? *back : game::Event{};
}

TEST(EventJson, EveryFieldSurvives) {
    game::Event e;
    e.kind = game::EventKind::kPlace;
    e.seat = 1;
    e.at = 123456789012;
    e.move.kind = core::MoveKind::kPlace;
    e.move.dir = core::Direction::kVertical;
    e.move.start = 97;
    e.move.length = 3;
    e.move.tiles_used = 2;
    e.move.word[0] = 5;
    e.move.word[1] = static_cast<core::Letter>(core::kThroughBit | 20);
    e.move.word[2] = static_cast<core::Letter>(core::kBlankBit | 1);
    e.verdict = game::Verdict::kValid;
    e.fixes = {{core::Direction::kHorizontal, 99, 4}};
    e.findings = {{3, {"XX", "YY"}}};
    e.rack = *core::Rack::parse("AEK?");
    e.points = -65;
    e.adjustment = game::AdjustmentKind::kJury;
    e.square = 12;
    e.note = "jury \"note\" ü";
    e.resolved = true;
    EXPECT_EQ(round_trip(e), e);
    for (int k = 0; k < 14; ++k) {
        game::Event plain;
        plain.kind = static_cast<game::EventKind>(k);
        EXPECT_EQ(round_trip(plain), plain) << k;
    }
}

TEST(EventJson, MalformedEventsAreRefused) {
    EXPECT_FALSE(event_from_json(json::array()));
    EXPECT_FALSE(event_from_json({{"kind", "teleport"}}));
    EXPECT_FALSE(event_from_json({{"kind", "place"}, {"seat", "one"}}));
    EXPECT_FALSE(
        event_from_json({{"kind", "place"}, {"move", {{"kind", "place"}, {"start", 500}}}}));
    EXPECT_FALSE(event_from_json({{"kind", "place"}, {"verdict", "maybe"}}));
    EXPECT_FALSE(event_from_json({{"kind", "set_rack"}, {"rack", "A1"}}));
    // Numbers that do not fit the field (found by the codec's fuzzer: 1.7e53 into an int was
    // undefined behaviour) or are not whole.
    EXPECT_FALSE(event_from_json({{"kind", "pass"}, {"seat", 1.7e53}}));
    EXPECT_FALSE(event_from_json({{"kind", "pass"}, {"seat", 1.5}}));
    EXPECT_FALSE(event_from_json({{"kind", "pass"}, {"seat", 4294967296LL}}));
    EXPECT_FALSE(event_from_json({{"kind", "pass"}, {"seat", 18446744073709551615ULL}}));
    EXPECT_TRUE(event_from_json({{"kind", "pass"}, {"seat", 1}}));
    // The same inside an array: a move's tiles (found by the fuzzer in CI: 7.8e31 as a tile).
    const json huge_tile = json::parse(
        R"({"kind":"place","move":{"kind":"place","dir":"h","start":112,"word":[20,7.7e31],"score":4}})");
    EXPECT_FALSE(event_from_json(huge_tile));
    const json fraction_tile = json::parse(
        R"({"kind":"place","move":{"kind":"place","dir":"h","start":112,"word":[20,18.5],"score":4}})");
    EXPECT_FALSE(event_from_json(fraction_tile));
}

TEST(EventJson, SetupSurvivesWithSettings) {
    auto setup = game::GameSetup::for_rules(*core::rule_set_by_name("box"), {"A", "B", "C"},
                                            0xfedcba9876543210ULL);
    setup.rules.failed_challenge_penalty = 5;
    setup.rules.blank_swap = core::BlankSwap::kThenPlay;
    setup.clock = game::ClockSettings::chess(setup.rules);
    setup.clock.overtime = game::OvertimeRule::kPenalty;
    setup.started_at = 42;
    setup.starter = 2;
    auto back = setup_from_json(json::parse(setup_to_json(setup).dump()));
    ASSERT_TRUE(back) << back.error().message;
    EXPECT_EQ(back->rules.name, "box");
    EXPECT_EQ(back->players, setup.players);
    EXPECT_EQ(back->seed, setup.seed);
    EXPECT_EQ(back->rules.failed_challenge_penalty, 5);
    EXPECT_EQ(back->rules.blank_swap, core::BlankSwap::kThenPlay);
    EXPECT_EQ(back->clock, setup.clock);
    EXPECT_EQ(back->started_at, setup.started_at);
    EXPECT_EQ(back->starter, setup.starter);
    EXPECT_FALSE(setup_from_json({{"rules", "chess"}}));
}

TEST(EventJson, AWholeGameReplaysFromItsJson) {
    auto played = testing::play_stored_game(7);
    const game::Game& g = *played.game;
    ASSERT_GT(g.events().size(), 20u);
    std::vector<game::Event> events;
    for (const game::Event& e : g.events()) events.push_back(round_trip(e));
    EXPECT_EQ(events, g.events());
    auto setup = setup_from_json(json::parse(setup_to_json(g.setup()).dump()));
    ASSERT_TRUE(setup);
    auto again = game::Game::replay(*setup, events);  // no judge, no time: the log decides
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_EQ(again->board(), g.board());
    EXPECT_EQ(again->status(), g.status());
    for (int s = 0; s < 2; ++s) {
        EXPECT_EQ(again->score(s), g.score(s));
        EXPECT_EQ(again->rack(s), g.rack(s));
    }
    EXPECT_EQ(again->result().seats[0].final_score, g.result().seats[0].final_score);
}

TEST(EventJson, TheCodecIsVersioned) {
    // Stored before the codec wrote versions: read as version 1.
    game::Event e;
    e.kind = game::EventKind::kResign;
    e.seat = 1;
    json old = event_to_json(e);
    ASSERT_FALSE(old.contains("version"));
    EXPECT_TRUE(event_from_json(old));
    json newer = old;
    newer["version"] = formats::kCodecVersion + 1;
    EXPECT_FALSE(event_from_json(newer));
    json setup =
        setup_to_json(game::GameSetup::for_rules(*core::rule_set_by_name("box"), {"A", "B"}));
    EXPECT_EQ(setup["version"], formats::kCodecVersion);
    setup["version"] = formats::kCodecVersion + 1;
    EXPECT_FALSE(setup_from_json(setup));
    // Every enum is written by the name its table gives it.
    for (const auto& n : game::kEventKindNames) {
        game::Event k;
        k.kind = n.value;
        EXPECT_EQ(event_to_json(k)["kind"], n.name);
    }
}

TEST(EventJson, TheGameLogIsTheSameCodec) {
    auto played = testing::play_stored_game(11);
    const game::Game& g = *played.game;
    const json log = formats::game_log_json(g);
    ASSERT_EQ(log["events"].size(), g.events().size());
    for (std::size_t i = 0; i < g.events().size(); ++i)
        EXPECT_EQ(log["events"][i], event_to_json(g.events()[i]));
    EXPECT_EQ(log["setup"], setup_to_json(g.setup()));
    auto again = formats::game_from_log(json::parse(log.dump()));
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_EQ(again->events(), g.events());
    EXPECT_FALSE(formats::game_from_log({{"format", "letterzak-game-log"}, {"version", 99}}));
}

}  // namespace
}  // namespace letterzak::store
