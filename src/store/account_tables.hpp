#pragma once
// The tables that belong to accounts (account_repository.hpp), as `letterzak db copy` moves
// them from one database to another: every row, column by column, the same list for SQLite
// and PostgreSQL. Secrets are only ever stored as hashes (passwords as Argon2id, sessions and
// sign-up codes as SHA-256), so a copy moves hashes and nothing else.
//
// Games come first in a copy: account_seats names games, but not as a foreign key (see
// migration 5). Within this list a table comes after the tables its rows refer to.

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/result.hpp"

namespace letterzak::store {

enum class ColumnType : std::uint8_t { kText, kInteger, kBoolean, kReal };

struct Column {
    std::string_view name;
    ColumnType type;
};

struct AccountTable {
    std::string_view name;
    std::vector<Column> columns;
};

// accounts, account_sessions, account_seats (seat ownership and hidden games), ratings,
// rating_changes, signup_codes.
const std::vector<AccountTable>& account_tables();

// One cell: text, or a number (a boolean as 0 or 1).
using Cell = std::variant<std::int64_t, double, std::string>;
using TableRow = std::vector<Cell>;

// A whole table, its rows sorted (the same order whichever database they came from).
struct TableRows {
    std::string table;
    std::vector<TableRow> rows;
    bool operator==(const TableRows&) const = default;
};

void sort_rows(std::vector<TableRow>& rows);

// The table `rows` are for, checked: one of account_tables(), every row as wide as its
// columns. Error "bad_request" otherwise.
Result<const AccountTable*> table_of(const TableRows& rows);

// "INSERT INTO t (a, b) VALUES (?, ?)", or with $1, $2 (PostgreSQL) when `numbered`.
std::string insert_sql(const AccountTable& table, bool numbered);
// "SELECT a, b FROM t".
std::string select_sql(const AccountTable& table);

}  // namespace letterzak::store
