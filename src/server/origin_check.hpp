#pragma once
// Cross-site request refusal. A browser sends `Origin` with every WebSocket upgrade and every
// state-changing request (POST, PUT, PATCH, DELETE); a page on another site that tries to
// drive a seat (cross-site WebSocket hijacking, a forged move) is refused with 403
// `bad_origin` before anything happens. Same origin means the Origin's host and port are the
// request's Host (default ports 80/443 taken as written or not), and its scheme is the one the
// client used (TLS here or at a trusted proxy). `--allow-origin` names deliberate exceptions
// (exact origins such as "https://club.example"). A request without Origin is not from a
// browser page (curl, the tests, a native client) and passes: a browser always sends one here.

#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "server/http_message.hpp"

namespace letterzak::server {

// Whether a request of this method changes something (and so needs its Origin checked).
bool changes_state(http::verb method);

// Checks a request whose client used https (or not); `allowed` are the --allow-origin values,
// normalised by normalise_origin.
Result<void> check_origin(const Request& request, bool https,
                          const std::vector<std::string>& allowed);

// "HTTPS://Club.Example:443/" → "https://club.example"; an error if it is not an origin.
Result<std::string> normalise_origin(std::string_view origin);

}  // namespace letterzak::server
