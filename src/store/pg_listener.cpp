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
    auto conn = pg_connect(url);
    if (!conn) return Unexpected<Error>{conn.error()};
    std::unique_ptr<PgListener> l(new PgListener(std::move(url), std::move(channel),
                                                 std::move(heard), std::move(reconnected)));
    // LISTEN on this first connection before returning: a change committed once start() has
    // returned is heard. (Listening only later, on the thread, lost a change committed in the
    // first moments — the caller had no way to know when listening began.)
    std::unique_ptr<Receiver> receiver;
    try {
        receiver = std::make_unique<Receiver>(**conn, l->channel_, l->heard_);
    } catch (const std::exception& e) {
        return make_error("db_unreachable", std::string("cannot listen: ") + e.what());
    }
    l->thread_ =
        std::thread([raw = l.get(), first = std::shared_ptr<pqxx::connection>(std::move(*conn)),
                     receiver = std::shared_ptr<Receiver>(std::move(receiver))]() mutable {
            raw->loop(std::move(first), std::move(receiver));
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

void PgListener::loop(std::shared_ptr<pqxx::connection> first,
                      std::shared_ptr<pqxx::notification_receiver> listening) {
    // The first connection, listening since start(): wait on it until it breaks.
    try {
        while (!stopping_) first->await_notification(0, 200'000);
    } catch (const std::exception&) {
        // The connection broke: open another below.
    }
    listening.reset();  // the receiver goes before its connection
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
            Receiver receiver(**conn, channel_, heard_);
            // Listening again after a break: what was said meanwhile is lost, so say that.
            if (reconnected_) reconnected_();
            while (!stopping_) (*conn)->await_notification(0, 200'000);
        } catch (const std::exception&) {
            // The connection broke: open another.
        }
    }
}

}  // namespace letterzak::store
