#include "ai/static_player.hpp"

#include <algorithm>
#include <optional>

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

namespace {

// Exchanging every tile leave number `index` does not keep, valued by that leave.
ScoredMove exchange_keeping(const RackLeaves& leaves, int index) {
    const core::Rack kept = leaves.leave(index);
    const core::Rack full = leaves.leave(leaves.full_index());
    core::Rack given;
    for (int l = 0; l < core::kLetterSlots; ++l)
        for (int k = kept.count(static_cast<core::Letter>(l));
             k < full.count(static_cast<core::Letter>(l)); ++k)
            given.add(static_cast<core::Letter>(l));
    const Equity v = leaves.value(index);
    return {exchange_move(given), v, v};
}

}  // namespace

void StaticEvaluator::add_exchanges(const RackLeaves& leaves, int bag_size, int count,
                                    std::vector<ScoredMove>& out) const {
    if (count <= 0 || !exchange_allowed(bag_size)) return;
    std::vector<ScoredMove> found;
    for (int index = 0; index < leaves.count(); ++index)
        if (index != leaves.full_index())  // exchanging nothing is a pass
            found.push_back(exchange_keeping(leaves, index));
    std::sort(found.begin(), found.end(), equity_order_less);
    if (found.size() > static_cast<std::size_t>(count))
        found.resize(static_cast<std::size_t>(count));
    out.insert(out.end(), found.begin(), found.end());
}

std::optional<ScoredMove> StaticEvaluator::best_exchange(const RackLeaves& leaves,
                                                         int bag_size) const {
    if (!exchange_allowed(bag_size)) return std::nullopt;
    // Exchanges differ only by the leave they keep: the best is found by value alone, and a
    // move is spelt only for the leaves that tie for it (ties fall to equity_order_less).
    std::optional<ScoredMove> best;
    for (int index = 0; index < leaves.count(); ++index) {
        if (index == leaves.full_index()) continue;  // exchanging nothing is a pass
        const Equity v = leaves.value(index);
        if (best && v < best->equity) continue;
        const ScoredMove candidate = exchange_keeping(leaves, index);
        if (!best || equity_order_less(candidate, *best)) best = candidate;
    }
    return best;
}

const RackLeaves& StaticEvaluator::leaves_for(const core::Rack& rack, EndgameTerms end) {
    if (!leaves_valid_ || rack != leaves_rack_ || end != leaves_end_) {
        leaves_ = RackLeaves(rules_, rack, model_, end);
        leaves_rack_ = rack;
        leaves_end_ = end;
        leaves_valid_ = true;
    }
    return leaves_;
}

ScoredMove StaticEvaluator::best(const core::Board& board, const core::Rack& rack, int bag_size,
                                 EndgameTerms end) {
    return best_of(board, rack, bag_size, end, std::nullopt, movegen::kEveryLine);
}

ScoredMove StaticEvaluator::best_after(const core::Board& board, const core::Rack& rack,
                                       int bag_size, EndgameTerms end, const ReplyLines& before,
                                       const movegen::Lines& changed) {
    const ReplyLines::Outside kept = before.best_outside(changed);
    if (!kept.known) return best(board, rack, bag_size, end);
    return best_of(board, rack, bag_size, end, kept.best, changed);
}

ScoredMove StaticEvaluator::best_of(const core::Board& board, const core::Rack& rack, int bag_size,
                                    EndgameTerms end, const std::optional<ScoredMove>& kept,
                                    const movegen::Lines& lines) {
    const RackLeaves& leaves = leaves_for(rack, end);
    BestEquity sink(leaves);
    // The best exchange and the best kept placement are candidates of the same search:
    // offered first, they set the floor every placement must reach, and the generator skips
    // what cannot.
    if (const auto exchange = best_exchange(leaves, bag_size)) sink.offer(*exchange);
    if (kept) sink.offer(*kept);
    generator_.generate(board, rack, sink, lines);
    if (sink.found) return sink.best;
    return {core::Move::pass(), leaves.value(leaves.full_index()),
            leaves.value(leaves.full_index())};
}

std::vector<ScoredMove> StaticEvaluator::top(const core::Board& board, const core::Rack& rack,
                                             int bag_size, EndgameTerms end, int k, int exchanges) {
    const RackLeaves& leaves = leaves_for(rack, end);
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
