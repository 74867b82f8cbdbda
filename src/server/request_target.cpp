#include "server/request_target.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace letterzak::server {

namespace {

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::optional<std::string> percent_decode(std::string_view s, bool plus_is_space) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%') {
            if (i + 2 >= s.size()) return std::nullopt;
            const int hi = hex_value(s[i + 1]), lo = hex_value(s[i + 2]);
            if (hi < 0 || lo < 0) return std::nullopt;
            out += static_cast<char>(hi * 16 + lo);
            i += 2;
        } else if (s[i] == '+' && plus_is_space) {
            out += ' ';
        } else {
            out += s[i];
        }
    }
    if (out.find('\0') != std::string::npos) return std::nullopt;
    return out;
}

}  // namespace

std::optional<RequestTarget> parse_target(std::string_view target) {
    if (target.empty() || target[0] != '/' || target.size() > 2048) return std::nullopt;
    RequestTarget t;
    const auto q = target.find('?');
    auto path = percent_decode(target.substr(0, q), false);
    if (!path) return std::nullopt;
    t.path = *path;
    std::size_t start = 1;
    while (start <= t.path.size()) {
        const auto end = t.path.find('/', start);
        const std::string seg =
            t.path.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (seg == ".." || seg == ".") return std::nullopt;
        if (!seg.empty()) t.segments.push_back(seg);
        if (end == std::string::npos) break;
        start = end + 1;
    }
    if (q != std::string_view::npos) {
        std::string_view rest = target.substr(q + 1);
        while (!rest.empty()) {
            const auto amp = rest.find('&');
            const std::string_view pair = rest.substr(0, amp);
            const auto eq = pair.find('=');
            auto key = percent_decode(pair.substr(0, eq), true);
            auto value = percent_decode(
                eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1), true);
            if (!key || !value) return std::nullopt;
            t.query.emplace(std::move(*key), std::move(*value));
            if (amp == std::string_view::npos) break;
            rest = rest.substr(amp + 1);
        }
    }
    return t;
}

std::string request_token(const Request& request, const RequestTarget& target) {
    const auto auth = request.find(http::field::authorization);
    if (auth != request.end()) {
        const std::string_view value(auth->value().data(), auth->value().size());
        constexpr std::string_view kBearer = "Bearer ";
        if (value.size() > kBearer.size() && value.substr(0, kBearer.size()) == kBearer)
            return std::string(value.substr(kBearer.size()));
        return std::string(value);  // a malformed header is still a token, and fails as one
    }
    const auto protocols = request.find(http::field::sec_websocket_protocol);
    if (protocols != request.end()) {
        std::string_view list(protocols->value().data(), protocols->value().size());
        while (!list.empty()) {
            const auto comma = list.find(',');
            std::string_view p = list.substr(0, comma);
            while (!p.empty() && p.front() == ' ') p.remove_prefix(1);
            while (!p.empty() && p.back() == ' ') p.remove_suffix(1);
            if (p.substr(0, kTokenProtocolPrefix.size()) == kTokenProtocolPrefix)
                return std::string(p.substr(kTokenProtocolPrefix.size()));
            if (comma == std::string_view::npos) break;
            list.remove_prefix(comma + 1);
        }
    }
    const auto it = target.query.find("token");
    return it == target.query.end() ? std::string() : it->second;
}

Result<std::size_t> page_limit(const RequestTarget& target, std::size_t fallback, std::size_t cap) {
    const auto it = target.query.find("limit");
    if (it == target.query.end()) return fallback;
    const std::string& text = it->second;
    auto bad = [&] {
        return make_error("bad_request",
                          fmt::format("'limit' is a whole number from 0 to {}, not '{}'", cap,
                                      text.substr(0, 20)));
    };
    if (text.empty() || text.size() > 9 ||
        text.find_first_not_of("0123456789") != std::string::npos)
        return bad();
    return std::min<std::size_t>(cap, std::stoul(text));
}

}  // namespace letterzak::server
