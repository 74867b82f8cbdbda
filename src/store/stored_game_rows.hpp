#pragma once
// A stored game read back row by row, the same for every store: the setup's JSON, the seats
// in order, the events in order. Each step checks what the rows say, so a damaged game is an
// error "bad_stored_game" naming the game and what is wrong with it, never a half-read game.
// And the other way: what a store writes for a game's setup and events.

#include <cstdint>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "store/repository.hpp"

namespace letterzak::store {

Unexpected<Error> damaged_game(std::string_view id, std::string message);

// Sets game.setup from its stored JSON text.
Result<void> read_setup(StoredGame& game, std::string_view json_text);
// Appends the seat stored as number `seat` (it must be the next one).
Result<void> read_seat(StoredGame& game, std::int64_t seat, std::string_view kind,
                       std::string level, std::string token_hash, std::string shown_name);
// Appends the event stored at `seq` (it must be the next one: no gap).
Result<void> read_event(StoredGame& game, std::int64_t seq, std::string_view json_text);
// The game has as many seats as its setup has players; a seat's shown name (a deleted account)
// replaces its player's name in the setup: the one place a stored name is mapped, so the
// board, the score sheet, the GCG record and the lists all show it.
Result<void> check_seats(StoredGame& game);

// The SQL WHERE condition of a list filter, the same in SQLite and PostgreSQL (the statuses
// are game_status_name's).
std::string_view list_filter_condition(ListFilter filter);

std::string setup_text(const game::GameSetup& setup);
std::string event_text(const game::Event& event);

}  // namespace letterzak::store
