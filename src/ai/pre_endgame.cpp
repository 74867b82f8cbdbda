#include "ai/pre_endgame.hpp"

#include <algorithm>

namespace letterzak::ai {
namespace {

// An ordered draw of the bag's tiles and how many ways the unseen tiles give it.
struct BagDraw {
    std::vector<core::Letter> tiles;  // in draw order
    double weight = 1;
};

void enumerate_bags(std::array<int, core::kLetterSlots>& unseen, int left, BagDraw& current,
                    std::vector<BagDraw>& out) {
    if (left == 0) {
        out.push_back(current);
        return;
    }
    for (int l = 0; l < core::kLetterSlots; ++l) {
        int& c = unseen[static_cast<std::size_t>(l)];
        if (c == 0) continue;
        const double before = current.weight;
        current.weight *= c;
        current.tiles.push_back(static_cast<core::Letter>(l));
        --c;
        enumerate_bags(unseen, left - 1, current, out);
        ++c;
        current.tiles.pop_back();
        current.weight = before;
    }
}

long long count_bags_from(std::array<int, core::kLetterSlots>& unseen, int left, long long cap) {
    if (left == 0) return 1;
    long long total = 0;
    for (std::size_t l = 0; l < core::kLetterSlots && total <= cap; ++l) {
        if (unseen[l] == 0) continue;
        --unseen[l];
        total += count_bags_from(unseen, left - 1, cap - total);
        ++unseen[l];
    }
    return std::min(total, cap + 1);
}

}  // namespace

long long PreEndgame::count_bags(const std::array<int, core::kLetterSlots>& unseen, int size,
                                 long long cap) {
    std::array<int, core::kLetterSlots> left = unseen;
    return count_bags_from(left, size, cap);
}

PreEndgame::PreEndgame(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveModel& model,
                       std::shared_ptr<const movegen::KwgIndex> index)
    : rules_(rules), kwg_(kwg), eval_(rules, kwg, model, index), solver_(rules, kwg, index) {}

std::vector<PreEndgameRow> PreEndgame::rank(const Position& p, const PreEndgameSettings& settings) {
    if (p.bag_size < 1 || p.bag_size > 7 ||
        count_bags(p.unseen, p.bag_size, settings.max_draws) > settings.max_draws)
        return {};
    const EndgameTerms terms = endgame_terms(rules_, p.unseen, p.bag_size);
    const std::vector<ScoredMove> cands =
        eval_.top(p.board, p.rack, p.bag_size, terms, settings.candidates, 0);
    std::array<int, core::kLetterSlots> unseen = p.unseen;
    std::vector<BagDraw> bags;
    BagDraw current;
    enumerate_bags(unseen, p.bag_size, current, bags);
    EndgameSettings es;
    es.max_depth = settings.max_depth;
    es.memory_mb = settings.memory_mb;
    es.table_quarters = settings.table_quarters;
    es.seconds = settings.seconds /
                 static_cast<double>(std::max<std::size_t>(1, cands.size() * bags.size()));
    core::Rng none(0);
    std::vector<PreEndgameRow> rows;
    for (const ScoredMove& c : cands) {
        PreEndgameRow row{c};
        double total = 0, value = 0, win = 0;
        for (const BagDraw& bag : bags) {
            game::State s;
            s.rules = &rules_;
            s.words = &kwg_;
            s.board = p.board;
            s.racks[0] = p.rack;
            std::array<int, core::kLetterSlots> opp = p.unseen;
            for (core::Letter l : bag.tiles) --opp[l];
            for (int l = 0; l < core::kLetterSlots; ++l)
                for (int k = 0; k < opp[static_cast<std::size_t>(l)]; ++k)
                    s.racks[1].add(static_cast<core::Letter>(l));
            // The bag holds this draw in order: Bag::draw takes a uniform index, so the tiles are
            // put in one at a time as they are drawn instead.
            s.seats = 2;
            s.scores = p.scores;
            s.scoreless_run = p.scoreless_run;
            s.turn = p.turn;
            std::size_t next = 0;
            auto play = [&](const core::Move& m) {
                const int used = m.kind == core::MoveKind::kPlace ? m.tiles_used : 0;
                for (int k = 0; k < used && next < bag.tiles.size(); ++k)
                    s.bag.put_back(bag.tiles[next++]);
                game::apply_move(s, m, none);  // draws exactly the tiles just put in
            };
            play(c.move);
            while (!s.over() && next < bag.tiles.size()) {
                const Position q = position_for(s);
                play(eval_
                         .best(q.board, q.rack,
                               q.bag_size + static_cast<int>(bag.tiles.size() - next),
                               endgame_terms(rules_, q.unseen, 1))
                         .move);
            }
            if (!s.over()) {
                const EndgameResult r = solver_.solve(s, es);
                const int sign = s.to_move == 0 ? 1 : -1;
                const int final_spread = s.spread(0) + sign * r.value;
                value += bag.weight * (final_spread - p.spread());
                win += bag.weight * (final_spread > 0 ? 1.0 : (final_spread == 0 ? 0.5 : 0.0));
            } else {
                value += bag.weight * (s.spread(0) - p.spread());
                win += bag.weight * (s.spread(0) > 0 ? 1.0 : (s.spread(0) == 0 ? 0.5 : 0.0));
            }
            total += bag.weight;
        }
        row.value = value / total;
        row.win = win / total;
        row.bags = static_cast<int>(bags.size());
        rows.push_back(row);
    }
    std::stable_sort(rows.begin(), rows.end(), [](const PreEndgameRow& a, const PreEndgameRow& b) {
        if (a.win != b.win) return a.win > b.win;
        if (a.value != b.value) return a.value > b.value;
        return equity_order_less(a.move, b.move);
    });
    return rows;
}

}  // namespace letterzak::ai
