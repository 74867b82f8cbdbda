#include "server/rate_limit.hpp"

#include <gtest/gtest.h>

namespace letterzak::server {
namespace {

using namespace std::chrono_literals;

TEST(RateLimit, BurstThenRate) {
    TokenBucket bucket({10, 5});
    const auto t0 = TokenBucket::Clock::time_point{} + 1h;
    for (int i = 0; i < 5; ++i) EXPECT_TRUE(bucket.take(t0)) << i;
    EXPECT_FALSE(bucket.take(t0));
    EXPECT_GT(bucket.wait_seconds(), 0.0);
    EXPECT_FALSE(bucket.take(t0 + 50ms));  // half a token
    EXPECT_TRUE(bucket.take(t0 + 100ms));
    EXPECT_TRUE(bucket.take(t0 + 10s));  // refilled, but never beyond the burst
    for (int i = 0; i < 4; ++i) EXPECT_TRUE(bucket.take(t0 + 10s));
    EXPECT_FALSE(bucket.take(t0 + 10s));
}

TEST(RateLimit, ZeroRateMeansUnlimited) {
    TokenBucket bucket({0, 0});
    for (int i = 0; i < 10000; ++i) ASSERT_TRUE(bucket.take());
}

TEST(RateLimit, KeysAreIndependent) {
    KeyedRateLimiter limiter({1, 2});
    const auto t0 = TokenBucket::Clock::time_point{} + 1h;
    EXPECT_TRUE(limiter.take("a", t0));
    EXPECT_TRUE(limiter.take("a", t0));
    EXPECT_FALSE(limiter.take("a", t0));
    EXPECT_TRUE(limiter.take("b", t0));
    EXPECT_TRUE(limiter.take("a", t0 + 1s));
}

}  // namespace
}  // namespace letterzak::server
