#pragma once
// The addresses by which other machines can reach a listening server, one per interface and
// family, so the start-up text can list them for a club director to read out. A wildcard
// listener (0.0.0.0, [::]) is reachable on every interface address of its family; a listener
// on one address only on that one. Loopback and IPv6 link-local addresses are left out (no other
// device can use them in a link).

#include <boost/asio/ip/tcp.hpp>
#include <string>
#include <vector>

namespace letterzak::server {

struct InterfaceAddress {
    std::string interface;  // "eth0", "wlp2s0"; "?" if the address is on no interface
    boost::asio::ip::address address;
};

// This machine's interface addresses (getifaddrs), in the kernel's order.
std::vector<InterfaceAddress> interface_addresses();

// Where `endpoints` can be reached from another machine, given `interfaces`, as
// {interface, address} with the endpoint's port kept beside: no duplicates.
struct ReachableAddress {
    std::string interface;
    boost::asio::ip::tcp::endpoint endpoint;
};
std::vector<ReachableAddress> reachable_addresses(
    const std::vector<boost::asio::ip::tcp::endpoint>& endpoints,
    const std::vector<InterfaceAddress>& interfaces);

}  // namespace letterzak::server
