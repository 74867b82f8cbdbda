#pragma once
// Hears one PostgreSQL NOTIFY channel on a connection of its own, on a thread of its own, for
// as long as it lives: how the servers on one database tell each other of their commits (a
// game's move, a tournament's change). A broken connection is opened again with back-off;
// whatever was announced meanwhile is lost, so `reconnected` is called once listening resumes
// and the owner can assume that anything may have changed.

#include <atomic>
#include <functional>
#include <memory>
#include <pqxx/connection>
#include <pqxx/notification>
#include <string>
#include <thread>

#include "core/result.hpp"

namespace letterzak::store {

class PgListener {
  public:
    // Called on the listener's thread; must not block for long.
    using Heard = std::function<void(const std::string& payload)>;
    using Reconnected = std::function<void()>;

    // Connects and listens now, so that a listener that cannot connect fails the start and
    // every change committed after start() returns is heard. Errors as pg_connect.
    static Result<std::unique_ptr<PgListener>> start(std::string url, std::string channel,
                                                     Heard heard, Reconnected reconnected);
    // Stops listening within a fraction of a second and joins the thread.
    ~PgListener();
    PgListener(const PgListener&) = delete;
    PgListener& operator=(const PgListener&) = delete;

  private:
    PgListener(std::string url, std::string channel, Heard heard, Reconnected reconnected);
    void loop(std::shared_ptr<pqxx::connection> first,
              std::shared_ptr<pqxx::notification_receiver> listening);

    std::string url_;
    std::string channel_;
    Heard heard_;
    Reconnected reconnected_;
    std::atomic<bool> stopping_{false};
    std::thread thread_;
};

}  // namespace letterzak::store
