// letterzak lexicon build --in LIST --out FILE [--rules R] [--places FILE]
// Compiles a plain word list into a lexicon file and reports what normalisation dropped and
// what the automaton costs, so a new list can be judged before anyone plays with it.

#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

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
    std::string places;
};

double milliseconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

// The reasons an entry is dropped, in the order normalise.hpp applies them.
constexpr lexicon::Verdict kReasons[] = {
    lexicon::Verdict::kBadCharacter, lexicon::Verdict::kProperName, lexicon::Verdict::kTooShort,
    lexicon::Verdict::kTooLong,      lexicon::Verdict::kNoVowel,    lexicon::Verdict::kLoneLetter,
    lexicon::Verdict::kJoinedWord,   lexicon::Verdict::kDuplicate};

// One table: a row per reason, a column per list (the rule sets, and the place names).
void print_counts(std::vector<std::pair<std::string, lexicon::NormaliseStats>>& columns) {
    std::string head = fmt::format("{:<15}", "");
    for (const auto& [name, stats] : columns) head += fmt::format(" {:>10}", name);
    fmt::print("{}\n", head);
    auto row = [&](std::string_view label, auto value) {
        std::string line = fmt::format("{:<15}", label);
        for (auto& column : columns) line += fmt::format(" {:>10}", value(column.second));
        fmt::print("{}\n", line);
    };
    row("read", [](lexicon::NormaliseStats& s) { return s.read; });
    row("kept", [](lexicon::NormaliseStats& s) { return s.kept; });
    for (const lexicon::Verdict reason : kReasons)
        row(fmt::format("  {}", lexicon::verdict_name(reason)),
            [reason](lexicon::NormaliseStats& s) { return s.count(reason); });
}

int fail(const Error& e) {
    fmt::print(stderr, "letterzak: {} ({})\n", e.message, e.code);
    return 2;
}

int run_lexicon_build(const LexiconBuildOptions& opt) {
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    if (!places_allowed_or_report(opt.places, *rules)) return 2;
    const lexicon::ListRules list_rules = lexicon::list_rules_of(*rules);

    const auto start = std::chrono::steady_clock::now();
    const Result<lexicon::SourceStamp> stamp = lexicon::stamp_of(opt.in);
    if (!stamp) return fail(stamp.error());
    const Result<std::string> text = lexicon::read_whole_file(opt.in);
    if (!text) return fail(text.error());
    lexicon::WordList list = lexicon::normalise_word_list(*text, list_rules);
    std::optional<lexicon::WordList> places;
    if (!opt.places.empty()) {
        auto names = lexicon::load_place_names(opt.places, list_rules);
        if (!names) return fail(names.error());
        places = std::move(*names);
        lexicon::merge_words(list.words, places->words);
    }
    const double normalise_ms = milliseconds_since(start);

    const auto build_start = std::chrono::steady_clock::now();
    Result<lexicon::Lexicon> lex = lexicon::Lexicon::from_words(
        list.words, list_rules, opt.places.empty() ? opt.in : opt.in + " + " + opt.places, *stamp,
        places.has_value());
    if (!lex) return fail(lex.error());
    const double build_ms = milliseconds_since(build_start);

    const std::vector<std::byte> bytes = lex->to_bytes();
    const Result<void> saved = lexicon::write_file_atomically(opt.out, bytes);
    if (!saved) return fail(saved.error());

    fmt::print("list            {}\n", opt.in);
    if (places) fmt::print("places          {}\n", opt.places);
    fmt::print("rules           {} (reading {}{})\n", rules->name,
               lexicon::reading_name(list_rules.reading),
               list_rules.joined_words ? "" : ", no words with a hyphen or an apostrophe");
    if (list.upper_case_list) fmt::print("case            upper-case list: capitals kept\n");
    fmt::print("words           {:>9}\n", lex->word_count());
    fmt::print("entries         {:>9}\n", lex->entry_count());
    fmt::print("nodes           {:>9}\n", lex->kwg().size());
    fmt::print("file size       {:>9} bytes ({:.2f} MB)\n", bytes.size(),
               static_cast<double>(bytes.size()) / 1e6);
    fmt::print("build time      {:>9.0f} ms (normalise {:.0f} ms, automaton {:.0f} ms)\n",
               normalise_ms + build_ms, normalise_ms, build_ms);
    fmt::print("wrote           {}\n", opt.out);

    // What the list gives under every rule set (SPEC §5): the same list, each set's rules.
    std::vector<std::pair<std::string, lexicon::NormaliseStats>> columns;
    for (const std::string& name : core::rule_set_names()) {
        const core::RuleSet& r = *core::rule_set_by_name(name);
        columns.emplace_back(
            name, r.name == rules->name
                      ? list.stats
                      : lexicon::normalise_word_list(*text, lexicon::list_rules_of(r)).stats);
    }
    if (places) columns.emplace_back("places", places->stats);
    fmt::print("\nentries per reason and rule set\n");
    print_counts(columns);
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
    build->add_option("--places", opt->places,
                      "woordspel: a list of Dutch place names (one a line), allowed as words "
                      "(seed 003). None ships: wdutch does not mark which names are Dutch "
                      "places");
    build->callback([opt, &exit_code] { exit_code = run_lexicon_build(*opt); });
}

}  // namespace letterzak::cli
