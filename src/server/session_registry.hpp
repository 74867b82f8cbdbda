#pragma once
// The open connections, so that a graceful shutdown can close each one (a WebSocket with a
// proper close frame) and the connection limit can be enforced.

#include <atomic>
#include <cstddef>
#include <memory>
#include <mutex>
#include <unordered_map>

namespace letterzak::server {

class Session {
  public:
    virtual ~Session() = default;
    // Ends the connection soon, from any thread.
    virtual void close() = 0;
};

class SessionRegistry {
  public:
    void add(const std::shared_ptr<Session>& session);
    void remove(const Session* session);
    std::size_t size() const { return count_.load(); }
    void close_all();

  private:
    std::mutex mutex_;
    std::unordered_map<const Session*, std::weak_ptr<Session>> sessions_;
    std::atomic<std::size_t> count_{0};
};

}  // namespace letterzak::server
