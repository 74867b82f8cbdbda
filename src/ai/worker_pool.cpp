#include "ai/worker_pool.hpp"

#include <stdexcept>

namespace letterzak::ai {

WorkerPool::~WorkerPool() {
    const std::uint64_t number = (post_.load(std::memory_order_relaxed) >> kWantedBits) + 1;
    post_.store(number << kWantedBits | kStop, std::memory_order_release);
    post_.notify_all();
    for (std::thread& t : threads_) t.join();
}

void WorkerPool::serve(int index, std::uint64_t seen) {
    for (;;) {
        seen = wait_for_change(post_, seen);
        const std::uint64_t wanted = seen & kStop;
        if (wanted == kStop) return;
        if (static_cast<std::uint64_t>(index) > wanted) continue;  // not needed for this job
        try {
            (*job_)(index);
        } catch (...) {
            const std::lock_guard lock(error_mutex_);
            if (!error_) error_ = std::current_exception();
        }
        if (running_.fetch_sub(1, std::memory_order_acq_rel) == 1) running_.notify_one();
    }
}

void WorkerPool::run(int n, const std::function<void(int)>& job) {
    if (n <= 1) {
        job(0);
        return;
    }
    const auto helpers = static_cast<std::uint64_t>(n - 1);
    if (helpers >= kStop) throw std::invalid_argument("too many threads for one job");
    const std::uint64_t posted = post_.load(std::memory_order_relaxed);
    while (threads_.size() < helpers) {
        const int index = static_cast<int>(threads_.size()) + 1;
        threads_.emplace_back([this, index, posted] { serve(index, posted); });
    }
    // Every thread of the pool is waiting: what they will read is written before the post.
    job_ = &job;
    error_ = nullptr;
    running_.store(n - 1, std::memory_order_relaxed);
    post_.store(((posted >> kWantedBits) + 1) << kWantedBits | helpers, std::memory_order_release);
    post_.notify_all();
    std::exception_ptr error;
    try {
        job(0);
    } catch (...) {
        error = std::current_exception();
    }
    for (int left = running_.load(std::memory_order_acquire); left != 0;)
        left = wait_for_change(running_, left);
    const std::lock_guard lock(error_mutex_);
    if (!error) error = error_;
    job_ = nullptr;
    if (error) std::rethrow_exception(error);
}

}  // namespace letterzak::ai
