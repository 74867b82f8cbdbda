// letterzak admin user list --db LOCATION                 the accounts: name, created, state
// letterzak admin user reset-password NAME --db LOCATION  a new password (printed once, or
//                                                         read from stdin with --password-stdin)
// letterzak admin user disable NAME --db LOCATION         no sign-in; every session ends
// letterzak admin user enable NAME --db LOCATION
// letterzak admin code --db LOCATION                      a sign-up code for --accounts invite
// For the person who runs the server, on the database it serves (SQLite file or postgresql://
// URL). Nothing here prints a password hash or a session; a new password is printed only
// when this command made it up. Exit 0 done, 1 no such account, 2 the database failed.

#include <fmt/format.h>

#include <chrono>
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "server/account_service.hpp"
#include "server/passwords.hpp"
#include "server/tokens.hpp"
#include "server/wall_clock.hpp"
#include "store/open_store.hpp"

namespace letterzak::cli {
namespace {

struct AdminOptions {
    std::string db;
    std::string name;
    bool password_stdin = false;
};

std::unique_ptr<store::AccountRepository> open_accounts(const std::string& db, int& exit_code) {
    auto store = store::open_account_store(db);
    if (!store) {
        fmt::print(stderr, "letterzak admin: {} ({})\n", store.error().message, store.error().code);
        exit_code = 2;
        return nullptr;
    }
    return std::move(*store);
}

std::string date_of(std::int64_t millis) {
    return utc_text(millis, "%Y-%m-%d");
}

int fail(const Error& e) {
    fmt::print(stderr, "letterzak admin: {} ({})\n", e.message, e.code);
    return 2;
}

int run_list(const AdminOptions& opt) {
    int exit_code = 0;
    auto store = open_accounts(opt.db, exit_code);
    if (!store) return exit_code;
    auto accounts = store->accounts();
    if (!accounts) return fail(accounts.error());
    // Locked as the server sees it at sign-in (a lock that has run out is no lock).
    const std::int64_t now = server::unix_millis();
    for (const store::Account& a : *accounts)
        fmt::print("{:<40} {}  {}\n", a.name, date_of(a.created_at),
                   a.disabled                                          ? "disabled"
                   : server::AccountService::locked_for_ms(a, now) > 0 ? "locked"
                                                                       : "active");
    fmt::print("{} account{}\n", accounts->size(), accounts->size() == 1 ? "" : "s");
    return 0;
}

// The account of that name, or exit 1 with a message.
std::optional<store::Account> find(store::AccountRepository& store, const std::string& name,
                                   int& exit_code) {
    auto a = store.account_by_name(name);
    if (!a) {
        exit_code = fail(a.error());
        return std::nullopt;
    }
    if (!*a) {
        fmt::print(stderr, "letterzak admin: there is no account named {}\n", name);
        exit_code = 1;
    }
    return *a;
}

int run_reset(const AdminOptions& opt) {
    int exit_code = 0;
    auto store = open_accounts(opt.db, exit_code);
    if (!store) return exit_code;
    auto account = find(*store, opt.name, exit_code);
    if (!account) return exit_code;
    std::string password;
    if (opt.password_stdin) {
        std::getline(std::cin, password);
        if (auto ok = server::check_new_password(password); !ok) return fail(ok.error());
    } else {
        password = server::new_seat_token().substr(0, 16);
    }
    auto hash = server::hash_password(password);
    if (!hash) return fail(hash.error());
    if (auto r = store->set_password(account->id, *hash); !r) return fail(r.error());
    if (auto r = store->delete_sessions(account->id); !r) return fail(r.error());
    if (opt.password_stdin)
        fmt::print("The password of {} is changed; every session has ended.\n", account->name);
    else
        fmt::print("New password for {}: {}\n(every session has ended; hand it over in person)\n",
                   account->name, password);
    return 0;
}

int run_disable(const AdminOptions& opt, bool disable) {
    int exit_code = 0;
    auto store = open_accounts(opt.db, exit_code);
    if (!store) return exit_code;
    auto account = find(*store, opt.name, exit_code);
    if (!account) return exit_code;
    if (auto r = store->set_disabled(account->id, disable); !r) return fail(r.error());
    if (disable)
        if (auto r = store->delete_sessions(account->id); !r) return fail(r.error());
    fmt::print("{} is {}\n", account->name,
               disable ? "disabled; every session has ended" : "enabled");
    return 0;
}

int run_code(const AdminOptions& opt) {
    int exit_code = 0;
    auto store = open_accounts(opt.db, exit_code);
    if (!store) return exit_code;
    server::AccountService accounts(*store, {});
    auto code = accounts.new_signup_code();
    if (!code) return fail(code.error());
    fmt::print("Sign-up code (one account, shown once): {}\n", *code);
    return 0;
}

}  // namespace

void register_admin_command(CLI::App& app, int& exit_code) {
    CLI::App* admin = app.add_subcommand("admin", "Look after the accounts of a server's database");
    admin->require_subcommand(1);
    auto opt = std::make_shared<AdminOptions>();
    CLI::App* user = admin->add_subcommand("user", "List, reset, disable or enable accounts");
    user->require_subcommand(1);
    auto with_db = [&](CLI::App* cmd) {
        cmd->add_option("--db", opt->db, "SQLite file or postgresql:// URL")->required();
    };
    CLI::App* list = user->add_subcommand("list", "Every account");
    with_db(list);
    list->callback([opt, &exit_code] { exit_code = run_list(*opt); });
    CLI::App* reset =
        user->add_subcommand("reset-password", "A new password; every session of it ends");
    reset->add_option("NAME", opt->name, "The account")->required();
    reset->add_flag("--password-stdin", opt->password_stdin,
                    "Read the new password from standard input instead of making one up");
    with_db(reset);
    reset->callback([opt, &exit_code] { exit_code = run_reset(*opt); });
    CLI::App* disable = user->add_subcommand("disable", "No more sign-ins; every session ends");
    disable->add_option("NAME", opt->name, "The account")->required();
    with_db(disable);
    disable->callback([opt, &exit_code] { exit_code = run_disable(*opt, true); });
    CLI::App* enable = user->add_subcommand("enable", "Undo disable");
    enable->add_option("NAME", opt->name, "The account")->required();
    with_db(enable);
    enable->callback([opt, &exit_code] { exit_code = run_disable(*opt, false); });
    CLI::App* code = admin->add_subcommand("code", "A sign-up code for --accounts invite");
    with_db(code);
    code->callback([opt, &exit_code] { exit_code = run_code(*opt); });
}

}  // namespace letterzak::cli
