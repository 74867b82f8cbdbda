#include "server/account_routes.hpp"

#include <fmt/format.h>

#include <cmath>

#include "server/json_body.hpp"
#include "server/session_cookie.hpp"
#include "server/wall_clock.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

// Every seat an account owns, for renaming them all when it is deleted.
constexpr std::size_t kAllSeats = 1U << 20;

json account_json(const store::Account& a) {
    return {{"id", a.id}, {"name", a.name}, {"created_at", a.created_at}};
}

Reply not_signed_in() {
    return Reply::error(401, "not_signed_in", "sign in first");
}

}  // namespace

AccountRoutes::AccountRoutes(AccountService& accounts, GameService& games,
                             RateSettings sign_in_rate)
    : accounts_(accounts), games_(games), sign_in_limiter_(sign_in_rate) {}

bool AccountRoutes::handles(const RequestTarget& target) {
    const auto& s = target.segments;
    return s.size() >= 2 && s[0] == "api" &&
           (s[1] == "account" || s[1] == "session" || s[1] == "me");
}

std::optional<store::Account> AccountRoutes::signed_in(const Request& request) {
    const std::string secret = session_secret(request);
    if (secret.empty()) return std::nullopt;
    auto account = accounts_.account_for(secret);
    if (!account) {
        std::fprintf(stderr, "letterzak serve: reading a session: %s\n",
                     account.error().message.c_str());
        return std::nullopt;
    }
    return *account;
}

std::optional<int> AccountRoutes::owned_seat(const store::Account& account, const std::string& id) {
    auto seat = accounts_.store().seat_of(account.id, id);
    if (!seat) return std::nullopt;
    return *seat;
}

Response AccountRoutes::with_session(Reply reply, const SignedIn& session, bool https,
                                     unsigned version, bool keep_alive) {
    Response res = make_response(reply, version, keep_alive);
    const auto max_age = (session.expires_at - unix_millis()) / 1000;
    res.set(http::field::set_cookie, session_cookie(session.secret, max_age, https));
    return res;
}

void AccountRoutes::handle(const Request& req, const RequestTarget& target, const std::string& peer,
                           bool https, const Send& send) {
    const unsigned version = req.version();
    const bool keep_alive = req.keep_alive();
    const auto& seg = target.segments;
    const http::verb method = req.method();
    auto reply = [&](Reply r) { send(make_response(r, version, keep_alive)); };
    auto refuse = [&](const Error& e) { reply(Reply::refusal(e)); };
    auto body = [&]() -> std::optional<json> {
        auto j = parse_json_body(req.body());
        if (!j) {
            refuse(j.error());
            return std::nullopt;
        }
        return std::move(*j);
    };
    const bool changes = method != http::verb::get && method != http::verb::head;
    // Signing in or up from another site's page (login CSRF) is refused like any other
    // state change a cookie could ride on.
    if (changes && !same_site_request(req))
        return reply(Reply::error(403, "csrf",
                                  "this request must come from the board's own pages (Origin)"));
    auto limited = [&]() {
        if (sign_in_limiter_.take(peer)) return false;
        Response res =
            error_response(429, "rate_limited", "too many sign-in attempts from your address",
                           version, keep_alive);
        res.set(
            http::field::retry_after,
            std::to_string(static_cast<int>(std::ceil(sign_in_limiter_.wait_seconds(peer))) + 1));
        send(std::move(res));
        return true;
    };
    const std::string route = seg.size() == 2 ? seg[1] : seg[1] + "/" + seg[2];
    if (seg.size() > 3) return reply(Reply::error(404, "not_found", "no such API route"));

    if (route == "session" && method == http::verb::post) {
        if (limited()) return;
        auto b = body();
        if (!b) return;
        auto s = accounts_.sign_in(*b);
        if (!s) {
            Reply r = Reply::refusal(s.error());
            return reply(std::move(r));
        }
        return send(with_session(Reply::json(200, {{"account", account_json(s->account)}}), *s,
                                 https, version, keep_alive));
    }
    if (route == "account" && method == http::verb::post) {
        if (limited()) return;
        auto b = body();
        if (!b) return;
        auto s = accounts_.sign_up(*b);
        if (!s) return refuse(s.error());
        return send(with_session(Reply::json(201, {{"account", account_json(s->account)}}), *s,
                                 https, version, keep_alive));
    }

    // Everything else acts for the signed-in account.
    const std::string secret = session_secret(req);
    const auto account = signed_in(req);
    if (route == "session" && method == http::verb::delete_) {
        const auto everywhere = target.query.find("everywhere");
        if (account && everywhere != target.query.end() && everywhere->second == "true") {
            if (auto r = accounts_.sign_out_everywhere(*account); !r) return refuse(r.error());
        } else if (auto r = accounts_.sign_out(secret); !r) {
            return refuse(r.error());
        }
        Response res = make_response(Reply::json(200, {{"ok", true}}), version, keep_alive);
        res.set(http::field::set_cookie, cleared_session_cookie(https));
        return send(std::move(res));
    }
    if (route == "me" && method == http::verb::get && !account)
        // Nobody signed in is an answer, not an error: the lobby asks on every visit.
        return reply(
            Reply::json(200, {{"account", nullptr},
                              {"accounts", accounts_.settings().mode != AccountsMode::kOff},
                              {"accounts_mode", accounts_mode_name(accounts_.settings().mode)}}));
    if (!account) return reply(not_signed_in());
    if (route == "me" && method == http::verb::get) {
        auto me = accounts_.me(*account);
        if (!me) return refuse(me.error());
        return reply(Reply::json(200, std::move(*me)));
    }
    if (route == "me/games" && method == http::verb::get) {
        const auto hidden = target.query.find("hidden");
        auto games =
            accounts_.my_games(*account, hidden != target.query.end() && hidden->second == "true");
        if (!games) return refuse(games.error());
        return reply(Reply::json(200, std::move(*games)));
    }
    if (route == "account/password" && method == http::verb::post) {
        if (limited()) return;
        auto b = body();
        if (!b) return;
        auto s = accounts_.change_password(*account, *b);
        if (!s) return refuse(s.error());
        return send(with_session(Reply::json(200, {{"account", account_json(s->account)}}), *s,
                                 https, version, keep_alive));
    }
    if (route == "account" && method == http::verb::delete_) {
        if (limited()) return;
        auto b = body();
        if (!b) return;
        if (auto r = accounts_.delete_account(*account, *b); !r) return refuse(r.error());
        // Its games stay and show "verwijderd" (the store maps the seats; the games in memory
        // and their list entries follow here).
        if (auto seats = accounts_.store().owned_seats(account->id, true, kAllSeats))
            for (const store::OwnedSeat& s : *seats)
                games_.rename_seat(s.game_id, s.seat, std::string(store::kDeletedName));
        Response res = make_response(Reply::json(200, {{"ok", true}}), version, keep_alive);
        res.set(http::field::set_cookie, cleared_session_cookie(https));
        return send(std::move(res));
    }
    const bool known = route == "session" || route == "account" || route == "me" ||
                       route == "me/games" || route == "account/password";
    if (known) return reply(Reply::error(405, "method_not_allowed", "not with this method"));
    return reply(Reply::error(404, "not_found", "no such API route"));
}

void AccountRoutes::claim(const std::string& id, int seat,
                          const std::optional<store::Account>& account, const ReplyFn& reply) {
    if (!account) return reply(not_signed_in());
    if (seat < 0)
        return reply(Reply::error(401, "missing_token",
                                  "claiming a seat needs its token (Authorization: Bearer …)"));
    if (auto r = accounts_.store().own_seat(id, seat, account->id, unix_millis()); !r)
        return reply(Reply::refusal(r.error()));
    reply(Reply::json(200, {{"id", id}, {"seat", seat}, {"account", account_json(*account)}}));
}

void AccountRoutes::take_open_seat(const std::string& id, int seat,
                                   const std::optional<store::Account>& account,
                                   const ReplyFn& reply) {
    if (seat >= 0)
        return reply(Reply::error(409, "own_game", "you have a seat in this game already"));
    // A seat an account owns is not on offer, even before its owner opened it.
    std::uint32_t owned = 0;
    auto owners = accounts_.store().owners(id);
    if (!owners) return reply(Reply::refusal(owners.error()));
    for (const store::SeatOwner& o : *owners)
        if (o.seat >= 0 && o.seat < 32) owned |= std::uint32_t{1} << o.seat;
    games_.take_open_seat(id, owned, [this, account, reply](Reply taken) {
        if (taken.ok() && account) {
            const std::string game_id = taken.body["id"].get<std::string>();
            const int got = taken.body["seat"].get<int>();
            if (auto r = accounts_.store().own_seat(game_id, got, account->id, unix_millis()); r)
                taken.body["account"] = account_json(*account);
            else  // the seat is still the guest's, by its token
                std::fprintf(stderr, "letterzak serve: game %s: seat %d not owned: %s\n",
                             game_id.c_str(), got, r.error().message.c_str());
        }
        reply(std::move(taken));
    });
}

void AccountRoutes::hide(const std::string& id, const std::optional<store::Account>& account,
                         const json& body, const ReplyFn& reply) {
    if (!account) return reply(not_signed_in());
    bool hidden = true;
    if (body.is_object() && body.contains("hidden")) {
        if (!body["hidden"].is_boolean())
            return reply(Reply::error(400, "bad_request", "'hidden' is true or false"));
        hidden = body["hidden"].get<bool>();
    }
    auto seat = accounts_.store().seat_of(account->id, id);
    if (!seat) return reply(Reply::refusal(seat.error()));
    if (!*seat) return reply(Reply::error(403, "not_a_player", "this is not one of your games"));
    if (hidden) {
        // Only a finished game leaves the list: an unfinished one is resigned first.
        const auto status = games_.status(id);
        if (status && *status != game::GameStatus::kFinished)
            return reply(Reply::error(409, "game_not_over",
                                      "an unfinished game is resigned before it is hidden"));
    }
    if (auto r = accounts_.store().set_hidden(account->id, id, hidden); !r)
        return reply(Reply::refusal(r.error()));
    reply(Reply::json(200, {{"id", id}, {"hidden", hidden}}));
}

Reply AccountRoutes::rematch_offer(const std::string& id) {
    std::lock_guard lock(offers_mutex_);
    const auto it = offers_.find(id);
    if (it == offers_.end() || it->second.game_id.empty())
        return Reply::json(200, {{"rematch", nullptr}});
    return Reply::json(200, {{"rematch", it->second.game_id}});
}

void AccountRoutes::rematch(const std::string& id, int seat,
                            const std::optional<store::Account>& account, const ReplyFn& reply) {
    if (seat < 0)
        return reply(
            Reply::error(401, "missing_token", "only the game's players ask for a rematch"));
    {
        std::lock_guard lock(offers_mutex_);
        const auto it = offers_.find(id);
        if (it != offers_.end()) {
            // Offered already: this is its acceptance by another seat (or the same one asking
            // again). A guest seat's token is handed out once.
            if (it->second.game_id.empty())
                return reply(Reply::error(409, "stale_state", "the rematch is being set up"));
            json r = {{"id", it->second.game_id}, {"seat", seat}};
            const auto token = it->second.guest_tokens.find(seat);
            if (token != it->second.guest_tokens.end()) {
                r["token"] = token->second;
                it->second.guest_tokens.erase(token);
            }
            return reply(Reply::json(200, std::move(r)));
        }
    }
    auto spec = games_.rematch_of(id);
    if (!spec) return reply(Reply::refusal(spec.error()));
    auto owners = accounts_.store().owners(id);
    if (!owners) return reply(Reply::refusal(owners.error()));
    {
        std::lock_guard lock(offers_mutex_);
        if (!offers_.emplace(id, Offer{}).second)
            return reply(Reply::error(409, "stale_state", "the rematch is being set up"));
    }
    (void)account;
    games_.create(std::move(*spec), [this, id, seat, owners = *owners, reply](Reply created) {
        if (!created.ok()) {
            std::lock_guard lock(offers_mutex_);
            offers_.erase(id);
            return reply(std::move(created));
        }
        const std::string game_id = created.body["id"].get<std::string>();
        std::map<int, std::string> tokens;
        for (const json& s : created.body["seats"])
            if (s.contains("token")) tokens[s["seat"].get<int>()] = s["token"].get<std::string>();
        // The seats keep their owners: an account's seat is theirs again, on every device.
        for (const store::SeatOwner& o : owners)
            if (tokens.count(o.seat) != 0 && o.name != store::kDeletedName)
                (void)accounts_.store().own_seat(game_id, o.seat, o.account_id, unix_millis());
        json r = {{"id", game_id}, {"seat", seat}};
        if (const auto t = tokens.find(seat); t != tokens.end()) r["token"] = t->second;
        Offer offer{game_id, {}};
        for (const auto& entry : tokens) {
            const int other = entry.first;
            const bool owned =
                std::any_of(owners.begin(), owners.end(),
                            [other](const store::SeatOwner& o) { return o.seat == other; });
            if (other != seat && !owned) offer.guest_tokens[other] = entry.second;
        }
        {
            std::lock_guard lock(offers_mutex_);
            offers_[id] = std::move(offer);
        }
        reply(Reply::json(201, std::move(r)));
    });
}

ReplyFn AccountRoutes::owned_by(const store::Account& account, ReplyFn reply) {
    return [this, account, reply = std::move(reply)](Reply created) {
        if (created.status == 201 && created.body.contains("seats")) {
            for (const json& s : created.body["seats"]) {
                if (!s.contains("token")) continue;
                const std::string id = created.body["id"].get<std::string>();
                if (auto r = accounts_.store().own_seat(id, s["seat"].get<int>(), account.id,
                                                        unix_millis());
                    !r)
                    std::fprintf(stderr, "letterzak serve: game %s: %s\n", id.c_str(),
                                 r.error().message.c_str());
                else
                    created.body["owned_seat"] = s["seat"];
                break;
            }
        }
        reply(std::move(created));
    };
}

}  // namespace letterzak::server
