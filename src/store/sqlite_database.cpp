#include "store/sqlite_database.hpp"

#include <fmt/format.h>

namespace letterzak::store {

namespace {

Unexpected<Error> db_error(sqlite3* db, std::string_view what) {
    return make_error(
        "storage_failed",
        fmt::format("{}: {}", what, db != nullptr ? sqlite3_errmsg(db) : "no database"));
}

}  // namespace

Statement& Statement::bind(int index, std::string_view text) {
    // SQLITE_TRANSIENT: SQLite copies the text, so the caller's string may go away.
    sqlite3_bind_text(stmt_.get(), index, text.data(), static_cast<int>(text.size()),
                      SQLITE_TRANSIENT);
    return *this;
}

Statement& Statement::bind(int index, std::int64_t value) {
    sqlite3_bind_int64(stmt_.get(), index, value);
    return *this;
}

Statement& Statement::bind_null(int index) {
    sqlite3_bind_null(stmt_.get(), index);
    return *this;
}

Statement& Statement::bind_real(int index, double value) {
    sqlite3_bind_double(stmt_.get(), index, value);
    return *this;
}

Result<bool> Statement::step() {
    const int rc = sqlite3_step(stmt_.get());
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    return db_error(db_, "step");
}

Result<std::vector<std::string>> first_column(Statement& stmt) {
    std::vector<std::string> out;
    if (auto r = for_rows(stmt, [&](const Statement& row) { out.push_back(row.column_text(0)); });
        !r)
        return Unexpected<Error>{r.error()};
    return out;
}

Result<void> Statement::run() {
    auto r = step();
    reset();
    if (!r) return Unexpected<Error>{r.error()};
    return {};
}

void Statement::reset() {
    sqlite3_reset(stmt_.get());
    sqlite3_clear_bindings(stmt_.get());
}

std::int64_t Statement::column_int(int index) const {
    return sqlite3_column_int64(stmt_.get(), index);
}

double Statement::column_real(int index) const {
    return sqlite3_column_double(stmt_.get(), index);
}

std::string Statement::column_text(int index) const {
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt_.get(), index));
    if (text == nullptr) return {};
    return std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt_.get(), index)));
}

bool Statement::column_null(int index) const {
    return sqlite3_column_type(stmt_.get(), index) == SQLITE_NULL;
}

Result<Database> Database::open(const std::filesystem::path& path) {
    sqlite3* raw = nullptr;
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
    Database db(raw);
    if (rc != SQLITE_OK) return db_error(raw, fmt::format("cannot open {}", path.string()));
    // Another process holding the file (a second server on the same --db) waits a little,
    // then fails clearly instead of corrupting anything.
    sqlite3_busy_timeout(raw, 5000);
    if (auto r = db.exec("PRAGMA journal_mode=WAL"); !r) return Unexpected<Error>{r.error()};
    // FULL: the WAL is synced at every commit, so a committed event survives a power cut,
    // not only a process crash (NORMAL would survive a kill -9 but not a power cut).
    if (auto r = db.exec("PRAGMA synchronous=FULL"); !r) return Unexpected<Error>{r.error()};
    if (auto r = db.exec("PRAGMA foreign_keys=ON"); !r) return Unexpected<Error>{r.error()};
    // Check that WAL really is on (a read-only or network file system may refuse it).
    auto mode = db.prepare("PRAGMA journal_mode");
    if (!mode) return Unexpected<Error>{mode.error()};
    auto row = mode->step();
    if (!row || !*row || mode->column_text(0) != "wal")
        return make_error("storage_failed",
                          fmt::format("{}: the database cannot use WAL mode", path.string()));
    return db;
}

Result<void> Database::exec(std::string_view sql) {
    char* message = nullptr;
    const std::string text(sql);
    const int rc = sqlite3_exec(db_.get(), text.c_str(), nullptr, nullptr, &message);
    if (rc != SQLITE_OK) {
        std::string m = message != nullptr ? message : "unknown error";
        sqlite3_free(message);
        return make_error("storage_failed", fmt::format("{}: {}", text.substr(0, 60), m));
    }
    return {};
}

Result<Statement> Database::prepare(std::string_view sql) {
    sqlite3_stmt* stmt = nullptr;
    const int rc =
        sqlite3_prepare_v2(db_.get(), sql.data(), static_cast<int>(sql.size()), &stmt, nullptr);
    if (rc != SQLITE_OK) return db_error(db_.get(), fmt::format("prepare '{}'", sql.substr(0, 60)));
    return Statement(db_.get(), stmt);
}

std::string Database::last_error() const {
    return sqlite3_errmsg(db_.get());
}

Transaction::~Transaction() {
    if (open_) (void)db_.exec("ROLLBACK");
}

Result<void> Transaction::begin() {
    // IMMEDIATE takes the write lock now, so a busy database fails here, before any work.
    auto r = db_.exec("BEGIN IMMEDIATE");
    if (r) open_ = true;
    return r;
}

Result<void> Transaction::commit() {
    auto r = db_.exec("COMMIT");
    if (r) open_ = false;
    return r;
}

}  // namespace letterzak::store
