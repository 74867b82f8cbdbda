#include "cli/common.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdio>

#include "core/unseen.hpp"

namespace letterzak::cli {

const core::RuleSet* find_rules_or_report(const std::string& name) {
    const core::RuleSet* rules = core::rule_set_by_name(name);
    if (rules == nullptr)
        fmt::print(stderr, "letterzak: unknown rule set \"{}\" (known: {})\n", name,
                   fmt::join(core::rule_set_names(), ", "));
    return rules;
}

}  // namespace letterzak::cli

namespace letterzak::cli {

std::optional<formats::Position> read_position_or_report(const std::string& cgp,
                                                         const core::RuleSet& rules) {
    auto pos = formats::parse_cgp(cgp);
    if (!pos) {
        fmt::print(stderr, "letterzak: {}\n", pos.error().message);
        return std::nullopt;
    }
    if (auto counts = core::unseen_tiles(*rules.tiles, pos->board, pos->racks); !counts) {
        fmt::print(stderr, "letterzak: impossible position ({}): {}\n", counts.error().code,
                   counts.error().message);
        return std::nullopt;
    }
    return std::move(*pos);
}

std::optional<lexicon::Lexicon> open_lexicon_or_report(const std::string& path,
                                                       const core::RuleSet& rules) {
    lexicon::OpenReport report;
    auto lex = lexicon::Lexicon::open(path, rules.reading, &report);
    if (!lex) {
        fmt::print(stderr, "letterzak: {}\n", lex.error().message);
        return std::nullopt;
    }
    if (!report.cache_problem.empty())
        fmt::print(stderr, "letterzak: note: {}\n", report.cache_problem);
    return std::move(*lex);
}

}  // namespace letterzak::cli
