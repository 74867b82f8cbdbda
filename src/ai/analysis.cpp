#include "ai/analysis.hpp"

#include <algorithm>
#include <chrono>

#include "ai/endgame.hpp"
#include "ai/pre_endgame.hpp"
#include "ai/simulation.hpp"
#include "ai/static_player.hpp"

namespace letterzak::ai {

const char* method_name(AnalysisMethod method) {
    switch (method) {
        case AnalysisMethod::kStatic:
            return "static";
        case AnalysisMethod::kSimulation:
            return "simulation";
        case AnalysisMethod::kPreEndgame:
            return "pre-endgame";
        case AnalysisMethod::kEndgame:
            return "endgame";
    }
    return "static";
}

namespace {

AnalysisRow row_of(const Position& p, const ScoredMove& m) {
    AnalysisRow row;
    row.move = m;
    row.leave = core::leave_after(p.rack, m.move);  // the generator offers what the rack holds
    return row;
}

bool same_move(const core::Move& a, const core::Move& b) {
    if (a.kind != b.kind) return false;
    if (a.kind == core::MoveKind::kPlace) return a.same_play(b);
    if (a.length != b.length) return false;
    return std::equal(a.word.begin(), a.word.begin() + a.length, b.word.begin());
}

// After the rows a search ranked, the rest of the static ranking, in its order: a player
// sees every move, the searched ones first.
void append_unsearched(const Position& p, const std::vector<ScoredMove>& ranked,
                       std::vector<AnalysisRow>& rows) {
    const std::size_t searched = rows.size();
    for (const ScoredMove& m : ranked) {
        const auto end = rows.begin() + static_cast<std::ptrdiff_t>(searched);
        if (std::none_of(rows.begin(), end,
                         [&](const AnalysisRow& r) { return same_move(r.move.move, m.move); }))
            rows.push_back(row_of(p, m));
    }
}

}  // namespace

Analysis analyze(const Position& p, const lexicon::Kwg& kwg, const LeaveFile& leaves,
                 std::shared_ptr<const movegen::KwgIndex> index, const AnalysisSettings& settings) {
    const auto t0 = std::chrono::steady_clock::now();
    const core::RuleSet& rules = *p.rules;
    if (!index) index = std::make_shared<const movegen::KwgIndex>(kwg);
    StaticEvaluator eval(rules, kwg, leaves.leaves, index);
    const int listed = std::max(settings.top, settings.candidates);
    const std::vector<ScoredMove> ranked = eval.top(
        p.board, p.rack, p.bag_size, endgame_terms(rules, p.unseen, p.bag_size), listed, 3);
    Analysis out;
    const bool search = settings.seconds > 0 || settings.iterations > 0;
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    };

    // The exact endgame and the pre-endgame need every rack known (two seats); with more
    // seats the simulation deals the unseen tiles among the others.
    const bool two_seats = p.seats == 2;
    if (search && two_seats && p.bag_size == 0 && !p.rack.empty()) {
        // The endgame: each candidate's exact value, the time shared between them.
        out.method = AnalysisMethod::kEndgame;
        EndgameSolver solver(rules, kwg, index);
        const game::State state = endgame_state(p);
        const std::size_t n =
            std::min(ranked.size(), static_cast<std::size_t>(std::max(1, settings.candidates)));
        // The solver's own choice first: it is the move the rest are measured against.
        EndgameSettings es;
        es.seconds = settings.seconds > 0 ? settings.seconds / 2 : 0;
        es.threads = settings.threads;
        const EndgameResult best = solver.solve(state, es);
        std::vector<AnalysisRow> rows;
        AnalysisRow top = row_of(p, {best.best, 0, 0});
        for (const ScoredMove& m : ranked)
            if (same_move(m.move, best.best)) top.move = m;
        top.endgame = true;
        top.endgame_value = best.value;
        top.solved = best.solved;
        rows.push_back(top);
        for (std::size_t i = 0; i < n; ++i) {
            if (same_move(ranked[i].move, best.best)) continue;
            AnalysisRow row = row_of(p, ranked[i]);
            EndgameSettings each;
            each.threads = settings.threads;
            each.seconds = settings.seconds > 0
                               ? std::max(0.05, settings.seconds / 2 / static_cast<double>(n))
                               : 0;
            const EndgameResult r = solver.solve_after(state, ranked[i].move, each);
            row.endgame = true;
            row.endgame_value = r.value;
            row.solved = r.solved;
            rows.push_back(row);
        }
        for (AnalysisRow& row : rows) {
            const int final_spread = p.spread() + row.endgame_value;
            row.win = final_spread > 0 ? 1.0 : (final_spread == 0 ? 0.5 : 0.0);
        }
        std::stable_sort(rows.begin() + 1, rows.end(),
                         [](const AnalysisRow& a, const AnalysisRow& b) {
                             if (a.endgame_value != b.endgame_value)
                                 return a.endgame_value > b.endgame_value;
                             return equity_order_less(a.move, b.move);
                         });
        out.rows = rows;
    } else if (search && two_seats && (p.bag_size == 1 || p.bag_size == 2) &&
               settings.seconds > 0) {
        out.method = AnalysisMethod::kPreEndgame;
        PreEndgame pre(rules, kwg, leaves.leaves, index);
        PreEndgameSettings ps;
        ps.candidates = settings.candidates;
        ps.seconds = settings.seconds;
        for (const PreEndgameRow& r : pre.rank(p, ps)) {
            AnalysisRow row = row_of(p, r.move);
            row.simulated = true;
            row.sim_equity = r.value;
            row.win = r.win;
            row.iterations = r.bags;
            out.rows.push_back(row);
        }
        append_unsearched(p, ranked, out.rows);
    } else if (search && p.bag_size > 0) {
        out.method = AnalysisMethod::kSimulation;
        Simulator sim(rules, kwg, leaves, index, settings.threads);
        SimSettings s;
        s.candidates = settings.candidates;
        s.plies = settings.plies;
        s.iterations = settings.iterations;
        s.seconds = settings.iterations > 0 ? 0 : settings.seconds;
        s.threads = settings.threads;
        s.seed = settings.seed;
        std::vector<ScoredMove> cands(
            ranked.begin(),
            ranked.begin() + std::min<std::ptrdiff_t>(static_cast<std::ptrdiff_t>(ranked.size()),
                                                      settings.candidates));
        const SimResult r = sim.simulate(p, s, cands);
        out.iterations = r.iterations;
        for (const SimCandidate& c : r.ranked) {
            AnalysisRow row = row_of(p, c.move);
            row.simulated = c.iterations > 0;
            row.sim_equity = c.equity;
            row.sim_equity_se = c.equity_se;
            row.win = c.win;
            row.win_se = c.win_se;
            row.iterations = c.iterations;
            row.pruned = c.pruned;
            out.rows.push_back(row);
        }
        append_unsearched(p, ranked, out.rows);
    } else {
        for (const ScoredMove& m : ranked) out.rows.push_back(row_of(p, m));
    }
    if (out.rows.size() > static_cast<std::size_t>(settings.top))
        out.rows.resize(static_cast<std::size_t>(settings.top));
    out.seconds = elapsed();
    return out;
}

}  // namespace letterzak::ai
