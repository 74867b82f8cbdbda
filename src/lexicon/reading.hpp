#pragma once
// Readings: how a normalised word (lower-case a..z) becomes the letter strings a lexicon holds.
//
// The same word list serves every rule set, but the tiles differ: the older Dutch box has one
// IJ tile, and woordspel lets a Y tile stand for "ij". Rather than teach the move generator
// about either, the lexicon stores each word as the tile strings that may spell it:
//   kPlain      bijl → B I J L
//   kIjDigraph  bijl → B IJ L          (and only that: B I J L is not a word in this set)
//   kYForIj     bijl → B I J L, B Y L  (every subset of the "ij" pairs written as Y)

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "core/alphabet.hpp"

namespace letterzak::lexicon {

using core::Letter;
using core::WordReading;

// A lexicon word has 2..15 tiles: one tile is not a word, and the board is 15 squares wide.
inline constexpr std::size_t kMinWordLetters = 2;
inline constexpr std::size_t kMaxWordLetters = 15;

// "plain", "ij-digraph", "y-for-ij": used in cache file names and messages.
std::string_view reading_name(WordReading reading);
std::optional<WordReading> reading_from_name(std::string_view name);

// The tiles that spell a word as typed, without alternatives: kIjDigraph reads "ij" as the IJ
// tile, the other readings read letter by letter (a Y typed by the user is already a Y).
std::vector<Letter> tiles_of_word(std::string_view word, WordReading reading);

// Every tile string that spells a normalised word under the reading (one for kPlain and
// kIjDigraph, 2^k for kYForIj with k "ij" pairs), whatever their length. The plain spelling
// comes first.
std::vector<std::vector<Letter>> spellings_of(std::string_view word, WordReading reading);

// Whether a tile count fits the 2..15 limits.
constexpr bool fits_board(std::size_t letters) {
    return letters >= kMinWordLetters && letters <= kMaxWordLetters;
}

// The shortest and longest tile count among spellings_of(word, reading), computed without
// building them: the normaliser's length rule is "some spelling fits the board".
struct LetterCountRange {
    std::size_t shortest = 0;
    std::size_t longest = 0;
};
LetterCountRange letter_count_range(std::string_view word, WordReading reading);

}  // namespace letterzak::lexicon
