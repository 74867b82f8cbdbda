#include "core/utf8.hpp"

namespace letterzak::core {

std::size_t utf8_sequence(std::string_view s, std::size_t i, std::uint32_t& cp) {
    const auto b0 = static_cast<unsigned char>(s[i]);
    std::size_t n = 0;
    std::uint32_t min = 0;
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    if ((b0 & 0xe0) == 0xc0) {
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

bool is_utf8(std::string_view text) {
    std::uint32_t cp = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8_sequence(text, i, cp);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

}  // namespace letterzak::core
