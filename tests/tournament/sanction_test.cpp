// The director's sanctions (001 V-1, III-10; issue 19 item 4): a warning and a penalty show on
// the standings, a penalty comes off points and spread, a disqualification turns the player's
// games still to play into forfeits and leaves the player out of later rounds; each is an action
// of the log and can be undone.

#include <gtest/gtest.h>

#include <stdexcept>

#include "tournament/action_log.hpp"
#include "tournament/fixtures.hpp"
#include "tournament/pairing.hpp"
#include "tournament/standings.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::tournament {
namespace {

using testing::add_round;
using testing::make_test_tournament;
using testing::report;
using testing::row_of;

Tournament four_players() {
    Settings s;
    s.rounds = 3;
    Tournament t = make_test_tournament(s, 4);
    add_round(t, {Pairing{1, 2, std::nullopt}, Pairing{3, 4, std::nullopt}});
    return t;
}

Sanction sanction(PlayerId p, SanctionKind k, int points = 0, std::string note = {}) {
    Sanction s;
    s.player = p;
    s.kind = k;
    s.points = points;
    s.note = std::move(note);
    return s;
}

TEST(Sanction, AWarningAndAPenaltyShowOnTheStandings) {
    Tournament t = four_players();
    ASSERT_TRUE(enter_result(t, 1, report(1, 400, 2, 350)));
    ASSERT_TRUE(impose_sanction(t, sanction(1, SanctionKind::kWarning, 0, "telefoon")));
    ASSERT_TRUE(impose_sanction(t, sanction(1, SanctionKind::kPenalty, 20, "protest III-10")));
    const Standings s = compute_standings(t);
    EXPECT_EQ(row_of(s, 1).warnings, 1);
    EXPECT_EQ(row_of(s, 1).penalty, 20);
    EXPECT_EQ(row_of(s, 1).points, 380);
    EXPECT_EQ(row_of(s, 1).spread, 30);
    EXPECT_EQ(row_of(s, 2).spread, -50);  // the opponent's game is untouched
    EXPECT_EQ(standing_note(row_of(s, 1)), "1 warning, penalty 20");
    EXPECT_EQ(standing_note(row_of(s, 1), true), "1 waarschuwing, strafpunten 20");
    // The stored form keeps them, notes included.
    const auto back = parse_tournament(serialize_tournament(t));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->sanctions, t.sanctions);
    EXPECT_EQ(back->sanctions[1].note, "protest III-10");
}

TEST(Sanction, ADisqualifiedPlayersGamesStillToPlayBecomeForfeits) {
    Tournament t = four_players();
    ASSERT_TRUE(enter_result(t, 1, report(1, 400, 2, 350)));  // played: stands
    ASSERT_TRUE(impose_sanction(t, sanction(3, SanctionKind::kDisqualification, 0, "V-1")));
    const Pairing& p = t.rounds[0].pairings[1];
    ASSERT_TRUE(p.result.has_value());
    EXPECT_EQ(result_kind(*p.result), ResultKind::kForfeit);
    EXPECT_EQ(p.result->forfeit, Forfeit::kFirst);  // #3 is the first of that pairing
    EXPECT_TRUE(find_player(t, 3)->withdrawn);
    const Standings s = compute_standings(t);
    EXPECT_TRUE(row_of(s, 3).disqualified);
    EXPECT_EQ(row_of(s, 4).wins, kWinHalves);
    EXPECT_EQ(standing_note(row_of(s, 3)), "1 forfeit, disqualified");
    // Not reinstated, not disqualified twice, not paired again.
    EXPECT_EQ(set_withdrawn(t, 3, false).error().code, "disqualified");
    EXPECT_EQ(impose_sanction(t, sanction(3, SanctionKind::kDisqualification)).error().code,
              "invalid_sanction");
    ASSERT_TRUE(pair_next_round(t));
    for (const Pairing& q : t.rounds[1].pairings) EXPECT_FALSE(q.has(3));
}

TEST(Sanction, BadSanctionsAreRefused) {
    Tournament t = four_players();
    EXPECT_EQ(impose_sanction(t, sanction(9, SanctionKind::kWarning)).error().code,
              "unknown_player");
    EXPECT_EQ(impose_sanction(t, sanction(1, SanctionKind::kPenalty, 0)).error().code,
              "invalid_sanction");
    EXPECT_EQ(impose_sanction(t, sanction(1, SanctionKind::kWarning, 5)).error().code,
              "invalid_sanction");
    EXPECT_TRUE(t.sanctions.empty());
}

TEST(Sanction, ASanctionIsAnActionOfTheLogAndCanBeUndone) {
    Tournament t;
    t.name = "Club";
    t.settings.rounds = 3;
    ActionLog log;
    for (const char* n : {"Anna", "Bert", "Carla", "Dirk"})
        ASSERT_TRUE(record_action(t, log, AddPlayer{n, std::nullopt}, 1, "director"));
    auto paired = pair_action(t);
    ASSERT_TRUE(paired);
    ASSERT_TRUE(record_action(t, log, *paired, 2, "director"));
    const std::string before = serialize_tournament(t);
    ASSERT_TRUE(record_action(t, log, ImposeSanction{sanction(2, SanctionKind::kDisqualification)},
                              3, "director"));
    EXPECT_NE(serialize_tournament(t), before);
    const auto imported = import_log(export_log(log));
    ASSERT_TRUE(imported) << imported.error().message;
    EXPECT_EQ(serialize_tournament(*replay(*imported)), serialize_tournament(t));
    ASSERT_TRUE(undo_last(t, log, 4, "director"));
    EXPECT_EQ(serialize_tournament(t), before);
}

}  // namespace
}  // namespace letterzak::tournament
