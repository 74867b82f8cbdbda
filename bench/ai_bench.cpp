// The computer players' speed and the endgame solver's agreement with brute force, on the real
// Dutch lexicon and the shipped leave tables:
//   BM_StaticMove          one static (equity) decision, positions from seeded games
//   BM_StaticSelfPlay      whole static-vs-static games (counter: games/s)
//   BM_Simulation/threads  simulation iterations on fixed mid-game positions, no pruning
//                          (counters: iterations/s, playouts/s)
//   BM_Endgame             endgames of seeded games solved within 2 s (counters: solved share)
//   BM_EndgameVsBrute      small endgames on real boards (1–2 tiles a side): the solver's value
//                          against exhaustive minimax (counters: checked, agree)
// Everything is seeded: the positions are the same in every run.

#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "ai/endgame.hpp"
#include "ai/leave_file.hpp"
#include "ai/seeds.hpp"
#include "ai/simulation.hpp"
#include "ai/static_player.hpp"
#include "game/kernel.hpp"
#include "lexicon/lexicon.hpp"
#include "movegen/kwg_index.hpp"

namespace {

using namespace letterzak;

struct Fixture {
    const core::RuleSet* rules = core::rule_set_by_name("tournament");
    std::unique_ptr<lexicon::Lexicon> lex;
    std::shared_ptr<const movegen::KwgIndex> index;
    const ai::LeaveFile* leaves = nullptr;
    std::vector<ai::Position> midgame;     // bag well filled
    std::vector<game::State> endgames;     // bag empty, as static play reached them
    std::vector<game::State> boards_late;  // late boards, for small constructed endgames
};

const Fixture& fixture() {
    static const Fixture f = [] {
        Fixture fx;
        auto lex = lexicon::Lexicon::open({}, fx.rules->reading);
        fx.lex = std::make_unique<lexicon::Lexicon>(std::move(*lex));
        fx.index = std::make_shared<const movegen::KwgIndex>(fx.lex->kwg());
        fx.leaves = &ai::default_leave_file(*fx.rules);
        ai::StaticEvaluator eval(*fx.rules, fx.lex->kwg(), fx.leaves->leaves, fx.index);
        for (int g = 0; g < 40; ++g) {
            core::Rng rng(ai::derive_seed(2024, static_cast<std::uint64_t>(g)));
            game::State s = game::new_state(*fx.rules, 2, g % 2, rng);
            bool took_mid = false, took_end = false;
            while (!s.over()) {
                const ai::Position p = ai::position_for(s);
                if (!took_mid && s.turn >= 6 && p.bag_size > 40) {
                    fx.midgame.push_back(p);
                    took_mid = true;
                }
                if (!took_end && p.bag_size == 0) {
                    fx.endgames.push_back(s);
                    fx.boards_late.push_back(s);
                    took_end = true;
                }
                const ai::ScoredMove m =
                    eval.best(p.board, p.rack, p.bag_size,
                              ai::endgame_terms(*fx.rules, p.unseen, p.bag_size));
                game::apply_move(s, m.move, rng);
            }
        }
        return fx;
    }();
    return f;
}

void BM_StaticMove(benchmark::State& state) {
    const Fixture& fx = fixture();
    ai::StaticEvaluator eval(*fx.rules, fx.lex->kwg(), fx.leaves->leaves, fx.index);
    std::size_t i = 0;
    for (auto _ : state) {
        const ai::Position& p = fx.midgame[i++ % fx.midgame.size()];
        benchmark::DoNotOptimize(eval.best(p.board, p.rack, p.bag_size, {}));
    }
    state.counters["moves/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_StaticMove)->Unit(benchmark::kMicrosecond);

void BM_StaticSelfPlay(benchmark::State& state) {
    const Fixture& fx = fixture();
    ai::StaticEvaluator eval(*fx.rules, fx.lex->kwg(), fx.leaves->leaves, fx.index);
    std::uint64_t game = 0;
    for (auto _ : state) {
        core::Rng rng(ai::derive_seed(7, game++));
        game::State s = game::new_state(*fx.rules, 2, 0, rng);
        while (!s.over()) {
            const ai::Position p = ai::position_for(s);
            game::apply_move(s,
                             eval.best(p.board, p.rack, p.bag_size,
                                       ai::endgame_terms(*fx.rules, p.unseen, p.bag_size))
                                 .move,
                             rng);
        }
        benchmark::DoNotOptimize(s.scores);
    }
    state.counters["games/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_StaticSelfPlay)->Unit(benchmark::kMillisecond);

void BM_Simulation(benchmark::State& state) {
    const Fixture& fx = fixture();
    const int threads = static_cast<int>(state.range(0));
    ai::Simulator sim(*fx.rules, fx.lex->kwg(), *fx.leaves, fx.index, threads);
    ai::SimSettings settings;
    settings.candidates = 10;
    settings.exchanges = 0;
    settings.iterations = 64;
    settings.threads = threads;
    settings.prune = false;
    std::int64_t iterations = 0, playouts = 0;
    std::size_t i = 0;
    for (auto _ : state) {
        const ai::SimResult r = sim.simulate(fx.midgame[i++ % fx.midgame.size()], settings);
        iterations += r.iterations;
        playouts += r.playouts;
    }
    state.counters["iterations/s"] =
        benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
    state.counters["playouts/s"] =
        benchmark::Counter(static_cast<double>(playouts), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Simulation)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Endgame(benchmark::State& state) {
    const Fixture& fx = fixture();
    ai::EndgameSolver solver(*fx.rules, fx.lex->kwg(), fx.index);
    ai::EndgameSettings settings;
    settings.seconds = 2.0;
    std::int64_t solved = 0, total = 0, nodes = 0;
    std::size_t i = 0;
    for (auto _ : state) {
        const ai::EndgameResult r = solver.solve(fx.endgames[i++ % fx.endgames.size()], settings);
        solved += r.solved ? 1 : 0;
        nodes += r.nodes;
        ++total;
    }
    state.counters["solved"] =
        static_cast<double>(solved) / static_cast<double>(std::max<std::int64_t>(total, 1));
    state.counters["nodes/s"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Endgame)->Unit(benchmark::kMillisecond)->Iterations(20);

void BM_EndgameVsBrute(benchmark::State& state) {
    const Fixture& fx = fixture();
    movegen::Generator gen(*fx.rules, fx.lex->kwg(), fx.index);
    ai::EndgameSolver solver(*fx.rules, fx.lex->kwg(), fx.index);
    ai::EndgameSettings settings;
    settings.memory_mb = 16;  // tiny endgames
    settings.seconds = 0;
    settings.max_depth = 60;
    std::int64_t checked = 0, agree = 0;
    core::Rng rng(31);
    for (auto _ : state) {
        // A late board with small racks drawn from the tiles still off the board.
        game::State s = fx.boards_late[static_cast<std::size_t>(checked) % fx.boards_late.size()];
        std::vector<core::Letter> pool;
        for (const core::Rack& r : s.racks)
            for (core::Letter l : r.tiles()) pool.push_back(l);
        for (int seat = 0; seat < s.seats; ++seat) {
            core::Rack& r = s.racks[static_cast<std::size_t>(seat)];
            r.clear();
            const int n = 1 + static_cast<int>(rng.below(2));
            for (int k = 0; k < n && !pool.empty(); ++k) {
                const std::size_t at = rng.below(static_cast<std::uint32_t>(pool.size()));
                r.add(pool[at]);
                pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(at));
            }
        }
        s.scoreless_run = 0;
        const int truth = ai::brute_force_endgame(s, gen);
        const ai::EndgameResult r = solver.solve(s, settings);
        agree += (r.solved && r.value == truth) ? 1 : 0;
        ++checked;
    }
    state.counters["checked"] = static_cast<double>(checked);
    state.counters["agree"] = static_cast<double>(agree);
}
BENCHMARK(BM_EndgameVsBrute)->Unit(benchmark::kMillisecond)->Iterations(200);

}  // namespace

BENCHMARK_MAIN();
