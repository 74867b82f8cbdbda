#pragma once
// One WebSocket connection following one game, as one seat (the token given at the upgrade)
// or as a spectator — or following one tournament (below). The server sends
// {"type":"state","game":…} now and after every change; the client may send commands, each with an
// optional "id" echoed in the answer:
//
//   {"type":"place"|"exchange"|"pass"|"challenge"|"protest"|"resign", …}   →
//   {"type":"ack","id":…,"version":…}
//   {"type":"preview","tiles":[…]}                                          →
//   {"type":"preview","id":…,"preview":{…}}
//   {"type":"state"}                                                         →
//   {"type":"state","game":…}
//   {"type":"ping"}                                                          →
//   {"type":"pong","id":…}
//
// and gets {"type":"error","id":…,"status":…,"error":code,"message":…} for a refusal.
//
// A socket that follows a tournament (/api/tournaments/{id}/ws, public) gets the notice of
// tournament_watchers.hpp now and after every change; it may send {"type":"ping"} (→ pong)
// and {"type":"state"} (→ the notice again); anything else is refused as not for this socket. The
// acknowledgement of a move comes after its state, and both only after the move is on disk.
//
// Limits: messages up to max_ws_message_bytes, the per-connection and per-address rates, a
// queue of at most
// max_ws_queue unsent messages (a client that stops reading is dropped rather than letting
// memory grow), pings on idle connections (Beast's suggested server timeouts).

#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <deque>
#include <memory>
#include <string>

#include "server/address_connections.hpp"
#include "server/http_message.hpp"
#include "server/live_game.hpp"
#include "server/rate_limit.hpp"
#include "server/server_context.hpp"
#include "server/session_registry.hpp"
#include "server/tls_context.hpp"

namespace letterzak::server {

template <class Stream>
class WebsocketSession : public Session,
                         public Subscriber,
                         public std::enable_shared_from_this<WebsocketSession<Stream>> {
  public:
    // `client`: the address the per-address rate is charged to; `slot`: its connection count.
    WebsocketSession(Stream stream, ServerContext& context, Router::Upgrade target,
                     std::string client, AddressConnections::Slot slot);
    ~WebsocketSession() override;
    void start(Request upgrade);
    void close() override;
    void deliver(std::shared_ptr<const std::string> message) override;

  private:
    void on_accept(boost::beast::error_code ec);
    void read();
    void on_read(boost::beast::error_code ec, std::size_t bytes);
    void handle(const std::string& text);
    void send_json(const nlohmann::json& message);
    void enqueue(std::shared_ptr<const std::string> message);
    void write_next();
    void on_write(boost::beast::error_code ec, std::size_t bytes);

    // Without permessage-deflate (false): the server never offers it, and leaving Beast's own
    // deflate code out of the template cuts the compile of websocket_session.cpp by about a
    // fifth (sanitizer build: 140 s to 114 s).
    boost::beast::websocket::stream<Stream, false> ws_;
    boost::beast::flat_buffer buffer_;
    ServerContext& context_;
    std::string game_id_;
    int seat_;
    std::string tournament_id_;  // set: this socket follows a tournament, not a game
    TokenBucket bucket_;
    std::string client_;
    AddressConnections::Slot slot_;
    std::deque<std::shared_ptr<const std::string>> queue_;
    bool closing_ = false;
};

extern template class WebsocketSession<PlainStream>;
extern template class WebsocketSession<TlsStream>;

}  // namespace letterzak::server
