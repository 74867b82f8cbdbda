#pragma once
// Everything `letterzak serve` can be told, with the embedded defaults: the server listens on
// the loopback address only (127.0.0.1), so nothing outside this machine can reach it, until
// `listen` names other addresses (a club room's LAN, the internet).

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "server/listen_address.hpp"
#include "server/rate_limit.hpp"
#include "server/trusted_proxy.hpp"

namespace letterzak::server {

struct ServerConfig {
    std::uint16_t port = 8080;          // 0: any free port (tests); the port of `listen` entries
                                        // that give none
    std::vector<ListenAddress> listen;  // empty: 127.0.0.1 only
    std::filesystem::path tls_cert;     // PEM certificate chain; with tls_key: HTTPS and WSS
    std::filesystem::path tls_key;      // PEM private key
    std::vector<Cidr> trusted_proxies;  // whose X-Forwarded-For / -Proto are believed
    std::vector<std::string> allowed_origins;  // other sites' pages allowed to act (normalised)
    std::string db = "letterzak.db";           // a SQLite file, created on first start
    std::filesystem::path lexicon;             // empty: the default Dutch list (wdutch)
    std::filesystem::path places;              // woordspel's place names (SPEC §5); empty: none
    std::filesystem::path web_root;            // the built front end (web/dist); empty: none
    int io_threads = 0;                        // 0: one per core, at least 2
    int compute_threads = 1;                   // computer players and analyses

    std::size_t max_body_bytes = 64 * 1024;  // a request body (a move is ~200 bytes)
    std::size_t max_ws_message_bytes = 16 * 1024;
    std::size_t max_connections = 4096;            // HTTP and WebSocket together
    std::size_t max_connections_per_address = 64;  // from one client address (not a proxy's)
    std::size_t max_ws_queue = 256;                // messages waiting for a slow client
    std::chrono::seconds request_timeout{30};      // reading one request, writing one response
    std::chrono::seconds idle_timeout{120};        // a keep-alive connection between requests
    std::chrono::seconds shutdown_grace{5};        // finishing requests after SIGINT/SIGTERM

    RateSettings request_rate{50, 200};         // per connection: requests or WS messages
    RateSettings create_rate{2, 60};            // per client address: new games
    RateSettings address_rate{200, 800};        // per client address: requests and WS messages
    double games_per_address_per_hour = 200;    // new games from one client address (0: no cap)
    RateSettings word_check_rate{1, 30};        // per client address: "is dit een woord?"
    RateSettings record_analysis_rate{0.2, 6};  // per client address: GCG records analysed
    std::size_t max_tournaments = 1000;         // on this server
    std::size_t max_tournament_players = 2000;  // in one tournament (pairing cost grows with it)

    // Accounts (account_service.hpp): off, open to anyone, or by invitation code; how long a
    // sign-in lasts; sign-in and sign-up attempts per client address.
    std::string accounts = "open";
    std::chrono::seconds session_ttl{30 * 24 * 3600};
    RateSettings sign_in_rate{0.2, 10};

    bool handle_signals = true;  // SIGINT/SIGTERM stop the server gracefully
    bool quiet = false;          // no request log on stderr
};

}  // namespace letterzak::server
