#include "tui/analysis.hpp"

#include <algorithm>

#include "ai/leave_file.hpp"

namespace letterzak::tui {

Analyst::Analyst(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                 std::shared_ptr<const movegen::KwgIndex> index)
    : rules_(rules),
      kwg_(kwg),
      index_(index ? std::move(index) : std::make_shared<const movegen::KwgIndex>(kwg)),
      model_(ai::default_leave_file(rules).leaves),
      evaluator_(rules, kwg, model_, index_) {}

Suggestion Analyst::suggestion(const core::Rack& rack, const ai::ScoredMove& m) const {
    Suggestion s;
    s.move = m.move;
    s.score = m.move.kind == core::MoveKind::kPlace ? m.move.score : 0;
    s.leave = core::leave_after(rack, m.move);  // the evaluator offers only what the rack holds
    s.equity = m.equity;
    return s;
}

std::vector<Suggestion> Analyst::suggest(const game::GameView& view, int count) {
    const core::Rack& rack = view.own_rack();
    const ai::EndgameTerms end = ai::endgame_terms(rules_, view.unseen, view.bag_size);
    std::vector<Suggestion> out;
    for (const ai::ScoredMove& m : evaluator_.top(view.board, rack, view.bag_size, end, count, 2)) {
        if (static_cast<int>(out.size()) >= count) break;
        out.push_back(suggestion(rack, m));
    }
    return out;
}

std::vector<TurnReview> Analyst::review(const game::Game& game) {
    ai::AnalysisSettings settings;
    settings.seconds = 0;  // static equity: answers at once, and names what the server names
    settings.top = 3;
    auto reviewed = ai::review(game, kwg_, ai::default_leave_file(rules_), index_, settings);
    // A game this session played always replays; should it not, there is nothing to show.
    return reviewed ? std::move(*reviewed) : std::vector<TurnReview>{};
}

}  // namespace letterzak::tui
