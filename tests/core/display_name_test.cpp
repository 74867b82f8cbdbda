#include "core/display_name.hpp"

#include <gtest/gtest.h>

namespace letterzak::core {
namespace {

TEST(DisplayName, DropsControlAndBidiCharactersAndTrims) {
    EXPECT_EQ(clean_display_name("  Anna\x01\n de Vries\t "), "Anna de Vries");
    // U+202E RIGHT-TO-LEFT OVERRIDE, U+2066 LRI, U+2069 PDI, U+200F RLM, U+0085 NEL (C1).
    EXPECT_EQ(clean_display_name("\u202eAnna\u2066x\u2069\u200f\u0085"), "Annax");
    EXPECT_EQ(clean_display_name("\u202a\u202b\u202c\u202d\u2067\u2068\u200e\u061c"), "");
    // Letters from other scripts, accents and emoji stay.
    EXPECT_EQ(clean_display_name("Zoë Ünal 李 مريم 🙂"), "Zoë Ünal 李 مريم 🙂");
    // Bytes that are not UTF-8 are dropped: a lone continuation byte, an overlong '/', a
    // surrogate, a cut sequence.
    EXPECT_EQ(clean_display_name("a\x80"
                                 "b\xc0\xaf"
                                 "c\xed\xa0\x80"
                                 "d\xe2\x80"),
              "abcd");
}

TEST(DisplayName, CutsAtACharacterBoundary) {
    EXPECT_EQ(clean_display_name("ëëë", 3), "ë");  // two bytes each: the third byte would split
    EXPECT_EQ(clean_display_name(std::string(300, 'x')).size(), 200u);
}

}  // namespace
}  // namespace letterzak::core
