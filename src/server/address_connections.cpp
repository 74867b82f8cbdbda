#include "server/address_connections.hpp"

#include "server/address_key.hpp"

namespace letterzak::server {

AddressConnections::Slot AddressConnections::try_acquire(const std::string& client,
                                                         std::size_t limit) {
    const std::string address = address_key(client);
    {
        std::lock_guard lock(mutex_);
        std::size_t& n = open_[address];
        if (n >= limit) {
            if (n == 0) open_.erase(address);
            return nullptr;
        }
        ++n;
    }
    // The deleter gives the slot back; the pointer itself is only a marker.
    return Slot(static_cast<void*>(this), [this, address](void*) { release(address); });
}

std::size_t AddressConnections::count(const std::string& client) {
    std::lock_guard lock(mutex_);
    const auto it = open_.find(address_key(client));
    return it == open_.end() ? 0 : it->second;
}

void AddressConnections::release(const std::string& address) {
    std::lock_guard lock(mutex_);
    const auto it = open_.find(address);
    if (it != open_.end() && --it->second == 0) open_.erase(it);
}

}  // namespace letterzak::server
