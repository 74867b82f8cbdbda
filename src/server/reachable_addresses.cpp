#include "server/reachable_addresses.hpp"

#include <ifaddrs.h>
#include <netinet/in.h>

#include <algorithm>
#include <array>
#include <cstring>

#include "server/listen_address.hpp"

namespace letterzak::server {

namespace net = boost::asio;

std::vector<InterfaceAddress> interface_addresses() {
    std::vector<InterfaceAddress> out;
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) return out;
    for (const ifaddrs* i = list; i != nullptr; i = i->ifa_next) {
        if (i->ifa_addr == nullptr) continue;
        if (i->ifa_addr->sa_family == AF_INET) {
            sockaddr_in in{};
            std::memcpy(&in, i->ifa_addr, sizeof in);
            net::ip::address_v4::bytes_type bytes{};
            std::memcpy(bytes.data(), &in.sin_addr, bytes.size());
            out.push_back({i->ifa_name, net::ip::address_v4(bytes)});
        } else if (i->ifa_addr->sa_family == AF_INET6) {
            sockaddr_in6 in6{};
            std::memcpy(&in6, i->ifa_addr, sizeof in6);
            net::ip::address_v6::bytes_type bytes{};
            std::memcpy(bytes.data(), &in6.sin6_addr, bytes.size());
            out.push_back({i->ifa_name, net::ip::address_v6(bytes)});
        }
    }
    freeifaddrs(list);
    return out;
}

std::vector<ReachableAddress> reachable_addresses(
    const std::vector<net::ip::tcp::endpoint>& endpoints,
    const std::vector<InterfaceAddress>& interfaces) {
    std::vector<ReachableAddress> out;
    auto usable = [](const net::ip::address& a) {
        return !is_loopback(a) && !(a.is_v6() && a.to_v6().is_link_local());
    };
    auto add = [&](std::string name, net::ip::tcp::endpoint e) {
        const bool seen = std::any_of(out.begin(), out.end(),
                                      [&](const ReachableAddress& r) { return r.endpoint == e; });
        if (!seen) out.push_back({std::move(name), e});
    };
    for (const auto& e : endpoints) {
        const auto a = e.address();
        if (a.is_unspecified()) {
            for (const auto& i : interfaces)
                if (i.address.is_v4() == a.is_v4() && usable(i.address))
                    add(i.interface, {i.address, e.port()});
        } else if (usable(a)) {
            const auto on = std::find_if(interfaces.begin(), interfaces.end(),
                                         [&](const InterfaceAddress& i) { return i.address == a; });
            add(on == interfaces.end() ? std::string("?") : on->interface, e);
        }
    }
    return out;
}

}  // namespace letterzak::server
