#pragma once
// Word-list normalisation (SPEC §5; seed 003 "Toegestane woorden").
//
// A Dutch dictionary list holds names, abbreviations, numbers and phrases next to the words a
// Scrabble player may lay. Normalising an entry:
//   1. drop it if it holds a digit, space, dot or any other non-letter except hyphen/apostrophe
//      (bad_character), or is not valid UTF-8;
//   2. in a mixed-case list, drop it if it holds an upper-case letter (proper_name): names,
//      brands and abbreviations (Jan, 's-Gravenhage, eBay, anti-EU). A list with no lower-case
//      letter at all is a list of words written in capitals, and this rule is off;
//   3. strip diacritics (café → cafe, reünie → reunie), drop hyphens and apostrophes
//      (mee-eten → meeeten, auto's → autos), lower-case;
//   4. keep 2..15 tiles, counted in the rule set's reading (box-ij: "ij" is one tile;
//      woordspel: a spelling with Y for "ij" may fit where the plain one does not)
//      (too_short, too_long);
//   5. drop words without a vowel (a e i o u y) unless they are one of the interjections seed 003
//      allows: br brr hm ks kst mmm pf pst rrrt sst zzz (no_vowel);
//   6. drop words in which a letter stands alone between hyphens, apostrophes or the word's
//      ends (seed 003: x-as, u-bocht, o-benen; also h'tje) (lone_letter). The plural and
//      genitive ending 's (auto's, baby's) is an ending, not a letter standing alone: SPEC §5
//      keeps auto's as autos. (Seed 003's sentence read word for word would drop it too.)
//   7. per rule set (ListRules): box and box-ij (seed 004) allow no word written with a hyphen
//      or an apostrophe at all (mee-eten, auto's) (joined_word);
//   8. drop repeats of a word already kept (duplicate).
// Each dropped entry counts under the first rule it fails, so the counts add up to `read`.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/alphabet.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"

namespace letterzak::lexicon {

// Why an entry was dropped; kKept when it was not.
enum class Verdict : std::uint8_t {
    kKept,
    kProperName,
    kBadCharacter,
    kTooShort,
    kTooLong,
    kNoVowel,
    kDuplicate,
    kLoneLetter,
    kJoinedWord,
};

// How a rule set takes a word list (SPEC §5): the reading of its tiles, and whether words
// written with a hyphen or an apostrophe are words. A plain reading converts to the rules that
// allow them, so code that names only a reading reads lists as before.
struct ListRules {
    core::WordReading reading = core::WordReading::kPlain;
    bool joined_words = true;  // mee-eten → meeeten, auto's → autos; false: box, box-ij

    ListRules() = default;
    ListRules(core::WordReading r, bool joined = true)  // NOLINT: a reading is rules
        : reading(r), joined_words(joined) {}
    bool operator==(const ListRules&) const = default;
};

// The list rules of a rule set (core::RuleSet::joined_words, its reading).
ListRules list_rules_of(const core::RuleSet& rules);

// Stable snake_case name of a verdict ("proper_name", …), as used in the stats.
std::string_view verdict_name(Verdict verdict);

// Whether upper-case letters mark an entry as a name (rule 2).
enum class CaseRule : std::uint8_t {
    kCapitalIsName,  // mixed-case list
    kIgnoreCase,     // all-upper-case list, or a word typed by a user
};

struct NormalisedEntry {
    std::string word;  // lower-case a..z; empty unless verdict is kKept
    Verdict verdict = Verdict::kKept;
};

// Normalises one entry (one line, without its line break). Never returns kDuplicate.
NormalisedEntry normalise_entry(std::string_view entry, const ListRules& rules, CaseRule case_rule);

// Entries dropped per reason. read = kept + the sum of the reasons; blank lines are not read.
struct NormaliseStats {
    std::size_t read = 0;
    std::size_t kept = 0;
    std::size_t proper_name = 0;
    std::size_t bad_character = 0;
    std::size_t too_short = 0;
    std::size_t too_long = 0;
    std::size_t no_vowel = 0;
    std::size_t duplicate = 0;
    std::size_t lone_letter = 0;
    std::size_t joined_word = 0;

    std::size_t& count(Verdict verdict);
};

struct WordList {
    std::vector<std::string> words;  // normalised, sorted, unique
    NormaliseStats stats;
    bool upper_case_list = false;  // the list had no lower-case letter (rule 2 was off)
};

// Normalises a whole list: one entry a line, LF or CRLF, an optional UTF-8 byte order mark.
WordList normalise_word_list(std::string_view text, const ListRules& rules);
// The same with the case rule given: a list of place names is read with kIgnoreCase, as every
// entry in it is a name by design.
WordList normalise_word_list(std::string_view text, const ListRules& rules, CaseRule case_rule);

// Adds `more` to the sorted, unique `words`, keeping them sorted and unique (the place names
// beside a word list).
void merge_words(std::vector<std::string>& words, const std::vector<std::string>& more);

// Reads and normalises a plain word-list file. Errors: lexicon_not_found, lexicon_read_failed.
Result<WordList> load_word_list(const std::filesystem::path& path, const ListRules& rules);
// A list of place names (woordspel, `--places FILE`): every entry is a name, so capitals do
// not drop it; otherwise as load_word_list.
Result<WordList> load_place_names(const std::filesystem::path& path, const ListRules& rules);

}  // namespace letterzak::lexicon
