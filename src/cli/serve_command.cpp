// letterzak serve [--port 8080] [--db letterzak.db] [--lexicon FILE] [--web DIR] …
// The web board and the JSON/WebSocket API, on 127.0.0.1 only. Prints the address when it is
// ready ("Letterzak: http://127.0.0.1:8080/") and runs until SIGINT or SIGTERM, then stops
// gracefully (exit 0). Exit 2 when it cannot start (port taken, database unusable).

#include <fmt/format.h>

#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "server/http_server.hpp"
#include "store/open_store.hpp"

#ifndef LETTERZAK_WEB_ROOT
#define LETTERZAK_WEB_ROOT ""
#endif

namespace letterzak::cli {
namespace {

struct ServeOptions {
    server::ServerConfig config;
    std::string web = LETTERZAK_WEB_ROOT;
    std::string lexicon;
    int computer_delay_ms = 400;
    double create_rate = 2;
    double request_rate = 50;
    // Storage and several servers (issue 14).
    std::size_t max_games = 2000;
    int lease_ms = 10'000;
};

int run_serve(ServeOptions opt) {
    opt.config.web_root = opt.web;
    opt.config.lexicon = opt.lexicon;
    opt.config.create_rate = {opt.create_rate,
                              opt.create_rate > 0 ? std::max(60.0, opt.create_rate * 10) : 0};
    opt.config.request_rate = {opt.request_rate,
                               opt.request_rate > 0 ? std::max(200.0, opt.request_rate * 4) : 0};
    server::ServiceOptions service;
    service.computer_delay = std::chrono::milliseconds(std::max(0, opt.computer_delay_ms));
    service.max_games = std::max<std::size_t>(1, opt.max_games);
    service.lease_ttl = std::chrono::milliseconds(std::max(300, opt.lease_ms));
    auto srv = server::Server::start(opt.config, service);
    if (!srv) {
        fmt::print(stderr, "letterzak serve: {} ({})\n", srv.error().message, srv.error().code);
        return 2;
    }
    fmt::print("Letterzak: {}\n", (*srv)->url());
    fmt::print("  database {} ({} games), web {}\n", store::printable_location(opt.config.db),
               (*srv)->games_loaded(),
               opt.config.web_root.empty() ? std::string("(none)") : opt.config.web_root.string());
    std::fflush(stdout);
    (*srv)->wait();
    fmt::print("Letterzak: stopped\n");
    return 0;
}

}  // namespace

void register_serve_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<ServeOptions>();
    CLI::App* cmd = app.add_subcommand("serve", "Web board, JSON and WebSocket API on 127.0.0.1");
    cmd->add_option("--port", opt->config.port, "TCP port on 127.0.0.1 (0: any free port)")
        ->capture_default_str();
    cmd->add_option(
           "--db", opt->config.db,
           "SQLite database file (created on first start), or postgresql://user:pw@host/db "
           "to share one database between several servers")
        ->capture_default_str();
    cmd->add_option("--lexicon", opt->lexicon, "Word list (plain or compiled); default: wdutch");
    cmd->add_option("--web", opt->web, "Directory of the built web front end (web/dist)")
        ->capture_default_str();
    cmd->add_option("--threads", opt->config.io_threads,
                    "I/O threads (0: one per core, at least 2)")
        ->capture_default_str();
    cmd->add_option("--compute-threads", opt->config.compute_threads,
                    "Threads for computer players and analyses")
        ->capture_default_str();
    cmd->add_option("--max-connections", opt->config.max_connections,
                    "Open HTTP and WebSocket connections")
        ->capture_default_str();
    cmd->add_option("--max-body", opt->config.max_body_bytes, "Largest request body in bytes")
        ->capture_default_str();
    cmd->add_option("--request-rate", opt->request_rate,
                    "Requests or messages a second per connection (0: no limit)")
        ->capture_default_str();
    cmd->add_option("--create-rate", opt->create_rate,
                    "New games a second per client address (0: no limit)")
        ->capture_default_str();
    cmd->add_option("--computer-delay", opt->computer_delay_ms,
                    "Milliseconds before a computer answers")
        ->capture_default_str();
    cmd->add_flag("--quiet", opt->config.quiet, "No request log on stderr");
    // Storage and several servers.
    cmd->add_option("--max-games", opt->max_games,
                    "Games kept in memory; idle and finished ones beyond it are let go")
        ->capture_default_str();
    cmd->add_option("--lease-ms", opt->lease_ms,
                    "With a shared PostgreSQL database: how long a server's hold on a game "
                    "lasts unrenewed (a dead server's games move on after this)")
        ->capture_default_str();
    cmd->callback([opt, &exit_code] { exit_code = run_serve(*opt); });
}

}  // namespace letterzak::cli
