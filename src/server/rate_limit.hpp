#pragma once
// Token buckets: a client may make `burst` requests at once and `rate` a second on average.
// One bucket per connection (requests and WebSocket messages) keeps a single client from
// flooding the server; a keyed set of buckets limits game creation per address, because
// creating games costs disk space where moves do not.

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace letterzak::server {

struct RateSettings {
    double rate = 0;   // tokens a second; 0 = unlimited
    double burst = 0;  // bucket size
};

class TokenBucket {
  public:
    using Clock = std::chrono::steady_clock;
    explicit TokenBucket(RateSettings settings = {})
        : settings_(settings), tokens_(settings.burst) {}
    // Takes a token if one is there.
    bool take(Clock::time_point now = Clock::now());
    // Seconds until a token is there (for Retry-After).
    double wait_seconds() const;
    // True when the bucket would be full at `now`: then it is the same as a new one.
    bool full_at(Clock::time_point now) const;

  private:
    RateSettings settings_;
    double tokens_;
    Clock::time_point last_{};
    bool started_ = false;
};

// Buckets by client address, thread-safe. Addresses are counted by address_key (an IPv6
// client by its /64). Buckets that are full again are forgotten now and then, so the map holds
// only clients that are spending; a client that is still spending is never forgotten, however
// many others come and go.
class KeyedRateLimiter {
  public:
    explicit KeyedRateLimiter(RateSettings settings) : settings_(settings) {}
    bool take(const std::string& address,
              TokenBucket::Clock::time_point now = TokenBucket::Clock::now());
    double wait_seconds(const std::string& address);
    // Buckets held (for tests).
    std::size_t size();

  private:
    RateSettings settings_;
    std::mutex mutex_;
    std::unordered_map<std::string, TokenBucket> buckets_;
    TokenBucket::Clock::time_point last_sweep_{};
};

}  // namespace letterzak::server
