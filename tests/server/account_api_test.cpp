// Accounts through the API, against an in-process server: sign up, in and out; a wrong
// password and the lock after repeated ones; the per-address limit; sessions that expire and
// are revoked ("sign out everywhere", a password change); a session that never acts for
// another account's seat; a guest's token that still works; a second device of the same
// player; claiming an invitation; taking an open seat from the lobby; hiding a game; a rematch; a
// deleted account whose games stay; ratings moved once by a rated game's end, also across a
// restart. And the security side: the cookie's flags, CSRF refusals, and no password or session
// secret in any answer, in the server's output or in the database file.

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <thread>

#include "account_browser.hpp"
#include "test_client.hpp"

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;
namespace http = boost::beast::http;

class AccountApi : public ::testing::Test {
  protected:
    TestServer server{[](server::ServerConfig& c) { c.sign_in_rate = {0, 0}; }};
    Browser anna{server.port()};
};

TEST_F(AccountApi, SignUpInAndOutWithAStrictHttpOnlyCookie) {
    auto up = anna.sign_up("Anna", "lang-genoeg");
    ASSERT_EQ(up.status, 201u) << up.body;
    EXPECT_EQ(up.json_body["account"]["name"], "Anna");
    const std::string& cookie = anna.last_set_cookie;
    EXPECT_NE(cookie.find("HttpOnly"), std::string::npos) << cookie;
    EXPECT_NE(cookie.find("SameSite=Strict"), std::string::npos) << cookie;
    EXPECT_NE(cookie.find("Path=/"), std::string::npos) << cookie;
    EXPECT_EQ(cookie.find("Secure"), std::string::npos) << "plain HTTP: " << cookie;
    EXPECT_EQ(anna.cookie.size(), 43u);
    EXPECT_EQ(up.body.find(anna.cookie), std::string::npos);  // the secret is not in the body
    EXPECT_EQ(anna.get("/api/me").json_body["account"]["name"], "Anna");
    EXPECT_EQ(anna.get("/api/me").json_body["accounts_mode"], "open");

    EXPECT_EQ(anna.del("/api/session").status, 200u);
    EXPECT_NE(anna.last_set_cookie.find("Max-Age=0"), std::string::npos);
    EXPECT_TRUE(anna.get("/api/me").json_body["account"].is_null());
    EXPECT_EQ(anna.get("/api/me").json_body["accounts_mode"], "open");
    EXPECT_EQ(anna.get("/api/me/games").json_body["error"], "not_signed_in");
    ASSERT_EQ(anna.sign_in("anna", "lang-genoeg").status, 200u);  // any case
    EXPECT_TRUE(anna.get("/api/me").json_body["account"].is_object());

    Browser other(server.port());
    EXPECT_EQ(other.sign_up("ANNA", "iets-anders1").json_body["error"], "name_taken");
    EXPECT_EQ(other.sign_up("Cor", "kort").json_body["error"], "weak_password");
    EXPECT_EQ(other.sign_up(" Cor", "lang-genoeg").json_body["error"], "bad_name");
    EXPECT_EQ(other.post("/api/account", {{"name", "Cor"}}).status, 400u);
    EXPECT_EQ(other.send(http::verb::post, "/api/account", "{nee").status, 400u);
    EXPECT_TRUE(other.cookie.empty());
}

TEST_F(AccountApi, WrongPasswordsLockTheAccount) {
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    Browser thief(server.port());
    for (int i = 0; i < 4; ++i) {
        auto r = thief.sign_in("Anna", "fout-fout-" + std::to_string(i));
        EXPECT_EQ(r.status, 401u);
        EXPECT_EQ(r.json_body["error"], "bad_credentials");
    }
    // An unknown name gets the same answer as a wrong password.
    EXPECT_EQ(thief.sign_in("Niemand", "fout-fout").json_body["error"], "bad_credentials");
    auto fifth = thief.sign_in("Anna", "fout-fout-4");
    EXPECT_EQ(fifth.status, 429u);
    EXPECT_EQ(fifth.json_body["error"], "account_locked");
    // Locked: even the right password waits.
    auto right = thief.sign_in("Anna", "lang-genoeg");
    EXPECT_EQ(right.json_body["error"], "account_locked");
    EXPECT_TRUE(thief.cookie.empty());
    // A session opened before goes on.
    EXPECT_TRUE(anna.get("/api/me").json_body["account"].is_object());
}

TEST(AccountLimits, SignInsArePacedPerAddress) {
    TestServer server([](server::ServerConfig& c) { c.sign_in_rate = {0.001, 3}; });
    Browser b(server.port());
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(b.sign_in("X" + std::to_string(i), "whatever1").status, 401u);
    auto r = b.sign_in("X", "whatever1");
    EXPECT_EQ(r.status, 429u);
    EXPECT_EQ(r.json_body["error"], "rate_limited");
    EXPECT_TRUE(r.headers.count("Retry-After"));
}

TEST(AccountLimits, SessionsExpire) {
    TestServer server([](server::ServerConfig& c) {
        c.sign_in_rate = {0, 0};
        c.session_ttl = std::chrono::seconds(1);
    });
    Browser b(server.port());
    ASSERT_EQ(b.sign_up("Anna", "lang-genoeg").status, 201u);
    // The cookie lives as long as the session has left, in whole seconds rounded down: 0, or 1
    // when the answer left within the millisecond the session was opened in (often, on a fast
    // machine) — never the default's days.
    const auto at = b.last_set_cookie.find("Max-Age=");
    ASSERT_NE(at, std::string::npos) << b.last_set_cookie;
    const std::string max_age =
        b.last_set_cookie.substr(at + 8, b.last_set_cookie.find(';', at) - at - 8);
    EXPECT_TRUE(max_age == "0" || max_age == "1") << b.last_set_cookie;
    EXPECT_TRUE(b.get("/api/me").json_body["account"].is_object());
    std::this_thread::sleep_for(1100ms);
    EXPECT_TRUE(b.get("/api/me").json_body["account"].is_null());
}

TEST(AccountLimits, AccountsOffRefusesSignUps) {
    TestServer server([](server::ServerConfig& c) { c.accounts = "off"; });
    Browser b(server.port());
    EXPECT_EQ(b.sign_up("Anna", "lang-genoeg").json_body["error"], "accounts_off");
    EXPECT_EQ(b.sign_in("Anna", "lang-genoeg").json_body["error"], "accounts_off");
    // The page learns the mode from an answer, not from a failing request.
    auto me = b.get("/api/me");
    EXPECT_EQ(me.status, 200u);
    EXPECT_TRUE(me.json_body["account"].is_null());
    EXPECT_EQ(me.json_body["accounts"], false);
    EXPECT_EQ(me.json_body["accounts_mode"], "off");
}

TEST(AccountLimits, InviteNeedsACode) {
    TestServer server([](server::ServerConfig& c) { c.accounts = "invite"; });
    Browser b(server.port());
    EXPECT_EQ(b.sign_up("Anna", "lang-genoeg").json_body["error"], "bad_signup_code");
    EXPECT_EQ(b.get("/api/me").json_body["accounts_mode"], "invite");
}

TEST_F(AccountApi, SignOutEverywhereAndAPasswordChangeEndOtherSessions) {
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    Browser phone(server.port()), laptop(server.port());
    ASSERT_EQ(phone.sign_in("Anna", "lang-genoeg").status, 200u);
    ASSERT_EQ(laptop.sign_in("Anna", "lang-genoeg").status, 200u);
    auto changed = phone.post("/api/account/password",
                              {{"password", "lang-genoeg"}, {"new_password", "nog-langer-1"}});
    ASSERT_EQ(changed.status, 200u) << changed.body;
    EXPECT_TRUE(
        phone.get("/api/me").json_body["account"].is_object());  // a new session for this device
    EXPECT_TRUE(laptop.get("/api/me").json_body["account"].is_null());
    EXPECT_TRUE(anna.get("/api/me").json_body["account"].is_null());
    EXPECT_EQ(laptop.sign_in("Anna", "lang-genoeg").status, 401u);
    ASSERT_EQ(laptop.sign_in("Anna", "nog-langer-1").status, 200u);
    EXPECT_EQ(phone.del("/api/session?everywhere=true").status, 200u);
    EXPECT_TRUE(laptop.get("/api/me").json_body["account"].is_null());
    EXPECT_TRUE(phone.get("/api/me").json_body["account"].is_null());
}

TEST_F(AccountApi, MyGamesFollowThePlayerToAnotherDevice) {
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    NewGame g = two_people(anna);
    // Anna's laptop: no token, only her account.
    Browser laptop(server.port());
    ASSERT_EQ(laptop.sign_in("Anna", "lang-genoeg").status, 200u);
    auto mine = laptop.get("/api/me/games");
    ASSERT_EQ(mine.status, 200u) << mine.body;
    ASSERT_EQ(mine.json_body["games"].size(), 1u);
    EXPECT_EQ(mine.json_body["games"][0]["id"], g.id);
    EXPECT_EQ(mine.json_body["games"][0]["seat"], 0);
    auto view = laptop.get("/api/games/" + g.id);
    ASSERT_EQ(view.status, 200u);
    EXPECT_EQ(view.json_body["viewer"], 0);
    EXPECT_TRUE(view.json_body["seats"][0].contains("rack"));
    EXPECT_FALSE(view.json_body["seats"][1].contains("rack"));
    // Whoever moves first, the laptop can pass for seat 0 when it is seat 0's turn, or is told
    // it is not its turn: it acts for seat 0 and only seat 0.
    auto pass = laptop.post("/api/games/" + g.id + "/move", {{"type", "pass"}});
    if (view.json_body["to_move"] == 0) {
        EXPECT_EQ(pass.status, 200u) << pass.body;
    } else {
        EXPECT_EQ(pass.json_body["error"], "not_your_turn");
    }
    // My turn first: another game where it is Anna's turn comes before one where it is not.
    auto list = laptop.get("/api/me/games").json_body["games"];
    for (std::size_t i = 1; i < list.size(); ++i)
        EXPECT_FALSE(!list[i - 1]["my_turn"].get<bool>() && list[i]["my_turn"].get<bool>());
}

TEST_F(AccountApi, ASessionNeverActsForAnotherAccountsSeat) {
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    NewGame g = two_people(anna);
    Browser bert(server.port());
    ASSERT_EQ(bert.sign_up("Bert", "lang-genoeg").status, 201u);
    const std::string url = "/api/games/" + g.id;
    // Bert's session alone is a spectator here: no rack, no move, nothing to claim.
    auto v = bert.get(url);
    EXPECT_EQ(v.json_body["viewer"], nullptr) << v.body.substr(0, 200);
    EXPECT_FALSE(v.json_body["seats"][0].contains("rack"));
    EXPECT_EQ(bert.post(url + "/move", {{"type", "pass"}}).status, 401u);
    EXPECT_EQ(bert.post(url + "/resign", json::object()).status, 401u);
    EXPECT_EQ(bert.post(url + "/claim", json::object()).json_body["error"], "missing_token");
    // With his invitation's token he claims seat 1.
    auto claimed = bert.post(url + "/claim", json::object(), g.tokens[1]);
    ASSERT_EQ(claimed.status, 200u) << claimed.body;
    EXPECT_EQ(claimed.json_body["seat"], 1);
    EXPECT_EQ(bert.get(url).json_body["viewer"], 1);
    // Anna cannot take seat 1 over, even with its token; her session stays seat 0.
    EXPECT_EQ(anna.post(url + "/claim", json::object(), g.tokens[1]).json_body["error"],
              "seat_owned");
    EXPECT_EQ(anna.get(url).json_body["viewer"], 0);
    EXPECT_EQ(bert.get("/api/me/games").json_body["games"].size(), 1u);
}

TEST_F(AccountApi, AGuestTokenStillWorks) {
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    NewGame g = two_people(anna);
    HttpClient guest(server.port());
    auto v = guest.get("/api/games/" + g.id, g.tokens[1]);
    ASSERT_EQ(v.status, 200u);
    EXPECT_EQ(v.json_body["viewer"], 1);
    // A token beats the cookie: Anna's browser holding Bert's link acts as seat 1.
    EXPECT_EQ(anna.get("/api/games/" + g.id, g.tokens[1]).json_body["viewer"], 1);
    // A game without an account at all.
    HttpClient plain(server.port());
    auto created = create_game(plain, {{"seats", {{{"name", "Cor"}}, {{"type", "computer"}}}}});
    EXPECT_EQ(plain
                  .get("/api/games/" + created["id"].get<std::string>(),
                       created["seats"][0]["token"].get<std::string>())
                  .json_body["viewer"],
              0);
}

TEST_F(AccountApi, CrossSiteRequestsAreRefused) {
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    NewGame g = two_people(anna);
    const std::string url = "/api/games/" + g.id;
    // A cookie with no Origin (a form another site submitted in an old browser): refused.
    auto bare = anna.send(http::verb::post, url + "/resign", "{}", {}, false);
    EXPECT_EQ(bare.status, 403u);
    EXPECT_EQ(bare.json_body["error"], "csrf");
    anna.extra = {{"Sec-Fetch-Site", "cross-site"}};
    EXPECT_EQ(anna.send(http::verb::post, url + "/resign", "{}", {}, false).json_body["error"],
              "csrf");
    anna.extra.clear();
    // Another site's Origin: refused before anything (bad_origin).
    anna.client.headers.clear();
    HttpClient evil(server.port());
    evil.headers = {{"Origin", "https://evil.example"}, {"Cookie", "lz_session=" + anna.cookie}};
    EXPECT_EQ(evil.post_raw(url + "/resign", "{}").status, 403u);
    EXPECT_EQ(evil.post_raw("/api/session", R"({"name":"Anna","password":"lang-genoeg"})").status,
              403u);
    // Signing in without Origin (login CSRF) is refused too.
    Browser script(server.port());
    EXPECT_EQ(script
                  .send(http::verb::post, "/api/session",
                        R"({"name":"Anna","password":"lang-genoeg"})", {}, false)
                  .json_body["error"],
              "csrf");
    // Nothing happened to the game.
    EXPECT_EQ(anna.get(url).json_body["status"], "in_progress");
    // From our own page it works.
    EXPECT_EQ(anna.post(url + "/resign", json::object()).status, 200u);
}

// "Meedoen" when signed in: the seat taken from the lobby belongs to the account (no token
// needed on another device); a seat an account owns is never offered; one's own game refused.
TEST_F(AccountApi, ASignedInPlayerTakesAnOpenSeatForTheAccount) {
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    // Anna's new public game: her seat is her account's, though she has not opened it yet.
    auto created = anna.post(
        "/api/games", {{"public", true}, {"seats", {{{"name", "Anna"}}, {{"name", "Bert"}}}}});
    ASSERT_EQ(created.status, 201u) << created.body;
    const std::string id = created.json_body["id"];
    const std::string take = "/api/games/" + id + "/take";
    EXPECT_EQ(anna.post(take, json::object()).json_body["error"], "own_game");

    Browser bert(server.port());
    ASSERT_EQ(bert.sign_up("Bert", "lang-genoeg").status, 201u);
    auto taken = bert.post(take, json::object());
    ASSERT_EQ(taken.status, 200u) << taken.body;
    EXPECT_EQ(taken.json_body["seat"], 1);  // not Anna's seat 0
    EXPECT_EQ(taken.json_body["account"]["name"], "Bert");
    // On another device, signed in, without the token: his seat.
    Browser laptop(server.port());
    ASSERT_EQ(laptop.sign_in("Bert", "lang-genoeg").status, 200u);
    EXPECT_EQ(laptop.get("/api/games/" + id).json_body["viewer"], 1);
    auto mine = laptop.get("/api/me/games").json_body["games"];
    ASSERT_EQ(mine.size(), 1u);
    EXPECT_EQ(mine[0]["id"], id);
    // Cross-site, the cookie alone takes nothing.
    Browser cor(server.port());
    ASSERT_EQ(cor.sign_up("Cor", "lang-genoeg").status, 201u);
    EXPECT_EQ(cor.send(http::verb::post, take, "{}", {}, false).status, 403u);
}

TEST_F(AccountApi, ARatedGameMovesRatingsOnceAndARematchKeepsTheSeats) {
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    NewGame g = two_people(anna);
    Browser bert(server.port());
    ASSERT_EQ(bert.sign_up("Bert", "lang-genoeg").status, 201u);
    const std::string url = "/api/games/" + g.id;
    ASSERT_EQ(bert.post(url + "/claim", json::object(), g.tokens[1]).status, 200u);
    EXPECT_EQ(anna.post(url + "/rematch", json::object()).json_body["error"], "game_not_over");
    EXPECT_EQ(anna.post(url + "/hide", json::object()).json_body["error"], "game_not_over");
    // Anna abandons: Bert wins. Both start at 1500 with K 32: 1516 and 1484.
    ASSERT_EQ(anna.post(url + "/resign", json::object()).status, 200u);
    json me = ratings_of(anna, 1);
    ASSERT_EQ(me["ratings"].size(), 1u) << me.dump();
    EXPECT_EQ(me["ratings"][0]["family"], "tournament");
    EXPECT_EQ(me["ratings"][0]["rating"], 1484);
    EXPECT_EQ(me["history"].size(), 1u);
    EXPECT_EQ(ratings_of(bert, 1)["ratings"][0]["rating"], 1516);
    EXPECT_EQ(bert.get("/api/me/games").json_body["games"][0]["status"], "finished");

    // "Nog een partij": Anna asks, Bert's seat is his again, no token needed for him.
    auto offered = anna.post(url + "/rematch", json::object());
    ASSERT_EQ(offered.status, 201u) << offered.body;
    const std::string again = offered.json_body["id"];
    EXPECT_EQ(offered.json_body["seat"], 0);
    EXPECT_EQ(anna.get(url + "/rematch").json_body["rematch"], again);
    auto accepted = bert.post(url + "/rematch", json::object());
    ASSERT_EQ(accepted.status, 200u) << accepted.body;
    EXPECT_EQ(accepted.json_body["id"], again);
    EXPECT_FALSE(accepted.json_body.contains("token"));
    EXPECT_EQ(bert.get("/api/games/" + again).json_body["viewer"], 1);
    EXPECT_EQ(anna.get("/api/games/" + again).json_body["viewer"], 0);
    EXPECT_EQ(anna.get("/api/games/" + again).json_body["rules"], "tournament");

    // A finished game leaves the list when hidden, and comes back when asked for.
    ASSERT_EQ(anna.post(url + "/hide", json::object()).status, 200u);
    auto listed = anna.get("/api/me/games").json_body["games"];
    ASSERT_EQ(listed.size(), 1u);
    EXPECT_EQ(listed[0]["id"], again);
    EXPECT_EQ(anna.get("/api/me/games?hidden=true").json_body["games"].size(), 2u);
}

TEST(AccountRestart, ARatingNeverMovesTwiceForOneGame) {
    TempDir dir;
    const auto db = dir.path() / "ratings.db";
    std::string id;
    {
        TestServer server([](server::ServerConfig& c) { c.sign_in_rate = {0, 0}; }, db);
        Browser anna(server.port()), bert(server.port());
        ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
        ASSERT_EQ(bert.sign_up("Bert", "lang-genoeg").status, 201u);
        NewGame g = two_people(anna);
        id = g.id;
        ASSERT_EQ(bert.post("/api/games/" + id + "/claim", json::object(), g.tokens[1]).status,
                  200u);
        ASSERT_EQ(bert.post("/api/games/" + id + "/resign", json::object()).status, 200u);
        EXPECT_EQ(ratings_of(anna, 1)["ratings"][0]["rating"], 1516);
    }
    // The game is read and replayed again after a restart; its end is not counted again.
    TestServer server([](server::ServerConfig& c) { c.sign_in_rate = {0, 0}; }, db);
    Browser anna(server.port());
    ASSERT_EQ(anna.sign_in("Anna", "lang-genoeg").status, 200u);
    EXPECT_EQ(anna.get("/api/games/" + id).json_body["status"], "finished");
    std::this_thread::sleep_for(300ms);
    json me = anna.get("/api/me").json_body;
    EXPECT_EQ(me["ratings"][0]["rating"], 1516);
    EXPECT_EQ(me["ratings"][0]["games"], 1);
    EXPECT_EQ(me["history"].size(), 1u);
}

TEST_F(AccountApi, ADeletedAccountKeepsItsGames) {
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    NewGame g = two_people(anna);
    Browser bert(server.port());
    ASSERT_EQ(bert.sign_up("Bert", "lang-genoeg").status, 201u);
    ASSERT_EQ(bert.post("/api/games/" + g.id + "/claim", json::object(), g.tokens[1]).status, 200u);
    EXPECT_EQ(anna.del("/api/account", {{"password", "fout-fout"}}).status, 401u);
    ASSERT_EQ(anna.del("/api/account", {{"password", "lang-genoeg"}}).status, 200u);
    EXPECT_TRUE(anna.get("/api/me").json_body["account"].is_null());
    EXPECT_EQ(anna.sign_in("Anna", "lang-genoeg").status, 401u);
    // The game goes on for Bert, and his list names his opponent "verwijderd".
    EXPECT_EQ(bert.get("/api/games/" + g.id).status, 200u);
    auto games = bert.get("/api/me/games").json_body["games"];
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0]["players"][0]["name"], "verwijderd");
    // The token of Anna's seat still plays it (a guest's link, as before accounts).
    HttpClient guest(server.port());
    EXPECT_EQ(guest.get("/api/games/" + g.id, g.tokens[0]).json_body["viewer"], 0);
}

// "My name in them becomes 'verwijderd'": the board, the score sheet, the GCG record and the
// public list name the deleted player so, in the running server and after a restart (the
// store maps the seat), and nowhere the old name.
TEST(AccountDeletion, TheNameBecomesVerwijderdEverywhere) {
    TempDir dir;
    const auto db = dir.path() / "letterzak.db";
    const auto tweak = [](server::ServerConfig& c) { c.sign_in_rate = {0, 0}; };
    NewGame g;
    auto check_everywhere = [&](std::uint16_t port) {
        Browser b(port);
        const json view = b.get("/api/games/" + g.id, g.tokens[1]).json_body;
        EXPECT_EQ(view["seats"][0]["name"], "verwijderd") << view.dump();
        EXPECT_EQ(view["seats"][1]["name"], "Bert");
        for (const std::string part : {"/scoresheet", "/scoresheet?format=text", "/gcg"}) {
            SCOPED_TRACE(part);
            auto r = b.get("/api/games/" + g.id + part, g.tokens[1]);
            ASSERT_EQ(r.status, 200u) << r.body;
            EXPECT_NE(r.body.find("verwijderd"), std::string::npos) << r.body;
            EXPECT_EQ(r.body.find("Annabel"), std::string::npos) << r.body;
        }
        auto list = b.get("/api/games?status=finished");
        ASSERT_EQ(list.json_body["games"].size(), 1u) << list.body;
        EXPECT_EQ(list.json_body["games"][0]["seats"][0]["name"], "verwijderd");
        EXPECT_EQ(list.body.find("Annabel"), std::string::npos);
    };
    {
        TestServer server(tweak, db);
        Browser anna(server.port());
        ASSERT_EQ(anna.sign_up("Annabel", "lang-genoeg").status, 201u);
        auto r = anna.post("/api/games", {{"public", true},
                                          {"seats", {{{"name", "Annabel"}}, {{"name", "Bert"}}}}});
        ASSERT_EQ(r.status, 201u) << r.body;
        g.id = r.json_body["id"];
        for (const auto& s : r.json_body["seats"]) g.tokens.push_back(s.value("token", ""));
        ASSERT_EQ(anna.post("/api/games/" + g.id + "/claim", json::object(), g.tokens[0]).status,
                  200u);
        ASSERT_EQ(
            anna.send(http::verb::post, "/api/games/" + g.id + "/resign", "", g.tokens[1]).status,
            200u);
        ASSERT_EQ(anna.del("/api/account", {{"password", "lang-genoeg"}}).status, 200u);
        check_everywhere(server.port());
    }
    TestServer again(tweak, db);
    check_everywhere(again.port());
}

// Everything a file or stream holds, as bytes.
std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(AccountSecurity, NoPasswordOrSessionSecretInAnswersOutputOrDatabase) {
    TempDir dir;
    const auto db = dir.path() / "scan.db";
    const auto log = dir.path() / "server.log";
    // The server's own output (its request log on stderr, anything on stdout) goes to a file.
    std::fflush(stdout);
    std::fflush(stderr);
    const int saved_out = ::dup(1), saved_err = ::dup(2);
    const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ASSERT_GE(fd, 0);
    ::dup2(fd, 1);
    ::dup2(fd, 2);
    const std::string password = "Zeer-Geheim-Wachtwoord-42";
    const std::string new_password = "Nog-Geheimer-Wachtwoord-43";
    std::vector<std::string> secrets;
    Traffic traffic;
    {
        TestServer server(
            [](server::ServerConfig& c) {
                c.sign_in_rate = {0, 0};
                c.quiet = false;
            },
            db);
        Browser anna(server.port(), &traffic), bert(server.port(), &traffic);
        EXPECT_EQ(anna.sign_up("Anna", password).status, 201u);
        secrets.push_back(anna.cookie);
        EXPECT_EQ(bert.sign_up("Bert", password).status, 201u);
        secrets.push_back(bert.cookie);
        EXPECT_EQ(anna.sign_in("Anna", "fout-" + password).status, 401u);
        EXPECT_EQ(anna.sign_in("Anna", password).status, 200u);
        secrets.push_back(anna.cookie);
        NewGame g = two_people(anna);
        EXPECT_EQ(bert.post("/api/games/" + g.id + "/claim", json::object(), g.tokens[1]).status,
                  200u);
        EXPECT_TRUE(anna.get("/api/me").json_body["account"].is_object());
        EXPECT_EQ(anna.get("/api/me/games").status, 200u);
        EXPECT_EQ(anna.post("/api/account/password",
                            {{"password", password}, {"new_password", new_password}})
                      .status,
                  200u);
        secrets.push_back(anna.cookie);
        EXPECT_EQ(anna.del("/api/session").status, 200u);
        server.server->stop();
        server.server->wait();
    }
    std::fflush(stdout);
    std::fflush(stderr);
    ::dup2(saved_out, 1);
    ::dup2(saved_err, 2);
    ::close(saved_out);
    ::close(saved_err);
    ::close(fd);

    const std::string output = slurp(log);
    EXPECT_NE(output.find("POST /api/session"), std::string::npos) << "the log was captured";
    std::string database = slurp(db);
    for (const char* suffix : {"-wal", "-shm"})
        if (std::filesystem::exists(db.string() + suffix)) database += slurp(db.string() + suffix);
    EXPECT_NE(database.find("$argon2id$"), std::string::npos) << "the hashes are there";
    for (const std::string& secret : {password, new_password}) {
        EXPECT_EQ(output.find(secret), std::string::npos) << "a password in the server's output";
        EXPECT_EQ(database.find(secret), std::string::npos) << "a password in the database";
        for (const auto& item : traffic)
            EXPECT_EQ(item.find(secret), std::string::npos) << "a password in an answer";
    }
    for (const std::string& secret : secrets) {
        ASSERT_EQ(secret.size(), 43u);
        EXPECT_EQ(output.find(secret), std::string::npos) << "a session in the server's output";
        EXPECT_EQ(database.find(secret), std::string::npos) << "a session in the database";
        // An answer carries a session secret only in its own Set-Cookie header.
        for (const auto& item : traffic) {
            const auto body = item.find("\r\n\r\n");
            if (body == std::string::npos) continue;
            EXPECT_EQ(item.find(secret, body), std::string::npos) << "a session in a body";
        }
    }
    for (const auto& item : traffic) EXPECT_EQ(item.find("argon2"), std::string::npos);
}

}  // namespace
}  // namespace letterzak::testing
