#include "server/rate_limit.hpp"

#include <algorithm>

#include "server/address_key.hpp"

namespace letterzak::server {

bool TokenBucket::take(Clock::time_point now) {
    if (settings_.rate <= 0) return true;
    if (!started_) {
        started_ = true;
        last_ = now;
    }
    const double elapsed = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    tokens_ = std::min(settings_.burst, tokens_ + elapsed * settings_.rate);
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
}

bool TokenBucket::full_at(Clock::time_point now) const {
    if (settings_.rate <= 0 || !started_) return true;
    const double elapsed = std::chrono::duration<double>(now - last_).count();
    return tokens_ + elapsed * settings_.rate >= settings_.burst;
}

double TokenBucket::wait_seconds() const {
    if (settings_.rate <= 0 || tokens_ >= 1.0) return 0;
    return (1.0 - tokens_) / settings_.rate;
}

bool KeyedRateLimiter::take(const std::string& address, TokenBucket::Clock::time_point now) {
    if (settings_.rate <= 0) return true;
    std::lock_guard lock(mutex_);
    // A bucket that is full again is the same as a new one: drop those now and then (at most
    // once a refill time, and only when there are many) so the map does not grow with every
    // address ever seen.
    const auto refill = std::chrono::duration_cast<TokenBucket::Clock::duration>(
        std::chrono::duration<double>(settings_.burst / settings_.rate + 1.0));
    if (buckets_.size() > 1024 && now - last_sweep_ > refill) {
        std::erase_if(buckets_, [now](const auto& entry) { return entry.second.full_at(now); });
        last_sweep_ = now;
    }
    auto [it, inserted] = buckets_.try_emplace(address_key(address), settings_);
    return it->second.take(now);
}

double KeyedRateLimiter::wait_seconds(const std::string& address) {
    std::lock_guard lock(mutex_);
    const auto it = buckets_.find(address_key(address));
    return it == buckets_.end() ? 0 : it->second.wait_seconds();
}

std::size_t KeyedRateLimiter::size() {
    std::lock_guard lock(mutex_);
    return buckets_.size();
}

}  // namespace letterzak::server
