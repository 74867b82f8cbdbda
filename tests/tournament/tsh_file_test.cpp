// TSH interchange (issue 21, item 4): a `.t` file written from a small event imports back with
// the same players, ratings, pairings, starters and scores, and writes the same file again; the
// imported ratings seed round 1 of a Swiss; a file that does not agree with itself is refused
// with its line.

#include "tournament/tsh_file.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <tuple>

#include "tournament/pairing.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::tournament {
namespace {

Settings swiss(int rounds) {
    Settings s;
    s.rounds = rounds;
    return s;
}

struct Desk {
    Tournament t;
    ActionLog log;
    void act(Action a) {
        auto ok = record_action(t, log, std::move(a), 1'700'000'000'000, "director");
        ASSERT_TRUE(ok) << ok.error().message;
    }
};

// Six players, three rounds of a Swiss: round 1 and 2 played (Carla withdraws after round 1,
// so round 2 has a bye), round 3 paired with one result in.
Tournament small_event() {
    Desk d;
    d.t.name = "Clubavond";
    d.t.settings = swiss(3);
    const std::vector<std::pair<const char*, std::optional<int>>> players = {
        {"Vries, Anna de", 1700}, {"Bert", 1650}, {"Carla", std::nullopt},
        {"Dirk", 1500},           {"Els", 1400},  {"Fenna", 1320}};
    for (const auto& [name, rating] : players) d.act(AddPlayer{name, rating});
    for (int round = 1; round <= 3; ++round) {
        auto p = pair_action(d.t);
        EXPECT_TRUE(p) << p.error().message;
        d.act(*p);
        int board = 0;
        const Round paired = d.t.rounds.back();  // a copy: each result replaces the tournament
        for (const Pairing& pairing : paired.pairings) {
            if (!pairing.is_game()) continue;
            ++board;
            if (round == 3 && board > 1) continue;  // still being played
            GameReport g;
            g.players[0].player = pairing.first;
            g.players[0].score = 380 + 13 * board + round;
            g.players[1].player = pairing.second;
            g.players[1].score = 400 - 7 * board;
            d.act(EnterResult{round, g});
        }
        if (round == 1) d.act(SetWithdrawn{3, true});
    }
    return d.t;
}

using Board = std::tuple<PlayerId, PlayerId, std::optional<int>, std::optional<int>>;
std::set<Board> boards(const Round& r) {
    std::set<Board> out;
    for (const Pairing& p : r.pairings) {
        std::optional<int> a, b;
        if (p.result) {
            a = p.result->final_score(kFirstSeat);
            b = p.result->final_score(kSecondSeat);
        }
        out.insert({p.first, p.second, a, b});
    }
    return out;
}

TEST(TshFile, ASmallEventRoundTripsWithTheSamePairingsAndScores) {
    const Tournament original = small_event();
    const auto file = export_tsh(original);
    ASSERT_TRUE(file) << file.error().message;
    EXPECT_NE(file->find("Vries, Anna de 1700 "), std::string::npos) << *file;
    EXPECT_NE(file->find("; off 1"), std::string::npos) << *file;

    const auto log = import_tsh(*file, "Clubavond", swiss(3), 5, "tsh import");
    ASSERT_TRUE(log) << log.error().message;
    const auto back = replay(*log);
    ASSERT_TRUE(back) << back.error().message;
    ASSERT_EQ(back->players.size(), original.players.size());
    for (std::size_t i = 0; i < original.players.size(); ++i) {
        EXPECT_EQ(back->players[i].name, original.players[i].name);
        EXPECT_EQ(back->players[i].rating, original.players[i].rating);
        EXPECT_EQ(back->players[i].withdrawn, original.players[i].withdrawn);
    }
    ASSERT_EQ(back->rounds.size(), 3u);
    for (std::size_t r = 0; r < 3; ++r)
        EXPECT_EQ(boards(back->rounds[r]), boards(original.rounds[r])) << "round " << r + 1;
    // And out again: the same file.
    const auto again = export_tsh(*back);
    ASSERT_TRUE(again);
    EXPECT_EQ(*again, *file);
    // The event goes on in Letterzak: the rest of round 3, then nothing left to pair.
    Tournament next = *back;
    EXPECT_EQ(pair_action(next).error().code, "results_missing");
}

// TSH's `board` field: a round's games come in on the file's boards (here the game of the
// file's players 3 and 4 is on board 1), and go out with the boards Letterzak gives them.
TEST(TshFile, GamesKeepTheFilesBoards) {
    const std::string file =
        "Chew, John   1850 2 3; 420 390; board 2 1; p12 1 2;\n"
        "Smith, Anne  1700 1 4; 380 410; board 2 2; p12 2 1;\n"
        "Jones, Bob   1600 4 1; 350 360; board 1 1; p12 1 1;\n"
        "Brown, Carol 1500 3 2; 400 300; board 1 2; p12 2 2;\n";
    const auto log = import_tsh(file, "Borden", swiss(2), 5, "tsh import");
    ASSERT_TRUE(log) << log.error().message;
    const auto t = replay(*log);
    ASSERT_TRUE(t) << t.error().message;
    ASSERT_EQ(t->rounds.size(), 2u);
    // Round 1: Jones–Brown on board 1, Chew–Smith on board 2.
    EXPECT_EQ(t->rounds[0].pairings[0].first, 3);
    EXPECT_EQ(t->rounds[0].pairings[0].second, 4);
    EXPECT_EQ(t->rounds[0].pairings[1].first, 1);
    // Round 2: Jones started against Chew on board 1.
    EXPECT_EQ(t->rounds[1].pairings[0].first, 3);
    EXPECT_EQ(t->rounds[1].pairings[0].second, 1);
    const auto out = export_tsh(*t);
    ASSERT_TRUE(out) << out.error().message;
    EXPECT_NE(out->find("Chew, John 1850 2 3; 420 390; board 2 1; p12 1 2"), std::string::npos)
        << *out;
    EXPECT_NE(out->find("Brown, Carol 1500 3 2; 400 300; board 1 2; p12 2 2"), std::string::npos)
        << *out;
    // A board that is not a number is refused with its line.
    const auto bad =
        import_tsh("Anna 1500 2; 400; board x\nBert 1400 1; 380\n", "X", swiss(1), 5, "tsh import");
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().message.rfind("line 1: board \"x\"", 0), 0u) << bad.error().message;
}

// A name is kept as the tournament keeps names: control characters dropped, and the spaces
// that leaves collapsed, so the file an import exports reads back (found by the fuzzer: two
// names differing only in a control character between spaces became one name on the way back).
TEST(TshFile, NamesAreReadAsTheyAreKept) {
    const auto log = import_tsh("Anna \x07 de\tVries 1500 2; 400\nBert 1400 1; 380\n", "X",
                                swiss(1), 5, "tsh import");
    ASSERT_TRUE(log) << log.error().message;
    const auto t = replay(*log);
    ASSERT_TRUE(t);
    EXPECT_EQ(t->players[0].name, "Anna de Vries");
    const auto twice = import_tsh("Anna \x04 Smit 1500 2; 400\nAnna Smit 1400 1; 380\n", "X",
                                  swiss(1), 5, "tsh import");
    ASSERT_FALSE(twice);
    EXPECT_NE(twice.error().message.find("already a player called \"Anna Smit\""),
              std::string::npos)
        << twice.error().message;
}

TEST(TshFile, ImportedRatingsSeedRoundOneOfASwiss) {
    const std::string file =
        "Laag, Lotte 1200;\n"
        "Hoog, Henk 2000;\n"
        "Midden, Mia 1600;\n"
        "# a comment\n"
        "\n"
        "Onbekend, Otto 0;\n";
    const auto log = import_tsh(file, "Nieuw", swiss(3), 5, "tsh import");
    ASSERT_TRUE(log) << log.error().message;
    Tournament t = *replay(*log);
    EXPECT_EQ(t.players[1].rating, 2000);
    EXPECT_FALSE(t.players[3].rating.has_value());  // 0: unrated
    ASSERT_TRUE(pair_next_round(t));
    // Seeded by rating: Henk (2000), Mia (1600), Lotte (1200), then the unrated Otto.
    EXPECT_EQ(t.seeding, (std::vector<PlayerId>{2, 3, 1, 4}));
}

TEST(TshFile, AFileThatDoesNotAgreeWithItselfIsRefusedWithItsLine) {
    const auto refused = [](const std::string& file) {
        auto r = import_tsh(file, "X", swiss(3), 5, "tsh import");
        EXPECT_FALSE(r);
        return r ? std::string() : r.error().message;
    };
    EXPECT_EQ(refused("Anna 1500 2; 400\nBert 1400 3; 380\nCarla 1300 0; 50\n").rfind("line 1:", 0),
              0u);
    EXPECT_NE(refused("Anna 1500 2; 400\nBert 1400 1;\n").find("a score for one player"),
              std::string::npos);
    EXPECT_NE(refused("Anna 1500 2 0; 400\nBert 1400 1; 380\n").find("where the file has 2"),
              std::string::npos);
    // An opponent further down with fewer rounds (found by the fuzzer: read past its end).
    EXPECT_EQ(refused("Anna 1500 0 2; 0 400\nBert 1400 1; 380\n")
                  .rfind("line 2: 1 rounds where the file has 2", 0),
              0u);
    EXPECT_NE(refused("Anna 1500 7; 400\nBert 1400 1; 380\n").find("no player 7"),
              std::string::npos);
    EXPECT_NE(refused("1500 2; 400\nBert 1400 1; 380\n").find("line 1: no name"),
              std::string::npos);
    EXPECT_NE(refused("Anna 1500 2; 400 x\nBert 1400 1; 380\n").find("\"x\""), std::string::npos);
    EXPECT_NE(refused("Anna\nBert 1400\n").find("no rating"), std::string::npos);
}

}  // namespace
}  // namespace letterzak::tournament
