#include "server/clock_policy.hpp"

#include <algorithm>

namespace letterzak::server {

bool waiting_for_players(const game::Game& game) {
    if (game.over() || !game.clock().paused()) return false;
    return std::all_of(game.events().begin(), game.events().end(), [](const game::Event& e) {
        return e.kind == game::EventKind::kPause || e.kind == game::EventKind::kResume;
    });
}

bool hold_clocks(game::Game& game) {
    if (!game.setup().clock.any() || game.over() || game.clock().paused()) return false;
    // As of the moment the game was made: the store's commit in between is no one's time.
    game::Event pause;
    pause.kind = game::EventKind::kPause;
    pause.at = game.last_event_at();
    return game.apply(pause).has_value();
}

bool bridge_outage(game::Game& game, game::Millis last_alive, game::Millis now) {
    if (game.over() || !game.setup().clock.any() || game.clock().paused()) return false;
    // The game's own last event may be later than the last heartbeat (a move in the last
    // instant): its time was charged then, so the gap starts there.
    const game::Millis down_from = std::max(last_alive, game.last_event_at());
    if (now <= down_from) return false;
    game::Event pause;
    pause.kind = game::EventKind::kPause;
    pause.at = down_from;
    if (!game.apply(pause)) return false;
    game::Event resume;
    resume.kind = game::EventKind::kResume;
    resume.at = now;
    return game.apply(resume).has_value();
}

}  // namespace letterzak::server
