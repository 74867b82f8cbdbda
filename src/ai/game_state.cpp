#include "ai/game_state.hpp"

#include <cassert>

#include "core/placement.hpp"
#include "core/score.hpp"

namespace letterzak::ai {

namespace {

std::size_t at(int seat) {
    return static_cast<std::size_t>(seat);
}

void finish(GameState& s, GameEnd end, int out_seat) {
    s.end = end;
    const core::RuleSet& rules = *s.rules;
    std::array<int, 2> rack{core::rack_value(rules, s.racks[0]),
                            core::rack_value(rules, s.racks[1])};
    if (end == GameEnd::kOut) {
        const int other = 1 - out_seat;
        switch (rules.end_rack) {
            case core::EndRackRule::kOutGainsOthers:
                s.end_points[at(out_seat)] = rack[at(other)];
                s.end_points[at(other)] = -rack[at(other)];
                break;
            case core::EndRackRule::kOutGainsTwice:
                s.end_points[at(out_seat)] = 2 * rack[at(other)];
                break;
            case core::EndRackRule::kEachSubtractsOwn:
                s.end_points[at(other)] = -rack[at(other)];
                break;
        }
    } else {
        // A pass run (or the safety limit): everyone subtracts their own rack; the bag's
        // tiles count for no one.
        s.end_points = {-rack[0], -rack[1]};
    }
    s.scores[0] += s.end_points[0];
    s.scores[1] += s.end_points[1];
}

}  // namespace

int scoreless_limit(const core::RuleSet& rules) {
    return rules.pass_run * (rules.pass_run_per_player ? 2 : 1);
}

GameState new_game(const core::RuleSet& rules, int starter, core::Rng& rng) {
    GameState s;
    s.rules = &rules;
    s.bag = core::Bag(*rules.tiles);
    s.to_move = starter;
    s.bag.refill(s.racks[at(starter)], rules.rack_size, rng);
    s.bag.refill(s.racks[at(1 - starter)], rules.rack_size, rng);
    return s;
}

Position position_for(const GameState& s) {
    Position p;
    p.rules = s.rules;
    p.board = s.board;
    const int me = s.to_move, opp = 1 - me;
    p.rack = s.racks[at(me)];
    p.unseen = s.bag.counts();
    for (int l = 0; l < core::kLetterSlots; ++l)
        p.unseen[static_cast<std::size_t>(l)] +=
            s.racks[at(opp)].count(static_cast<core::Letter>(l));
    p.bag_size = s.bag.size();
    p.opponent_rack_size = s.racks[at(opp)].size();
    p.score = s.scores[at(me)];
    p.opponent_score = s.scores[at(opp)];
    p.scoreless_run = s.scoreless_run;
    p.turns_since_placement = s.turns_since_placement;
    p.turn = s.turn;
    return p;
}

void remove_placed_tiles(core::Rack& rack, const core::Move& m) {
    for (int i = 0; i < m.length; ++i) {
        if (m.is_through(i)) continue;
        const core::Letter e = m.word[static_cast<std::size_t>(i)];
        rack.remove(core::is_blank_tile(e) ? core::kBlank : core::letter_of(e));
    }
}

int play_move(GameState& s, const core::Move& m, core::Rng& rng) {
    assert(!s.over());
    const core::RuleSet& rules = *s.rules;
    const int me = s.to_move;
    core::Rack& rack = s.racks[at(me)];
    const bool opening = s.turn < rules.opening_passes_not_counted;
    int points = 0;
    bool counts_scoreless = false;
    switch (m.kind) {
        case core::MoveKind::kPlace: {
            core::apply_placement(s.board, rules, m);
            remove_placed_tiles(rack, m);
            points = m.score;
            s.scores[at(me)] += points;
            s.bag.refill(rack, rules.rack_size, rng);
            // A placement breaks the run; where scoreless turns are counted (english), one
            // that scores nothing does not.
            counts_scoreless = points == 0 && !rules.exchange_breaks_pass_run;
            if (rack.empty() && s.bag.empty()) {
                ++s.turn;
                finish(s, GameEnd::kOut, me);
                return points;
            }
            break;
        }
        case core::MoveKind::kExchange: {
            core::Rack given;
            for (int i = 0; i < m.length; ++i) {
                const core::Letter l = m.word[static_cast<std::size_t>(i)];
                rack.remove(l);
                given.add(l);
            }
            s.bag.refill(rack, rules.rack_size, rng);
            for (core::Letter l : given.tiles()) s.bag.put_back(l);  // blanks included
            counts_scoreless = !rules.exchange_breaks_pass_run;
            break;
        }
        case core::MoveKind::kPass:
            counts_scoreless = !opening;
            if (opening) s.opening_pass[at(me)] = true;
            break;
    }
    s.scoreless_run = counts_scoreless ? s.scoreless_run + 1 : 0;
    s.turns_since_placement = m.kind == core::MoveKind::kPlace ? 0 : s.turns_since_placement + 1;
    ++s.turn;
    s.to_move = 1 - me;
    // Woordspel: both passed in the opening turns → both racks are dealt anew, once.
    if (rules.redeal_if_opening_passes && !s.redealt &&
        s.turn == rules.opening_passes_not_counted && s.opening_pass[0] && s.opening_pass[1]) {
        s.redealt = true;
        for (core::Rack& r : s.racks) {
            for (core::Letter l : r.tiles()) s.bag.put_back(l);
            r.clear();
        }
        s.bag.refill(s.racks[at(s.to_move)], rules.rack_size, rng);
        s.bag.refill(s.racks[at(1 - s.to_move)], rules.rack_size, rng);
    }
    if (s.scoreless_run >= scoreless_limit(rules))
        finish(s, GameEnd::kPassRun, -1);
    else if (s.turn >= kMaxTurns)
        finish(s, GameEnd::kTurnLimit, -1);
    return points;
}

}  // namespace letterzak::ai
