#include "ai/game_seat.hpp"

namespace letterzak::ai {

Position position_from_view(const core::RuleSet& rules, const game::GameView& v) {
    Position p;
    p.rules = &rules;
    p.board = v.board;
    p.rack = v.own_rack();
    p.unseen = v.unseen;
    p.bag_size = v.bag_size;
    const auto me = static_cast<std::size_t>(v.viewer);
    const std::size_t other = me == 0 ? 1 : 0;
    p.score = v.seats[me].score;
    p.opponent_score = other < v.seats.size() ? v.seats[other].score : 0;
    p.opponent_rack_size = other < v.seats.size() ? v.seats[other].rack_count : 0;
    p.turn = v.turn_number - 1;
    for (auto it = v.turns.rbegin(); it != v.turns.rend() && it->kind != game::TurnKind::kPlace;
         ++it)
        if (!it->withdrawn) ++p.turns_since_placement;
    // The scoreless run, counted back from the last turn as the rule set counts it.
    for (auto it = v.turns.rbegin(); it != v.turns.rend(); ++it) {
        if (it->withdrawn) continue;
        const bool scoreless =
            it->kind == game::TurnKind::kPass || it->kind == game::TurnKind::kLostTurn ||
            (it->kind == game::TurnKind::kExchange && !rules.exchange_breaks_pass_run) ||
            (it->kind == game::TurnKind::kPlace && it->score == 0 &&
             !rules.exchange_breaks_pass_run);
        if (!scoreless) break;
        ++p.scoreless_run;
    }
    return p;
}

GameSeat::GameSeat(const core::RuleSet& rules, std::unique_ptr<ai::Player> player)
    : rules_(rules), player_(std::move(player)) {}

core::Move GameSeat::choose(const game::GameView& view) {
    return player_->choose(position_from_view(rules_, view));
}

}  // namespace letterzak::ai
