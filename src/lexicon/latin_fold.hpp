#pragma once
// Folding Latin letters to the 26 plain letters of a Scrabble tile set.
//
// Word lists are UTF-8 and Dutch uses accents and diereses (café, reünie, coördinatie), but the
// tiles carry none: a letter with a diacritic is played as its base letter. This file knows the
// Latin-1 Supplement and Latin Extended-A blocks (U+00C0..U+017F), which cover every European
// spelling a Dutch list is likely to hold; anything else outside ASCII is "not a letter".

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace letterzak::lexicon {

// One UTF-8 code point read from the front of a string.
struct CodePoint {
    char32_t value = 0;
    std::size_t length = 0;  // bytes used; 0 when the bytes are not valid UTF-8
};

// Decodes one code point at text[pos]. Overlong forms, surrogates and truncated sequences are
// invalid (length 0): a list with broken encoding should not silently produce words.
CodePoint decode_utf8(std::string_view text, std::size_t pos);

// What a code point means to the normaliser.
enum class CharKind : std::uint8_t {
    kLetter,  // folds to one or two plain letters (see Folded)
    kMark,    // combining diacritic (decomposed text): dropped
    kJoiner,  // hyphen or apostrophe: dropped, the parts are joined
    kOther,   // digit, space, dot, symbol, unknown script: the entry is not a word
};

// A code point classified and, for letters, folded to lower-case ASCII. Ligatures fold to two
// letters (æ → ae, œ → oe, ß → ss, the Dutch ĳ ligature → ij).
struct Folded {
    CharKind kind = CharKind::kOther;
    bool upper = false;  // an upper-case letter
    char first = 0;      // 'a'..'z' for letters
    char second = 0;     // second letter of a ligature, else 0
};

Folded fold_code_point(char32_t c);

}  // namespace letterzak::lexicon
