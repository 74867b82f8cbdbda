#pragma once
// Slow requests (pairing a round of a large tournament, its standings and exports) run here,
// on their own threads, never on the I/O threads: a 4,000-player pairing must not hold up
// every other client's /api/health or move. The queue is bounded: past `max_pending` jobs a
// request is turned away (503 busy, with Retry-After) instead of piling up.

#include <atomic>
#include <boost/asio/thread_pool.hpp>
#include <cstddef>
#include <functional>

namespace letterzak::server {

class HeavyWork {
  public:
    HeavyWork(std::size_t threads, std::size_t max_pending);
    ~HeavyWork();
    HeavyWork(const HeavyWork&) = delete;
    HeavyWork& operator=(const HeavyWork&) = delete;
    // Runs `job` on a worker; false (and `job` dropped) when max_pending jobs wait or run.
    bool post(std::function<void()> job);

  private:
    boost::asio::thread_pool pool_;
    std::size_t max_pending_;
    std::atomic<std::size_t> pending_{0};
};

}  // namespace letterzak::server
