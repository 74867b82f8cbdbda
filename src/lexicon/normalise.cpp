#include "lexicon/normalise.hpp"

#include <algorithm>
#include <array>

#include "lexicon/file_io.hpp"
#include "lexicon/latin_fold.hpp"
#include "lexicon/reading.hpp"

namespace letterzak::lexicon {

namespace {

// Seed 003: words without a vowel are abbreviations (kg, cd, btw), except these interjections
// and sound words ("tussenw." / "klanknabootsing van" in Van Dale).
constexpr std::array<std::string_view, 11> kVowellessWords = {
    "br", "brr", "hm", "ks", "kst", "mmm", "pf", "pst", "rrrt", "sst", "zzz"};

bool has_vowel(std::string_view word) {
    return word.find_first_of("aeiouy") != std::string_view::npos;
}

bool is_allowed_without_vowel(std::string_view word) {
    return std::find(kVowellessWords.begin(), kVowellessWords.end(), word) != kVowellessWords.end();
}

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_blank(s.back())) s.remove_suffix(1);
    return s;
}

// Rule 2 is off for a list written entirely in capitals. One lower-case letter anywhere is
// enough to call the list mixed; real lists show one within the first line or two.
bool has_lower_case_letter(std::string_view text) {
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto byte = static_cast<unsigned char>(text[pos]);
        if (byte >= 'a' && byte <= 'z') return true;
        if (byte < 0x80) {
            ++pos;
            continue;
        }
        const CodePoint cp = decode_utf8(text, pos);
        if (cp.length == 0) {
            ++pos;
            continue;
        }
        const Folded f = fold_code_point(cp.value);
        if (f.kind == CharKind::kLetter && !f.upper) return true;
        pos += cp.length;
    }
    return false;
}

}  // namespace

ListRules list_rules_of(const core::RuleSet& rules) {
    return ListRules(rules.reading, rules.joined_words);
}

std::string_view verdict_name(Verdict verdict) {
    switch (verdict) {
        case Verdict::kKept:
            return "kept";
        case Verdict::kProperName:
            return "proper_name";
        case Verdict::kBadCharacter:
            return "bad_character";
        case Verdict::kTooShort:
            return "too_short";
        case Verdict::kTooLong:
            return "too_long";
        case Verdict::kNoVowel:
            return "no_vowel";
        case Verdict::kDuplicate:
            return "duplicate";
        case Verdict::kLoneLetter:
            return "lone_letter";
        case Verdict::kJoinedWord:
            return "joined_word";
    }
    return "unknown";
}

std::size_t& NormaliseStats::count(Verdict verdict) {
    switch (verdict) {
        case Verdict::kKept:
            return kept;
        case Verdict::kProperName:
            return proper_name;
        case Verdict::kBadCharacter:
            return bad_character;
        case Verdict::kTooShort:
            return too_short;
        case Verdict::kTooLong:
            return too_long;
        case Verdict::kNoVowel:
            return no_vowel;
        case Verdict::kDuplicate:
            return duplicate;
        case Verdict::kLoneLetter:
            return lone_letter;
        case Verdict::kJoinedWord:
            return joined_word;
    }
    return read;  // unreachable: every verdict is listed
}

NormalisedEntry normalise_entry(std::string_view entry, const ListRules& rules,
                                CaseRule case_rule) {
    entry = trim(entry);
    std::string word;
    word.reserve(entry.size());
    bool has_capital = false;
    bool joined = false;
    // Rule 6: the letters of the part since the last hyphen or apostrophe, and whether a part
    // of one letter stood between joiners or the ends (the final 's excepted).
    std::size_t part_letters = 0;
    bool part_after_apostrophe = false;
    bool lone_letter = false;
    auto end_part = [&](bool at_end) {
        const bool genitive_s = at_end && part_after_apostrophe && part_letters == 1 &&
                                !word.empty() && word.back() == 's';
        if (joined && part_letters == 1 && !genitive_s) lone_letter = true;
    };
    std::size_t pos = 0;
    while (pos < entry.size()) {
        const CodePoint cp = decode_utf8(entry, pos);
        if (cp.length == 0) return {{}, Verdict::kBadCharacter};
        pos += cp.length;
        const Folded f = fold_code_point(cp.value);
        switch (f.kind) {
            case CharKind::kOther:
                return {{}, Verdict::kBadCharacter};
            case CharKind::kMark:
                break;
            case CharKind::kJoiner:
                // The first part is judged once we know the word is joined at all.
                joined = true;
                end_part(false);
                part_letters = 0;
                part_after_apostrophe = cp.value != '-';
                break;
            case CharKind::kLetter:
                has_capital = has_capital || f.upper;
                word += f.first;
                if (f.second != 0) word += f.second;
                ++part_letters;
                break;
        }
    }
    end_part(true);
    if (has_capital && case_rule == CaseRule::kCapitalIsName) return {{}, Verdict::kProperName};

    // Some spelling must fit the board; the counts of a word's spellings form one range.
    const LetterCountRange range = letter_count_range(word, rules.reading);
    if (range.longest < kMinWordLetters) return {{}, Verdict::kTooShort};
    if (range.shortest > kMaxWordLetters) return {{}, Verdict::kTooLong};

    if (!has_vowel(word) && !is_allowed_without_vowel(word)) return {{}, Verdict::kNoVowel};
    if (lone_letter) return {{}, Verdict::kLoneLetter};
    if (joined && !rules.joined_words) return {{}, Verdict::kJoinedWord};
    return {std::move(word), Verdict::kKept};
}

WordList normalise_word_list(std::string_view text, const ListRules& rules) {
    const bool upper_case_list = !has_lower_case_letter(text);
    WordList list = normalise_word_list(
        text, rules, upper_case_list ? CaseRule::kIgnoreCase : CaseRule::kCapitalIsName);
    list.upper_case_list = upper_case_list;
    return list;
}

WordList normalise_word_list(std::string_view text, const ListRules& rules, CaseRule case_rule) {
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
        text.remove_prefix(kByteOrderMark.size());
    }

    WordList list;

    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if (trim(line).empty()) continue;

        ++list.stats.read;
        NormalisedEntry entry = normalise_entry(line, rules, case_rule);
        if (entry.verdict == Verdict::kKept) {
            list.words.push_back(std::move(entry.word));
        } else {
            ++list.stats.count(entry.verdict);
        }
    }

    std::sort(list.words.begin(), list.words.end());
    const auto unique_end = std::unique(list.words.begin(), list.words.end());
    list.stats.duplicate = static_cast<std::size_t>(list.words.end() - unique_end);
    list.words.erase(unique_end, list.words.end());
    list.stats.kept = list.words.size();
    return list;
}

void merge_words(std::vector<std::string>& words, const std::vector<std::string>& more) {
    words.insert(words.end(), more.begin(), more.end());
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
}

Result<WordList> load_word_list(const std::filesystem::path& path, const ListRules& rules) {
    Result<std::string> text = read_whole_file(path);
    if (!text) return Unexpected<Error>{text.error()};
    return normalise_word_list(*text, rules);
}

Result<WordList> load_place_names(const std::filesystem::path& path, const ListRules& rules) {
    Result<std::string> text = read_whole_file(path);
    if (!text) return Unexpected<Error>{text.error()};
    return normalise_word_list(*text, rules, CaseRule::kIgnoreCase);
}

}  // namespace letterzak::lexicon
