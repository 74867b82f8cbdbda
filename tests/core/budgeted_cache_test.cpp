#include "core/budgeted_cache.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

namespace letterzak::core {
namespace {

// Strings cost their length; the slot is the key itself.
struct Traits {
    static std::uint64_t slot(std::uint64_t key) { return key; }
    static std::size_t cost(const std::string& s) { return s.size(); }
};
using Cache = BudgetedCache<std::uint64_t, std::string, Traits>;

TEST(BudgetedCache, FindsWhatItHoldsAndNothingElse) {
    Cache cache(1 << 16, 1024);  // 64 slots
    cache.insert(3, "drie");
    cache.insert(0, "nul");  // 0 is a key like any other
    ASSERT_NE(cache.find(3), nullptr);
    EXPECT_EQ(*cache.find(3), "drie");
    ASSERT_NE(cache.find(0), nullptr);
    EXPECT_EQ(*cache.find(0), "nul");
    EXPECT_EQ(cache.find(4), nullptr);
    EXPECT_EQ(cache.find(3 + 64), nullptr);  // same slot, other key
    EXPECT_EQ(cache.bytes_used(), 7u);
}

TEST(BudgetedCache, ANewKeyReplacesItsSlot) {
    Cache cache(1 << 16, 1024);
    cache.insert(5, "vijf");
    cache.insert(5 + 64, "negenenzestig");
    EXPECT_EQ(cache.find(5), nullptr);
    ASSERT_NE(cache.find(5 + 64), nullptr);
    EXPECT_EQ(cache.bytes_used(), 13u);
}

TEST(BudgetedCache, StaysWithinItsBudget) {
    Cache cache(4096, 64);  // 64 slots of the budget's 4 KB; the rest holds the strings
    for (std::uint64_t k = 0; k < 5000; ++k) {
        cache.insert(k * 0x9e3779b97f4a7c15ULL, std::string(k % 300, 'x'));
        EXPECT_LE(cache.bytes_used(), 4096u);
    }
    // The last one inserted is always kept when it fits.
    ASSERT_NE(cache.find(4999 * 0x9e3779b97f4a7c15ULL), nullptr);
    EXPECT_EQ(cache.find(4999 * 0x9e3779b97f4a7c15ULL)->size(), 4999u % 300);
    // A value larger than the whole budget is not kept, and evicts nothing.
    const std::size_t before = cache.bytes_used();
    cache.insert(1, std::string(10000, 'y'));
    EXPECT_EQ(cache.find(1), nullptr);
    EXPECT_EQ(cache.bytes_used(), before);
    cache.clear();
    EXPECT_EQ(cache.bytes_used(), 0u);
    EXPECT_EQ(cache.find(4999 * 0x9e3779b97f4a7c15ULL), nullptr);
}

}  // namespace
}  // namespace letterzak::core
