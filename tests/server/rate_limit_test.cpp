#include "server/rate_limit.hpp"

#include <gtest/gtest.h>

#include "server/address_connections.hpp"
#include "server/address_key.hpp"

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

TEST(RateLimit, AddressesAreCountedPerIpv6Slash64) {
    EXPECT_EQ(address_key("192.0.2.7"), "192.0.2.7");
    EXPECT_EQ(address_key("::ffff:192.0.2.7"), "192.0.2.7");
    EXPECT_EQ(address_key("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
    EXPECT_EQ(address_key("2001:db8:1:2::1"), address_key("2001:db8:1:2:ffff::9"));
    EXPECT_NE(address_key("2001:db8:1:2::1"), address_key("2001:db8:1:3::1"));
    EXPECT_EQ(address_key("not an address"), "not an address");

    // One host walking through its /64 shares one bucket and one connection count.
    KeyedRateLimiter limiter({1, 2});
    const auto t0 = TokenBucket::Clock::time_point{} + 1h;
    EXPECT_TRUE(limiter.take("2001:db8::1", t0));
    EXPECT_TRUE(limiter.take("2001:db8::2", t0));
    EXPECT_FALSE(limiter.take("2001:db8::3", t0));
    EXPECT_GT(limiter.wait_seconds("2001:db8::4"), 0.0);
    EXPECT_TRUE(limiter.take("2001:db8:0:1::1", t0));  // the next /64 is someone else

    AddressConnections connections;
    auto a = connections.try_acquire("2001:db8::1", 2);
    auto b = connections.try_acquire("2001:db8::2", 2);
    EXPECT_TRUE(a && b);
    EXPECT_FALSE(connections.try_acquire("2001:db8::3", 2));
    EXPECT_EQ(connections.count("2001:db8::99"), 2u);
    a.reset();
    EXPECT_TRUE(connections.try_acquire("2001:db8::3", 2));
}

TEST(RateLimit, ManyPassingAddressesDoNotResetOneThatIsSpending) {
    // Before: past 1,024 addresses every bucket was cleared, so a client could refill its own
    // by making up addresses (or wait for other clients to do it). Now a client that keeps
    // spending gets one token a second, however many others pass by; the passers-by, full
    // again a second later, are forgotten.
    KeyedRateLimiter limiter({1, 2});
    const auto t0 = TokenBucket::Clock::time_point{} + 1h;
    int passer = 0;
    for (int step = 0; step < 20; ++step) {
        const auto now = t0 + std::chrono::seconds(step);
        int granted = 0;
        while (limiter.take("198.51.100.1", now)) ++granted;
        EXPECT_EQ(granted, step == 0 ? 2 : 1) << "step " << step;
        for (int i = 0; i < 1100; ++i, ++passer)
            limiter.take("10." + std::to_string(passer / 65536) + "." +
                             std::to_string(passer / 256 % 256) + "." +
                             std::to_string(passer % 256),
                         now);
    }
    EXPECT_LT(limiter.size(), 5000u);  // 22,000 addresses came by
}

}  // namespace
}  // namespace letterzak::server
