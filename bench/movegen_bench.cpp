// Move generation on the fixed benchmark positions (bench/positions.txt: early, middle and
// late positions of seeded games, per rule set), all moves and best move only, and whole
// greedy self-play games. Counters report moves/s and games/s.

#include <benchmark/benchmark.h>

#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "ai/match.hpp"
#include "ai/static_player.hpp"
#include "formats/cgp.hpp"
#include "lexicon/lexicon.hpp"
#include "movegen/generator.hpp"

namespace {

using namespace letterzak;

struct Fixture {
    std::map<std::string, std::unique_ptr<lexicon::Lexicon>> lexica;
    // positions[rules][stage]: stage 0 early, 1 middle, 2 late, as written by the file.
    std::map<std::string, std::vector<std::vector<formats::Position>>> positions;
};

const Fixture& fixture() {
    static const Fixture f = [] {
        Fixture fx;
        std::ifstream in(LETTERZAK_BENCH_POSITIONS_FILE);
        std::string line;
        std::map<std::string, int> seen;
        while (std::getline(in, line)) {
            if (line.empty() || line[0] == '#') continue;
            const auto tab = line.find('\t');
            const std::string rules = line.substr(0, tab);
            auto pos = formats::parse_cgp(line.substr(tab + 1));
            if (!pos) continue;
            auto& stages = fx.positions[rules];
            stages.resize(3);
            stages[static_cast<std::size_t>(seen[rules]++ % 3)].push_back(*pos);
            if (!fx.lexica.count(rules)) {
                auto lex = lexicon::Lexicon::open({}, core::rule_set_by_name(rules)->reading);
                if (lex) fx.lexica[rules] = std::make_unique<lexicon::Lexicon>(std::move(*lex));
            }
        }
        return fx;
    }();
    return f;
}

const char* const kRules[] = {"tournament", "woordspel", "box-ij"};

template <class Sink>
void generate_positions(benchmark::State& state) {
    const Fixture& fx = fixture();
    const std::string rules = kRules[state.range(0)];
    const auto stage = static_cast<std::size_t>(state.range(1));
    if (!fx.lexica.count(rules) || !fx.positions.count(rules)) {
        state.SkipWithError("no lexicon or positions");
        return;
    }
    movegen::Generator gen(*core::rule_set_by_name(rules), fx.lexica.at(rules)->kwg());
    gen.warm_up();
    const auto& positions = fx.positions.at(rules)[stage];
    std::uint64_t moves = 0;
    for (auto _ : state) {
        for (const formats::Position& p : positions) {
            Sink sink;
            gen.generate(p.board, p.racks[0], sink);
            if constexpr (std::is_same_v<Sink, movegen::CountMoves>) moves += sink.count;
            benchmark::DoNotOptimize(sink);
        }
    }
    state.SetLabel(rules + (stage == 0 ? " early" : stage == 1 ? " middle" : " late"));
    state.counters["positions/s"] = benchmark::Counter(
        static_cast<double>(state.iterations()) * static_cast<double>(positions.size()),
        benchmark::Counter::kIsRate);
    if (moves > 0)
        state.counters["moves/s"] =
            benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}

void BM_AllMoves(benchmark::State& state) {
    generate_positions<movegen::CountMoves>(state);
}
void BM_BestMove(benchmark::State& state) {
    generate_positions<movegen::BestMove>(state);
}
BENCHMARK(BM_AllMoves)->ArgsProduct({{0, 1, 2}, {0, 1, 2}});
BENCHMARK(BM_BestMove)->ArgsProduct({{0, 1, 2}, {0, 1, 2}});

void BM_GreedyGame(benchmark::State& state) {
    const Fixture& fx = fixture();
    const std::string rules = kRules[state.range(0)];
    if (!fx.lexica.count(rules)) {
        state.SkipWithError("no lexicon");
        return;
    }
    const core::RuleSet& set = *core::rule_set_by_name(rules);
    auto index = std::make_shared<const movegen::KwgIndex>(fx.lexica.at(rules)->kwg());
    movegen::Generator(set, fx.lexica.at(rules)->kwg(), index).warm_up();
    ai::GreedyPlayer greedy(set, fx.lexica.at(rules)->kwg(), index);
    const std::array<ai::Player*, 2> seats{&greedy, &greedy};
    std::uint64_t seed = 0;
    for (auto _ : state) {
        core::Rng rng(seed++);
        auto result = ai::play_kernel_game(set, &fx.lexica.at(rules)->kwg(), seats, 0, rng);
        benchmark::DoNotOptimize(result);
    }
    state.SetLabel(rules);
    state.counters["games/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GreedyGame)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
