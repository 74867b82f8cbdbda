#include "game/view.hpp"

#include <span>

#include "core/unseen.hpp"

namespace letterzak::game {

const core::Rack& GameView::own_rack() const {
    static const core::Rack kNone;
    if (viewer < 0 || viewer >= static_cast<int>(seats.size())) return kNone;
    const auto& r = seats[static_cast<std::size_t>(viewer)].rack;
    return r ? *r : kNone;
}

GameView view_for(const Game& game, int viewer) {
    GameView v;
    v.viewer = viewer;
    v.rules = game.rules().name;
    v.status = game.status();
    v.end_reason = game.end_reason();
    v.to_move = game.to_move();
    v.turn_number = game.turn_number();
    v.starter = game.starter();
    v.starter_draw = game.starter_draw();
    v.board = game.board();
    v.bag_size = game.bag_size();
    v.exchange_min_bag = game.rules().exchange_min_bag;
    v.scoreless_run = game.scoreless_run();
    const bool over = game.over();
    const Millis now = game.over() ? game.last_event_at() : game.now();
    for (int s = 0; s < game.seats(); ++s) {
        SeatView sv;
        sv.name = game.player_name(s);
        sv.score = game.score(s);
        sv.rack_count = game.rack_count(s);
        if (s == viewer || over)
            sv.rack = over ? game.final_racks()[static_cast<std::size_t>(s)] : game.rack(s);
        sv.clock_left = game.clock().remaining(s, now);
        sv.out = game.out(s);
        v.seats.push_back(std::move(sv));
    }
    // A seat does not see the bag and the other racks; a spectator sees the board only. The
    // referee's own position never holds more of a letter than the set: clamping changes nothing.
    const bool seated = viewer >= 0 && viewer < game.seats();
    const std::span<const core::Rack> known =
        seated ? std::span(&game.rack(viewer), 1) : std::span<const core::Rack>{};
    v.unseen =
        core::unseen_tiles(*game.rules().tiles, game.board(), known, core::UnseenExcess::kClamp)
            .value();
    for (const Turn& t : game.turns()) {
        TurnView tv;
        tv.number = t.number;
        tv.seat = t.seat;
        tv.kind = t.kind;
        tv.exchanged = t.exchanged;
        tv.words = t.words;
        tv.score = t.score;
        tv.withdrawn = t.withdrawn;
        tv.at = t.at;
        const bool own = t.seat == viewer;
        if (t.kind == TurnKind::kExchange) {
            if (own || over)
                tv.move = t.move;
            else
                tv.move.kind = core::MoveKind::kExchange;
        } else {
            tv.move = t.move;
        }
        if (own) tv.rack = t.rack;
        v.turns.push_back(std::move(tv));
    }
    v.adjustments = game.adjustments();
    v.challengeable_turn = game.challengeable_turn();
    v.clocks_paused = game.clock().paused();
    v.result = game.result();
    return v;
}

}  // namespace letterzak::game
