// `letterzak db check` and `letterzak db copy`, run as a user would: a club's SQLite file with
// played games is checked, copied into PostgreSQL (refused a second time: the target is not
// empty), the copy checked and served with every game as it was; a damaged game is listed by
// check and makes it exit 1. Accounts travel with their games: sessions (hashes), seats,
// hidden games, ratings and their history, sign-up codes; a player signs in on the copy (and
// the old session cookie still works), and a copy back to SQLite has every row the same.
// `letterzak admin` looks after the accounts of such a file while its server runs.

#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <memory>
#include <regex>

#include "account_browser.hpp"
#include "open_game.hpp"
#include "server/wall_clock.hpp"
#include "server_process.hpp"
#include "store/open_store.hpp"
#include "store/sqlite_database.hpp"
#include "support/pg_cluster.hpp"
#include "test_client.hpp"

namespace letterzak::testing {
namespace {

struct CommandRun {
    int exit_code = -1;
    std::string out;
};

CommandRun letterzak(const std::string& args) {
    CommandRun r;
    const std::string command = std::string(letterzak_binary()) + " " + args + " 2>&1";
    FILE* p = ::popen(command.c_str(), "r");
    if (p == nullptr) return r;
    std::array<char, 4096> buf{};
    std::size_t n = 0;
    while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
    const int status = ::pclose(p);
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

TEST(DbCommand, ACheckedClubFileIsCopiedToPostgresqlAndServedFromThere) {
    PgCluster& pg = PgCluster::shared();
    if (!pg.available()) GTEST_SKIP() << pg.why();
    ASSERT_TRUE(pg.started()) << pg.error();
    TempDir dir;
    const std::string file = (dir.path() / "club.db").string();
    const json request = {
        {"rules", "tournament"}, {"public", true}, {"seats", {{{"name", "A"}}, {{"name", "B"}}}}};
    std::vector<OpenGame> games;
    std::vector<json> views;
    {
        TestServer server([&](server::ServerConfig& c) { c.db = file; });
        HttpClient http(server.port());
        for (int i = 0; i < 3; ++i) {
            // The flags travel too: game 1 is unrated, game 2 private.
            json r = request;
            r["rated"] = i != 1;
            r["public"] = i != 2;
            games.push_back(open_game(http, r));
            for (int m = 0; m < i + 2; ++m) (void)play_one(http, games.back());
            views.push_back(without_clock(
                http.get("/api/games/" + games.back().id, games.back().tokens[0]).json_body));
        }
    }
    CommandRun check = letterzak("db check --db " + file);
    EXPECT_EQ(check.exit_code, 0) << check.out;
    EXPECT_NE(check.out.find("3 games (0 damaged)"), std::string::npos) << check.out;

    const std::string url = pg.fresh_database();
    CommandRun copy = letterzak("db copy --from " + file + " --to " + url);
    EXPECT_EQ(copy.exit_code, 0) << copy.out;
    EXPECT_NE(copy.out.find("copied 3 games"), std::string::npos) << copy.out;
    EXPECT_EQ(copy.out.find(PgCluster::kPassword), std::string::npos) << "a password was printed";
    CommandRun again = letterzak("db copy --from " + file + " --to " + url);
    EXPECT_EQ(again.exit_code, 2) << again.out;
    EXPECT_NE(again.out.find("not empty"), std::string::npos) << again.out;
    CommandRun check_pg = letterzak("db check --db " + url);
    EXPECT_EQ(check_pg.exit_code, 0) << check_pg.out;
    EXPECT_NE(check_pg.out.find("3 games (0 damaged)"), std::string::npos) << check_pg.out;
    {
        TestServer server([&](server::ServerConfig& c) { c.db = url; });
        HttpClient http(server.port());
        for (std::size_t i = 0; i < games.size(); ++i)
            EXPECT_EQ(
                without_clock(http.get("/api/games/" + games[i].id, games[i].tokens[0]).json_body),
                views[i]);
        EXPECT_EQ(http.get("/api/games").json_body["games"].size(), 2u);  // one is private
    }
    {
        auto copied = store::open_store(url);
        ASSERT_TRUE(copied);
        for (std::size_t i = 0; i < games.size(); ++i) {
            auto g = (*copied)->load_game(games[i].id);
            ASSERT_TRUE(g && *g);
            EXPECT_EQ((*g)->rated, i != 1) << i;
            EXPECT_EQ((*g)->is_public, i != 2) << i;
            // Both players opened every game; only a public game's seats are marked taken.
            EXPECT_EQ((*g)->open_seats, i != 2 ? 0u : 3u) << i;
        }
    }

    // One damaged game: check lists it and fails, and changes nothing.
    {
        auto db = store::Database::open(file);
        ASSERT_TRUE(db);
        ASSERT_TRUE(db->exec("UPDATE events SET payload = 'x' WHERE game_id = '" + games[1].id +
                             "' AND seq = 0"));
    }
    CommandRun damaged = letterzak("db check --db " + file);
    EXPECT_EQ(damaged.exit_code, 1) << damaged.out;
    EXPECT_NE(damaged.out.find("damaged game " + games[1].id), std::string::npos) << damaged.out;
    EXPECT_NE(damaged.out.find("3 games (1 damaged)"), std::string::npos) << damaged.out;
    EXPECT_EQ(letterzak("db check --db postgresql://x:y@127.0.0.1:1/none").exit_code, 2);
}

TEST(DbCommand, AccountsAndWhatTheyOwnAreCopiedAndSignInOnTheCopy) {
    PgCluster& pg = PgCluster::shared();
    if (!pg.available()) GTEST_SKIP() << pg.why();
    ASSERT_TRUE(pg.started()) << pg.error();
    TempDir dir;
    const std::string file = (dir.path() / "club.db").string();
    const auto tweak = [&](server::ServerConfig& c) {
        c.db = file;
        c.sign_in_rate = {0, 0};
    };
    std::string anna_cookie, finished, running;
    {
        TestServer server(tweak);
        Browser anna(server.port()), bert(server.port()), cor(server.port());
        ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
        ASSERT_EQ(bert.sign_up("Bert", "ook-lang-genoeg").status, 201u);
        ASSERT_EQ(cor.sign_up("Cor", "nog-langer-dan-dat").status, 201u);
        NewGame g = two_people(anna);
        finished = g.id;
        ASSERT_EQ(bert.post("/api/games/" + g.id + "/claim", json::object(), g.tokens[1]).status,
                  200u);
        ASSERT_EQ(anna.post("/api/games/" + g.id + "/resign", json::object()).status, 200u);
        ASSERT_EQ(ratings_of(anna, 1)["ratings"][0]["rating"], 1484);
        ASSERT_EQ(anna.post("/api/games/" + g.id + "/hide", json::object()).status, 200u);
        running = two_people(anna).id;
        // A deleted account travels as it is: "verwijderd", no password, no sessions.
        ASSERT_EQ(cor.del("/api/account", {{"password", "nog-langer-dan-dat"}}).status, 200u);
        anna_cookie = anna.cookie;
    }
    {
        auto accounts = store::open_account_store(file);
        ASSERT_TRUE(accounts);
        ASSERT_TRUE((*accounts)->add_signup_code(std::string(64, 'c'), 7));
    }

    const std::string url = pg.fresh_database();
    CommandRun copy = letterzak("db copy --from " + file + " --to " + url);
    ASSERT_EQ(copy.exit_code, 0) << copy.out;
    EXPECT_NE(copy.out.find("copied 2 games, 0 tournaments and 3 accounts"), std::string::npos)
        << copy.out;
    // Back to SQLite before anyone signs in on the copy: every row of every account table is
    // the same as in the first file.
    const std::string back = (dir.path() / "back.db").string();
    CommandRun copy_back = letterzak("db copy --from " + url + " --to " + back);
    ASSERT_EQ(copy_back.exit_code, 0) << copy_back.out;
    auto first = store::open_account_store(file);
    auto again = store::open_account_store(back);
    ASSERT_TRUE(first && again);
    std::size_t rows = 0;
    for (const store::AccountTable& table : store::account_tables()) {
        auto a = (*first)->table_rows(table);
        auto b = (*again)->table_rows(table);
        ASSERT_TRUE(a && b);
        EXPECT_EQ(*a, *b) << table.name;
        EXPECT_FALSE(a->rows.empty()) << table.name << " has no rows to compare";
        rows += a->rows.size();
    }
    EXPECT_GE(rows, 12u);
    {
        TestServer server([&](server::ServerConfig& c) {
            c.db = url;
            c.sign_in_rate = {0, 0};
        });
        // The session made on the SQLite server goes on (its hash was copied, not the secret).
        Browser anna(server.port());
        anna.cookie = anna_cookie;
        json me = anna.get("/api/me").json_body;
        EXPECT_EQ(me["account"]["name"], "Anna") << me.dump();
        ASSERT_EQ(me["ratings"].size(), 1u) << me.dump();
        EXPECT_EQ(me["ratings"][0]["rating"], 1484);
        EXPECT_EQ(me["history"].size(), 1u);
        // The hidden game stays hidden; the running one is still hers.
        auto games = anna.get("/api/me/games").json_body["games"];
        ASSERT_EQ(games.size(), 1u) << games.dump();
        EXPECT_EQ(games[0]["id"], running);
        EXPECT_EQ(anna.get("/api/me/games?hidden=true").json_body["games"].size(), 2u);
        // Bert signs in with his password (its Argon2id hash was copied) and owns his seat.
        Browser bert(server.port());
        ASSERT_EQ(bert.sign_in("Bert", "ook-lang-genoeg").status, 200u);
        EXPECT_EQ(bert.get("/api/games/" + finished).json_body["viewer"], 1);
        EXPECT_EQ(bert.get("/api/me").json_body["ratings"][0]["rating"], 1516);
        EXPECT_EQ(bert.sign_in("Bert", "fout-fout-fout").status, 401u);
        // The deleted account stays deleted; its name is free.
        Browser cor(server.port());
        EXPECT_EQ(cor.sign_in("Cor", "nog-langer-dan-dat").status, 401u);
    }

    // A target that holds an account and no game is not empty either.
    const std::string one_account = (dir.path() / "one-account.db").string();
    {
        auto accounts = store::open_account_store(one_account);
        ASSERT_TRUE(accounts);
        store::Account x;
        x.id = "x";
        x.name = "Xander";
        ASSERT_TRUE((*accounts)->create_account(x));
    }
    CommandRun refused = letterzak("db copy --from " + file + " --to " + one_account);
    EXPECT_EQ(refused.exit_code, 2) << refused.out;
    EXPECT_NE(refused.out.find("not empty"), std::string::npos) << refused.out;
}

// The day it is in UTC, as `admin user list` writes when an account was made.
std::string utc_today() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&now, &tm);
    char text[16];
    return std::string(text, std::strftime(text, sizeof text, "%Y-%m-%d", &tm));
}

// The name of the account `b` is signed in to, or "" (the profile of nobody is null).
std::string signed_in(Browser& b) {
    const json me = b.get("/api/me").json_body;
    return me["account"].is_null() ? std::string() : me["account"].value("name", "?");
}

// What an operator does with `letterzak admin` on the file of a running server: the list has
// every account with the day it was made and its state; disabling ends the account's
// sessions at once and refuses its sign-ins until it is enabled; a password set from
// standard input replaces the old one; a name nobody has is an error that changes nothing.
TEST(AdminCommand, ListsDisablesEnablesAndResetsTheAccountsOfARunningServer) {
    TempDir dir;
    const std::string file = (dir.path() / "club.db").string();
    TestServer server([&](server::ServerConfig& c) {
        c.db = file;
        c.sign_in_rate = {0, 0};
    });
    Browser anna(server.port()), bert(server.port());
    ASSERT_EQ(anna.sign_up("Anna", "lang-genoeg").status, 201u);
    ASSERT_EQ(bert.sign_up("Bert", "ook-lang-genoeg").status, 201u);
    ASSERT_EQ(signed_in(bert), "Bert");
    const std::string day = utc_today();
    const auto line = [&](const std::string& out, const std::string& name,
                          const std::string& state) {
        return std::regex_search(out,
                                 std::regex("(^|\\n)" + name + " +" + day + "  " + state + "\\n"));
    };

    CommandRun list = letterzak("admin user list --db " + file);
    ASSERT_EQ(list.exit_code, 0) << list.out;
    EXPECT_TRUE(line(list.out, "Anna", "active")) << list.out;
    EXPECT_TRUE(line(list.out, "Bert", "active")) << list.out;
    EXPECT_NE(list.out.find("2 accounts"), std::string::npos) << list.out;

    CommandRun off = letterzak("admin user disable Bert --db " + file);
    ASSERT_EQ(off.exit_code, 0) << off.out;
    EXPECT_EQ(signed_in(bert), "") << "a disabled account's session still works";
    EXPECT_EQ(bert.sign_in("Bert", "ook-lang-genoeg").status, 403u);
    EXPECT_EQ(signed_in(anna), "Anna");
    list = letterzak("admin user list --db " + file);
    EXPECT_TRUE(line(list.out, "Bert", "disabled")) << list.out;

    CommandRun on = letterzak("admin user enable Bert --db " + file);
    ASSERT_EQ(on.exit_code, 0) << on.out;
    EXPECT_EQ(bert.sign_in("Bert", "ook-lang-genoeg").status, 200u);
    EXPECT_EQ(signed_in(bert), "Bert");

    const std::string password_file = (dir.path() / "password").string();
    std::ofstream(password_file) << "een-nieuw-wachtwoord\n";
    CommandRun reset = letterzak("admin user reset-password Anna --password-stdin --db " + file +
                                 " < " + password_file);
    ASSERT_EQ(reset.exit_code, 0) << reset.out;
    EXPECT_EQ(signed_in(anna), "") << "the reset left a session open";
    EXPECT_EQ(anna.sign_in("Anna", "lang-genoeg").status, 401u);
    EXPECT_EQ(anna.sign_in("Anna", "een-nieuw-wachtwoord").status, 200u);

    // Without --password-stdin a new password is made up and shown once, for the operator to
    // hand over.
    CommandRun made_up = letterzak("admin user reset-password Bert --db " + file);
    ASSERT_EQ(made_up.exit_code, 0) << made_up.out;
    std::smatch shown;
    ASSERT_TRUE(
        std::regex_search(made_up.out, shown, std::regex(R"(New password for Bert: (\S+))")))
        << made_up.out;
    EXPECT_EQ(signed_in(bert), "");
    EXPECT_EQ(bert.sign_in("Bert", "ook-lang-genoeg").status, 401u);
    EXPECT_EQ(bert.sign_in("Bert", shown[1]).status, 200u);

    // Wrong passwords lock an account for a while: the list says "locked" while the server
    // refuses its sign-ins, and "active" again once the lock has run out.
    Browser guesser(server.port());
    for (int i = 0; i < 5; ++i) (void)guesser.sign_in("Anna", "geraden-wachtwoord");
    EXPECT_EQ(guesser.sign_in("Anna", "een-nieuw-wachtwoord").json_body["error"], "account_locked");
    list = letterzak("admin user list --db " + file);
    EXPECT_TRUE(line(list.out, "Anna", "locked")) << list.out;
    {
        auto accounts = store::open_account_store(file);
        ASSERT_TRUE(accounts);
        auto anna_account = (*accounts)->account_by_name("Anna");
        ASSERT_TRUE(anna_account && *anna_account);
        // One more failure whose lock ended a second ago.
        ASSERT_TRUE(
            (*accounts)->record_failed_login((**anna_account).id, 1, server::unix_millis() - 1000));
    }
    list = letterzak("admin user list --db " + file);
    EXPECT_TRUE(line(list.out, "Anna", "active")) << list.out;
    EXPECT_EQ(guesser.sign_in("Anna", "een-nieuw-wachtwoord").status, 200u);

    CommandRun nobody = letterzak("admin user disable Xander --db " + file);
    EXPECT_EQ(nobody.exit_code, 1) << nobody.out;
    EXPECT_NE(nobody.out.find("no account named Xander"), std::string::npos) << nobody.out;
    list = letterzak("admin user list --db " + file);
    EXPECT_TRUE(line(list.out, "Anna", "active")) << list.out;
    EXPECT_TRUE(line(list.out, "Bert", "active")) << list.out;
}

// A club that lets in only those it invites: `admin code` gives a code that signs up one
// account on the running server, once; a second use and a made-up code are refused.
TEST(AdminCommand, ASignUpCodeOpensOneAccountOnAnInviteOnlyServer) {
    TempDir dir;
    const std::string file = (dir.path() / "club.db").string();
    TestServer server([&](server::ServerConfig& c) {
        c.db = file;
        c.accounts = "invite";
    });
    CommandRun made = letterzak("admin code --db " + file);
    ASSERT_EQ(made.exit_code, 0) << made.out;
    std::smatch found;
    ASSERT_TRUE(std::regex_search(made.out, found, std::regex(R"(: (\S+)\n)"))) << made.out;
    const std::string code = found[1];

    Browser anna(server.port()), bert(server.port()), cor(server.port());
    const auto sign_up = [](Browser& b, const std::string& name, const std::string& with) {
        return b.post("/api/account",
                      {{"name", name}, {"password", "lang-genoeg"}, {"code", with}});
    };
    const HttpResult first = sign_up(anna, "Anna", code);
    EXPECT_EQ(first.status, 201u) << first.body;
    EXPECT_EQ(signed_in(anna), "Anna");
    EXPECT_EQ(sign_up(bert, "Bert", code).json_body["error"], "bad_signup_code");
    EXPECT_EQ(sign_up(cor, "Cor", std::string(code.size(), 'a')).json_body["error"],
              "bad_signup_code");
    EXPECT_EQ(signed_in(bert), "");
    CommandRun list = letterzak("admin user list --db " + file);
    EXPECT_NE(list.out.find("\n1 account\n"), std::string::npos) << list.out;
}

}  // namespace
}  // namespace letterzak::testing
