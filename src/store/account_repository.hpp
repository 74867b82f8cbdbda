#pragma once
// Where players' accounts live: in the same database as the games (migration 5). An account
// has a name (unique whatever its case), an Argon2id hash of its password (never the
// password), sessions (the SHA-256 of each cookie's secret, never the secret), the seats it
// owns in games, and a rating per rule-set family (elo_rating.hpp).
//
// A rating changes only inside the game store's append (repository.hpp, EventBatch::outcome):
// in the same transaction as the events that end the game, and once per game whatever
// happens after (rating_changes is keyed by the game).
//
// SQLite (sqlite_account_store.hpp) and PostgreSQL (pg_account_store.hpp) implement it;
// open_store.hpp chooses by `--db`.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "store/account_tables.hpp"

namespace letterzak::store {

struct Account {
    std::string id;  // random, not secret
    std::string name;
    std::string password_hash;  // Argon2id, encoded with its salt and parameters
    std::string email;          // optional, unused for now
    std::int64_t created_at = 0;
    bool disabled = false;          // by the admin: no sign-in, sessions refused
    bool deleted = false;           // by its owner: the name shows as "verwijderd", no sign-in
    int failed_logins = 0;          // wrong passwords in a row
    std::int64_t locked_until = 0;  // Unix ms: sign-in refused before this
};

// The name a deleted account shows in games and lists.
inline constexpr std::string_view kDeletedName = "verwijderd";

// How names compare: one account per name whatever its case.
std::string account_name_key(std::string_view name);

struct SessionRecord {
    std::string secret_hash;  // SHA-256 of the cookie's secret, hex
    std::string account_id;
    std::int64_t created_at = 0;
    std::int64_t expires_at = 0;
};

// A seat an account owns, with what "Mijn partijen" shows of its game.
struct OwnedSeat {
    std::string game_id;
    int seat = 0;
    bool hidden = false;
    std::int64_t updated_at = 0;
    std::string status;
    std::string summary;  // the game's list entry, JSON text (may be empty)
};

// Who owns a game's seats.
struct SeatOwner {
    int seat = 0;
    std::string account_id;
    std::string name;  // kDeletedName for a deleted account
};

struct Rating {
    std::string family;
    double rating = 0;
    int games = 0;
    std::int64_t updated_at = 0;
};

struct RatingChange {
    std::string game_id;
    std::string family;
    double before = 0;
    double after = 0;
    std::int64_t at = 0;
};

class AccountRepository {
  public:
    virtual ~AccountRepository() = default;

    // Error "name_taken" when an account of that name (any case) exists. With a sign-up code
    // (its SHA-256; `--accounts invite`), the code is used up in the same transaction. Error
    // "bad_signup_code" when it is unknown or used.
    virtual Result<void> create_account(const Account& account,
                                        std::string_view signup_code_hash = {}) = 0;
    virtual Result<std::optional<Account>> account_by_name(std::string_view name) = 0;
    virtual Result<std::optional<Account>> account_by_id(std::string_view id) = 0;
    // Every account that is not deleted, by name.
    virtual Result<std::vector<Account>> accounts() = 0;
    virtual Result<void> set_password(std::string_view id, std::string_view password_hash) = 0;
    virtual Result<void> set_disabled(std::string_view id, bool disabled) = 0;
    // A wrong password: counts it, and locks sign-in until `lock_until` once `lock_after`
    // failures are in a row. Returns the account's failures now.
    virtual Result<int> record_failed_login(std::string_view id, int lock_after,
                                            std::int64_t lock_until) = 0;
    virtual Result<void> clear_failed_logins(std::string_view id) = 0;
    // Deletes what identifies the person (name, password, e-mail, sessions); the account's
    // seats, games and rating history stay, shown as kDeletedName.
    virtual Result<void> delete_account(std::string_view id) = 0;

    virtual Result<void> create_session(const SessionRecord& session) = 0;
    // The session with this hash if it has not expired at `now`.
    virtual Result<std::optional<SessionRecord>> session(std::string_view secret_hash,
                                                         std::int64_t now) = 0;
    virtual Result<void> delete_session(std::string_view secret_hash) = 0;
    // Every session of the account ("sign out everywhere"; a password change).
    virtual Result<void> delete_sessions(std::string_view account_id) = 0;

    // Gives a seat to an account. Error "seat_owned" when another account owns it already
    // (the same account again is fine).
    virtual Result<void> own_seat(std::string_view game_id, int seat, std::string_view account_id,
                                  std::int64_t now) = 0;
    // The seat the account owns in the game, if any.
    virtual Result<std::optional<int>> seat_of(std::string_view account_id,
                                               std::string_view game_id) = 0;
    virtual Result<std::vector<SeatOwner>> owners(std::string_view game_id) = 0;
    // The account's seats with their games, most recently changed first (hidden ones only
    // when asked), at most `limit`.
    virtual Result<std::vector<OwnedSeat>> owned_seats(std::string_view account_id,
                                                       bool with_hidden, std::size_t limit) = 0;
    virtual Result<void> set_hidden(std::string_view account_id, std::string_view game_id,
                                    bool hidden) = 0;

    virtual Result<std::vector<Rating>> ratings(std::string_view account_id) = 0;
    // Oldest first.
    virtual Result<std::vector<RatingChange>> rating_history(std::string_view account_id) = 0;

    // Invitations to sign up (`--accounts invite`): the SHA-256 of each code.
    virtual Result<void> add_signup_code(std::string_view code_hash, std::int64_t now) = 0;

    // For `letterzak db copy` (account_tables.hpp): every row of one of account_tables(),
    // sorted. The whole table is read into memory (a club's accounts, not its games).
    virtual Result<TableRows> table_rows(const AccountTable& table) = 0;
    // Writes the tables' rows as they are (hashes stay hashes), all in one transaction, in
    // the order given. Error "not_empty" when the database holds an account already.
    virtual Result<void> insert_tables(const std::vector<TableRows>& tables) = 0;
};

// The rating rule of a game's end, in one place for both stores: each store's append calls it
// inside its transaction with the game's batch, through RatingTx (that transaction's reads
// and writes). A game moves ratings when it is rated, has exactly two seats, both owned by
// two different accounts, and has not moved them before; computer seats are never owned.
class RatingTx {
  public:
    virtual ~RatingTx() = default;
    virtual bool game_rated(const std::string& game_id) = 0;  // games.rated
    virtual bool already_rated(const std::string& game_id) = 0;
    virtual std::vector<std::pair<int, std::string>> owners(const std::string& game_id) = 0;
    // The account's rating and rated games in the family (none yet: the initial rating).
    virtual std::pair<double, int> standing(const std::string& account_id,
                                            const std::string& family) = 0;
    virtual void write(const std::string& account_id, const std::string& family, double before,
                       double after, int games, const std::string& game_id, std::int64_t at) = 0;
};
struct EventBatch;
void rate_finished_game(RatingTx& tx, const EventBatch& batch);

}  // namespace letterzak::store
