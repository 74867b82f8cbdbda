#include "ai/static_player.hpp"

#include <algorithm>

#include "core/score.hpp"

namespace letterzak::ai {

core::Move exchange_move(const core::Rack& tiles) {
    core::Move m;
    m.kind = core::MoveKind::kExchange;
    int n = 0;
    // Blanks first, then letters in order: a fixed spelling for a fixed set of tiles.
    for (int l = 0; l < core::kLetterSlots; ++l)
        for (int k = 0; k < tiles.count(static_cast<core::Letter>(l)) && n < core::kMaxWord; ++k)
            m.word[static_cast<std::size_t>(n++)] = static_cast<core::Letter>(l);
    m.length = static_cast<std::uint8_t>(n);
    return m;
}

core::Move unless_blocked(const Position& p, const core::Move& move) {
    if (move.kind == core::MoveKind::kExchange && p.turns_since_placement >= kBlockedBoardTurns)
        return core::Move::pass();
    return move;
}

EndgameTerms endgame_terms(const core::RuleSet& rules,
                           const std::array<int, core::kLetterSlots>& unseen, int bag_size) {
    EndgameTerms end;
    end.bag_empty = bag_size == 0;
    if (end.bag_empty)
        for (int l = 0; l < core::kLetterSlots; ++l)
            end.opponent_rack_value += unseen[static_cast<std::size_t>(l)] *
                                       rules.tiles->value[static_cast<std::size_t>(l)];
    return end;
}

StaticEvaluator::StaticEvaluator(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                                 const LeaveModel& model,
                                 std::shared_ptr<const movegen::KwgIndex> index)
    : rules_(rules), model_(model), generator_(rules, kwg, std::move(index)) {}

void StaticEvaluator::add_exchanges(const RackLeaves& leaves, int bag_size, int count,
                                    std::vector<ScoredMove>& out) const {
    if (count <= 0 || bag_size < rules_.exchange_min_bag || bag_size == 0) return;
    std::vector<ScoredMove> found;
    for (int index = 0; index < leaves.count(); ++index) {
        if (index == leaves.full_index()) continue;  // exchanging nothing is a pass
        const core::Rack kept = leaves.leave(index);
        core::Rack given;
        const core::Rack full = leaves.leave(leaves.full_index());
        for (int l = 0; l < core::kLetterSlots; ++l)
            for (int k = kept.count(static_cast<core::Letter>(l));
                 k < full.count(static_cast<core::Letter>(l)); ++k)
                given.add(static_cast<core::Letter>(l));
        const Equity v = leaves.value(index);
        found.push_back({exchange_move(given), v, v});
    }
    std::sort(found.begin(), found.end(), equity_order_less);
    if (found.size() > static_cast<std::size_t>(count))
        found.resize(static_cast<std::size_t>(count));
    out.insert(out.end(), found.begin(), found.end());
}

ScoredMove StaticEvaluator::best(const core::Board& board, const core::Rack& rack, int bag_size,
                                 EndgameTerms end) {
    const RackLeaves leaves(rules_, rack, model_, end);
    BestEquity sink(leaves);
    generator_.generate(board, rack, sink);
    std::vector<ScoredMove> options;
    if (sink.found) options.push_back(sink.best);
    // An exchange can only beat a placement if keeping some leave is worth more than the
    // placement's whole equity: skip the enumeration when even the best leave cannot.
    if (!sink.found || leaves.max_value() > sink.best.equity)
        add_exchanges(leaves, bag_size, 1, options);
    if (options.empty())
        return {core::Move::pass(), leaves.value(leaves.full_index()),
                leaves.value(leaves.full_index())};
    return *std::min_element(options.begin(), options.end(), equity_order_less);
}

std::vector<ScoredMove> StaticEvaluator::top(const core::Board& board, const core::Rack& rack,
                                             int bag_size, EndgameTerms end, int k, int exchanges) {
    const RackLeaves leaves(rules_, rack, model_, end);
    TopEquity sink(leaves, k);
    generator_.generate(board, rack, sink);
    std::vector<ScoredMove> out = std::move(sink.finish());
    add_exchanges(leaves, bag_size, exchanges, out);
    std::sort(out.begin(), out.end(), equity_order_less);
    if (out.empty())
        out.push_back({core::Move::pass(), leaves.value(leaves.full_index()),
                       leaves.value(leaves.full_index())});
    return out;
}

StaticPlayer::StaticPlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                           const LeaveModel& model, std::shared_ptr<const movegen::KwgIndex> index,
                           std::string name)
    : evaluator_(rules, kwg, model, std::move(index)), name_(std::move(name)) {}

core::Move StaticPlayer::choose(const Position& p) {
    return unless_blocked(
        p,
        evaluator_.best(p.board, p.rack, p.bag_size, endgame_terms(*p.rules, p.unseen, p.bag_size))
            .move);
}

GreedyPlayer::GreedyPlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                           std::shared_ptr<const movegen::KwgIndex> index)
    : rules_(rules), generator_(rules, kwg, std::move(index)) {}

core::Move GreedyPlayer::choose(const Position& p) {
    movegen::BestMove sink;
    generator_.generate(p.board, p.rack, sink);
    if (sink.found) return sink.best;
    if (p.bag_size >= rules_.exchange_min_bag && p.bag_size > 0)
        return unless_blocked(p, exchange_move(p.rack));
    return core::Move::pass();
}

}  // namespace letterzak::ai
