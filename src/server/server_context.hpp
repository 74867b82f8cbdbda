#pragma once
// What every connection needs from the server, in one place, owned by the Server and
// outliving every session.

#include <atomic>
#include <boost/asio/ssl/context.hpp>
#include <memory>

#include "server/address_connections.hpp"
#include "server/game_service.hpp"
#include "server/rate_limit.hpp"
#include "server/routes.hpp"
#include "server/server_config.hpp"
#include "server/session_registry.hpp"

namespace letterzak::server {

struct ServerContext {
    ServerContext(const ServerConfig& c, GameService& s, TournamentService& t, Router& r,
                  SessionRegistry& reg, std::shared_ptr<boost::asio::ssl::context> tls_context)
        : config(c),
          service(s),
          tournaments(t),
          router(r),
          sessions(reg),
          tls(std::move(tls_context)),
          address_limiter(c.address_rate) {}

    const ServerConfig& config;
    GameService& service;
    TournamentService& tournaments;  // for the sockets that follow a tournament
    Router& router;
    SessionRegistry& sessions;
    std::shared_ptr<boost::asio::ssl::context> tls;  // null: plain HTTP
    KeyedRateLimiter address_limiter;                // requests and messages per client address
    AddressConnections connections;                  // open connections per client address
    std::atomic<bool> stopping{false};
};

}  // namespace letterzak::server
