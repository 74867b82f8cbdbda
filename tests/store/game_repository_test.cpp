// The games' repository contract, once against SQLite and once against PostgreSQL: what is
// stored comes back exactly, an append is all or nothing and must continue the log, two
// writers of the same move cannot both win, lists are pages in a fixed order, a damaged game
// is an error of its own, every earlier schema migrates with its games, a newer one is left
// alone; leases and change notices between servers.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <atomic>
#if defined(__has_include)
#if __has_include(<sanitizer/lsan_interface.h>)
#include <sanitizer/lsan_interface.h>
#endif
#endif
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LETTERZAK_TEST_LSAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define LETTERZAK_TEST_LSAN 1
#endif
#include <thread>

#include "store/migrations.hpp"
#include "store/open_store.hpp"
#include "store/pg_pool.hpp"
#include "store/stored_game_rows.hpp"
#include "store_backends.hpp"
#include "store_fixtures.hpp"

namespace letterzak::store {
namespace {

using testing::StoreTest;
using namespace std::chrono_literals;

StoredGame stored_game(const std::string& id, const game::Game& g, std::int64_t at = 1000) {
    StoredGame s;
    s.id = id;
    s.created_at = at;
    s.updated_at = at;
    s.setup = g.setup();
    s.seats = {{SeatKind::kHuman, "", "hash-a", ""}, {SeatKind::kComputer, "greedy", "", ""}};
    s.status = "in_progress";
    s.summary = fmt::format(R"({{"id":"{}"}})", id);
    return s;
}

std::unique_ptr<GameRepository> open_at(const std::string& location) {
    auto repo = open_store(location);
    EXPECT_TRUE(repo) << (repo ? "" : repo.error().message);
    return repo ? std::move(*repo) : nullptr;
}

class GameRepositoryTest : public StoreTest {};
LETTERZAK_BOTH_BACKENDS(GameRepositoryTest);

TEST_P(GameRepositoryTest, GamesAndEventsComeBackExactly) {
    auto played = testing::play_stored_game(11);
    const game::Game& g = *played.game;
    {
        auto repo = open_at(location());
        ASSERT_TRUE(repo->create_game(stored_game("g1", g)));
        EXPECT_EQ(repo->create_game(stored_game("g1", g)).error().code, "game_exists");
        // The log in three batches, two of them in one transaction with another game's.
        const auto& ev = g.events();
        const std::size_t a = ev.size() / 3, b = 2 * ev.size() / 3;
        EventBatch first{"g1",          0,    {ev.begin(), ev.begin() + static_cast<long>(a)},
                         "in_progress", 2000, "{}",
                         true};
        ASSERT_TRUE(repo->append(std::span<const EventBatch>(&first, 1)));
        ASSERT_TRUE(repo->create_game(stored_game("g2", g)));
        std::vector<EventBatch> group = {
            {"g1",
             a,
             {ev.begin() + static_cast<long>(a), ev.begin() + static_cast<long>(b)},
             "in_progress",
             3000,
             "{}",
             true},
            {"g2", 0, {ev.begin(), ev.begin() + 2}, "in_progress", 3000, "{\"g2\":2}", false},
            {"g1", b, {ev.begin() + static_cast<long>(b), ev.end()}, "finished", 4000, "{}", false},
        };
        ASSERT_TRUE(repo->append(group));
    }
    auto repo = open_at(location());
    auto all = repo->load_games();
    ASSERT_TRUE(all) << all.error().message;
    ASSERT_EQ(all->size(), 2u);
    const StoredGame& g1 = (*all)[0];
    EXPECT_EQ(g1.id, "g1");
    EXPECT_EQ(g1.status, "finished");
    EXPECT_EQ(g1.updated_at, 4000);
    EXPECT_FALSE(g1.automatic);
    EXPECT_EQ(g1.seats, stored_game("g1", g).seats);
    EXPECT_EQ(g1.events, g.events());
    EXPECT_EQ(g1.setup.seed, g.setup().seed);
    auto replayed = game::Game::replay(g1.setup, g1.events);
    ASSERT_TRUE(replayed) << replayed.error().message;
    EXPECT_EQ(replayed->board(), g.board());
    EXPECT_EQ(replayed->score(0), g.score(0));
    EXPECT_EQ((*all)[1].events.size(), 2u);
    auto one = repo->load_game("g2");
    ASSERT_TRUE(one && *one);
    EXPECT_EQ((*one)->events.size(), 2u);
    EXPECT_EQ((*one)->summary, "{\"g2\":2}");
    auto none = repo->load_game("nope");
    ASSERT_TRUE(none);
    EXPECT_FALSE(*none);
    EXPECT_EQ(*repo->game_count(), 2u);
}

TEST_P(GameRepositoryTest, AGapOrOverlapFailsTheWholeTransaction) {
    auto played = testing::play_stored_game(3, 6);
    const auto& ev = played.game->events();
    auto repo = open_at(location());
    ASSERT_TRUE(repo->create_game(stored_game("g", *played.game)));
    ASSERT_TRUE(repo->create_game(stored_game("h", *played.game)));
    std::vector<EventBatch> bad = {{"h", 0, {ev[0]}, "in_progress", 1, "{}", true},
                                   {"g", 1, {ev[1]}, "in_progress", 1, "{}", true}};
    EXPECT_EQ(repo->append(bad).error().code, "event_sequence");
    auto h = repo->load_game("h");
    EXPECT_TRUE((*h)->events.empty())
        << "the good batch of a failed transaction must not be written";
    EventBatch unknown{"zzz", 0, {ev[0]}, "in_progress", 1, "{}", true};
    EXPECT_FALSE(repo->append(std::span<const EventBatch>(&unknown, 1)));
}

TEST_P(GameRepositoryTest, OfTwoWritersOfTheSameMoveExactlyOneWins) {
    auto played = testing::play_stored_game(5, 8);
    const auto& ev = played.game->events();
    auto a = open_at(location());
    auto b = open_at(location());
    ASSERT_TRUE(a->create_game(stored_game("g", *played.game)));
    for (std::size_t round = 0; round < 4; ++round) {
        // Two servers with the same view of the game append the same next event at once.
        EventBatch batch{"g", round, {ev[round]}, "in_progress", 10, "{}", true};
        std::atomic<int> ok{0}, sequence{0};
        auto write = [&](GameRepository& repo) {
            auto r = repo.append(std::span<const EventBatch>(&batch, 1));
            if (r)
                ++ok;
            else if (r.error().code == "event_sequence")
                ++sequence;
        };
        std::thread ta([&] { write(*a); });
        std::thread tb([&] { write(*b); });
        ta.join();
        tb.join();
        EXPECT_EQ(ok.load(), 1);
        EXPECT_EQ(sequence.load(), 1);
    }
    EXPECT_EQ((*a->load_game("g"))->events.size(), 4u);
}

TEST_P(GameRepositoryTest, ListsArePagesMostRecentFirst) {
    auto played = testing::play_stored_game(7, 2);
    auto repo = open_at(location());
    // 25 games; every third finished; updated_at with ties, so the id breaks them.
    for (int i = 0; i < 25; ++i) {
        const std::string id = fmt::format("g{:02}", i);
        StoredGame s = stored_game(id, *played.game, 100 + i / 2);
        if (i % 3 == 0) s.status = "finished";
        ASSERT_TRUE(repo->create_game(s));
    }
    for (ListFilter filter : {ListFilter::kAll, ListFilter::kActive, ListFilter::kFinished}) {
        std::vector<GameListing> seen;
        std::optional<ListCursor> cursor;
        for (;;) {
            auto page = repo->list_games(filter, 4, cursor);
            ASSERT_TRUE(page) << page.error().message;
            ASSERT_LE(page->size(), 4u);
            if (page->empty()) break;
            seen.insert(seen.end(), page->begin(), page->end());
            cursor = ListCursor{page->back().updated_at, page->back().id};
        }
        const std::size_t expected = filter == ListFilter::kAll      ? 25u
                                     : filter == ListFilter::kActive ? 16u
                                                                     : 9u;
        ASSERT_EQ(seen.size(), expected);
        for (std::size_t i = 1; i < seen.size(); ++i) {
            const bool ordered =
                seen[i - 1].updated_at > seen[i].updated_at ||
                (seen[i - 1].updated_at == seen[i].updated_at && seen[i - 1].id > seen[i].id);
            EXPECT_TRUE(ordered) << seen[i - 1].id << " before " << seen[i].id;
        }
        for (const GameListing& l : seen) {
            EXPECT_EQ(l.summary, fmt::format(R"({{"id":"{}"}})", l.id));
            if (filter == ListFilter::kActive) {
                EXPECT_EQ(l.status, "in_progress");
            }
            if (filter == ListFilter::kFinished) {
                EXPECT_EQ(l.status, "finished");
            }
        }
    }
    // Every id, page by page.
    std::vector<std::string> ids;
    for (std::string after;;) {
        auto page = repo->game_ids(after, 7);
        ASSERT_TRUE(page);
        if (page->empty()) break;
        ids.insert(ids.end(), page->begin(), page->end());
        after = page->back();
    }
    ASSERT_EQ(ids.size(), 25u);
    EXPECT_TRUE(std::is_sorted(ids.begin(), ids.end()));
}

TEST_P(GameRepositoryTest, ADamagedGameIsAnErrorOfItsOwn) {
    auto played = testing::play_stored_game(9, 6);
    auto repo = open_at(location());
    for (const char* id : {"ok", "json", "gap", "seats", "setup"}) {
        ASSERT_TRUE(repo->create_game(stored_game(id, *played.game)));
        const auto& ev = played.game->events();
        EventBatch b{id, 0, {ev.begin(), ev.begin() + 4}, "in_progress", 1, "{}", true};
        ASSERT_TRUE(repo->append(std::span<const EventBatch>(&b, 1)));
    }
    exec("UPDATE events SET payload = '{\"kind\": ' WHERE game_id = 'json' AND seq = 2");
    exec("DELETE FROM events WHERE game_id = 'gap' AND seq = 1");
    exec("DELETE FROM seats WHERE game_id = 'seats' AND seat = 1");
    exec("UPDATE games SET setup = 'not json' WHERE id = 'setup'");
    for (const char* id : {"json", "gap", "seats", "setup"}) {
        auto g = repo->load_game(id);
        ASSERT_FALSE(g) << id;
        EXPECT_EQ(g.error().code, "bad_stored_game");
        EXPECT_NE(g.error().message.find(id), std::string::npos) << g.error().message;
    }
    auto ok = repo->load_game("ok");
    ASSERT_TRUE(ok && *ok);
    EXPECT_EQ((*ok)->events.size(), 4u);
    // The list still shows them all: damage is found when a game is read.
    EXPECT_EQ(repo->list_games(ListFilter::kAll, 10, std::nullopt)->size(), 5u);
}

TEST_P(GameRepositoryTest, ANewerSchemaIsLeftAlone) {
    migrate_to(location(), 1);
    make_too_new();
    auto repo = open_store(location());
    ASSERT_FALSE(repo);
    EXPECT_EQ(repo.error().code, "db_too_new");
    EXPECT_FALSE(open_tournament_store(location()));
}

TEST_P(GameRepositoryTest, MigrationsAreNumberedAndRecorded) {
    int previous = 0;
    for (const Migration& m : migrations()) {
        EXPECT_EQ(m.version, previous + 1);
        previous = m.version;
    }
    ASSERT_TRUE(open_store(location()));
    ASSERT_TRUE(open_store(location()));  // a second open applies nothing twice
    ASSERT_TRUE(open_tournament_store(location()));
    EXPECT_EQ(query("SELECT COUNT(*) FROM schema_migrations"),
              std::to_string(latest_schema_version()));
}

TEST_P(GameRepositoryTest, EveryEarlierSchemaMigratesWithItsGames) {
    auto played = testing::play_stored_game(13, 10);
    const game::Game& g = *played.game;
    for (int version = 1; version < latest_schema_version(); ++version) {
        SCOPED_TRACE(fmt::format("from schema version {}", version));
        const std::string where = another_location();
        migrate_to(where, version);
        // A game as that version wrote it: its own columns only.
        std::string sql = fmt::format(
            "INSERT INTO games (id, created_at, updated_at, setup, status) "
            "VALUES ('old', 5, 6, '{}', 'in_progress');"
            "INSERT INTO seats (game_id, seat, kind, level, token_hash) VALUES "
            "('old', 0, 'human', '', 'h0'), ('old', 1, 'computer', 'greedy', '');",
            setup_text(g.setup()));
        for (std::size_t i = 0; i < g.events().size(); ++i)
            sql += fmt::format(
                "INSERT INTO events (game_id, seq, kind, payload) VALUES ('old', {}, '{}', "
                "'{}');",
                i, game::event_kind_name(g.events()[i].kind), event_text(g.events()[i]));
        exec_at(where, sql);
        auto repo = open_at(where);
        ASSERT_TRUE(repo);
        auto back = repo->load_game("old");
        ASSERT_TRUE(back && *back) << (back ? "" : back.error().message);
        EXPECT_EQ((*back)->events, g.events());
        EXPECT_TRUE((*back)->automatic);  // unfinished: a server looks at it once
        auto listed = repo->list_games(ListFilter::kActive, 5, std::nullopt);
        ASSERT_TRUE(listed);
        ASSERT_EQ(listed->size(), 1u);
        EXPECT_EQ((*listed)[0].summary, "");  // the server fills it in on the next change
        ASSERT_TRUE(open_tournament_store(where));
    }
}

// Migration 7 came after 5 and 6 had shipped: a database main's Letterzak left at version 6,
// with its games, accounts and an account's seat, moves forward and loses nothing. Its games
// are private (a new game is too unless asked) and its seats show their own names.
TEST_P(GameRepositoryTest, AVersion6DatabaseGainsPublicGamesAndShownNames) {
    auto played = testing::play_stored_game(21, 6);
    const game::Game& g = *played.game;
    const std::string where = another_location();
    migrate_to(where, 6);
    std::string sql = fmt::format(
        "INSERT INTO games (id, created_at, updated_at, setup, status, rated) "
        "VALUES ('six', 5, 6, '{}', 'in_progress', {});"
        "INSERT INTO seats (game_id, seat, kind, level, token_hash) VALUES "
        "('six', 0, 'human', '', 'h0'), ('six', 1, 'human', '', 'h1');"
        "INSERT INTO accounts (id, name, name_key, password_hash, created_at) "
        "VALUES ('acc', 'Anna', 'anna', 'argon', 1);"
        "INSERT INTO account_seats (account_id, game_id, seat, claimed_at) VALUES ('acc', 'six', "
        "0, 7);",
        setup_text(g.setup()), postgres() ? "FALSE" : "0");
    for (std::size_t i = 0; i < g.events().size(); ++i)
        sql += fmt::format(
            "INSERT INTO events (game_id, seq, kind, payload) VALUES ('six', {}, '{}', '{}');", i,
            game::event_kind_name(g.events()[i].kind), event_text(g.events()[i]));
    exec_at(where, sql);

    auto repo = open_at(where);
    ASSERT_TRUE(repo);
    auto back = repo->load_game("six");
    ASSERT_TRUE(back && *back) << (back ? "" : back.error().message);
    EXPECT_EQ((*back)->events, g.events());
    EXPECT_FALSE((*back)->rated);  // migration 5's column is untouched
    EXPECT_FALSE((*back)->is_public);
    EXPECT_EQ((*back)->open_seats, 0u);
    ASSERT_EQ((*back)->seats.size(), 2u);
    for (const auto& seat : (*back)->seats) EXPECT_EQ(seat.shown_name, "");
    EXPECT_EQ((*back)->setup.players, g.setup().players);
    EXPECT_EQ(repo->list_games(ListFilter::kAll, 5, std::nullopt)->size(), 1u);
    EXPECT_TRUE(repo->list_games(ListFilter::kPublic, 5, std::nullopt)->empty());
    EXPECT_TRUE(repo->list_games(ListFilter::kOpen, 5, std::nullopt)->empty());
}

// The lobby's "Meedoen" in the store: the open seat's bit and its token change together, once;
// a second taker (on this or another server) finds it taken; a private game has none to take.
TEST_P(GameRepositoryTest, AnOpenSeatIsTakenOnceWithANewToken) {
    auto played = testing::play_stored_game(23, 2);
    auto a = open_at(location());
    auto b = open_at(location());
    StoredGame s = stored_game("pub", *played.game);
    s.seats = {{SeatKind::kHuman, "", "hash-a", ""}, {SeatKind::kHuman, "", "hash-b", ""}};
    s.is_public = true;
    s.open_seats = 2;
    ASSERT_TRUE(a->create_game(s));
    s.id = "priv";
    s.is_public = false;
    ASSERT_TRUE(a->create_game(s));

    EXPECT_FALSE(*a->take_open_seat("pub", 0, "new-0"));  // not open: its creator has it
    auto won = a->take_open_seat("pub", 1, "new-1");
    ASSERT_TRUE(won);
    EXPECT_TRUE(*won);
    EXPECT_FALSE(*b->take_open_seat("pub", 1, "other"));  // the second one loses
    EXPECT_FALSE(*a->take_open_seat("priv", 1, "new-1"));
    EXPECT_FALSE(*a->take_open_seat("none", 1, "new-1"));

    auto pub = b->load_game("pub");
    ASSERT_TRUE(pub && *pub);
    EXPECT_EQ((*pub)->open_seats, 0u);
    EXPECT_EQ((*pub)->seats[0].token_hash, "hash-a");
    EXPECT_EQ((*pub)->seats[1].token_hash, "new-1");
    auto priv = b->load_game("priv");
    ASSERT_TRUE(priv && *priv);
    EXPECT_EQ((*priv)->seats[1].token_hash, "hash-b");
    EXPECT_EQ((*priv)->open_seats, 2u);
}

TEST_P(GameRepositoryTest, ALeaseHasOneHolderUntilItExpires) {
    auto played = testing::play_stored_game(15, 2);
    auto a = open_at(location());
    auto b = open_at(location());
    StoredGame s = stored_game("g", *played.game);
    ASSERT_TRUE(a->create_game(s));
    s.id = "done";
    s.automatic = false;
    ASSERT_TRUE(a->create_game(s));
    EXPECT_EQ(*a->unleased_automatic_games(10), std::vector<std::string>{"g"});
    EXPECT_TRUE(*a->acquire_lease("g", "server-a", 60s));
    if (!postgres()) return;  // one process owns a SQLite file: every lease is its own
    EXPECT_TRUE(b->unleased_automatic_games(10)->empty());
    EXPECT_FALSE(*b->acquire_lease("g", "server-b", 60s));
    EXPECT_TRUE(*a->acquire_lease("g", "server-a", 60s));  // renewing is taking again
    EXPECT_EQ(*a->renew_leases("server-a", 60s), 1u);
    EXPECT_EQ(*b->renew_leases("server-b", 60s), 0u);
    // Server a stops renewing: the lease runs out and b takes the game.
    ASSERT_TRUE(a->acquire_lease("g", "server-a", 1ms));
    std::this_thread::sleep_for(20ms);
    EXPECT_EQ(*b->unleased_automatic_games(10), std::vector<std::string>{"g"});
    EXPECT_EQ(*a->renew_leases("server-a", 60s), 0u) << "an expired lease is not renewed";
    EXPECT_TRUE(*b->acquire_lease("g", "server-b", 60s));
    EXPECT_FALSE(*a->acquire_lease("g", "server-a", 60s));
    ASSERT_TRUE(b->release_lease("g", "server-b"));
    EXPECT_TRUE(*a->acquire_lease("g", "server-a", 60s));
    EXPECT_FALSE(*a->acquire_lease("missing", "server-a", 60s));
}

// What a store's change listener heard, for the tests of notices between servers.
struct HeardChanges {
    std::mutex m;
    std::condition_variable cv;
    std::vector<GameChange> heard;

    GameRepository::ChangeListener listener() {
        return [this](const GameChange& c) {
            std::lock_guard lock(m);
            heard.push_back(c);
            cv.notify_all();
        };
    }
    std::size_t count() {
        std::lock_guard lock(m);
        return heard.size();
    }
    // Whether more than `already` changes were heard within `limit`.
    bool more_than(std::size_t already, std::chrono::milliseconds limit) {
        std::unique_lock lock(m);
        return cv.wait_for(lock, limit, [&] { return heard.size() > already; });
    }
};

// The first three events of `g` appended to game `id` in one batch: a committed change.
Result<void> append_three(GameRepository& repo, const std::string& id, const game::Game& g) {
    const auto& ev = g.events();
    EventBatch b{id, 0, {ev.begin(), ev.begin() + 3}, "in_progress", 1, "{}", true};
    return repo.append(std::span<const EventBatch>(&b, 1));
}

TEST_P(GameRepositoryTest, ACommittedChangeIsAnnouncedToEveryServer) {
    // SQLite: one server process, nobody else writes, so its listener is never called.
    auto played = testing::play_stored_game(17, 4);
    auto writer = open_at(location());
    auto reader = open_at(location());
    HeardChanges changes;
    ASSERT_TRUE(reader->on_change(changes.listener()));
    // No wait: on_change returns once the listener listens, so a change committed at once is
    // heard (a server that is up must not miss what follows).
    ASSERT_TRUE(writer->create_game(stored_game("g", *played.game)));
    ASSERT_TRUE(append_three(*writer, "g", *played.game));
    const bool told = changes.more_than(0, postgres() ? 5s : 300ms);
    if (!postgres()) {
        EXPECT_FALSE(told);
        return;
    }
    ASSERT_TRUE(told);
    std::lock_guard lock(changes.m);
    EXPECT_EQ(changes.heard[0].game_id, "g");
    EXPECT_EQ(changes.heard[0].version, 3u);
}

TEST_P(GameRepositoryTest, AfterStopChangesTheListenerIsNeverCalledAgain) {
    // The game service stops the listener before it goes: a change committed afterwards by
    // another server must not reach the listener (it would call into a service that is gone).
    auto played = testing::play_stored_game(17, 4);
    auto writer = open_at(location());
    auto reader = open_at(location());
    HeardChanges changes;
    ASSERT_TRUE(reader->on_change(changes.listener()));
    ASSERT_TRUE(writer->create_game(stored_game("before", *played.game)));
    ASSERT_TRUE(writer->create_game(stored_game("after", *played.game)));
    ASSERT_TRUE(append_three(*writer, "before", *played.game));
    if (postgres()) {
        ASSERT_TRUE(changes.more_than(0, 5s));
    }
    reader->stop_changes();
    const std::size_t then = changes.count();
    ASSERT_TRUE(append_three(*writer, "after", *played.game));
    EXPECT_FALSE(changes.more_than(then, 500ms));
    {
        std::lock_guard lock(changes.m);
        for (const GameChange& c : changes.heard) EXPECT_NE(c.game_id, "after");
    }
    // And it may listen again (a store outlives the services that use it).
    ASSERT_TRUE(reader->on_change([](const GameChange&) {}));
}

// Allocations made while this lives are not reported as leaks (under LeakSanitizer only).
struct LeakCheckPause {
#ifdef LETTERZAK_TEST_LSAN
    LeakCheckPause() {
        __lsan_disable();
    }
    ~LeakCheckPause() {
        __lsan_enable();
    }
#else
    LeakCheckPause() = default;
#endif
    LeakCheckPause(const LeakCheckPause&) = delete;
    LeakCheckPause& operator=(const LeakCheckPause&) = delete;
};

TEST(PostgresStore, AConnectionThatBrokeIsReplacedAndTheWorkRunsAgain) {
    // The database restarted or the network blinked: the server's connections are dead. The
    // pool notices on the next piece of work, opens a new connection and runs the work there.
    testing::PgCluster& pg = testing::PgCluster::shared();
    if (!pg.available()) GTEST_SKIP() << pg.why();
    ASSERT_TRUE(pg.started()) << pg.error();
    const std::string url = pg.fresh_database();
    auto pool = PgPool::open(url, 2);
    ASSERT_TRUE(pool) << pool.error().message;
    const auto backend = [&](int& pid) {
        return (*pool)->run([&](pqxx::connection& c) -> Result<void> {
            pqxx::nontransaction tx(c);
            pid = tx.exec1("SELECT pg_backend_pid()")[0].as<int>();
            return {};
        });
    };
    int before = 0;
    ASSERT_TRUE(backend(before));
    {
        pqxx::connection admin(pg.url());
        pqxx::nontransaction tx(admin);
        tx.exec1("SELECT pg_terminate_backend(" + std::to_string(before) + ")");
    }
    int after = 0;
    // libpqxx 6.4 keeps the PGresult of the query that found the connection dead (2 KB, once
    // per broken connection, in the library): LeakSanitizer is told not to count it here.
    [[maybe_unused]] LeakCheckPause pause;
    auto again = backend(after);
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_NE(after, before) << "the work ran on a new connection";
}

TEST(PostgresStore, ABadUrlOrARefusedLoginIsAClearStartUpError) {
    testing::PgCluster& pg = testing::PgCluster::shared();
    if (!pg.available()) GTEST_SKIP() << pg.why();
    ASSERT_TRUE(pg.started()) << pg.error();
    auto wrong = open_store(pg.url("postgres", "not-the-password"));
    ASSERT_FALSE(wrong);
    EXPECT_EQ(wrong.error().code, "db_login_refused") << wrong.error().message;
    EXPECT_EQ(wrong.error().message.find("not-the-password"), std::string::npos)
        << "a password never appears in a message";
    auto missing = open_store(pg.url("no_such_database"));
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, "db_login_refused") << missing.error().message;
    auto bad = open_store("postgresql://x:y@127.0.0.1:notaport/db");
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().code, "bad_db") << bad.error().message;
    auto closed = open_store("postgresql://x:y@127.0.0.1:1/db");
    ASSERT_FALSE(closed);
    EXPECT_EQ(closed.error().code, "db_unreachable") << closed.error().message;
    auto good = open_store(pg.url());
    ASSERT_TRUE(good) << good.error().message;
    EXPECT_EQ((*good)->describe().find(testing::PgCluster::kPassword), std::string::npos);
    EXPECT_NE((*good)->describe().find("***"), std::string::npos);
}

TEST(OpenStore, PrintableLocationsHideThePassword) {
    EXPECT_EQ(printable_location("postgresql://club:geheim@db.example/lz"),
              "postgresql://club:***@db.example/lz");
    EXPECT_EQ(printable_location("postgres://db/lz?user=a&password=geheim&x=1"),
              "postgres://db/lz?user=a&password=***&x=1");
    EXPECT_EQ(printable_location("postgresql://club@db/lz"), "postgresql://club@db/lz");
    EXPECT_EQ(printable_location("/var/lib/letterzak.db"), "/var/lib/letterzak.db");
    EXPECT_FALSE(open_store(""));
    EXPECT_FALSE(open_store("/nonexistent-dir/x/y.db"));
}

}  // namespace
}  // namespace letterzak::store
