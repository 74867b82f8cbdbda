#include "game/view.hpp"

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
    if (viewer >= 0 && viewer < game.seats()) {
        v.unseen = game.unseen(viewer);
    } else {
        // A spectator sees the board only: everything else is unseen.
        const auto& tiles = *game.rules().tiles;
        for (int l = 0; l < core::kLetterSlots; ++l)
            v.unseen[static_cast<std::size_t>(l)] = tiles.count[static_cast<std::size_t>(l)];
        for (int sq = 0; sq < core::kSquares; ++sq) {
            if (game.board().empty(sq)) continue;
            const core::Letter t = game.board().tile(sq);
            --v.unseen[core::is_blank_tile(t) ? 0 : core::letter_of(t)];
        }
    }
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
