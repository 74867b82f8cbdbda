#pragma once
// The one codec of a game's event log as JSON: the setup (rule set and the settings a game may
// change, players, seed, tile supply, clock) and every event, exactly as the referee keeps them
// (game/event.hpp), so that decode(encode(e)) == e and Game::replay of the decoded log rebuilds
// the same game, without the word list (the events carry every ruling) and whatever the time.
// The store keeps setups and events in this form (store/event_json.hpp forwards here), and the
// tests check records and replays with it.
//
//   {"format": "letterzak-game-log", "version": 1,
//    "setup": {"version": 1, "rules": "tournament", "players": ["Anna", "Bert"], "seed": 12345,
//              "supply": "seeded", "knockout": false, "clock": {...}, "settings": {...}},
//    "events": [{"kind": "place", "seat": 0, "at": 61000, "resolved": true,
//                "move": {"kind": "place", "dir": "h", "start": 112, "used": 5,
//                         "word": [20, 18, 5, 9, 14]}}, ...]}
//
// Enums are written as the names of their tables (kEventKindNames beside EventKind, …), never
// as numbers, so stored data stays readable and survives a reordering of the C++ enums; tables
// only gain names. kCodecVersion numbers the layout: a reader refuses a newer version and reads
// every older one (a setup or event without "version" is version 1).
//
// This JSON is private to the server and its database: the setup holds the seed, which fixes
// the bag's order, and must never be sent to a client.

#include <nlohmann/json.hpp>

#include "core/result.hpp"
#include "game/event.hpp"
#include "game/game.hpp"
#include "game/setup.hpp"

namespace letterzak::formats {

inline constexpr int kCodecVersion = 1;

// Errors: code "bad_log" with what was wrong.
nlohmann::json event_to_json(const game::Event& event);
Result<game::Event> event_from_json(const nlohmann::json& json);

nlohmann::json setup_to_json(const game::GameSetup& setup);
Result<game::GameSetup> setup_from_json(const nlohmann::json& json);

// The whole log of a game.
nlohmann::json game_log_json(const game::Game& game);
// Rebuilds the game (error code "bad_log" for a log that cannot be read or does not replay).
Result<game::Game> game_from_log(const nlohmann::json& log, game::Services services = {});

}  // namespace letterzak::formats
