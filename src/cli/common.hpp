#pragma once
// Small helpers shared by subcommands: looking up a rule set, a position or the lexicon with a
// clear error, and writing a moment of time.

#include <cstdint>
#include <optional>
#include <string>

#include "core/rules.hpp"
#include "formats/cgp.hpp"
#include "lexicon/lexicon.hpp"

namespace letterzak::cli {

// The rule set called `name`, or nullptr after printing the known names to stderr.
const core::RuleSet* find_rules_or_report(const std::string& name);

// Reads a CGP and checks it against the rule set's tiles (no letter it lacks, no more of a
// letter than it has, no rack longer than the rule set's). Under woordspel, plain blanks read
// open along a line where no word contains them (formats::open_unchosen_blank_readings).
// Reports failures on stderr.
std::optional<formats::Position> read_position_or_report(const std::string& cgp,
                                                         const core::RuleSet& rules);

// Whether a list of place names (`--places`, empty: none) may be given under the rule set:
// only where SPEC §5 allows place names (woordspel). Reports a refusal on stderr.
bool places_allowed_or_report(const std::string& places, const core::RuleSet& rules);

// Opens the lexicon for a rule set: `path` may be empty (the default Dutch list), a plain list
// (compiled and cached on first use) or a compiled file. Reports failures on stderr.
std::optional<lexicon::Lexicon> open_lexicon_or_report(const std::string& path,
                                                       const core::RuleSet& rules);

// A moment (Unix milliseconds) in UTC, written by strftime's `format` ("%Y-%m-%d", …).
std::string utc_text(std::int64_t millis, const char* format);

}  // namespace letterzak::cli
