#include "game/greedy_player.hpp"

#include "movegen/move_sink.hpp"

namespace letterzak::game {

GreedyPlayer::GreedyPlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                           std::shared_ptr<const movegen::KwgIndex> index)
    : rules_(rules), generator_(rules_, kwg, std::move(index)) {}

core::Move GreedyPlayer::choose(const GameView& view) {
    const core::Rack& rack = view.own_rack();
    movegen::BestMove best;
    generator_.generate(view.board, rack, best);
    if (best.found) return best.best;
    core::Move m;
    // On a board where no one can place, exchanges would go on for ever (an exchange breaks the
    // run of passes that ends a game): once two rounds have gone by without a placement, pass.
    const std::size_t round = 2 * view.seats.size();
    bool stuck = view.turns.size() >= round;
    for (std::size_t i = 0; stuck && i < round; ++i)
        stuck = view.turns[view.turns.size() - 1 - i].kind != TurnKind::kPlace;
    if (!stuck && view.bag_size >= view.exchange_min_bag && !rack.empty()) {
        m.kind = core::MoveKind::kExchange;
        for (core::Letter l : rack.tiles()) m.word[m.length++] = l;
    }
    return m;
}

}  // namespace letterzak::game
