#pragma once
// The key under which the per-address limits (requests, connections, new games) count a client.
// One IPv4 address is one key. IPv6 is counted per /64: a single subscriber or host is routinely
// handed a whole /64, so counting each of its 2^64 addresses apart would let one machine walk
// around every per-address limit. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4
// address. Anything that does not parse as an address (a test's made-up name) is its own key.

#include <string>

namespace letterzak::server {

std::string address_key(const std::string& address);

}  // namespace letterzak::server
