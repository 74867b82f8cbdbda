#include "test_client.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <future>
#include <mutex>
#include <sstream>

#include "core/rules.hpp"
#include "lexicon/lexicon.hpp"
#include "movegen/generator.hpp"
#include "movegen/move_sink.hpp"
#include "server/new_game_request.hpp"

namespace letterzak::testing {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

HttpResult HttpClient::request(http::verb verb, const std::string& target, const std::string& body,
                               const std::string& token) {
    net::io_context io;
    beast::tcp_stream stream(io);
    beast::error_code ec;
    if (!local_address.empty()) {
        stream.socket().open(tcp::v4(), ec);
        if (!ec)
            stream.socket().bind(tcp::endpoint(net::ip::make_address_v4(local_address), 0), ec);
        if (ec) return {};
    }
    stream.connect(tcp::endpoint(net::ip::make_address_v4("127.0.0.1"), port_), ec);
    if (ec) return {};  // status 0: no server
    stream.expires_after(std::chrono::seconds(30));
    http::request<http::string_body> req{verb, target, 11};
    req.set(http::field::host, "127.0.0.1");
    if (!token.empty()) req.set(http::field::authorization, "Bearer " + token);
    for (const auto& [name, value] : headers) req.insert(name, value);
    if (!body.empty()) {
        req.set(http::field::content_type, "application/json");
        req.body() = body;
    }
    req.prepare_payload();
    http::write(stream, req, ec);
    if (ec) return {};
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.body_limit(64 * 1024 * 1024);
    parser.skip(verb == http::verb::head);  // a HEAD answer has no body, whatever its length
    http::read(stream, buffer, parser, ec);
    HttpResult r;
    if (ec) return r;  // status 0: no answer
    const auto& res = parser.get();
    if (traffic_ != nullptr) {
        std::ostringstream raw;
        raw << res;
        traffic_->push_back(raw.str());
    }
    r.status = res.result_int();
    r.body = res.body();
    for (const auto& field : res)
        r.headers[std::string(field.name_string())] = std::string(field.value());
    r.json_body = json::parse(r.body, nullptr, false);
    if (r.json_body.is_discarded()) r.json_body = nullptr;
    stream.socket().shutdown(tcp::socket::shutdown_both, ec);
    return r;
}

WsClient::WsClient(std::uint16_t port, const std::string& target, Traffic* traffic,
                   const Headers& headers)
    : ws_(io_), traffic_(traffic) {
    beast::get_lowest_layer(ws_).connect(
        tcp::endpoint(net::ip::make_address_v4("127.0.0.1"), port));
    ws_.set_option(websocket::stream_base::decorator([headers](websocket::request_type& req) {
        for (const auto& [name, value] : headers) req.insert(name, value);
    }));
    ws_.handshake("127.0.0.1", target);
}

WsClient::~WsClient() {
    beast::error_code ec;
    if (!closed_) ws_.close(websocket::close_code::normal, ec);
}

unsigned WsClient::refused_status(std::uint16_t port, const std::string& target,
                                  const Headers& headers) {
    // A plain HTTP upgrade request: the status line says whether the server would switch.
    net::io_context io;
    beast::tcp_stream stream(io);
    stream.connect(tcp::endpoint(net::ip::make_address_v4("127.0.0.1"), port));
    http::request<http::empty_body> req{http::verb::get, target, 11};
    req.set(http::field::host, "127.0.0.1");
    req.set(http::field::connection, "Upgrade");
    req.set(http::field::upgrade, "websocket");
    req.set(http::field::sec_websocket_version, "13");
    req.set(http::field::sec_websocket_key, "dGhlIHNhbXBsZSBub25jZQ==");
    for (const auto& [name, value] : headers) req.insert(name, value);
    http::write(stream, req);
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.skip(false);
    beast::error_code ec;
    http::read_header(stream, buffer, parser, ec);
    if (ec) return 1;
    const unsigned status = parser.get().result_int();
    return status == 101 ? 0 : status;
}

void WsClient::send(const json& message) {
    ws_.write(net::buffer(message.dump()));
}

std::optional<json> WsClient::read(std::chrono::milliseconds timeout) {
    if (closed_) return std::nullopt;
    std::optional<json> out;
    bool done = false;
    ws_.async_read(buffer_, [&](beast::error_code ec, std::size_t) {
        done = true;
        if (ec) {
            closed_ = true;
            return;
        }
        const std::string text = beast::buffers_to_string(buffer_.data());
        buffer_.consume(buffer_.size());
        if (traffic_ != nullptr) traffic_->push_back(text);
        out = json::parse(text, nullptr, false);
    });
    io_.restart();
    io_.run_for(timeout);
    if (!done) {
        // Abandon the read: the socket cannot be read again after a cancelled frame, so close it.
        beast::get_lowest_layer(ws_).cancel();
        io_.restart();
        io_.run();
        closed_ = true;
    }
    return out;
}

json WsClient::read_until(const std::function<bool(const json&)>& pred,
                          std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    std::string last = "nothing";
    while (std::chrono::steady_clock::now() < deadline) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        auto m = read(left);
        if (!m) break;
        if (pred(*m)) return *m;
        last = m->dump().substr(0, 300);
    }
    ADD_FAILURE() << "no matching WebSocket message in time (" << (closed_ ? "closed" : "open")
                  << "; last: " << last << ")";
    return nullptr;
}

TempDir::TempDir() {
    std::string templ = (std::filesystem::temp_directory_path() / "letterzak-test-XXXXXX").string();
    char* made = mkdtemp(templ.data());
    if (made == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = made;
}

TempDir::~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
}

TestServer::TestServer(const std::function<void(server::ServerConfig&)>& tweak,
                       std::filesystem::path db_path) {
    db = db_path.empty() ? dir.path() / "test.db" : db_path;
    server::ServerConfig config;
    config.port = 0;
    config.db = db.string();
    config.quiet = true;
    config.handle_signals = false;
    config.io_threads = 2;
    config.create_rate = {0, 0};
    config.request_rate = {0, 0};
    config.address_rate = {0, 0};
    config.games_per_address_per_hour = 0;
    if (tweak) tweak(config);
    server::ServiceOptions options;
    options.computer_delay = std::chrono::milliseconds(0);
    auto s = server::Server::start(config, options);
    if (!s) throw std::runtime_error("server did not start: " + s.error().message);
    server = std::move(*s);
}

TestServer::~TestServer() {
    server.reset();
}

json create_game(HttpClient& http, const json& request) {
    auto r = http.post("/api/games", request);
    EXPECT_EQ(r.status, 201u) << r.body;
    return r.json_body;
}

json create_seeded_game(TestServer& server, const json& request, std::uint64_t seed) {
    auto spec = server::parse_new_game(request);
    EXPECT_TRUE(spec.has_value()) << request.dump();
    if (!spec) return nullptr;
    spec->seed = seed;
    std::promise<server::Reply> done;
    server.server->service().create(*spec, [&](server::Reply r) { done.set_value(std::move(r)); });
    server::Reply reply = done.get_future().get();
    EXPECT_EQ(reply.status, 201u) << reply.body.dump();
    return reply.body;
}

namespace {

core::Letter letter_from(const std::string& s) {
    if (s == "?") return core::kBlank;
    if (s == "IJ") return core::kLetterIJ;
    return static_cast<core::Letter>(s[0] - 'A' + 1);
}

struct Lexicons {
    std::mutex mutex;
    std::map<std::pair<int, bool>, std::unique_ptr<lexicon::Lexicon>> by_rules;
};

// The word list the server plays a rule set with (its reading and list rules).
const lexicon::Lexicon& lexicon_for(const core::RuleSet& rules) {
    static Lexicons cache;
    const lexicon::ListRules list = lexicon::list_rules_of(rules);
    std::lock_guard lock(cache.mutex);
    auto& slot = cache.by_rules[{static_cast<int>(list.reading), list.joined_words}];
    if (!slot) {
        auto lex = lexicon::Lexicon::open("", list);
        if (!lex) throw std::runtime_error("no lexicon: " + lex.error().message);
        slot = std::make_unique<lexicon::Lexicon>(std::move(*lex));
    }
    return *slot;
}

}  // namespace

core::Board board_of(const json& view) {
    core::Board board;
    for (const json& t : view["board"]) {
        core::Letter l = letter_from(t["letter"].get<std::string>());
        if (t["blank"].get<bool>()) l = static_cast<core::Letter>(l | core::kBlankBit);
        board.place(t["sq"].get<int>(), l);
    }
    return board;
}

core::Rack rack_of(const json& view, int seat) {
    core::Rack rack;
    const json& s = view["seats"][static_cast<std::size_t>(seat)];
    if (!s.contains("rack")) return rack;
    for (const json& l : s["rack"]) rack.add(letter_from(l.get<std::string>()));
    return rack;
}

json place_request(const core::Move& move) {
    json tiles = json::array();
    for (int i = 0; i < move.length; ++i) {
        if (move.is_through(i)) continue;
        const core::Letter t = move.word[static_cast<std::size_t>(i)];
        tiles.push_back({{"square", move.square(i)},
                         {"letter", core::letter_name(core::letter_of(t))},
                         {"blank", core::is_blank_tile(t)}});
    }
    return {{"type", "place"}, {"tiles", std::move(tiles)}};
}

std::optional<core::Move> best_move(const json& view) {
    const core::RuleSet* rules = core::rule_set_by_name(view["rules"].get<std::string>());
    const int seat = view["viewer"].get<int>();
    const auto& lex = lexicon_for(*rules);
    movegen::Generator gen(*rules, lex.kwg());
    movegen::BestMove best;
    gen.generate(board_of(view), rack_of(view, seat), best);
    if (!best.found) return std::nullopt;
    return best.best;
}

bool is_word(const json& view, std::span<const core::Letter> letters) {
    const core::RuleSet* rules = core::rule_set_by_name(view["rules"].get<std::string>());
    return lexicon_for(*rules).contains(letters);
}

json without_clock(json view) {
    view.erase("clock");
    for (json& s : view["seats"]) s.erase("clock_ms");
    return view;
}

}  // namespace letterzak::testing
