#include "server/http_session.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket.hpp>
#include <cmath>
#include <cstdio>

#include "server/origin_check.hpp"
#include "server/trusted_proxy.hpp"
#include "server/websocket_session.hpp"

namespace letterzak::server {

namespace beast = boost::beast;
namespace net = boost::asio;

namespace {

constexpr bool is_tls(const PlainStream&) {
    return false;
}
constexpr bool is_tls(const TlsStream&) {
    return true;
}

// A 429 with the seconds to wait.
Response rate_limited(const char* message, double wait_seconds, unsigned version, bool keep_alive) {
    Response res = error_response(429, "rate_limited", message, version, keep_alive);
    res.set(http::field::retry_after,
            std::to_string(static_cast<int>(std::ceil(wait_seconds)) + 1));
    return res;
}

}  // namespace

template <class Stream>
HttpSession<Stream>::HttpSession(Stream stream, ServerContext& context, net::ip::address peer,
                                 AddressConnections::Slot slot)
    : stream_(std::move(stream)),
      context_(context),
      bucket_(context.config.request_rate),
      peer_(std::move(peer)),
      slot_(std::move(slot)) {}

template <class Stream>
HttpSession<Stream>::~HttpSession() {
    context_.sessions.remove(this);
}

template <class Stream>
void HttpSession<Stream>::start() {
    context_.sessions.add(this->shared_from_this());
    if constexpr (std::is_same_v<Stream, TlsStream>) {
        beast::get_lowest_layer(stream_).expires_after(context_.config.request_timeout);
        stream_.async_handshake(net::ssl::stream_base::server,
                                [self = this->shared_from_this()](beast::error_code ec) {
                                    // A failed handshake (plain HTTP on the TLS port, an
                                    // untrusted certificate) ends the connection quietly.
                                    if (ec) return beast::get_lowest_layer(self->stream_).close();
                                    self->read();
                                });
    } else {
        net::dispatch(stream_.get_executor(), [self = this->shared_from_this()] { self->read(); });
    }
}

template <class Stream>
void HttpSession<Stream>::close() {
    net::post(stream_.get_executor(), [self = this->shared_from_this()] {
        // Between requests the connection is closed now; a request being answered finishes
        // first (the answer says Connection: close).
        if (!self->response_) self->shutdown();
    });
}

template <class Stream>
void HttpSession<Stream>::read() {
    if (context_.stopping) return shutdown();
    parser_.emplace();
    parser_->body_limit(context_.config.max_body_bytes);
    parser_->header_limit(16 * 1024);
    // The first request must come quickly; later ones may wait the idle time of a keep-alive.
    beast::get_lowest_layer(stream_).expires_after(first_request_ ? context_.config.request_timeout
                                                                  : context_.config.idle_timeout);
    http::async_read(stream_, buffer_, *parser_,
                     beast::bind_front_handler(&HttpSession::on_read, this->shared_from_this()));
}

template <class Stream>
void HttpSession<Stream>::on_read(beast::error_code ec, std::size_t) {
    first_request_ = false;
    if (ec == http::error::end_of_stream || ec == beast::error::timeout ||
        ec == net::error::operation_aborted)
        return shutdown();
    if (ec == http::error::body_limit) {
        Response res = error_response(413, "body_too_large",
                                      "the request body is larger than " +
                                          std::to_string(context_.config.max_body_bytes) + " bytes",
                                      11, false);
        return send(std::move(res));
    }
    if (ec == http::error::header_limit)
        return send(
            error_response(431, "bad_request", "the request headers are too large", 11, false));
    if (ec) {
        if (ec != net::error::connection_reset && ec != net::error::eof &&
            ec != net::ssl::error::stream_truncated)
            return send(error_response(400, "bad_request", "malformed HTTP request", 11, false));
        return shutdown();
    }
    Request& req = parser_->get();
    const ClientOrigin client =
        client_origin(peer_, is_tls(stream_), req, context_.config.trusted_proxies);
    if (!bucket_.take())
        return send(rate_limited("too many requests: slow down", bucket_.wait_seconds(),
                                 req.version(), req.keep_alive()));
    if (!context_.address_limiter.take(client.address))
        return send(rate_limited("too many requests from your address: slow down",
                                 context_.address_limiter.wait_seconds(client.address),
                                 req.version(), req.keep_alive()));
    const bool is_upgrade = beast::websocket::is_upgrade(req);
    if (is_upgrade || changes_state(req.method())) {
        auto origin = check_origin(req, client.https, context_.config.allowed_origins);
        if (!origin)
            return send(error_response(403, origin.error().code, origin.error().message,
                                       req.version(), is_upgrade ? false : req.keep_alive()));
    }
    if (!context_.config.quiet) {
        // The path only: a query may hold a seat token from an old link.
        const std::string_view target(req.target().data(), req.target().size());
        const std::string_view path = target.substr(0, target.find('?'));
        std::fprintf(stderr, "%s %s %.*s\n", client.address.c_str(),
                     std::string(http::to_string(req.method())).c_str(),
                     static_cast<int>(path.size()), path.data());
    }
    if (is_upgrade) return upgrade(client.address);
    context_.router.handle(
        parser_->release(), client.address,
        [self = this->shared_from_this()](Response res) {
            // The answer may come from another thread (after a commit):
            // back onto this strand.
            net::post(self->stream_.get_executor(),
                      [self, res = std::move(res)]() mutable { self->send(std::move(res)); });
        },
        client.https);
}

template <class Stream>
void HttpSession<Stream>::upgrade(const std::string& client) {
    auto target = context_.router.websocket_target(parser_->get());
    if (!target) {
        const Error& e = target.error();
        return send(
            error_response(status_for(e.code), e.code, e.message, parser_->get().version(), false));
    }
    beast::get_lowest_layer(stream_).expires_never();
    shut_ = true;  // the stream is the WebSocket's now
    std::make_shared<WebsocketSession<Stream>>(std::move(stream_), context_, std::move(*target),
                                               client, std::move(slot_))
        ->start(parser_->release());
}

template <class Stream>
void HttpSession<Stream>::send(Response response) {
    if (context_.stopping) response.keep_alive(false);
    // Over our own TLS the browser is told to keep to HTTPS (a proxy with TLS says it itself).
    if (is_tls(stream_)) response.set(http::field::strict_transport_security, "max-age=31536000");
    response_ = std::make_shared<Response>(std::move(response));
    const bool close = !response_->keep_alive();
    beast::get_lowest_layer(stream_).expires_after(context_.config.request_timeout);
    http::async_write(
        stream_, *response_,
        beast::bind_front_handler(&HttpSession::on_write, this->shared_from_this(), close));
}

template <class Stream>
void HttpSession<Stream>::on_write(bool close, beast::error_code ec, std::size_t) {
    response_.reset();
    if (ec || close) return shutdown();
    read();
}

template <class Stream>
void HttpSession<Stream>::shutdown() {
    if (shut_) return;
    shut_ = true;
    if constexpr (std::is_same_v<Stream, TlsStream>) {
        // A TLS close_notify, with a short deadline: a client that has gone does not hold us.
        beast::get_lowest_layer(stream_).expires_after(std::chrono::seconds(2));
        stream_.async_shutdown([self = this->shared_from_this()](beast::error_code) {
            beast::get_lowest_layer(self->stream_).close();
        });
    } else {
        beast::error_code ec;
        stream_.socket().shutdown(net::ip::tcp::socket::shutdown_send, ec);
        stream_.close();
    }
}

template class HttpSession<PlainStream>;
template class HttpSession<TlsStream>;

}  // namespace letterzak::server
