#pragma once
// A browser for account tests: its own cookie jar (the session cookie, lz_session) and the
// Origin a page of ours sends, so that state-changing requests pass the CSRF checks.

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "test_client.hpp"

namespace letterzak::testing {

inline constexpr const char* kOrigin = "http://127.0.0.1";

// A browser: its own cookie jar (the session cookie), and the Origin a page of ours sends.
struct Browser {
    explicit Browser(std::uint16_t port, Traffic* traffic = nullptr) : client(port, traffic) {}
    HttpResult send(boost::beast::http::verb verb, const std::string& target,
                    const std::string& body = {}, const std::string& token = {},
                    bool with_origin = true) {
        client.headers.clear();
        if (with_origin) client.headers.emplace_back("Origin", kOrigin);
        if (!cookie.empty()) client.headers.emplace_back("Cookie", "lz_session=" + cookie);
        for (const auto& h : extra) client.headers.push_back(h);
        HttpResult r = client.request(verb, target, body, token);
        const auto set = r.headers.find("Set-Cookie");
        if (set != r.headers.end()) {
            last_set_cookie = set->second;
            const auto start = set->second.find('=') + 1;
            cookie = set->second.substr(start, set->second.find(';') - start);
        }
        return r;
    }
    HttpResult get(const std::string& target, const std::string& token = {}) {
        return send(boost::beast::http::verb::get, target, {}, token);
    }
    HttpResult post(const std::string& target, const json& body, const std::string& token = {}) {
        return send(boost::beast::http::verb::post, target, body.dump(), token);
    }
    HttpResult del(const std::string& target, const json& body = json::object()) {
        return send(boost::beast::http::verb::delete_, target, body.dump());
    }
    HttpResult sign_up(const std::string& name, const std::string& password) {
        return post("/api/account", {{"name", name}, {"password", password}});
    }
    HttpResult sign_in(const std::string& name, const std::string& password) {
        return post("/api/session", {{"name", name}, {"password", password}});
    }

    HttpClient client;
    std::string cookie;
    std::string last_set_cookie;
    Headers extra;
};

// A game of two people created by `b` (seat 0 Anna, seat 1 Bert) and its seat tokens.
struct NewGame {
    std::string id;
    std::vector<std::string> tokens;
};

inline NewGame two_people(Browser& b) {
    auto r = b.post("/api/games", {{"seats", {{{"name", "Anna"}}, {{"name", "Bert"}}}}});
    EXPECT_EQ(r.status, 201u) << r.body;
    NewGame g;
    g.id = r.json_body["id"];
    for (const auto& s : r.json_body["seats"]) g.tokens.push_back(s.value("token", ""));
    return g;
}

// Waits until `b`'s profile shows a rating (the jury's check may follow a resignation).
inline json ratings_of(Browser& b, std::size_t count) {
    for (int i = 0; i < 200; ++i) {
        auto me = b.get("/api/me").json_body;
        if (me["ratings"].size() >= count) return me;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return b.get("/api/me").json_body;
}

}  // namespace letterzak::testing
