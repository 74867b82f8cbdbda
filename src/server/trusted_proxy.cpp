#include "server/trusted_proxy.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace letterzak::server {

namespace net = boost::asio;

namespace {

// IPv4 as IPv4-mapped IPv6: one comparison for both families.
net::ip::address_v6 as_v6(const net::ip::address& a) {
    if (a.is_v6()) return a.to_v6();
    return net::ip::make_address_v6(net::ip::v4_mapped, a.to_v4());
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

}  // namespace

bool Cidr::contains(const net::ip::address& address) const {
    const auto a = as_v6(address).to_bytes();
    const auto n = as_v6(network).to_bytes();
    const unsigned bits = network.is_v4() ? prefix + 96 : prefix;
    for (unsigned i = 0; i < 16; ++i) {
        const unsigned from = i * 8;
        if (from >= bits) break;
        const unsigned take = std::min(8u, bits - from);
        const auto mask = static_cast<unsigned char>(0xFFu << (8 - take));
        if ((a[i] & mask) != (n[i] & mask)) return false;
    }
    return true;
}

Result<Cidr> parse_cidr(std::string_view text) {
    const auto slash = text.find('/');
    const std::string host(text.substr(0, slash));
    boost::system::error_code ec;
    Cidr c;
    c.network = net::ip::make_address(host, ec);
    if (ec)
        return make_error("bad_cidr",
                          fmt::format("'{}' is not an address block such as 10.0.0.0/8", text));
    const unsigned max = c.network.is_v4() ? 32 : 128;
    c.prefix = max;
    if (slash != std::string_view::npos) {
        const std::string_view p = text.substr(slash + 1);
        const auto [end, perr] = std::from_chars(p.data(), p.data() + p.size(), c.prefix);
        if (p.empty() || perr != std::errc() || end != p.data() + p.size() || c.prefix > max)
            return make_error("bad_cidr",
                              fmt::format("'{}': the prefix length must be 0 to {}", text, max));
    }
    return c;
}

bool is_trusted_proxy(const net::ip::address& address, const std::vector<Cidr>& trusted) {
    return std::any_of(trusted.begin(), trusted.end(),
                       [&](const Cidr& c) { return c.contains(address); });
}

ClientOrigin client_origin(const net::ip::address& peer, bool tls, const Request& request,
                           const std::vector<Cidr>& trusted) {
    auto is_trusted = [&](const net::ip::address& a) { return is_trusted_proxy(a, trusted); };
    ClientOrigin out{peer.to_string(), false, tls};
    if (!is_trusted(peer)) return out;
    // Every X-Forwarded-For header, in order, is one comma-separated list.
    std::vector<std::string_view> hops;
    const auto [first, last] = request.equal_range("X-Forwarded-For");
    for (auto it = first; it != last; ++it) {
        std::string_view v(it->value().data(), it->value().size());
        while (!v.empty()) {
            const auto comma = v.find(',');
            hops.push_back(trim(v.substr(0, comma)));
            if (comma == std::string_view::npos) break;
            v.remove_prefix(comma + 1);
        }
    }
    for (auto h = hops.rbegin(); h != hops.rend(); ++h) {
        boost::system::error_code ec;
        const auto a = net::ip::make_address(std::string(*h), ec);
        if (ec) break;  // garbage from further left is not believed, nor anything beyond it
        out.address = a.to_string();
        out.via_proxy = true;
        if (!is_trusted(a)) break;
    }
    const auto proto = request.find("X-Forwarded-Proto");
    if (proto != request.end()) {
        const std::string_view p = trim({proto->value().data(), proto->value().size()});
        out.https = boost::beast::iequals(p, "https");
    }
    return out;
}

}  // namespace letterzak::server
