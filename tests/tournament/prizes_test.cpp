// The prize list (issue 21 item 5), against lists worked out on paper: overall places and
// class places by the standings, shared places on ties, the game prizes, and players who
// withdrew or were disqualified (not eligible: the places move up).

#include "tournament/prizes.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tournament/fixtures.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::tournament {
namespace {

using testing::add_round;
using testing::game;
using testing::make_test_tournament;

// The awards of one category (and class), as (player, place) pairs in list order.
std::vector<std::pair<PlayerId, int>> winners(const PrizeList& list, PrizeCategory c,
                                              const std::string& class_name = "") {
    std::vector<std::pair<PlayerId, int>> out;
    for (const Award& a : list.awards)
        if (a.category == c && a.class_name == class_name) out.emplace_back(a.player, a.place);
    return out;
}

using Winners = std::vector<std::pair<PlayerId, int>>;

// Round robin A B C D (ids 1–4), two rounds of three:
//   round 1: A–B 400-300, C–D 380-280;   round 2: A–C 350-360, B–D 400-100.
// Wins and spread: C 2 +110, B 1 +200, A 1 +90, D 0 −400 → order C, B, A, D.
// Highest scores: 400 (A, round 1) and 400 (B, round 2). Combined: A–B 700, C–D 660, A–C 710,
// B–D 500 → the best game is A–C in round 2, 710.
Tournament two_rounds(PrizeSettings prizes) {
    Settings s;
    s.system = PairingSystem::kRoundRobin;
    s.prizes = std::move(prizes);
    Tournament t = make_test_tournament(s, 4);
    t.players[0].rating = 1700;  // A
    t.players[1].rating = 1500;  // B
    t.players[2].rating = 1200;  // C
    // D unrated
    add_round(t, {game(1, 2, 400, 300), game(3, 4, 380, 280)});
    add_round(t, {game(1, 3, 350, 360), game(2, 4, 400, 100)});
    return t;
}

PrizeSettings all_prizes() {
    PrizeSettings p;
    p.overall_places = 2;
    p.classes = {{"A", 1600, 1}, {"B", 1300, 1}, {"C", std::nullopt, 2}};
    p.best_game = true;
    p.highest_score = true;
    p.best_bingo = true;
    return p;
}

GameEvidence three_bingos() {
    GameEvidence e;
    e.games_read = 3;
    e.bingos = {{1, 1, 2, "STINKER", 74}, {2, 2, 4, "KWARTET", 90}, {2, 3, 1, "BOEKJES", 90}};
    return e;
}

TEST(Prizes, EveryCategoryWorkedOutByHand) {
    const Tournament t = two_rounds(all_prizes());
    const PrizeList list = compute_prizes(t, three_bingos());
    EXPECT_EQ(winners(list, PrizeCategory::kOverall), (Winners{{3, 1}, {2, 2}}));
    EXPECT_EQ(winners(list, PrizeCategory::kClass, "A"), (Winners{{1, 1}}));
    EXPECT_EQ(winners(list, PrizeCategory::kClass, "B"), (Winners{{2, 1}}));
    // The catch-all takes C (1200) and D (unrated).
    EXPECT_EQ(winners(list, PrizeCategory::kClass, "C"), (Winners{{3, 1}, {4, 2}}));
    // Best game: A–C 710, both players win it.
    EXPECT_EQ(winners(list, PrizeCategory::kBestGame), (Winners{{1, 1}, {3, 1}}));
    for (const Award& a : list.awards)
        if (a.category == PrizeCategory::kBestGame) {
            EXPECT_EQ(a.value, 710);
            EXPECT_EQ(a.round, 2);
        }
    // Highest score: A 400 in round 1 and B 400 in round 2 share it.
    EXPECT_EQ(winners(list, PrizeCategory::kHighestScore), (Winners{{1, 1}, {2, 1}}));
    // Best bingo: KWARTET (B) and BOEKJES (C), 90 each, share it.
    EXPECT_EQ(winners(list, PrizeCategory::kBestBingo), (Winners{{2, 1}, {3, 1}}));
    for (const Award& a : list.awards) {
        const bool tie = a.category == PrizeCategory::kBestGame ||
                         a.category == PrizeCategory::kHighestScore ||
                         a.category == PrizeCategory::kBestBingo;
        EXPECT_EQ(a.shared, tie) << prize_category_name(a.category) << " " << a.player;
    }
    EXPECT_FALSE(list.final);  // a round robin of four has three rounds
    EXPECT_EQ(list.games_over_board, 4);
    EXPECT_EQ(list.games_with_moves, 3);
    EXPECT_TRUE(list.empty_classes.empty());
}

TEST(Prizes, APlayerEqualToThemselvesWinsOnce) {
    GameEvidence e = three_bingos();
    e.bingos.push_back({1, 3, 4, "ZEKERDER", 90});  // C's second bingo of 90, in round 1
    const PrizeList list = compute_prizes(two_rounds(all_prizes()), e);
    EXPECT_EQ(winners(list, PrizeCategory::kBestBingo), (Winners{{2, 1}, {3, 1}}));
    for (const Award& a : list.awards)
        if (a.category == PrizeCategory::kBestBingo && a.player == 3) {
            EXPECT_EQ(a.round, 1);
        }
}

TEST(Prizes, NoSettingsNoPrizes) {
    const PrizeList list = compute_prizes(two_rounds({}), three_bingos());
    EXPECT_TRUE(list.awards.empty());
}

TEST(Prizes, WithoutACatchAllUnratedPlayersAreInNoClass) {
    PrizeSettings p;
    p.classes = {{"Hoog", 1400, 3}, {"Laag", 1000, 3}};
    const PrizeList list = compute_prizes(two_rounds(p));
    EXPECT_EQ(winners(list, PrizeCategory::kClass, "Hoog"), (Winners{{2, 1}, {1, 2}}));
    EXPECT_EQ(winners(list, PrizeCategory::kClass, "Laag"), (Winners{{3, 1}}));
    EXPECT_EQ(rating_class_of(p, std::nullopt), std::nullopt);
    EXPECT_EQ(rating_class_of(p, 1400), 0U);
    EXPECT_EQ(rating_class_of(p, 999), std::nullopt);
}

// Swiss of one round: A–B 400-300 and C–D 380-280. A and C: 1 win, weerstandspunten 0,
// spread +100 — equal on every key; B and D equal below them.
Tournament one_round_tie(int places) {
    Settings s;
    s.rounds = 1;
    s.prizes.overall_places = places;
    Tournament t = make_test_tournament(s, 4);
    add_round(t, {game(1, 2, 400, 300), game(3, 4, 380, 280)});
    return t;
}

TEST(Prizes, EqualPlayersShareTheirPlace) {
    const PrizeList two = compute_prizes(one_round_tie(2));
    // Both are first; nobody is second, and third is beyond the two prizes.
    EXPECT_EQ(winners(two, PrizeCategory::kOverall), (Winners{{1, 1}, {3, 1}}));
    for (const Award& a : two.awards) EXPECT_TRUE(a.shared);
    EXPECT_TRUE(two.final);
    const PrizeList three = compute_prizes(one_round_tie(3));
    EXPECT_EQ(winners(three, PrizeCategory::kOverall), (Winners{{1, 1}, {3, 1}, {2, 3}, {4, 3}}));
}

TEST(Prizes, WithdrawnPlayersAreNotEligibleAndPlacesMoveUp) {
    Tournament t = one_round_tie(2);
    ASSERT_TRUE(set_withdrawn(t, 1, true).has_value());
    const PrizeList list = compute_prizes(t);
    // C alone first; B and D share second.
    EXPECT_EQ(winners(list, PrizeCategory::kOverall), (Winners{{3, 1}, {2, 2}, {4, 2}}));
    EXPECT_FALSE(list.awards.front().shared);
}

TEST(Prizes, DisqualifiedPlayersWinNothing) {
    Tournament t = two_rounds(all_prizes());
    Sanction dq;
    dq.player = 2;  // B
    dq.kind = SanctionKind::kDisqualification;
    dq.round = 2;
    ASSERT_TRUE(impose_sanction(t, dq).has_value());
    const PrizeList list = compute_prizes(t, three_bingos());
    EXPECT_EQ(winners(list, PrizeCategory::kOverall), (Winners{{3, 1}, {1, 2}}));
    EXPECT_EQ(winners(list, PrizeCategory::kClass, "B"), Winners{});
    EXPECT_EQ(list.empty_classes, std::vector<std::string>{"B"});
    EXPECT_EQ(winners(list, PrizeCategory::kHighestScore), (Winners{{1, 1}}));
    EXPECT_EQ(winners(list, PrizeCategory::kBestBingo), (Winners{{3, 1}}));
    for (const Award& a : list.awards)
        if (a.category == PrizeCategory::kHighestScore || a.category == PrizeCategory::kBestBingo) {
            EXPECT_FALSE(a.shared);
        }
}

TEST(Prizes, GamePrizesCountOnlyGamesPlayedWithTheirFinalScores) {
    PrizeSettings p;
    p.best_game = true;
    p.highest_score = true;
    Tournament t = two_rounds(p);
    // Round 1's C–D becomes an adjourned game at 520-500 (not final: it counts for nothing),
    // round 2's B–D gets the jury's 390-100 (the red pen counts), and A–B a forfeit by B.
    GameResult adjourned;
    adjourned.scores = {520, 500};
    adjourned.adjourned = true;
    t.rounds[0].pairings[1].result = adjourned;
    t.rounds[1].pairings[1].result->jury_scores = std::array<int, 2>{390, 100};
    GameResult forfeit;
    forfeit.forfeit = Forfeit::kSecond;
    t.rounds[0].pairings[0].result = forfeit;
    const PrizeList list = compute_prizes(t);
    EXPECT_EQ(list.games_over_board, 2);  // A–C and B–D
    EXPECT_EQ(winners(list, PrizeCategory::kBestGame), (Winners{{1, 1}, {3, 1}}));  // 710
    EXPECT_EQ(winners(list, PrizeCategory::kHighestScore), (Winners{{2, 1}}));      // 390
    EXPECT_EQ(list.awards.back().value, 390);
}

TEST(PrizeSettings, ClassesAreChecked) {
    Settings s;
    s.rounds = 3;
    s.prizes.classes = {{"A", 1300, 1}, {"B", 1600, 1}};
    EXPECT_EQ(validate_settings(s).error().code, "invalid_settings");  // not strong to weak
    s.prizes.classes = {{"A", std::nullopt, 1}, {"B", 1600, 1}};
    EXPECT_FALSE(validate_settings(s).has_value());  // the catch-all must be last
    s.prizes.classes = {{"A", 1600, 1}, {"A", 1300, 1}};
    EXPECT_FALSE(validate_settings(s).has_value());  // a name twice
    s.prizes.classes = {{"A", 1600, 0}};
    EXPECT_FALSE(validate_settings(s).has_value());  // no prizes in a class
    s.prizes.classes = {{"A", 1600, 2}, {"B", std::nullopt, 1}};
    s.prizes.overall_places = kMaxPrizePlaces + 1;
    EXPECT_FALSE(validate_settings(s).has_value());
    s.prizes.overall_places = 3;
    EXPECT_TRUE(validate_settings(s).has_value());
}

TEST(PrizeSettings, RoundTripThroughTheSettingsJson) {
    Settings s;
    s.rounds = 5;
    s.prizes = all_prizes();
    const nlohmann::json j = settings_to_json(s);
    EXPECT_EQ(j["prizes"]["classes"][2]["min_rating"], nullptr);
    auto back = settings_from_json(j);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->prizes, s.prizes);
    // Without prizes the settings are written as before (no "prizes" field).
    EXPECT_FALSE(settings_to_json(Settings{}).contains("prizes"));
    // The API's reader names an unknown field.
    auto bad = prizes_from_json(nlohmann::json{{"overal", 3}});
    ASSERT_FALSE(bad.has_value());
    EXPECT_NE(bad.error().message.find("overal"), std::string::npos);
}

}  // namespace
}  // namespace letterzak::tournament
