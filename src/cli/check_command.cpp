// letterzak check WORD... [--rules R] [--lexicon FILE] [--places FILE]
// Says of each word whether the lexicon holds it, read as the rule set reads words: under
// box-ij "bijl" is B-IJ-L, under woordspel "byl" stands for bijl. Prints "WORD valid" or
// "WORD invalid" per line; exits 1 if any word is invalid, 2 on errors.

#include <fmt/format.h>
#include <fmt/std.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "lexicon/lexicon.hpp"
#include "lexicon/typed_word.hpp"

namespace letterzak::cli {
namespace {

struct CheckOptions {
    std::vector<std::string> words;
    std::string rules = "tournament";
    std::string lexicon;  // empty: the default list
    std::string places;   // woordspel: a list of place names
};

int run_check(const CheckOptions& opt) {
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    if (!places_allowed_or_report(opt.places, *rules)) return 2;
    lexicon::OpenReport report;
    const Result<lexicon::Lexicon> lex =
        lexicon::Lexicon::open(opt.lexicon, lexicon::list_rules_of(*rules), &report, opt.places);
    if (!lex) {
        fmt::print(stderr, "letterzak: {} ({})\n", lex.error().message, lex.error().code);
        return 2;
    }
    if (report.action == lexicon::OpenReport::Action::kBuilt) {
        fmt::print(stderr, "letterzak: compiled {} ({} words){}\n", report.source.string(),
                   lex->word_count(),
                   report.cache_path.empty() ? std::string()
                                             : ", cached in " + report.cache_path.string());
    }
    if (!report.cache_problem.empty()) {
        fmt::print(stderr, "letterzak: note: {}\n", report.cache_problem);
    }

    bool all_valid = true;
    for (const std::string& word : opt.words) {
        const bool valid = lexicon::holds_typed_word(*lex, word);
        all_valid = all_valid && valid;
        fmt::print("{} {}\n", word, valid ? "valid" : "invalid");
    }
    return all_valid ? 0 : 1;
}

}  // namespace

void register_check_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<CheckOptions>();
    CLI::App* cmd = app.add_subcommand("check", "Check words against the lexicon");
    cmd->add_option("words", opt->words, "Words to check (the IJ tile may be written [IJ])")
        ->required();
    cmd->add_option("--rules", opt->rules, "Rule set: tournament, box, box-ij, woordspel, english")
        ->capture_default_str();
    cmd->add_option("--lexicon", opt->lexicon,
                    "Word list or compiled lexicon (default: the Dutch list, cached)");
    cmd->add_option("--places", opt->places,
                    "woordspel: a list of Dutch place names (one a line), allowed as words "
                    "(seed 003); none ships by default, as wdutch does not mark them");
    cmd->callback([opt, &exit_code] { exit_code = run_check(*opt); });
}

}  // namespace letterzak::cli
