#pragma once
// A learner's vocabulary: the words of the lexicon a casual Dutch player would know and use.
//
// No word-frequency list ships with the engine (Debian's wdutch has none), so "common" is read
// from the lexicon itself: a word that many other lexicon words are built from (huis in
// huiskamer, boekenhuis …) is a word people know. A word's productivity is the number of
// lexicon entries that split into it and another lexicon word (a two-part compound). The
// vocabulary keeps short words (max_length) that are at least min_productivity productive, and
// the two-letter words a learner meets first if asked.

#include <cstdint>
#include <memory>
#include <vector>

#include "core/alphabet.hpp"
#include "lexicon/kwg.hpp"

namespace letterzak::ai {

struct VocabularySettings {
    int max_length = 5;
    int min_productivity = 8;
};

// The vocabulary's entries, sorted (tile strings as the lexicon holds them).
std::vector<std::vector<core::Letter>> vocabulary_words(const lexicon::Kwg& full,
                                                        const VocabularySettings& settings);

// The same as an automaton the move generator can walk.
std::shared_ptr<const lexicon::Kwg> build_vocabulary(const lexicon::Kwg& full,
                                                     const VocabularySettings& settings);

}  // namespace letterzak::ai
