#pragma once
// A game's event log as JSON: the setup (rule set and its settings, players, seed, tile supply,
// clock) and every event in order. This is what a server stores: loading it replays the
// events through the referee and rebuilds the same game, without the word list (the events
// carry every ruling) and whatever the time. It holds the seed, so it is private: clients get
// view_for(seat), never this.
//
//   {"format": "letterzak-game-log", "version": 1,
//    "setup": {"rules": "tournament", "players": ["Anna", "Bert"], "seed": "12345",
//              "supply": "seeded", "starter": null, "knockout": false, "started_at": 0,
//              "clock": {...}, "settings": {...}},
//    "events": [{"kind": "place", "seat": 0, "at": 61000, "move": "8E TREIN"}, ...]}
//
// Moves are in GCG notation (tiles already on the board in parentheses; '.' for a woordspel
// blank whose letter in that direction is still open) and are read against the board as the
// log is replayed. The rule set is named; the settings a game may change (house rules, the
// failed-challenge penalty, clock minutes) are stored beside it.

#include <nlohmann/json.hpp>

#include "core/result.hpp"
#include "game/game.hpp"

namespace letterzak::formats {

nlohmann::json game_log_json(const game::Game& game);

// Rebuilds the game (error code "bad_log" for a log that cannot be read or does not replay).
Result<game::Game> game_from_log(const nlohmann::json& log, game::Services services = {});

}  // namespace letterzak::formats
