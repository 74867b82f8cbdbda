#include "ai/review.hpp"

#include <algorithm>

#include "ai/computer_seat.hpp"
#include "ai/rack_leaves.hpp"
#include "ai/static_player.hpp"
#include "game/view.hpp"

namespace letterzak::ai {
namespace {

bool is_turn(game::EventKind k) {
    return k == game::EventKind::kPlace || k == game::EventKind::kExchange ||
           k == game::EventKind::kPass;
}

}  // namespace

Equity TurnReview::cost() const {
    if (is_best || !played_equity || analysis.rows.empty()) return 0;
    return std::max<Equity>(0, best().move.equity - *played_equity);
}

Result<std::vector<TurnReview>> review(const game::Game& played, const lexicon::Kwg& kwg,
                                       const LeaveFile& leaves,
                                       std::shared_ptr<const movegen::KwgIndex> index,
                                       const AnalysisSettings& settings) {
    const core::RuleSet& rules = played.rules();
    if (!index) index = std::make_shared<const movegen::KwgIndex>(kwg);
    // Logged events carry every ruling and time: the replay needs no judge and no clock.
    auto replay = game::Game::create(played.setup(), {});
    if (!replay) return Unexpected<Error>{replay.error()};
    game::Game& g = *replay;
    std::vector<TurnReview> out;
    for (const game::Event& e : played.events()) {
        const bool turn =
            is_turn(e.kind) && g.status() == game::GameStatus::kInProgress && e.seat == g.to_move();
        std::optional<Position> seen;
        if (turn) seen = position_from_view(rules, game::view_for(g, e.seat));
        const std::size_t turns_before = g.turns().size();
        if (auto applied = g.apply(e); !applied) return Unexpected<Error>{applied.error()};
        if (!seen || g.turns().size() <= turns_before || seen->rack.empty()) continue;
        const game::Turn& t = g.turns().back();
        TurnReview r;
        r.turn = static_cast<int>(g.turns().size()) - 1;
        r.number = t.number;
        r.seat = t.seat;
        r.rack = seen->rack;
        r.played = t.move;
        r.score = t.score;
        r.withdrawn = t.withdrawn;
        AnalysisSettings s = settings;
        s.seed = settings.seed + static_cast<std::uint64_t>(t.number);
        r.analysis = analyze(*seen, kwg, leaves, index, s);
        if (seen->rack.contains(core::tiles_taken(t.move))) {  // a record may name part of a rack
            r.leave = core::leave_after(seen->rack, t.move);
            // The played move's static equity, with the same endgame terms the ranking used.
            const EndgameTerms end = endgame_terms(rules, seen->unseen, seen->bag_size);
            const RackLeaves kept(rules, seen->rack, leaves.leaves, end);
            Equity leave_value = 0;
            if (t.kind == game::TurnKind::kPlace)
                leave_value = kept.value_after(t.move);
            else if (t.kind == game::TurnKind::kExchange)
                leave_value = leaves.leaves.value(r.leave);
            else
                leave_value = kept.value(kept.full_index());
            // A withdrawn play scored nothing in the end, and that is what it was worth.
            r.played_equity = static_equity(t.withdrawn ? 0 : t.score, leave_value);
        }
        if (!r.analysis.rows.empty()) {
            const AnalysisRow& best = r.analysis.rows.front();
            const bool same =
                best.move.move.kind == t.move.kind &&
                (t.move.kind == core::MoveKind::kPass || best.move.move.same_play(t.move));
            r.is_best = same || (r.analysis.method == AnalysisMethod::kStatic && r.played_equity &&
                                 *r.played_equity >= best.move.equity);
        }
        out.push_back(std::move(r));
    }
    return out;
}

}  // namespace letterzak::ai
