#pragma once
// One HTTP connection: reads a request (header and body size limited, a timeout on each
// read and write), answers it through the Router, and keeps the connection for the next
// request until the idle timeout. One request at a time: the next is read only after the
// answer is written. A WebSocket upgrade of /api/games/{id}/ws hands the socket over to a
// WebsocketSession.

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>
#include <string>

#include "server/http_message.hpp"
#include "server/rate_limit.hpp"
#include "server/server_context.hpp"
#include "server/session_registry.hpp"

namespace letterzak::server {

class HttpSession : public Session, public std::enable_shared_from_this<HttpSession> {
  public:
    HttpSession(boost::asio::ip::tcp::socket socket, ServerContext& context);
    ~HttpSession() override;
    void start();
    void close() override;

  private:
    void read();
    void on_read(boost::beast::error_code ec, std::size_t bytes);
    void send(Response response);
    void on_write(bool close, boost::beast::error_code ec, std::size_t bytes);
    void shutdown();
    void upgrade();

    boost::beast::tcp_stream stream_;
    boost::beast::flat_buffer buffer_;
    ServerContext& context_;
    std::optional<http::request_parser<http::string_body>> parser_;
    std::shared_ptr<Response> response_;  // kept alive while it is written
    TokenBucket bucket_;
    std::string peer_;
    bool first_request_ = true;
};

}  // namespace letterzak::server
