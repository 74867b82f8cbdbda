#pragma once
// A QR code for a terminal: the lobby's address drawn with Unicode half blocks (two modules
// a character, so it stays square in a terminal), dark modules as spaces on a light frame so
// that a phone reads it on a dark or a light terminal, with the four-module quiet zone the
// standard asks for. Encoded by libqrencode (error correction M).

#include <string>
#include <string_view>

#include "core/result.hpp"

namespace letterzak::server {

Result<std::string> terminal_qr(std::string_view text);

}  // namespace letterzak::server
