#include "core/display_name.hpp"

#include <cstdint>

namespace letterzak::core {

namespace {

bool shown(std::uint32_t cp) {
    if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return false;             // C0, DEL, C1
    if (cp == 0x061c || cp == 0x200e || cp == 0x200f) return false;        // bidi marks
    if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069))  // overrides, isolates
        return false;
    return true;
}

// The length of the UTF-8 sequence at s[i] and its code point; 0 when it is not well formed
// (overlong forms, surrogates and values past U+10FFFF included).
std::size_t decode(std::string_view s, std::size_t i, std::uint32_t& cp) {
    const auto b0 = static_cast<unsigned char>(s[i]);
    std::size_t n = 0;
    std::uint32_t min = 0;
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    } else if ((b0 & 0xe0) == 0xc0) {
        n = 2, cp = b0 & 0x1fU, min = 0x80;
    } else if ((b0 & 0xf0) == 0xe0) {
        n = 3, cp = b0 & 0x0fU, min = 0x800;
    } else if ((b0 & 0xf8) == 0xf0) {
        n = 4, cp = b0 & 0x07U, min = 0x10000;
    } else {
        return 0;
    }
    if (i + n > s.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        const auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xc0) != 0x80) return 0;
        cp = (cp << 6) | (b & 0x3fU);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
    return n;
}

}  // namespace

std::string clean_display_name(std::string_view raw, std::size_t max_bytes) {
    std::string out;
    for (std::size_t i = 0; i < raw.size();) {
        std::uint32_t cp = 0;
        const std::size_t n = decode(raw, i, cp);
        if (n == 0) {
            ++i;
            continue;
        }
        if (shown(cp)) out.append(raw.substr(i, n));
        i += n;
    }
    const std::size_t start = out.find_first_not_of(' ');
    if (start == std::string::npos) return {};
    out = out.substr(start, out.find_last_not_of(' ') - start + 1);
    if (out.size() > max_bytes) {
        std::size_t cut = max_bytes;
        while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xc0) == 0x80) --cut;
        out.resize(cut);
    }
    return out;
}

}  // namespace letterzak::core
