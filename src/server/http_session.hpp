#pragma once
// One HTTP connection, plain or TLS: reads a request (header and body size limited, a timeout
// on each read and write), answers it through the Router, and keeps the connection for the
// next request until the idle timeout. One request at a time: the next is read only after the
// answer is written. A WebSocket upgrade of /api/games/{id}/ws hands the stream over to a
// WebsocketSession.
//
// Before a request reaches the Router: the client's address is settled (a trusted proxy's
// X-Forwarded-For, else the peer), the per-connection and per-address rates are charged, and
// an upgrade or a state-changing request from another site's page is refused (403
// bad_origin). The log line holds the client, the method and the path, never the query (a
// token from an old link may be there).

#include <boost/asio/ip/address.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>
#include <string>

#include "server/address_connections.hpp"
#include "server/http_message.hpp"
#include "server/rate_limit.hpp"
#include "server/server_context.hpp"
#include "server/session_registry.hpp"
#include "server/tls_context.hpp"

namespace letterzak::server {

template <class Stream>
class HttpSession : public Session, public std::enable_shared_from_this<HttpSession<Stream>> {
  public:
    HttpSession(Stream stream, ServerContext& context, boost::asio::ip::address peer,
                AddressConnections::Slot slot);
    ~HttpSession() override;
    void start();
    void close() override;

  private:
    void read();
    void on_read(boost::beast::error_code ec, std::size_t bytes);
    void send(Response response);
    void on_write(bool close, boost::beast::error_code ec, std::size_t bytes);
    void shutdown();
    void upgrade(const std::string& client);

    Stream stream_;
    boost::beast::flat_buffer buffer_;
    ServerContext& context_;
    std::optional<http::request_parser<http::string_body>> parser_;
    std::shared_ptr<Response> response_;  // kept alive while it is written
    TokenBucket bucket_;
    boost::asio::ip::address peer_;
    AddressConnections::Slot slot_;
    bool first_request_ = true;
    bool shut_ = false;
};

extern template class HttpSession<PlainStream>;
extern template class HttpSession<TlsStream>;

}  // namespace letterzak::server
