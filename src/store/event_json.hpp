#pragma once
// The storage form of a game's setup and events: the one event codec, formats/game_log.hpp.
// The store names it here so that its backends include their own header; nothing is written
// twice.
//
// This JSON is private to the server and its database: the setup holds the seed, which fixes
// the bag's order, and must never be sent to a client.

#include "formats/game_log.hpp"

namespace letterzak::store {

using formats::event_from_json;
using formats::event_to_json;
using formats::setup_from_json;
using formats::setup_to_json;

}  // namespace letterzak::store
