// Knock-out brackets: the seeding order, the bracket's shape for every field size (byes to the
// top seeds, each round half the last, one champion), and the tie rule: player 2 goes through.

#include "tournament/pairing_knockout.hpp"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "core/rng.hpp"
#include "support/uniform.hpp"
#include "tournament/fixtures.hpp"
#include "tournament/pairing.hpp"
#include "tournament/standings.hpp"

namespace letterzak::tournament {
namespace {

// support/uniform.hpp (tournament::testing is this module's fixtures).
using letterzak::testing::draw_uniform;

Settings knockout() {
    Settings s;
    s.system = PairingSystem::kKnockOut;
    return s;
}

TEST(Bracket, SeedsAreSpreadSoTheTopTwoMeetOnlyInTheFinal) {
    EXPECT_EQ(bracket_order(2), (std::vector<int>{1, 2}));
    EXPECT_EQ(bracket_order(4), (std::vector<int>{1, 4, 2, 3}));
    EXPECT_EQ(bracket_order(8), (std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6}));
}

TEST(Bracket, EveryLevelPairsSeedsThatAddUp) {
    for (int size = 2; size <= 64; size *= 2) {
        const std::vector<int> order = bracket_order(size);
        EXPECT_EQ(std::set<int>(order.begin(), order.end()).size(), static_cast<std::size_t>(size));
        // In a bracket of size m, each block of m/2^k slots holds the seeds that meet in round
        // k+1, and with the favourites winning, each block's best seeds add up to blocks + 1.
        for (int block = 1; block <= size; block *= 2) {
            const int blocks = size / block;
            for (int b = 0; b < blocks; b += 2) {
                const auto best = [&](int index) {
                    const auto begin = order.begin() + index * block;
                    return *std::min_element(begin, begin + block);
                };
                if (blocks > 1) {
                    EXPECT_EQ(best(b) + best(b + 1), blocks + 1)
                        << "size " << size << " block " << block;
                }
            }
        }
    }
}

TEST(KnockOut, FirstRoundGivesByesToTheTopSeeds) {
    Tournament t = testing::make_test_tournament(knockout(), 6);
    t.seeding.clear();
    ASSERT_TRUE(pair_next_round(t));
    const std::vector<Pairing>& r = t.rounds[0].pairings;
    ASSERT_EQ(r.size(), 4u);
    // Slots: 1 v (8), 4 v 5, 2 v (7), 3 v 6.
    EXPECT_TRUE(r[0].is_bye());
    EXPECT_EQ(r[0].first, 1);
    EXPECT_TRUE(r[1].has(4) && r[1].has(5));
    EXPECT_TRUE(r[2].is_bye());
    EXPECT_EQ(r[2].first, 2);
    EXPECT_TRUE(r[3].has(3) && r[3].has(6));
}

TEST(KnockOut, ATieSendsThePlayerWhoDidNotStartThrough) {
    Tournament t = testing::make_test_tournament(knockout(), 2);
    t.seeding.clear();
    ASSERT_TRUE(pair_next_round(t));
    const Pairing p = t.rounds[0].pairings[0];
    ASSERT_TRUE(enter_result(t, 1, testing::report(p.first, 401, p.second, 401)));
    const Standings s = compute_standings(t);
    EXPECT_EQ(s.rows[0].player, p.second);
    EXPECT_EQ(s.rows[0].knockout_rounds_won, 1);
    EXPECT_EQ(s.rows[1].knocked_out_in, 1);
    EXPECT_EQ(pair_next_round(t).error().code, "tournament_finished");
}

RC_GTEST_PROP(KnockOut, BracketHasTheRightShapeAndOneChampion, ()) {
    const int n = draw_uniform(2, 40);  // support/uniform.hpp: every field size
    core::Rng rng(*rc::gen::arbitrary<std::uint32_t>());
    Tournament t = testing::make_test_tournament(knockout(), n);
    t.seeding.clear();
    int size = 1;
    while (size < n) size *= 2;
    std::set<PlayerId> alive;
    for (const Player& p : t.players) alive.insert(p.id);
    for (int round = 1;; ++round) {
        auto r = pair_next_round(t);
        if (!r) {
            RC_ASSERT(r.error().code == std::string("tournament_finished"));
            break;
        }
        const Round& rd = t.rounds.back();
        RC_ASSERT(static_cast<int>(rd.pairings.size()) == size >> round);
        std::set<PlayerId> seen;
        for (const Pairing& p : rd.pairings) {
            for (PlayerId id : {p.first, p.second}) {
                if (id == kNoPlayer) continue;
                RC_ASSERT(alive.count(id) == 1u);  // only players still in
                RC_ASSERT(seen.insert(id).second);
            }
        }
        RC_ASSERT(seen == alive);  // and all of them
        if (round == 1) {
            // The byes fall to the top size - n seeds.
            for (const Pairing& p : rd.pairings)
                if (p.is_bye()) RC_ASSERT(p.first <= size - n);
        }
        for (const Pairing& p : rd.pairings) {
            if (!p.is_game()) continue;
            const int a = 300 + static_cast<int>(rng.below(150));
            const int b = 300 + static_cast<int>(rng.below(150));
            RC_ASSERT(enter_result(t, round, testing::report(p.first, a, p.second, b)));
            alive.erase(a > b ? p.second : p.first);  // a tie goes to the second player
        }
    }
    RC_ASSERT(current_round(t) == knockout_rounds(n));
    RC_ASSERT(alive.size() == 1u);
    const Standings s = compute_standings(t);
    RC_ASSERT(s.rows[0].player == *alive.begin());
    RC_ASSERT(s.rows[0].knockout_rounds_won == knockout_rounds(n));
}

}  // namespace
}  // namespace letterzak::tournament
