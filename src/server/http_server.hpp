#pragma once
// `letterzak serve` as an object: opens the store and the word lists, replays the stored
// games, listens (127.0.0.1 unless told otherwise; over TLS with a certificate), and runs the
// I/O threads. Tests start one in-process on a free
// port; the command line starts one and waits for SIGINT or SIGTERM.
//
// Stopping is graceful: no new connections, WebSockets get a close frame, requests under way
// are answered, every queued event is written, then the threads end (at most shutdown_grace
// after the signal).

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <memory>
#include <thread>
#include <vector>

#include "core/result.hpp"
#include "server/account_service.hpp"
#include "server/game_service.hpp"
#include "server/lexicon_shelf.hpp"
#include "server/listener.hpp"
#include "server/routes.hpp"
#include "server/server_config.hpp"
#include "server/server_context.hpp"
#include "server/server_heartbeat.hpp"
#include "server/session_registry.hpp"
#include "server/static_files.hpp"
#include "server/tournament_service.hpp"
#include "store/repository.hpp"

namespace letterzak::server {

class Server {
  public:
    static Result<std::unique_ptr<Server>> start(ServerConfig config, ServiceOptions options = {});
    ~Server();
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    // The first listen address's port, and its URL ("http://127.0.0.1:8080/").
    std::uint16_t port() const { return listeners_.front()->endpoint().port(); }
    std::string url() const;
    // Every address it listens on, with the ports the system chose for port 0.
    std::vector<boost::asio::ip::tcp::endpoint> endpoints() const;
    bool tls() const { return context_->tls != nullptr; }
    std::size_t games_loaded() const { return games_loaded_; }
    std::size_t tournaments_loaded() const { return tournaments_loaded_; }
    GameService& service() { return *service_; }

    // Begins a graceful stop (from any thread); wait() returns when it is done.
    void stop();
    void wait();

  private:
    explicit Server(ServerConfig config);
    void begin_stop();
    void check_stopped();
    void beat();

    ServerConfig config_;
    std::unique_ptr<store::GameRepository> repository_;
    std::unique_ptr<LexiconShelf> lexicons_;
    boost::asio::io_context io_;
    std::unique_ptr<GameService> service_;
    std::unique_ptr<store::TournamentRepository> tournament_store_;
    std::unique_ptr<TournamentService> tournaments_;  // after service_: it listens to it
    std::unique_ptr<store::AccountRepository> account_store_;
    std::unique_ptr<AccountService> accounts_;
    std::unique_ptr<StaticFiles> files_;
    std::unique_ptr<Router> router_;
    SessionRegistry sessions_;
    std::unique_ptr<ServerContext> context_;
    std::vector<std::shared_ptr<Listener>> listeners_;
    std::unique_ptr<boost::asio::signal_set> signals_;
    std::unique_ptr<boost::asio::steady_timer> stop_timer_;
    std::unique_ptr<ServerHeartbeat> heartbeat_;
    std::unique_ptr<boost::asio::steady_timer> heartbeat_timer_;
    std::chrono::steady_clock::time_point stop_deadline_;
    std::vector<std::thread> threads_;
    std::size_t games_loaded_ = 0;
    std::size_t tournaments_loaded_ = 0;
    bool joined_ = false;
};

}  // namespace letterzak::server
