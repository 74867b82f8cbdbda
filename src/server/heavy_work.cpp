#include "server/heavy_work.hpp"

#include <boost/asio/post.hpp>

namespace letterzak::server {

HeavyWork::HeavyWork(std::size_t threads, std::size_t max_pending)
    : pool_(threads), max_pending_(max_pending) {}

HeavyWork::~HeavyWork() {
    pool_.join();
}

bool HeavyWork::post(std::function<void()> job) {
    if (pending_.fetch_add(1) >= max_pending_) {
        pending_.fetch_sub(1);
        return false;
    }
    boost::asio::post(pool_, [this, job = std::move(job)] {
        job();
        pending_.fetch_sub(1);
    });
    return true;
}

}  // namespace letterzak::server
