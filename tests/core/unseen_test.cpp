#include "core/unseen.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace letterzak::core {
namespace {

TEST(Unseen, CountsWhatIsNeitherOnTheBoardNorOnTheRacks) {
    Board b;
    b.place(square_index(7, 7), 17);                                  // Q
    b.place(square_index(7, 8), static_cast<Letter>(5 | kBlankBit));  // a blank E
    std::vector<Rack> racks{*Rack::parse("EE?")};
    auto left = unseen_tiles(*tile_set_by_name("nl"), b, racks);
    ASSERT_TRUE(left.has_value());
    EXPECT_EQ((*left)[17], 0);
    EXPECT_EQ((*left)[kBlank], 0);
    EXPECT_EQ((*left)[5], 16);
}

TEST(Unseen, RefusesImpossiblePositions) {
    Board b;
    std::vector<Rack> racks{*Rack::parse("QQ")};
    EXPECT_EQ(unseen_tiles(*tile_set_by_name("nl"), b, racks).error().code, "too_many_tiles");
    std::vector<Rack> ij{*Rack::parse("[IJ]")};
    EXPECT_EQ(unseen_tiles(*tile_set_by_name("nl"), b, ij).error().code, "unknown_letter");
    EXPECT_TRUE(unseen_tiles(*tile_set_by_name("nl-ij"), b, ij).has_value());
}

}  // namespace
}  // namespace letterzak::core
