#include "server/listen_address.hpp"

#include <fmt/format.h>

#include <charconv>

namespace letterzak::server {

namespace net = boost::asio;

namespace {

Result<std::uint16_t> parse_port(std::string_view text, std::string_view whole) {
    unsigned value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value > 65535)
        return make_error("bad_listen", fmt::format("'{}': the port must be 0 to 65535", whole));
    return static_cast<std::uint16_t>(value);
}

}  // namespace

Result<ListenAddress> parse_listen_address(std::string_view text) {
    ListenAddress out;
    if (text.empty()) return make_error("bad_listen", "--listen needs an address, ADDR[:PORT]");
    std::string_view host = text;
    std::string_view port;
    if (!text.empty() && text.front() == '[') {
        const auto close = text.find(']');
        if (close == std::string_view::npos)
            return make_error("bad_listen", fmt::format("'{}': an IPv6 address needs its ]", text));
        host = text.substr(1, close - 1);
        const std::string_view rest = text.substr(close + 1);
        if (!rest.empty()) {
            if (rest.front() != ':')
                return make_error("bad_listen", fmt::format("'{}': expected [ADDRESS]:PORT", text));
            port = rest.substr(1);
            if (port.empty())
                return make_error("bad_listen", fmt::format("'{}': the port is missing", text));
        }
    } else if (const auto colon = text.find(':'); colon != std::string_view::npos) {
        if (text.find(':', colon + 1) != std::string_view::npos)
            return make_error(
                "bad_listen",
                fmt::format("'{}': write an IPv6 address in brackets, [::]:8080", text));
        host = text.substr(0, colon);
        port = text.substr(colon + 1);
        if (port.empty())
            return make_error("bad_listen", fmt::format("'{}': the port is missing", text));
    } else if (!text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos) {
        host = {};
        port = text;
    }
    if (!port.empty()) {
        auto p = parse_port(port, text);
        if (!p) return Unexpected<Error>{p.error()};
        out.port = *p;
    }
    if (host.empty()) {
        out.address = net::ip::make_address_v4("127.0.0.1");
        return out;
    }
    boost::system::error_code ec;
    out.address = net::ip::make_address(std::string(host), ec);
    if (ec)
        return make_error("bad_listen", fmt::format("'{}' is not an IP address (a name such as "
                                                    "'localhost' is not taken: give the address)",
                                                    host));
    if (out.address.is_v6() &&
        (out.address.to_v6().is_link_local() || out.address.to_v6().scope_id() != 0))
        return make_error(
            "bad_listen",
            fmt::format("'{}': a link-local IPv6 address cannot be put in a link", host));
    return out;
}

std::string host_port(const net::ip::address& address, std::uint16_t port) {
    if (address.is_v6()) return fmt::format("[{}]:{}", address.to_string(), port);
    return fmt::format("{}:{}", address.to_string(), port);
}

std::string ListenAddress::to_string(std::uint16_t default_port) const {
    return host_port(address, port.value_or(default_port));
}

std::vector<net::ip::tcp::endpoint> listen_endpoints(const std::vector<ListenAddress>& listen,
                                                     std::uint16_t default_port) {
    std::vector<net::ip::tcp::endpoint> out;
    for (const ListenAddress& l : listen)
        out.emplace_back(l.address, l.port.value_or(default_port));
    if (out.empty()) out.emplace_back(net::ip::make_address_v4("127.0.0.1"), default_port);
    return out;
}

bool is_loopback(const net::ip::address& address) {
    if (address.is_v4()) return address.to_v4().is_loopback();
    const auto v6 = address.to_v6();
    if (v6.is_v4_mapped()) return net::ip::make_address_v4(net::ip::v4_mapped, v6).is_loopback();
    return v6.is_loopback();
}

}  // namespace letterzak::server
