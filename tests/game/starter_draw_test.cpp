// Who starts (seed 001 II-4, seed 004): nearest to A; tournament: blanks do not count and equal
// letters draw again; box: the blank goes before A.

#include "game/starter_draw.hpp"

#include <gtest/gtest.h>

#include <set>

#include "game_support.hpp"

namespace letterzak::game {
namespace {

using testing::rules_named;

void expect_consistent(const core::RuleSet& rules, const StarterDraw& d, int seats) {
    ASSERT_FALSE(d.rounds.empty());
    const auto& last = d.rounds.back();
    int best = 1000;
    for (const auto& t : last)
        if (t.counted) best = std::min(best, starter_key(rules, t.tile));
    int winners = 0;
    for (const auto& t : last)
        if (t.counted && starter_key(rules, t.tile) == best) {
            ++winners;
            EXPECT_EQ(t.seat, d.starter);
        }
    EXPECT_EQ(winners, 1);
    // Every earlier round ended in a tie among those who drew next.
    for (std::size_t r = 0; r + 1 < d.rounds.size(); ++r) {
        std::set<int> next;
        for (const auto& t : d.rounds[r + 1]) next.insert(t.seat);
        int low = 1000;
        for (const auto& t : d.rounds[r])
            if (t.counted) low = std::min(low, starter_key(rules, t.tile));
        std::set<int> tied;
        for (const auto& t : d.rounds[r])
            if (t.counted && starter_key(rules, t.tile) == low) tied.insert(t.seat);
        EXPECT_EQ(tied, next);
    }
    EXPECT_GE(d.starter, 0);
    EXPECT_LT(d.starter, seats);
}

TEST(StarterDraw, TournamentBlanksDoNotCountAndTiesRedraw) {
    const core::RuleSet& rules = rules_named("tournament");
    int blank_redraws = 0, ties = 0;
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
        core::Rng rng(seed);
        const StarterDraw d = draw_starter(rules, 2, rng);
        expect_consistent(rules, d, 2);
        for (const auto& round : d.rounds)
            for (const auto& t : round) {
                if (t.tile == core::kBlank) {
                    EXPECT_FALSE(t.counted);
                    ++blank_redraws;
                }
            }
        ties += d.rounds.size() > 1 ? 1 : 0;
    }
    EXPECT_GT(blank_redraws, 0);  // 2 blanks in 102 tiles: some of 400 draws meet one
    EXPECT_GT(ties, 0);
}

TEST(StarterDraw, BoxBlankGoesBeforeA) {
    const core::RuleSet& rules = rules_named("box");
    EXPECT_LT(starter_key(rules, core::kBlank), starter_key(rules, 1));
    bool blank_started = false;
    for (std::uint64_t seed = 0; seed < 2000 && !blank_started; ++seed) {
        core::Rng rng(seed);
        const StarterDraw d = draw_starter(rules, 4, rng);
        expect_consistent(rules, d, 4);
        for (const auto& t : d.rounds.back())
            if (t.seat == d.starter && t.tile == core::kBlank) blank_started = true;
    }
    EXPECT_TRUE(blank_started);
}

TEST(StarterDraw, TheIjTileSortsBetweenIAndJ) {
    const core::RuleSet& rules = rules_named("box-ij");
    EXPECT_LT(starter_key(rules, 9), starter_key(rules, core::kLetterIJ));
    EXPECT_LT(starter_key(rules, core::kLetterIJ), starter_key(rules, 10));
}

TEST(StarterDraw, SameSeedSameDraw) {
    core::Rng a(77), b(77);
    EXPECT_EQ(draw_starter(rules_named("box"), 3, a), draw_starter(rules_named("box"), 3, b));
}

TEST(StarterDraw, BothSeatsStartSometimes) {
    std::set<int> starters;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        core::Rng rng(seed);
        starters.insert(draw_starter(rules_named("tournament"), 2, rng).starter);
    }
    EXPECT_EQ(starters.size(), 2u);
}

}  // namespace
}  // namespace letterzak::game
