#include "server/rate_limit.hpp"

#include <algorithm>

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

double TokenBucket::wait_seconds() const {
    if (settings_.rate <= 0 || tokens_ >= 1.0) return 0;
    return (1.0 - tokens_) / settings_.rate;
}

bool KeyedRateLimiter::take(const std::string& key, TokenBucket::Clock::time_point now) {
    if (settings_.rate <= 0) return true;
    std::lock_guard lock(mutex_);
    // A bucket idle for burst/rate seconds is full again, the same as a new one: drop those
    // now and then so the map does not grow with every address ever seen.
    const auto refill = std::chrono::duration<double>(settings_.burst / settings_.rate + 1.0);
    if (now - last_sweep_ > std::chrono::duration_cast<TokenBucket::Clock::duration>(refill) &&
        buckets_.size() > 1024) {
        buckets_.clear();
        last_sweep_ = now;
    }
    auto [it, inserted] = buckets_.try_emplace(key, settings_);
    return it->second.take(now);
}

double KeyedRateLimiter::wait_seconds(const std::string& key) {
    std::lock_guard lock(mutex_);
    const auto it = buckets_.find(key);
    return it == buckets_.end() ? 0 : it->second.wait_seconds();
}

}  // namespace letterzak::server
