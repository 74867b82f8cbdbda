#include "server/listener.hpp"

#include <fmt/format.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/ip/v6_only.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include "server/http_session.hpp"
#include "server/listen_address.hpp"

namespace letterzak::server {

namespace beast = boost::beast;
namespace net = boost::asio;
using tcp = net::ip::tcp;

Result<std::shared_ptr<Listener>> Listener::open(net::io_context& io, const tcp::endpoint& endpoint,
                                                 ServerContext& context) {
    std::shared_ptr<Listener> l(new Listener(io, context));
    beast::error_code ec;
    l->acceptor_.open(endpoint.protocol(), ec);
    if (!ec) l->acceptor_.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec && endpoint.address().is_v6()) l->acceptor_.set_option(net::ip::v6_only(true), ec);
    if (!ec) l->acceptor_.bind(endpoint, ec);
    if (!ec) l->acceptor_.listen(net::socket_base::max_listen_connections, ec);
    if (ec)
        return make_error(
            "listen_failed",
            fmt::format("cannot listen on {}: {}", host_port(endpoint.address(), endpoint.port()),
                        ec.message()));
    l->endpoint_ = l->acceptor_.local_endpoint();
    return l;
}

void Listener::start() {
    net::dispatch(acceptor_.get_executor(), [self = shared_from_this()] { self->accept(); });
}

void Listener::stop() {
    net::post(acceptor_.get_executor(), [self = shared_from_this()] {
        beast::error_code ec;
        self->acceptor_.close(ec);
    });
}

void Listener::accept() {
    acceptor_.async_accept(net::make_strand(io_),
                           beast::bind_front_handler(&Listener::on_accept, shared_from_this()));
}

void Listener::refuse(tcp::socket socket, const char* why) {
    beast::error_code ec;
    if (context_.tls) {
        // No handshake for a connection we will not serve: closing says as much.
        socket.close(ec);
        return;
    }
    // A short answer, written without a session, then closed.
    auto res =
        std::make_shared<Response>(error_response(503, "too_many_connections", why, 11, false));
    auto stream = std::make_shared<beast::tcp_stream>(std::move(socket));
    stream->expires_after(std::chrono::seconds(5));
    http::async_write(*stream, *res, [stream, res](beast::error_code, std::size_t) {
        beast::error_code ignored;
        stream->socket().shutdown(tcp::socket::shutdown_both, ignored);
    });
}

void Listener::on_accept(beast::error_code ec, tcp::socket socket) {
    if (ec == net::error::operation_aborted || !acceptor_.is_open()) return;
    if (ec) {
        // Out of file descriptors or the like: retry shortly instead of spinning.
        auto timer = std::make_shared<net::steady_timer>(acceptor_.get_executor(),
                                                         std::chrono::milliseconds(50));
        timer->async_wait(
            [self = shared_from_this(), timer](beast::error_code) { self->accept(); });
        return;
    }
    accept();
    if (context_.stopping) {
        socket.close(ec);
        return;
    }
    if (context_.sessions.size() >= context_.config.max_connections)
        return refuse(std::move(socket), "the server is full: try again soon");
    const auto peer = socket.remote_endpoint(ec);
    if (ec) return;
    // A trusted proxy carries many clients over its connections: only its clients' requests
    // are limited, by their forwarded address.
    AddressConnections::Slot slot;
    if (!is_trusted_proxy(peer.address(), context_.config.trusted_proxies)) {
        slot = context_.connections.try_acquire(peer.address().to_string(),
                                                context_.config.max_connections_per_address);
        if (!slot) return refuse(std::move(socket), "too many connections from your address");
    }
    if (context_.tls) {
        std::make_shared<HttpSession<TlsStream>>(TlsStream(std::move(socket), *context_.tls),
                                                 context_, peer.address(), std::move(slot))
            ->start();
    } else {
        std::make_shared<HttpSession<PlainStream>>(PlainStream(std::move(socket)), context_,
                                                   peer.address(), std::move(slot))
            ->start();
    }
}

}  // namespace letterzak::server
