#include "tui/analysis.hpp"

#include <algorithm>

#include "ai/leave_file.hpp"
#include "ai/rack_leaves.hpp"
#include "core/placement.hpp"

namespace letterzak::tui {

namespace {

// The rack after the move's tiles leave it; nullopt when the rack lacks one of them.
std::optional<core::Rack> rack_after(const core::Rack& rack, const core::Move& move) {
    core::Rack left = rack;
    if (move.kind == core::MoveKind::kPlace) {
        for (int i = 0; i < move.length; ++i) {
            if (move.is_through(i)) continue;
            const core::Letter e = move.word[static_cast<std::size_t>(i)];
            if (!left.remove_if_present(core::is_blank_tile(e) ? core::kBlank : core::letter_of(e)))
                return std::nullopt;
        }
    } else if (move.kind == core::MoveKind::kExchange) {
        for (int i = 0; i < move.length; ++i)
            if (!left.remove_if_present(move.word[static_cast<std::size_t>(i)]))
                return std::nullopt;
    }
    return left;
}

// What the mover could not see before a turn: the tile set less the board and the rack. The
// bag held all of it but the other racks, which were full while the bag had tiles to fill them.
std::pair<std::array<int, core::kLetterSlots>, int> unseen_before(const core::RuleSet& rules,
                                                                  const core::Board& board,
                                                                  const core::Rack& rack,
                                                                  int seats) {
    std::array<int, core::kLetterSlots> unseen = rules.tiles->count;
    for (int sq = 0; sq < core::kSquares; ++sq) {
        if (board.empty(sq)) continue;
        const core::Letter t = board.tile(sq);
        --unseen[core::is_blank_tile(t) ? 0 : core::letter_of(t)];
    }
    int total = 0;
    for (int l = 0; l < core::kLetterSlots; ++l) {
        unseen[static_cast<std::size_t>(l)] -= rack.count(static_cast<core::Letter>(l));
        unseen[static_cast<std::size_t>(l)] = std::max(0, unseen[static_cast<std::size_t>(l)]);
        total += unseen[static_cast<std::size_t>(l)];
    }
    return {unseen, std::max(0, total - (seats - 1) * rules.rack_size)};
}

}  // namespace

Analyst::Analyst(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                 std::shared_ptr<const movegen::KwgIndex> index)
    : rules_(rules),
      model_(ai::default_leave_file(rules).leaves),
      evaluator_(rules, kwg, model_, std::move(index)) {}

Suggestion Analyst::suggestion(const core::Rack& rack, const ai::ScoredMove& m) const {
    Suggestion s;
    s.move = m.move;
    s.score = m.move.kind == core::MoveKind::kPlace ? m.move.score : 0;
    s.leave = rack_after(rack, m.move).value_or(core::Rack{});
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
    std::vector<TurnReview> out;
    core::Board board;
    const auto& turns = game.turns();
    for (std::size_t k = 0; k < turns.size(); ++k) {
        const game::Turn& t = turns[k];
        const bool reviewable = t.kind == game::TurnKind::kPlace ||
                                t.kind == game::TurnKind::kExchange ||
                                t.kind == game::TurnKind::kPass;
        if (reviewable && t.rack.size() > 0) {
            const auto [unseen, bag] = unseen_before(rules_, board, t.rack, game.seats());
            const ai::EndgameTerms end = ai::endgame_terms(rules_, unseen, bag);
            TurnReview r;
            r.turn = static_cast<int>(k);
            r.number = t.number;
            r.seat = t.seat;
            r.played = t.move;
            r.score = t.score;
            r.withdrawn = t.withdrawn;
            r.best = suggestion(t.rack, evaluator_.best(board, t.rack, bag, end));
            if (const auto left = rack_after(t.rack, t.move)) {
                const ai::RackLeaves leaves(rules_, t.rack, model_, end);
                ai::Equity leave_value = 0;
                if (t.kind == game::TurnKind::kPlace)
                    leave_value = leaves.value_after(t.move);
                else if (t.kind == game::TurnKind::kExchange)
                    leave_value = model_.value(*left);
                else
                    leave_value = leaves.value(leaves.full_index());
                // A withdrawn play scored nothing in the end, and that is what it was worth.
                r.played_equity = ai::static_equity(t.withdrawn ? 0 : t.score, leave_value);
            }
            r.is_best = r.best.move.same_play(t.move) ||
                        (r.played_equity && *r.played_equity >= r.best.equity);
            out.push_back(r);
        }
        // The board after the turn: a withdrawn play left nothing; a swapped blank became its
        // letter.
        if (t.kind == game::TurnKind::kPlace && !t.withdrawn)
            core::apply_placement(board, rules_, t.move);
        if (t.blank_swap >= 0 && !board.empty(t.blank_swap)) {
            const core::Letter l = core::letter_of(board.tile(t.blank_swap));
            board.remove(t.blank_swap);
            board.place(t.blank_swap, l);
        }
    }
    return out;
}

}  // namespace letterzak::tui
