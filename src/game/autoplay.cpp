#include "game/autoplay.hpp"

#include <fmt/format.h>

namespace letterzak::game {

Result<void> play_out(Game& game, std::span<Player* const> players, int max_turns) {
    if (static_cast<int>(players.size()) != game.seats())
        return make_error("bad_players",
                          fmt::format("{} players for {} seats", players.size(), game.seats()));
    for (int turn = 0; turn < max_turns && !game.over(); ++turn) {
        const int seat = game.to_move();
        const core::Move move =
            players[static_cast<std::size_t>(seat)]->choose(view_for(game, seat));
        if (auto played = game.play(seat, move); !played)
            return make_error(
                played.error().code,
                fmt::format("turn {}: the referee refused {}'s move: {}", game.turn_number(),
                            game.player_name(seat), played.error().message));
    }
    if (!game.over())
        return make_error("endless_game",
                          fmt::format("the game did not end in {} turns", max_turns));
    if (game.status() == GameStatus::kAwaitingJury) {
        auto checked = game.jury_check();
        if (!checked && checked.error().code != "no_judge")
            return Unexpected<Error>{checked.error()};
    }
    return {};
}

}  // namespace letterzak::game
