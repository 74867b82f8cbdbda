#pragma once
// A person's name as others will see it: on the board, in standings, in exported files. Names
// come from people (a form, a command line, a file) and are shown to other people, so the
// characters that change how the text around them looks are taken out where names come in:
// control characters (C0, DEL, C1: a newline would break a score sheet's or a CSV's lines) and
// the Unicode bidirectional controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069
// isolates, U+200E/U+200F/U+061C marks): an override turns "Anna" into what reads as another
// name, and runs on into whatever is printed after it. Bytes that are not UTF-8 are dropped.

#include <cstddef>
#include <string>
#include <string_view>

namespace letterzak::core {

// The name with those characters dropped, spaces trimmed at both ends, and cut to at most
// max_bytes at a character boundary.
std::string clean_display_name(std::string_view raw, std::size_t max_bytes = 200);

}  // namespace letterzak::core
