#pragma once
// Threads kept for jobs that the caller runs together with them. run(n, job) calls job(0) on
// the calling thread and job(1) … job(n − 1) on the pool's threads, and returns when every call
// has returned. A simulation stops every few milliseconds to compare its candidates; starting
// threads each time, or waking them through the kernel (50-240 µs a round trip measured on the
// 2-core virtual machine, idle to busy), would cost a good part of what the second thread gains
// when the pruned candidates leave rounds of a millisecond or two. So the threads are
// kept, and each side of the hand-over first keeps looking for a short while (kSpin) before it
// blocks: the next batch, or the other thread's last playout, is usually closer than that. While
// looking it yields the processor to any other thread that wants it: on a shared, busy machine a
// spinning thread would otherwise keep the very thread it waits for (or other programs) waiting.
// Blocked, the threads cost nothing.
//
// Each thread of a job on a core of its own, where there are enough. Woken by the caller, the
// kernel may put a pool thread on the caller's own core and leave the two sharing it for
// milliseconds while another core idles: on the 2-core virtual machine, in 6 of the first 15
// two-thread simulations of a run of the bench (2026-12-07, sched_getcpu in both threads), each
// of which then took up to twice as long. So a pool thread that wakes on a core another thread of
// the job already holds moves itself off the cores they hold (spread_out in worker_pool.cpp), and
// is then free again to go where the kernel sends it.
//
// A job's calls share nothing the pool provides; what they write must be theirs alone. An
// exception thrown by any call is rethrown by run() after all of them have finished (the first,
// if several throw). One job at a time: run() is not for several threads at once.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace letterzak::ai {

// Waits until `word` no longer holds `old` and returns what it holds: for WorkerPool::kSpin
// looking again and again, giving the processor to any other thread that wants it in between
// (on a busy machine a spinning thread must not keep the one it waits for, or another program,
// off the processor), then blocked until notified — the writer must notify_all() after its
// store. Both sides of the pool's hand-over wait this way, and so may a job's calls that wait
// for one another.
template <class T>
T wait_for_change(const std::atomic<T>& word, T old);

class WorkerPool {
  public:
    // How long a waiting side spins before it blocks.
    static constexpr std::chrono::microseconds kSpin{200};

    WorkerPool() = default;
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    // Runs job(0 … n − 1), job(0) on this thread; threads are started as first needed and kept.
    void run(int n, const std::function<void(int)>& job);

  private:
    void serve(int index, std::uint64_t seen);
    // Moves the calling pool thread off a core that another thread of the job holds.
    void spread_out();

    // The job's number (above kWantedBits) and the threads it wants besides the caller, or
    // kStop: one word, so that a thread never reads one job's number with another's count.
    static constexpr int kWantedBits = 16;
    static constexpr std::uint64_t kStop = (1U << kWantedBits) - 1;
    std::atomic<std::uint64_t> post_{0};
    std::atomic<int> running_{0};  // the pool's threads still running the job
    // The cores (0-63) the job's threads run on, one bit each: the caller's, set before the
    // post, and each pool thread's once it has one of its own.
    std::atomic<std::uint64_t> cores_held_{0};
    const std::function<void(int)>* job_ = nullptr;
    std::mutex error_mutex_;
    std::exception_ptr error_;
    std::vector<std::thread> threads_;  // threads_[i] runs job(i + 1)
};

template <class T>
T wait_for_change(const std::atomic<T>& word, T old) {
    const auto until = std::chrono::steady_clock::now() + WorkerPool::kSpin;
    for (;;) {
        const T now = word.load(std::memory_order_acquire);
        if (now != old) return now;
        if (std::chrono::steady_clock::now() >= until) break;
        std::this_thread::yield();
    }
    for (;;) {
        word.wait(old, std::memory_order_acquire);
        const T now = word.load(std::memory_order_acquire);
        if (now != old) return now;
    }
}

}  // namespace letterzak::ai
