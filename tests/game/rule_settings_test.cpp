// Rules of the rule books that had no test, and the settings of issue 19 in whole games:
// exchanged tiles go back only after the new ones are drawn (001 III-2); a blank swap is
// refused when the house rule is off (III-9); the same word may be played twice (004); the
// overtime penalty (2 m 10 s over costs 30 points); the total playing time (IV-1d) ending the
// game with IV-1a's arithmetic; the jury's extra time (V-6) as an event on the clock.

#include <gtest/gtest.h>

#include "core/house_rules.hpp"
#include "core/unseen.hpp"
#include "game/clock_choice.hpp"
#include "game/refusal.hpp"
#include "game/score_sheet.hpp"
#include "game/word_judge.hpp"
#include "game_support.hpp"
#include "lexicon/lexicon.hpp"

namespace letterzak::testing {
namespace {

using game::Game;
using game::kMinute;
using game::ManualTimeSource;
namespace refusal = game::refusal;

// 001 III-2: "De geruilde letters worden pas in de zak teruggedaan nadat de nieuwe letters zijn
// gepakt." With 7 tiles in the bag, exchanging all 7 must give exactly those 7, never an old
// one: a bag that took the old tiles back first would hand some of them out again.
TEST(ExchangeRule, TheOldTilesGoBackAfterTheNewOnesAreDrawn) {
    core::RuleSet rules = rules_named("tournament");
    const core::TileSet small = counted_set(
        *rules.tiles, {{'A', 3}, {'E', 6}, {'N', 4}, {'R', 2}, {'S', 2}, {'T', 2}, {'O', 2}});
    rules.tiles = &small;  // 21 tiles: two racks of 7, and 7 in the bag
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto created = Game::create(game::GameSetup::for_rules(rules, {"Anna", "Bert"}, seed));
        ASSERT_TRUE(created.has_value()) << created.error().message;
        Game& g = *created;
        ASSERT_EQ(g.bag_size(), 7);
        const int s = g.to_move();
        const core::Rack old = g.rack(s);
        // The bag: the set less the board and both racks.
        core::Rack bag;
        const std::array<core::Rack, 2> racks{g.rack(0), g.rack(1)};
        const auto in_bag = core::unseen_tiles(*rules.tiles, g.board(), racks).value();
        for (int l = 0; l < core::kLetterSlots; ++l)
            for (int n = in_bag[static_cast<std::size_t>(l)]; n > 0; --n)
                bag.add(static_cast<core::Letter>(l));
        const std::vector<core::Letter> all = old.tiles();
        ASSERT_TRUE(g.exchange(s, all).has_value());
        EXPECT_TRUE(g.rack(s) == bag) << "seed " << seed << ": drew " << g.rack(s).to_string()
                                      << ", the bag held " << bag.to_string();
        EXPECT_EQ(g.bag_size(), 7);
    }
}

// III-9 / seed 002: swapping a blank is a house rule, off unless agreed.
TEST(BlankSwapRule, RefusedWhenTheHouseRuleIsOff) {
    for (const char* name : {"box", "tournament", "woordspel"}) {
        const core::RuleSet& rules = rules_named(name);
        Game g = declared_game(rules, {"Anna", "Bert"});
        const int rack_size = rules.rack_size;
        EXPECT_OK(g.set_rack(0, rack(std::string("?E") +
                                     std::string(static_cast<std::size_t>(rack_size - 2), 'A'))));
        EXPECT_OK(g.place(0, move(g, "8G tEAA"), game::Verdict::kValid));
        EXPECT_OK(g.set_rack(1, rack("T")));
        EXPECT_REFUSED(g.swap_blank(1, core::square_index(7, 6)), refusal::kHouseRuleOff);
    }
}

// Seed 004 names no rule against a word already on the board: TREIN twice is two plays.
TEST(SameWordTwice, IsAllowed) {
    const core::RuleSet& rules = rules_named("woordspel");  // words are checked at once
    auto lex = lexicon::Lexicon::from_words({"trein"}, rules.reading);
    ASSERT_TRUE(lex.has_value());
    const game::LexiconJudge judge(*lex);
    Game g = declared_game(rules, {"Anna", "Bert"}, 0, {&judge, nullptr});
    EXPECT_OK(g.set_rack(0, rack("TREINAAA")));
    EXPECT_OK(g.place(0, move(g, "8H TREIN")));
    EXPECT_OK(g.set_rack(1, rack("REINBBBD")));
    EXPECT_OK(g.place(1, move(g, "H8 (T)REIN")));
    EXPECT_EQ(g.turns().size(), 2u);
    EXPECT_GT(g.turns().back().score, 0);
}

// A seeded game (the tiles drawn from its own bag) with a clock and a time source.
Game seeded_game(const core::RuleSet& rules, const game::ClockSettings& clock,
                 ManualTimeSource& time, std::uint64_t seed = 7) {
    game::GameSetup setup = game::GameSetup::for_rules(rules, {"Anna", "Bert"}, seed);
    setup.clock = clock;
    auto g = Game::create(setup, {nullptr, &time});
    EXPECT_TRUE(g.has_value()) << (g ? "" : g.error().message);
    return std::move(*g);
}

int tiles_face_value(const core::RuleSet& rules, const core::Rack& rack) {
    int v = 0;
    for (core::Letter l : rack.tiles()) v += rules.tiles->value[l];
    return v;
}

// International events: 10 points a started minute over time; 2 m 10 s is three started
// minutes. The rate is a setting: 15 points a minute costs 45.
TEST(OvertimeSetting, TwoMinutesTenSecondsOverCostsThreeStartedMinutes) {
    for (const int rate : {10, 15}) {
        game::ClockChoice choice;
        choice.minutes = 1;
        choice.overtime = game::OvertimeRule::kPenalty;
        if (rate != 10) choice.penalty_per_minute = rate;
        const core::RuleSet& rules = rules_named("tournament");
        auto clock = game::clock_settings_from(choice, rules);
        ASSERT_TRUE(clock.has_value());
        ManualTimeSource time;
        Game g = seeded_game(rules, *clock, time);
        const int a = g.to_move(), b = 1 - a;
        time.advance(kMinute + 2 * kMinute + 10'000);  // 3 m 10 s on a 1-minute clock
        EXPECT_OK(g.pass(a));                          // the penalty does not stop play
        EXPECT_OK(g.pass(b));
        EXPECT_OK(g.pass(a));  // three passes end the game
        ASSERT_TRUE(g.over());
        EXPECT_EQ(g.result().seats[static_cast<std::size_t>(a)].overtime, -3 * rate);
        EXPECT_EQ(g.result().seats[static_cast<std::size_t>(b)].overtime, 0);
        const game::ScoreSheet sheet = game::make_score_sheet(g);
        EXPECT_EQ(sheet.lines.back().kind, game::ScoreSheetLine::Kind::kOvertime);
        EXPECT_EQ(sheet.lines.back().points, -3 * rate);
    }
}

// IV-1d: without chess clocks the game ends when the total playing time is up, and is scored
// as IV-1a: each subtracts their own rack, nothing is added.
TEST(TotalTimeSetting, EndsTheGameWithOwnRacksSubtracted) {
    game::ClockChoice choice;
    choice.total_minutes = 30;
    const core::RuleSet& rules = rules_named("tournament");
    auto clock = game::clock_settings_from(choice, rules);
    ASSERT_TRUE(clock.has_value());
    ManualTimeSource time;
    Game g = seeded_game(rules, *clock, time);
    EXPECT_FALSE(clock->chess_clock);
    EXPECT_OK(g.pass(g.to_move()));
    time.advance(29 * kMinute);
    EXPECT_FALSE(*g.tick());
    EXPECT_REFUSED(g.call_time(), refusal::kTimeLeft);
    time.advance(kMinute);
    EXPECT_TRUE(*g.tick());
    EXPECT_EQ(g.end_reason(), game::EndReason::kTotalTime);
    const game::GameResult r = g.result();
    for (int s = 0; s < 2; ++s) {
        const auto& seat = r.seats[static_cast<std::size_t>(s)];
        EXPECT_EQ(seat.end_racks, -tiles_face_value(rules, g.rack(s))) << "seat " << s;
        EXPECT_EQ(seat.final_score, seat.play_score + seat.end_racks) << "nothing is added";
    }
}

// V-6: the jury gives a player extra time; an event on the clock, a line on the sheet, and
// the same game again from the log.
TEST(ExtraTime, TheJuryGivesAPlayerMoreTime) {
    const core::RuleSet& rules = rules_named("tournament");
    ManualTimeSource time;
    Game g = declared_game(rules, {"Anna", "Bert"}, 0, {nullptr, &time},
                           game::ClockSettings::chess(rules));
    time.advance(24 * kMinute);
    EXPECT_OK(g.give_extra_time(0, 2 * kMinute, "storing in de zaal"));
    EXPECT_EQ(g.remaining(0), 3 * kMinute);
    time.advance(2 * kMinute + 59'000);
    EXPECT_FALSE(*g.tick()) << "the extra time keeps the flag up";
    EXPECT_REFUSED(g.give_extra_time(0, 0), refusal::kBadExtraTime);
    EXPECT_REFUSED(g.give_extra_time(0, Game::kMaxExtraTime + 1), refusal::kBadExtraTime);
    EXPECT_REFUSED(g.give_extra_time(2, kMinute), refusal::kNoSuchSeat);
    EXPECT_OK(g.pass(0));
    ASSERT_EQ(g.events().size(), 2u);
    EXPECT_EQ(g.events()[0].kind, game::EventKind::kExtraTime);
    const game::ScoreSheet sheet = game::make_score_sheet(g);
    ASSERT_EQ(sheet.lines.size(), 2u);
    EXPECT_EQ(sheet.lines[0].kind, game::ScoreSheetLine::Kind::kExtraTime);
    EXPECT_EQ(sheet.lines[0].extra, 2 * kMinute);
    EXPECT_EQ(sheet.lines[0].note, "storing in de zaal");
    EXPECT_EQ(sheet.lines[0].points, 0);
    expect_replays(g);
    auto again = Game::replay(g.setup(), g.events());
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->clock().given(0), 2 * kMinute);

    Game no_clock = declared_game(rules, {"Anna", "Bert"}, 0, {nullptr, &time});
    EXPECT_REFUSED(no_clock.give_extra_time(0, kMinute), refusal::kNoClock);
}

// The house rules are the box game's (seed 002); elsewhere asking for one is an error.
TEST(HouseRules, BelongToTheBoxRules) {
    core::HouseRules veto;
    veto.veto = true;
    EXPECT_TRUE(core::with_house_rules(rules_named("box"), veto).has_value());
    EXPECT_TRUE(core::with_house_rules(rules_named("box-ij"), veto).has_value());
    EXPECT_FALSE(core::with_house_rules(rules_named("tournament"), veto).has_value());
    EXPECT_FALSE(core::with_house_rules(rules_named("woordspel"), veto).has_value());
    core::HouseRules penalty;
    penalty.failed_challenge_penalty = 10;
    const auto box = core::with_house_rules(rules_named("box"), penalty);
    ASSERT_TRUE(box.has_value());
    EXPECT_EQ(box->failed_challenge_penalty, 10);
    EXPECT_FALSE(core::with_house_rules(rules_named("english"), penalty).has_value());
    penalty.failed_challenge_penalty = -1;
    EXPECT_FALSE(core::with_house_rules(rules_named("box"), penalty).has_value());
    EXPECT_EQ(core::house_rules_of(rules_named("box")), core::HouseRules{});
}

}  // namespace
}  // namespace letterzak::testing
