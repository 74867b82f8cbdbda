// libFuzzer target: the word-list normaliser, which reads whatever text file a user points
// --lexicon at. Checks its promises on every input: the counts add up, every kept word is
// lower-case a..z and fits the board in its reading, the list is sorted and unique, and a
// lexicon built from it holds every word.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "lexicon/lexicon.hpp"
#include "lexicon/normalise.hpp"
#include "lexicon/reading.hpp"

using letterzak::fuzz::check;

namespace {

using namespace letterzak::lexicon;
using letterzak::core::WordReading;

void check_list(std::string_view text, WordReading reading) {
    const WordList list = normalise_word_list(text, reading);
    const NormaliseStats& s = list.stats;
    check(s.read == s.kept + s.proper_name + s.bad_character + s.too_short + s.too_long +
                        s.no_vowel + s.duplicate + s.lone_letter + s.joined_word);
    check(s.kept == list.words.size());
    check(std::adjacent_find(list.words.begin(), list.words.end(),
                             [](const auto& a, const auto& b) { return !(a < b); }) ==
          list.words.end());
    for (const std::string& w : list.words) {
        check(std::all_of(w.begin(), w.end(), [](char c) { return c >= 'a' && c <= 'z'; }));
        const LetterCountRange range = letter_count_range(w, reading);
        check(range.shortest <= kMaxWordLetters && range.longest >= kMinWordLetters);
        // Normalising is idempotent.
        const NormalisedEntry again = normalise_entry(w, reading, CaseRule::kCapitalIsName);
        check(again.verdict == Verdict::kKept && again.word == w);
    }
    // Building is the costly part: keep it to small inputs so the fuzzer stays fast.
    if (text.size() <= 2048) {
        const auto lex = Lexicon::from_words(list.words, reading);
        check(lex.has_value());
        for (const std::string& w : list.words) {
            check(lex->contains_word(w) == fits_board(tiles_of_word(w, reading).size()));
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const auto r : {WordReading::kPlain, WordReading::kIjDigraph, WordReading::kYForIj}) {
        check_list(text, r);
    }
    (void)normalise_entry(text, WordReading::kPlain, CaseRule::kIgnoreCase);
    return 0;
}
