#include "cli/common.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <cstdio>
#include <ctime>
#include <limits>

#include "cli/commands.hpp"
#include "core/unseen.hpp"

namespace letterzak::cli {

CLI::Validator count_validator() {
    return CLI::Validator(
        [](const std::string& text) -> std::string {
            long long n = 0;
            const char* end = text.data() + text.size();
            const auto [ptr, ec] = std::from_chars(text.data(), end, n);
            if (ec == std::errc::result_out_of_range) return fmt::format("{} is too large", text);
            if (ec != std::errc() || ptr != end)
                return fmt::format("{} is not a whole number", text);
            if (n < 0) return fmt::format("{} is negative: give 0 or more", text);
            if (n > std::numeric_limits<int>::max()) return fmt::format("{} is too large", text);
            return {};
        },
        "COUNT");
}

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
    for (const core::Rack& rack : pos->racks) {
        if (rack.size() > rules.rack_size) {
            fmt::print(stderr, "letterzak: the rack {} holds {} tiles; {} racks hold at most {}\n",
                       rack.to_string(), rack.size(), rules.name, rules.rack_size);
            return std::nullopt;
        }
    }
    if (rules.blank_per_direction) formats::open_unchosen_blank_readings(pos->board);
    return std::move(*pos);
}

bool places_allowed_or_report(const std::string& places, const core::RuleSet& rules) {
    if (places.empty() || rules.place_names) return true;
    fmt::print(stderr,
               "letterzak: --places is for rule sets that allow place names (woordspel), not "
               "{}\n",
               rules.name);
    return false;
}

std::optional<lexicon::Lexicon> open_lexicon_or_report(const std::string& path,
                                                       const core::RuleSet& rules) {
    lexicon::OpenReport report;
    auto lex = lexicon::Lexicon::open(path, lexicon::list_rules_of(rules), &report);
    if (!lex) {
        fmt::print(stderr, "letterzak: {}\n", lex.error().message);
        return std::nullopt;
    }
    if (!report.cache_problem.empty())
        fmt::print(stderr, "letterzak: note: {}\n", report.cache_problem);
    return std::move(*lex);
}

std::string utc_text(std::int64_t millis, const char* format) {
    const auto seconds = static_cast<std::time_t>(millis / 1000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char text[64];
    const std::size_t n = std::strftime(text, sizeof text, format, &tm);
    return std::string(text, n);
}

}  // namespace letterzak::cli
