#include "server/listener.hpp"

#include <fmt/format.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include "server/http_session.hpp"

namespace letterzak::server {

namespace beast = boost::beast;
namespace net = boost::asio;
using tcp = net::ip::tcp;

Result<std::shared_ptr<Listener>> Listener::open(net::io_context& io, std::uint16_t port,
                                                 ServerContext& context) {
    std::shared_ptr<Listener> l(new Listener(io, context));
    // Loopback only: the server is never reachable from another machine.
    const tcp::endpoint endpoint{net::ip::make_address_v4("127.0.0.1"), port};
    beast::error_code ec;
    l->acceptor_.open(endpoint.protocol(), ec);
    if (!ec) l->acceptor_.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec) l->acceptor_.bind(endpoint, ec);
    if (!ec) l->acceptor_.listen(net::socket_base::max_listen_connections, ec);
    if (ec)
        return make_error("listen_failed",
                          fmt::format("cannot listen on 127.0.0.1:{}: {}", port, ec.message()));
    l->port_ = l->acceptor_.local_endpoint().port();
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

void Listener::on_accept(beast::error_code ec, tcp::socket socket) {
    if (ec == net::error::operation_aborted || !acceptor_.is_open()) return;
    if (!ec) {
        if (context_.stopping) {
            socket.close(ec);
        } else if (context_.sessions.size() >= context_.config.max_connections) {
            // Over the limit: a short answer, written without a session, then closed.
            auto res = std::make_shared<Response>(error_response(
                503, "too_many_connections", "the server is full: try again soon", 11, false));
            auto stream = std::make_shared<beast::tcp_stream>(std::move(socket));
            stream->expires_after(std::chrono::seconds(5));
            http::async_write(*stream, *res, [stream, res](beast::error_code, std::size_t) {
                beast::error_code ignored;
                stream->socket().shutdown(tcp::socket::shutdown_both, ignored);
            });
        } else {
            std::make_shared<HttpSession>(std::move(socket), context_)->start();
        }
    } else {
        // Out of file descriptors or the like: retry shortly instead of spinning.
        auto timer = std::make_shared<net::steady_timer>(acceptor_.get_executor(),
                                                         std::chrono::milliseconds(50));
        timer->async_wait(
            [self = shared_from_this(), timer](beast::error_code) { self->accept(); });
        return;
    }
    accept();
}

}  // namespace letterzak::server
