// Lexicon costs on the full Dutch list: normalising it, building the automaton (per reading),
// and loading the compiled file, which every process that plays a game pays at start-up.
// Targets: build ≤ 1.5 s, load ≤ 20 ms.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "lexicon/file_io.hpp"
#include "lexicon/lexicon.hpp"
#include "lexicon/normalise.hpp"
#include "lexicon/reading.hpp"

namespace {

using letterzak::core::WordReading;
using namespace letterzak::lexicon;

WordReading reading_of(const benchmark::State& state) {
    return static_cast<WordReading>(state.range(0));
}

// The normalised list, read once per reading and kept for all benchmarks.
const WordList* full_list(WordReading reading) {
    static std::vector<std::unique_ptr<WordList>> lists(3);
    auto& slot = lists[static_cast<std::size_t>(reading)];
    if (!slot) {
        auto loaded = load_word_list(kDefaultWordList, reading);
        if (!loaded) return nullptr;
        slot = std::make_unique<WordList>(std::move(*loaded));
    }
    return slot.get();
}

void label(benchmark::State& state, WordReading reading) {
    state.SetLabel(std::string(reading_name(reading)));
}

void BM_Normalise(benchmark::State& state) {
    const WordReading reading = reading_of(state);
    const auto text = read_whole_file(kDefaultWordList);
    if (!text) {
        state.SkipWithError("the default word list is not installed");
        return;
    }
    for (auto _ : state) {
        WordList list = normalise_word_list(*text, reading);
        benchmark::DoNotOptimize(list.words.data());
    }
    label(state, reading);
}
BENCHMARK(BM_Normalise)->Arg(0)->Unit(benchmark::kMillisecond);

void BM_Build(benchmark::State& state) {
    const WordReading reading = reading_of(state);
    const WordList* list = full_list(reading);
    if (list == nullptr) {
        state.SkipWithError("the default word list is not installed");
        return;
    }
    std::size_t nodes = 0;
    for (auto _ : state) {
        auto lex = Lexicon::from_words(list->words, reading);
        nodes = lex->kwg().size();
        benchmark::DoNotOptimize(nodes);
    }
    state.counters["words"] = static_cast<double>(list->words.size());
    state.counters["nodes"] = static_cast<double>(nodes);
    state.counters["MB"] = static_cast<double>(nodes) * 4 / 1e6;
    label(state, reading);
}
BENCHMARK(BM_Build)->DenseRange(0, 2)->Unit(benchmark::kMillisecond)->Iterations(3);

// Loading a compiled file from disk: one read, checksum, structural check.
void BM_LoadCompiled(benchmark::State& state) {
    const WordReading reading = reading_of(state);
    const WordList* list = full_list(reading);
    if (list == nullptr) {
        state.SkipWithError("the default word list is not installed");
        return;
    }
    const auto file = std::filesystem::temp_directory_path() /
                      ("letterzak-bench-" + std::to_string(std::random_device{}()) + ".lzk");
    if (!Lexicon::from_words(list->words, reading)->save_compiled(file)) {
        state.SkipWithError("cannot write the compiled lexicon");
        return;
    }
    for (auto _ : state) {
        auto lex = Lexicon::load_compiled(file);
        if (!lex) {
            state.SkipWithError(lex.error().message.c_str());
            break;
        }
        benchmark::DoNotOptimize(lex->kwg().size());
    }
    state.counters["bytes"] = static_cast<double>(std::filesystem::file_size(file));
    std::filesystem::remove(file);
    label(state, reading);
}
BENCHMARK(BM_LoadCompiled)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

// Word lookups, as the jury does them: half words, half near misses.
void BM_Contains(benchmark::State& state) {
    const WordList* list = full_list(WordReading::kPlain);
    if (list == nullptr) {
        state.SkipWithError("the default word list is not installed");
        return;
    }
    const auto lex = Lexicon::from_words(list->words, WordReading::kPlain);
    std::vector<std::vector<Letter>> probes;
    std::mt19937 rng(42);
    for (int i = 0; i < 4096; ++i) {
        std::vector<Letter> w =
            tiles_of_word(list->words[rng() % list->words.size()], WordReading::kPlain);
        if (i % 2 == 1) w[rng() % w.size()] = static_cast<Letter>(1 + rng() % 26);
        probes.push_back(std::move(w));
    }
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(lex->contains(probes[i++ % probes.size()]));
    }
}
BENCHMARK(BM_Contains);

}  // namespace

BENCHMARK_MAIN();
