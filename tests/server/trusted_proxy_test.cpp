// Address blocks and whose forwarding headers are believed.

#include "server/trusted_proxy.hpp"

#include <gtest/gtest.h>

namespace letterzak::server {
namespace {

namespace net = boost::asio;

Request with_headers(std::initializer_list<std::pair<const char*, const char*>> headers) {
    Request r{http::verb::get, "/api/health", 11};
    for (const auto& [n, v] : headers) r.insert(n, v);
    return r;
}

TEST(Cidr, ParsesAndContains) {
    auto a = parse_cidr("10.0.0.0/8");
    ASSERT_TRUE(a);
    EXPECT_TRUE(a->contains(net::ip::make_address("10.200.3.4")));
    EXPECT_FALSE(a->contains(net::ip::make_address("11.0.0.1")));
    EXPECT_TRUE(a->contains(net::ip::make_address("::ffff:10.1.1.1")));  // mapped IPv4
    auto one = parse_cidr("127.0.0.1");
    ASSERT_TRUE(one);
    EXPECT_EQ(one->prefix, 32u);
    EXPECT_FALSE(one->contains(net::ip::make_address("127.0.0.2")));
    auto v6 = parse_cidr("2001:db8::/32");
    ASSERT_TRUE(v6);
    EXPECT_TRUE(v6->contains(net::ip::make_address("2001:db8:ffff::1")));
    EXPECT_FALSE(v6->contains(net::ip::make_address("2001:db9::1")));
    EXPECT_FALSE(v6->contains(net::ip::make_address("10.0.0.1")));
    auto all = parse_cidr("0.0.0.0/0");
    ASSERT_TRUE(all);
    EXPECT_TRUE(all->contains(net::ip::make_address("8.8.8.8")));
    auto odd = parse_cidr("192.168.1.128/25");
    ASSERT_TRUE(odd);
    EXPECT_TRUE(odd->contains(net::ip::make_address("192.168.1.200")));
    EXPECT_FALSE(odd->contains(net::ip::make_address("192.168.1.100")));
    for (const char* bad : {"10.0.0.0/33", "::/129", "x/8", "10.0.0.0/", "10.0.0.0/8a", ""})
        EXPECT_FALSE(parse_cidr(bad)) << bad;
}

TEST(ClientOrigin, HeadersFromAnUntrustedPeerMeanNothing) {
    const std::vector<Cidr> trusted = {*parse_cidr("10.0.0.1")};
    const auto c = client_origin(
        net::ip::make_address("192.0.2.9"), false,
        with_headers({{"X-Forwarded-For", "1.2.3.4"}, {"X-Forwarded-Proto", "https"}}), trusted);
    EXPECT_EQ(c.address, "192.0.2.9");
    EXPECT_FALSE(c.via_proxy);
    EXPECT_FALSE(c.https);
}

TEST(ClientOrigin, ATrustedProxyNamesTheClient) {
    const std::vector<Cidr> trusted = {*parse_cidr("10.0.0.0/24")};
    const auto proxy = net::ip::make_address("10.0.0.1");
    auto c = client_origin(
        proxy, false,
        with_headers({{"X-Forwarded-For", "198.51.100.7"}, {"X-Forwarded-Proto", "https"}}),
        trusted);
    EXPECT_EQ(c.address, "198.51.100.7");
    EXPECT_TRUE(c.via_proxy);
    EXPECT_TRUE(c.https);
    // The client's own claim (left) is passed over: the right-most untrusted entry counts.
    c = client_origin(proxy, false,
                      with_headers({{"X-Forwarded-For", "6.6.6.6, 198.51.100.7, 10.0.0.2"}}),
                      trusted);
    EXPECT_EQ(c.address, "198.51.100.7");
    EXPECT_FALSE(c.https);
    // Several headers are one list.
    c = client_origin(
        proxy, false,
        with_headers({{"X-Forwarded-For", "6.6.6.6"}, {"X-Forwarded-For", "203.0.113.4"}}),
        trusted);
    EXPECT_EQ(c.address, "203.0.113.4");
    // Garbage stops the walk: what the proxy itself added is still believed.
    c = client_origin(proxy, false,
                      with_headers({{"X-Forwarded-For", "1.1.1.1, junk, 203.0.113.5"}}), trusted);
    EXPECT_EQ(c.address, "203.0.113.5");
    c = client_origin(proxy, false, with_headers({{"X-Forwarded-For", "junk"}}), trusted);
    EXPECT_EQ(c.address, "10.0.0.1");
    EXPECT_FALSE(c.via_proxy);
    // No header: the proxy itself.
    c = client_origin(proxy, true, with_headers({}), trusted);
    EXPECT_EQ(c.address, "10.0.0.1");
    EXPECT_TRUE(c.https);
}

}  // namespace
}  // namespace letterzak::server
