// Memory stays flat in the number of stored games: 20,000 finished games in the store; the
// server starts as fast as on an empty store (nothing is replayed), serves the list page by
// page, opens 1,000 of the games, and its RSS stays under the bound below. Numbers printed.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>

#include "server_process.hpp"
#include "store/sqlite_database.hpp"
#include "store/sqlite_store.hpp"
#include "store/store_fixtures.hpp"
#include "store/stored_game_rows.hpp"
#include "test_client.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define LETTERZAK_MEMORY_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LETTERZAK_MEMORY_TEST_SANITIZED 1
#endif
#endif
#ifndef LETTERZAK_MEMORY_TEST_SANITIZED
#define LETTERZAK_MEMORY_TEST_SANITIZED 0
#endif

namespace letterzak::testing {
namespace {

using namespace std::chrono_literals;

constexpr std::size_t kGames = 20'000;
constexpr std::size_t kOpened = 1'000;
constexpr std::size_t kMaxGames = 300;  // --max-games: the LRU's size
// The bound: the server's resident memory after the lists and the 1,000 games, over what the
// same server holds right after start (word lists, movegen indexes). At ~76 KB a game, keeping
// all 1,000 would be ~75 MB; the LRU keeps at most kMaxGames.
constexpr double kGrowthBoundMb = 40;
constexpr bool kSanitized = LETTERZAK_MEMORY_TEST_SANITIZED;

double rss_mb(pid_t pid) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmRSS:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
    return -1;
}

// The seconds from spawning the server to its ready line.
std::unique_ptr<ServerProcess> start(const std::string& db, double& seconds) {
    const auto t0 = std::chrono::steady_clock::now();
    auto p = std::make_unique<ServerProcess>(
        letterzak_binary(), db, std::vector<std::string>{"--max-games", std::to_string(kMaxGames)});
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return p;
}

TEST(Memory, TwentyThousandFinishedGamesDoNotGrowTheServer) {
    TempDir dir;
    const std::string empty_db = (dir.path() / "empty.db").string();
    const std::string full_db = (dir.path() / "full.db").string();
    {
        // One finished game (a resignation after a few moves), stored 20,000 times.
        auto played = play_stored_game(21, 8);
        ASSERT_TRUE(played.game->resign(played.game->to_move()));
        // The schema by the repository, the rows in one transaction (20,000 commits, each
        // waiting for the disk, would take minutes).
        ASSERT_TRUE(store::SqliteRepository::open(full_db));
        auto db = store::Database::open(full_db);
        ASSERT_TRUE(db);
        store::Transaction tx(*db);
        ASSERT_TRUE(tx.begin());
        auto game = db->prepare(
            "INSERT INTO games (id, created_at, updated_at, setup, status, summary, automatic, "
            "is_public) VALUES (?, ?, ?, ?, 'finished', ?, 0, 1)");
        auto seat = db->prepare(
            "INSERT INTO seats (game_id, seat, kind, token_hash) VALUES (?, ?, 'human', ?)");
        auto event =
            db->prepare("INSERT INTO events (game_id, seq, kind, payload) VALUES (?, ?, ?, ?)");
        ASSERT_TRUE(game && seat && event);
        const std::string setup = store::setup_text(played.game->setup());
        std::vector<std::pair<std::string, std::string>> events;
        for (const game::Event& e : played.game->events())
            events.emplace_back(game::event_kind_name(e.kind), store::event_text(e));
        for (std::size_t i = 0; i < kGames; ++i) {
            const std::string id = fmt::format("m{:07}", i);
            const auto at = 1'000'000 + static_cast<std::int64_t>(i);
            game->bind(1, id).bind(2, at).bind(3, at).bind(4, setup).bind(
                5, fmt::format(R"({{"id":"{}","status":"finished"}})", id));
            ASSERT_TRUE(game->run());
            for (std::int64_t s = 0; s < 2; ++s) {
                seat->bind(1, id).bind(2, s).bind(3, std::string(64, 'a'));
                ASSERT_TRUE(seat->run());
            }
            for (std::size_t e = 0; e < events.size(); ++e) {
                event->bind(1, id)
                    .bind(2, static_cast<std::int64_t>(e))
                    .bind(3, events[e].first)
                    .bind(4, events[e].second);
                ASSERT_TRUE(event->run());
            }
        }
        ASSERT_TRUE(tx.commit());
    }
    double empty_start = 0, full_start = 0;
    double empty_rss = 0;
    {
        auto server = start(empty_db, empty_start);
        HttpClient http(server->port());
        ASSERT_EQ(http.get("/api/health").status, 200u);
        empty_rss = rss_mb(server->pid());
    }
    auto server = start(full_db, full_start);
    HttpClient http(server->port());
    ASSERT_EQ(http.get("/api/health").status, 200u);
    const double start_rss = rss_mb(server->pid());
    // The list, page by page, 20 pages of 200.
    std::string before;
    std::size_t listed = 0;
    for (int page = 0; page < 20; ++page) {
        auto r = http.get("/api/games?status=finished&limit=200" +
                          (before.empty() ? std::string() : "&before=" + before));
        ASSERT_EQ(r.status, 200u) << r.body;
        listed += r.json_body["games"].size();
        ASSERT_TRUE(r.json_body["next"].is_string());
        before = r.json_body["next"];
    }
    EXPECT_EQ(listed, 4000u);
    // 1,000 games opened, spread over the store.
    for (std::size_t i = 0; i < kOpened; ++i) {
        const std::string id = fmt::format("m{:07}", i * (kGames / kOpened));
        auto r = http.get("/api/games/" + id);
        ASSERT_EQ(r.status, 200u) << id << " " << r.body;
        ASSERT_EQ(r.json_body["status"], "finished");
    }
    const double end_rss = rss_mb(server->pid());
    const auto in_memory = http.get("/api/health").json_body["games"].get<std::size_t>();
    std::printf(
        "start-up: %.2f s empty, %.2f s with %zu games; RSS %.0f MB empty, %.0f MB at start, "
        "%.0f MB after the lists and %zu games opened; %zu games in memory\n",
        empty_start, full_start, kGames, empty_rss, start_rss, end_rss, kOpened, in_memory);
    EXPECT_LE(in_memory, kMaxGames);
    // AddressSanitizer keeps freed memory in quarantine and adds shadow memory, so resident size
    // says nothing about our own use there: the bounds hold for the real (Release) binary, and
    // the sanitized run checks the rest (games in memory, paging, start-up without a replay).
    if (!kSanitized) {
        EXPECT_LT(end_rss - start_rss, kGrowthBoundMb);
        EXPECT_LT(start_rss - empty_rss, 20) << "the stored games were read at start";
    }
    // Start-up does not replay the stored games: it takes about as long as on an empty store
    // (a generous margin for a loaded machine; replaying 20,000 games takes many seconds).
    EXPECT_LT(full_start, empty_start + 2.0);
}

}  // namespace
}  // namespace letterzak::testing
