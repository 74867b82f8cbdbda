#pragma once
// Who the client really is when the server sits behind a reverse proxy. `--trusted-proxy CIDR`
// names the proxies; only a connection from one of them may say, in X-Forwarded-For and
// X-Forwarded-Proto, for whom and over what it speaks. Anyone else's headers are ignored, so
// a client cannot forge an address to escape its rate limit or to stain another's log line.

#include <boost/asio/ip/address.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "server/http_message.hpp"

namespace letterzak::server {

// An address block, "10.0.0.0/8", "::1/128"; a lone address is a block of one.
struct Cidr {
    boost::asio::ip::address network;
    unsigned prefix = 0;
    bool contains(const boost::asio::ip::address& address) const;
};

Result<Cidr> parse_cidr(std::string_view text);

// Whether `address` is one of the trusted proxies.
bool is_trusted_proxy(const boost::asio::ip::address& address, const std::vector<Cidr>& trusted);

struct ClientOrigin {
    std::string address;  // the client's address, for rate limits and logs
    bool via_proxy = false;
    bool https = false;  // the client's own connection is TLS (ours, or the proxy's)
};

// The client of `request` that came in over a connection from `peer` (TLS or not). From a
// trusted proxy the client is the right-most X-Forwarded-For entry that is not itself a
// trusted proxy (the entries left of it are the client's own claims); from anyone else the
// peer is the client and the headers mean nothing.
ClientOrigin client_origin(const boost::asio::ip::address& peer, bool tls, const Request& request,
                           const std::vector<Cidr>& trusted);

}  // namespace letterzak::server
