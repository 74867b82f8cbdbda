// The threads a simulation keeps between its batches (ai/worker_pool.hpp): every job runs once
// on each thread it asks for, the caller's share included, whatever the jobs before it asked
// for; run() returns only when all are done; an exception comes back to the caller.

#include "ai/worker_pool.hpp"

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <stdexcept>
#include <thread>

namespace letterzak::ai {
namespace {

TEST(WorkerPool, EveryJobRunsOnceOnEachThreadItAsksFor) {
    WorkerPool pool;
    constexpr int kMax = 4;
    std::array<std::atomic<int>, kMax> calls{};
    // Many short jobs in a row, the thread count changing between them: a hand-over lost or
    // run twice shows as a wrong count; run() returning early, as a count read short.
    for (int job = 0; job < 5000; ++job) {
        const int n = 1 + job % kMax;
        for (auto& c : calls) c.store(0);
        const std::thread::id caller = std::this_thread::get_id();
        std::atomic<bool> caller_ran_zero{false};
        pool.run(n, [&](int t) {
            if (t == 0) caller_ran_zero = std::this_thread::get_id() == caller;
            calls[static_cast<std::size_t>(t)].fetch_add(1);
        });
        ASSERT_TRUE(caller_ran_zero.load()) << "job " << job;
        for (int t = 0; t < kMax; ++t)
            ASSERT_EQ(calls[static_cast<std::size_t>(t)].load(), t < n ? 1 : 0)
                << "job " << job << " of " << n << " threads, thread " << t;
    }
}

TEST(WorkerPool, ReturnsOnlyWhenTheSlowestThreadIsDone) {
    WorkerPool pool;
    for (int job = 0; job < 20; ++job) {
        std::atomic<int> done{0};
        pool.run(2, [&](int t) {
            // One side far slower than the spin before blocking, each time the other one.
            if (t == job % 2) std::this_thread::sleep_for(std::chrono::milliseconds(2));
            done.fetch_add(1);
        });
        ASSERT_EQ(done.load(), 2) << "job " << job;
    }
}

TEST(WorkerPool, AnExceptionOnAnyThreadReachesTheCallerAfterAllAreDone) {
    WorkerPool pool;
    for (int thrower = 0; thrower < 3; ++thrower) {
        std::atomic<int> finished{0};
        EXPECT_THROW(pool.run(3,
                              [&](int t) {
                                  if (t == thrower) throw std::runtime_error("playout failed");
                                  std::this_thread::sleep_for(std::chrono::milliseconds(1));
                                  finished.fetch_add(1);
                              }),
                     std::runtime_error)
            << "thrown on thread " << thrower;
        EXPECT_EQ(finished.load(), 2) << "thrown on thread " << thrower;
    }
    // The pool still works afterwards.
    std::atomic<int> calls{0};
    pool.run(3, [&](int) { calls.fetch_add(1); });
    EXPECT_EQ(calls.load(), 3);
}

}  // namespace
}  // namespace letterzak::ai
