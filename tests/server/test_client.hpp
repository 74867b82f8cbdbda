#pragma once
// Test helpers for the server: an HTTP client and a WebSocket client that record every byte
// they receive (the security test scans it), a temporary directory, and an in-process server
// on a free loopback port.

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/board.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "server/http_server.hpp"

namespace letterzak::testing {

using nlohmann::json;

// Everything a client received, in order, as raw text (HTTP: status line, headers, body).
using Traffic = std::vector<std::string>;

struct HttpResult {
    unsigned status = 0;
    std::string body;
    json json_body;  // null unless the body is JSON
    std::map<std::string, std::string> headers;
};

// Extra request headers (Origin, X-Forwarded-For, …), in order.
using Headers = std::vector<std::pair<std::string, std::string>>;

class HttpClient {
  public:
    explicit HttpClient(std::uint16_t port, Traffic* traffic = nullptr)
        : port_(port), traffic_(traffic) {}
    HttpResult request(boost::beast::http::verb verb, const std::string& target,
                       const std::string& body = {}, const std::string& token = {});
    HttpResult get(const std::string& target, const std::string& token = {}) {
        return request(boost::beast::http::verb::get, target, {}, token);
    }
    HttpResult post(const std::string& target, const json& body, const std::string& token = {}) {
        return request(boost::beast::http::verb::post, target, body.dump(), token);
    }
    HttpResult post_raw(const std::string& target, const std::string& body,
                        const std::string& token = {}) {
        return request(boost::beast::http::verb::post, target, body, token);
    }

    Headers headers;            // sent with every request
    std::string local_address;  // connect from this loopback address (127.0.0.x); empty: any

  private:
    std::uint16_t port_;
    Traffic* traffic_;
};

class WsClient {
  public:
    // Connects and upgrades; throws on failure (use try_connect for expected refusals).
    WsClient(std::uint16_t port, const std::string& target, Traffic* traffic = nullptr,
             const Headers& headers = {});
    ~WsClient();
    // The HTTP status of a refused upgrade (0 if it was accepted).
    static unsigned refused_status(std::uint16_t port, const std::string& target,
                                   const Headers& headers = {});

    void send(const json& message);
    // The next message, or nullopt after `timeout` (or when the server closed the socket).
    std::optional<json> read(std::chrono::milliseconds timeout = std::chrono::seconds(10));
    // Reads until a message satisfies `pred`; fails the test on timeout.
    json read_until(const std::function<bool(const json&)>& pred,
                    std::chrono::milliseconds timeout = std::chrono::seconds(10));
    bool closed() const { return closed_; }
    boost::beast::websocket::close_reason close_reason() const { return ws_.reason(); }

  private:
    boost::asio::io_context io_;
    // Without permessage-deflate, like the server (src/server/websocket_session.hpp).
    boost::beast::websocket::stream<boost::beast::tcp_stream, false> ws_;
    boost::beast::flat_buffer buffer_;
    Traffic* traffic_;
    bool closed_ = false;
};

// A directory removed at the end of the test.
class TempDir {
  public:
    TempDir();
    ~TempDir();
    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

// An in-process server on 127.0.0.1 with a fresh database, computers answering at once, no
// request log, and no limit on game creation (tests that test limits set their own).
struct TestServer {
    explicit TestServer(const std::function<void(server::ServerConfig&)>& tweak = {},
                        std::filesystem::path db = {});
    ~TestServer();
    std::uint16_t port() const { return server->port(); }

    TempDir dir;
    std::filesystem::path db;
    std::unique_ptr<server::Server> server;
};

// Creates a game over HTTP; returns the reply body (201 expected).
json create_game(HttpClient& http, const json& request);

// Creates a game from `request` read as the route reads it (server::parse_new_game), dealt
// from `seed`, which a request never names: for tests that need a known deal. Returns the
// reply body (201 expected).
json create_seeded_game(TestServer& server, const json& request, std::uint64_t seed);

// The board and the viewer's rack from a view.
core::Board board_of(const json& view);
core::Rack rack_of(const json& view, int seat);

// A placement as the API takes it: {"type":"place","tiles":[…]}.
json place_request(const core::Move& move);

// The best placement for the viewer's rack by the move generator (nullopt: none).
std::optional<core::Move> best_move(const json& view);

// Whether the default word list of the game's rules (view["rules"]) holds these letters.
bool is_word(const json& view, std::span<const core::Letter> letters);

// The game as the test compares "unchanged": everything but the clock readings.
json without_clock(json view);

}  // namespace letterzak::testing
