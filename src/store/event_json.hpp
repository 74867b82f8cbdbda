#pragma once
// The storage form of a game: its setup and its events as JSON. A game is stored as the log
// the referee keeps (game/event.hpp) and rebuilt by Game::replay, so this codec must carry
// every field an event holds, exactly: decode(encode(e)) == e. Enums are written as names,
// not numbers, so a database stays readable and survives a reordering of the C++ enums.
//
// This JSON is private to the server and its database: the setup holds the seed, which fixes
// the bag's order, and must never be sent to a client.

#include <nlohmann/json.hpp>

#include "core/result.hpp"
#include "game/event.hpp"
#include "game/setup.hpp"

namespace letterzak::store {

nlohmann::json event_to_json(const game::Event& event);
Result<game::Event> event_from_json(const nlohmann::json& json);

nlohmann::json setup_to_json(const game::GameSetup& setup);
Result<game::GameSetup> setup_from_json(const nlohmann::json& json);

}  // namespace letterzak::store
