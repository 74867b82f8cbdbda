#include "server/session_cookie.hpp"

#include <fmt/format.h>

namespace letterzak::server {

namespace {

std::string_view header(const Request& request, http::field field) {
    const auto it = request.find(field);
    if (it == request.end()) return {};
    return {it->value().data(), it->value().size()};
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

}  // namespace

std::string session_secret(const Request& request) {
    // Cookie: a=1; lz_session=…; b=2 (RFC 6265 5.4). Several Cookie headers are joined.
    for (auto it = request.find(http::field::cookie);
         it != request.end() && it->name() == http::field::cookie; ++it) {
        std::string_view rest(it->value().data(), it->value().size());
        while (!rest.empty()) {
            const auto semi = rest.find(';');
            const std::string_view pair = trim(rest.substr(0, semi));
            rest = semi == std::string_view::npos ? std::string_view() : rest.substr(semi + 1);
            const auto eq = pair.find('=');
            if (eq != std::string_view::npos && trim(pair.substr(0, eq)) == kSessionCookie)
                return std::string(trim(pair.substr(eq + 1)));
        }
    }
    return {};
}

std::string session_cookie(std::string_view secret, std::int64_t max_age_seconds, bool secure) {
    return fmt::format("{}={}; Path=/; Max-Age={}; HttpOnly; SameSite=Strict{}", kSessionCookie,
                       secret, max_age_seconds, secure ? "; Secure" : "");
}

std::string cleared_session_cookie(bool secure) {
    return fmt::format("{}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict{}", kSessionCookie,
                       secure ? "; Secure" : "");
}

bool same_site_request(const Request& request) {
    const auto site = request.find("Sec-Fetch-Site");
    if (site != request.end()) {
        const std::string_view v(site->value().data(), site->value().size());
        return v == "same-origin";
    }
    return !header(request, http::field::origin).empty();
}

}  // namespace letterzak::server
