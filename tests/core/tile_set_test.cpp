#include "core/tile_set.hpp"

#include <gtest/gtest.h>

namespace letterzak::core {
namespace {

int value_of(const TileSet& set, char c) {
    return set.value[static_cast<std::size_t>(c - 'A' + 1)];
}
int count_of(const TileSet& set, char c) {
    return set.count[static_cast<std::size_t>(c - 'A' + 1)];
}

TEST(TileSets, TotalsMatchTheEditions) {
    EXPECT_EQ(tile_set_by_name("nl")->total_tiles(), 102);
    EXPECT_EQ(tile_set_by_name("nl-ij")->total_tiles(), 102);
    EXPECT_EQ(tile_set_by_name("woordspel")->total_tiles(), 104);
    EXPECT_EQ(tile_set_by_name("english")->total_tiles(), 100);
    EXPECT_EQ(tile_set_by_name("klingon"), nullptr);
}

TEST(TileSets, DutchValuesFromTheTournamentRules) {
    const TileSet& nl = *tile_set_by_name("nl");
    EXPECT_EQ(value_of(nl, 'Q'), 10);
    EXPECT_EQ(value_of(nl, 'Y'), 8);
    EXPECT_EQ(value_of(nl, 'C'), 5);
    EXPECT_EQ(count_of(nl, 'E'), 18);
    EXPECT_EQ(count_of(nl, 'N'), 10);
    EXPECT_EQ(nl.count[kBlank], 2);
    EXPECT_EQ(nl.value[kBlank], 0);
    EXPECT_FALSE(nl.has_letter(kLetterIJ));
}

TEST(TileSets, OlderEditionTradesAnFAndAnSForTwoIj) {
    const TileSet& ij = *tile_set_by_name("nl-ij");
    EXPECT_EQ(count_of(ij, 'F'), 1);
    EXPECT_EQ(count_of(ij, 'S'), 4);
    EXPECT_EQ(ij.count[kLetterIJ], 2);
    EXPECT_EQ(ij.value[kLetterIJ], 4);
}

TEST(TileSets, WoordspelHasItsOwnValues) {
    const TileSet& w = *tile_set_by_name("woordspel");
    EXPECT_EQ(value_of(w, 'Q'), 7);
    EXPECT_EQ(value_of(w, 'J'), 6);
    EXPECT_EQ(count_of(w, 'E'), 16);
    EXPECT_EQ(count_of(w, 'A'), 7);
}

}  // namespace
}  // namespace letterzak::core
