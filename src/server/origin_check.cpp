#include "server/origin_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace letterzak::server {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// "host:443" → "host" for https, "host:80" → "host" for http.
std::string without_default_port(std::string host, std::string_view scheme) {
    const std::string_view port = scheme == "https" ? ":443" : ":80";
    // erase, not resize: g++ 12 sees resize's growing branch and warns of a negative memset.
    if (host.size() > port.size() && host.ends_with(port) && host.back() != ']')
        host.erase(host.size() - port.size());
    return host;
}

}  // namespace

bool changes_state(http::verb method) {
    return method != http::verb::get && method != http::verb::head && method != http::verb::options;
}

Result<std::string> normalise_origin(std::string_view origin) {
    const auto sep = origin.find("://");
    if (sep == std::string_view::npos)
        return make_error(
            "bad_origin",
            fmt::format("'{}' is not an origin such as https://club.example", origin));
    const std::string scheme = lower(origin.substr(0, sep));
    std::string_view host = origin.substr(sep + 3);
    if (!host.empty() && host.back() == '/') host.remove_suffix(1);
    if ((scheme != "http" && scheme != "https") || host.empty() ||
        host.find_first_of("/?#@ ") != std::string_view::npos)
        return make_error(
            "bad_origin",
            fmt::format("'{}' is not an origin such as https://club.example", origin));
    return scheme + "://" + without_default_port(lower(host), scheme);
}

Result<void> check_origin(const Request& request, bool https,
                          const std::vector<std::string>& allowed) {
    const auto it = request.find(http::field::origin);
    if (it == request.end()) return {};
    const std::string_view raw(it->value().data(), it->value().size());
    auto origin = normalise_origin(raw);
    if (!origin)
        return make_error("bad_origin", "this request comes from a page that may not send it");
    if (std::find(allowed.begin(), allowed.end(), *origin) != allowed.end()) return {};
    const auto host = request.find(http::field::host);
    if (host != request.end()) {
        const std::string scheme = https ? "https" : "http";
        const std::string own =
            scheme + "://" +
            without_default_port(lower({host->value().data(), host->value().size()}), scheme);
        if (*origin == own) return {};
    }
    return make_error("bad_origin",
                      "this request comes from another site's page: refused (see --allow-origin)");
}

}  // namespace letterzak::server
