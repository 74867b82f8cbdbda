// The director's operations and their refusals: registering, entering results (either order,
// corrections, the wrong pairing), pairing before the results are in, and the end of the event.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "tournament/fixtures.hpp"
#include "tournament/pairing.hpp"
#include "tournament/standings.hpp"

namespace letterzak::tournament {
namespace {

using testing::report;

Settings swiss(int rounds) {
    Settings s;
    s.rounds = rounds;
    return s;
}

Tournament fresh(int players, Settings s = swiss(3)) {
    Tournament t = testing::make_test_tournament(s, players);
    t.seeding.clear();
    return t;
}

TEST(Settings, AreChecked) {
    Settings s;
    EXPECT_EQ(make_tournament("T", s).error().code, "invalid_settings");  // a Swiss needs rounds
    s.rounds = 5;
    EXPECT_TRUE(make_tournament("T", s));
    s.rules = "scrabble-deluxe";
    EXPECT_EQ(make_tournament("T", s).error().code, "unknown_rule_set");
    s.rules = "tournament";
    s.koth_rounds = 6;
    EXPECT_EQ(make_tournament("T", s).error().code, "invalid_settings");
    s.koth_rounds = 1;
    s.system = PairingSystem::kRoundRobin;
    EXPECT_EQ(make_tournament("T", s).error().code, "invalid_settings");
    s = Settings{};
    s.system = PairingSystem::kKnockOut;
    EXPECT_TRUE(make_tournament("T", s));
    EXPECT_EQ(make_tournament("  ", s).error().code, "empty_name");
    EXPECT_EQ(parse_system("ko").value(), PairingSystem::kKnockOut);
    EXPECT_EQ(parse_format("punten").value(), Format::kPunten);
    EXPECT_FALSE(parse_format("snel"));
}

TEST(Players, AreRegisteredWithUniqueNamesAndFoundByNameOrNumber) {
    Tournament t = *make_tournament("T", swiss(3));
    EXPECT_EQ(add_player(t, "Anna de Vries", 1650).value(), 1);
    EXPECT_EQ(add_player(t, "Bert").value(), 2);
    EXPECT_EQ(add_player(t, "anna de vries").error().code, "duplicate_player");
    EXPECT_EQ(add_player(t, "").error().code, "empty_name");
    EXPECT_EQ(add_player(t, "12").error().code, "invalid_name");
    EXPECT_EQ(resolve_player(t, "ANNA DE VRIES").value(), 1);
    EXPECT_EQ(resolve_player(t, "#2").value(), 2);
    EXPECT_EQ(resolve_player(t, "2").value(), 2);
    EXPECT_EQ(resolve_player(t, "Carl").error().code, "unknown_player");
    EXPECT_EQ(resolve_player(t, "7").error().code, "unknown_player");
}

TEST(Players, RatingSeedsTheFirstRound) {
    Tournament t = *make_tournament("T", swiss(3));
    ASSERT_TRUE(add_player(t, "Unrated"));
    ASSERT_TRUE(add_player(t, "Low", 1200));
    ASSERT_TRUE(add_player(t, "High", 1800));
    ASSERT_TRUE(add_player(t, "Withdrawn", 2000));
    ASSERT_TRUE(set_withdrawn(t, 4, true));
    EXPECT_EQ(initial_seeding(t), (std::vector<PlayerId>{3, 2, 1}));
}

TEST(Results, EnterInEitherOrderAndLandInSeatOrder) {
    Tournament t = fresh(4);
    ASSERT_TRUE(pair_next_round(t));
    const Pairing p = t.rounds[0].pairings[0];
    ASSERT_TRUE(enter_result(t, 1, report(p.second, 380, p.first, 412)));
    const GameResult& r = *t.rounds[0].pairings[0].result;
    EXPECT_EQ(r.scores[kFirstSeat], 412);
    EXPECT_EQ(r.scores[kSecondSeat], 380);
    // A correction replaces the result: the jury's scores flow in later.
    GameReport corrected = report(p.first, 412, p.second, 380);
    corrected.players[0].jury_score = 372;
    ASSERT_TRUE(enter_result(t, 1, corrected));
    EXPECT_EQ(t.rounds[0].pairings[0].result->final_score(kFirstSeat), 372);
    EXPECT_EQ(compute_standings(t).rows[0].player, p.second);
}

TEST(Results, AreRefusedForTheWrongGame) {
    Tournament t = fresh(5);
    EXPECT_EQ(enter_result(t, 1, report(1, 400, 2, 300)).error().code, "unknown_round");
    ASSERT_TRUE(pair_next_round(t));
    const Round& r = t.rounds[0];
    const Pairing& g1 = r.pairings[0];
    const Pairing& g2 = r.pairings[1];
    const PlayerId bye = r.pairings.back().first;
    ASSERT_TRUE(r.pairings.back().is_bye());
    EXPECT_EQ(enter_result(t, 1, report(g1.first, 400, g2.first, 300)).error().code, "not_paired");
    EXPECT_EQ(enter_result(t, 1, report(bye, 400, g1.first, 300)).error().code,
              "bye_has_no_result");
    EXPECT_EQ(enter_result(t, 1, report(99, 400, g1.first, 300)).error().code, "unknown_player");
    EXPECT_EQ(enter_result(t, 2, report(g1.first, 400, g1.second, 300)).error().code,
              "unknown_round");
    EXPECT_EQ(enter_result(t, 1, report(g1.first, 400, g1.first, 300)).error().code,
              "invalid_result");
    GameReport both_on_time = report(g1.first, 400, g1.second, 300);
    both_on_time.players[0].lost_on_time = both_on_time.players[1].lost_on_time = true;
    EXPECT_EQ(enter_result(t, 1, both_on_time).error().code, "invalid_result");
    EXPECT_EQ(enter_result(t, 1, report(g1.first, 40000, g1.second, 300)).error().code,
              "invalid_result");
}

TEST(Pairing, WaitsForTheResultsAndStopsAfterTheLastRound) {
    Tournament t = fresh(4, swiss(2));
    ASSERT_TRUE(pair_next_round(t));
    const auto early = pair_next_round(t);
    ASSERT_FALSE(early);
    EXPECT_EQ(early.error().code, "results_missing");
    EXPECT_NE(early.error().message.find("board 1"), std::string::npos);
    for (int round = 1; round <= 2; ++round) {
        if (round == 2) {
            ASSERT_TRUE(pair_next_round(t));
        }
        for (const Pairing& p : t.rounds.back().pairings)
            ASSERT_TRUE(enter_result(t, round, report(p.first, 400, p.second, 300)));
    }
    EXPECT_EQ(pair_next_round(t).error().code, "tournament_finished");
}

TEST(Pairing, NeedsTwoPlayers) {
    Tournament t = fresh(1);
    EXPECT_EQ(pair_next_round(t).error().code, "too_few_players");
    EXPECT_TRUE(t.seeding.empty());
}

TEST(Pairing, WithdrawnPlayersAreLeftOutAndLateEntriesJoin) {
    Tournament t = fresh(4);
    ASSERT_TRUE(pair_next_round(t));
    for (const Pairing& p : t.rounds.back().pairings)
        ASSERT_TRUE(enter_result(t, 1, report(p.first, 400, p.second, 300)));
    ASSERT_TRUE(set_withdrawn(t, 2, true));
    ASSERT_TRUE(add_player(t, "Late"));
    ASSERT_TRUE(add_player(t, "Later"));
    ASSERT_TRUE(pair_next_round(t));
    std::set<PlayerId> paired;
    for (const Pairing& p : t.rounds.back().pairings)
        for (PlayerId id : {p.first, p.second})
            if (id != kNoPlayer) paired.insert(id);
    EXPECT_EQ(paired, (std::set<PlayerId>{1, 3, 4, 5, 6}));
    EXPECT_EQ(t.seeding.size(), 6u);
}

TEST(Pairing, RoundRobinAndKnockOutFieldsAreFixedOnceStarted) {
    Settings s;
    s.system = PairingSystem::kRoundRobin;
    Tournament t = fresh(4, s);
    ASSERT_TRUE(pair_next_round(t));
    EXPECT_EQ(add_player(t, "Late").error().code, "tournament_started");
}

TEST(Pairing, UnpairTakesTheLastRoundBack) {
    Tournament t = fresh(4);
    EXPECT_EQ(unpair_last_round(t).error().code, "nothing_to_unpair");
    ASSERT_TRUE(pair_next_round(t));
    const Pairing p = t.rounds[0].pairings[0];
    ASSERT_TRUE(enter_result(t, 1, report(p.first, 400, p.second, 300)));
    EXPECT_EQ(unpair_last_round(t).error().code, "round_has_results");
    ASSERT_TRUE(unpair_last_round(t, /*force=*/true));
    EXPECT_EQ(current_round(t), 0);
    EXPECT_TRUE(t.seeding.empty());
}

TEST(Pairing, KingOfTheHillPairsTheFinalRoundByRank) {
    Settings s = swiss(3);
    s.koth_rounds = 1;
    Tournament t = fresh(6, s);
    for (int round = 1; round <= 3; ++round) {
        ASSERT_TRUE(pair_next_round(t));
        for (const Pairing& p : t.rounds.back().pairings) {
            const int a = 300 + 10 * p.first;  // the lower the id, the lower the score
            ASSERT_TRUE(enter_result(t, round, report(p.first, a, p.second, 300 + 10 * p.second)));
        }
    }
    const Round& last = t.rounds.back();
    std::vector<std::set<PlayerId>> pairs;
    for (const Pairing& p : last.pairings) pairs.push_back({p.first, p.second});
    // The last round pairs 1–2, 3–4, 5–6 of the ranking after round 2 (wins, spread, seed).
    Tournament before = t;
    before.rounds.pop_back();
    std::vector<PlayerId> ranked;
    {
        const Standings st = compute_standings(before);
        std::vector<StandingRow> rows = st.rows;
        const auto seed = [&](PlayerId id) {
            return std::find(t.seeding.begin(), t.seeding.end(), id) - t.seeding.begin();
        };
        std::sort(rows.begin(), rows.end(), [&](const StandingRow& a, const StandingRow& b) {
            if (a.wins != b.wins) return a.wins > b.wins;
            if (a.spread != b.spread) return a.spread > b.spread;
            return seed(a.player) < seed(b.player);
        });
        for (const StandingRow& r : rows) ranked.push_back(r.player);
    }
    EXPECT_EQ(pairs[0], (std::set<PlayerId>{ranked[0], ranked[1]}));
    EXPECT_EQ(pairs[1], (std::set<PlayerId>{ranked[2], ranked[3]}));
    EXPECT_EQ(pairs[2], (std::set<PlayerId>{ranked[4], ranked[5]}));
}

}  // namespace
}  // namespace letterzak::tournament
