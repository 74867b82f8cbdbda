#include "store/pg_pool.hpp"

#include <fmt/format.h>

#include <pqxx/pqxx>
#include <thread>

namespace letterzak::store {

namespace {

bool contains(std::string_view text, std::string_view part) {
    return text.find(part) != std::string_view::npos;
}

// libpq says what went wrong only in words: sort them into what a user can act on.
Unexpected<Error> connect_error(const std::string& url, std::string_view message) {
    std::string m(message);
    while (!m.empty() && (m.back() == '\n' || m.back() == ' ')) m.pop_back();
    const std::string where = redact_url(url);
    if (contains(m, "invalid URI") || contains(m, "invalid connection option") ||
        contains(m, "invalid integer value") || contains(m, "missing \"=\"") ||
        contains(m, "invalid sslmode") || contains(m, "could not translate host name"))
        return make_error("bad_db", fmt::format("{}: {}", where, m));
    if (contains(m, "password authentication failed") || contains(m, "no password supplied") ||
        contains(m, "pg_hba.conf") || contains(m, "does not exist") ||
        contains(m, "authentication failed") || contains(m, "permission denied"))
        return make_error("db_login_refused", fmt::format("{}: {}", where, m));
    return make_error("db_unreachable", fmt::format("{}: {}", where, m));
}

std::chrono::milliseconds backoff(int attempt) {
    return std::min(std::chrono::milliseconds(2000), std::chrono::milliseconds(50L << attempt));
}

constexpr int kAttempts = 7;  // about 4 s of back-off in all

}  // namespace

std::string redact_url(std::string_view url) {
    // scheme://user:password@host/... — the password sits between the first ':' after the
    // scheme and the last '@' of the authority.
    std::string out(url);
    const auto scheme = out.find("://");
    if (scheme != std::string::npos) {
        const auto authority_end = out.find('/', scheme + 3);
        const auto at = out.rfind('@', authority_end);
        if (at != std::string::npos && at > scheme) {
            const auto colon = out.find(':', scheme + 3);
            if (colon != std::string::npos && colon < at)
                out.replace(colon + 1, at - colon - 1, "***");
        }
    }
    // A password given as a query parameter.
    const auto p = out.find("password=");
    if (p != std::string::npos) {
        const auto end = out.find('&', p);
        out.replace(p + 9, (end == std::string::npos ? out.size() : end) - p - 9, "***");
    }
    return out;
}

Result<std::unique_ptr<pqxx::connection>> pg_connect(const std::string& url) {
    try {
        auto conn = std::make_unique<pqxx::connection>(url);
        if (!conn->is_open()) return connect_error(url, "the connection did not open");
        return conn;
    } catch (const std::exception& e) {
        return connect_error(url, e.what());
    }
}

Result<std::unique_ptr<PgPool>> PgPool::open(std::string url, std::size_t size) {
    auto first = pg_connect(url);
    if (!first) return Unexpected<Error>{first.error()};
    std::unique_ptr<PgPool> pool(new PgPool(std::move(url), std::max<std::size_t>(1, size)));
    pool->idle_.push_back(std::move(*first));
    pool->open_ = 1;
    return pool;
}

Result<std::unique_ptr<pqxx::connection>> PgPool::borrow() {
    std::unique_lock lock(mutex_);
    freed_.wait(lock, [&] { return !idle_.empty() || open_ < size_; });
    if (!idle_.empty()) {
        auto conn = std::move(idle_.back());
        idle_.pop_back();
        return conn;
    }
    ++open_;
    lock.unlock();
    auto conn = pg_connect(url_);
    if (!conn) {
        lock.lock();
        --open_;
        freed_.notify_one();
    }
    return conn;
}

void PgPool::give_back(std::unique_ptr<pqxx::connection> conn) {
    std::lock_guard lock(mutex_);
    if (conn && conn->is_open()) {
        idle_.push_back(std::move(conn));
    } else {
        --open_;  // broken: the next borrower opens a new one
    }
    freed_.notify_one();
}

Result<void> PgPool::run(const Work& work) {
    Error last{"storage_failed", "no attempt"};
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        if (attempt > 0) std::this_thread::sleep_for(backoff(attempt));
        auto conn = borrow();
        if (!conn) {
            last = conn.error();
            continue;
        }
        try {
            auto r = work(**conn);
            give_back(std::move(*conn));
            return r;
        } catch (const pqxx::in_doubt_error& e) {
            give_back(nullptr);
            return make_error("storage_failed",
                              fmt::format("the commit's outcome is unknown: {}", e.what()));
        } catch (const pqxx::broken_connection& e) {
            give_back(nullptr);
            last =
                Error{"storage_failed", fmt::format("the database connection broke: {}", e.what())};
        } catch (const std::exception& e) {
            const bool open = (*conn)->is_open();
            give_back(open ? std::move(*conn) : nullptr);
            if (open) return make_error("storage_failed", e.what());
            last = Error{"storage_failed", e.what()};
        }
    }
    return Unexpected<Error>{last};
}

}  // namespace letterzak::store
