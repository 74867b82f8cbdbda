#include "store/sqlite_account_store.hpp"

#include <fmt/format.h>

#include <stdexcept>
#include <type_traits>

#include "store/elo_rating.hpp"
#include "store/migrations.hpp"

namespace letterzak::store {

namespace {

constexpr std::string_view kAccountColumns =
    "id, name, password_hash, email, created_at, disabled, deleted, failed_logins, locked_until";

Account account_from_row(const Statement& row) {
    Account a;
    a.id = row.column_text(0);
    a.name = row.column_text(1);
    a.password_hash = row.column_text(2);
    a.email = row.column_text(3);
    a.created_at = row.column_int(4);
    a.disabled = row.column_int(5) != 0;
    a.deleted = row.column_int(6) != 0;
    a.failed_logins = static_cast<int>(row.column_int(7));
    a.locked_until = row.column_int(8);
    return a;
}

Result<Statement> prepared(Database& db, std::string_view sql) {
    return db.prepare(sql);
}

// RatingTx on an open SQLite transaction; a failed statement throws (caught by the caller).
class SqliteRatingTx final : public RatingTx {
  public:
    explicit SqliteRatingTx(Database& db) : db_(db) {}

    bool game_rated(const std::string& game_id) override {
        auto s = statement("SELECT rated FROM games WHERE id = ?");
        s.bind(1, game_id);
        return step(s) && s.column_int(0) != 0;
    }
    bool already_rated(const std::string& game_id) override {
        auto s = statement("SELECT 1 FROM rating_changes WHERE game_id = ? LIMIT 1");
        s.bind(1, game_id);
        return step(s);
    }
    std::vector<std::pair<int, std::string>> owners(const std::string& game_id) override {
        auto s = statement(
            "SELECT seat, account_id FROM account_seats WHERE game_id = ? "
            "ORDER BY seat");
        s.bind(1, game_id);
        std::vector<std::pair<int, std::string>> out;
        while (step(s)) out.emplace_back(static_cast<int>(s.column_int(0)), s.column_text(1));
        return out;
    }
    std::pair<double, int> standing(const std::string& account_id,
                                    const std::string& family) override {
        auto s = statement("SELECT rating, games FROM ratings WHERE account_id = ? AND family = ?");
        s.bind(1, account_id).bind(2, family);
        if (!step(s)) return {kInitialRating, 0};
        return {s.column_real(0), static_cast<int>(s.column_int(1))};
    }
    void write(const std::string& account_id, const std::string& family, double before,
               double after, int games, const std::string& game_id, std::int64_t at) override {
        auto r = statement(
            "INSERT INTO ratings (account_id, family, rating, games, updated_at) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (account_id, family) DO UPDATE SET "
            "rating = excluded.rating, games = excluded.games, updated_at = excluded.updated_at");
        r.bind(1, account_id).bind(2, family).bind_real(3, after).bind(4, std::int64_t{games});
        r.bind(5, at);
        check(r.run());
        auto c = statement(
            "INSERT INTO rating_changes (game_id, account_id, family, rating_before, "
            "rating_after, at) VALUES (?, ?, ?, ?, ?, ?)");
        c.bind(1, game_id).bind(2, account_id).bind(3, family).bind_real(4, before);
        c.bind_real(5, after).bind(6, at);
        check(c.run());
    }

  private:
    Statement statement(std::string_view sql) {
        auto s = db_.prepare(sql);
        if (!s) throw std::runtime_error(s.error().message);
        return std::move(*s);
    }
    static bool step(Statement& s) {
        auto r = s.step();
        if (!r) throw std::runtime_error(r.error().message);
        return *r;
    }
    static void check(const Result<void>& r) {
        if (!r) throw std::runtime_error(r.error().message);
    }
    Database& db_;
};

}  // namespace

Result<void> sqlite_rate_finished_game(Database& db, const EventBatch& batch) {
    if (!batch.outcome) return {};
    try {
        SqliteRatingTx tx(db);
        rate_finished_game(tx, batch);
        return {};
    } catch (const std::runtime_error& e) {
        return make_error("storage_failed",
                          fmt::format("rating game {}: {}", batch.game_id, e.what()));
    }
}

Result<std::unique_ptr<SqliteAccountStore>> SqliteAccountStore::open(
    const std::filesystem::path& path) {
    auto db = Database::open(path);
    if (!db) return Unexpected<Error>{db.error()};
    if (auto m = migrate(*db); !m) return Unexpected<Error>{m.error()};
    return std::unique_ptr<SqliteAccountStore>(new SqliteAccountStore(std::move(*db)));
}

Result<void> SqliteAccountStore::run(std::string_view sql, std::string_view a, std::string_view b) {
    auto s = prepared(db_, sql);
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, a);
    if (!b.empty()) s->bind(2, b);
    return s->run();
}

Result<void> SqliteAccountStore::create_account(const Account& a,
                                                std::string_view signup_code_hash) {
    std::lock_guard lock(mutex_);
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return r;
    auto taken = prepared(db_, "SELECT 1 FROM accounts WHERE name_key = ?");
    if (!taken) return Unexpected<Error>{taken.error()};
    taken->bind(1, account_name_key(a.name));
    auto row = taken->step();
    if (!row) return Unexpected<Error>{row.error()};
    if (*row) return make_error("name_taken", "an account of that name exists");
    if (!signup_code_hash.empty()) {
        auto code = prepared(db_,
                             "UPDATE signup_codes SET used_by = ? "
                             "WHERE code_hash = ? AND used_by = ''");
        if (!code) return Unexpected<Error>{code.error()};
        code->bind(1, a.id).bind(2, signup_code_hash);
        if (auto r = code->run(); !r) return r;
        if (sqlite3_changes(db_.handle()) != 1)
            return make_error("bad_signup_code", "this sign-up code is unknown or used");
    }
    auto insert = prepared(db_, fmt::format("INSERT INTO accounts ({}, name_key) VALUES "
                                            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                            kAccountColumns));
    if (!insert) return Unexpected<Error>{insert.error()};
    insert->bind(1, a.id)
        .bind(2, a.name)
        .bind(3, a.password_hash)
        .bind(4, a.email)
        .bind(5, a.created_at)
        .bind(6, std::int64_t{a.disabled ? 1 : 0})
        .bind(7, std::int64_t{a.deleted ? 1 : 0})
        .bind(8, std::int64_t{a.failed_logins})
        .bind(9, a.locked_until)
        .bind(10, account_name_key(a.name));
    if (auto r = insert->run(); !r) return r;
    return tx.commit();
}

Result<std::optional<Account>> SqliteAccountStore::account_where(std::string_view column,
                                                                 std::string_view value) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_, fmt::format("SELECT {} FROM accounts WHERE {} = ? AND deleted = 0",
                                       kAccountColumns, column));
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, value);
    auto row = s->step();
    if (!row) return Unexpected<Error>{row.error()};
    if (!*row) return std::optional<Account>{};
    return std::optional<Account>{account_from_row(*s)};
}

Result<std::optional<Account>> SqliteAccountStore::account_by_name(std::string_view name) {
    return account_where("name_key", account_name_key(name));
}

Result<std::optional<Account>> SqliteAccountStore::account_by_id(std::string_view id) {
    return account_where("id", id);
}

Result<std::vector<Account>> SqliteAccountStore::accounts() {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_, fmt::format("SELECT {} FROM accounts WHERE deleted = 0 ORDER BY "
                                       "name_key",
                                       kAccountColumns));
    if (!s) return Unexpected<Error>{s.error()};
    std::vector<Account> out;
    if (auto r = for_rows(*s, [&](const Statement& row) { out.push_back(account_from_row(row)); });
        !r)
        return Unexpected<Error>{r.error()};
    return out;
}

Result<void> SqliteAccountStore::set_password(std::string_view id, std::string_view hash) {
    std::lock_guard lock(mutex_);
    return run(
        "UPDATE accounts SET password_hash = ?, failed_logins = 0, locked_until = 0 "
        "WHERE id = ?",
        hash, id);
}

Result<void> SqliteAccountStore::set_disabled(std::string_view id, bool disabled) {
    std::lock_guard lock(mutex_);
    return run(disabled ? "UPDATE accounts SET disabled = 1 WHERE id = ?"
                        : "UPDATE accounts SET disabled = 0 WHERE id = ?",
               id);
}

Result<int> SqliteAccountStore::record_failed_login(std::string_view id, int lock_after,
                                                    std::int64_t lock_until) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_,
                      "UPDATE accounts SET failed_logins = failed_logins + 1, locked_until = "
                      "CASE WHEN failed_logins + 1 >= ? THEN ? ELSE locked_until END "
                      "WHERE id = ? RETURNING failed_logins");
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, std::int64_t{lock_after}).bind(2, lock_until).bind(3, id);
    auto row = s->step();
    if (!row) return Unexpected<Error>{row.error()};
    const int failures = *row ? static_cast<int>(s->column_int(0)) : 0;
    s->reset();
    return failures;
}

Result<void> SqliteAccountStore::clear_failed_logins(std::string_view id) {
    std::lock_guard lock(mutex_);
    return run("UPDATE accounts SET failed_logins = 0, locked_until = 0 WHERE id = ?", id);
}

Result<void> SqliteAccountStore::delete_account(std::string_view id) {
    std::lock_guard lock(mutex_);
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return r;
    // The name key keeps the row unique and frees the name for someone else.
    if (auto r = run("UPDATE accounts SET deleted = 1, name = 'verwijderd', email = '', "
                     "password_hash = '', name_key = '#deleted:' || id WHERE id = ?",
                     id);
        !r)
        return r;
    if (auto r = run("DELETE FROM account_sessions WHERE account_id = ?", id); !r) return r;
    // Its games stay; the seats it owned show "verwijderd" from now on (check_seats).
    if (auto r = run("UPDATE seats SET shown_name = 'verwijderd' WHERE EXISTS (SELECT 1 FROM "
                     "account_seats a WHERE a.game_id = seats.game_id AND a.seat = seats.seat "
                     "AND a.account_id = ?)",
                     id);
        !r)
        return r;
    return tx.commit();
}

Result<void> SqliteAccountStore::create_session(const SessionRecord& s) {
    std::lock_guard lock(mutex_);
    auto stmt = prepared(db_,
                         "INSERT INTO account_sessions (secret_hash, account_id, "
                         "created_at, expires_at) VALUES (?, ?, ?, ?)");
    if (!stmt) return Unexpected<Error>{stmt.error()};
    stmt->bind(1, s.secret_hash).bind(2, s.account_id).bind(3, s.created_at).bind(4, s.expires_at);
    return stmt->run();
}

Result<std::optional<SessionRecord>> SqliteAccountStore::session(std::string_view secret_hash,
                                                                 std::int64_t now) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_,
                      "SELECT secret_hash, account_id, created_at, expires_at FROM "
                      "account_sessions WHERE secret_hash = ? AND expires_at > ?");
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, secret_hash).bind(2, now);
    auto row = s->step();
    if (!row) return Unexpected<Error>{row.error()};
    if (!*row) return std::optional<SessionRecord>{};
    return std::optional<SessionRecord>{
        SessionRecord{s->column_text(0), s->column_text(1), s->column_int(2), s->column_int(3)}};
}

Result<void> SqliteAccountStore::delete_session(std::string_view secret_hash) {
    std::lock_guard lock(mutex_);
    return run("DELETE FROM account_sessions WHERE secret_hash = ?", secret_hash);
}

Result<void> SqliteAccountStore::delete_sessions(std::string_view account_id) {
    std::lock_guard lock(mutex_);
    return run("DELETE FROM account_sessions WHERE account_id = ?", account_id);
}

Result<void> SqliteAccountStore::own_seat(std::string_view game_id, int seat,
                                          std::string_view account_id, std::int64_t now) {
    std::lock_guard lock(mutex_);
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return r;
    auto owner = prepared(db_,
                          "SELECT account_id FROM account_seats WHERE game_id = ? AND "
                          "seat = ?");
    if (!owner) return Unexpected<Error>{owner.error()};
    owner->bind(1, game_id).bind(2, std::int64_t{seat});
    auto row = owner->step();
    if (!row) return Unexpected<Error>{row.error()};
    if (*row) {
        if (owner->column_text(0) != account_id)
            return make_error("seat_owned", "another account has claimed this seat");
        return {};
    }
    auto insert = prepared(db_,
                           "INSERT INTO account_seats (game_id, seat, account_id, "
                           "claimed_at) VALUES (?, ?, ?, ?)");
    if (!insert) return Unexpected<Error>{insert.error()};
    insert->bind(1, game_id).bind(2, std::int64_t{seat}).bind(3, account_id).bind(4, now);
    if (auto r = insert->run(); !r) return r;
    return tx.commit();
}

Result<std::optional<int>> SqliteAccountStore::seat_of(std::string_view account_id,
                                                       std::string_view game_id) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_,
                      "SELECT seat FROM account_seats WHERE account_id = ? AND game_id = ? "
                      "ORDER BY seat LIMIT 1");
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, account_id).bind(2, game_id);
    auto row = s->step();
    if (!row) return Unexpected<Error>{row.error()};
    if (!*row) return std::optional<int>{};
    return std::optional<int>{static_cast<int>(s->column_int(0))};
}

Result<std::vector<SeatOwner>> SqliteAccountStore::owners(std::string_view game_id) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_,
                      "SELECT s.seat, s.account_id, a.name FROM account_seats s JOIN "
                      "accounts a ON a.id = s.account_id WHERE s.game_id = ? ORDER BY s.seat");
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, game_id);
    std::vector<SeatOwner> out;
    if (auto r = for_rows(*s,
                          [&](const Statement& row) {
                              out.push_back({static_cast<int>(row.column_int(0)),
                                             row.column_text(1), row.column_text(2)});
                          });
        !r)
        return Unexpected<Error>{r.error()};
    return out;
}

Result<std::vector<OwnedSeat>> SqliteAccountStore::owned_seats(std::string_view account_id,
                                                               bool with_hidden,
                                                               std::size_t limit) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_, fmt::format("SELECT s.game_id, s.seat, s.hidden, g.updated_at, "
                                       "g.status, g.summary FROM account_seats s JOIN games g "
                                       "ON g.id = s.game_id WHERE s.account_id = ? {} "
                                       "ORDER BY g.updated_at DESC, g.id DESC LIMIT ?",
                                       with_hidden ? "" : "AND s.hidden = 0"));
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, account_id).bind(2, static_cast<std::int64_t>(limit));
    std::vector<OwnedSeat> out;
    if (auto r =
            for_rows(*s,
                     [&](const Statement& row) {
                         out.push_back({row.column_text(0), static_cast<int>(row.column_int(1)),
                                        row.column_int(2) != 0, row.column_int(3),
                                        row.column_text(4), row.column_text(5)});
                     });
        !r)
        return Unexpected<Error>{r.error()};
    return out;
}

Result<void> SqliteAccountStore::set_hidden(std::string_view account_id, std::string_view game_id,
                                            bool hidden) {
    std::lock_guard lock(mutex_);
    return run(hidden ? "UPDATE account_seats SET hidden = 1 WHERE account_id = ? AND game_id = ?"
                      : "UPDATE account_seats SET hidden = 0 WHERE account_id = ? AND game_id = ?",
               account_id, game_id);
}

Result<std::vector<Rating>> SqliteAccountStore::ratings(std::string_view account_id) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_,
                      "SELECT family, rating, games, updated_at FROM ratings WHERE "
                      "account_id = ? ORDER BY family");
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, account_id);
    std::vector<Rating> out;
    if (auto r =
            for_rows(*s,
                     [&](const Statement& row) {
                         out.push_back({row.column_text(0), row.column_real(1),
                                        static_cast<int>(row.column_int(2)), row.column_int(3)});
                     });
        !r)
        return Unexpected<Error>{r.error()};
    return out;
}

Result<std::vector<RatingChange>> SqliteAccountStore::rating_history(std::string_view account_id) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_,
                      "SELECT game_id, family, rating_before, rating_after, at FROM "
                      "rating_changes WHERE account_id = ? ORDER BY at, game_id");
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, account_id);
    std::vector<RatingChange> out;
    if (auto r =
            for_rows(*s,
                     [&](const Statement& row) {
                         out.push_back({row.column_text(0), row.column_text(1), row.column_real(2),
                                        row.column_real(3), row.column_int(4)});
                     });
        !r)
        return Unexpected<Error>{r.error()};
    return out;
}

Result<void> SqliteAccountStore::add_signup_code(std::string_view code_hash, std::int64_t now) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_, "INSERT INTO signup_codes (code_hash, created_at) VALUES (?, ?)");
    if (!s) return Unexpected<Error>{s.error()};
    s->bind(1, code_hash).bind(2, now);
    return s->run();
}

Result<TableRows> SqliteAccountStore::table_rows(const AccountTable& table) {
    std::lock_guard lock(mutex_);
    auto s = prepared(db_, select_sql(table));
    if (!s) return Unexpected<Error>{s.error()};
    TableRows out{std::string(table.name), {}};
    if (auto r = for_rows(*s,
                          [&](const Statement& row) {
                              TableRow cells;
                              for (int i = 0; i < static_cast<int>(table.columns.size()); ++i) {
                                  switch (table.columns[static_cast<std::size_t>(i)].type) {
                                      case ColumnType::kText:
                                          cells.emplace_back(row.column_text(i));
                                          break;
                                      case ColumnType::kReal:
                                          cells.emplace_back(row.column_real(i));
                                          break;
                                      case ColumnType::kInteger:
                                      case ColumnType::kBoolean:
                                          cells.emplace_back(row.column_int(i));
                                          break;
                                  }
                              }
                              out.rows.push_back(std::move(cells));
                          });
        !r)
        return Unexpected<Error>{r.error()};
    sort_rows(out.rows);
    return out;
}

Result<void> SqliteAccountStore::insert_tables(const std::vector<TableRows>& tables) {
    std::lock_guard lock(mutex_);
    Transaction tx(db_);
    if (auto r = tx.begin(); !r) return r;
    auto any = prepared(db_, "SELECT 1 FROM accounts LIMIT 1");
    if (!any) return Unexpected<Error>{any.error()};
    auto found = any->step();
    if (!found) return Unexpected<Error>{found.error()};
    if (*found) return make_error("not_empty", "the database holds accounts already");
    for (const TableRows& rows : tables) {
        auto spec = table_of(rows);
        if (!spec) return Unexpected<Error>{spec.error()};
        auto s = prepared(db_, insert_sql(**spec, false));
        if (!s) return Unexpected<Error>{s.error()};
        for (const TableRow& row : rows.rows) {
            for (std::size_t i = 0; i < row.size(); ++i) {
                const int at = static_cast<int>(i) + 1;
                std::visit(
                    [&](const auto& v) {
                        using V = std::decay_t<decltype(v)>;
                        if constexpr (std::is_same_v<V, double>)
                            s->bind_real(at, v);
                        else
                            s->bind(at, v);
                    },
                    row[i]);
            }
            if (auto r = s->run(); !r) return r;
        }
    }
    return tx.commit();
}

}  // namespace letterzak::store
