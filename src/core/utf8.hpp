#pragma once
// UTF-8, decoded one character at a time: for the places that take text from outside (names,
// game records) and must tell well-formed UTF-8 from anything else.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace letterzak::core {

// The length of the well-formed UTF-8 sequence at text[at] (1–4), with its code point in cp;
// 0 when there is none: a stray or missing continuation byte, a cut sequence, an overlong form,
// a surrogate, or a value past U+10FFFF.
std::size_t utf8_sequence(std::string_view text, std::size_t at, std::uint32_t& cp);

// Whether all of text is well-formed UTF-8.
bool is_utf8(std::string_view text);

}  // namespace letterzak::core
