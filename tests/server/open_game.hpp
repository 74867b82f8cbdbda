#pragma once
// A game opened through the API, with its seat tokens, and one move at a time in it: the
// tests that drive whole games against real servers (crash, several servers).

#include <string>
#include <vector>

#include "test_client.hpp"

namespace letterzak::testing {

struct OpenGame {
    std::string id;
    std::vector<std::string> tokens;
};

// One move in a game: the best placement of whoever is to move (a human), else a pass.
// Returns the view the acknowledgement carried, or null.
inline json play_one(HttpClient& http, const OpenGame& g) {
    const std::string base = "/api/games/" + g.id;
    json state = http.get(base).json_body;
    if (!state.is_object() || state["status"] != "in_progress") return nullptr;
    const int mover = state["to_move"];
    const std::string& token = g.tokens[static_cast<std::size_t>(mover)];
    if (token.empty()) return nullptr;  // the computer's turn
    json mine = http.get(base, token).json_body;
    if (!mine.is_object()) return nullptr;
    auto best = best_move(mine);
    auto r = http.post(base + "/move", best ? place_request(*best) : json{{"type", "pass"}}, token);
    return r.status == 200 ? r.json_body["game"] : json(nullptr);
}

// Creates a game with `request`, keeps its tokens, and has every human seat open it.
inline OpenGame open_game(HttpClient& http, const json& request) {
    json c = create_game(http, request);
    OpenGame g{c["id"], {}};
    for (const json& s : c["seats"]) g.tokens.push_back(s.value("token", ""));
    // Every player opens the game (a clock game waits for them).
    for (const std::string& token : g.tokens)
        if (!token.empty()) http.get("/api/games/" + g.id, token);
    return g;
}

}  // namespace letterzak::testing
