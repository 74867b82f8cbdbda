#include "lexicon/typed_word.hpp"

#include <string>

#include "lexicon/normalise.hpp"

namespace letterzak::lexicon {

namespace {

// The GCG/CGP token for the IJ tile, "[IJ]" or "[ij]", typed as the two letters it spells.
std::string expand_ij_tokens(std::string word) {
    for (const std::string_view token : {"[IJ]", "[ij]", "[Ij]", "[iJ]"})
        for (std::size_t at = word.find(token); at != std::string::npos; at = word.find(token))
            word.replace(at, token.size(), "ij");
    return word;
}

}  // namespace

bool holds_typed_word(const Lexicon& lexicon, std::string_view typed) {
    const NormalisedEntry entry = normalise_entry(expand_ij_tokens(std::string(typed)),
                                                  lexicon.list_rules(), CaseRule::kIgnoreCase);
    return entry.verdict == Verdict::kKept && lexicon.contains_word(entry.word);
}

}  // namespace letterzak::lexicon
