#include "store/pg_account_store.hpp"

#include <fmt/format.h>

#include <pqxx/pqxx>

#include "store/elo_rating.hpp"
#include "store/pg_migrations.hpp"

namespace letterzak::store {

namespace {

constexpr std::string_view kAccountColumns =
    "id, name, password_hash, email, created_at, disabled, deleted, failed_logins, locked_until";

Account account_from_row(const pqxx::row& row) {
    Account a;
    a.id = row[0].as<std::string>();
    a.name = row[1].as<std::string>();
    a.password_hash = row[2].as<std::string>();
    a.email = row[3].as<std::string>();
    a.created_at = row[4].as<std::int64_t>();
    a.disabled = row[5].as<bool>();
    a.deleted = row[6].as<bool>();
    a.failed_logins = row[7].as<int>();
    a.locked_until = row[8].as<std::int64_t>();
    return a;
}

class PgRatingTx final : public RatingTx {
  public:
    explicit PgRatingTx(pqxx::transaction_base& tx) : tx_(tx) {}
    bool game_rated(const std::string& game_id) override {
        const auto r = tx_.exec_params("SELECT rated FROM games WHERE id = $1", game_id);
        return !r.empty() && r[0][0].as<bool>();
    }
    bool already_rated(const std::string& game_id) override {
        return !tx_.exec_params("SELECT 1 FROM rating_changes WHERE game_id = $1 LIMIT 1", game_id)
                    .empty();
    }
    std::vector<std::pair<int, std::string>> owners(const std::string& game_id) override {
        std::vector<std::pair<int, std::string>> out;
        for (const auto& row : tx_.exec_params(
                 "SELECT seat, account_id FROM account_seats WHERE game_id = $1 ORDER BY seat",
                 game_id))
            out.emplace_back(row[0].as<int>(), row[1].as<std::string>());
        return out;
    }
    std::pair<double, int> standing(const std::string& account_id,
                                    const std::string& family) override {
        // FOR UPDATE: two games ending at once on two servers move one rating in turn.
        const auto r = tx_.exec_params(
            "SELECT rating, games FROM ratings WHERE account_id = $1 AND family = $2 FOR UPDATE",
            account_id, family);
        if (r.empty()) return {kInitialRating, 0};
        return {r[0][0].as<double>(), r[0][1].as<int>()};
    }
    void write(const std::string& account_id, const std::string& family, double before,
               double after, int games, const std::string& game_id, std::int64_t at) override {
        tx_.exec_params(
            "INSERT INTO ratings (account_id, family, rating, games, updated_at) "
            "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_id, family) DO UPDATE SET "
            "rating = EXCLUDED.rating, games = EXCLUDED.games, updated_at = EXCLUDED.updated_at",
            account_id, family, after, games, at);
        tx_.exec_params(
            "INSERT INTO rating_changes (game_id, account_id, family, rating_before, "
            "rating_after, at) VALUES ($1, $2, $3, $4, $5, $6)",
            game_id, account_id, family, before, after, at);
    }

  private:
    pqxx::transaction_base& tx_;
};

}  // namespace

void pg_rate_finished_game(pqxx::transaction_base& tx, const EventBatch& batch) {
    if (!batch.outcome) return;
    PgRatingTx rating(tx);
    rate_finished_game(rating, batch);
}

Result<std::unique_ptr<PgAccountStore>> PgAccountStore::open(const std::string& url,
                                                             std::size_t connections) {
    auto pool = open_migrated_pool(url, connections);
    if (!pool) return Unexpected<Error>{pool.error()};
    return std::unique_ptr<PgAccountStore>(new PgAccountStore(std::move(*pool)));
}

Result<void> PgAccountStore::run(std::string_view sql, std::string_view a, std::string_view b) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        if (b.empty())
            tx.exec_params(std::string(sql), std::string(a));
        else
            tx.exec_params(std::string(sql), std::string(a), std::string(b));
        tx.commit();
        return {};
    });
}

Result<void> PgAccountStore::create_account(const Account& a, std::string_view signup_code_hash) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        if (!signup_code_hash.empty() &&
            tx.exec_params("UPDATE signup_codes SET used_by = $1 WHERE code_hash = $2 AND "
                           "used_by = ''",
                           a.id, std::string(signup_code_hash))
                    .affected_rows() != 1)
            return make_error("bad_signup_code", "this sign-up code is unknown or used");
        const auto inserted = tx.exec_params(
            fmt::format("INSERT INTO accounts ({}, name_key) VALUES ($1, $2, $3, $4, $5, $6, $7, "
                        "$8, $9, $10) ON CONFLICT (name_key) DO NOTHING",
                        kAccountColumns),
            a.id, a.name, a.password_hash, a.email, a.created_at, a.disabled, a.deleted,
            a.failed_logins, a.locked_until, account_name_key(a.name));
        if (inserted.affected_rows() != 1)
            return make_error("name_taken", "an account of that name exists");
        tx.commit();
        return {};
    });
}

Result<std::optional<Account>> PgAccountStore::account_where(std::string_view column,
                                                             std::string_view value) {
    std::optional<Account> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        const auto rows =
            tx.exec_params(fmt::format("SELECT {} FROM accounts WHERE {} = $1 AND NOT deleted",
                                       kAccountColumns, column),
                           std::string(value));
        if (!rows.empty()) out = account_from_row(rows[0]);
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::optional<Account>> PgAccountStore::account_by_name(std::string_view name) {
    return account_where("name_key", account_name_key(name));
}

Result<std::optional<Account>> PgAccountStore::account_by_id(std::string_view id) {
    return account_where("id", id);
}

Result<std::vector<Account>> PgAccountStore::accounts() {
    std::vector<Account> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        for (const auto& row : tx.exec(fmt::format(
                 "SELECT {} FROM accounts WHERE NOT deleted ORDER BY name_key", kAccountColumns)))
            out.push_back(account_from_row(row));
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<void> PgAccountStore::set_password(std::string_view id, std::string_view hash) {
    return run(
        "UPDATE accounts SET password_hash = $1, failed_logins = 0, locked_until = 0 "
        "WHERE id = $2",
        hash, id);
}

Result<void> PgAccountStore::set_disabled(std::string_view id, bool disabled) {
    return run(disabled ? "UPDATE accounts SET disabled = TRUE WHERE id = $1"
                        : "UPDATE accounts SET disabled = FALSE WHERE id = $1",
               id);
}

Result<int> PgAccountStore::record_failed_login(std::string_view id, int lock_after,
                                                std::int64_t lock_until) {
    int failures = 0;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        const auto rows = tx.exec_params(
            "UPDATE accounts SET failed_logins = failed_logins + 1, locked_until = CASE WHEN "
            "failed_logins + 1 >= $1 THEN $2 ELSE locked_until END WHERE id = $3 "
            "RETURNING failed_logins",
            lock_after, lock_until, std::string(id));
        if (!rows.empty()) failures = rows[0][0].as<int>();
        tx.commit();
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return failures;
}

Result<void> PgAccountStore::clear_failed_logins(std::string_view id) {
    return run("UPDATE accounts SET failed_logins = 0, locked_until = 0 WHERE id = $1", id);
}

Result<void> PgAccountStore::delete_account(std::string_view id) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        tx.exec_params(
            "UPDATE accounts SET deleted = TRUE, name = 'verwijderd', email = '', "
            "password_hash = '', name_key = '#deleted:' || id WHERE id = $1",
            std::string(id));
        tx.exec_params("DELETE FROM account_sessions WHERE account_id = $1", std::string(id));
        // Its games stay; the seats it owned show "verwijderd" from now on (check_seats).
        tx.exec_params(
            "UPDATE seats SET shown_name = 'verwijderd' WHERE EXISTS (SELECT 1 FROM "
            "account_seats a WHERE a.game_id = seats.game_id AND a.seat = seats.seat AND "
            "a.account_id = $1)",
            std::string(id));
        tx.commit();
        return {};
    });
}

Result<void> PgAccountStore::create_session(const SessionRecord& s) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        tx.exec_params(
            "INSERT INTO account_sessions (secret_hash, account_id, created_at, "
            "expires_at) VALUES ($1, $2, $3, $4)",
            s.secret_hash, s.account_id, s.created_at, s.expires_at);
        tx.commit();
        return {};
    });
}

Result<std::optional<SessionRecord>> PgAccountStore::session(std::string_view secret_hash,
                                                             std::int64_t now) {
    std::optional<SessionRecord> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        const auto rows = tx.exec_params(
            "SELECT secret_hash, account_id, created_at, expires_at FROM account_sessions "
            "WHERE secret_hash = $1 AND expires_at > $2",
            std::string(secret_hash), now);
        if (!rows.empty())
            out = SessionRecord{rows[0][0].as<std::string>(), rows[0][1].as<std::string>(),
                                rows[0][2].as<std::int64_t>(), rows[0][3].as<std::int64_t>()};
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<void> PgAccountStore::delete_session(std::string_view secret_hash) {
    return run("DELETE FROM account_sessions WHERE secret_hash = $1", secret_hash);
}

Result<void> PgAccountStore::delete_sessions(std::string_view account_id) {
    return run("DELETE FROM account_sessions WHERE account_id = $1", account_id);
}

Result<void> PgAccountStore::own_seat(std::string_view game_id, int seat,
                                      std::string_view account_id, std::int64_t now) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        tx.exec_params(
            "INSERT INTO account_seats (game_id, seat, account_id, claimed_at) "
            "VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, seat) DO NOTHING",
            std::string(game_id), seat, std::string(account_id), now);
        const auto owner =
            tx.exec_params("SELECT account_id FROM account_seats WHERE game_id = $1 AND seat = $2",
                           std::string(game_id), seat);
        if (owner.empty() || owner[0][0].as<std::string>() != account_id)
            return make_error("seat_owned", "another account has claimed this seat");
        tx.commit();
        return {};
    });
}

Result<std::optional<int>> PgAccountStore::seat_of(std::string_view account_id,
                                                   std::string_view game_id) {
    std::optional<int> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        const auto rows = tx.exec_params(
            "SELECT seat FROM account_seats WHERE account_id = $1 AND game_id = $2 "
            "ORDER BY seat LIMIT 1",
            std::string(account_id), std::string(game_id));
        if (!rows.empty()) out = rows[0][0].as<int>();
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::vector<SeatOwner>> PgAccountStore::owners(std::string_view game_id) {
    std::vector<SeatOwner> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        for (const auto& row : tx.exec_params(
                 "SELECT s.seat, s.account_id, a.name FROM account_seats s JOIN accounts a ON "
                 "a.id = s.account_id WHERE s.game_id = $1 ORDER BY s.seat",
                 std::string(game_id)))
            out.push_back({row[0].as<int>(), row[1].as<std::string>(), row[2].as<std::string>()});
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::vector<OwnedSeat>> PgAccountStore::owned_seats(std::string_view account_id,
                                                           bool with_hidden, std::size_t limit) {
    std::vector<OwnedSeat> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        for (const auto& row : tx.exec_params(
                 fmt::format("SELECT s.game_id, s.seat, s.hidden, g.updated_at, g.status, "
                             "g.summary FROM account_seats s JOIN games g ON g.id = s.game_id "
                             "WHERE s.account_id = $1 {} ORDER BY g.updated_at DESC, g.id DESC "
                             "LIMIT $2",
                             with_hidden ? "" : "AND NOT s.hidden"),
                 std::string(account_id), static_cast<std::int64_t>(limit)))
            out.push_back({row[0].as<std::string>(), row[1].as<int>(), row[2].as<bool>(),
                           row[3].as<std::int64_t>(), row[4].as<std::string>(),
                           row[5].as<std::string>()});
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<void> PgAccountStore::set_hidden(std::string_view account_id, std::string_view game_id,
                                        bool hidden) {
    return run(hidden ? "UPDATE account_seats SET hidden = TRUE WHERE account_id = $1 AND "
                        "game_id = $2"
                      : "UPDATE account_seats SET hidden = FALSE WHERE account_id = $1 AND "
                        "game_id = $2",
               account_id, game_id);
}

Result<std::vector<Rating>> PgAccountStore::ratings(std::string_view account_id) {
    std::vector<Rating> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        for (const auto& row :
             tx.exec_params("SELECT family, rating, games, updated_at FROM ratings WHERE "
                            "account_id = $1 ORDER BY family",
                            std::string(account_id)))
            out.push_back({row[0].as<std::string>(), row[1].as<double>(), row[2].as<int>(),
                           row[3].as<std::int64_t>()});
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::vector<RatingChange>> PgAccountStore::rating_history(std::string_view account_id) {
    std::vector<RatingChange> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        for (const auto& row : tx.exec_params(
                 "SELECT game_id, family, rating_before, rating_after, at FROM rating_changes "
                 "WHERE account_id = $1 ORDER BY at, game_id",
                 std::string(account_id)))
            out.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<double>(),
                           row[3].as<double>(), row[4].as<std::int64_t>()});
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<void> PgAccountStore::add_signup_code(std::string_view code_hash, std::int64_t now) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        tx.exec_params("INSERT INTO signup_codes (code_hash, created_at) VALUES ($1, $2)",
                       std::string(code_hash), now);
        tx.commit();
        return {};
    });
}

Result<TableRows> PgAccountStore::table_rows(const AccountTable& table) {
    TableRows out{std::string(table.name), {}};
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        out.rows.clear();  // a retry on a new connection starts again
        for (const auto& row : tx.exec(select_sql(table))) {
            TableRow cells;
            for (std::size_t i = 0; i < table.columns.size(); ++i) {
                const auto field = row[static_cast<pqxx::row::size_type>(i)];
                switch (table.columns[i].type) {
                    case ColumnType::kText:
                        cells.emplace_back(field.as<std::string>());
                        break;
                    case ColumnType::kReal:
                        cells.emplace_back(field.as<double>());
                        break;
                    case ColumnType::kInteger:
                        cells.emplace_back(field.as<std::int64_t>());
                        break;
                    case ColumnType::kBoolean:
                        cells.emplace_back(std::int64_t{field.as<bool>() ? 1 : 0});
                        break;
                }
            }
            out.rows.push_back(std::move(cells));
        }
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    sort_rows(out.rows);
    return out;
}

Result<void> PgAccountStore::insert_tables(const std::vector<TableRows>& tables) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        if (!tx.exec("SELECT 1 FROM accounts LIMIT 1").empty())
            return make_error("not_empty", "the database holds accounts already");
        for (const TableRows& rows : tables) {
            auto spec = table_of(rows);
            if (!spec) return Unexpected<Error>{spec.error()};
            const std::string sql = insert_sql(**spec, true);
            for (const TableRow& row : rows.rows) {
                // As text, typed by the column it goes into; a double in its shortest form
                // that reads back exactly.
                std::vector<std::string> params;
                for (std::size_t i = 0; i < row.size(); ++i) {
                    const Cell& cell = row[i];
                    if (const auto* text = std::get_if<std::string>(&cell))
                        params.push_back(*text);
                    else if (const auto* real = std::get_if<double>(&cell))
                        params.push_back(fmt::format("{}", *real));
                    else if ((*spec)->columns[i].type == ColumnType::kBoolean)
                        params.emplace_back(std::get<std::int64_t>(cell) != 0 ? "true" : "false");
                    else
                        params.push_back(std::to_string(std::get<std::int64_t>(cell)));
                }
                tx.exec_params(sql, pqxx::prepare::make_dynamic_params(params));
            }
        }
        tx.commit();
        return {};
    });
}

}  // namespace letterzak::store
