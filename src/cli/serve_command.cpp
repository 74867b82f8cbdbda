// letterzak serve [--listen ADDR[:PORT]]… [--port 8080] [--tls-cert F --tls-key F] [--db …] …
// The web board and the JSON/WebSocket API, on 127.0.0.1 unless --listen says otherwise.
// Prints the lobby's address when it is ready ("Letterzak: http://127.0.0.1:8080/"); on an
// address other machines can reach, also every address per interface, a QR code of the first
// for phones, and a warning when seat tokens would cross the network without TLS. Runs until
// SIGINT or SIGTERM, then stops gracefully (exit 0). Exit 2 when it cannot start (an address
// taken or malformed, a certificate that does not load, a database unusable).

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "cli/commands.hpp"
#include "server/http_server.hpp"
#include "server/listen_address.hpp"
#include "server/origin_check.hpp"
#include "server/reachable_addresses.hpp"
#include "server/terminal_qr.hpp"
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
    std::string places;
    int computer_delay_ms = 400;
    double create_rate = 2;
    double request_rate = 50;
    double address_rate = 200;
    std::vector<std::string> listen;
    std::vector<std::string> trusted_proxies;
    std::vector<std::string> allowed_origins;
    // Storage and several servers (issue 14).
    std::size_t max_games = 2000;
    int lease_ms = 10'000;
    // Accounts (issue 13): empty means open on loopback, invite when others can reach us.
    std::string accounts;
    double session_days = 30;
};

// The --listen, --trusted-proxy and --allow-origin values, read into the configuration.
Result<void> read_addresses(ServeOptions& opt) {
    for (const auto& l : opt.listen) {
        auto a = server::parse_listen_address(l);
        if (!a) return Unexpected<Error>{a.error()};
        opt.config.listen.push_back(*a);
    }
    for (const auto& p : opt.trusted_proxies) {
        auto c = server::parse_cidr(p);
        if (!c) return Unexpected<Error>{c.error()};
        opt.config.trusted_proxies.push_back(*c);
    }
    for (const auto& o : opt.allowed_origins) {
        auto n = server::normalise_origin(o);
        if (!n) return Unexpected<Error>{n.error()};
        opt.config.allowed_origins.push_back(*n);
    }
    return {};
}

// The start-up text for a server other machines can reach: where, how to join, and whether
// the traffic is protected. Returns the addresses, the lobby's (the first reachable one) first.
// The addresses other devices reach, each with the interface it is on ("eth0" …).
using Reachable = std::vector<std::pair<std::string, std::string>>;

Reachable announce_reachable(const server::Server& srv) {
    const char* scheme = srv.tls() ? "https" : "http";
    const auto reachable =
        server::reachable_addresses(srv.endpoints(), server::interface_addresses());
    if (reachable.empty()) {
        fmt::print("  Listening beyond loopback, but this machine has no network address yet.\n");
        return {{"", srv.url()}};
    }
    Reachable out;
    for (const auto& r : reachable)
        out.emplace_back(r.interface,
                         fmt::format("{}://{}/", scheme,
                                     server::host_port(r.endpoint.address(), r.endpoint.port())));
    const std::string& lobby = out.front().second;
    fmt::print("Letterzak: {}\n", lobby);
    fmt::print("  Other devices can reach this server. Open the board at:\n");
    for (const auto& [interface, url] : out) fmt::print("    {:<12} {}\n", interface, url);
    if (auto qr = server::terminal_qr(lobby)) {
        fmt::print("  Or point a phone's camera at this code ({}):\n", lobby);
        fmt::print("{}", *qr);
    }
    if (!srv.tls())
        fmt::print(
            "  Warning: without TLS, seat tokens and moves cross the network in clear text;\n"
            "  anyone on this network can read them. Use --tls-cert/--tls-key, or a proxy with "
            "TLS in front (README, \"Behind a reverse proxy\").\n");
    return out;
}

int run_serve(ServeOptions opt) {
    if (auto read = read_addresses(opt); !read) {
        fmt::print(stderr, "letterzak serve: {} ({})\n", read.error().message, read.error().code);
        return 2;
    }
    opt.config.web_root = opt.web;
    opt.config.lexicon = opt.lexicon;
    opt.config.places = opt.places;
    if (opt.accounts.empty()) {
        // Anyone may sign up on a server only this machine reaches; an exposed one hands out
        // sign-up codes (`letterzak admin code`) unless told --accounts open.
        const bool loopback_only = std::all_of(
            opt.config.listen.begin(), opt.config.listen.end(),
            [](const server::ListenAddress& l) { return server::is_loopback(l.address); });
        opt.accounts = loopback_only ? "open" : "invite";
    }
    opt.config.accounts = opt.accounts;
    opt.config.session_ttl =
        std::chrono::seconds(static_cast<std::int64_t>(std::max(0.0001, opt.session_days) * 86400));
    opt.config.create_rate = {opt.create_rate,
                              opt.create_rate > 0 ? std::max(60.0, opt.create_rate * 10) : 0};
    opt.config.request_rate = {opt.request_rate,
                               opt.request_rate > 0 ? std::max(200.0, opt.request_rate * 4) : 0};
    // A burst of four seconds' worth: a page load with its assets, then the steady rate.
    opt.config.address_rate = {opt.address_rate, opt.address_rate * 4};
    server::ServiceOptions service;
    service.computer_delay = std::chrono::milliseconds(std::max(0, opt.computer_delay_ms));
    service.max_games = std::max<std::size_t>(1, opt.max_games);
    service.lease_ttl = std::chrono::milliseconds(std::max(300, opt.lease_ms));
    auto srv = server::Server::start(opt.config, service);
    if (!srv) {
        fmt::print(stderr, "letterzak serve: {} ({})\n", srv.error().message, srv.error().code);
        return 2;
    }
    const auto endpoints = (*srv)->endpoints();
    const bool exposed = std::any_of(endpoints.begin(), endpoints.end(), [](const auto& e) {
        return !server::is_loopback(e.address());
    });
    Reachable addresses = {{"", (*srv)->url()}};
    if (exposed)
        addresses = announce_reachable(**srv);
    else
        fmt::print("Letterzak: {}\n", addresses.front().second);
    for (const auto& e : endpoints)
        fmt::print("  listening on {} ({})\n", server::host_port(e.address(), e.port()),
                   (*srv)->tls() ? "HTTPS and WSS" : "HTTP and WS");
    fmt::print("  database {} ({} games), web {}\n", store::printable_location(opt.config.db),
               (*srv)->games_loaded(),
               opt.config.web_root.empty() ? std::string("(none)") : opt.config.web_root.string());
    // Issue 21: where a director finds the tournaments, on every address the board is at.
    const std::size_t tournaments = (*srv)->tournaments_loaded();
    const auto at = [](std::string url) {
        if (!url.empty() && url.back() != '/') url += '/';
        return url + "#/tournaments";
    };
    if (addresses.size() == 1) {
        fmt::print("  tournaments: {} in the database; directors start at {}\n", tournaments,
                   at(addresses.front().second));
    } else {
        fmt::print("  tournaments: {} in the database; directors start at:\n", tournaments);
        for (const auto& [interface, url] : addresses)
            fmt::print("    {:<12} {}\n", interface, at(url));
    }
    std::fflush(stdout);
    (*srv)->wait();
    fmt::print("Letterzak: stopped\n");
    return 0;
}

}  // namespace

void register_serve_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<ServeOptions>();
    CLI::App* cmd = app.add_subcommand(
        "serve", "Web board, JSON and WebSocket API (127.0.0.1 unless --listen says otherwise)");
    cmd->add_option("--listen", opt->listen,
                    "Address to listen on, ADDR[:PORT]: 0.0.0.0:8080, [::]:8080, 192.168.1.20 "
                    "(repeatable; default 127.0.0.1)");
    cmd->add_option("--port", opt->config.port,
                    "TCP port, for --listen addresses without one (0: any free port)")
        ->capture_default_str();
    cmd->add_option("--tls-cert", opt->config.tls_cert,
                    "PEM certificate chain: serve HTTPS and WSS (with --tls-key)");
    cmd->add_option("--tls-key", opt->config.tls_key, "PEM private key of --tls-cert");
    cmd->add_option("--trusted-proxy", opt->trusted_proxies,
                    "Reverse proxy address block (CIDR) whose X-Forwarded-For/-Proto are "
                    "believed (repeatable)");
    cmd->add_option("--allow-origin", opt->allowed_origins,
                    "Another site allowed to act here, https://host[:port] (repeatable)");
    cmd->add_option(
           "--db", opt->config.db,
           "SQLite database file (created on first start), or postgresql://user:pw@host/db "
           "to share one database between several servers")
        ->capture_default_str();
    cmd->add_option("--lexicon", opt->lexicon, "Word list (plain or compiled); default: wdutch");
    cmd->add_option("--places", opt->places,
                    "woordspel: a list of Dutch place names (one a line), allowed as words in "
                    "woordspel games only; none ships by default");
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
    cmd->add_option("--max-connections-per-address", opt->config.max_connections_per_address,
                    "Open connections from one client address")
        ->capture_default_str();
    cmd->add_option("--address-rate", opt->address_rate,
                    "Requests or messages a second per client address (0: no limit)")
        ->capture_default_str();
    cmd->add_option("--games-per-hour", opt->config.games_per_address_per_hour,
                    "New games an hour from one client address (0: no cap)")
        ->capture_default_str();
    cmd->add_option("--max-tournaments", opt->config.max_tournaments,
                    "Tournaments this server holds")
        ->capture_default_str();
    cmd->add_option("--max-tournament-players", opt->config.max_tournament_players,
                    "Players in one tournament")
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
    // Accounts.
    cmd->add_option("--accounts", opt->accounts,
                    "Player accounts: off, open (anyone signs up) or invite (with a code from "
                    "`letterzak admin code`); default open on loopback, invite otherwise")
        ->check(CLI::IsMember({"off", "open", "invite"}));
    cmd->add_option("--session-days", opt->session_days, "How long a sign-in lasts, in days")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->callback([opt, &exit_code] { exit_code = run_serve(*opt); });
}

}  // namespace letterzak::cli
