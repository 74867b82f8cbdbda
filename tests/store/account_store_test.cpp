// The accounts' store, once against SQLite and once against PostgreSQL: accounts by name
// whatever its case, sessions that expire and can be revoked, seats an account owns, a
// deleted account that keeps its games, sign-up codes used once, and club ratings moved in the
// same transaction as a game's end — with hand-computed values, and never twice for one game.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>

#include "store/elo_rating.hpp"
#include "store/migrations.hpp"
#include "store/open_store.hpp"
#include "store/stored_game_rows.hpp"
#include "store_backends.hpp"
#include "store_fixtures.hpp"

namespace letterzak::store {
namespace {

using testing::StoreTest;

class AccountStoreTest : public StoreTest {
  protected:
    void SetUp() override {
        StoreTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        auto games = open_store(location());
        ASSERT_TRUE(games) << games.error().message;
        games_ = std::move(*games);
        auto accounts = open_account_store(location());
        ASSERT_TRUE(accounts) << accounts.error().message;
        accounts_ = std::move(*accounts);
    }
    Account account(const std::string& id, const std::string& name) {
        Account a;
        a.id = id;
        a.name = name;
        a.password_hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";
        a.created_at = 1000;
        return a;
    }
    // A stored two-seat game that a batch then ends, `first_points` for seat 0.
    void finish_game(const std::string& id, double first_points, bool rated = true,
                     std::int64_t at = 5000) {
        StoredGame s;
        s.id = id;
        s.created_at = at;
        s.updated_at = at;
        s.setup =
            game::GameSetup::for_rules(*core::rule_set_by_name("tournament"), {"Anna", "Bert"}, 7);
        s.seats = {{SeatKind::kHuman, "", "h0", ""}, {SeatKind::kHuman, "", "h1", ""}};
        s.status = "in_progress";
        s.rated = rated;
        ASSERT_TRUE(games_->create_game(s));
        ASSERT_TRUE(accounts_->own_seat(id, 0, "anna", at));
        ASSERT_TRUE(accounts_->own_seat(id, 1, "bert", at));
        ASSERT_TRUE(end(id, first_points, 0, at + 10));
    }
    Result<void> end(const std::string& id, double first_points, std::size_t first_seq,
                     std::int64_t at) {
        EventBatch b;
        b.game_id = id;
        b.first_seq = first_seq;
        b.status = "finished";
        b.updated_at = at;
        b.automatic = false;
        b.outcome = GameOutcome{"tournament", {first_points, 1.0 - first_points}};
        return games_->append(std::span<const EventBatch>(&b, 1));
    }
    double rating_of(const std::string& id) {
        auto r = accounts_->ratings(id);
        EXPECT_TRUE(r);
        if (!r || r->empty()) return kInitialRating;
        return (*r)[0].rating;
    }

    std::unique_ptr<GameRepository> games_;
    std::unique_ptr<AccountRepository> accounts_;
};
LETTERZAK_BOTH_BACKENDS(AccountStoreTest);

TEST_P(AccountStoreTest, OneAccountPerNameWhateverItsCase) {
    ASSERT_TRUE(accounts_->create_account(account("anna", "Anna")));
    EXPECT_EQ(accounts_->create_account(account("other", "ANNA")).error().code, "name_taken");
    auto found = accounts_->account_by_name("aNNa");
    ASSERT_TRUE(found && *found);
    EXPECT_EQ((*found)->id, "anna");
    EXPECT_EQ((*found)->name, "Anna");
    EXPECT_FALSE(accounts_->account_by_name("Bert")->has_value());
    EXPECT_EQ(query("SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1"),
              std::to_string(latest_schema_version()));
}

TEST_P(AccountStoreTest, FailedSignInsLockTheAccountUntilCleared) {
    ASSERT_TRUE(accounts_->create_account(account("anna", "Anna")));
    for (int i = 1; i <= 4; ++i) EXPECT_EQ(*accounts_->record_failed_login("anna", 5, 9999), i);
    EXPECT_EQ((**accounts_->account_by_id("anna")).locked_until, 0);
    EXPECT_EQ(*accounts_->record_failed_login("anna", 5, 9999), 5);
    EXPECT_EQ((**accounts_->account_by_id("anna")).locked_until, 9999);
    ASSERT_TRUE(accounts_->clear_failed_logins("anna"));
    EXPECT_EQ((**accounts_->account_by_id("anna")).failed_logins, 0);
    EXPECT_EQ((**accounts_->account_by_id("anna")).locked_until, 0);
}

TEST_P(AccountStoreTest, SessionsExpireAndAreRevoked) {
    ASSERT_TRUE(accounts_->create_account(account("anna", "Anna")));
    ASSERT_TRUE(accounts_->create_session({"s1", "anna", 100, 200}));
    ASSERT_TRUE(accounts_->create_session({"s2", "anna", 100, 900}));
    EXPECT_TRUE(accounts_->session("s1", 150)->has_value());
    EXPECT_FALSE(accounts_->session("s1", 200)->has_value());  // expired
    ASSERT_TRUE(accounts_->delete_session("s2"));
    EXPECT_FALSE(accounts_->session("s2", 150)->has_value());
    ASSERT_TRUE(accounts_->create_session({"s3", "anna", 100, 900}));
    ASSERT_TRUE(accounts_->create_session({"s4", "anna", 100, 900}));
    ASSERT_TRUE(accounts_->delete_sessions("anna"));  // everywhere
    EXPECT_FALSE(accounts_->session("s3", 150)->has_value());
    EXPECT_FALSE(accounts_->session("s4", 150)->has_value());
}

TEST_P(AccountStoreTest, SeatsBelongToOneAccountAndListMostRecentFirst) {
    ASSERT_TRUE(accounts_->create_account(account("anna", "Anna")));
    ASSERT_TRUE(accounts_->create_account(account("bert", "Bert")));
    finish_game("g1", 1.0, true, 5000);
    StoredGame s;
    s.id = "g2";
    s.created_at = s.updated_at = 7000;
    s.setup = game::GameSetup::for_rules(*core::rule_set_by_name("tournament"), {"Anna", "Cor"}, 8);
    s.seats = {{SeatKind::kHuman, "", "h0", ""}, {SeatKind::kHuman, "", "h1", ""}};
    s.status = "in_progress";
    ASSERT_TRUE(games_->create_game(s));
    ASSERT_TRUE(accounts_->own_seat("g2", 0, "anna", 7000));
    ASSERT_TRUE(accounts_->own_seat("g2", 0, "anna", 7001));  // again: fine
    EXPECT_EQ(accounts_->own_seat("g2", 0, "bert", 7002).error().code, "seat_owned");
    auto mine = accounts_->owned_seats("anna", false, 10);
    ASSERT_TRUE(mine);
    ASSERT_EQ(mine->size(), 2u);
    EXPECT_EQ((*mine)[0].game_id, "g2");
    EXPECT_EQ((*mine)[1].game_id, "g1");
    EXPECT_EQ((*mine)[1].status, "finished");
    EXPECT_EQ(**accounts_->seat_of("bert", "g1"), 1);
    EXPECT_FALSE(accounts_->seat_of("bert", "g2")->has_value());
    ASSERT_TRUE(accounts_->set_hidden("anna", "g1", true));
    EXPECT_EQ(accounts_->owned_seats("anna", false, 10)->size(), 1u);
    EXPECT_EQ(accounts_->owned_seats("anna", true, 10)->size(), 2u);
}

TEST_P(AccountStoreTest, ADeletedAccountKeepsItsGamesUnderAnotherName) {
    ASSERT_TRUE(accounts_->create_account(account("anna", "Anna")));
    ASSERT_TRUE(accounts_->create_account(account("bert", "Bert")));
    finish_game("g1", 1.0);
    ASSERT_TRUE(accounts_->create_session({"s1", "anna", 100, 900}));
    ASSERT_TRUE(accounts_->delete_account("anna"));
    EXPECT_FALSE(accounts_->account_by_name("Anna")->has_value());
    EXPECT_FALSE(accounts_->account_by_id("anna")->has_value());
    EXPECT_FALSE(accounts_->session("s1", 150)->has_value());
    auto owners = accounts_->owners("g1");
    ASSERT_TRUE(owners);
    ASSERT_EQ(owners->size(), 2u);
    EXPECT_EQ((*owners)[0].name, kDeletedName);
    EXPECT_EQ((*owners)[1].name, "Bert");
    EXPECT_TRUE(games_->load_game("g1")->has_value());
    // The name is free again; nothing of the person is left in the row.
    EXPECT_TRUE(accounts_->create_account(account("anna2", "Anna")));
    EXPECT_EQ(query("SELECT password_hash || email FROM accounts WHERE id = 'anna'"), "");
}

TEST_P(AccountStoreTest, ASignUpCodeIsUsedOnce) {
    ASSERT_TRUE(accounts_->add_signup_code("code-hash", 100));
    EXPECT_EQ(accounts_->create_account(account("x", "X"), "other-hash").error().code,
              "bad_signup_code");
    EXPECT_FALSE(accounts_->account_by_id("x")->has_value());  // all or nothing
    ASSERT_TRUE(accounts_->create_account(account("anna", "Anna"), "code-hash"));
    EXPECT_EQ(accounts_->create_account(account("bert", "Bert"), "code-hash").error().code,
              "bad_signup_code");
}

// Hand-computed: both start at 1500 (K 32 while provisional). Anna wins: E = 0.5, Anna
// 1500 + 32 × 0.5 = 1516, Bert 1484. Then a draw: Anna's E = 1 / (1 + 10^(-32/400)) =
// 0.5459219, Anna 1516 + 32 × (0.5 − 0.5459219) = 1514.530498, Bert 1484 + 32 × (0.5 −
// 0.4540781) = 1485.469502. Then Bert wins: Anna's E = 1 / (1 + 10^(-29.060997/400)) =
// 0.5417249, Anna 1514.530498 − 32 × 0.5417249 = 1497.195302, Bert 1502.804698.
TEST_P(AccountStoreTest, RatingsMoveByHandComputedEloSteps) {
    ASSERT_TRUE(accounts_->create_account(account("anna", "Anna")));
    ASSERT_TRUE(accounts_->create_account(account("bert", "Bert")));
    finish_game("g1", 1.0, true, 1000);
    EXPECT_DOUBLE_EQ(rating_of("anna"), 1516.0);
    EXPECT_DOUBLE_EQ(rating_of("bert"), 1484.0);
    finish_game("g2", 0.5, true, 2000);
    EXPECT_NEAR(rating_of("anna"), 1514.530498, 1e-5);
    EXPECT_NEAR(rating_of("bert"), 1485.469502, 1e-5);
    finish_game("g3", 0.0, true, 3000);
    EXPECT_NEAR(rating_of("anna"), 1497.195302, 1e-5);
    EXPECT_NEAR(rating_of("bert"), 1502.804698, 1e-5);
    // The sum is kept: what one wins the other loses (same K on both sides).
    EXPECT_NEAR(rating_of("anna") + rating_of("bert"), 3000.0, 1e-9);
    auto history = accounts_->rating_history("anna");
    ASSERT_TRUE(history);
    ASSERT_EQ(history->size(), 3u);
    EXPECT_EQ((*history)[0].game_id, "g1");
    EXPECT_DOUBLE_EQ((*history)[0].before, 1500.0);
    EXPECT_DOUBLE_EQ((*history)[0].after, 1516.0);
    EXPECT_EQ((*accounts_->ratings("anna"))[0].games, 3);
}

TEST_P(AccountStoreTest, KDropsAfterTheProvisionalGames) {
    EXPECT_EQ(k_factor(0), 32.0);
    EXPECT_EQ(k_factor(kProvisionalGames - 1), 32.0);
    EXPECT_EQ(k_factor(kProvisionalGames), 20.0);
    // An established 1600 beating a provisional 1400: E = 1 / (1 + 10^(-0.5)) = 0.759747;
    // 1600 + 20 × 0.240253 = 1604.805061.
    EXPECT_NEAR(rating_after({1600, 30}, {1400, 2}, 1.0), 1604.805061, 1e-5);
    EXPECT_NEAR(rating_after({1400, 2}, {1600, 30}, 0.0), 1400 - 32 * 0.240253, 1e-5);
    EXPECT_EQ(rating_family("box-ij"), "box");
    EXPECT_EQ(rating_family("tournament"), "tournament");
}

TEST_P(AccountStoreTest, AGameMovesRatingsOnceWhateverHappensAfter) {
    ASSERT_TRUE(accounts_->create_account(account("anna", "Anna")));
    ASSERT_TRUE(accounts_->create_account(account("bert", "Bert")));
    finish_game("g1", 1.0);
    // A later change of the finished game (a director's correction) ends it "again".
    ASSERT_TRUE(end("g1", 0.0, 0, 9000));
    EXPECT_DOUBLE_EQ(rating_of("anna"), 1516.0);
    // After a restart (the stores opened again) as well.
    games_.reset();
    accounts_.reset();
    auto games = open_store(location());
    auto accounts = open_account_store(location());
    ASSERT_TRUE(games && accounts);
    games_ = std::move(*games);
    accounts_ = std::move(*accounts);
    ASSERT_TRUE(end("g1", 0.0, 0, 9500));
    EXPECT_DOUBLE_EQ(rating_of("anna"), 1516.0);
    EXPECT_EQ(accounts_->rating_history("anna")->size(), 1u);
}

TEST_P(AccountStoreTest, UnratedGamesAndGamesWithoutTwoAccountsMoveNothing) {
    ASSERT_TRUE(accounts_->create_account(account("anna", "Anna")));
    ASSERT_TRUE(accounts_->create_account(account("bert", "Bert")));
    finish_game("unrated", 1.0, false);
    EXPECT_TRUE(accounts_->ratings("anna")->empty());
    // Against a guest (or a computer): only one seat has an account.
    StoredGame s;
    s.id = "guest";
    s.created_at = s.updated_at = 100;
    s.setup =
        game::GameSetup::for_rules(*core::rule_set_by_name("tournament"), {"Anna", "Computer"}, 9);
    s.seats = {{SeatKind::kHuman, "", "h0", ""}, {SeatKind::kComputer, "club", "", ""}};
    s.status = "in_progress";
    ASSERT_TRUE(games_->create_game(s));
    ASSERT_TRUE(accounts_->own_seat("guest", 0, "anna", 100));
    ASSERT_TRUE(end("guest", 1.0, 0, 200));
    EXPECT_TRUE(accounts_->ratings("anna")->empty());
}

}  // namespace
}  // namespace letterzak::store
