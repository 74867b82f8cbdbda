#include "server/tokens.hpp"

#include <gtest/gtest.h>

#include <set>

namespace letterzak::server {
namespace {

TEST(Tokens, SeatTokensAreLongUrlSafeAndDistinct) {
    std::set<std::string> seen;
    for (int i = 0; i < 1000; ++i) {
        const std::string t = new_seat_token();
        EXPECT_EQ(t.size(), 43u);  // 256 bits in base64url
        EXPECT_TRUE(plausible_token(t)) << t;
        EXPECT_TRUE(seen.insert(t).second) << "repeated token " << t;
    }
}

TEST(Tokens, GameIdsAreLowerCaseBase32) {
    std::set<std::string> seen;
    for (int i = 0; i < 1000; ++i) {
        const std::string id = new_game_id();
        EXPECT_EQ(id.size(), 16u);
        EXPECT_TRUE(plausible_game_id(id)) << id;
        EXPECT_TRUE(seen.insert(id).second);
    }
}

TEST(Tokens, SeedsVary) {
    std::set<std::uint64_t> seen;
    for (int i = 0; i < 100; ++i) seen.insert(new_seed());
    EXPECT_GT(seen.size(), 95u);
}

TEST(Tokens, HashIsSha256Hex) {
    // FIPS 180-2 test vector.
    EXPECT_EQ(token_hash("abc"),
              "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_NE(token_hash(new_seat_token()), token_hash(new_seat_token()));
}

TEST(Tokens, SameHashComparesWholeStrings) {
    const std::string h = token_hash("x");
    EXPECT_TRUE(same_hash(h, h));
    EXPECT_FALSE(same_hash(h, token_hash("y")));
    EXPECT_FALSE(same_hash(h, h.substr(1)));
    EXPECT_FALSE(same_hash("", ""));  // an empty hash (a computer seat) matches nothing
}

TEST(Tokens, ImplausibleTokensAreRefusedBeforeHashing) {
    EXPECT_FALSE(plausible_token(""));
    EXPECT_FALSE(plausible_token("short"));
    EXPECT_FALSE(plausible_token(std::string(200, 'a')));
    EXPECT_FALSE(plausible_token("abcdefghijklmnop qrstuv"));
    EXPECT_FALSE(plausible_token("abcdefghijklmnop\"qrstuv"));
    EXPECT_FALSE(plausible_game_id("../etc"));
    EXPECT_FALSE(plausible_game_id("ABC"));
    EXPECT_TRUE(plausible_game_id("abc-12_3"));
}

}  // namespace
}  // namespace letterzak::server
