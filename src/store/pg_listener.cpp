#include "store/pg_listener.hpp"

#include <chrono>
#include <pqxx/pqxx>

#include "store/pg_pool.hpp"

namespace letterzak::store {

class PgListener::Receiver final : public pqxx::notification_receiver {
  public:
    // LISTENs on `conn` at once (libpqxx issues the LISTEN when the first receiver of a
    // channel is added to an open connection).
    Receiver(pqxx::connection_base& conn, const std::string& channel,
             const PgListener::Heard& heard)
        : pqxx::notification_receiver(conn, channel), heard_(heard) {}
    void operator()(const std::string& payload, int) override { heard_(payload); }

  private:
    const PgListener::Heard& heard_;
};

Result<std::unique_ptr<PgListener>> PgListener::start(std::string url, std::string channel,
                                                      Heard heard, Reconnected reconnected) {
    auto conn = pg_connect(url);
    if (!conn) return Unexpected<Error>{conn.error()};
    std::unique_ptr<PgListener> l(new PgListener(std::move(url), std::move(channel),
                                                 std::move(heard), std::move(reconnected)));
    std::unique_ptr<Receiver> receiver;
    try {
        receiver = std::make_unique<Receiver>(**conn, l->channel_, l->heard_);
    } catch (const std::exception& e) {
        return make_error("db_unavailable",
                          std::string("cannot listen for the other servers' changes: ") + e.what());
    }
    l->thread_ =
        std::thread([raw = l.get(), first = std::move(*conn), r = std::move(receiver)]() mutable {
            raw->loop(std::move(first), std::move(r));
        });
    return l;
}

PgListener::PgListener(std::string url, std::string channel, Heard heard, Reconnected reconnected)
    : url_(std::move(url)),
      channel_(std::move(channel)),
      heard_(std::move(heard)),
      reconnected_(std::move(reconnected)) {}

PgListener::~PgListener() {
    stopping_ = true;
    if (thread_.joinable()) thread_.join();
}

void PgListener::listen(pqxx::connection& conn) {
    try {
        while (!stopping_) conn.await_notification(0, 200'000);
    } catch (const std::exception&) {
        // The connection broke: the caller opens another.
    }
}

void PgListener::loop(std::unique_ptr<pqxx::connection> first, std::unique_ptr<Receiver> receiver) {
    listen(*first);
    receiver.reset();  // before its connection
    first.reset();
    int failures = 0;
    while (!stopping_) {
        auto conn = pg_connect(url_);
        if (!conn) {
            // Back off, but keep looking at stopping_ so a shutdown is not delayed.
            const int waits = std::min(40, 1 << std::min(failures++, 5));
            for (int i = 0; i < waits && !stopping_; ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            continue;
        }
        failures = 0;
        try {
            Receiver again(**conn, channel_, heard_);
            // Listening again after a break: what was said meanwhile is lost, so say that.
            if (reconnected_) reconnected_();
            listen(**conn);
        } catch (const std::exception&) {
            // The LISTEN failed: open another connection.
        }
    }
}

}  // namespace letterzak::store
