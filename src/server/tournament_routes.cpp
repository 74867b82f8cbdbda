#include "server/tournament_routes.hpp"

#include <fmt/format.h>

#include <charconv>

#include "server/json_body.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

// The director's token: from the Authorization header only.
std::string bearer_token(const Request& request) {
    const auto auth = request.find(http::field::authorization);
    if (auth == request.end()) return {};
    const std::string_view value(auth->value().data(), auth->value().size());
    constexpr std::string_view kBearer = "Bearer ";
    if (value.size() > kBearer.size() && value.substr(0, kBearer.size()) == kBearer)
        return std::string(value.substr(kBearer.size()));
    return std::string(value);  // malformed: still a token, and fails as one
}

std::optional<int> small_number(std::string_view text) {
    int v = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || text.size() > 6 || ec != std::errc{} || ptr != end || v < 0)
        return std::nullopt;
    return v;
}

// A POST body as JSON; an empty body is an empty object (the actions that need nothing).
Result<json> body_of(const Request& request) {
    if (request.body().empty()) return json::object();
    return parse_json_body(request.body());
}

}  // namespace

void TournamentRoutes::off_io(ReplyFn reply, std::function<void(ReplyFn)> job) {
    auto shared = std::make_shared<ReplyFn>(std::move(reply));
    const bool queued = heavy_.post([job = std::move(job), shared] { job(*shared); });
    if (!queued)
        (*shared)(Reply::error(503, "busy",
                               "the server is busy with other tournaments' work: try again soon"));
}

void TournamentRoutes::handle(const Request& req, const RequestTarget& target, ReplyFn reply) {
    const auto& seg = target.segments;  // "api", "tournaments", …
    const http::verb method = req.method();
    auto wrong_method = [&](std::string_view verb) {
        reply(Reply::error(405, "method_not_allowed", fmt::format("use {} here", verb)));
    };
    std::optional<int> after;
    if (const auto a = target.query.find("after"); a != target.query.end()) {
        after = small_number(a->second);
        if (!after) return reply(Reply::error(400, "bad_request", "'after' is a round number"));
    }

    if (seg.size() == 2) {
        if (method == http::verb::get) {
            const auto limit = page_limit(target, 100, 200);
            if (!limit) return reply(Reply::error(400, limit.error().code, limit.error().message));
            return reply(service_.list(*limit));
        }
        if (method != http::verb::post) return wrong_method("GET or POST");
        auto body = parse_json_body(req.body());
        if (!body) return reply(Reply::refusal(body.error()));
        return reply(service_.create(*body));
    }

    // A tournament from an exported action log: anyone may bring one in, as anyone may create.
    if (seg.size() == 3 && seg[2] == "import") {
        if (method != http::verb::post) return wrong_method("POST");
        auto body = parse_json_body(req.body());
        if (!body) return reply(Reply::refusal(body.error()));
        return off_io(std::move(reply), [this, body = std::move(*body)](const ReplyFn& answer) {
            answer(service_.import_log(body));
        });
    }

    const std::string& id = seg[2];
    const std::string action = seg.size() >= 4 ? seg[3] : std::string();
    // The action log is as public as the rounds it made.
    if (seg.size() == 4 && (action == "log" || action == "log.jsonl")) {
        if (method != http::verb::get) return wrong_method("GET");
        return off_io(std::move(reply), [this, id, action](const ReplyFn& answer) {
            answer(action == "log" ? service_.log(id) : service_.export_log(id));
        });
    }
    if (seg.size() == 3 || action == "standings.csv" || action == "pairings.csv" ||
        action == "report.html" || action == "tsh.t" || action == "games.zip" ||
        action == "prizes") {
        if (seg.size() > 4) return reply(Reply::error(404, "not_found", "no such API route"));
        if (method != http::verb::get) return wrong_method("GET");
        return off_io(std::move(reply),
                      [this, id, action, after, whole = seg.size() == 3](const ReplyFn& answer) {
                          answer(whole                ? service_.view(id, after)
                                 : action == "prizes" ? service_.prizes(id)
                                                      : service_.export_file(id, action, after));
                      });
    }

    // Everything else changes the tournament: the director's token first, then the rest.
    const bool known =
        (seg.size() == 4 &&
         (action == "director" || action == "players" || action == "rounds" || action == "unpair" ||
          action == "undo" || action == "settings" || action == "sanctions")) ||
        (seg.size() == 6 && ((action == "players" && seg[5] == "withdraw") ||
                             (action == "rounds" && seg[5] == "results") ||
                             (action == "rounds" && seg[5] == "games") ||
                             (action == "games" && seg[5] == "correction") ||
                             (action == "games" && seg[5] == "start-clock") ||
                             (action == "games" && seg[5] == "extra-time")));
    if (!known) return reply(Reply::error(404, "not_found", "no such API route"));
    if (method != http::verb::post) return wrong_method("POST");
    if (auto ok = service_.authorize(id, bearer_token(req)); !ok)
        return reply(Reply::refusal(ok.error()));
    auto body = body_of(req);
    if (!body) return reply(Reply::refusal(body.error()));

    if (seg.size() == 4) {
        if (action == "director") return reply(Reply::json(200, {{"ok", true}, {"id", id}}));
        if (action == "players") return reply(service_.add_players(id, *body));
        if (action == "rounds")
            return off_io(std::move(reply),
                          [this, id](const ReplyFn& answer) { answer(service_.pair(id)); });
        if (action == "undo")
            return off_io(std::move(reply), [this, id, body = *body](const ReplyFn& answer) {
                answer(service_.undo(id, body));
            });
        if (action == "settings") return reply(service_.change_settings(id, *body));
        if (action == "sanctions") return reply(service_.sanction(id, *body));
        return reply(service_.unpair(id, *body));
    }
    if (action == "players") return reply(service_.withdraw(id, seg[4], *body));
    if (action == "games" && seg[5] == "start-clock")
        return service_.start_clock(id, seg[4], std::move(reply));
    if (action == "games" && seg[5] == "extra-time")
        return service_.extra_time(id, seg[4], *body, std::move(reply));
    if (action == "games") return service_.correct(id, seg[4], *body, std::move(reply));
    const auto round = small_number(seg[4]);
    if (!round) return reply(Reply::error(404, "unknown_round", "rounds are numbered 1, 2, …"));
    if (seg[5] == "results") return reply(service_.enter_result(id, *round, *body));
    return service_.start_game(id, *round, *body, std::move(reply));
}

}  // namespace letterzak::server
