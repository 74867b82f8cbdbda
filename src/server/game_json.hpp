#pragma once
// The JSON a client receives about a game: a seat's view (game/view.hpp) and what the server
// adds (seat kinds, clock state, the log version). It is built from the GameView only, never
// from the Game, so it cannot carry what the view leaves out: another seat's rack, the
// tiles another player exchanged, the bag's order, the seed.
//
// Letters are strings: "A".."Z", "IJ" for the older edition's tile, "?" for a blank on a
// rack. Squares are numbers 0..224 (row × 15 + column, A1 = 0, H8 = 112) with their names.
// Coordinates of moves are given in both notations, each labelled.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/rack.hpp"
#include "core/rules.hpp"
#include "game/result.hpp"
#include "game/view.hpp"

namespace letterzak::server {

struct SeatPublic {
    std::string type;   // "human" or "computer"
    std::string level;  // a computer's player
};

// What the server knows about a game besides the view, all of it public.
struct ViewContext {
    std::string id;
    std::vector<SeatPublic> seats;
    std::size_t version = 0;  // events in the log: a newer state has a larger one
    bool chess_clock = false;
    game::Millis per_player = 0;
    std::optional<int> clock_running;      // whose clock runs
    game::Millis as_of = 0;                // when clock_ms was read (Unix ms)
    const core::RuleSet* rules = nullptr;  // the game's own (its settings included)
    game::ClockSettings clock_settings;
    bool waiting_for_players = false;  // the clocks wait until every human seat has the game open
};

nlohmann::json letter_json(core::Letter letter);
nlohmann::json rack_json(const core::Rack& rack);
nlohmann::json view_json(const game::GameView& view, const ViewContext& context);
nlohmann::json result_json(const game::GameResult& result);

}  // namespace letterzak::server
