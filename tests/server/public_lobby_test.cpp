// The public lobby (GET /api/games): only games their creators made public, split into open
// invitations (a human seat nobody has taken), live games to watch and finished ones, paged;
// never anyone's private game. Taking an open seat from the lobby ("Meedoen", POST
// /api/games/{id}/take): a guest gets the seat's new token, the old one stops working; the
// refusals (taken, private, one's own game, over); of two joiners racing, exactly one wins.

#include <gtest/gtest.h>

#include <chrono>
#include <set>
#include <thread>

#include "test_client.hpp"

namespace letterzak::testing {
namespace {

json two_humans(bool is_public) {
    return {{"rules", "tournament"},
            {"public", is_public},
            {"seats", {{{"name", "Anna"}}, {{"name", "Bert"}}}}};
}

struct Created {
    std::string id;
    std::string tokens[2];
};

Created create(HttpClient& http, bool is_public) {
    const json c = create_game(http, two_humans(is_public));
    return {c["id"].get<std::string>(), {c["seats"][0]["token"], c["seats"][1]["token"]}};
}

std::vector<std::string> ids(HttpClient& http, const std::string& status) {
    auto r = http.get("/api/games?status=" + status);
    EXPECT_EQ(r.status, 200u) << r.body;
    std::vector<std::string> out;
    for (const json& g : r.json_body["games"]) out.push_back(g["id"].get<std::string>());
    return out;
}

bool listed(HttpClient& http, const std::string& status, const std::string& id) {
    const auto all = ids(http, status);
    return std::find(all.begin(), all.end(), id) != all.end();
}

class PublicLobby : public ::testing::Test {
  protected:
    TestServer server;
    HttpClient creator{server.port()};
    HttpClient visitor{server.port()};
};

TEST_F(PublicLobby, APrivateGameNeverAppears) {
    const Created hidden = create(creator, false);
    const Created shown = create(creator, true);
    // Both players open and play on the private game; it stays out of every list.
    ASSERT_EQ(creator.get("/api/games/" + hidden.id, hidden.tokens[0]).status, 200u);
    ASSERT_EQ(visitor.get("/api/games/" + hidden.id, hidden.tokens[1]).status, 200u);
    for (const char* status : {"all", "open", "live", "active", "finished"}) {
        SCOPED_TRACE(status);
        EXPECT_FALSE(listed(visitor, status, hidden.id));
        EXPECT_FALSE(listed(creator, status, hidden.id));
    }
    EXPECT_TRUE(listed(visitor, "all", shown.id));
    auto all = visitor.get("/api/games");
    EXPECT_EQ(all.body.find(hidden.id), std::string::npos);
    ASSERT_EQ(creator.post_raw("/api/games/" + hidden.id + "/resign", "", hidden.tokens[0]).status,
              200u);
    EXPECT_FALSE(listed(visitor, "finished", hidden.id));
    EXPECT_EQ(visitor.post("/api/games", {{"seats", {{}, {}}}, {"public", "yes"}}).status, 400u);
}

TEST_F(PublicLobby, AnInvitationIsOpenUntilItsSeatIsTaken) {
    const Created g = create(creator, true);
    // Nobody has opened either seat yet.
    auto open = visitor.get("/api/games?status=open");
    ASSERT_EQ(open.json_body["games"].size(), 1u);
    EXPECT_EQ(open.json_body["games"][0]["open_seats"], json::array({0, 1}));
    EXPECT_EQ(open.body.find(g.tokens[0]), std::string::npos);
    EXPECT_EQ(open.body.find(g.tokens[1]), std::string::npos);
    // The creator takes their own seat: the other one is still offered.
    ASSERT_EQ(creator.get("/api/games/" + g.id, g.tokens[0]).status, 200u);
    open = visitor.get("/api/games?status=open");
    ASSERT_EQ(open.json_body["games"].size(), 1u);
    EXPECT_EQ(open.json_body["games"][0]["open_seats"], json::array({1}));
    EXPECT_FALSE(listed(visitor, "live", g.id));
    // A spectator opening the game takes nothing.
    ASSERT_EQ(visitor.get("/api/games/" + g.id).status, 200u);
    EXPECT_TRUE(listed(visitor, "open", g.id));
    // The invited player opens it: no longer an invitation, a live game to watch.
    ASSERT_EQ(visitor.post_raw("/api/games/" + g.id + "/join", "", g.tokens[1]).status, 200u);
    EXPECT_FALSE(listed(visitor, "open", g.id));
    EXPECT_TRUE(listed(visitor, "live", g.id));
    EXPECT_TRUE(listed(visitor, "active", g.id));
    // Finished: listed with the final result, nowhere else.
    ASSERT_EQ(creator.post_raw("/api/games/" + g.id + "/resign", "", g.tokens[0]).status, 200u);
    EXPECT_FALSE(listed(visitor, "live", g.id));
    // The tournament's jury (the word list) checks the game on its queue after the resignation
    // is answered: until then it is listed as awaiting the jury.
    auto done = visitor.get("/api/games?status=finished");
    for (int i = 0; i < 250 && done.json_body["games"].size() == 1 &&
                    done.json_body["games"][0]["status"] == "awaiting_jury";
         ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        done = visitor.get("/api/games?status=finished");
    }
    ASSERT_EQ(done.json_body["games"].size(), 1u);
    EXPECT_EQ(done.json_body["games"][0]["status"], "finished");
    EXPECT_TRUE(done.json_body["games"][0].contains("result"));
}

TEST_F(PublicLobby, PagesHoldEveryPublicGameOnce) {
    std::set<std::string> shown;
    for (int i = 0; i < 7; ++i) {
        shown.insert(create(creator, true).id);
        (void)create(creator, false);
    }
    std::set<std::string> seen;
    std::string next;
    int pages = 0;
    for (;;) {
        auto r = visitor.get("/api/games?limit=3" + (next.empty() ? "" : "&before=" + next));
        ASSERT_EQ(r.status, 200u) << r.body;
        ++pages;
        for (const json& g : r.json_body["games"])
            EXPECT_TRUE(seen.insert(g["id"].get<std::string>()).second) << "listed twice";
        if (r.json_body["next"].is_null()) break;
        next = r.json_body["next"].get<std::string>();
        ASSERT_LT(pages, 10);
    }
    EXPECT_EQ(seen, shown);
    EXPECT_EQ(pages, 3);
}

TEST_F(PublicLobby, AGuestTakesAnOpenSeatAndItsOldTokenStopsWorking) {
    const Created g = create(creator, true);
    ASSERT_EQ(creator.get("/api/games/" + g.id, g.tokens[0]).status, 200u);
    const std::string take = "/api/games/" + g.id + "/take";
    // The creator cannot join their own game.
    auto own = creator.post_raw(take, "", g.tokens[0]);
    EXPECT_EQ(own.status, 409u) << own.body;
    EXPECT_EQ(own.json_body["error"], "own_game");
    EXPECT_EQ(visitor.get(take).status, 405u);

    auto taken = visitor.post_raw(take, "");
    ASSERT_EQ(taken.status, 200u) << taken.body;
    EXPECT_EQ(taken.json_body["seat"], 1);
    EXPECT_EQ(taken.json_body["name"], "Bert");
    const std::string token = taken.json_body["token"];
    EXPECT_NE(token, g.tokens[1]);
    EXPECT_EQ(visitor.get("/api/games/" + g.id, token).json_body["viewer"], 1);
    // The token the creator held for that seat (perhaps sent to someone) no longer plays it.
    EXPECT_EQ(creator.get("/api/games/" + g.id, g.tokens[1]).json_body["error"], "bad_token");
    EXPECT_FALSE(listed(visitor, "open", g.id));
    EXPECT_TRUE(listed(visitor, "live", g.id));
    // Nothing is left to take; the answer holds no token.
    HttpClient late(server.port());
    auto again = late.post_raw(take, "");
    EXPECT_EQ(again.status, 409u) << again.body;
    EXPECT_EQ(again.json_body["error"], "seat_taken");
    EXPECT_FALSE(again.json_body.contains("token"));

    // A private game is not there to join (as if it did not exist), and neither is no game.
    const Created hidden = create(creator, false);
    auto refused = visitor.post_raw("/api/games/" + hidden.id + "/take", "");
    EXPECT_EQ(refused.status, 404u) << refused.body;
    EXPECT_EQ(refused.json_body["error"], "unknown_game");
    EXPECT_EQ(visitor.post_raw("/api/games/nosuchgame12345/take", "").status, 404u);
    EXPECT_EQ(creator.get("/api/games/" + hidden.id, hidden.tokens[1]).json_body["viewer"], 1);
    // A finished game is over.
    const Created done = create(creator, true);
    ASSERT_EQ(creator.post_raw("/api/games/" + done.id + "/resign", "", done.tokens[0]).status,
              200u);
    EXPECT_EQ(visitor.post_raw("/api/games/" + done.id + "/take", "").json_body["error"],
              "game_over");
}

TEST_F(PublicLobby, OfTwoJoinersRacingForOneSeatExactlyOneWins) {
    for (int round = 0; round < 8; ++round) {
        SCOPED_TRACE(round);
        const Created g = create(creator, true);
        ASSERT_EQ(creator.get("/api/games/" + g.id, g.tokens[0]).status, 200u);
        HttpResult results[2];
        std::thread a([&] {
            results[0] = HttpClient(server.port()).post_raw("/api/games/" + g.id + "/take", "");
        });
        std::thread b([&] {
            results[1] = HttpClient(server.port()).post_raw("/api/games/" + g.id + "/take", "");
        });
        a.join();
        b.join();
        const int won = (results[0].status == 200u ? 1 : 0) + (results[1].status == 200u ? 1 : 0);
        EXPECT_EQ(won, 1) << results[0].body << " / " << results[1].body;
        for (const HttpResult& r : results) {
            if (r.status != 200u) {
                EXPECT_EQ(r.json_body["error"], "seat_taken") << r.body;
            }
        }
    }
}

}  // namespace
}  // namespace letterzak::testing
