#include "server/account_service.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "server/new_game_request.hpp"
#include "server/passwords.hpp"
#include "server/tokens.hpp"
#include "server/wall_clock.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

// A string member of a request body, or an error naming it.
Result<std::string> text_field(const json& body, const char* name, bool required = true) {
    if (!body.is_object()) return make_error("bad_request", "the body is a JSON object");
    const auto it = body.find(name);
    if (it == body.end() || it->is_null()) {
        if (required) return make_error("bad_request", fmt::format("'{}' is missing", name));
        return std::string();
    }
    if (!it->is_string()) return make_error("bad_request", fmt::format("'{}' is text", name));
    return it->get<std::string>();
}

// The name and password of a sign-up or sign-in body.
struct Credentials {
    std::string name;
    std::string password;
};

// What signing up and signing in both read first: accounts must be on, and the body must hold
// a name and a password as text.
Result<Credentials> credentials(AccountsMode mode, const json& body) {
    if (mode == AccountsMode::kOff)
        return make_error("accounts_off", "this server has no accounts");
    auto name = text_field(body, "name");
    if (!name) return Unexpected<Error>{name.error()};
    auto password = text_field(body, "password");
    if (!password) return Unexpected<Error>{password.error()};
    return Credentials{std::move(*name), std::move(*password)};
}

// A hash to verify against when the name is unknown, so that an unknown name costs as long
// as a wrong password and names cannot be told apart by the time of the answer.
const std::string& decoy_hash() {
    static const std::string hash = [] {
        auto h = hash_password(new_seat_token());
        return h ? *h : std::string();
    }();
    return hash;
}

json rating_json(const store::Rating& r) {
    return {{"family", r.family},
            {"rating", static_cast<long>(std::lround(r.rating))},
            {"games", r.games},
            {"updated_at", r.updated_at}};
}

}  // namespace

std::optional<AccountsMode> accounts_mode_by_name(std::string_view name) {
    if (name == "off") return AccountsMode::kOff;
    if (name == "open") return AccountsMode::kOpen;
    if (name == "invite") return AccountsMode::kInvite;
    return std::nullopt;
}

std::string_view accounts_mode_name(AccountsMode mode) {
    switch (mode) {
        case AccountsMode::kOff:
            return "off";
        case AccountsMode::kOpen:
            return "open";
        case AccountsMode::kInvite:
            return "invite";
    }
    return "off";
}

std::int64_t AccountService::locked_for_ms(const store::Account& account, std::int64_t now) {
    return std::max<std::int64_t>(0, account.locked_until - now);
}

Result<SignedIn> AccountService::open_session(const store::Account& account) {
    SignedIn s;
    s.account = account;
    s.secret = new_seat_token();
    const std::int64_t now = unix_millis();
    s.expires_at =
        now + std::chrono::duration_cast<std::chrono::milliseconds>(settings_.session_ttl).count();
    if (auto r = store_.create_session({token_hash(s.secret), account.id, now, s.expires_at}); !r)
        return Unexpected<Error>{r.error()};
    return s;
}

Result<SignedIn> AccountService::sign_up(const json& body) {
    auto given = credentials(settings_.mode, body);
    if (!given) return Unexpected<Error>{given.error()};
    auto email = text_field(body, "email", false);
    if (!email) return Unexpected<Error>{email.error()};
    auto code = text_field(body, "code", false);
    if (!code) return Unexpected<Error>{code.error()};

    const std::string clean = clean_name(given->name);
    if (clean.size() < 2 || clean != given->name)
        return make_error("bad_name",
                          "a name has 2 to 40 characters, without control characters or spaces "
                          "at either end");
    if (store::account_name_key(clean) == store::kDeletedName)
        return make_error("name_taken", "an account of that name exists");
    if (email->size() > 254 || (!email->empty() && email->find('@') == std::string::npos))
        return make_error("bad_request", "'email' is an e-mail address");
    if (auto ok = check_new_password(given->password); !ok) return Unexpected<Error>{ok.error()};
    std::string code_hash;
    if (settings_.mode == AccountsMode::kInvite) {
        if (code->empty() || !plausible_token(*code))
            return make_error("bad_signup_code", "signing up here needs a code from the club");
        code_hash = token_hash(*code);
    }
    auto hash = hash_password(given->password);
    if (!hash) return Unexpected<Error>{hash.error()};

    store::Account a;
    a.id = new_game_id();
    a.name = clean;
    a.password_hash = std::move(*hash);
    a.email = *email;
    a.created_at = unix_millis();
    if (auto r = store_.create_account(a, code_hash); !r) return Unexpected<Error>{r.error()};
    return open_session(a);
}

Result<SignedIn> AccountService::sign_in(const json& body) {
    auto given = credentials(settings_.mode, body);
    if (!given) return Unexpected<Error>{given.error()};
    const auto wrong = [] {
        return make_error("bad_credentials", "the name or the password is not right");
    };
    if (given->name.size() > 200) return wrong();
    auto found = store_.account_by_name(given->name);
    if (!found) return Unexpected<Error>{found.error()};
    if (!*found) {
        (void)verify_password(decoy_hash(), given->password);
        return wrong();
    }
    const store::Account& a = **found;
    const std::int64_t now = unix_millis();
    if (const auto wait = locked_for_ms(a, now); wait > 0)
        return make_error(
            "account_locked",
            fmt::format("too many wrong passwords: try again in {} seconds", (wait + 999) / 1000));
    if (!verify_password(a.password_hash, given->password)) {
        const auto until =
            now + std::chrono::duration_cast<std::chrono::milliseconds>(settings_.lock_for).count();
        auto failures = store_.record_failed_login(a.id, settings_.lock_after, until);
        if (!failures) return Unexpected<Error>{failures.error()};
        if (*failures >= settings_.lock_after)
            return make_error("account_locked",
                              fmt::format("too many wrong passwords: try again in {} seconds",
                                          settings_.lock_for.count()));
        return wrong();
    }
    if (a.disabled)
        return make_error("account_disabled",
                          "this account has been disabled by the server's "
                          "administrator");
    if (a.failed_logins > 0)
        if (auto r = store_.clear_failed_logins(a.id); !r) return Unexpected<Error>{r.error()};
    return open_session(a);
}

Result<std::optional<store::Account>> AccountService::account_for(std::string_view secret) {
    if (settings_.mode == AccountsMode::kOff || !plausible_token(secret))
        return std::optional<store::Account>{};
    auto session = store_.session(token_hash(secret), unix_millis());
    if (!session) return Unexpected<Error>{session.error()};
    if (!*session) return std::optional<store::Account>{};
    auto account = store_.account_by_id((*session)->account_id);
    if (!account) return Unexpected<Error>{account.error()};
    if (!*account || (*account)->disabled) return std::optional<store::Account>{};
    return account;
}

Result<void> AccountService::sign_out(std::string_view secret) {
    if (!plausible_token(secret)) return {};
    return store_.delete_session(token_hash(secret));
}

Result<void> AccountService::sign_out_everywhere(const store::Account& account) {
    return store_.delete_sessions(account.id);
}

Result<SignedIn> AccountService::change_password(const store::Account& account, const json& body) {
    auto old_password = text_field(body, "password");
    if (!old_password) return Unexpected<Error>{old_password.error()};
    auto new_password = text_field(body, "new_password");
    if (!new_password) return Unexpected<Error>{new_password.error()};
    if (!verify_password(account.password_hash, *old_password))
        return make_error("bad_credentials", "the password is not right");
    if (auto ok = check_new_password(*new_password); !ok) return Unexpected<Error>{ok.error()};
    auto hash = hash_password(*new_password);
    if (!hash) return Unexpected<Error>{hash.error()};
    if (auto r = store_.set_password(account.id, *hash); !r) return Unexpected<Error>{r.error()};
    // Whoever knew the old password may hold a session: every one ends.
    if (auto r = store_.delete_sessions(account.id); !r) return Unexpected<Error>{r.error()};
    store::Account changed = account;
    changed.password_hash = std::move(*hash);
    return open_session(changed);
}

Result<void> AccountService::delete_account(const store::Account& account, const json& body) {
    auto password = text_field(body, "password");
    if (!password) return Unexpected<Error>{password.error()};
    if (!verify_password(account.password_hash, *password))
        return make_error("bad_credentials", "the password is not right");
    return store_.delete_account(account.id);
}

Result<json> AccountService::me(const store::Account& account) {
    auto ratings = store_.ratings(account.id);
    if (!ratings) return Unexpected<Error>{ratings.error()};
    auto history = store_.rating_history(account.id);
    if (!history) return Unexpected<Error>{history.error()};
    json r = json::array();
    for (const auto& rating : *ratings) r.push_back(rating_json(rating));
    json h = json::array();
    for (const auto& c : *history)
        h.push_back({{"game_id", c.game_id},
                     {"family", c.family},
                     {"before", static_cast<long>(std::lround(c.before))},
                     {"after", static_cast<long>(std::lround(c.after))},
                     {"at", c.at}});
    return json{{"account",
                 {{"id", account.id},
                  {"name", account.name},
                  {"email", account.email},
                  {"created_at", account.created_at}}},
                {"accounts", settings_.mode != AccountsMode::kOff},
                {"accounts_mode", accounts_mode_name(settings_.mode)},
                {"ratings", std::move(r)},
                {"history", std::move(h)}};
}

Result<json> AccountService::my_games(const store::Account& account, bool with_hidden) {
    auto seats = store_.owned_seats(account.id, with_hidden, 200);
    if (!seats) return Unexpected<Error>{seats.error()};
    json games = json::array();
    for (const store::OwnedSeat& s : *seats) {
        json summary = json::parse(s.summary, nullptr, false);
        if (summary.is_discarded() || !summary.is_object()) summary = json::object();
        json entry = {{"id", s.game_id},
                      {"seat", s.seat},
                      {"status", s.status},
                      {"updated_at", s.updated_at},
                      {"hidden", s.hidden},
                      {"rules", summary.value("rules", "")},
                      {"to_move", summary.value("to_move", -1)},
                      {"turn_number", summary.value("turn_number", 0)}};
        entry["my_turn"] = s.status == "in_progress" && entry["to_move"] == s.seat;
        // The players as the list shows them: an account deleted since shows as such.
        json players = summary.value("seats", json::array());
        auto owners = store_.owners(s.game_id);
        if (owners)
            for (const store::SeatOwner& o : *owners)
                if (o.name == store::kDeletedName && o.seat >= 0 &&
                    static_cast<std::size_t>(o.seat) < players.size())
                    players[static_cast<std::size_t>(o.seat)]["name"] = store::kDeletedName;
        entry["players"] = std::move(players);
        if (summary.contains("clock")) entry["clock"] = summary["clock"];
        if (summary.contains("result")) entry["result"] = summary["result"];
        games.push_back(std::move(entry));
    }
    // My turn first; then the most recently changed (the store's order, kept by a stable sort).
    std::stable_sort(games.begin(), games.end(), [](const json& a, const json& b) {
        return a["my_turn"].get<bool>() && !b["my_turn"].get<bool>();
    });
    return json{{"games", std::move(games)}};
}

Result<std::string> AccountService::new_signup_code() {
    std::string code = new_seat_token();
    if (auto r = store_.add_signup_code(token_hash(code), unix_millis()); !r)
        return Unexpected<Error>{r.error()};
    return code;
}

}  // namespace letterzak::server
