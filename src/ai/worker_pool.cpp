#include "ai/worker_pool.hpp"

#include <sched.h>

#include <bit>
#include <stdexcept>

namespace letterzak::ai {

namespace {

// The bit of the core the calling thread runs on now; 0 where it is not known or above 63.
std::uint64_t this_core_bit() {
    const int cpu = sched_getcpu();
    return cpu >= 0 && cpu < 64 ? std::uint64_t{1} << cpu : 0;
}

}  // namespace

void WorkerPool::spread_out() {
    const std::uint64_t mine = this_core_bit();
    if (mine == 0) return;
    const std::uint64_t held = cores_held_.fetch_or(mine, std::memory_order_acq_rel);
    if ((held & mine) == 0) return;  // a core of its own
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return;
    cpu_set_t others = allowed;
    for (std::uint64_t bits = held; bits != 0; bits &= bits - 1)
        CPU_CLR(static_cast<std::size_t>(std::countr_zero(bits)), &others);
    // More threads than cores: sharing one is the kernel's to decide.
    if (CPU_COUNT(&others) == 0) return;
    // Allowed only elsewhere, the thread is moved before the call returns; allowed everywhere
    // again, it stays where it was moved until the kernel has a reason to move it.
    if (sched_setaffinity(0, sizeof others, &others) != 0) return;
    cores_held_.fetch_or(this_core_bit(), std::memory_order_acq_rel);
    sched_setaffinity(0, sizeof allowed, &allowed);
}

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
        spread_out();
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
    cores_held_.store(this_core_bit(), std::memory_order_relaxed);
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
