// The per-rack leave table (rack_leaves.hpp) against the definitions it must agree with: every
// leave's value is LeaveModel::value of the kept tiles (with tiles to draw) or the end-of-game
// terms of core::rack_value (bag empty), and the maxima are those of the values. On racks dealt
// from a full bag of every rule set (blanks, duplicates, the IJ tile, woordspel's eight tiles)
// and models with every term set at random. Also the best leave within each leave, which the
// best-move search subtracts as tiles are placed.

#include "ai/rack_leaves.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <optional>

#include "core/bag.hpp"
#include "core/score.hpp"
#include "game/result.hpp"

namespace letterzak::ai {
namespace {

Equity random_term(core::Rng& rng) {
    return static_cast<Equity>(rng.below(4001)) - 2000;
}

LeaveModel random_model(core::Rng& rng) {
    LeaveModel m;
    for (int l = 0; l < core::kLetterSlots; ++l) {
        const auto letter = static_cast<core::Letter>(l);
        for (int k = 1; k <= LeaveModel::kMaxCopies; ++k)
            m.set_copy_value(letter, k, random_term(rng));
        for (int o = l + 1; o < core::kLetterSlots; ++o)
            m.set_pair_value(letter, static_cast<core::Letter>(o), random_term(rng));
    }
    for (int v = 0; v <= LeaveModel::kMaxBalance; ++v)
        for (int c = 0; c <= LeaveModel::kMaxBalance; ++c)
            m.set_balance_value(v, c, random_term(rng));
    return m;
}

// Checks every leave of `rack` against the definitions, with tiles to draw and without.
void expect_agrees(const core::RuleSet& rules, const core::Rack& rack, const LeaveModel& model) {
    for (const EndgameTerms end : {EndgameTerms{}, EndgameTerms{true, 17}}) {
        const RackLeaves leaves(rules, rack, model, end);
        ASSERT_EQ(leaves.tiles(), rack.size());
        ASSERT_EQ(leaves.leave(leaves.full_index()), rack);
        int count = 1;
        for (int l = 0; l < core::kLetterSlots; ++l)
            count *= rack.count(static_cast<core::Letter>(l)) + 1;
        ASSERT_EQ(leaves.count(), count) << rack.to_string();
        std::array<std::optional<Equity>, core::kMaxWord + 1> best_of_size{};
        std::optional<Equity> best;
        for (int i = 0; i < leaves.count(); ++i) {
            const core::Rack kept = leaves.leave(i);
            ASSERT_TRUE(rack.contains(kept));
            const Equity want =
                !end.bag_empty ? model.value(kept)
                : kept.empty()
                    ? equity_of_points(game::out_spread_factor(rules) * end.opponent_rack_value)
                    : -equity_of_points(game::out_spread_factor(rules) *
                                        core::rack_value(rules, kept));
            ASSERT_EQ(leaves.value(i), want)
                << rules.name << " rack " << rack.to_string() << " keeping " << kept.to_string()
                << (end.bag_empty ? " (bag empty)" : "");
            best = std::max(best.value_or(want), want);
            auto& b = best_of_size[static_cast<std::size_t>(kept.size())];
            b = std::max(b.value_or(want), want);
        }
        EXPECT_EQ(leaves.max_value(), *best);
        // max_within: the best leave among those whose tiles are a part of each leave; and a
        // leave's number is the sum of its tiles' radices.
        const auto max_within = leaves.max_within();
        for (int i = 0; i < leaves.count(); ++i) {
            const core::Rack within = leaves.leave(i);
            int number = 0;
            for (int l = 0; l < core::kLetterSlots; ++l)
                number += within.count(static_cast<core::Letter>(l)) *
                          leaves.radix(static_cast<core::Letter>(l));
            ASSERT_EQ(number, i) << within.to_string();
            std::optional<Equity> want;
            for (int j = 0; j < leaves.count(); ++j)
                if (within.contains(leaves.leave(j)))
                    want = std::max(want.value_or(leaves.value(j)), leaves.value(j));
            ASSERT_EQ(max_within[static_cast<std::size_t>(i)], *want)
                << rules.name << " rack " << rack.to_string() << " within " << within.to_string();
        }
        for (int kept = 0; kept <= rack.size(); ++kept)
            EXPECT_EQ(leaves.max_value_keeping(kept), best_of_size[static_cast<std::size_t>(kept)])
                << rack.to_string() << " keeping " << kept;
    }
}

TEST(RackLeaves, EveryLeaveOfDealtRacksIsValuedAsTheModelSays) {
    core::Rng rng(18);
    for (const char* name : {"tournament", "woordspel", "box-ij"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        for (int round = 0; round < 60; ++round) {
            const LeaveModel model = random_model(rng);
            core::Bag bag(*rules.tiles);
            core::Rack rack;
            bag.refill(rack, rules.rack_size, rng);
            expect_agrees(rules, rack, model);
        }
    }
}

TEST(RackLeaves, RacksOfOneLetterAndTheEmptyRack) {
    core::Rng rng(3);
    const core::RuleSet& woordspel = *core::rule_set_by_name("woordspel");
    const LeaveModel model = random_model(rng);
    core::Rack es;
    for (int k = 0; k < woordspel.rack_size; ++k) es.add(5);  // eight E's: every copy term
    expect_agrees(woordspel, es, model);
    core::Rack blanks;
    blanks.add(core::kBlank);
    blanks.add(core::kBlank);
    expect_agrees(woordspel, blanks, model);
    expect_agrees(woordspel, core::Rack{}, model);
}

}  // namespace
}  // namespace letterzak::ai
