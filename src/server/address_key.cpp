#include "server/address_key.hpp"

#include <boost/asio/ip/address.hpp>
#include <boost/system/error_code.hpp>

namespace letterzak::server {

std::string address_key(const std::string& address) {
    boost::system::error_code ec;
    auto parsed = boost::asio::ip::make_address(address, ec);
    if (ec) return address;
    if (parsed.is_v4()) return parsed.to_v4().to_string();
    const auto v6 = parsed.to_v6();
    if (v6.is_v4_mapped())
        return boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, v6).to_string();
    auto bytes = v6.to_bytes();
    for (std::size_t i = 8; i < bytes.size(); ++i) bytes[i] = 0;
    return boost::asio::ip::address_v6(bytes).to_string() + "/64";
}

}  // namespace letterzak::server
