// Round robin: the Berger table as published, and for every field size: everyone meets everyone
// exactly once per cycle, nobody twice in a round, starts within one of even, one bye each for
// an odd field, and a second cycle with the starts swapped.

#include "tournament/pairing_round_robin.hpp"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "tournament/fixtures.hpp"
#include "tournament/pairing.hpp"

namespace letterzak::tournament {
namespace {

using Games = std::vector<std::pair<int, int>>;

TEST(Berger, SixPlayersMatchThePublishedTable) {
    // FIDE Berger table for 5–6 players (starter first; boards by the lower number).
    EXPECT_EQ(berger_round(6, 1), (Games{{1, 6}, {2, 5}, {3, 4}}));
    EXPECT_EQ(berger_round(6, 2), (Games{{1, 2}, {5, 3}, {6, 4}}));
    EXPECT_EQ(berger_round(6, 3), (Games{{3, 1}, {2, 6}, {4, 5}}));
    EXPECT_EQ(berger_round(6, 4), (Games{{1, 4}, {2, 3}, {6, 5}}));
    EXPECT_EQ(berger_round(6, 5), (Games{{5, 1}, {4, 2}, {3, 6}}));
}

TEST(Berger, EveryoneMeetsEveryoneOnceWithBalancedStarts) {
    for (int n = 2; n <= 24; n += 2) {
        std::map<std::pair<int, int>, int> met;
        std::map<int, int> balance;
        for (int r = 1; r < n; ++r) {
            std::set<int> seen;
            for (auto [a, b] : berger_round(n, r)) {
                EXPECT_TRUE(seen.insert(a).second && seen.insert(b).second)
                    << "n=" << n << " round " << r;
                ++met[{std::min(a, b), std::max(a, b)}];
                ++balance[a];
                --balance[b];
            }
            EXPECT_EQ(seen.size(), static_cast<std::size_t>(n));
        }
        EXPECT_EQ(met.size(), static_cast<std::size_t>(n * (n - 1) / 2)) << "n=" << n;
        for (const auto& [pair, count] : met) EXPECT_EQ(count, 1);
        for (const auto& [player, b] : balance)
            EXPECT_LE(std::abs(b), 1) << "n=" << n << " player " << player;
    }
}

TEST(RoundRobinTournament, OddFieldGivesEachPlayerOneByeAndEveryPairOneGame) {
    for (int n = 3; n <= 11; ++n) {
        Settings s;
        s.system = PairingSystem::kRoundRobin;
        Tournament t = testing::make_test_tournament(s, n);
        t.seeding.clear();
        std::map<std::pair<PlayerId, PlayerId>, int> met;
        std::map<PlayerId, int> byes;
        while (true) {
            auto r = pair_next_round(t);
            if (!r) {
                EXPECT_EQ(r.error().code, "tournament_finished");
                break;
            }
            for (const Pairing& p : t.rounds.back().pairings) {
                if (p.is_bye()) ++byes[p.first];
                if (!p.is_game()) continue;
                ++met[{std::min(p.first, p.second), std::max(p.first, p.second)}];
                ASSERT_TRUE(enter_result(t, *r, testing::report(p.first, 400, p.second, 350)));
            }
        }
        EXPECT_EQ(current_round(t), n % 2 == 0 ? n - 1 : n);
        EXPECT_EQ(met.size(), static_cast<std::size_t>(n * (n - 1) / 2));
        for (const auto& [pair, count] : met) EXPECT_EQ(count, 1);
        if (n % 2 == 1) {
            EXPECT_EQ(byes.size(), static_cast<std::size_t>(n));
            for (const auto& [player, count] : byes) EXPECT_EQ(count, 1);
        } else {
            EXPECT_TRUE(byes.empty());
        }
    }
}

TEST(RoundRobinTournament, SecondCycleSwapsTheStarts) {
    Settings s;
    s.system = PairingSystem::kRoundRobin;
    s.rounds = 6;  // a double round robin of four
    Tournament t = testing::make_test_tournament(s, 4);
    t.seeding.clear();
    for (int r = 1; r <= 6; ++r) {
        ASSERT_TRUE(pair_next_round(t));
        for (const Pairing& p : t.rounds.back().pairings)
            ASSERT_TRUE(enter_result(t, r, testing::report(p.first, 400, p.second, 350)));
    }
    for (int r = 0; r < 3; ++r)
        for (std::size_t i = 0; i < t.rounds[static_cast<std::size_t>(r)].pairings.size(); ++i) {
            const Pairing& a = t.rounds[static_cast<std::size_t>(r)].pairings[i];
            const Pairing& b = t.rounds[static_cast<std::size_t>(r + 3)].pairings[i];
            EXPECT_EQ(a.first, b.second);
            EXPECT_EQ(a.second, b.first);
        }
    EXPECT_EQ(pair_next_round(t).error().code, "tournament_finished");
}

TEST(RoundRobinTournament, WithdrawnPlayersOpponentGetsABye) {
    Settings s;
    s.system = PairingSystem::kRoundRobin;
    Tournament t = testing::make_test_tournament(s, 4);
    t.seeding.clear();
    ASSERT_TRUE(pair_next_round(t));
    for (const Pairing& p : t.rounds.back().pairings)
        ASSERT_TRUE(enter_result(t, 1, testing::report(p.first, 400, p.second, 350)));
    ASSERT_TRUE(set_withdrawn(t, 4, true));
    ASSERT_TRUE(pair_next_round(t));
    int byes = 0;
    for (const Pairing& p : t.rounds.back().pairings) {
        EXPECT_FALSE(p.has(4));
        byes += p.is_bye() ? 1 : 0;
    }
    EXPECT_EQ(byes, 1);
}

}  // namespace
}  // namespace letterzak::tournament
