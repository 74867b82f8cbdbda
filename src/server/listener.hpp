#pragma once
// Accepts connections on 127.0.0.1 only and starts an HttpSession for each, each on its own
// strand. Over the connection limit, a new connection gets a 503 and is closed.

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/strand.hpp>
#include <memory>

#include "core/result.hpp"
#include "server/server_context.hpp"

namespace letterzak::server {

class Listener : public std::enable_shared_from_this<Listener> {
  public:
    // Binds and listens (port 0: any free port).
    static Result<std::shared_ptr<Listener>> open(boost::asio::io_context& io, std::uint16_t port,
                                                  ServerContext& context);
    void start();
    void stop();
    std::uint16_t port() const { return port_; }

  private:
    Listener(boost::asio::io_context& io, ServerContext& context)
        : io_(io), acceptor_(boost::asio::make_strand(io)), context_(context) {}
    void accept();
    void on_accept(boost::beast::error_code ec, boost::asio::ip::tcp::socket socket);

    boost::asio::io_context& io_;
    boost::asio::ip::tcp::acceptor acceptor_;
    ServerContext& context_;
    std::uint16_t port_ = 0;
};

}  // namespace letterzak::server
