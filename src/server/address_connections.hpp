#pragma once
// Open connections per client address (counted by address_key: an IPv6 client by its /64), so that
// one machine cannot take every connection the server has (the total cap is max_connections). A
// connection holds a Slot for its life; the count goes down when the last holder (the HTTP session,
// then its WebSocket) lets it go.

#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace letterzak::server {

class AddressConnections {
  public:
    using Slot = std::shared_ptr<void>;
    // A slot for one more connection from `address`, or null when it has `limit` already.
    Slot try_acquire(const std::string& address, std::size_t limit);
    std::size_t count(const std::string& address);

  private:
    void release(const std::string& address);
    std::mutex mutex_;
    std::unordered_map<std::string, std::size_t> open_;
};

}  // namespace letterzak::server
