#pragma once
// What every connection needs from the server, in one place, owned by the Server and
// outliving every session.

#include <atomic>

#include "server/game_service.hpp"
#include "server/routes.hpp"
#include "server/server_config.hpp"
#include "server/session_registry.hpp"

namespace letterzak::server {

struct ServerContext {
    const ServerConfig& config;
    GameService& service;
    Router& router;
    SessionRegistry& sessions;
    std::atomic<bool> stopping{false};
};

}  // namespace letterzak::server
