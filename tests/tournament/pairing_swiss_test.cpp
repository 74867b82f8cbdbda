// Swiss pairing: the top-half-against-bottom-half shape on hand-made fields, and on random fields
// and histories the promises checked against brute force: everyone paired once (or the bye), no
// rematch while some pairing avoids it, and the bye to the lowest-ranked player without one.

#include "tournament/pairing_swiss.hpp"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "support/uniform.hpp"
#include "tournament/pairing.hpp"

namespace letterzak::tournament {
namespace {

// support/uniform.hpp (tournament::testing is this module's fixtures).
using letterzak::testing::draw_uniform;
using letterzak::testing::uniform;

using Games = std::vector<std::pair<PlayerId, PlayerId>>;

// Players 1..n ranked in id order with the given wins (half points).
std::vector<SwissPlayer> field(const std::vector<HalfPoints>& wins) {
    std::vector<SwissPlayer> out;
    for (std::size_t i = 0; i < wins.size(); ++i)
        out.push_back({static_cast<PlayerId>(i) + 1, wins[i]});
    return out;
}

TEST(SwissPairing, FirstRoundIsTopHalfAgainstBottomHalf) {
    const SwissPairing p = pair_swiss(field({0, 0, 0, 0, 0, 0, 0, 0}), History{});
    EXPECT_EQ(p.games, (Games{{1, 5}, {2, 6}, {3, 7}, {4, 8}}));
    EXPECT_FALSE(p.bye);
    EXPECT_EQ(p.rematches, 0);
}

TEST(SwissPairing, EachScoreGroupIsPairedWithinItself) {
    const SwissPairing p = pair_swiss(field({4, 4, 4, 4, 2, 2, 2, 2}), History{});
    EXPECT_EQ(p.games, (Games{{1, 3}, {2, 4}, {5, 7}, {6, 8}}));
}

TEST(SwissPairing, AnOddPlayerFloatsDownIntoTheNextGroup) {
    // Three on 2 wins: 1–2, and 3 floats down to head the group of five on 1 win, which is then
    // split 3,4,5 against 6,7,8.
    const SwissPairing p = pair_swiss(field({4, 4, 4, 2, 2, 2, 2, 2}), History{});
    EXPECT_EQ(p.games, (Games{{1, 2}, {3, 6}, {4, 7}, {5, 8}}));
}

TEST(SwissPairing, ARematchIsAvoidedByTheNextOpponentDown) {
    History h;
    h.add_meeting(1, 3);
    const SwissPairing p = pair_swiss(field({0, 0, 0, 0}), h);
    EXPECT_EQ(p.games, (Games{{1, 4}, {2, 3}}));
    EXPECT_EQ(p.rematches, 0);
}

TEST(SwissPairing, LooksAheadSoTheLastPairIsNoRematch) {
    // Greedy 1–3 would leave 2–4, who met; the matching sees it and pairs 1–4, 2–3.
    History h;
    h.add_meeting(2, 4);
    const SwissPairing p = pair_swiss(field({0, 0, 0, 0}), h);
    EXPECT_EQ(p.games, (Games{{1, 4}, {2, 3}}));
    EXPECT_EQ(p.rematches, 0);
}

TEST(SwissPairing, UnavoidableRematchesAreKeptToTheMinimum) {
    History h;
    for (PlayerId a = 1; a <= 4; ++a)
        for (PlayerId b = a + 1; b <= 4; ++b)
            if (!(a == 1 && b == 2)) h.add_meeting(a, b);
    const SwissPairing p = pair_swiss(field({0, 0, 0, 0}), h);
    EXPECT_EQ(p.games, (Games{{1, 2}, {3, 4}}));
    EXPECT_EQ(p.rematches, 1);
}

TEST(SwissPairing, ByeGoesToTheLowestRankedWithoutOne) {
    History h;
    h.add_bye(5);
    const SwissPairing p = pair_swiss(field({4, 4, 2, 2, 0}), h);
    ASSERT_TRUE(p.bye);
    EXPECT_EQ(*p.bye, 4);
    EXPECT_EQ(p.games, (Games{{1, 2}, {3, 5}}));
}

TEST(KingOfTheHill, PairsNeighboursEvenIfTheyMetBefore) {
    History h;
    h.add_meeting(1, 2);
    const SwissPairing p = pair_king_of_the_hill(field({6, 4, 4, 2, 0}), h);
    EXPECT_EQ(p.games, (Games{{1, 2}, {3, 4}}));
    EXPECT_EQ(p.bye, 5);
    EXPECT_EQ(p.rematches, 1);
}

// --- properties against brute force -----------------------------------------------------

// The fewest rematches any complete pairing of `players` (even count) has.
int min_rematches(std::vector<PlayerId> players, const History& h) {
    if (players.empty()) return 0;
    const PlayerId p = players.front();
    players.erase(players.begin());
    int best = 1 << 20;
    for (std::size_t i = 0; i < players.size(); ++i) {
        std::vector<PlayerId> rest = players;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        best = std::min(best, (h.times_met(p, players[i]) > 0 ? 1 : 0) + min_rematches(rest, h));
    }
    return best;
}

std::vector<PlayerId> ids_without(const std::vector<SwissPlayer>& ranked,
                                  std::optional<PlayerId> left_out) {
    std::vector<PlayerId> out;
    for (const SwissPlayer& s : ranked)
        if (s.id != left_out) out.push_back(s.id);
    return out;
}

struct RandomField {
    std::vector<SwissPlayer> ranked;
    History history;
};

RandomField random_field() {
    RandomField f;
    // Fields, scores, densities and coins over their whole range (support/uniform.hpp).
    const int n = draw_uniform(2, 12);
    std::vector<HalfPoints> wins = *rc::gen::container<std::vector<HalfPoints>>(
        static_cast<std::size_t>(n), uniform<HalfPoints>(0, 9));
    std::sort(wins.rbegin(), wins.rend());
    f.ranked = field(wins);
    const int density = draw_uniform(0, 90);
    for (PlayerId a = 1; a <= n; ++a) {
        for (PlayerId b = a + 1; b <= n; ++b)
            if (draw_uniform(0, 100) < density) f.history.add_meeting(a, b);
        const int byes = draw_uniform(0, 4) == 0 ? draw_uniform(1, 3) : 0;
        for (int i = 0; i < byes; ++i) f.history.add_bye(a);
    }
    return f;
}

RC_GTEST_PROP(SwissPairing, PairsEveryPlayerExactlyOnce, ()) {
    const RandomField f = random_field();
    const SwissPairing p = pair_swiss(f.ranked, f.history);
    std::multiset<PlayerId> seen;
    for (const auto& [a, b] : p.games) {
        seen.insert(a);
        seen.insert(b);
    }
    if (p.bye) seen.insert(*p.bye);
    RC_ASSERT(p.bye.has_value() == (f.ranked.size() % 2 == 1));
    RC_ASSERT(seen.size() == f.ranked.size());
    for (const SwissPlayer& s : f.ranked) RC_ASSERT(seen.count(s.id) == 1u);
}

RC_GTEST_PROP(SwissPairing, HasNoAvoidableRematch, ()) {
    const RandomField f = random_field();
    const SwissPairing p = pair_swiss(f.ranked, f.history);
    int counted = 0;
    for (const auto& [a, b] : p.games) counted += f.history.times_met(a, b) > 0 ? 1 : 0;
    RC_ASSERT(counted == p.rematches);
    int best = 1 << 20;
    if (f.ranked.size() % 2 == 0) {
        best = min_rematches(ids_without(f.ranked, std::nullopt), f.history);
    } else {
        for (const SwissPlayer& s : f.ranked)
            best = std::min(best, min_rematches(ids_without(f.ranked, s.id), f.history));
    }
    RC_ASSERT(p.rematches == best);
}

RC_GTEST_PROP(SwissPairing, ByeRotatesToTheLowestRankedWithFewestByes, ()) {
    RandomField f = random_field();
    if (f.ranked.size() % 2 == 0) f.ranked.pop_back();
    const SwissPairing p = pair_swiss(f.ranked, f.history);
    RC_ASSERT(p.bye.has_value());
    // Rematches come first: among the players whose bye still allows the fewest rematches, the
    // bye goes to the first in rotation order (fewest byes, then lowest ranked).
    int best = 1 << 20;
    std::vector<int> cost;
    for (const SwissPlayer& s : f.ranked) {
        cost.push_back(min_rematches(ids_without(f.ranked, s.id), f.history));
        best = std::min(best, cost.back());
    }
    for (std::size_t i : bye_preference(f.ranked, f.history)) {
        if (cost[i] != best) continue;
        RC_ASSERT(*p.bye == f.ranked[i].id);
        break;
    }
}

RC_GTEST_PROP(SwissPairing, ListsTheHigherRankedPlayerFirstInBoardOrder, ()) {
    const RandomField f = random_field();
    const SwissPairing p = pair_swiss(f.ranked, f.history);
    const auto rank = [&](PlayerId id) { return id; };  // ids are ranks in these fields
    for (std::size_t i = 0; i < p.games.size(); ++i) {
        RC_ASSERT(rank(p.games[i].first) < rank(p.games[i].second));
        if (i > 0) RC_ASSERT(rank(p.games[i - 1].first) < rank(p.games[i].first));
    }
}

// --- who starts -------------------------------------------------------------------------

TEST(BalanceStarts, FirstRoundAlternatesByBoard) {
    std::vector<Pairing> round{{1, 5, {}}, {2, 6, {}}, {3, 7, {}}, {4, 8, {}}};
    balance_starts(round, History{});
    EXPECT_EQ(round[0].first, 1);
    EXPECT_EQ(round[1].first, 6);
    EXPECT_EQ(round[2].first, 3);
    EXPECT_EQ(round[3].first, 8);
}

TEST(BalanceStarts, ThePlayerWhoStartedLessStarts) {
    History h;
    h.add_start(1, 2);
    h.add_start(1, 3);
    h.add_start(4, 1);
    h.add_start(5, 4);  // 1: two starts, one second (+1); 4: one of each (0)
    std::vector<Pairing> round{{1, 4, {}}};
    balance_starts(round, h);
    EXPECT_EQ(round[0].first, 4);
}

TEST(BalanceStarts, EqualBalancesAlternateFromTheLastGame) {
    History h;
    h.add_start(1, 2);
    h.add_start(3, 1);  // 1: balanced, second last time
    h.add_start(7, 8);
    h.add_start(8, 9);  // 8: balanced, started last
    std::vector<Pairing> round{{8, 1, {}}};
    balance_starts(round, h);
    EXPECT_EQ(round[0].first, 1);
}

RC_GTEST_PROP(BalanceStarts, TheLowerBalanceStarts, ()) {
    History h;
    const int games = draw_uniform(0, 30);
    for (int i = 0; i < games; ++i) {
        const PlayerId a = draw_uniform<PlayerId>(1, 9);
        const PlayerId b = draw_uniform<PlayerId>(1, 9);
        if (a != b) h.add_start(a, b);
    }
    std::vector<Pairing> round{{1, 2, {}}, {3, 4, {}}, {5, 6, {}}, {7, 8, {}}};
    balance_starts(round, h);
    for (const Pairing& p : round) {
        const PlayerHistory& s = h.player(p.first);
        const PlayerHistory& o = h.player(p.second);
        RC_ASSERT(s.starts - s.seconds <= o.starts - o.seconds);
    }
}

}  // namespace
}  // namespace letterzak::tournament
