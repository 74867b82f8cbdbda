#pragma once
// Accepts connections on one address and starts an HttpSession for each (over TLS when the
// server has a certificate), each on its own strand. Over the connection limit (the total, or
// the client address's share), a new connection gets a 503 and is closed.

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/strand.hpp>
#include <memory>

#include "core/result.hpp"
#include "server/server_context.hpp"

namespace letterzak::server {

class Listener : public std::enable_shared_from_this<Listener> {
  public:
    // Binds and listens (port 0: any free port). An IPv6 address listens for IPv6 only.
    static Result<std::shared_ptr<Listener>> open(boost::asio::io_context& io,
                                                  const boost::asio::ip::tcp::endpoint& endpoint,
                                                  ServerContext& context);
    void start();
    void stop();
    // Where it listens, with the port the system chose for port 0.
    const boost::asio::ip::tcp::endpoint& endpoint() const { return endpoint_; }

  private:
    Listener(boost::asio::io_context& io, ServerContext& context)
        : io_(io), acceptor_(boost::asio::make_strand(io)), context_(context) {}
    void accept();
    void on_accept(boost::beast::error_code ec, boost::asio::ip::tcp::socket socket);
    void refuse(boost::asio::ip::tcp::socket socket, const char* why);

    boost::asio::io_context& io_;
    boost::asio::ip::tcp::acceptor acceptor_;
    ServerContext& context_;
    boost::asio::ip::tcp::endpoint endpoint_;
};

}  // namespace letterzak::server
