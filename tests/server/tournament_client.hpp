#pragma once
// Test helpers for the tournament API: a director with a tournament and its token, requests
// with and without that token, and waiting for a result that a server game enters by itself.

#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <string>
#include <thread>

#include "test_client.hpp"

namespace letterzak::testing {

struct Director {
    HttpClient& http;
    std::string id;
    std::string token;

    std::string url(const std::string& tail = {}) const { return "/api/tournaments/" + id + tail; }
    HttpResult post(const std::string& tail, const json& body = json::object()) const {
        return http.post(url(tail), body, token);
    }
    json view() const {
        auto r = http.get(url());
        EXPECT_EQ(r.status, 200u) << r.body;
        return r.json_body;
    }
    // The pairing of round `round` on board `board` (1-based).
    json pairing(int round, int board) const {
        return view()["rounds"][static_cast<std::size_t>(round - 1)]["pairings"]
                     [static_cast<std::size_t>(board - 1)];
    }
    // A result typed in from a score sheet.
    HttpResult result(int round, int a, int score_a, int b, int score_b) const {
        return post("/rounds/" + std::to_string(round) + "/results",
                    {{"players",
                      {{{"player", a}, {"score", score_a}}, {{"player", b}, {"score", score_b}}}}});
    }
};

// A new tournament (201 expected) and its director.
inline Director create_tournament(HttpClient& http, const json& request) {
    auto r = http.post("/api/tournaments", request);
    EXPECT_EQ(r.status, 201u) << r.body;
    return Director{http, r.json_body.value("id", ""), r.json_body.value("director_token", "")};
}

// Polls the tournament until `done` holds (or fails the test after `timeout`).
inline json wait_for_tournament(const Director& d, const std::function<bool(const json&)>& done,
                                std::chrono::milliseconds timeout = std::chrono::seconds(20)) {
    const auto until = std::chrono::steady_clock::now() + timeout;
    json v = d.view();
    while (!done(v) && std::chrono::steady_clock::now() < until) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        v = d.view();
    }
    EXPECT_TRUE(done(v)) << "the tournament did not get there: " << v.dump();
    return v;
}

// The game as its public view (a spectator's).
inline json game_view(HttpClient& http, const std::string& game_id) {
    auto r = http.get("/api/games/" + game_id);
    EXPECT_EQ(r.status, 200u) << r.body;
    return r.json_body;
}

}  // namespace letterzak::testing
