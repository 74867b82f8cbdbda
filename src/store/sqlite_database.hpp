#pragma once
// A thin owner of one SQLite connection and its prepared statements, so that the store reads
// as SQL and every error becomes a Result instead of a return code someone forgets to check.

#include <sqlite3.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/result.hpp"

namespace letterzak::store {

class Statement {
  public:
    Statement() = default;
    Statement(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt, &sqlite3_finalize) {}

    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, std::int64_t value);
    Statement& bind_null(int index);
    Statement& bind_real(int index, double value);
    // One step: true while a row is available, false when done; an error as Result.
    Result<bool> step();
    // Runs a statement that returns no rows.
    Result<void> run();
    void reset();

    std::int64_t column_int(int index) const;
    std::string column_text(int index) const;
    double column_real(int index) const;
    bool column_null(int index) const;

  private:
    sqlite3* db_ = nullptr;
    std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> stmt_{nullptr, &sqlite3_finalize};
};

// Calls `each(stmt)` for every row of a prepared, bound statement, in order. The walk ends
// at the first error: a step that fails, or an `each` that returns a failed Result (an `each`
// may also return nothing). The SQLite stores read lists of rows through this (and the two
// helpers below), so a failed step is never taken for the end of the rows.
template <class Each>
Result<void> for_rows(Statement& stmt, Each&& each) {
    for (;;) {
        auto row = stmt.step();
        if (!row) return Unexpected<Error>{row.error()};
        if (!*row) return {};
        if constexpr (std::is_void_v<std::invoke_result_t<Each&, Statement&>>) {
            each(stmt);
        } else if (auto r = each(stmt); !r) {
            return Unexpected<Error>{r.error()};
        }
    }
}

// Every row made into a T by `make` (Statement& -> Result<T>), in order; the first error, of
// a step or of `make`, is the result.
template <class T, class Make>
Result<std::vector<T>> collect_rows(Statement& stmt, Make&& make) {
    std::vector<T> out;
    if (auto r = for_rows(stmt,
                          [&](Statement& row) -> Result<void> {
                              auto item = make(row);
                              if (!item) return Unexpected<Error>{item.error()};
                              out.push_back(std::move(*item));
                              return {};
                          });
        !r)
        return Unexpected<Error>{r.error()};
    return out;
}

// The text of every row's first column, in order (lists of ids).
Result<std::vector<std::string>> first_column(Statement& stmt);

class Database {
  public:
    // Opens (creating if needed) the file in WAL mode with synchronous=FULL: a commit returns
    // only once the write-ahead log is on disk.
    static Result<Database> open(const std::filesystem::path& path);

    Result<void> exec(std::string_view sql);
    Result<Statement> prepare(std::string_view sql);
    std::string last_error() const;
    sqlite3* handle() const { return db_.get(); }

  private:
    explicit Database(sqlite3* db) : db_(db, &sqlite3_close_v2) {}
    std::unique_ptr<sqlite3, int (*)(sqlite3*)> db_;
};

// An open transaction rolled back unless committed (so an early return cannot leave one open).
class Transaction {
  public:
    explicit Transaction(Database& db) : db_(db) {}
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    ~Transaction();
    Result<void> begin();
    Result<void> commit();

  private:
    Database& db_;
    bool open_ = false;
};

}  // namespace letterzak::store
