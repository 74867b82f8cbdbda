#include "server/commit_queue.hpp"

#include <vector>

namespace letterzak::server {

namespace {
// A group this large is already one fsync for hundreds of moves; larger ones only delay the
// first caller in it.
constexpr std::size_t kMaxGroup = 512;
}  // namespace

CommitQueue::CommitQueue(store::GameRepository& repository) : repository_(repository) {
    thread_ = std::thread([this] { run(); });
}

CommitQueue::~CommitQueue() {
    stop();
}

void CommitQueue::create(store::StoredGame game, Done done) {
    submit(Job{std::move(game), std::move(done)});
}

void CommitQueue::append(store::EventBatch batch, Done done) {
    submit(Job{std::move(batch), std::move(done)});
}

void CommitQueue::submit(Job job) {
    {
        std::lock_guard lock(mutex_);
        if (!stopping_) {
            jobs_.push_back(std::move(job));
            wake_.notify_one();
            return;
        }
    }
    job.done(make_error("shutting_down", "the server is stopping"));
}

void CommitQueue::stop() {
    {
        std::lock_guard lock(mutex_);
        if (stopping_ && !thread_.joinable()) return;
        stopping_ = true;
        wake_.notify_one();
    }
    if (thread_.joinable()) thread_.join();
}

std::uint64_t CommitQueue::transactions() const {
    std::lock_guard lock(mutex_);
    return transactions_;
}

void CommitQueue::run() {
    for (;;) {
        std::vector<Job> group;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
            if (jobs_.empty()) return;  // stopping, and everything is written
            while (!jobs_.empty() && group.size() < kMaxGroup) {
                group.push_back(std::move(jobs_.front()));
                jobs_.pop_front();
            }
        }
        // New games first: a game's events may follow its creation in the same group.
        std::vector<Job*> appends;
        std::vector<store::EventBatch> batches;
        std::uint64_t committed = 0;
        for (Job& job : group) {
            if (auto* game = std::get_if<store::StoredGame>(&job.what)) {
                auto r = repository_.create_game(*game);
                ++committed;
                job.done(std::move(r));
            } else {
                appends.push_back(&job);
                batches.push_back(std::get<store::EventBatch>(job.what));
            }
        }
        if (!batches.empty()) {
            auto r = repository_.append(batches);
            ++committed;
            if (r) {
                for (Job* job : appends) job->done({});
            } else {
                // Find the culprit: each batch on its own.
                for (Job* job : appends) {
                    const auto& batch = std::get<store::EventBatch>(job->what);
                    ++committed;
                    job->done(repository_.append(std::span<const store::EventBatch>(&batch, 1)));
                }
            }
        }
        std::lock_guard lock(mutex_);
        transactions_ += committed;
    }
}

}  // namespace letterzak::server
