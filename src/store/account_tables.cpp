#include "store/account_tables.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace letterzak::store {

const std::vector<AccountTable>& account_tables() {
    using enum ColumnType;
    static const std::vector<AccountTable> kTables = {
        {"accounts",
         {{"id", kText},
          {"name", kText},
          {"name_key", kText},
          {"password_hash", kText},
          {"email", kText},
          {"created_at", kInteger},
          {"disabled", kBoolean},
          {"deleted", kBoolean},
          {"failed_logins", kInteger},
          {"locked_until", kInteger}}},
        {"account_sessions",
         {{"secret_hash", kText},
          {"account_id", kText},
          {"created_at", kInteger},
          {"expires_at", kInteger}}},
        {"account_seats",
         {{"game_id", kText},
          {"seat", kInteger},
          {"account_id", kText},
          {"hidden", kBoolean},
          {"claimed_at", kInteger}}},
        {"ratings",
         {{"account_id", kText},
          {"family", kText},
          {"rating", kReal},
          {"games", kInteger},
          {"updated_at", kInteger}}},
        {"rating_changes",
         {{"game_id", kText},
          {"account_id", kText},
          {"family", kText},
          {"rating_before", kReal},
          {"rating_after", kReal},
          {"at", kInteger}}},
        {"signup_codes", {{"code_hash", kText}, {"created_at", kInteger}, {"used_by", kText}}},
    };
    return kTables;
}

void sort_rows(std::vector<TableRow>& rows) {
    std::sort(rows.begin(), rows.end());
}

Result<const AccountTable*> table_of(const TableRows& rows) {
    const auto& tables = account_tables();
    const auto spec = std::find_if(tables.begin(), tables.end(),
                                   [&](const AccountTable& t) { return t.name == rows.table; });
    if (spec == tables.end())
        return make_error("bad_request", fmt::format("no account table {}", rows.table));
    for (const TableRow& row : rows.rows)
        if (row.size() != spec->columns.size())
            return make_error("bad_request",
                              fmt::format("a row of {} has {} cells", rows.table, row.size()));
    return &*spec;
}

namespace {
std::string column_list(const AccountTable& table) {
    std::string out;
    for (const Column& c : table.columns) {
        if (!out.empty()) out += ", ";
        out += c.name;
    }
    return out;
}
}  // namespace

std::string insert_sql(const AccountTable& table, bool numbered) {
    std::string values;
    for (std::size_t i = 1; i <= table.columns.size(); ++i) {
        if (i > 1) values += ", ";
        values += numbered ? fmt::format("${}", i) : std::string("?");
    }
    return fmt::format("INSERT INTO {} ({}) VALUES ({})", table.name, column_list(table), values);
}

std::string select_sql(const AccountTable& table) {
    return fmt::format("SELECT {} FROM {}", column_list(table), table.name);
}

}  // namespace letterzak::store
