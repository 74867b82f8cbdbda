// --listen values, the endpoints they give, which addresses other machines can use, and the
// terminal QR code.

#include "server/listen_address.hpp"

#include <gtest/gtest.h>

#include "server/reachable_addresses.hpp"
#include "server/terminal_qr.hpp"

namespace letterzak::server {
namespace {

namespace net = boost::asio;

TEST(ListenAddress, ReadsIpv4Ipv6AndBarePorts) {
    auto a = parse_listen_address("0.0.0.0:8080");
    ASSERT_TRUE(a);
    EXPECT_EQ(a->address.to_string(), "0.0.0.0");
    EXPECT_EQ(a->port, 8080);
    auto b = parse_listen_address("[::]:9000");
    ASSERT_TRUE(b);
    EXPECT_TRUE(b->address.is_v6());
    EXPECT_EQ(b->port, 9000);
    EXPECT_EQ(b->to_string(1), "[::]:9000");
    auto c = parse_listen_address("192.168.1.20");
    ASSERT_TRUE(c);
    EXPECT_FALSE(c->port);
    EXPECT_EQ(c->to_string(8080), "192.168.1.20:8080");
    auto d = parse_listen_address("[2001:db8::5]");
    ASSERT_TRUE(d);
    EXPECT_EQ(d->to_string(80), "[2001:db8::5]:80");
    auto e = parse_listen_address("9001");
    ASSERT_TRUE(e);
    EXPECT_EQ(e->to_string(1), "127.0.0.1:9001");
    auto f = parse_listen_address(":0");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->port, 0);
}

TEST(ListenAddress, RefusesWhatIsNotAnAddress) {
    for (const char* bad :
         {"localhost:8080", "::1", "[::1", "[::1]8080", "1.2.3.4:", "1.2.3.4:65536", "1.2.3.4:-1",
          "1.2.3.4:80x", "[fe80::1]:80", "", "999.1.1.1"}) {
        auto r = parse_listen_address(bad);
        EXPECT_FALSE(r) << bad;
        if (!r) {
            EXPECT_EQ(r.error().code, "bad_listen");
        }
    }
}

TEST(ListenAddress, DefaultIsLoopbackOnThePort) {
    const auto none = listen_endpoints({}, 8080);
    ASSERT_EQ(none.size(), 1u);
    EXPECT_EQ(none[0].address().to_string(), "127.0.0.1");
    EXPECT_EQ(none[0].port(), 8080);
    const auto two =
        listen_endpoints({*parse_listen_address("0.0.0.0"), *parse_listen_address("[::]:81")}, 80);
    ASSERT_EQ(two.size(), 2u);
    EXPECT_EQ(two[0].port(), 80);
    EXPECT_EQ(two[1].port(), 81);
}

TEST(ListenAddress, Loopback) {
    EXPECT_TRUE(is_loopback(net::ip::make_address("127.0.0.1")));
    EXPECT_TRUE(is_loopback(net::ip::make_address("127.3.0.1")));
    EXPECT_TRUE(is_loopback(net::ip::make_address("::1")));
    EXPECT_TRUE(is_loopback(net::ip::make_address("::ffff:127.0.0.1")));
    EXPECT_FALSE(is_loopback(net::ip::make_address("0.0.0.0")));
    EXPECT_FALSE(is_loopback(net::ip::make_address("192.168.1.2")));
}

TEST(ReachableAddresses, WildcardsListEveryInterfaceOfTheirFamily) {
    const std::vector<InterfaceAddress> interfaces = {
        {"lo", net::ip::make_address("127.0.0.1")},
        {"lo", net::ip::make_address("::1")},
        {"eth0", net::ip::make_address("192.168.1.20")},
        {"eth0", net::ip::make_address("fe80::1")},
        {"eth0", net::ip::make_address("2001:db8::20")},
        {"wlan0", net::ip::make_address("10.0.0.7")},
    };
    const net::ip::tcp::endpoint any4{net::ip::make_address("0.0.0.0"), 8080};
    const auto v4 = reachable_addresses({any4}, interfaces);
    ASSERT_EQ(v4.size(), 2u);
    EXPECT_EQ(v4[0].interface, "eth0");
    EXPECT_EQ(v4[0].endpoint,
              (net::ip::tcp::endpoint{net::ip::make_address("192.168.1.20"), 8080}));
    EXPECT_EQ(v4[1].interface, "wlan0");
    const net::ip::tcp::endpoint any6{net::ip::make_address("::"), 8081};
    const auto v6 = reachable_addresses({any6}, interfaces);
    ASSERT_EQ(v6.size(), 1u);  // not ::1, not the link-local address
    EXPECT_EQ(v6[0].endpoint.address().to_string(), "2001:db8::20");
    // One address: that one, named after its interface; loopback is nobody else's.
    const auto one = reachable_addresses(
        {{net::ip::make_address("10.0.0.7"), 80}, {net::ip::make_address("127.0.0.1"), 80}},
        interfaces);
    ASSERT_EQ(one.size(), 1u);
    EXPECT_EQ(one[0].interface, "wlan0");
    // The same address twice is listed once.
    EXPECT_EQ(reachable_addresses({any4, any4}, interfaces).size(), 2u);
}

TEST(TerminalQr, DrawsASquareCodeWithFinderPatternsAndQuietZone) {
    auto qr = terminal_qr("http://192.168.1.20:8080/");
    ASSERT_TRUE(qr);
    std::vector<std::string> rows;
    for (std::size_t start = 0; start < qr->size();) {
        const auto end = qr->find('\n', start);
        rows.push_back(qr->substr(start, end - start));
        start = end + 1;
    }
    // A 25-wide code (version 2) plus 4 modules of quiet zone each side, two rows a line.
    const std::size_t modules = 25 + 8;
    ASSERT_EQ(rows.size(), (modules + 1) / 2);
    auto count_chars = [](const std::string& row) {
        std::size_t n = 0;
        for (const char c : row)
            n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;  // UTF-8 code points
        return n;
    };
    for (const auto& row : rows) EXPECT_EQ(count_chars(row), modules);
    // The quiet zone is light: the first two lines are full blocks.
    EXPECT_EQ(rows[0], [&] {
        std::string s;
        for (std::size_t i = 0; i < modules; ++i) s += "\u2588";
        return s;
    }());
    // The finder pattern's dark top edge: line 2 holds modules rows 4 and 5 (dark 7-wide
    // top edge over a ring) — the upper half is dark, so no upper half block drawn.
    EXPECT_NE(rows[2].find(" \u2584\u2584\u2584\u2584\u2584 "), std::string::npos);
    EXPECT_FALSE(terminal_qr(std::string(4000, 'x')));
}

}  // namespace
}  // namespace letterzak::server
