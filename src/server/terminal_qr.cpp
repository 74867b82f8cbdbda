#include "server/terminal_qr.hpp"

#include <qrencode.h>

#include <memory>

namespace letterzak::server {

Result<std::string> terminal_qr(std::string_view text) {
    const std::string input(text);
    std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString(input.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code) return make_error("qr_failed", "the address does not fit in a QR code");
    constexpr int kQuiet = 4;
    const int width = code->width;
    // Module (x, y), quiet zone included; true = dark.
    auto dark = [&](int x, int y) {
        x -= kQuiet;
        y -= kQuiet;
        if (x < 0 || y < 0 || x >= width || y >= width) return false;
        return (code->data[y * width + x] & 1) != 0;
    };
    const int size = width + 2 * kQuiet;
    std::string out;
    for (int y = 0; y < size; y += 2) {
        for (int x = 0; x < size; ++x) {
            // Light is drawn (the terminal's foreground), dark left blank: upper/lower halves.
            const bool top = !dark(x, y);
            const bool bottom = y + 1 < size ? !dark(x, y + 1) : false;
            if (top && bottom)
                out += "\u2588";
            else if (top)
                out += "\u2580";
            else if (bottom)
                out += "\u2584";
            else
                out += ' ';
        }
        out += '\n';
    }
    return out;
}

}  // namespace letterzak::server
