// Which pages may send a state-changing request or open a WebSocket.

#include "server/origin_check.hpp"

#include <gtest/gtest.h>

namespace letterzak::server {
namespace {

Request request(const char* host, const char* origin) {
    Request r{http::verb::post, "/api/games", 11};
    if (host) r.set(http::field::host, host);
    if (origin) r.set(http::field::origin, origin);
    return r;
}

TEST(OriginCheck, NormalisesOrigins) {
    EXPECT_EQ(*normalise_origin("HTTPS://Club.Example:443/"), "https://club.example");
    EXPECT_EQ(*normalise_origin("http://club.example:80"), "http://club.example");
    EXPECT_EQ(*normalise_origin("http://club.example:8080"), "http://club.example:8080");
    EXPECT_EQ(*normalise_origin("http://[::1]:8080"), "http://[::1]:8080");
    for (const char* bad :
         {"club.example", "ftp://x", "null", "https://", "https://a/b", "https://u@evil"})
        EXPECT_FALSE(normalise_origin(bad)) << bad;
}

TEST(OriginCheck, SameOriginPassesOthersAreRefused) {
    const std::vector<std::string> none;
    EXPECT_TRUE(
        check_origin(request("192.168.1.20:8080", "http://192.168.1.20:8080"), false, none));
    EXPECT_TRUE(check_origin(request("club.example", "https://club.example"), true, none));
    EXPECT_TRUE(check_origin(request("club.example:443", "https://club.example"), true, none));
    EXPECT_TRUE(check_origin(request("Club.Example", "https://club.example"), true, none));
    // No Origin: not a browser page.
    EXPECT_TRUE(check_origin(request("club.example", nullptr), false, none));
    auto evil = check_origin(request("192.168.1.20:8080", "http://evil.example"), false, none);
    ASSERT_FALSE(evil);
    EXPECT_EQ(evil.error().code, "bad_origin");
    // Another port, or another scheme, is another origin.
    EXPECT_FALSE(
        check_origin(request("club.example:8080", "http://club.example:8081"), false, none));
    EXPECT_FALSE(check_origin(request("club.example", "http://club.example"), true, none));
    EXPECT_FALSE(check_origin(request("club.example", "null"), false, none));
    EXPECT_FALSE(check_origin(request(nullptr, "http://club.example"), false, none));
}

TEST(OriginCheck, AllowedOriginsAreExceptions) {
    const std::vector<std::string> allowed = {*normalise_origin("https://scores.club.example")};
    EXPECT_TRUE(
        check_origin(request("play.example", "https://scores.club.example:443"), false, allowed));
    EXPECT_FALSE(
        check_origin(request("play.example", "http://scores.club.example"), false, allowed));
}

TEST(OriginCheck, OnlyChangesAreChecked) {
    EXPECT_FALSE(changes_state(http::verb::get));
    EXPECT_FALSE(changes_state(http::verb::head));
    EXPECT_FALSE(changes_state(http::verb::options));
    EXPECT_TRUE(changes_state(http::verb::post));
    EXPECT_TRUE(changes_state(http::verb::put));
    EXPECT_TRUE(changes_state(http::verb::delete_));
    EXPECT_TRUE(changes_state(http::verb::patch));
}

}  // namespace
}  // namespace letterzak::server
