#include "core/display_name.hpp"

#include <cstdint>

#include "core/utf8.hpp"

namespace letterzak::core {

namespace {

bool shown(std::uint32_t cp) {
    if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return false;             // C0, DEL, C1
    if (cp == 0x061c || cp == 0x200e || cp == 0x200f) return false;        // bidi marks
    if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069))  // overrides, isolates
        return false;
    return true;
}

}  // namespace

std::string clean_display_name(std::string_view raw, std::size_t max_bytes) {
    std::string out;
    for (std::size_t i = 0; i < raw.size();) {
        std::uint32_t cp = 0;
        const std::size_t n = utf8_sequence(raw, i, cp);
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
