#include "server/websocket_session.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>

#include "formats/json_read.hpp"
#include "server/json_body.hpp"
#include "server/request_target.hpp"

namespace letterzak::server {

namespace beast = boost::beast;
namespace net = boost::asio;
namespace websocket = beast::websocket;
using nlohmann::json;

template <class Stream>
WebsocketSession<Stream>::WebsocketSession(Stream stream, ServerContext& context,
                                           Router::Upgrade target, std::string client,
                                           AddressConnections::Slot slot)
    : ws_(std::move(stream)),
      context_(context),
      game_id_(std::move(target.game_id)),
      seat_(target.seat),
      tournament_id_(std::move(target.tournament_id)),
      bucket_(context.config.request_rate),
      client_(std::move(client)),
      slot_(std::move(slot)) {}

template <class Stream>
WebsocketSession<Stream>::~WebsocketSession() {
    context_.sessions.remove(static_cast<Session*>(this));
}

template <class Stream>
void WebsocketSession<Stream>::start(Request upgrade) {
    context_.sessions.add(std::static_pointer_cast<Session>(this->shared_from_this()));
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    // A client that offers subprotocols (the board: the token rides on one) gets ours back,
    // as the protocol requires; the token itself is never echoed.
    const bool offered = upgrade.find(http::field::sec_websocket_protocol) != upgrade.end();
    ws_.set_option(websocket::stream_base::decorator([offered](websocket::response_type& res) {
        res.set(http::field::server, "letterzak");
        if (offered) res.set(http::field::sec_websocket_protocol, std::string(kWebsocketProtocol));
    }));
    ws_.read_message_max(context_.config.max_ws_message_bytes);
    ws_.async_accept(
        upgrade, beast::bind_front_handler(&WebsocketSession::on_accept, this->shared_from_this()));
}

template <class Stream>
void WebsocketSession<Stream>::on_accept(beast::error_code ec) {
    if (ec) return;
    if (!tournament_id_.empty()) {
        // Checked at the upgrade; gone since (a store failure): say so rather than stay mute.
        if (auto ok = context_.tournaments.follow(
                tournament_id_, std::weak_ptr<Subscriber>(this->shared_from_this()));
            !ok)
            send_json({{"type", "error"},
                       {"status", status_for(ok.error().code)},
                       {"error", ok.error().code},
                       {"message", ok.error().message}});
    } else {
        context_.service.subscribe(game_id_, seat_,
                                   std::weak_ptr<Subscriber>(this->shared_from_this()));
    }
    read();
}

template <class Stream>
void WebsocketSession<Stream>::close() {
    net::post(ws_.get_executor(), [self = this->shared_from_this()] {
        if (self->closing_) return;
        self->closing_ = true;
        self->ws_.async_close(websocket::close_code::going_away, [self](beast::error_code) {});
    });
}

template <class Stream>
void WebsocketSession<Stream>::read() {
    ws_.async_read(buffer_,
                   beast::bind_front_handler(&WebsocketSession::on_read, this->shared_from_this()));
}

template <class Stream>
void WebsocketSession<Stream>::on_read(beast::error_code ec, std::size_t) {
    if (ec) return;  // closed, timed out or too large: the session ends
    const std::string text = beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    if (!ws_.got_text()) {
        send_json({{"type", "error"},
                   {"status", 400},
                   {"error", "bad_request"},
                   {"message", "send text messages"}});
    } else if (!bucket_.take() || !context_.address_limiter.take(client_)) {
        send_json({{"type", "error"},
                   {"status", 429},
                   {"error", "rate_limited"},
                   {"message", "too many messages: slow down"}});
    } else {
        handle(text);
    }
    read();
}

template <class Stream>
void WebsocketSession<Stream>::handle(const std::string& text) {
    auto parsed = parse_json_body(text);
    if (!parsed || !parsed->is_object()) {
        return send_json(
            {{"type", "error"},
             {"status", 400},
             {"error", "bad_json"},
             {"message", parsed ? "a message must be a JSON object" : parsed.error().message}});
    }
    json msg = std::move(*parsed);
    const json id = msg.contains("id") ? msg["id"] : json(nullptr);
    // A type that is no string is no command: answered as an unknown one below.
    std::string type;
    if (!formats::read_field(msg, "type", type)) type.clear();
    auto self = this->shared_from_this();
    auto answer = [self, id](const char* kind) {
        return [self, id, kind](Reply r) {
            if (!r.ok()) {
                json e = r.body;
                e["type"] = "error";
                e["id"] = id;
                e["status"] = r.status;
                return self->send_json(e);
            }
            if (std::string_view(kind) == "ack") {
                json ack = {{"type", "ack"},
                            {"id", id},
                            {"version", r.body.value("version", json(nullptr))}};
                if (r.body.contains("challenge")) ack["challenge"] = r.body["challenge"];
                return self->send_json(ack);
            }
            if (std::string_view(kind) == "state")
                return self->send_json({{"type", "state"}, {"id", id}, {"game", r.body}});
            self->send_json({{"type", kind}, {"id", id}, {"preview", r.body}});
        };
    };
    if (type == "ping") return send_json({{"type", "pong"}, {"id", id}});
    if (!tournament_id_.empty()) {
        if (type == "state") {
            auto notice = context_.tournaments.notice(tournament_id_);
            if (notice) return enqueue(std::move(*notice));
            return send_json({{"type", "error"},
                              {"id", id},
                              {"status", status_for(notice.error().code)},
                              {"error", notice.error().code},
                              {"message", notice.error().message}});
        }
        return send_json({{"type", "error"},
                          {"id", id},
                          {"status", 400},
                          {"error", "bad_request"},
                          {"message", "a tournament's socket only follows it: ping or state"}});
    }
    if (type == "state") return context_.service.view(game_id_, seat_, answer("state"));
    if (type == "preview")
        return context_.service.preview(game_id_, seat_, std::move(msg), answer("preview"));
    if (type == "place" || type == "exchange" || type == "pass" || type == "challenge" ||
        type == "protest" || type == "resign") {
        msg.erase("id");
        return context_.service.command(game_id_, seat_, std::move(msg), answer("ack"), false);
    }
    send_json({{"type", "error"},
               {"id", id},
               {"status", 400},
               {"error", "bad_request"},
               {"message", "unknown message type"}});
}

template <class Stream>
void WebsocketSession<Stream>::send_json(const json& message) {
    enqueue(std::make_shared<const std::string>(
        message.dump(-1, ' ', false, json::error_handler_t::replace)));
}

template <class Stream>
void WebsocketSession<Stream>::deliver(std::shared_ptr<const std::string> message) {
    enqueue(std::move(message));
}

template <class Stream>
void WebsocketSession<Stream>::enqueue(std::shared_ptr<const std::string> message) {
    net::post(ws_.get_executor(),
              [self = this->shared_from_this(), message = std::move(message)]() mutable {
                  if (self->closing_) return;
                  if (self->queue_.size() >= self->context_.config.max_ws_queue) {
                      // The client is not reading: drop it rather than buffer without end.
                      self->closing_ = true;
                      // The message being written stays until its write completes.
                      while (self->queue_.size() > 1) self->queue_.pop_back();
                      self->ws_.async_close(websocket::close_code::policy_error,
                                            [self](beast::error_code) {});
                      return;
                  }
                  self->queue_.push_back(std::move(message));
                  if (self->queue_.size() == 1) self->write_next();
              });
}

template <class Stream>
void WebsocketSession<Stream>::write_next() {
    ws_.text(true);
    ws_.async_write(
        net::buffer(*queue_.front()),
        beast::bind_front_handler(&WebsocketSession::on_write, this->shared_from_this()));
}

template <class Stream>
void WebsocketSession<Stream>::on_write(beast::error_code ec, std::size_t) {
    if (ec) {
        queue_.clear();
        return;
    }
    queue_.pop_front();
    if (!queue_.empty() && !closing_) write_next();
}

template class WebsocketSession<PlainStream>;
template class WebsocketSession<TlsStream>;

}  // namespace letterzak::server
