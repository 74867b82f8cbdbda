// Every kind of result (issue 21, item 1): entered as a director would, worth what the rules say
// in the standings, and named as such in the standings, the CSV files, the printable page and the
// stored JSON.

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "tournament/csv_export.hpp"
#include "tournament/fixtures.hpp"
#include "tournament/html_export.hpp"
#include "tournament/pairing.hpp"
#include "tournament/standings.hpp"
#include "tournament/text_report.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::tournament {
namespace {

using testing::add_round;
using testing::make_test_tournament;
using testing::report;
using testing::row_of;

Settings settings_of(PairingSystem system, int rounds) {
    Settings s;
    s.system = system;
    s.rounds = rounds;
    return s;
}

// Four players, round 1 paired A–B and C–D by hand (no result yet).
Tournament four_players() {
    Tournament t = make_test_tournament(settings_of(PairingSystem::kSwiss, 3), 4);
    add_round(t, {Pairing{1, 2, std::nullopt}, Pairing{3, 4, std::nullopt}});
    return t;
}

const GameResult& result_of(const Tournament& t, int board) {
    return *t.rounds[0].pairings[static_cast<std::size_t>(board)].result;
}

TEST(ResultKind, AResignationLosesWhateverTheScore) {
    Tournament t = four_players();
    GameReport g = report(1, 400, 2, 300);
    g.players[0].resigned = true;
    ASSERT_TRUE(enter_result(t, 1, g));
    EXPECT_EQ(result_kind(result_of(t, 0)), ResultKind::kResigned);
    const Standings s = compute_standings(t);
    EXPECT_EQ(row_of(s, 2).wins, kWinHalves);
    EXPECT_EQ(row_of(s, 1).wins, 0);
    EXPECT_EQ(row_of(s, 1).spread, 100);  // the score sheet's scores stand
    EXPECT_EQ(row_of(s, 1).by_kind[static_cast<std::size_t>(ResultKind::kResigned)], 1);
    EXPECT_EQ(describe_result(t, t.rounds[0].pairings[0]), "400-300, A resigned");
    EXPECT_EQ(standing_note(row_of(s, 1)), "1 resigned");
}

TEST(ResultKind, ANoShowIsAForfeitNamedAsSuch) {
    Tournament t = four_players();
    GameReport g = report(3, 0, 4, 0);
    g.players[1].forfeited = true;
    g.players[1].no_show = true;
    ASSERT_TRUE(enter_result(t, 1, g));
    GameReport f = report(1, 0, 2, 0);
    f.players[0].forfeited = true;
    ASSERT_TRUE(enter_result(t, 1, f));
    EXPECT_EQ(result_kind(result_of(t, 1)), ResultKind::kNoShow);
    EXPECT_EQ(result_kind(result_of(t, 0)), ResultKind::kForfeit);
    const Standings s = compute_standings(t);
    EXPECT_EQ(row_of(s, 3).wins, kWinHalves);
    EXPECT_EQ(row_of(s, 3).spread, t.settings.forfeit_spread);
    EXPECT_EQ(row_of(s, 4).spread, -t.settings.forfeit_spread);
    EXPECT_EQ(describe_result(t, t.rounds[0].pairings[1]), "D did not show");
    EXPECT_EQ(describe_result(t, t.rounds[0].pairings[0]), "A forfeited");
    EXPECT_EQ(describe_result(t, t.rounds[0].pairings[1], ReportLanguage::kDutch),
              "D niet opgekomen");
    EXPECT_EQ(standing_note(row_of(s, 4), true), "1 niet opgekomen");
}

TEST(ResultKind, ADoubleForfeitWinsNobodyAnything) {
    Tournament t = four_players();
    GameReport g = report(1, 0, 2, 0);
    g.players[0].forfeited = g.players[1].forfeited = true;
    ASSERT_TRUE(enter_result(t, 1, g));
    EXPECT_EQ(result_kind(result_of(t, 0)), ResultKind::kDoubleForfeit);
    const Standings s = compute_standings(t);
    for (PlayerId p : {1, 2}) {
        EXPECT_EQ(row_of(s, p).wins, 0);
        EXPECT_EQ(row_of(s, p).lost, 1);
    }
}

TEST(ResultKind, AnAdjournedGameCountsForNothingButDoesNotHoldUpASwiss) {
    Tournament t = four_players();
    GameReport g = report(1, 210, 2, 180);
    g.adjourned = true;
    ASSERT_TRUE(enter_result(t, 1, g));
    ASSERT_TRUE(enter_result(t, 1, report(3, 400, 4, 350)));
    EXPECT_EQ(result_kind(result_of(t, 0)), ResultKind::kAdjourned);
    Standings s = compute_standings(t);
    EXPECT_FALSE(s.complete);
    EXPECT_EQ(row_of(s, 1).games, 0);
    EXPECT_EQ(row_of(s, 1).wins, 0);
    EXPECT_EQ(row_of(s, 1).lost, 0);
    EXPECT_EQ(standing_note(row_of(s, 1)), "1 adjourned");
    EXPECT_EQ(describe_result(t, t.rounds[0].pairings[0]), "210-180, adjourned (to be finished)");
    EXPECT_TRUE(pair_next_round(t));  // the adjourned game is finished later
    // Finished: the final result replaces it.
    ASSERT_TRUE(enter_result(t, 1, report(1, 420, 2, 380)));
    s = compute_standings(t, 1);
    EXPECT_TRUE(s.complete);
    EXPECT_EQ(row_of(s, 1).wins, kWinHalves);
}

TEST(ResultKind, AnAdjournedKnockOutGameHoldsUpTheNextRound) {
    Tournament t = make_test_tournament(settings_of(PairingSystem::kKnockOut, 0), 4);
    ASSERT_TRUE(pair_next_round(t));
    const Pairing& p = t.rounds[0].pairings[0];
    GameReport g = report(p.first, 200, p.second, 100);
    g.adjourned = true;
    ASSERT_TRUE(enter_result(t, 1, g));
    const Pairing& q = t.rounds[0].pairings[1];
    ASSERT_TRUE(enter_result(t, 1, report(q.first, 300, q.second, 200)));
    const auto next = pair_next_round(t);
    ASSERT_FALSE(next);
    EXPECT_EQ(next.error().code, "results_missing");
}

TEST(ResultKind, ContradictoryResultsAreRefused) {
    Tournament t = four_players();
    GameReport both = report(1, 300, 2, 400);
    both.players[0].resigned = true;
    both.players[1].lost_on_time = true;
    EXPECT_EQ(enter_result(t, 1, both).error().code, "invalid_result");
    GameReport resigned_forfeit = report(1, 0, 2, 0);
    resigned_forfeit.players[0].forfeited = true;
    resigned_forfeit.players[1].resigned = true;
    EXPECT_EQ(enter_result(t, 1, resigned_forfeit).error().code, "invalid_result");
    GameReport decided_adjourned = report(1, 300, 2, 400);
    decided_adjourned.adjourned = true;
    decided_adjourned.players[0].lost_on_time = true;
    EXPECT_EQ(enter_result(t, 1, decided_adjourned).error().code, "invalid_result");
    GameReport no_show_playing = report(1, 300, 2, 400);
    no_show_playing.players[0].no_show = true;
    EXPECT_EQ(enter_result(t, 1, no_show_playing).error().code, "invalid_result");
    EXPECT_FALSE(t.rounds[0].pairings[0].result.has_value());  // nothing was entered
}

TEST(ResultKind, EveryKindIsNamedInTheExportsAndSurvivesTheStoredForm) {
    Tournament t = make_test_tournament(settings_of(PairingSystem::kSwiss, 3), 8);
    add_round(t, {Pairing{1, 2, std::nullopt}, Pairing{3, 4, std::nullopt},
                  Pairing{5, 6, std::nullopt}, Pairing{7, 8, std::nullopt}});
    GameReport resign = report(1, 300, 2, 200);
    resign.players[0].resigned = true;
    GameReport no_show = report(3, 0, 4, 0);
    no_show.players[0].forfeited = no_show.players[0].no_show = true;
    GameReport time = report(5, 400, 6, 300);
    time.players[0].lost_on_time = true;
    GameReport adjourned = report(7, 100, 8, 90);
    adjourned.adjourned = true;
    for (const GameReport& g : {resign, no_show, time, adjourned})
        ASSERT_TRUE(enter_result(t, 1, g));

    const std::string pairings = pairings_csv(t);
    EXPECT_NE(pairings.find(",resigned,result\n"), std::string::npos) << pairings;
    EXPECT_NE(pairings.find(",,,first,resigned\n"), std::string::npos) << pairings;
    EXPECT_NE(pairings.find(",first,,,no_show\n"), std::string::npos) << pairings;
    EXPECT_NE(pairings.find(",,first,,lost_on_time\n"), std::string::npos) << pairings;
    EXPECT_NE(pairings.find(",,,,adjourned\n"), std::string::npos) << pairings;

    const Standings s = compute_standings(t);
    const std::string standings = standings_csv(s);
    EXPECT_NE(standings.find(",1 no-show\n"), std::string::npos) << standings;
    EXPECT_NE(standings.find(",1 adjourned\n"), std::string::npos) << standings;

    const std::string html = html_report(t, s);
    for (const char* shown : {"A gaf op", "C niet opgekomen", "E verliest op tijd",
                              "afgebroken (wordt uitgespeeld)", "1 opgegeven"})
        EXPECT_NE(html.find(shown), std::string::npos) << shown;

    const auto back = parse_tournament(serialize_tournament(t));
    ASSERT_TRUE(back) << back.error().message;
    for (std::size_t b = 0; b < 4; ++b)
        EXPECT_EQ(result_kind(*back->rounds[0].pairings[b].result),
                  result_kind(*t.rounds[0].pairings[b].result));
    EXPECT_EQ(back->rounds[0].pairings[0].result->resigned, std::optional<std::size_t>{0});
}

}  // namespace
}  // namespace letterzak::tournament
