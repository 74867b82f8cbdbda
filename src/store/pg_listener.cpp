#include "store/pg_listener.hpp"

#include <chrono>
#include <pqxx/pqxx>

#include "store/pg_pool.hpp"

namespace letterzak::store {

namespace {

class Receiver final : public pqxx::notification_receiver {
  public:
    Receiver(pqxx::connection_base& conn, const std::string& channel,
             const PgListener::Heard& heard)
        : pqxx::notification_receiver(conn, channel), heard_(heard) {}
    void operator()(const std::string& payload, int) override { heard_(payload); }

  private:
    const PgListener::Heard& heard_;
};

}  // namespace

Result<std::unique_ptr<PgListener>> PgListener::start(std::string url, std::string channel,
                                                      Heard heard, Reconnected reconnected) {
    auto probe = pg_connect(url);
    if (!probe) return Unexpected<Error>{probe.error()};
    std::unique_ptr<PgListener> l(new PgListener(std::move(url), std::move(channel),
                                                 std::move(heard), std::move(reconnected)));
    l->thread_ = std::thread([raw = l.get()] { raw->loop(); });
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

void PgListener::loop() {
    int failures = 0;
    bool reconnected = false;
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
            Receiver receiver(**conn, channel_, heard_);
            // Listening again after a break: what was said meanwhile is lost, so say that.
            if (reconnected && reconnected_) reconnected_();
            reconnected = true;
            while (!stopping_) (*conn)->await_notification(0, 200'000);
        } catch (const std::exception&) {
            // The connection broke: open another.
        }
    }
}

}  // namespace letterzak::store
