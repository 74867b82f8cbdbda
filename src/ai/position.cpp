#include "ai/position.hpp"

#include <algorithm>
#include <span>

#include "core/unseen.hpp"

namespace letterzak::ai {

int Position::opponent_score() const {
    int best = 0;
    for (int s = 1; s < seats; ++s)
        best = s == 1 ? scores[static_cast<std::size_t>(s)]
                      : std::max(best, scores[static_cast<std::size_t>(s)]);
    return best;
}

int Position::opponent_tiles() const {
    int n = 0;
    for (int s = 1; s < seats; ++s) n += rack_sizes[static_cast<std::size_t>(s)];
    return n;
}

Position position_from(const core::RuleSet& rules, const core::Board& board, const core::Rack& rack,
                       int score, int opponent_score, int scoreless_run) {
    Position p;
    p.rules = &rules;
    p.board = board;
    p.rack = rack;
    // Clamped: a position typed in by hand may use more of a letter than the set holds, and an
    // analysis of it still needs a (best-guess) pool rather than a refusal.
    p.unseen =
        core::unseen_tiles(*rules.tiles, board, std::span(&rack, 1), core::UnseenExcess::kClamp)
            .value();
    int total = 0;
    for (int c : p.unseen) total += c;
    p.seats = 2;
    p.rack_sizes = {rack.size(), std::min(total, rules.rack_size)};
    p.bag_size = total - p.rack_sizes[1];
    p.scores = {score, opponent_score};
    p.scoreless_run = scoreless_run;
    return p;
}

Position position_for(const game::State& s) {
    Position p;
    p.rules = s.rules;
    p.board = s.board;
    const int me = s.to_move;
    p.rack = s.rack(me);
    p.unseen = s.bag.counts();
    p.seats = s.seats;
    for (int k = 0; k < s.seats; ++k) {
        const int seat = (me + k) % s.seats;
        p.scores[static_cast<std::size_t>(k)] = s.score(seat);
        p.rack_sizes[static_cast<std::size_t>(k)] = s.rack(seat).size();
        if (k == 0) continue;
        for (int l = 0; l < core::kLetterSlots; ++l)
            p.unseen[static_cast<std::size_t>(l)] +=
                s.rack(seat).count(static_cast<core::Letter>(l));
    }
    p.bag_size = s.bag.size();
    p.scoreless_run = s.scoreless_run;
    p.turns_since_placement = s.turns_since_placement;
    p.turn = s.turn;
    return p;
}

game::State deal_state(const Position& p, core::Rng& rng) {
    game::State s;
    s.rules = p.rules;
    s.board = p.board;
    s.seats = p.seats;
    s.racks[0] = p.rack;
    for (int l = 0; l < core::kLetterSlots; ++l)
        for (int k = 0; k < p.unseen[static_cast<std::size_t>(l)]; ++k)
            s.bag.put_back(static_cast<core::Letter>(l));
    for (int seat = 1; seat < p.seats; ++seat)
        s.bag.refill(s.racks[static_cast<std::size_t>(seat)],
                     p.rack_sizes[static_cast<std::size_t>(seat)], rng);
    s.scores = p.scores;
    s.turn = p.turn;
    s.scoreless_run = p.scoreless_run;
    s.turns_since_placement = p.turns_since_placement;
    s.to_move = 0;
    // Woordspel's opening turns are behind any position a computer thinks about once it has
    // moved; before that, passes so far are not known here and none is assumed.
    s.redealt = p.turn >= p.rules->opening_passes_not_counted;
    return s;
}

}  // namespace letterzak::ai
