#include "server/request_target.hpp"

#include <gtest/gtest.h>

#include "server/json_body.hpp"

namespace letterzak::server {
namespace {

TEST(RequestTarget, SplitsPathAndQuery) {
    auto t = parse_target("/api/games/abc/gcg?token=x%2Dy&format=text&a=b+c");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->path, "/api/games/abc/gcg");
    EXPECT_EQ(t->segments, (std::vector<std::string>{"api", "games", "abc", "gcg"}));
    EXPECT_EQ(t->query.at("token"), "x-y");
    EXPECT_EQ(t->query.at("format"), "text");
    EXPECT_EQ(t->query.at("a"), "b c");
}

TEST(RequestTarget, RefusesTraversalAndBadEscapes) {
    EXPECT_FALSE(parse_target("/../etc/passwd"));
    EXPECT_FALSE(parse_target("/assets/%2e%2e/x"));
    EXPECT_FALSE(parse_target("/a%2"));
    EXPECT_FALSE(parse_target("/a%00b"));
    EXPECT_FALSE(parse_target("relative"));
    EXPECT_FALSE(parse_target(""));
}

TEST(RequestTarget, PageLimitIsAWholeNumberOrAClearError) {
    auto limit = [](const char* target) { return page_limit(*parse_target(target), 50, 200); };
    EXPECT_EQ(*limit("/api/games"), 50u);
    EXPECT_EQ(*limit("/api/games?limit=7"), 7u);
    EXPECT_EQ(*limit("/api/games?limit=0"), 0u);
    EXPECT_EQ(*limit("/api/games?limit=5000"), 200u);
    for (const char* bad : {"/api/games?limit=-1", "/api/games?limit=ten", "/api/games?limit=",
                            "/api/games?limit=1e3", "/api/games?limit=99999999999999999999"}) {
        const auto l = limit(bad);
        ASSERT_FALSE(l) << bad;
        EXPECT_EQ(l.error().code, "bad_request");
        EXPECT_NE(l.error().message.find("whole number from 0 to 200"), std::string::npos)
            << l.error().message;
    }
}

TEST(RequestTarget, TokenFromHeaderOrQuery) {
    Request req{http::verb::get, "/x", 11};
    auto t = parse_target("/x?token=fromquery");
    EXPECT_EQ(request_token(req, *t), "fromquery");
    req.set(http::field::authorization, "Bearer fromheader");
    EXPECT_EQ(request_token(req, *t), "fromheader");
}

TEST(JsonBody, RefusesEmptyInvalidAndDeep) {
    EXPECT_EQ(parse_json_body("").error().code, "bad_json");
    EXPECT_EQ(parse_json_body("{\"a\":").error().code, "bad_json");
    EXPECT_EQ(parse_json_body(std::string(100, '[') + std::string(100, ']')).error().code,
              "bad_json");
    EXPECT_TRUE(parse_json_body("{\"a\":[1,2,{\"b\":\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\"}]}"));
}

}  // namespace
}  // namespace letterzak::server
