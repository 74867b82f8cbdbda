#include "server/http_server.hpp"

#include <fmt/format.h>

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <csignal>

#include "core/rules.hpp"
#include "server/listen_address.hpp"
#include "server/rules_json.hpp"
#include "server/tls_context.hpp"
#include "store/open_store.hpp"

namespace letterzak::server {

namespace net = boost::asio;

Server::Server(ServerConfig config) : config_(std::move(config)) {}

Result<std::unique_ptr<Server>> Server::start(ServerConfig config, ServiceOptions options) {
    std::unique_ptr<Server> s(new Server(std::move(config)));
    // The certificate first: a bad one stops the start before the database is touched.
    std::shared_ptr<net::ssl::context> tls;
    if (!s->config_.tls_cert.empty() || !s->config_.tls_key.empty()) {
        auto loaded_tls = load_tls_context(s->config_.tls_cert, s->config_.tls_key);
        if (!loaded_tls) return Unexpected<Error>{loaded_tls.error()};
        tls = std::move(*loaded_tls);
    }
    auto repo = store::open_store(s->config_.db);
    if (!repo) return Unexpected<Error>{repo.error()};
    s->repository_ = std::move(*repo);
    // Every word list the offered rule sets read, opened now: the first game of each kind
    // must not wait for a compile, and a broken list should stop the start, not a game.
    s->lexicons_ = std::make_unique<LexiconShelf>(s->config_.lexicon, s->config_.places);
    for (const std::string& name : offered_rule_sets()) {
        auto lex = s->lexicons_->get(*core::rule_set_by_name(name));
        if (!lex) return Unexpected<Error>{lex.error()};
    }
    options.compute_threads = std::max(1, s->config_.compute_threads);
    // When the previous server on this database was last up: its clocks do not charge the gap.
    s->heartbeat_ = std::make_unique<ServerHeartbeat>(s->config_.db);
    if (!options.last_alive) options.last_alive = s->heartbeat_->previous();
    s->service_ = std::make_unique<GameService>(s->io_, *s->repository_, *s->lexicons_, options);
    auto loaded = s->service_->load();
    if (!loaded) return Unexpected<Error>{loaded.error()};
    s->games_loaded_ = *loaded;
    // The tournaments live in the same database; the games they wait for are loaded now.
    auto tournament_store = store::open_tournament_store(s->config_.db);
    if (!tournament_store) return Unexpected<Error>{tournament_store.error()};
    s->tournament_store_ = std::move(*tournament_store);
    s->tournaments_ = std::make_unique<TournamentService>(
        *s->tournament_store_, *s->service_,
        TournamentLimits{s->config_.max_tournaments, s->config_.max_tournament_players});
    auto tournaments = s->tournaments_->load();
    if (!tournaments) return Unexpected<Error>{tournaments.error()};
    s->tournaments_loaded_ = *tournaments;
    // The players' accounts, in the same database too.
    const auto mode = accounts_mode_by_name(s->config_.accounts);
    if (!mode) return make_error("bad_config", "--accounts is off, open or invite");
    auto account_store = store::open_account_store(s->config_.db);
    if (!account_store) return Unexpected<Error>{account_store.error()};
    s->account_store_ = std::move(*account_store);
    AccountSettings account_settings;
    account_settings.mode = *mode;
    account_settings.session_ttl = s->config_.session_ttl;
    s->accounts_ = std::make_unique<AccountService>(*s->account_store_, account_settings);
    s->files_ = std::make_unique<StaticFiles>(s->config_.web_root);
    s->router_ = std::make_unique<Router>(*s->service_, *s->tournaments_, *s->accounts_, *s->files_,
                                          s->config_, *s->lexicons_);
    s->context_ = std::make_unique<ServerContext>(s->config_, *s->service_, *s->tournaments_,
                                                  *s->router_, s->sessions_, std::move(tls));
    // Every address is bound before any accepts: one that fails stops the start.
    for (const auto& endpoint : listen_endpoints(s->config_.listen, s->config_.port)) {
        auto listener = Listener::open(s->io_, endpoint, *s->context_);
        if (!listener) return Unexpected<Error>{listener.error()};
        s->listeners_.push_back(*listener);
    }
    for (auto& l : s->listeners_) l->start();
    s->heartbeat_timer_ = std::make_unique<net::steady_timer>(s->io_);
    s->beat();
    if (s->config_.handle_signals) {
        s->signals_ = std::make_unique<net::signal_set>(s->io_, SIGINT, SIGTERM);
        s->signals_->async_wait([srv = s.get()](const boost::system::error_code& ec, int) {
            if (!ec) srv->begin_stop();
        });
    }
    int threads = s->config_.io_threads > 0
                      ? s->config_.io_threads
                      : std::max(2, static_cast<int>(std::thread::hardware_concurrency()));
    for (int i = 0; i < threads; ++i) s->threads_.emplace_back([srv = s.get()] { srv->io_.run(); });
    return s;
}

std::string Server::url() const {
    const auto& e = listeners_.front()->endpoint();
    return fmt::format("{}://{}/", tls() ? "https" : "http", host_port(e.address(), e.port()));
}

std::vector<net::ip::tcp::endpoint> Server::endpoints() const {
    std::vector<net::ip::tcp::endpoint> out;
    for (const auto& l : listeners_) out.push_back(l->endpoint());
    return out;
}

void Server::beat() {
    heartbeat_->beat(unix_millis());
    if (context_->stopping) return;
    heartbeat_timer_->expires_after(std::chrono::milliseconds(250));
    heartbeat_timer_->async_wait([this](const boost::system::error_code& ec) {
        if (!ec) beat();
    });
}

void Server::stop() {
    net::post(io_, [this] { begin_stop(); });
}

void Server::begin_stop() {
    if (context_->stopping.exchange(true)) return;
    if (signals_) signals_->cancel();
    heartbeat_timer_->cancel();
    for (auto& l : listeners_) l->stop();
    service_->shutdown();
    sessions_.close_all();
    stop_deadline_ = std::chrono::steady_clock::now() + config_.shutdown_grace;
    stop_timer_ = std::make_unique<net::steady_timer>(io_);
    check_stopped();
}

void Server::check_stopped() {
    // Done when no connection is open and no game operation waits for its commit, or when
    // the grace period is over.
    if ((sessions_.size() == 0 && service_->idle()) ||
        std::chrono::steady_clock::now() >= stop_deadline_) {
        heartbeat_->beat(unix_millis());  // the last moment this server was up
        io_.stop();
        return;
    }
    stop_timer_->expires_after(std::chrono::milliseconds(20));
    stop_timer_->async_wait([this](const boost::system::error_code&) { check_stopped(); });
}

void Server::wait() {
    if (joined_) return;
    for (auto& t : threads_)
        if (t.joinable()) t.join();
    joined_ = true;
}

Server::~Server() {
    if (!joined_) {
        stop();
        wait();
    }
    // The service writes what is still queued and stops its threads before the io_context
    // (which its timers belong to) goes.
    service_.reset();
}

}  // namespace letterzak::server
