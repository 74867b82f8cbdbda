// Hidden information, tested on the wire: scripted games whose entire traffic (every HTTP
// response and every WebSocket message each client received, headers included) is scanned.
//
//  - No client ever receives another seat's rack while the game is on: not in a seat entry,
//    not in a turn, not as an exchange's tiles, not in a GCG download, and not anywhere as
//    the rack itself (every rack each player held, taken from the full record after the game,
//    is searched for in the others' traffic).
//  - No client ever receives the bag: no seed (the bag's order follows from it; read from the
//    database afterwards and searched for), no event log, no setup, no token hashes, no other
//    seat's token.
//  - A token acts only for its own seat: every attempt to move for another seat is refused
//    and changes nothing, and every view a token gets is its own seat's.

#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "formats/gcg.hpp"
#include "server/tokens.hpp"
#include "store/sqlite_store.hpp"
#include "test_client.hpp"

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;

struct Client {
    int seat = -1;  // -1: a spectator
    std::string token;
    Traffic traffic;
    std::unique_ptr<HttpClient> http;
    std::unique_ptr<WsClient> ws;
};

bool is_over(const json& view) {
    return view.is_object() && view.value("status", "in_progress") != "in_progress";
}

// The text of a traffic item received while the game was still on (a state of a finished
// game, or a record of one, may show every rack).
bool received_during_play(const std::string& item) {
    if (item.find("\"status\":\"in_progress\"") != std::string::npos) return true;
    if (item.find("#incomplete") != std::string::npos) return true;
    if (item.find("\"status\":\"finished\"") != std::string::npos ||
        item.find("\"status\":\"awaiting_jury\"") != std::string::npos)
        return false;
    // Acknowledgements, errors, previews, score sheets during the game.
    return item.find("#player1") == std::string::npos;
}

std::string json_part(const std::string& item) {
    // An HTTP response: the body after the blank line.
    const auto at = item.find("\r\n\r\n");
    return at == std::string::npos ? item : item.substr(at + 4);
}

void walk(const json& j,
          const std::function<void(const std::string& key, const json& value, const json& parent)>&
              visit) {
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            visit(it.key(), it.value(), j);
            walk(it.value(), visit);
        }
    } else if (j.is_array()) {
        for (const json& e : j) walk(e, visit);
    }
}

class HiddenInformation : public ::testing::TestWithParam<std::tuple<std::string, int, bool>> {};

TEST_P(HiddenInformation, TrafficNeverShowsOtherRacksOrTheBag) {
    const auto [rules, players, with_computer] = GetParam();
    TestServer server;
    HttpClient lobby(server.port());
    json seats = json::array();
    for (int s = 0; s < players; ++s) {
        if (with_computer && s == players - 1)
            seats.push_back({{"type", "computer"}, {"name", "S" + std::to_string(s)}});
        else
            seats.push_back({{"name", "S" + std::to_string(s)}});
    }
    json created = create_game(lobby, {{"rules", rules}, {"seats", seats}});
    const std::string id = created["id"];
    const std::string base = "/api/games/" + id;

    std::vector<std::unique_ptr<Client>> clients;
    std::vector<std::string> tokens;
    for (const json& s : created["seats"]) {
        tokens.push_back(s.value("token", ""));
        if (!s.contains("token")) continue;
        auto c = std::make_unique<Client>();
        c->seat = s["seat"];
        c->token = s["token"];
        c->http = std::make_unique<HttpClient>(server.port(), &c->traffic);
        c->ws =
            std::make_unique<WsClient>(server.port(), base + "/ws?token=" + c->token, &c->traffic);
        clients.push_back(std::move(c));
    }
    auto spectator = std::make_unique<Client>();
    spectator->http = std::make_unique<HttpClient>(server.port(), &spectator->traffic);
    spectator->ws = std::make_unique<WsClient>(server.port(), base + "/ws", &spectator->traffic);
    clients.push_back(std::move(spectator));
    auto client_of = [&](int seat) -> Client* {
        for (auto& c : clients)
            if (c->seat == seat) return c.get();
        return nullptr;
    };

    // Play until the game ends: best moves, an exchange now and then, a challenge now and then,
    // and every other seat trying to move out of turn with its own token.
    json state;
    for (int turn = 0; turn < 200; ++turn) {
        // Let the computer answer, if it is its turn.
        for (int i = 0; i < 200; ++i) {
            state = clients.back()->http->get(base).json_body;
            const int to_move = state["to_move"];
            if (is_over(state) ||
                state["seats"][static_cast<std::size_t>(to_move)]["type"] == "human")
                break;
            std::this_thread::sleep_for(10ms);
        }
        if (is_over(state)) break;
        const int mover = state["to_move"];
        Client* me = client_of(mover);
        ASSERT_NE(me, nullptr);
        for (auto& other : clients) {
            if (other->seat < 0 || other->seat == mover) continue;
            const json before = without_clock(other->http->get(base, other->token).json_body);
            auto r = other->http->post(base + "/move", {{"type", "pass"}}, other->token);
            EXPECT_EQ(r.status, 409u);
            EXPECT_EQ(r.json_body.value("error", ""), "not_your_turn");
            EXPECT_EQ(without_clock(other->http->get(base, other->token).json_body), before);
        }
        json mine = me->http->get(base, me->token).json_body;
        ASSERT_EQ(mine["viewer"], mover);
        // Challenges now and then, where the rules have them (a valid word: nothing happens
        // but the record of it).
        if (turn % 5 == 4 && mine["can_challenge"].get<bool>() && rules != "tournament") {
            me->http->post_raw(base + "/challenge", "", me->token);
            continue;
        }
        me->http->get(base + "/gcg", me->token);
        me->http->get(base + "/scoresheet");
        const int bag = mine["bag"];
        const json& rack = mine["seats"][static_cast<std::size_t>(mover)]["rack"];
        json move;
        if (turn % 4 == 3 && bag >= mine["exchange_min_bag"].get<int>() && rack.size() >= 2) {
            move = {{"type", "exchange"}, {"tiles", {rack[0], rack[1]}}};
        } else if (auto best = best_move(mine)) {
            move = place_request(*best);
            json preview = move;
            me->http->post(base + "/preview", preview, me->token);
        } else if (bag >= mine["exchange_min_bag"].get<int>()) {
            move = {{"type", "exchange"}, {"tiles", rack}};
        } else {
            move = {{"type", "pass"}};
        }
        bool ok = false;
        if (turn % 2 == 0) {
            move["id"] = turn;
            SCOPED_TRACE("the acknowledgement of " + move.dump());
            me->ws->send(move);
            json answer = me->ws->read_until([&](const json& m) {
                return (m["type"] == "ack" || m["type"] == "error") && m["id"] == turn;
            });
            ok = answer["type"] == "ack";
        } else {
            ok = me->http->post(base + "/move", move, me->token).status == 200;
        }
        if (!ok) {
            ASSERT_EQ(me->http->post(base + "/move", {{"type", "pass"}}, me->token).status, 200u);
        }
    }
    // Wait for the jury (tournament) and let every socket take the last state.
    for (int i = 0; i < 200 && state["status"] != "finished"; ++i) {
        std::this_thread::sleep_for(10ms);
        state = clients.back()->http->get(base).json_body;
    }
    ASSERT_EQ(state["status"], "finished") << "the scripted game did not finish";
    for (auto& c : clients) {
        SCOPED_TRACE("the last state, seat " + std::to_string(c->seat));
        // It may have come already, ahead of the acknowledgement of the last move.
        const bool seen =
            std::any_of(c->traffic.begin(), c->traffic.end(), [](const std::string& m) {
                return m.starts_with("{\"game\"") &&
                       m.find("\"status\":\"finished\"") != std::string::npos;
            });
        if (!seen)
            c->ws->read_until([](const json& m) {
                return m["type"] == "state" && m["game"]["status"] == "finished";
            });
    }

    // The truth, now that it may be told: every rack each player held (the full record) and
    // the seed (the database).
    auto full = clients.back()->http->get(base + "/gcg");
    ASSERT_EQ(full.status, 200u);
    auto record = formats::parse_gcg(full.body);
    ASSERT_TRUE(record) << record.error().message;
    std::map<int, std::set<std::string>> racks_of;  // seat → racks as JSON arrays
    for (const formats::GcgLine& line : record->lines) {
        if (!line.rack || line.rack->size() < 3)
            continue;  // short racks are too common to search for
        const int seat =
            std::stoi(record->players[static_cast<std::size_t>(line.player)].name.substr(1));
        json arr = json::array();
        for (core::Letter l : line.rack->tiles()) arr.push_back(core::letter_name(l));
        racks_of[seat].insert(arr.dump());
    }
    auto repo = store::SqliteRepository::open(server.db);
    ASSERT_TRUE(repo);
    auto stored = (*repo)->load_game(id);
    ASSERT_TRUE(stored && *stored);
    const std::string seed = std::to_string((*stored)->setup.seed);

    std::size_t scanned = 0;
    for (auto& c : clients) {
        // What this client may legitimately see as a rack: its own.
        std::set<std::string> own = c->seat >= 0 ? racks_of[c->seat] : std::set<std::string>{};
        for (const std::string& item : c->traffic) {
            ++scanned;
            EXPECT_EQ(item.find(seed), std::string::npos) << "the seed reached a client";
            for (std::size_t s = 0; s < tokens.size(); ++s) {
                if (tokens[s].empty()) continue;
                if (static_cast<int>(s) != c->seat) {
                    EXPECT_EQ(item.find(tokens[s]), std::string::npos) << "another seat's token";
                }
                EXPECT_EQ(item.find(server::token_hash(tokens[s])), std::string::npos)
                    << "a token hash";
            }
            const json j = json::parse(json_part(item), nullptr, false);
            if (!j.is_discarded()) {
                walk(j, [&](const std::string& key, const json&, const json&) {
                    EXPECT_TRUE(key != "seed" && key != "events" && key != "setup" &&
                                key != "token_hash" && key != "drawn")
                        << "key '" << key << "' reached a client";
                });
            }
            if (!received_during_play(item)) continue;
            // Structure: racks and exchanged tiles of other seats.
            if (!j.is_discarded()) {
                walk(j, [&](const std::string& key, const json& value, const json& parent) {
                    if (key == "seats" && value.is_array()) {
                        for (const json& s : value) {
                            if (s.is_object() && s.contains("rack")) {
                                EXPECT_EQ(s.value("seat", -2), c->seat) << item;
                            }
                        }
                    }
                    if (key == "turns" && value.is_array()) {
                        for (const json& t : value) {
                            if (t.value("seat", -2) == c->seat) continue;
                            EXPECT_FALSE(t.contains("rack")) << item;
                            EXPECT_FALSE(t.contains("exchanged_tiles")) << item;
                        }
                    }
                    (void)parent;
                });
            } else if (item.find("#player1") != std::string::npos) {
                // A record during the game: racks only on this client's own lines.
                auto partial = formats::parse_gcg(json_part(item));
                ASSERT_TRUE(partial) << partial.error().message;
                for (const formats::GcgLine& line : partial->lines) {
                    const int seat = std::stoi(
                        partial->players[static_cast<std::size_t>(line.player)].name.substr(1));
                    if (seat != c->seat) {
                        EXPECT_FALSE(line.rack.has_value()) << item;
                        EXPECT_TRUE(line.tiles.empty()) << item;
                    }
                }
                for (std::size_t k = 0; k < partial->final_racks.size(); ++k) {
                    const int seat = std::stoi(partial->players[k].name.substr(1));
                    if (seat != c->seat) {
                        EXPECT_FALSE(partial->final_racks[k].has_value()) << item;
                    }
                }
            }
            // Anywhere at all: another player's rack.
            for (const auto& [seat, racks] : racks_of) {
                if (seat == c->seat) continue;
                for (const std::string& r : racks) {
                    if (own.count(r)) continue;  // the same tiles as one of this client's own racks
                    EXPECT_EQ(item.find(r), std::string::npos)
                        << "seat " << seat << "'s rack " << r << " reached "
                        << (c->seat >= 0 ? "seat " + std::to_string(c->seat) : "a spectator");
                }
            }
        }
    }
    EXPECT_GT(scanned, 50u);
}

INSTANTIATE_TEST_SUITE_P(Games, HiddenInformation,
                         ::testing::Values(std::make_tuple(std::string("tournament"), 2, false),
                                           std::make_tuple(std::string("tournament"), 2, true),
                                           std::make_tuple(std::string("box"), 3, false),
                                           std::make_tuple(std::string("woordspel"), 2, false)),
                         [](const auto& p) {
                             return std::get<0>(p.param) + std::to_string(std::get<1>(p.param)) +
                                    (std::get<2>(p.param) ? "_computer" : "");
                         });

}  // namespace
}  // namespace letterzak::testing
