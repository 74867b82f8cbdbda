#pragma once
// A game as one seat may see it: the board, the scores, the clocks, the history, and that
// seat's own rack. Other racks appear only as tile counts (until the game is over, when every
// rack is shown, as on the table), tiles other players exchanged only as a count, and the bag
// only as its size and the unseen tiles. This is what a server sends a client and what a
// computer player decides from, so neither can learn what it should not.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/board.hpp"
#include "core/move.hpp"
#include "core/placement.hpp"
#include "core/rack.hpp"
#include "game/game.hpp"

namespace letterzak::game {

inline constexpr int kSpectator = -1;

struct SeatView {
    std::string name;
    int score = 0;  // the running total
    int rack_count = 0;
    std::optional<core::Rack> rack;  // own rack; every rack once the game is over
    Millis clock_left = 0;           // with a chess clock
    bool out = false;
};

struct TurnView {
    int number = 0;
    int seat = 0;
    TurnKind kind = TurnKind::kPass;
    core::Move move;  // kExchange: the tiles only for the viewer's own turns
    int exchanged = 0;
    std::vector<core::FormedWord> words;
    int score = 0;
    bool withdrawn = false;
    Millis at = 0;
    std::optional<core::Rack> rack;  // the viewer's own rack before the turn
};

struct GameView {
    int viewer = kSpectator;
    std::string rules;
    GameStatus status = GameStatus::kInProgress;
    EndReason end_reason = EndReason::kNone;
    int to_move = 0;
    int turn_number = 1;
    int starter = 0;
    StarterDraw starter_draw;  // the draw of II-4 that chose the starter (empty: no draw)
    core::Board board;
    int bag_size = 0;
    int exchange_min_bag = 0;
    int scoreless_run = 0;  // consecutive scoreless turns that count towards the end
    std::vector<SeatView> seats;
    std::array<int, core::kLetterSlots> unseen{};  // the bag and the racks the viewer cannot see
    std::vector<TurnView> turns;
    std::vector<Adjustment> adjustments;
    std::optional<int> challengeable_turn;
    bool clocks_paused = false;
    GameResult result;  // reason kNone while the game goes on

    // The viewer's rack (empty for a spectator).
    const core::Rack& own_rack() const;
};

GameView view_for(const Game& game, int viewer);

}  // namespace letterzak::game
