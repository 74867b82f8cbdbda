#pragma once
// A word as a person types it ("Bijl", "café", "[IJ]s"), looked up in a compiled lexicon: the
// one reading of typed words that `letterzak check` and the server's word check share, so the
// terminal and the board answer the same for the same word.

#include <string_view>

#include "lexicon/lexicon.hpp"

namespace letterzak::lexicon {

// Whether the lexicon holds the typed word, read as the lexicon reads its list (its reading:
// under box-ij "bijl" is B-IJ-L, under woordspel "byl" stands for bijl) through the same
// normalisation, except that capitals are only how the word was typed, not a name. The GCG/CGP
// token for the IJ tile ("[IJ]", "[ij]") is read as the two letters it spells. A text the
// normalisation drops (digits, spaces, too short or long) is no word.
bool holds_typed_word(const Lexicon& lexicon, std::string_view typed);

}  // namespace letterzak::lexicon
