#pragma once
// Players' accounts, independent of HTTP (account_routes.hpp speaks HTTP for it): sign-up,
// sign-in with a lock after repeated wrong passwords, server-side sessions, a password change
// and "sign out everywhere", deleting an account (its games stay, its name becomes
// "verwijderd"), "Mijn partijen" and the profile with ratings.
//
// A session is a 256-bit secret in an HttpOnly cookie; the store keeps its SHA-256 only, with
// an expiry, so a copy of the database opens no session and a session can be revoked.
// `letterzak serve --accounts off|open|invite`: no accounts, anyone may sign up, or only with
// a sign-up code from `letterzak admin code`.

#include <chrono>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "store/account_repository.hpp"

namespace letterzak::server {

enum class AccountsMode : std::uint8_t { kOff, kOpen, kInvite };
// "off", "open", "invite"; nullopt for anything else.
std::optional<AccountsMode> accounts_mode_by_name(std::string_view name);
// The name accounts_mode_by_name reads; GET /api/me tells the page ("accounts_mode") so that it
// shows the account forms only where accounts are on, without a request that fails.
std::string_view accounts_mode_name(AccountsMode mode);

struct AccountSettings {
    AccountsMode mode = AccountsMode::kOpen;
    std::chrono::seconds session_ttl{30 * 24 * 3600};  // a sign-in lasts this long
    int lock_after = 5;                                // wrong passwords in a row …
    std::chrono::seconds lock_for{15 * 60};            // … lock sign-in this long
};

// A new session: the secret goes into the cookie, once, and nowhere else.
struct SignedIn {
    store::Account account;
    std::string secret;
    std::int64_t expires_at = 0;  // Unix ms
};

class AccountService {
  public:
    AccountService(store::AccountRepository& store, AccountSettings settings)
        : store_(store), settings_(settings) {}

    const AccountSettings& settings() const { return settings_; }
    store::AccountRepository& store() { return store_; }

    // {"name","password","email"?,"code"?}. Errors: accounts_off, bad_request, bad_name,
    // weak_password, name_taken, bad_signup_code, storage_failed.
    Result<SignedIn> sign_up(const nlohmann::json& body);
    // {"name","password"}. Errors: bad_request, bad_credentials (unknown name or wrong
    // password: the same answer, so names cannot be probed), account_locked (with the
    // seconds to wait in the message), account_disabled, storage_failed.
    Result<SignedIn> sign_in(const nlohmann::json& body);
    // The account a cookie's secret stands for: nullopt when the secret is malformed,
    // unknown, expired, or its account is disabled or deleted.
    Result<std::optional<store::Account>> account_for(std::string_view secret);
    Result<void> sign_out(std::string_view secret);
    Result<void> sign_out_everywhere(const store::Account& account);
    // {"password","new_password"}: every session ends, a new one begins for this device.
    Result<SignedIn> change_password(const store::Account& account, const nlohmann::json& body);
    // {"password"}: the account's owner confirms.
    Result<void> delete_account(const store::Account& account, const nlohmann::json& body);

    // GET /api/me: the account (never its hash), ratings and their history.
    Result<nlohmann::json> me(const store::Account& account);
    // GET /api/me/games: the account's games, its turn first, then the most recently changed.
    Result<nlohmann::json> my_games(const store::Account& account, bool with_hidden);
    // A sign-up code for `--accounts invite` (shown once).
    Result<std::string> new_signup_code();

    // How long until `account` may try again (0: not locked).
    static std::int64_t locked_for_ms(const store::Account& account, std::int64_t now);

  private:
    Result<SignedIn> open_session(const store::Account& account);

    store::AccountRepository& store_;
    AccountSettings settings_;
};

}  // namespace letterzak::server
