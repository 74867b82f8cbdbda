#pragma once
// Letters as small integers. Every tile set and every lexicon share one letter space, so a
// compiled lexicon works with any tile set that uses its letters:
//   1..26 = A..Z, 27 = the IJ digraph tile of the older Dutch edition.
// A tile on the board or in a move is a Letter with kBlankBit set when a blank stands for it.
// On a rack a blank is kBlank (0): it has no letter until it is played.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace letterzak::core {

using Letter = std::uint8_t;

inline constexpr Letter kBlank = 0;        // a blank on a rack or in the bag
inline constexpr Letter kFirstLetter = 1;  // A
inline constexpr Letter kLetterIJ = 27;    // the single IJ tile
inline constexpr Letter kLastLetter = 27;
inline constexpr int kLetterSlots = 28;  // 0 (blank) .. 27, for per-letter arrays
inline constexpr Letter kLetterMask = 0x1f;
inline constexpr Letter kBlankBit = 0x80;    // on board tiles and move tiles: played as a blank
inline constexpr Letter kThroughBit = 0x40;  // in a move's word: a tile already on the board
inline constexpr Letter kUnfixed = 0x1f;     // woordspel: a blank whose letter in this direction
                                             // is not chosen yet (it reads as any letter)

constexpr Letter letter_of(Letter tile) {
    return static_cast<Letter>(tile & kLetterMask);
}
constexpr bool is_blank_tile(Letter tile) {
    return (tile & kBlankBit) != 0;
}
constexpr bool is_letter(Letter l) {
    return l >= kFirstLetter && l <= kLastLetter;
}

// How a lexicon's spelled words map onto tiles, per rule set:
//  kPlain     - one letter, one tile (tournament, box, english);
//  kIjDigraph - "ij" is the single IJ tile and cannot be spelled I+J (box-ij);
//  kYForIj    - as plain, and a Y tile may also stand for "ij" (woordspel: BYL reads bijl).
enum class WordReading : std::uint8_t { kPlain = 0, kIjDigraph = 1, kYForIj = 2 };

// "A".."Z", "IJ"; "?" for kBlank.
std::string letter_name(Letter l);

// Parses one upper- or lower-case tile token at the front of text: a single letter, or a
// bracketed multi-letter tile such as "[IJ]" / "[ij]". Returns the letter, whether it was
// written in lower case (a blank, in GCG and CGP), and how many characters it used.
struct LetterToken {
    Letter letter = 0;
    bool lower = false;
    std::size_t length = 0;
};
std::optional<LetterToken> read_letter_token(std::string_view text);

// Writes a letter as a token: "A", "a" (lower), "[IJ]", "[ij]".
std::string letter_token(Letter l, bool lower);

// A letter as it appears in a normalised word: 'a'..'z' map to 1..26. With ij_digraph, the
// pair "ij" becomes the single IJ letter (the box-ij rule set's lexicon reading).
std::vector<Letter> letters_of_word(std::string_view word, bool ij_digraph);

// The plain spelling of letters ("IJ" for the digraph), upper case.
std::string word_of_letters(const std::vector<Letter>& letters);

}  // namespace letterzak::core
