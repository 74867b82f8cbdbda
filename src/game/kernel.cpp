#include "game/kernel.hpp"

#include <algorithm>
#include <cassert>

#include "core/placement.hpp"
#include "game/word_judge.hpp"

namespace letterzak::game {
namespace {

std::size_t at(int seat) {
    return static_cast<std::size_t>(seat);
}

// The racks in play, as the end-of-game arithmetic reads them.
std::span<const core::Rack> in_play(const State& s) {
    return {s.racks.data(), at(s.seats)};
}

void finish(State& s, EndReason reason, int out_seat) {
    s.end = reason;
    s.out_seat = out_seat;
    for_each_end_rack_entry(*s.rules, reason, out_seat, in_play(s),
                            [&](const EndRackEntry& e) { s.end_points[at(e.seat)] += e.points; });
    for (int seat = 0; seat < s.seats; ++seat) s.scores[at(seat)] += s.end_points[at(seat)];
}

// Every rack goes back and is dealt anew, in turn order from the starter.
void redeal(State& s, core::Rng& rng) {
    s.redealt = true;
    for (int seat = 0; seat < s.seats; ++seat) {
        core::Rack& r = s.racks[at(seat)];
        for (core::Letter l : r.tiles()) s.bag.put_back(l);
        r.clear();
    }
    for (int k = 0; k < s.seats; ++k)
        s.bag.refill(s.racks[at((s.starter + k) % s.seats)], s.rules->rack_size, rng);
}

}  // namespace

int State::spread(int seat) const {
    int best = 0;
    bool any = false;
    for (int other = 0; other < seats; ++other) {
        if (other == seat) continue;
        best = any ? std::max(best, scores[at(other)]) : scores[at(other)];
        any = true;
    }
    return scores[at(seat)] - best;
}

State new_state(const core::RuleSet& rules, int seats, int starter, core::Rng& rng,
                const lexicon::Kwg* words) {
    assert(seats >= 1 && seats <= kMaxSeats);
    State s;
    s.rules = &rules;
    s.words = words;
    s.seats = seats;
    s.starter = starter;
    s.to_move = starter;
    s.bag = core::Bag(*rules.tiles);
    for (int k = 0; k < seats; ++k)
        s.bag.refill(s.racks[at((starter + k) % seats)], rules.rack_size, rng);
    return s;
}

int scoreless_limit(const core::RuleSet& rules, int active_seats) {
    return rules.pass_run * (rules.pass_run_per_player ? std::max(active_seats, 1) : 1);
}

int scoreless_run_after(const core::RuleSet& rules, TurnKind kind, int turn_index, int run) {
    switch (kind) {
        case TurnKind::kPlace:
            return 0;
        case TurnKind::kExchange:
        case TurnKind::kBlankSwap:  // a swap as the whole turn is scored like an exchange
            return rules.exchange_breaks_pass_run ? 0 : run + 1;
        case TurnKind::kPass:
            return turn_index < rules.opening_passes_not_counted ? run : run + 1;
        case TurnKind::kLostTurn:
            return run + 1;
    }
    return run + 1;
}

bool opening_redeal_due(const core::RuleSet& rules, int turns_played, int opening_passes,
                        bool redealt) {
    return rules.redeal_if_opening_passes && !redealt && turns_played > 0 &&
           turns_played == rules.opening_passes_not_counted && opening_passes == turns_played;
}

int apply_move(State& s, const core::Move& m, core::Rng& rng) {
    assert(!s.over());
    const core::RuleSet& rules = *s.rules;
    const int me = s.to_move;
    core::Rack& rack = s.racks[at(me)];
    int points = 0;
    TurnKind kind = TurnKind::kPass;
    switch (m.kind) {
        case core::MoveKind::kPlace: {
            kind = TurnKind::kPlace;
            // Words are read before the tiles go down (as the referee does).
            std::vector<ReadingFix> fixes;
            if (rules.blank_per_direction && s.words != nullptr)
                fixes = open_reading_fixes(LexiconJudge(*s.words), rules,
                                           core::formed_words(s.board, rules, m));
            core::apply_placement(s.board, rules, m);
            apply_reading_fixes(s.board, fixes);
            rack = core::leave_after(rack, m);
            points = m.score;
            s.scores[at(me)] += points;
            s.bag.refill(rack, rules.rack_size, rng);
            break;
        }
        case core::MoveKind::kExchange: {
            // III-2: the new tiles are drawn first, then the old ones go back into the bag.
            kind = TurnKind::kExchange;
            const core::Rack given = core::tiles_taken(m);
            rack = core::leave_after(rack, m);
            s.bag.refill(rack, rules.rack_size, rng);
            for (core::Letter l : given.tiles()) s.bag.put_back(l);
            break;
        }
        case core::MoveKind::kPass:
            if (s.turn < rules.opening_passes_not_counted) ++s.opening_passes;
            break;
    }
    s.scoreless_run = scoreless_run_after(rules, kind, s.turn, s.scoreless_run);
    s.turns_since_placement = kind == TurnKind::kPlace ? 0 : s.turns_since_placement + 1;
    ++s.turn;
    if (kind == TurnKind::kPlace && rack.empty() && s.bag.empty()) {
        finish(s, EndReason::kWentOut, me);
        return points;
    }
    s.to_move = s.next(me);
    if (opening_redeal_due(rules, s.turn, s.opening_passes, s.redealt)) redeal(s, rng);
    if (s.scoreless_run >= scoreless_limit(rules, s.seats) || s.turn >= kMaxTurns)
        finish(s, EndReason::kPassRun, -1);
    return points;
}

}  // namespace letterzak::game
