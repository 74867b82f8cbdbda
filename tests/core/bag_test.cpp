#include "core/bag.hpp"

#include <gtest/gtest.h>

namespace letterzak::core {
namespace {

TEST(Bag, SameSeedSameDraws) {
    const TileSet& nl = *tile_set_by_name("nl");
    Bag a(nl), b(nl);
    Rng ra(42), rb(42);
    for (int i = 0; i < 102; ++i) EXPECT_EQ(a.draw(ra), b.draw(rb));
    EXPECT_TRUE(a.empty());
}

TEST(Bag, DifferentSeedsDiffer) {
    const TileSet& nl = *tile_set_by_name("nl");
    Bag a(nl), b(nl);
    Rng ra(1), rb(2);
    int same = 0;
    for (int i = 0; i < 20; ++i) same += a.draw(ra) == b.draw(rb);
    EXPECT_LT(same, 20);
}

TEST(Bag, RefillAndCounts) {
    const TileSet& nl = *tile_set_by_name("nl");
    Bag bag(nl);
    Rng rng(7);
    Rack rack;
    bag.refill(rack, 7, rng);
    EXPECT_EQ(rack.size(), 7);
    EXPECT_EQ(bag.size(), 95);
    const auto counts = bag.counts();
    for (int l = 0; l < kLetterSlots; ++l)
        EXPECT_EQ(counts[static_cast<std::size_t>(l)] + rack.count(static_cast<Letter>(l)),
                  nl.count[static_cast<std::size_t>(l)]);
}

TEST(Rng, BelowIsInRangeAndCoversIt) {
    Rng rng(3);
    std::array<int, 7> seen{};
    for (int i = 0; i < 7000; ++i) {
        const auto v = rng.below(7);
        ASSERT_LT(v, 7u);
        ++seen[v];
    }
    for (int n : seen) EXPECT_GT(n, 800);
}

TEST(Rack, ParseAndPrint) {
    auto r = Rack::parse("TRE?IN[IJ]");
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->size(), 7);
    EXPECT_EQ(r->to_string(), "EINRT[IJ]?");
    EXPECT_FALSE(Rack::parse("ab").has_value());
    EXPECT_FALSE(Rack::parse("A1").has_value());
}

}  // namespace
}  // namespace letterzak::core
