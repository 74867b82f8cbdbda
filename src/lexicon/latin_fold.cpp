#include "lexicon/latin_fold.hpp"

namespace letterzak::lexicon {

CodePoint decode_utf8(std::string_view text, std::size_t pos) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[pos + i]); };
    const std::size_t left = text.size() - pos;
    const unsigned char lead = byte(0);
    if (lead < 0x80) return {lead, 1};

    std::size_t length = 0;
    char32_t value = 0;
    char32_t smallest = 0;  // below this the encoding is overlong
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        value = lead & 0x1Fu;
        smallest = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        value = lead & 0x0Fu;
        smallest = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        value = lead & 0x07u;
        smallest = 0x10000;
    } else {
        return {0, 0};
    }
    if (left < length) return {0, 0};
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80) return {0, 0};
        value = (value << 6) | (byte(i) & 0x3Fu);
    }
    if (value < smallest || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
        return {0, 0};
    }
    return {value, length};
}

namespace {

// Base letters of U+00C0..U+00FF; '?' marks the entries handled apart (×, ÷, ligatures, thorn).
constexpr std::string_view kLatin1 =
    "aaaaaa?ceeeeiiii"   // C0 À Á Â Ã Ä Å Æ Ç È É Ê Ë Ì Í Î Ï
    "dnooooo?ouuuuy??"   // D0 Ð Ñ Ò Ó Ô Õ Ö × Ø Ù Ú Û Ü Ý Þ ß
    "aaaaaa?ceeeeiiii"   // E0 à á â ã ä å æ ç è é ê ë ì í î ï
    "dnooooo?ouuuuy?y";  // F0 ð ñ ò ó ô õ ö ÷ ø ù ú û ü ý þ ÿ

// Base letters of U+0100..U+017F (Latin Extended-A); '?' marks the ligatures Ĳ ĳ Œ œ.
constexpr std::string_view kLatinExtendedA =
    "aaaaaaccccccccdd"   // 0100 Ā ā Ă ă Ą ą Ć ć Ĉ ĉ Ċ ċ Č č Ď ď
    "ddeeeeeeeeeegggg"   // 0110 Đ đ Ē ē Ĕ ĕ Ė ė Ę ę Ě ě Ĝ ĝ Ğ ğ
    "gggghhhhiiiiiiii"   // 0120 Ġ ġ Ģ ģ Ĥ ĥ Ħ ħ Ĩ ĩ Ī ī Ĭ ĭ Į į
    "ii??jjkkklllllll"   // 0130 İ ı Ĳ ĳ Ĵ ĵ Ķ ķ ĸ Ĺ ĺ Ļ ļ Ľ ľ Ŀ
    "lllnnnnnnnnnoooo"   // 0140 ŀ Ł ł Ń ń Ņ ņ Ň ň ŉ Ŋ ŋ Ō ō Ŏ ŏ
    "oo??rrrrrrssssss"   // 0150 Ő ő Œ œ Ŕ ŕ Ŗ ŗ Ř ř Ś ś Ŝ ŝ Ş ş
    "ssttttttuuuuuuuu"   // 0160 Š š Ţ ţ Ť ť Ŧ ŧ Ũ ũ Ū ū Ŭ ŭ Ů ů
    "uuuuwwyyyzzzzzzs";  // 0170 Ű ű Ų ų Ŵ ŵ Ŷ ŷ Ÿ Ź ź Ż ż Ž ž ſ

// Latin Extended-A pairs upper and lower case by parity, but the parity flips twice: after the
// lone ĸ (U+0138) and after the lone ŉ (U+0149), and Ÿ (U+0178) stands alone again.
bool extended_a_upper(char32_t c) {
    if (c == 0x138 || c == 0x149 || c == 0x17F) return false;  // ĸ ŉ ſ: lower case only
    if (c == 0x178) return true;                               // Ÿ
    if (c < 0x138) return c % 2 == 0;
    if (c < 0x149) return c % 2 == 1;
    if (c < 0x178) return c % 2 == 0;
    return c % 2 == 1;
}

Folded letter(char first, bool upper, char second = 0) {
    return Folded{CharKind::kLetter, upper, first, second};
}

}  // namespace

Folded fold_code_point(char32_t c) {
    if (c >= 'a' && c <= 'z') return letter(static_cast<char>(c), false);
    if (c >= 'A' && c <= 'Z') return letter(static_cast<char>(c - 'A' + 'a'), true);
    // Hyphen, apostrophe and their typographic forms (‐ ‑ ’ ‘ ʼ): spelling signs, not letters.
    if (c == '-' || c == '\'' || c == 0x2010 || c == 0x2011 || c == 0x2018 || c == 0x2019 ||
        c == 0x02BC) {
        return Folded{CharKind::kJoiner};
    }
    // Combining diacritical marks: decomposed "e" + U+0301 is just an e.
    if (c >= 0x300 && c <= 0x36F) return Folded{CharKind::kMark};
    if (c >= 0xC0 && c <= 0xFF) {
        const bool upper = c <= 0xDE;
        switch (c) {
            case 0xD7:
            case 0xF7:
                return Folded{};  // × ÷
            case 0xC6:
            case 0xE6:
                return letter('a', upper, 'e');
            case 0xDE:
            case 0xFE:
                return letter('t', upper, 'h');
            case 0xDF:
                return letter('s', false, 's');
            default:
                return letter(kLatin1[c - 0xC0], upper);
        }
    }
    if (c >= 0x100 && c <= 0x17F) {
        const bool upper = extended_a_upper(c);
        switch (c) {
            case 0x132:
            case 0x133:
                return letter('i', upper, 'j');
            case 0x152:
            case 0x153:
                return letter('o', upper, 'e');
            default:
                return letter(kLatinExtendedA[c - 0x100], upper);
        }
    }
    return Folded{};
}

}  // namespace letterzak::lexicon
