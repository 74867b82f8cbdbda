#pragma once
// Where `letterzak serve` listens: one `--listen ADDR[:PORT]` each. ADDR is an IPv4 address
// (`0.0.0.0`, `192.168.1.20`) or an IPv6 address in brackets (`[::]`, `[fe80::1%eth0]` is
// refused: a link-local address is no use in a link), a bare port (`:9000` or `9000`) means the
// loopback default. A missing port is the `--port` value. An IPv6 listener takes IPv6 only, so
// `--listen 0.0.0.0:8080 --listen [::]:8080` works side by side.

#include <boost/asio/ip/tcp.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"

namespace letterzak::server {

struct ListenAddress {
    boost::asio::ip::address address;
    std::optional<std::uint16_t> port;  // nullopt: the --port value

    // "127.0.0.1:8080", "[::1]:8080" (with the given port when none was set).
    std::string to_string(std::uint16_t default_port) const;
};

// Reads one --listen value; a clear error for anything else.
Result<ListenAddress> parse_listen_address(std::string_view text);

// The endpoints to bind: every --listen value with --port filled in, or 127.0.0.1:port alone.
std::vector<boost::asio::ip::tcp::endpoint> listen_endpoints(
    const std::vector<ListenAddress>& listen, std::uint16_t default_port);

// "host:port" as it goes into a URL: IPv6 in brackets.
std::string host_port(const boost::asio::ip::address& address, std::uint16_t port);

// True when an address can only be reached from this machine (127.0.0.0/8, ::1).
bool is_loopback(const boost::asio::ip::address& address);

}  // namespace letterzak::server
