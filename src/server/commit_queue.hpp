#pragma once
// Group commit: one writer thread takes whatever games have waiting and writes it in one
// transaction, so a thousand games moving at once cost a few fsyncs a second instead of a
// thousand. Each caller's completion runs only after its events are on disk, which is when
// the server may acknowledge the move. A failed group is retried game by game, so one bad
// batch cannot fail the others.

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <variant>

#include "core/result.hpp"
#include "store/repository.hpp"

namespace letterzak::server {

class CommitQueue {
  public:
    using Done = std::function<void(Result<void>)>;

    explicit CommitQueue(store::GameRepository& repository);
    ~CommitQueue();
    CommitQueue(const CommitQueue&) = delete;
    CommitQueue& operator=(const CommitQueue&) = delete;

    // `done` runs on the writer thread once the write is durable (or has failed): it must
    // only hand the result on, not block.
    void create(store::StoredGame game, Done done);
    void append(store::EventBatch batch, Done done);
    // Writes what is queued, then stops the thread. Later submissions fail at once.
    void stop();

    // Transactions committed so far (for the load report).
    std::uint64_t transactions() const;

  private:
    struct Job {
        std::variant<store::StoredGame, store::EventBatch> what;
        Done done;
    };
    void run();
    void submit(Job job);

    store::GameRepository& repository_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<Job> jobs_;
    bool stopping_ = false;
    std::uint64_t transactions_ = 0;
    std::thread thread_;
};

}  // namespace letterzak::server
