#include "server/routes.hpp"

#include <fmt/format.h>

#include <cmath>

#include "formats/json_read.hpp"
#include "server/json_body.hpp"
#include "server/origin_check.hpp"
#include "server/rules_json.hpp"
#include "server/session_cookie.hpp"
#include "server/tokens.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

// A word fills at most 15 squares; an IJ tile typed as "[IJ]" takes four bytes, a letter
// with a diacritic two.
constexpr std::size_t kMaxCheckedWordBytes = 64;

}  // namespace

Router::Router(GameService& service, TournamentService& tournaments, AccountService& accounts,
               const StaticFiles& files, const ServerConfig& config, LexiconShelf& lexicons)
    : service_(service),
      tournament_service_(tournaments),
      tournaments_(tournaments),
      accounts_(accounts, service, config.sign_in_rate),
      files_(files),
      create_limiter_(config.create_rate),
      hourly_games_(
          {config.games_per_address_per_hour / 3600.0, config.games_per_address_per_hour}),
      word_checks_(config.word_check_rate),
      record_uploads_(config.record_analysis_rate),
      records_(lexicons, 1, 4) {}

Result<Router::Upgrade> Router::websocket_target(const Request& request) {
    const auto target =
        parse_target(std::string_view(request.target().data(), request.target().size()));
    if (!target) return make_error("bad_request", "malformed request target");
    const auto& s = target->segments;
    if (s.size() == 4 && s[0] == "api" && s[1] == "tournaments" && s[3] == "ws") {
        // Public: anyone may follow what anyone may read; no token is looked at.
        if (auto known = tournament_service_.exists(s[2]); !known)
            return Unexpected<Error>{known.error()};
        Upgrade u;
        u.tournament_id = s[2];
        return u;
    }
    if (s.size() != 4 || s[0] != "api" || s[1] != "games" || s[3] != "ws")
        return make_error("not_found",
                          "WebSockets are at /api/games/{id}/ws and /api/tournaments/{id}/ws");
    if (!plausible_game_id(s[2])) return make_error("unknown_game", "there is no such game");
    auto seat = seat_for(request, *target, s[2], accounts_.signed_in(request));
    if (!seat) return Unexpected<Error>{seat.error()};
    return Upgrade{s[2], *seat, {}};
}

Result<int> Router::seat_for(const Request& request, const RequestTarget& target,
                             const std::string& id, const std::optional<store::Account>& account,
                             bool* by_account) {
    const std::string token = request_token(request, target);
    auto seat = service_.authorize(id, token);
    if (!seat || !token.empty() || !account) return seat;
    // No token: the seat this account owns, and only that one.
    if (const auto owned = accounts_.owned_seat(*account, id)) {
        if (by_account != nullptr) *by_account = true;
        return *owned;
    }
    return seat;
}

void Router::handle(Request req, const std::string& peer, Send send, bool https) {
    // HEAD is GET without the body (RFC 9110 9.3.2): routed as GET, the same headers answered,
    // Content-Length included. Only for reading; a HEAD never reaches a route that changes.
    if (req.method() == http::verb::head) {
        req.method(http::verb::get);
        send = [send = std::move(send)](Response res) {
            const std::size_t length = res.body().size();
            res.body().clear();
            res.content_length(length);
            send(std::move(res));
        };
    }
    const unsigned version = req.version();
    const bool keep_alive = req.keep_alive();
    auto reply_to = [send, version, keep_alive](Reply r) {
        send(make_response(r, version, keep_alive));
    };
    auto fail = [&](unsigned status, std::string code, std::string message) {
        send(error_response(status, std::move(code), std::move(message), version, keep_alive));
    };

    const auto target = parse_target(std::string_view(req.target().data(), req.target().size()));
    if (!target) return fail(400, "bad_request", "malformed request target");
    const auto& seg = target->segments;
    const http::verb method = req.method();

    if (seg.empty() || seg[0] != "api") {
        if (method != http::verb::get) return fail(405, "method_not_allowed", "only GET here");
        auto res = files_.serve(target->path, version, keep_alive, false);
        if (!res) return fail(404, "not_found", "no such page");
        return send(std::move(*res));
    }

    auto require = [&](http::verb verb) {
        if (method == verb) return true;
        fail(405, "method_not_allowed",
             fmt::format("use {} here", std::string_view(http::to_string(verb).data(),
                                                         http::to_string(verb).size())));
        return false;
    };
    auto body_json = [&]() -> std::optional<json> {
        auto j = parse_json_body(req.body());
        if (!j) {
            fail(400, j.error().code, j.error().message);
            return std::nullopt;
        }
        return std::move(*j);
    };

    // A request over a per-address limit: 429 with the seconds to wait.
    auto limited = [&](KeyedRateLimiter& limiter, std::string message) {
        if (limiter.take(peer)) return false;
        Response res = error_response(429, "rate_limited", std::move(message), version, keep_alive);
        res.set(http::field::retry_after,
                std::to_string(static_cast<int>(std::ceil(limiter.wait_seconds(peer))) + 1));
        send(std::move(res));
        return true;
    };

    // Creating is limited per client address: games and tournaments alike.
    auto too_fast = [&]() {
        if (create_limiter_.take(peer)) return false;
        Response res =
            error_response(429, "rate_limited", "too many new games or tournaments: wait a moment",
                           version, keep_alive);
        res.set(
            http::field::retry_after,
            std::to_string(static_cast<int>(std::ceil(create_limiter_.wait_seconds(peer))) + 1));
        send(std::move(res));
        return true;
    };

    // /api/health, /api/rules, /api/games, /api/tournaments
    if (seg.size() == 2 && seg[1] == "health") {
        if (!require(http::verb::get)) return;
        nlohmann::json damaged = nlohmann::json::array();
        for (const auto& [id, why] : service_.damaged()) damaged.push_back(id);
        return reply_to(Reply::json(
            200,
            {{"ok", true}, {"games", service_.game_count()}, {"damaged", std::move(damaged)}}));
    }
    if (seg.size() == 2 && seg[1] == "rules") {
        if (!require(http::verb::get)) return;
        return reply_to(Reply::json(200, rules_catalogue_json()));
    }
    if (AccountRoutes::handles(*target)) return accounts_.handle(req, *target, peer, https, send);
    if (seg.size() >= 2 && seg[1] == "tournaments") {
        if (seg.size() == 2 && method == http::verb::post && too_fast()) return;
        return tournaments_.handle(req, *target, reply_to);
    }
    // s2-issue-15: a game record from disk, analysed as a server game is (record_analysis.hpp).
    if (seg.size() == 3 && seg[1] == "records" && seg[2] == "analysis") {
        if (!require(http::verb::post)) return;
        if (limited(record_uploads_, "too many records analysed from your address: wait a moment"))
            return;
        return records_.analyse(std::move(req.body()), reply_to);
    }
    if (seg.size() < 2 || seg[1] != "games") return fail(404, "not_found", "no such API route");

    if (seg.size() == 2) {
        if (method == http::verb::get) {
            const auto status =
                target->query.count("status") ? target->query.at("status") : std::string("all");
            const auto limit = page_limit(*target, 50, 200);
            if (!limit) return fail(400, limit.error().code, limit.error().message);
            if (status != "all" && status != "open" && status != "live" && status != "active" &&
                status != "finished")
                return fail(400, "bad_request", "'status' is all, open, live, active or finished");
            const auto before = target->query.find("before");
            return reply_to(service_.list(
                status, *limit, before == target->query.end() ? std::string() : before->second));
        }
        if (!require(http::verb::post)) return;
        if (too_fast()) return;
        if (!hourly_games_.take(peer)) {
            Response res = error_response(429, "rate_limited",
                                          "too many new games from your address this hour", version,
                                          keep_alive);
            res.set(
                http::field::retry_after,
                std::to_string(static_cast<int>(std::ceil(hourly_games_.wait_seconds(peer))) + 1));
            return send(std::move(res));
        }
        auto body = body_json();
        if (!body) return;
        auto spec = parse_new_game(*body);
        if (!spec) return reply_to(Reply::refusal(spec.error()));
        // A signed-in player's new game: their seat belongs to the account from the start.
        if (auto account = accounts_.signed_in(req))
            return service_.create(std::move(*spec), accounts_.owned_by(*account, reply_to));
        return service_.create(std::move(*spec), reply_to);
    }

    const std::string& id = seg[2];
    if (!plausible_game_id(id)) return fail(404, "unknown_game", "there is no such game");
    if (seg.size() > 4) return fail(404, "not_found", "no such API route");
    const std::string action = seg.size() == 4 ? seg[3] : std::string();
    if (action == "ws") return fail(400, "bad_request", "this address takes a WebSocket upgrade");

    // Who is asking: a seat with its token, a signed-in player's own seat, or a spectator.
    const auto account = accounts_.signed_in(req);
    bool by_account = false;
    auto seat = seat_for(req, *target, id, account, &by_account);
    if (!seat) return reply_to(Reply::refusal(seat.error()));
    // A cookie travels by itself: what it authorises must come from our own pages (CSRF).
    if (account && changes_state(method) && !same_site_request(req))
        return fail(403, "csrf", "this request must come from the board's own pages (Origin)");

    if (action == "claim") {
        if (!require(http::verb::post)) return;
        return accounts_.claim(id, *seat, account, reply_to);
    }
    if (action == "take") {
        if (!require(http::verb::post)) return;
        return accounts_.take_open_seat(id, *seat, account, reply_to);
    }
    if (action == "hide") {
        if (!require(http::verb::post)) return;
        json body = json::object();
        if (!req.body().empty()) {
            auto parsed = body_json();
            if (!parsed) return;
            body = std::move(*parsed);
        }
        return accounts_.hide(id, account, body, reply_to);
    }
    if (action == "rematch") {
        if (method == http::verb::get) return reply_to(accounts_.rematch_offer(id));
        if (!require(http::verb::post)) return;
        return accounts_.rematch(id, *seat, account, reply_to);
    }

    if (action.empty()) {
        if (!require(http::verb::get)) return;
        return service_.view(id, *seat, reply_to);
    }
    if (action == "join") {
        if (!require(http::verb::post)) return;
        return service_.join(id, *seat, reply_to);
    }
    if (action == "move" || action == "challenge" || action == "resign" || action == "veto" ||
        action == "swap-blank") {
        if (!require(http::verb::post)) return;
        // A token is checked before the body: a spectator learns nothing from a bad body.
        if (*seat < 0)
            return fail(401, "missing_token",
                        "this needs the seat's token (Authorization: Bearer …)");
        json body = json::object();
        if (action == "move") {
            auto parsed = body_json();
            if (!parsed) return;
            body = std::move(*parsed);
            // A type of the wrong kind is refused by the command's own reader.
            if (std::string type; formats::read_field(body, "type", type) && !type.empty() &&
                                  type != "place" && type != "exchange" && type != "pass")
                return fail(400, "bad_request", "a move is \"place\", \"exchange\" or \"pass\"");
        } else {
            if (!req.body().empty()) {
                auto parsed = body_json();
                if (!parsed) return;
                if (parsed->is_object()) body = std::move(*parsed);
            }
            // The house rules' commands (box): the URL's "swap-blank" is the type "swap_blank".
            body["type"] = action == "swap-blank" ? std::string("swap_blank") : action;
        }
        return service_.command(id, *seat, std::move(body), reply_to);
    }
    if (action == "preview") {
        if (!require(http::verb::post)) return;
        if (*seat < 0) return fail(401, "missing_token", "a preview needs the seat's token");
        auto body = body_json();
        if (!body) return;
        return service_.preview(id, *seat, std::move(*body), reply_to);
    }
    if (action == "gcg") {
        if (!require(http::verb::get)) return;
        return service_.gcg(id, *seat, reply_to);
    }
    if (action == "scoresheet") {
        if (!require(http::verb::get)) return;
        const auto f = target->query.find("format");
        if (f == target->query.end() || f->second != "text")
            return service_.score_sheet(id, std::nullopt, reply_to);
        // The printed sheet speaks the reader's language: ?lang=nl (the default) or en.
        const auto l = target->query.find("lang");
        const auto language = formats::sheet_language_by_code(
            l == target->query.end() ? std::string_view("nl") : std::string_view(l->second));
        if (!language) return fail(400, "bad_request", "lang must be nl or en");
        return service_.score_sheet(id, language, reply_to);
    }
    if (action == "analysis") {
        if (!require(http::verb::get)) return;
        return service_.analysis(id, reply_to);
    }
    // s2-issue-15: "is dit een woord?" (GameService::word_check).
    if (action == "word") {
        if (!require(http::verb::get)) return;
        if (*seat < 0) return fail(401, "missing_token", "a word check needs the seat's token");
        const auto w = target->query.find("w");
        if (w == target->query.end() || w->second.empty())
            return fail(400, "bad_request", "give the word as ?w=…");
        if (w->second.size() > kMaxCheckedWordBytes)
            return fail(400, "bad_request", "no word is that long");
        if (limited(word_checks_, "too many word checks from your address: wait a moment")) return;
        return service_.word_check(id, *seat, w->second, reply_to);
    }
    return fail(404, "not_found", "no such API route");
}

}  // namespace letterzak::server
