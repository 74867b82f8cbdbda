// What a server exposed to a network refuses, against an in-process server: a page of another
// site may not move for a seat or open its WebSocket (403 bad_origin, the game unchanged);
// every answer carries the security headers; forwarding headers count only from a trusted
// proxy; one client address gets its share of connections and requests, no more.

#include <gtest/gtest.h>

#include <thread>

#include "test_client.hpp"

namespace letterzak::testing {
namespace {

namespace http = boost::beast::http;
using namespace std::chrono_literals;

const json kTwoHumans = {
    {"rules", "tournament"}, {"public", true}, {"seats", {{{"name", "Anna"}}, {{"name", "Bert"}}}}};

struct Game {
    std::string id;
    std::string tokens[2];
};

Game new_game(HttpClient& http) {
    const json created = create_game(http, kTwoHumans);
    Game g{created["id"], {}};
    for (const json& s : created["seats"])
        g.tokens[s["seat"].get<int>()] = s.value("token", std::string());
    return g;
}

TEST(Exposure, AForeignOriginCannotMoveOrOpenTheWebSocket) {
    TestServer srv(
        [](server::ServerConfig& c) { c.allowed_origins = {"https://scores.club.example"}; });
    HttpClient http(srv.port());
    const Game g = new_game(http);
    const std::string base = "/api/games/" + g.id;
    const json before = without_clock(http.get(base, g.tokens[0]).json_body);
    const int mover = before["to_move"];
    const std::string& token = g.tokens[mover];

    HttpClient evil(srv.port());
    evil.headers = {{"Origin", "http://evil.example"}};
    for (const char* action : {"/move", "/resign", "/challenge"}) {
        const auto r = evil.post(base + action, {{"type", "pass"}}, token);
        EXPECT_EQ(r.status, 403u) << action << r.body;
        EXPECT_EQ(r.json_body.value("error", ""), "bad_origin");
    }
    EXPECT_EQ(evil.post("/api/games", kTwoHumans).status, 403u);
    EXPECT_EQ(evil.post("/api/tournaments", {{"name", "x"}}).status, 403u);
    // A GET from anywhere is fine (nothing changes), the upgrade is not.
    EXPECT_EQ(evil.get(base, token).status, 200u);
    EXPECT_EQ(WsClient::refused_status(srv.port(), base + "/ws?token=" + token,
                                       {{"Origin", "http://evil.example"}}),
              403u);
    EXPECT_EQ(WsClient::refused_status(srv.port(), base + "/ws", {{"Origin", "null"}}), 403u);
    EXPECT_EQ(without_clock(http.get(base, g.tokens[0]).json_body), before);

    // The same origin (Host: 127.0.0.1) works, over HTTP and over the WebSocket.
    HttpClient own(srv.port());
    own.headers = {{"Origin", "http://127.0.0.1"}};
    EXPECT_EQ(own.post(base + "/move", {{"type", "pass"}}, token).status, 200u);
    EXPECT_EQ(WsClient::refused_status(srv.port(), base + "/ws", {{"Origin", "http://127.0.0.1"}}),
              0u);
    WsClient ws(srv.port(), base + "/ws?token=" + g.tokens[1 - mover], nullptr,
                {{"Origin", "http://127.0.0.1"}});
    ws.read_until([](const json& m) { return m["type"] == "state"; });
    ws.send({{"type", "pass"}, {"id", 7}});
    const json ack = ws.read_until([](const json& m) { return m["type"] != "state"; });
    EXPECT_EQ(ack["type"], "ack") << ack;
    // A deliberate exception.
    HttpClient friendly(srv.port());
    friendly.headers = {{"Origin", "https://scores.club.example"}};
    EXPECT_EQ(friendly.post("/api/games", kTwoHumans).status, 201u);
}

TEST(Exposure, EveryAnswerCarriesTheSecurityHeaders) {
    TestServer srv;
    HttpClient http(srv.port());
    const Game g = new_game(http);
    HttpClient evil(srv.port());
    evil.headers = {{"Origin", "http://evil.example"}};
    const std::vector<HttpResult> answers = {
        http.get("/"),            // the board (or the not-built page)
        http.get("/api/health"),  // API
        http.get("/api/rules"),
        http.get("/api/games/" + g.id, g.tokens[0]),
        http.get("/api/games/" + g.id + "/gcg", g.tokens[0]),  // a download
        http.get("/api/nothing"),                              // 404
        http.get("/no/such/page.png"),
        http.post("/api/games/" + g.id + "/move", {{"type", "pass"}}),  // 401
        http.post_raw("/api/games", "{"),                               // 400
        evil.post("/api/games", kTwoHumans),                            // 403 origin
    };
    for (const auto& r : answers) {
        ASSERT_NE(r.status, 0u);
        EXPECT_EQ(r.headers.at("X-Content-Type-Options"), "nosniff") << r.status;
        EXPECT_EQ(r.headers.at("Referrer-Policy"), "no-referrer");
        const std::string csp = r.headers.at("Content-Security-Policy");
        EXPECT_NE(csp.find("frame-ancestors 'none'"), std::string::npos) << csp;
        EXPECT_NE(csp.find("default-src 'self'"), std::string::npos) << csp;
        // No inline script: script-src falls back to 'self' and nothing widens it.
        EXPECT_EQ(csp.find("script-src"), std::string::npos) << csp;
        EXPECT_EQ(csp.find("'unsafe-eval'"), std::string::npos) << csp;
    }
}

TEST(Exposure, ForwardedForCountsOnlyFromATrustedProxy) {
    // 127.0.0.1 is the proxy; 127.0.0.2 is a client that forges the header.
    TestServer srv([](server::ServerConfig& c) {
        c.trusted_proxies = {*server::parse_cidr("127.0.0.1/32")};
        c.address_rate = {0.001, 3};
    });
    HttpClient forger(srv.port());
    forger.local_address = "127.0.0.2";
    int ok = 0;
    for (int i = 0; i < 6; ++i) {
        forger.headers = {{"X-Forwarded-For", "198.51.100." + std::to_string(i)}};
        ok += forger.get("/api/health").status == 200 ? 1 : 0;
    }
    EXPECT_EQ(ok, 3) << "a forged X-Forwarded-For escaped the per-address limit";
    // Through the proxy each forwarded client has its own allowance.
    HttpClient proxy(srv.port());
    proxy.local_address = "127.0.0.1";
    for (const char* client : {"203.0.113.1", "203.0.113.2"}) {
        proxy.headers = {{"X-Forwarded-For", client}};
        for (int i = 0; i < 3; ++i) EXPECT_EQ(proxy.get("/api/health").status, 200u) << client;
        const auto r = proxy.get("/api/health");
        EXPECT_EQ(r.status, 429u) << client;
        EXPECT_TRUE(r.headers.count("Retry-After"));
    }
    // The proxy's own requests (no header) are its own.
    proxy.headers.clear();
    EXPECT_EQ(proxy.get("/api/health").status, 200u);
}

TEST(Exposure, OneAddressGetsItsShareOfConnections) {
    TestServer srv([](server::ServerConfig& c) { c.max_connections_per_address = 3; });
    namespace net = boost::asio;
    using tcp = net::ip::tcp;
    net::io_context io;
    auto connect_from = [&](const char* local) {
        auto s = std::make_unique<tcp::socket>(io);
        s->open(tcp::v4());
        s->bind({net::ip::make_address_v4(local), 0});
        s->connect({net::ip::make_address_v4("127.0.0.1"), srv.port()});
        return s;
    };
    std::vector<std::unique_ptr<tcp::socket>> held;
    for (int i = 0; i < 3; ++i) held.push_back(connect_from("127.0.0.3"));
    std::this_thread::sleep_for(100ms);  // accepted and counted
    HttpClient same(srv.port());
    same.local_address = "127.0.0.3";
    const auto refused = same.get("/api/health");
    EXPECT_EQ(refused.status, 503u);
    EXPECT_EQ(refused.json_body.value("error", ""), "too_many_connections");
    HttpClient other(srv.port());
    other.local_address = "127.0.0.4";
    EXPECT_EQ(other.get("/api/health").status, 200u);
    // A closed connection gives its place back.
    held.pop_back();
    for (int attempt = 0; attempt < 50; ++attempt) {
        if (same.get("/api/health").status == 200) return;
        std::this_thread::sleep_for(20ms);
    }
    ADD_FAILURE() << "the address did not get its connection back";
}

}  // namespace
}  // namespace letterzak::testing

namespace letterzak::testing {
namespace {

TEST(Exposure, CapsOnGamesTournamentsAndPlayers) {
    TestServer srv([](server::ServerConfig& c) {
        c.games_per_address_per_hour = 3;
        c.max_tournaments = 1;
        c.max_tournament_players = 3;
    });
    HttpClient http(srv.port());
    for (int i = 0; i < 3; ++i) EXPECT_EQ(http.post("/api/games", kTwoHumans).status, 201u);
    const auto fourth = http.post("/api/games", kTwoHumans);
    EXPECT_EQ(fourth.status, 429u) << fourth.body;
    EXPECT_GT(std::stoi(fourth.headers.at("Retry-After")), 60) << "an hourly cap waits minutes";
    EXPECT_EQ(http.get("/api/games").json_body["games"].size(), 3u);

    const json tournament = {{"name", "Club"}, {"format", "wedstrijd"}, {"system", "swiss"},
                             {"rounds", 3},    {"rules", "tournament"}, {"clock_minutes", 25}};
    const auto made = http.post("/api/tournaments", tournament);
    ASSERT_EQ(made.status, 201u) << made.body;
    const auto second = http.post("/api/tournaments", tournament);
    EXPECT_EQ(second.status, 409u);
    EXPECT_EQ(second.json_body.value("error", ""), "too_many_tournaments");
    const std::string base = "/api/tournaments/" + made.json_body["id"].get<std::string>();
    const std::string director = made.json_body["director_token"];
    EXPECT_EQ(
        http.post(base + "/players", {{"players", {{{"name", "A"}}, {{"name", "B"}}}}}, director)
            .status,
        201u);
    const auto over =
        http.post(base + "/players", {{"players", {{{"name", "C"}}, {{"name", "D"}}}}}, director);
    EXPECT_EQ(over.status, 409u) << over.body;
    EXPECT_EQ(over.json_body.value("error", ""), "too_many_players");
    EXPECT_EQ(http.get(base).json_body["players"].size(), 2u) << "a refused batch adds no one";
    EXPECT_EQ(http.post(base + "/players", {{"name", "C"}}, director).status, 201u);
}

}  // namespace
}  // namespace letterzak::testing

namespace letterzak::testing {
namespace {

TEST(Exposure, TheWebSocketTakesTheTokenAsASubprotocolNotInTheAddress) {
    TestServer srv;
    HttpClient http(srv.port());
    const Game g = new_game(http);
    WsClient ws(srv.port(), "/api/games/" + g.id + "/ws", nullptr,
                {{"Sec-WebSocket-Protocol", "letterzak, letterzak-token." + g.tokens[1]}});
    const json state = ws.read_until([](const json& m) { return m["type"] == "state"; });
    EXPECT_EQ(state["game"]["viewer"], 1) << "the subprotocol's token speaks for its seat";
    EXPECT_EQ(WsClient::refused_status(srv.port(), "/api/games/" + g.id + "/ws",
                                       {{"Sec-WebSocket-Protocol", "letterzak-token.wrong"}}),
              403u);
}

}  // namespace
}  // namespace letterzak::testing
