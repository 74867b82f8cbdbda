#include "server/http_message.hpp"

namespace letterzak::server {

void add_common_headers(Response& res) {
    res.set(http::field::server, "letterzak");
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Referrer-Policy", "no-referrer");
    res.set("X-Frame-Options", "DENY");
    res.set("Content-Security-Policy",
            "default-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self' "
            "'unsafe-inline'; "
            "frame-ancestors 'none'; base-uri 'none'; form-action 'self'");
}

Response make_response(const Reply& reply, unsigned version, bool keep_alive) {
    Response res{static_cast<http::status>(reply.status), version};
    add_common_headers(res);
    res.set(http::field::cache_control, "no-store");
    if (!reply.content_type.empty()) {
        res.set(http::field::content_type, reply.content_type);
        if (!reply.filename.empty())
            res.set(http::field::content_disposition,
                    "attachment; filename=\"" + reply.filename + "\"");
        res.body() = reply.text;
    } else {
        res.set(http::field::content_type, "application/json; charset=utf-8");
        // Replacement characters instead of an exception if a name ever holds broken UTF-8.
        res.body() =
            reply.body.is_null()
                ? std::string("{}")
                : reply.body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }
    res.keep_alive(keep_alive);
    res.prepare_payload();
    return res;
}

Response error_response(unsigned status, std::string code, std::string message, unsigned version,
                        bool keep_alive) {
    return make_response(Reply::error(status, std::move(code), std::move(message)), version,
                         keep_alive);
}

}  // namespace letterzak::server
