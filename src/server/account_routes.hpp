#pragma once
// The accounts' part of the JSON API (README "Accounts"):
//
//   POST   /api/account              sign up {"name","password","email"?,"code"?} → 201 + cookie
//   DELETE /api/account              delete my account {"password"}; my games stay
//   POST   /api/account/password     {"password","new_password"}: every other session ends
//   POST   /api/session              sign in {"name","password"} → the session cookie
//   DELETE /api/session[?everywhere=true]   sign out (this device, or every device)
//   GET    /api/me                   the account and its ratings ({"account":null} signed out)
//   GET    /api/me/games[?hidden=true]      "Mijn partijen", my turn first
//   POST   /api/games/{id}/claim     the seat of the request's token becomes the account's
//   POST   /api/games/{id}/hide      {"hidden":true|false}: out of (or back in) my list
//   POST   /api/games/{id}/rematch   "Nog een partij": a new game with the same seats and
//                                    settings; the other seats' players accept the same way
//   GET    /api/games/{id}/rematch   the rematch offered, if any
//
// Sign-in and sign-up are limited per client address (a token bucket) and per account (the
// store locks an account after repeated wrong passwords). Every state-changing request that a
// session cookie authorises must come from our own pages (session_cookie.hpp), and every
// answer that starts a session sets the cookie and never shows its secret in a body.

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "server/account_service.hpp"
#include "server/game_service.hpp"
#include "server/http_message.hpp"
#include "server/rate_limit.hpp"
#include "server/request_target.hpp"

namespace letterzak::server {

class AccountRoutes {
  public:
    using Send = std::function<void(Response)>;
    AccountRoutes(AccountService& accounts, GameService& games, RateSettings sign_in_rate);

    // /api/account…, /api/session, /api/me…
    static bool handles(const RequestTarget& target);
    void handle(const Request& request, const RequestTarget& target, const std::string& peer,
                bool https, const Send& send);

    // The account a request's session cookie stands for (none: a guest).
    std::optional<store::Account> signed_in(const Request& request);
    // The seat the account owns in game `id`, if any.
    std::optional<int> owned_seat(const store::Account& account, const std::string& id);

    // Game actions of a player whose seat the router has resolved (token or account).
    void claim(const std::string& id, int seat, const std::optional<store::Account>& account,
               const ReplyFn& reply);
    // The lobby's "Meedoen" (GameService::take_open_seat), for a guest or a signed-in player,
    // whose seat then belongs to the account. `seat` is the one the request already holds in
    // the game (a token, an owned seat): then own_game (409), one cannot join one's own game.
    void take_open_seat(const std::string& id, int seat,
                        const std::optional<store::Account>& account, const ReplyFn& reply);
    void hide(const std::string& id, const std::optional<store::Account>& account,
              const nlohmann::json& body, const ReplyFn& reply);
    void rematch(const std::string& id, int seat, const std::optional<store::Account>& account,
                 const ReplyFn& reply);
    Reply rematch_offer(const std::string& id);
    // A new game's reply, after which the creator's seat (the first human one) belongs to
    // `account`.
    ReplyFn owned_by(const store::Account& account, ReplyFn reply);

  private:
    Response with_session(Reply reply, const SignedIn& session, bool https, unsigned version,
                          bool keep_alive);

    AccountService& accounts_;
    GameService& games_;
    KeyedRateLimiter sign_in_limiter_;

    // Rematches offered: the old game's id → the new game, and the tokens of its guest seats
    // (kept in memory only, until that seat's player accepts: a database holds no token).
    struct Offer {
        std::string game_id;
        std::map<int, std::string> guest_tokens;
    };
    std::mutex offers_mutex_;
    std::map<std::string, Offer> offers_;
};

}  // namespace letterzak::server
