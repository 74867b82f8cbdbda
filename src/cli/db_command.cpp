// letterzak db check --db LOCATION          every game replayed, damaged ones listed (exit 1)
// letterzak db copy --from LOCATION --to LOCATION
//                                            every game, tournament and account (with its
//                                            sessions, seats, hidden games, ratings and rating
//                                            history; hashes only) copied, then checked
// A LOCATION is a SQLite file or a postgresql:// URL, as for `letterzak serve --db`. Neither
// command changes its source; copy refuses a target that already holds games or tournaments.
// Exit 0: all well; 1: damaged games found (check) or a check of the copy failed (copy);
// 2: a database could not be opened.

#include <fmt/format.h>

#include <optional>
#include <string>

#include "cli/commands.hpp"
#include "game/game.hpp"
#include "store/open_store.hpp"
#include "store/stored_game_rows.hpp"

namespace letterzak::cli {
namespace {

constexpr std::size_t kPage = 200;

// Reads one stored game and replays it. Error: why it is damaged (or the store's error).
Result<store::StoredGame> read_and_replay(store::GameRepository& repo, const std::string& id) {
    auto stored = repo.load_game(id);
    if (!stored) return Unexpected<Error>{stored.error()};
    if (!*stored) return make_error("not_found", fmt::format("game {} vanished", id));
    auto game = game::Game::replay((*stored)->setup, (*stored)->events);
    if (!game)
        return make_error("bad_stored_game", fmt::format("game {}: the log does not replay: {}", id,
                                                         game.error().message));
    return std::move(**stored);
}

// Calls `each` for every stored game id, page by page (never the whole list in memory).
template <class F>
Result<void> for_each_game(store::GameRepository& repo, F each) {
    std::string after;
    for (;;) {
        auto ids = repo.game_ids(after, kPage);
        if (!ids) return Unexpected<Error>{ids.error()};
        if (ids->empty()) return {};
        for (const std::string& id : *ids) each(id);
        after = ids->back();
    }
}

int fail_open(std::string_view what, const Error& e) {
    fmt::print(stderr, "letterzak db: cannot open {}: {} ({})\n", what, e.message, e.code);
    return 2;
}

int run_check(const std::string& location) {
    auto repo = store::open_store(location);
    if (!repo) return fail_open(store::printable_location(location), repo.error());
    auto tournaments = store::open_tournament_store(location);
    if (!tournaments) return fail_open(store::printable_location(location), tournaments.error());
    std::size_t games = 0, damaged = 0;
    auto walked = for_each_game(**repo, [&](const std::string& id) {
        ++games;
        if (auto g = read_and_replay(**repo, id); !g) {
            ++damaged;
            fmt::print("damaged game {}: {}\n", id, g.error().message);
        }
    });
    if (!walked) return fail_open("the game list", walked.error());
    std::size_t tournament_count = 0, damaged_tournaments = 0;
    if (auto ids = (*tournaments)->tournament_ids(); ids) {
        for (const std::string& id : *ids) {
            ++tournament_count;
            if (auto r = (*tournaments)->load_record(id); !r) {
                ++damaged_tournaments;
                fmt::print("damaged tournament {}: {}\n", id, r.error().message);
            }
        }
    }
    fmt::print("{}: {} games ({} damaged), {} tournaments ({} damaged)\n", (*repo)->describe(),
               games, damaged, tournament_count, damaged_tournaments);
    return damaged + damaged_tournaments == 0 ? 0 : 1;
}

// The copy of one game must be the original: the same rows, and the same game when replayed.
Result<void> same_game(const store::StoredGame& a, const store::StoredGame& b) {
    if (a.events != b.events || a.seats != b.seats || a.status != b.status ||
        a.created_at != b.created_at || a.updated_at != b.updated_at || a.rated != b.rated ||
        a.is_public != b.is_public || a.open_seats != b.open_seats ||
        store::setup_text(a.setup) != store::setup_text(b.setup) || a.summary != b.summary)
        return make_error("copy_differs", fmt::format("game {} differs in the copy", a.id));
    auto ga = game::Game::replay(a.setup, a.events);
    auto gb = game::Game::replay(b.setup, b.events);
    if (!ga || !gb || ga->board() != gb->board() || ga->status() != gb->status())
        return make_error("copy_differs", fmt::format("game {} replays differently", a.id));
    for (int s = 0; s < ga->seats(); ++s)
        if (ga->score(s) != gb->score(s))
            return make_error("copy_differs", fmt::format("game {}: scores differ", a.id));
    return {};
}

// Every account table (account_tables.hpp), after the games its seats refer to, in one
// transaction; then read back from the target and compared row by row. Returns the number of
// accounts copied.
Result<std::size_t> copy_accounts(store::AccountRepository& from, store::AccountRepository& to) {
    std::vector<store::TableRows> tables;
    for (const store::AccountTable& table : store::account_tables()) {
        auto rows = from.table_rows(table);
        if (!rows) return Unexpected<Error>{rows.error()};
        tables.push_back(std::move(*rows));
    }
    if (auto r = to.insert_tables(tables); !r) return Unexpected<Error>{r.error()};
    for (const store::TableRows& rows : tables) {
        auto spec = store::table_of(rows);
        if (!spec) return Unexpected<Error>{spec.error()};
        auto back = to.table_rows(**spec);
        if (!back) return Unexpected<Error>{back.error()};
        if (*back != rows)
            return make_error("copy_differs",
                              fmt::format("table {} differs in the copy ({} rows "
                                          "read, {} written)",
                                          rows.table, back->rows.size(), rows.rows.size()));
    }
    return tables.front().rows.size();
}

int run_copy(const std::string& from, const std::string& to) {
    auto source = store::open_store(from);
    if (!source) return fail_open(store::printable_location(from), source.error());
    auto source_t = store::open_tournament_store(from);
    if (!source_t) return fail_open(store::printable_location(from), source_t.error());
    auto target = store::open_store(to);
    if (!target) return fail_open(store::printable_location(to), target.error());
    auto target_t = store::open_tournament_store(to);
    if (!target_t) return fail_open(store::printable_location(to), target_t.error());
    auto source_a = store::open_account_store(from);
    if (!source_a) return fail_open(store::printable_location(from), source_a.error());
    auto target_a = store::open_account_store(to);
    if (!target_a) return fail_open(store::printable_location(to), target_a.error());
    auto target_games = (*target)->game_count();
    auto target_tournaments = (*target_t)->tournament_ids();
    auto target_accounts = (*target_a)->table_rows(store::account_tables().front());
    if (!target_games || !target_tournaments || !target_accounts || *target_games != 0 ||
        !target_tournaments->empty() || !target_accounts->rows.empty()) {
        fmt::print(stderr, "letterzak db copy: {} is not empty; copy into a new database\n",
                   (*target)->describe());
        return 2;
    }
    std::size_t copied = 0, skipped = 0, bad = 0;
    auto walked = for_each_game(**source, [&](const std::string& id) {
        auto g = read_and_replay(**source, id);
        if (!g) {
            ++skipped;
            fmt::print(stderr, "not copied: {}\n", g.error().message);
            return;
        }
        store::StoredGame created = *g;
        created.events.clear();
        Result<void> ok = (*target)->create_game(created);
        if (ok && !g->events.empty()) {
            store::EventBatch batch{g->id,         0,          g->events,   g->status,
                                    g->updated_at, g->summary, g->automatic};
            ok = (*target)->append(std::span<const store::EventBatch>(&batch, 1));
        }
        if (ok) {
            auto back = (*target)->load_game(id);
            ok = !back    ? Result<void>(Unexpected<Error>{back.error()})
                 : !*back ? Result<void>(make_error("copy_differs", "the copy is missing"))
                          : same_game(*g, **back);
        }
        if (!ok) {
            ++bad;
            fmt::print(stderr, "game {}: {}\n", id, ok.error().message);
            return;
        }
        ++copied;
    });
    if (!walked) return fail_open("the game list", walked.error());
    std::size_t tournaments = 0;
    if (auto ids = (*source_t)->tournament_ids(); ids) {
        for (const std::string& id : *ids) {
            auto record = (*source_t)->load_record(id);
            auto links = (*source_t)->games_of(id);
            if (!record || !*record || !links) {
                ++bad;
                fmt::print(stderr, "tournament {} not copied: it does not read back\n", id);
                continue;
            }
            auto ok = (*target_t)->create_tournament(**record);
            if (ok && !links->empty())
                ok = [&]() -> Result<void> {
                    auto r = (*target_t)->update(
                        id, [&](store::TournamentRecord&, std::vector<store::TournamentGame>& g) {
                            g = *links;
                            return Result<void>{};
                        });
                    if (!r) return Unexpected<Error>{r.error()};
                    return {};
                }();
            auto back = (*target_t)->games_of(id);
            if (!ok || !back || *back != *links) {
                ++bad;
                fmt::print(stderr, "tournament {}: the copy differs\n", id);
                continue;
            }
            ++tournaments;
        }
    }
    std::size_t accounts = 0;
    if (auto copied_accounts = copy_accounts(**source_a, **target_a); copied_accounts) {
        accounts = *copied_accounts;
    } else {
        ++bad;
        fmt::print(stderr, "accounts not copied: {}\n", copied_accounts.error().message);
    }
    // The counts, read again from both sides.
    auto n_from = (*source)->game_count();
    auto n_to = (*target)->game_count();
    const bool counts = n_from && n_to && *n_to + skipped == *n_from;
    fmt::print(
        "copied {} games, {} tournaments and {} accounts from {} to {}; {} damaged games not "
        "copied\n",
        copied, tournaments, accounts, (*source)->describe(), (*target)->describe(), skipped);
    if (!counts) fmt::print(stderr, "letterzak db copy: the game counts differ after the copy\n");
    return bad == 0 && skipped == 0 && counts ? 0 : 1;
}

}  // namespace

void register_db_command(CLI::App& app, int& exit_code) {
    CLI::App* db = app.add_subcommand("db", "Check a database, or copy one to another");
    db->require_subcommand(1);
    auto check_db = std::make_shared<std::string>();
    CLI::App* check = db->add_subcommand("check", "Replay every game; list the damaged ones");
    check->add_option("--db", *check_db, "SQLite file or postgresql:// URL")->required();
    check->callback([check_db, &exit_code] { exit_code = run_check(*check_db); });
    auto from = std::make_shared<std::string>(), to = std::make_shared<std::string>();
    CLI::App* copy = db->add_subcommand(
        "copy",
        "Copy every game, tournament and account into an empty database, then check the copy");
    copy->add_option("--from", *from, "SQLite file or postgresql:// URL")->required();
    copy->add_option("--to", *to, "SQLite file or postgresql:// URL (empty)")->required();
    copy->callback([from, to, &exit_code] { exit_code = run_copy(*from, *to); });
}

}  // namespace letterzak::cli
