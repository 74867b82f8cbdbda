#include "server/http_session.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/websocket.hpp>
#include <cmath>
#include <cstdio>

#include "server/websocket_session.hpp"

namespace letterzak::server {

namespace beast = boost::beast;
namespace net = boost::asio;

HttpSession::HttpSession(net::ip::tcp::socket socket, ServerContext& context)
    : stream_(std::move(socket)), context_(context), bucket_(context.config.request_rate) {
    beast::error_code ec;
    const auto endpoint = stream_.socket().remote_endpoint(ec);
    peer_ = ec ? std::string("?") : endpoint.address().to_string();
}

HttpSession::~HttpSession() {
    context_.sessions.remove(this);
}

void HttpSession::start() {
    context_.sessions.add(shared_from_this());
    net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read(); });
}

void HttpSession::close() {
    net::post(stream_.get_executor(), [self = shared_from_this()] {
        // Between requests the connection is closed now; a request being answered finishes
        // first (the answer says Connection: close).
        if (!self->response_) self->shutdown();
    });
}

void HttpSession::read() {
    if (context_.stopping) return shutdown();
    parser_.emplace();
    parser_->body_limit(context_.config.max_body_bytes);
    parser_->header_limit(16 * 1024);
    // The first request must come quickly; later ones may wait the idle time of a keep-alive.
    stream_.expires_after(first_request_ ? context_.config.request_timeout
                                         : context_.config.idle_timeout);
    http::async_read(stream_, buffer_, *parser_,
                     beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
}

void HttpSession::on_read(beast::error_code ec, std::size_t) {
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
        if (ec != net::error::connection_reset && ec != net::error::eof)
            return send(error_response(400, "bad_request", "malformed HTTP request", 11, false));
        return shutdown();
    }
    Request& req = parser_->get();
    if (!bucket_.take()) {
        Response res = error_response(429, "rate_limited", "too many requests: slow down",
                                      req.version(), req.keep_alive());
        res.set(http::field::retry_after,
                std::to_string(static_cast<int>(std::ceil(bucket_.wait_seconds())) + 1));
        return send(std::move(res));
    }
    if (beast::websocket::is_upgrade(req)) return upgrade();
    if (!context_.config.quiet)
        std::fprintf(
            stderr, "%s %.*s\n", std::string(http::to_string(req.method())).c_str(),
            static_cast<int>(std::min<std::size_t>(req.target().find('?'), req.target().size())),
            req.target().data());
    context_.router.handle(parser_->release(), peer_, [self = shared_from_this()](Response res) {
        // The answer may come from another thread (after a commit): back onto this strand.
        net::post(self->stream_.get_executor(),
                  [self, res = std::move(res)]() mutable { self->send(std::move(res)); });
    });
}

void HttpSession::upgrade() {
    auto target = context_.router.websocket_target(parser_->get());
    if (!target) {
        const Error& e = target.error();
        return send(
            error_response(status_for(e.code), e.code, e.message, parser_->get().version(), false));
    }
    stream_.expires_never();
    std::make_shared<WebsocketSession>(stream_.release_socket(), context_, target->game_id,
                                       target->seat)
        ->start(parser_->release());
}

void HttpSession::send(Response response) {
    if (context_.stopping) response.keep_alive(false);
    response_ = std::make_shared<Response>(std::move(response));
    const bool close = !response_->keep_alive();
    stream_.expires_after(context_.config.request_timeout);
    http::async_write(stream_, *response_,
                      beast::bind_front_handler(&HttpSession::on_write, shared_from_this(), close));
}

void HttpSession::on_write(bool close, beast::error_code ec, std::size_t) {
    response_.reset();
    if (ec || close) return shutdown();
    read();
}

void HttpSession::shutdown() {
    beast::error_code ec;
    stream_.socket().shutdown(net::ip::tcp::socket::shutdown_send, ec);
    stream_.close();
}

}  // namespace letterzak::server
