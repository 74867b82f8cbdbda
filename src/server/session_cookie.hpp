#pragma once
// The session cookie: `lz_session=<secret>; Path=/; HttpOnly; SameSite=Strict; Max-Age=…`
// and `Secure` when the client reached us over HTTPS (here or at a trusted proxy). HttpOnly
// keeps it from scripts (an injected script cannot read it), SameSite=Strict keeps other
// sites' pages from sending it, and the state-changing requests that use it must also show
// they come from our own pages (same_site_request).

#include <cstdint>
#include <string>
#include <string_view>

#include "server/http_message.hpp"

namespace letterzak::server {

inline constexpr std::string_view kSessionCookie = "lz_session";

// The session secret a request's Cookie header carries, or empty.
std::string session_secret(const Request& request);
// Set-Cookie values: a session for `max_age_seconds`, and its removal.
std::string session_cookie(std::string_view secret, std::int64_t max_age_seconds, bool secure);
std::string cleared_session_cookie(bool secure);

// CSRF: a state-changing request that a cookie authorises must come from our own pages. A
// browser says so with Origin (http_session has already refused a foreign one) or with
// Sec-Fetch-Site: same-origin; a request with neither, or one a browser marks cross-site, is
// refused before anything changes.
bool same_site_request(const Request& request);

}  // namespace letterzak::server
