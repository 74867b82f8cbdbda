// Standings against tables worked out by hand, one per ranking rule of SPEC §6: wins then spread
// (with draws), Swiss wins then weerstandspunten then spread (with byes, and each variant),
// puntenscrabble totals (with the bye's points), and jury corrections, time losses, forfeits.

#include "tournament/standings.hpp"

#include <gtest/gtest.h>

#include "tournament/fixtures.hpp"

namespace letterzak::tournament {
namespace {

using testing::add_round;
using testing::bye;
using testing::game;
using testing::make_test_tournament;

constexpr PlayerId A = 1, B = 2, C = 3, D = 4, E = 5;

std::vector<PlayerId> order(const Standings& s) {
    std::vector<PlayerId> out;
    for (const StandingRow& r : s.rows) out.push_back(r.player);
    return out;
}

const StandingRow& row(const Standings& s, PlayerId p) {
    for (const StandingRow& r : s.rows)
        if (r.player == p) return r;
    throw std::logic_error("no such row");
}

TEST(RankingKeys, FollowTheFormatAndSystem) {
    Settings s;
    s.system = PairingSystem::kRoundRobin;
    EXPECT_EQ(ranking_keys(s), (std::vector<RankKey>{RankKey::kWins, RankKey::kSpread}));
    s.system = PairingSystem::kSwiss;
    EXPECT_EQ(ranking_keys(s),
              (std::vector<RankKey>{RankKey::kWins, RankKey::kResistance, RankKey::kSpread}));
    s.resistance.opponent_spread = true;
    EXPECT_EQ(ranking_keys(s), (std::vector<RankKey>{RankKey::kWins, RankKey::kResistance,
                                                     RankKey::kOpponentSpread, RankKey::kSpread}));
    s.format = Format::kPunten;
    EXPECT_EQ(ranking_keys(s),
              (std::vector<RankKey>{RankKey::kPoints, RankKey::kWins, RankKey::kSpread}));
    s.system = PairingSystem::kKnockOut;
    EXPECT_EQ(ranking_keys(s).front(), RankKey::kKnockOut);
}

// Four players, a round robin with two draws.
//   R1: A 400–350 B, C 380–380 D   R2: A 300–420 C, B 410–390 D   R3: A 390–390 D, B 350–400 C
//   A: W L D = 1½, −70   B: L W L = 1, −80   C: D W W = 2½, +170   D: D L D = 1, −20
TEST(Standings, WedstrijdRanksByWinsThenSpreadWithDrawsAsHalf) {
    Settings s;
    s.system = PairingSystem::kRoundRobin;
    Tournament t = make_test_tournament(s, 4);
    add_round(t, {game(A, B, 400, 350), game(C, D, 380, 380)});
    add_round(t, {game(A, C, 300, 420), game(B, D, 410, 390)});
    add_round(t, {game(A, D, 390, 390), game(B, C, 350, 400)});
    const Standings st = compute_standings(t);
    EXPECT_EQ(order(st), (std::vector<PlayerId>{C, A, D, B}));
    EXPECT_EQ(row(st, A).wins, 3);
    EXPECT_EQ(row(st, A).spread, -70);
    EXPECT_EQ(row(st, B).wins, 2);
    EXPECT_EQ(row(st, B).spread, -80);
    EXPECT_EQ(row(st, C).wins, 5);
    EXPECT_EQ(row(st, C).spread, 170);
    EXPECT_EQ(row(st, D).wins, 2);
    EXPECT_EQ(row(st, D).spread, -20);
    EXPECT_EQ(row(st, C).won, 2);
    EXPECT_EQ(row(st, C).drawn, 1);
    EXPECT_EQ(row(st, A).points, 1090);
    EXPECT_EQ(row(st, D).rank, 3);
    EXPECT_EQ(format_halves(row(st, A).wins), "1\u00bd");
    EXPECT_EQ(format_halves(1), "\u00bd");
    EXPECT_EQ(format_halves_decimal(5), "2.5");
}

// Five players, Swiss, two rounds, a bye each round (worth a win and +50).
//   R1: A 400–300 B, C 350–360 D, E bye      R2: A 380–370 D, B 420–400 E, C bye
//   wins: A 2, B 1, C 1 (bye), D 1, E 1 (bye)
//   spread: A +110, B −80, C +40 (−10 + 50), D 0, E +30 (+50 − 20)
//   weerstandspunten, opponents' wins with byes left out (A 2, B 1, C 0, D 1, E 0):
//   A: B + D = 2   B: A + E = 2   C: D = 1 (the bye is no opponent)   D: C + A = 2   E: B = 1
//   → A; then B and D on 1 win and 2 WP, D ahead on spread; then C and E on 1 WP, C on spread.
Tournament five_player_swiss(Settings s = {}) {
    s.system = PairingSystem::kSwiss;
    s.rounds = 2;
    Tournament t = make_test_tournament(s, 5);
    add_round(t, {game(A, B, 400, 300), game(C, D, 350, 360), bye(E)});
    add_round(t, {game(A, D, 380, 370), game(B, E, 420, 400), bye(C)});
    return t;
}

TEST(Standings, SwissRanksByWinsThenWeerstandspuntenThenSpread) {
    const Standings st = compute_standings(five_player_swiss());
    EXPECT_EQ(order(st), (std::vector<PlayerId>{A, D, B, C, E}));
    EXPECT_EQ(row(st, A).resistance, 4);
    EXPECT_EQ(row(st, B).resistance, 4);
    EXPECT_EQ(row(st, C).resistance, 2);
    EXPECT_EQ(row(st, D).resistance, 4);
    EXPECT_EQ(row(st, E).resistance, 2);
    EXPECT_EQ(row(st, C).wins, 2);
    EXPECT_EQ(row(st, C).byes, 1);
    EXPECT_EQ(row(st, C).games, 1);
    EXPECT_EQ(row(st, C).spread, 40);
    EXPECT_EQ(row(st, E).spread, 30);
    int spread_sum = 0;
    for (const StandingRow& r : st.rows) spread_sum += r.spread;
    EXPECT_EQ(spread_sum, 2 * 50);  // two byes; every game's spreads cancel
}

TEST(Standings, WeerstandspuntenCanCountTheOpponentsByes) {
    Settings s;
    s.resistance.count_opponent_byes = true;
    // Opponents' wins now A 2, B 1, C 1, D 1, E 1: A: 2, B: 3, C: 1, D: 3, E: 1.
    const Standings st = compute_standings(five_player_swiss(s));
    EXPECT_EQ(row(st, A).resistance, 4);
    EXPECT_EQ(row(st, B).resistance, 6);
    EXPECT_EQ(row(st, C).resistance, 2);
    EXPECT_EQ(row(st, D).resistance, 6);
    EXPECT_EQ(row(st, E).resistance, 2);
    EXPECT_EQ(order(st), (std::vector<PlayerId>{A, D, B, C, E}));
}

TEST(Standings, WeerstandspuntenCutDropsTheWeakestOpponent) {
    Settings s;
    s.resistance.cut_lowest = 1;
    // A: {1, 1} → 1   B: {0, 2} → 2   C: {1} → 0   D: {0, 2} → 2   E: {1} → 0
    const Standings st = compute_standings(five_player_swiss(s));
    EXPECT_EQ(row(st, A).resistance, 2);
    EXPECT_EQ(row(st, B).resistance, 4);
    EXPECT_EQ(row(st, C).resistance, 0);
    EXPECT_EQ(row(st, D).resistance, 4);
    EXPECT_EQ(row(st, E).resistance, 0);
}

TEST(Standings, OpponentsSpreadIsAFurtherTiebreakWhenAsked) {
    Settings s;
    s.resistance.opponent_spread = true;
    // Spreads without byes: A +110, B −80, C −10, D 0, E −20.
    // B: A + E = +90, D: C + A = +100 → D before B on it, before spread is looked at.
    const Standings st = compute_standings(five_player_swiss(s));
    EXPECT_EQ(row(st, B).opponent_spread, 90);
    EXPECT_EQ(row(st, D).opponent_spread, 100);
    EXPECT_EQ(row(st, A).opponent_spread, -80);
    EXPECT_EQ(order(st), (std::vector<PlayerId>{A, D, B, C, E}));
}

TEST(Standings, AfterAnEarlierRound) {
    // After round 1: A, D on a win (A +100, D +10), E on a bye (+50); B, C lost.
    const Standings st = compute_standings(five_player_swiss(), 1);
    EXPECT_EQ(st.after_round, 1);
    EXPECT_EQ(order(st), (std::vector<PlayerId>{A, E, D, C, B}));
    EXPECT_EQ(row(st, E).resistance, 0);
}

// Puntenscrabble: the total of points. Three players, a bye each round.
//   R1: A 400–300 B, C bye     R2: B 350–450 C, A bye
//   bye = own average: A 400 + 400 = 800, B 300 + 350 = 650, C 450 + 450 = 900
TEST(Standings, PuntenRanksByTotalPointsWithTheByeAtTheOwnAverage) {
    Settings s;
    s.format = Format::kPunten;
    s.rounds = 2;
    Tournament t = make_test_tournament(s, 3);
    add_round(t, {game(A, B, 400, 300), bye(C)});
    add_round(t, {game(B, C, 350, 450), bye(A)});
    Standings st = compute_standings(t);
    EXPECT_EQ(order(st), (std::vector<PlayerId>{C, A, B}));
    EXPECT_EQ(row(st, A).points, 800);
    EXPECT_EQ(row(st, B).points, 650);
    EXPECT_EQ(row(st, C).points, 900);

    t.settings.bye.points = 0;  // a bye worth nothing: A 400, B 650, C 450
    st = compute_standings(t);
    EXPECT_EQ(order(st), (std::vector<PlayerId>{B, C, A}));
    EXPECT_EQ(row(st, A).points, 400);
}

// The jury's scores count; a loss on time is a loss whatever the score; a forfeit is a win by
// the forfeit spread for the one who came.
//   R1: A 420–400 B, jury takes A to 390: B wins by 10.  C 450–380 D but C lost on time: D wins,
//       spread still C +70, D −70.
//   R2: A – C, C forfeits: A +50, C −50.  B 400–400 D: a draw.
//   wins: A 1, B 1½, C 0, D 1½; spread: A +40, B +10, C +20, D −70
//   WP: A: B + C = 1½, B: A + D = 2½, C: D + A = 2½, D: C + B = 1½
TEST(Standings, JuryScoresTimeLossesAndForfeits) {
    Settings s;
    s.rounds = 2;
    Tournament t = make_test_tournament(s, 4);
    Pairing jury = game(A, B, 420, 400);
    jury.result->jury_scores = std::array<int, 2>{390, 400};
    Pairing time = game(C, D, 450, 380);
    time.result->lost_on_time = kFirstSeat;
    add_round(t, {jury, time});
    Pairing forfeit = game(A, C, 0, 0);
    forfeit.result->forfeit = Forfeit::kSecond;
    add_round(t, {forfeit, game(B, D, 400, 400)});
    const Standings st = compute_standings(t);
    EXPECT_EQ(order(st), (std::vector<PlayerId>{B, D, A, C}));
    EXPECT_EQ(row(st, A).wins, 2);
    EXPECT_EQ(row(st, A).spread, 40);
    EXPECT_EQ(row(st, A).points, 390 + 390);  // the forfeit win scores the own average
    EXPECT_EQ(row(st, B).wins, 3);
    EXPECT_EQ(row(st, B).spread, 10);
    EXPECT_EQ(row(st, C).wins, 0);
    EXPECT_EQ(row(st, C).spread, 20);
    EXPECT_EQ(row(st, C).points, 450);
    EXPECT_EQ(row(st, D).wins, 3);
    EXPECT_EQ(row(st, D).spread, -70);
    EXPECT_EQ(row(st, A).resistance, 3);
    EXPECT_EQ(row(st, B).resistance, 5);
    EXPECT_EQ(row(st, C).resistance, 5);
    EXPECT_EQ(row(st, D).resistance, 3);
    EXPECT_EQ(row(st, C).lost, 2);
}

TEST(Standings, PlayersEqualOnEveryKeyShareTheRank) {
    Settings s;
    s.system = PairingSystem::kRoundRobin;
    Tournament t = make_test_tournament(s, 3);
    add_round(t, {game(A, B, 400, 400), bye(C)});
    const Standings st = compute_standings(t);
    EXPECT_EQ(row(st, C).rank, 1);  // the bye: a win and +50
    EXPECT_EQ(row(st, A).rank, 2);
    EXPECT_EQ(row(st, B).rank, 2);
    EXPECT_EQ(order(st), (std::vector<PlayerId>{C, A, B}));  // seeding orders the tie
}

// Issue 17 (defect 6): a bye counted as a win before its round was played, and in
// puntenscrabble one bye was worth 380 (the own average) and another 0 (no game played yet).
TEST(Standings, AByeCountsOnceItsRoundIsCompleteAndIsNeverWorthNothing) {
    Settings s;
    s.format = Format::kPunten;
    s.rounds = 2;
    Tournament t = make_test_tournament(s, 5);
    add_round(t, {Pairing{A, B, std::nullopt}, game(C, D, 380, 300), bye(E)});
    Standings st = compute_standings(t);
    EXPECT_EQ(row(st, E).wins, 0) << "round 1 is still being played";
    EXPECT_EQ(row(st, E).points, 0);
    EXPECT_EQ(row(st, E).byes, 0);
    // The round completes: E has played no game, so the bye is worth the field's average,
    // (400 + 360 + 380 + 300) / 4 = 360, a win and +50.
    t.rounds[0].pairings[0] = game(A, B, 400, 360);
    st = compute_standings(t);
    EXPECT_EQ(row(st, E).byes, 1);
    EXPECT_EQ(row(st, E).wins, kWinHalves);
    EXPECT_EQ(row(st, E).spread, 50);
    EXPECT_EQ(row(st, E).points, 360);
    // Once E has played, the bye is worth E's own average.
    add_round(t, {game(E, A, 420, 300), game(B, C, 300, 300), bye(D)});
    st = compute_standings(t);
    EXPECT_EQ(row(st, E).points, 420 + 420);
    EXPECT_EQ(row(st, D).points, 300 + 300);
}

TEST(Standings, ResultsNotYetInCountForNothing) {
    Settings s;
    s.rounds = 1;
    Tournament t = make_test_tournament(s, 2);
    add_round(t, {Pairing{A, B, std::nullopt}});
    const Standings st = compute_standings(t);
    EXPECT_EQ(row(st, A).games, 0);
    EXPECT_EQ(row(st, B).resistance, 0);
}

}  // namespace
}  // namespace letterzak::tournament
