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
#include <string>
#include <thread>

#include "core/result.hpp"

namespace letterzak::store {

class PgListener {
  public:
    // Called on the listener's thread; must not block for long.
    using Heard = std::function<void(const std::string& payload)>;
    using Reconnected = std::function<void()>;

    // Connects and LISTENs now, on the caller's thread: once this returns, every notice
    // committed afterwards is heard (a server ready to answer must not miss the notices of the
    // requests it answers). A listener that cannot connect fails the start. Errors as
    // pg_connect, or "db_unavailable" when the LISTEN itself fails.
    static Result<std::unique_ptr<PgListener>> start(std::string url, std::string channel,
                                                     Heard heard, Reconnected reconnected);
    // Stops listening within a fraction of a second and joins the thread.
    ~PgListener();
    PgListener(const PgListener&) = delete;
    PgListener& operator=(const PgListener&) = delete;

  private:
    class Receiver;
    PgListener(std::string url, std::string channel, Heard heard, Reconnected reconnected);
    // Waits for notices on `conn` (already listening through `receiver`) until it breaks or
    // the listener stops.
    void listen(pqxx::connection& conn);
    void loop(std::unique_ptr<pqxx::connection> first, std::unique_ptr<Receiver> receiver);

    std::string url_;
    std::string channel_;
    Heard heard_;
    Reconnected reconnected_;
    std::atomic<bool> stopping_{false};
    std::thread thread_;
};

}  // namespace letterzak::store
