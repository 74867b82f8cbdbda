#pragma once
// The parts of a request the routes look at: the path split into segments, the query
// parameters (percent-decoded), and the seat token, which comes in the Authorization header
// ("Bearer <token>") or, where a header cannot be set (a WebSocket from a browser, a download
// link), as ?token=.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "server/http_message.hpp"

namespace letterzak::server {
// The subprotocol the board asks for, and the one the server answers with.
inline constexpr std::string_view kWebsocketProtocol = "letterzak";
inline constexpr std::string_view kTokenProtocolPrefix = "letterzak-token.";
}  // namespace letterzak::server

namespace letterzak::server {

struct RequestTarget {
    std::string path;
    std::vector<std::string> segments;  // "/api/games/x" → {"api","games","x"}
    std::map<std::string, std::string> query;
};

// Nullopt for a target that is not a clean absolute path (bad escapes, "..", NUL).
std::optional<RequestTarget> parse_target(std::string_view target);

// The "limit" query parameter of a listing: `fallback` when absent; a whole number from 0 up,
// capped at `cap`. Error (bad_request) for anything else (-1, 1e3, "ten"), with a message
// that says what is accepted.
Result<std::size_t> page_limit(const RequestTarget& target, std::size_t fallback, std::size_t cap);

// The token of a request: Authorization: Bearer, else a WebSocket subprotocol
// "letterzak-token.<token>" (how the board sends it: never in an address), else ?token=
// (older links; never logged); empty if none.
std::string request_token(const Request& request, const RequestTarget& target);

}  // namespace letterzak::server
