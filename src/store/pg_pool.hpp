#pragma once
// Connections to one PostgreSQL database (libpqxx), shared by the threads of a server: a
// caller borrows one for a piece of work and gives it back. A connection that broke (the
// database restarted, the network blinked) is replaced with back-off, and the work is run
// again — but only work that failed before a commit was sent: a commit whose outcome is unknown
// is reported, never repeated. Every libpqxx exception becomes an Error here.

#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <pqxx/connection>
#include <string>
#include <vector>

#include "core/result.hpp"

namespace letterzak::store {

// Opens one connection. Errors: "bad_db" (the URL is malformed), "db_login_refused" (wrong
// user, password or database), "db_unreachable" (no server answers).
Result<std::unique_ptr<pqxx::connection>> pg_connect(const std::string& url);

// The URL with its password replaced by "***", for logs and messages.
std::string redact_url(std::string_view url);

class PgPool {
  public:
    // Connects the first connection now, so that a bad URL or a refused login stops the start
    // with a clear error; the others are opened when needed, up to `size`.
    static Result<std::unique_ptr<PgPool>> open(std::string url, std::size_t size);

    using Work = std::function<Result<void>(pqxx::connection&)>;
    // Runs `work` on a borrowed connection. Errors: the work's own; "storage_failed" (SQL
    // error, commit outcome unknown, database gone for longer than the back-off lasts).
    Result<void> run(const Work& work);
    const std::string& url() const { return url_; }

  private:
    PgPool(std::string url, std::size_t size) : url_(std::move(url)), size_(size) {}
    Result<std::unique_ptr<pqxx::connection>> borrow();
    void give_back(std::unique_ptr<pqxx::connection> conn);

    std::string url_;
    std::size_t size_;
    std::mutex mutex_;
    std::condition_variable freed_;
    std::vector<std::unique_ptr<pqxx::connection>> idle_;
    std::size_t open_ = 0;  // connections borrowed or idle
};

}  // namespace letterzak::store
