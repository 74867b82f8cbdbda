// letterzak lexicon build --in LIST --out FILE [--rules R]
// Compiles a plain word list into a lexicon file and reports what normalisation dropped and
// what the automaton costs, so a new list can be judged before anyone plays with it.

#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "lexicon/cache.hpp"
#include "lexicon/file_io.hpp"
#include "lexicon/lexicon.hpp"
#include "lexicon/normalise.hpp"
#include "lexicon/reading.hpp"

namespace letterzak::cli {
namespace {

struct LexiconBuildOptions {
    std::string in = lexicon::kDefaultWordList;
    std::string out;
    std::string rules = "tournament";
};

double milliseconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

void print_stats(const lexicon::NormaliseStats& s) {
    fmt::print("read            {:>9}\n", s.read);
    fmt::print("kept            {:>9}\n", s.kept);
    fmt::print("  proper_name   {:>9}\n", s.proper_name);
    fmt::print("  bad_character {:>9}\n", s.bad_character);
    fmt::print("  too_short     {:>9}\n", s.too_short);
    fmt::print("  too_long      {:>9}\n", s.too_long);
    fmt::print("  no_vowel      {:>9}\n", s.no_vowel);
    fmt::print("  duplicate     {:>9}\n", s.duplicate);
}

int run_lexicon_build(const LexiconBuildOptions& opt) {
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    const core::WordReading reading = rules->reading;

    const auto start = std::chrono::steady_clock::now();
    const Result<lexicon::SourceStamp> stamp = lexicon::stamp_of(opt.in);
    Result<lexicon::WordList> list = lexicon::load_word_list(opt.in, reading);
    if (!stamp || !list) {
        const Error& e = !stamp ? stamp.error() : list.error();
        fmt::print(stderr, "letterzak: {} ({})\n", e.message, e.code);
        return 2;
    }
    const double normalise_ms = milliseconds_since(start);

    const auto build_start = std::chrono::steady_clock::now();
    Result<lexicon::Lexicon> lex =
        lexicon::Lexicon::from_words(list->words, reading, opt.in, *stamp);
    if (!lex) {
        fmt::print(stderr, "letterzak: {} ({})\n", lex.error().message, lex.error().code);
        return 2;
    }
    const double build_ms = milliseconds_since(build_start);

    const std::vector<std::byte> bytes = lex->to_bytes();
    const Result<void> saved = lexicon::write_file_atomically(opt.out, bytes);
    if (!saved) {
        fmt::print(stderr, "letterzak: {} ({})\n", saved.error().message, saved.error().code);
        return 2;
    }

    fmt::print("list            {}\n", opt.in);
    fmt::print("rules           {} (reading {})\n", rules->name, lexicon::reading_name(reading));
    if (list->upper_case_list) fmt::print("case            upper-case list: capitals kept\n");
    print_stats(list->stats);
    fmt::print("words           {:>9}\n", lex->word_count());
    fmt::print("entries         {:>9}\n", lex->entry_count());
    fmt::print("nodes           {:>9}\n", lex->kwg().size());
    fmt::print("file size       {:>9} bytes ({:.2f} MB)\n", bytes.size(),
               static_cast<double>(bytes.size()) / 1e6);
    fmt::print("build time      {:>9.0f} ms (normalise {:.0f} ms, automaton {:.0f} ms)\n",
               normalise_ms + build_ms, normalise_ms, build_ms);
    fmt::print("wrote           {}\n", opt.out);
    return 0;
}

}  // namespace

void register_lexicon_command(CLI::App& app, int& exit_code) {
    CLI::App* cmd = app.add_subcommand("lexicon", "Compile and inspect lexicons");
    cmd->require_subcommand(1);

    auto opt = std::make_shared<LexiconBuildOptions>();
    CLI::App* build =
        cmd->add_subcommand("build", "Compile a plain word list (one word a line, UTF-8)");
    build->add_option("--in", opt->in, "The word list")->capture_default_str();
    build->add_option("--out", opt->out, "The compiled lexicon to write")->required();
    build
        ->add_option("--rules", opt->rules,
                     "Rule set whose word reading to use: tournament, box, box-ij, woordspel, "
                     "english")
        ->capture_default_str();
    build->callback([opt, &exit_code] { exit_code = run_lexicon_build(*opt); });
}

}  // namespace letterzak::cli
