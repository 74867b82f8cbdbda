#pragma once
// HTTP messages as the server writes them: a Reply turned into a response with the headers
// every answer carries (no sniffing, no caching of API answers, a strict content policy, no
// referrer: a seat link must not leak to another site).

#include <boost/beast/http.hpp>
#include <string>

#include "server/reply.hpp"

namespace letterzak::server {

namespace http = boost::beast::http;
using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;

Response make_response(const Reply& reply, unsigned version, bool keep_alive);
Response error_response(unsigned status, std::string code, std::string message, unsigned version,
                        bool keep_alive);
void add_common_headers(Response& response);

}  // namespace letterzak::server
