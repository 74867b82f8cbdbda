#pragma once
// The answer to an API call, before it becomes HTTP or a WebSocket message: a status, and a
// JSON body or a text download. Errors are {"error": code, "message": text}, the code stable
// for clients to translate, the message in English for logs.

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "core/result.hpp"

namespace letterzak::server {

struct Reply {
    unsigned status = 200;
    nlohmann::json body;  // a JSON reply
    std::string text;     // a text reply (GCG, the score sheet as text) when content_type is set
    std::string content_type;
    std::string filename;  // offered as a download

    bool ok() const { return status < 400; }
    static Reply json(unsigned status, nlohmann::json body);
    static Reply error(unsigned status, std::string code, std::string message);
    // An error of the engine or the store, with the HTTP status its code calls for.
    static Reply refusal(const Error& error);
};

using ReplyFn = std::function<void(Reply)>;

// The HTTP status for an error code: 400 malformed, 401/403 tokens, 404 unknown, 409 not now
// (not your turn, game over), 413 too large, 422 against the rules (an illegal placement),
// 429 too fast, 503 storage or shutdown.
unsigned status_for(std::string_view code);

}  // namespace letterzak::server
