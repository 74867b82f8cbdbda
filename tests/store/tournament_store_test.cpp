// Tournaments in the server's database, SQLite and PostgreSQL alike: what is stored comes back
// exactly, a change is all or nothing, the games of pairings that were taken back are dropped,
// and an older database gains the tables without losing its games.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "store/migrations.hpp"
#include "store/open_store.hpp"
#include "store_backends.hpp"
#include "tournament/pairing.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::store {
namespace {

namespace fs = std::filesystem;
namespace tn = letterzak::tournament;

std::unique_ptr<TournamentRepository> open_store_at(const std::string& location) {
    auto s = open_tournament_store(location);
    EXPECT_TRUE(s) << (s ? "" : s.error().message);
    return s ? std::move(*s) : nullptr;
}

class TournamentStoreTest : public testing::StoreTest {};
LETTERZAK_BOTH_BACKENDS(TournamentStoreTest);

// A four-player Swiss with round 1 paired.
TournamentRecord club(const std::string& id) {
    tn::Settings s;
    s.rounds = 3;
    auto t = tn::make_tournament("Clubavond Zoë", s);
    EXPECT_TRUE(t);
    for (const char* name : {"Anna", "Bert", "Carla", "Dirk"})
        EXPECT_TRUE(tn::add_player(*t, name));
    EXPECT_TRUE(tn::pair_next_round(*t));
    TournamentRecord r;
    r.id = id;
    r.director_hash = std::string(64, 'a');
    r.created_at = 1000;
    r.updated_at = 1000;
    r.tournament = std::move(*t);
    r.computers[4] = "greedy";
    return r;
}

std::string text_of(const tn::Tournament& t) {
    return tn::serialize_tournament(t);
}

// The first game of round 1, as a server game link.
TournamentGame link_first_board(const TournamentRecord& r, const std::string& game_id) {
    const tn::Pairing& p = r.tournament.rounds[0].pairings[0];
    TournamentGame g;
    g.round = 1;
    g.first = p.first;
    g.second = p.second;
    g.game_id = game_id;
    g.created_at = 2000;
    return g;
}

TEST_P(TournamentStoreTest, WhatIsStoredComesBackExactlyAfterAReopen) {
    const TournamentRecord r = club("t1");
    {
        auto store = open_store_at(location());
        ASSERT_TRUE(store->create_tournament(r));
        EXPECT_EQ(store->create_tournament(r).error().code, "tournament_exists");
    }
    auto store = open_store_at(location());
    auto back = store->load_record("t1");
    ASSERT_TRUE(back);
    ASSERT_TRUE(back->has_value());
    EXPECT_EQ((*back)->director_hash, r.director_hash);
    EXPECT_EQ((*back)->created_at, 1000);
    EXPECT_EQ((*back)->computers, r.computers);
    EXPECT_EQ(text_of((*back)->tournament), text_of(r.tournament));
    EXPECT_FALSE(store->load_record("t2")->has_value());
    auto all = store->load_records();
    ASSERT_TRUE(all);
    ASSERT_EQ(all->size(), 1u);
    EXPECT_EQ((*all)[0].id, "t1");
}

TEST_P(TournamentStoreTest, AnUpdateIsWrittenWithItsGames) {
    auto store = open_store_at(location());
    const TournamentRecord r = club("t1");
    ASSERT_TRUE(store->create_tournament(r));
    const TournamentGame link = link_first_board(r, "game-1");
    auto updated =
        store->update("t1", [&](TournamentRecord& rec, std::vector<TournamentGame>& games) {
            const tn::Pairing& p = rec.tournament.rounds[0].pairings[0];
            tn::GameReport report;
            report.players[0].player = p.first;
            report.players[0].score = 420;
            report.players[1].player = p.second;
            report.players[1].score = 380;
            games.push_back(link);
            games.back().entered_version = 40;
            return tn::record_action(rec.tournament, rec.log, tn::EnterResult{1, report}, 5000,
                                     "game game-1");
        });
    ASSERT_TRUE(updated) << updated.error().message;
    EXPECT_GE(updated->updated_at, r.updated_at);
    store.reset();

    store = open_store_at(location());
    auto back = store->load_record("t1");
    ASSERT_TRUE(back && *back);
    const tn::Pairing& p = (*back)->tournament.rounds[0].pairings[0];
    ASSERT_TRUE(p.result.has_value());
    EXPECT_EQ(p.result->scores[0], 420);
    auto games = store->games_of("t1");
    ASSERT_TRUE(games);
    ASSERT_EQ(games->size(), 1u);
    EXPECT_EQ((*games)[0].game_id, "game-1");
    EXPECT_EQ((*games)[0].entered_version, 40);
    auto owner = store->tournament_of_game("game-1");
    ASSERT_TRUE(owner && *owner);
    EXPECT_EQ((*owner)->first, "t1");
    EXPECT_EQ((*owner)->second.first, link.first);
    EXPECT_FALSE(store->tournament_of_game("game-2")->has_value());
}

TEST_P(TournamentStoreTest, ARefusedChangeLeavesEverythingAsItWas) {
    auto store = open_store_at(location());
    const TournamentRecord r = club("t1");
    ASSERT_TRUE(store->create_tournament(r));
    const std::string before = text_of(r.tournament);

    // The change itself refuses, after having changed its copy.
    auto refused = store->update("t1", [&](TournamentRecord& rec, std::vector<TournamentGame>& g) {
        EXPECT_TRUE(tn::add_player(rec.tournament, "Els"));
        g.push_back(link_first_board(rec, "game-1"));
        return tn::pair_next_round(rec.tournament).has_value()
                   ? Result<void>{}
                   : Result<void>{make_error("results_missing", "round 1 is not complete")};
    });
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, "results_missing");

    // The change leaves a tournament that does not hold together.
    auto corrupt = store->update("t1", [](TournamentRecord& rec, std::vector<TournamentGame>&) {
        rec.tournament.players[1].name = rec.tournament.players[0].name;
        return Result<void>{};
    });
    ASSERT_FALSE(corrupt);
    EXPECT_EQ(corrupt.error().code, "corrupt_tournament");

    // Two games for one pairing.
    auto twice = store->update("t1", [&](TournamentRecord& rec, std::vector<TournamentGame>& g) {
        g.push_back(link_first_board(rec, "game-1"));
        g.push_back(link_first_board(rec, "game-2"));
        return Result<void>{};
    });
    ASSERT_FALSE(twice);
    EXPECT_EQ(twice.error().code, "game_linked");

    EXPECT_EQ(store->update("nope", [](auto&, auto&) { return Result<void>{}; }).error().code,
              "not_found");

    auto back = store->load_record("t1");
    ASSERT_TRUE(back && *back);
    EXPECT_EQ(text_of((*back)->tournament), before);
    EXPECT_TRUE(store->games_of("t1")->empty());
}

TEST_P(TournamentStoreTest, TheIdAndTheDirectorAreNotAChangesToMake) {
    auto store = open_store_at(location());
    ASSERT_TRUE(store->create_tournament(club("t1")));
    auto updated = store->update("t1", [](TournamentRecord& rec, std::vector<TournamentGame>&) {
        rec.id = "t9";
        rec.director_hash = "stolen";
        rec.created_at = 5;
        return Result<void>{};
    });
    ASSERT_TRUE(updated);
    auto back = store->load_record("t1");
    ASSERT_TRUE(back && *back);
    EXPECT_EQ((*back)->director_hash, std::string(64, 'a'));
    EXPECT_EQ((*back)->created_at, 1000);
    EXPECT_FALSE(store->load_record("t9")->has_value());
}

TEST_P(TournamentStoreTest, GamesOfAPairingTakenBackAreDropped) {
    auto store = open_store_at(location());
    const TournamentRecord r = club("t1");
    ASSERT_TRUE(store->create_tournament(r));
    ASSERT_TRUE(store->update("t1", [&](TournamentRecord& rec, std::vector<TournamentGame>& g) {
        g.push_back(link_first_board(rec, "game-1"));
        return Result<void>{};
    }));
    ASSERT_EQ(store->games_of("t1")->size(), 1u);
    ASSERT_TRUE(store->update("t1", [](TournamentRecord& rec, std::vector<TournamentGame>&) {
        return tn::record_action(rec.tournament, rec.log, tn::UnpairRound{1, false}, 5000,
                                 "director");
    }));
    EXPECT_TRUE(store->games_of("t1")->empty());
    EXPECT_FALSE(store->tournament_of_game("game-1")->has_value());
}

// Issue 21: the action log is stored beside the tournament, appended to by each change, and
// the stored state is always its replay.
TEST_P(TournamentStoreTest, TheActionLogIsStoredAndTheStateIsItsReplay) {
    auto store = open_store_at(location());
    TournamentRecord r;
    r.id = "t1";
    r.director_hash = std::string(64, 'a');
    tn::Settings s;
    s.rounds = 3;
    ASSERT_TRUE(tn::record_action(r.tournament, r.log, tn::CreateTournament{"Clubavond", s}, 1000,
                                  "director"));
    ASSERT_TRUE(store->create_tournament(r));
    const auto act = [&](tn::Action a) {
        return store->update("t1", [&](TournamentRecord& rec, std::vector<TournamentGame>&) {
            return tn::record_action(rec.tournament, rec.log, a, 2000, "director");
        });
    };
    for (const char* name : {"Anna", "Bert", "Carla", "Dirk"})
        ASSERT_TRUE(act(tn::AddPlayer{name, std::nullopt}));
    auto before_pairing = store->load_record("t1");
    ASSERT_TRUE(before_pairing && *before_pairing);
    auto paired = tn::pair_action((*before_pairing)->tournament);
    ASSERT_TRUE(paired);
    ASSERT_TRUE(act(*paired));
    // An undo is a new entry; the state goes back.
    auto undone = store->update("t1", [](TournamentRecord& rec, std::vector<TournamentGame>&) {
        auto u = tn::undo_last(rec.tournament, rec.log, 3000, "director");
        return u ? Result<void>{} : Result<void>{Unexpected<Error>{u.error()}};
    });
    ASSERT_TRUE(undone) << undone.error().message;
    EXPECT_TRUE(undone->tournament.rounds.empty());
    store.reset();

    store = open_store_at(location());
    auto log = store->log_of("t1");
    ASSERT_TRUE(log) << log.error().message;
    ASSERT_EQ(log->size(), 7u);  // create, 4 players, pair, undo
    EXPECT_EQ(tn::action_kind((*log)[5].action), "pair");
    EXPECT_EQ(tn::action_kind((*log)[6].action), "undo");
    EXPECT_EQ((*log)[6].at_ms, 3000);
    auto back = store->load_record("t1");
    ASSERT_TRUE(back && *back);
    auto replayed = tn::replay(*log);
    ASSERT_TRUE(replayed);
    EXPECT_EQ(text_of(*replayed), text_of((*back)->tournament));
    EXPECT_EQ(store->log_of("nope").error().code, "not_found");

    // A change that does not log, or rewrites the log, is refused; nothing is written.
    auto unlogged = store->update("t1", [](TournamentRecord& rec, std::vector<TournamentGame>&) {
        return tn::add_player(rec.tournament, "Els") ? Result<void>{}
                                                     : Result<void>{make_error("x", "x")};
    });
    ASSERT_FALSE(unlogged);
    EXPECT_EQ(unlogged.error().code, "corrupt_tournament");
    auto rewritten = store->update("t1", [](TournamentRecord& rec, std::vector<TournamentGame>&) {
        rec.log.pop_back();
        return Result<void>{};
    });
    ASSERT_FALSE(rewritten);
    // A whole-tournament save of a logged tournament must go through its actions.
    tn::Tournament changed = (*back)->tournament;
    ASSERT_TRUE(tn::add_player(changed, "Els"));
    tn::TournamentStore& as_store = *store;
    EXPECT_EQ(as_store.save("t1", changed).error().code, "logged_tournament");
    EXPECT_EQ(store->log_of("t1")->size(), 7u);
    EXPECT_EQ(store->load_record("t1")->value().tournament.players.size(), 4u);
}

TEST_P(TournamentStoreTest, ItIsATournamentStoreForTheCommandLine) {
    auto store = open_store_at(location());
    tn::TournamentStore& as_store = *store;
    EXPECT_FALSE(as_store.exists("cli"));
    EXPECT_EQ(as_store.load("cli").error().code, "not_found");
    TournamentRecord r = club("unused");
    ASSERT_TRUE(as_store.save("cli", r.tournament));
    EXPECT_TRUE(as_store.exists("cli"));
    auto t = as_store.load("cli");
    ASSERT_TRUE(t);
    EXPECT_EQ(text_of(*t), text_of(r.tournament));
    // Saved without a director: nobody can direct it from the web.
    EXPECT_TRUE((*store->load_record("cli"))->director_hash.empty());
    ASSERT_TRUE(tn::add_player(*t, "Els"));
    ASSERT_TRUE(as_store.save("cli", *t));
    EXPECT_EQ(as_store.load("cli")->players.size(), 5u);
    tn::Tournament broken = *t;
    broken.players[0].id = 7;
    EXPECT_EQ(as_store.save("cli", broken).error().code, "corrupt_tournament");
    EXPECT_EQ(as_store.load("cli")->players[0].id, 1);
}

TEST_P(TournamentStoreTest, ADamagedRowIsAnErrorNotACrash) {
    auto store = open_store_at(location());
    ASSERT_TRUE(store->create_tournament(club("t1")));
    exec("CREATE TABLE kept AS SELECT data FROM tournaments");
    exec("UPDATE tournaments SET data = '{\"kind\": 3' WHERE id = 't1'");
    auto back = store->load_record("t1");
    ASSERT_FALSE(back);
    EXPECT_EQ(back.error().code, "corrupt_tournament");
    EXPECT_FALSE(store->load_records());
    // The data whole again, the computer players damaged.
    exec("UPDATE tournaments SET data = (SELECT data FROM kept)");
    ASSERT_TRUE(store->load_record("t1"));
    exec("UPDATE tournaments SET computers = '[1]' WHERE id = 't1'");
    EXPECT_EQ(store->load_record("t1").error().code, "corrupt_tournament");
}

TEST_P(TournamentStoreTest, AnOlderDatabaseGainsTheTablesAndKeepsItsGames) {
    // A database as the previous release left it: migrations 1 and 2, and one game.
    migrate_to(location(), 2);
    exec(
        "INSERT INTO games (id, created_at, updated_at, setup, status) "
        "VALUES ('old', 1, 1, '{}', 'finished')");
    auto store = open_store_at(location());
    ASSERT_TRUE(store->create_tournament(club("t1")));
    EXPECT_EQ(query("SELECT COUNT(*) FROM schema_migrations"),
              std::to_string(latest_schema_version()));
    EXPECT_EQ(query("SELECT COUNT(*) FROM games WHERE id = 'old'"), "1");
    // The games' repository opens the same database without applying anything twice.
    EXPECT_TRUE(open_store(location()));
    EXPECT_TRUE(open_tournament_store(location()));
}

}  // namespace
}  // namespace letterzak::store
