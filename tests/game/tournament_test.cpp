// Scripted games under the tournament rules (seed 001, SPEC §4 "tournament"): turns, the pass
// run, exchanges, going out, the jury, the protest of III-10, the chess clock and the knock-out
// rule. Tiles are declared by the test (a game as it is played over the board), often from a
// small tile set so that the bag runs empty within a few turns.

#include <gtest/gtest.h>

#include "game/game.hpp"
#include "game/jury.hpp"
#include "game/refusal.hpp"
#include "game/word_judge.hpp"
#include "game_support.hpp"

namespace letterzak::game {
namespace {

using testing::declared_game;
using testing::expect_replays;
using testing::move;
using testing::rack;
using testing::rules_named;

const core::RuleSet& tournament() {
    return rules_named("tournament");
}

core::RuleSet with_tiles(const core::RuleSet& base, const core::TileSet* tiles) {
    core::RuleSet r = base;
    r.tiles = tiles;
    return r;
}

// 16 tiles: two racks and two in the bag.
const core::TileSet& aent16() {
    static const core::TileSet t =
        testing::counted_set(*tournament().tiles, {{'A', 4}, {'E', 4}, {'N', 4}, {'T', 4}});
    return t;
}

TEST(TournamentGame, ThreePassesInTotalEndTheGame_III3) {
    Game g = declared_game(tournament(), {"Anna", "Bert"});
    EXPECT_OK(g.set_rack(0, rack("AEINRST")));
    EXPECT_OK(g.set_rack(1, rack("EEEEEEE")));
    EXPECT_REFUSED(g.pass(1), refusal::kNotYourTurn);
    EXPECT_OK(g.pass(0));
    EXPECT_OK(g.pass(1));
    EXPECT_FALSE(g.over());
    EXPECT_OK(g.pass(0));
    ASSERT_TRUE(g.over());
    EXPECT_EQ(g.end_reason(), EndReason::kPassRun);
    EXPECT_EQ(g.status(),
              GameStatus::kAwaitingJury);  // IV-2: the jury checks before the result is final
    EXPECT_REFUSED(g.pass(1), refusal::kGameOver);
    EXPECT_OK(g.jury_ruling({}));
    EXPECT_EQ(g.status(), GameStatus::kFinished);
    const GameResult r = g.result();
    EXPECT_EQ(r.seats[0].final_score, -10);  // IV-1a: each loses their own rack
    EXPECT_EQ(r.seats[1].final_score, -7);
    EXPECT_EQ(r.winner, 1);
    expect_replays(g);
}

TEST(TournamentGame, AnExchangeBreaksThePassRun) {
    Game g = declared_game(tournament(), {"Anna", "Bert"});
    EXPECT_OK(g.set_rack(1, rack("EEEEEEE")));
    EXPECT_OK(g.pass(0));
    const std::vector<core::Letter> e{5};
    EXPECT_OK(g.exchange(1, e));
    EXPECT_EQ(g.scoreless_run(), 0);
    EXPECT_OK(g.pass(0));
    EXPECT_OK(g.pass(1));
    EXPECT_FALSE(g.over());
    EXPECT_OK(g.pass(0));
    EXPECT_TRUE(g.over());
    expect_replays(g);
}

TEST(TournamentGame, ExchangeNeedsSevenTilesInTheBag_III1) {
    static const core::TileSet twenty =
        testing::counted_set(*tournament().tiles, {{'A', 5}, {'E', 5}, {'N', 5}, {'T', 5}});
    static const core::TileSet twenty_one =
        testing::counted_set(*tournament().tiles, {{'A', 5}, {'E', 6}, {'N', 5}, {'T', 5}});
    const core::RuleSet six_left = with_tiles(tournament(), &twenty);
    Game g = declared_game(six_left, {"Anna", "Bert"});
    EXPECT_EQ(g.bag_size(), 6);
    EXPECT_OK(g.set_rack(0, rack("AAAAAEE")));
    const std::vector<core::Letter> a{1};
    const std::size_t events = g.events().size();
    EXPECT_REFUSED(g.exchange(0, a), refusal::kExchangeBagTooSmall);
    EXPECT_EQ(g.events().size(), events);  // a refusal changes nothing
    EXPECT_TRUE(g.rack(0) == rack("AAAAAEE"));

    const core::RuleSet seven_left = with_tiles(tournament(), &twenty_one);
    Game h = declared_game(seven_left, {"Anna", "Bert"});
    EXPECT_EQ(h.bag_size(), 7);
    EXPECT_OK(h.set_rack(0, rack("AAAAAEE")));
    EXPECT_OK(h.exchange(0, a));
    EXPECT_EQ(h.bag_size(), 7);
    EXPECT_EQ(h.rack_count(0), 7);
    const std::vector<core::Letter> q{17};
    EXPECT_REFUSED(h.exchange(1, q), core::refusal::kNotOnRack);
}

TEST(TournamentGame, GoingOutEndsTheGameAtOnceAndMovesTheRack_IV1b) {
    const core::RuleSet rules = with_tiles(tournament(), &aent16());
    Game g = declared_game(rules, {"Anna", "Bert"});
    EXPECT_OK(g.set_rack(0, rack("AAEENNT")));
    EXPECT_OK(g.place(0, move(g, "8H AAEENNT")));
    EXPECT_EQ(g.turns().back().score, 68);  // (1+1+1+1+1·2+1+2) × 2 + 50
    EXPECT_EQ(g.bag_size(), 0);
    EXPECT_EQ(g.rack_count(0), 2);
    EXPECT_OK(g.set_rack(1, rack("EENNTTT")));
    EXPECT_OK(g.place(1, move(g, "H1 EENNTTT(A)")));
    EXPECT_EQ(g.turns().back().score, 86);  // (1+1+1+1·2+2+2+2+1) × 3 + 50
    ASSERT_TRUE(g.over());
    EXPECT_EQ(g.end_reason(), EndReason::kWentOut);
    EXPECT_REFUSED(g.pass(0), refusal::kGameOver);  // no further turn
    // Anna's last two tiles are what is left: A and A.
    EXPECT_TRUE(g.racks_determined());
    EXPECT_TRUE(g.final_racks()[0] == rack("AA"));
    EXPECT_OK(g.jury_ruling({}));
    const GameResult r = g.result();
    EXPECT_EQ(r.seats[0].final_score, 66);
    EXPECT_EQ(r.seats[1].final_score, 88);
    EXPECT_EQ(r.seats[1].end_racks, 2);
    EXPECT_EQ(r.winner, 1);
    expect_replays(g);
}

TEST(TournamentGame, TheJuryTakesTheTurnsScorePlusTwenty_III10) {
    // The rule book's example: a wrong word worth 30 and its extension worth 15 cost 65.
    Turn t;
    t.kind = TurnKind::kPlace;
    t.score = 30 + 15;
    EXPECT_EQ(jury_correction(tournament(), t), -65);

    const WordListJudge judge({"TREIN", "ZE", "ZIE", "IN"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    Game g = declared_game(tournament(), {"Anna", "Bert"}, 0, services);
    EXPECT_OK(g.set_rack(0, rack("QXAEINR")));
    EXPECT_OK(g.place(0, move(g, "8G XQ")));  // not checked at play
    const int phony = g.turns().back().score;
    EXPECT_EQ(phony, (8 + 10) * 2);
    EXPECT_OK(g.pass(1));
    EXPECT_OK(g.pass(0));
    EXPECT_OK(g.pass(1));
    ASSERT_EQ(g.status(), GameStatus::kAwaitingJury);
    auto findings = g.jury_check();
    ASSERT_TRUE(findings.has_value());
    ASSERT_EQ(findings->size(), 1u);
    EXPECT_EQ((*findings)[0].words, std::vector<std::string>{"XQ"});
    EXPECT_EQ(g.status(), GameStatus::kFinished);
    const GameResult r = g.result();
    EXPECT_EQ(r.seats[0].jury, -(phony + 20));
    EXPECT_EQ(r.seats[0].final_score, r.seats[0].raw_final - (phony + 20));
    EXPECT_REFUSED(g.jury_check(), refusal::kGameOver);
    expect_replays(g);  // the findings are in the log: no word list needed to replay
}

TEST(TournamentGame, TheJuryMayCheckDuringTheGame) {
    const WordListJudge judge({"TREIN"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    Game g = declared_game(tournament(), {"Anna", "Bert"}, 0, services);
    EXPECT_OK(g.set_rack(0, rack("QXAEINR")));
    EXPECT_OK(g.place(0, move(g, "8G XQ")));
    auto findings = g.jury_check();
    ASSERT_TRUE(findings.has_value());
    EXPECT_EQ(findings->size(), 1u);
    EXPECT_FALSE(g.over());
    EXPECT_EQ(g.score(0), 36 - 56);
    EXPECT_FALSE(g.challengeable_turn().has_value());  // judged: no protest any more
    EXPECT_OK(g.pass(1));
    EXPECT_OK(g.pass(0));
    EXPECT_OK(g.pass(1));
    auto rest = g.jury_check();  // nothing new to find
    ASSERT_TRUE(rest.has_value());
    EXPECT_TRUE(rest->empty());
    EXPECT_EQ(g.jury_total(0), -56);
}

TEST(TournamentGame, AnUpheldProtestReturnsTheTilesCostsTwentyAndThePlayerPlaysAgain_III10) {
    const WordListJudge judge({"TREIN"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    GameSetup s = GameSetup::for_rules(tournament(), {"Anna", "Bert"}, 12345);
    s.starter = 0;
    auto created = Game::create(s, services);
    ASSERT_TRUE(created.has_value());
    Game& g = *created;
    // Anna's rack is whatever the seed dealt; she lays a phony from it.
    const core::Rack before = g.rack(0);
    const int bag_before = g.bag_size();
    const std::vector<core::Letter> tiles = before.tiles();
    core::Move phony;
    phony.kind = core::MoveKind::kPlace;
    phony.start = static_cast<std::uint8_t>(core::square_index(7, 6));
    phony.length = 2;
    phony.word[0] =
        tiles[0] == core::kBlank ? static_cast<core::Letter>(26 | core::kBlankBit) : tiles[0];
    phony.word[1] =
        tiles[1] == core::kBlank ? static_cast<core::Letter>(26 | core::kBlankBit) : tiles[1];
    ASSERT_FALSE(judge.is_word(
        std::vector<core::Letter>{core::letter_of(phony.word[0]), core::letter_of(phony.word[1])}));
    EXPECT_OK(g.place(0, phony));
    EXPECT_EQ(g.to_move(), 1);
    EXPECT_REFUSED(g.protest(0), refusal::kOwnPlay);
    auto outcome = g.protest(1);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_FALSE(outcome->valid);
    EXPECT_TRUE(g.board().is_empty_board());
    EXPECT_TRUE(g.rack(0) == before);     // the same tiles back on the rack
    EXPECT_EQ(g.bag_size(), bag_before);  // the tiles drawn went back into the bag
    EXPECT_EQ(g.score(0), -20);
    EXPECT_EQ(g.to_move(), 0);  // and Anna plays again, in the same turn
    EXPECT_EQ(g.turn_number(), 1);
    EXPECT_REFUSED(g.protest(1), refusal::kNothingToChallenge);
    EXPECT_OK(g.pass(0));
    EXPECT_REFUSED(g.protest(1), refusal::kNothingToChallenge);  // a pass is no play
    expect_replays(g);
}

TEST(TournamentGame, AProtestOfAValidWordChangesNothing) {
    const WordListJudge judge({"TREIN"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    Game g = declared_game(tournament(), {"Anna", "Bert"}, 0, services);
    EXPECT_OK(g.set_rack(0, rack("TREINAA")));
    EXPECT_OK(g.place(0, move(g, "8E TREIN")));
    EXPECT_EQ(g.score(0), 14);
    auto outcome = g.protest(1);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_TRUE(outcome->valid);
    EXPECT_EQ(g.score(0), 14);
    EXPECT_EQ(g.score(1), 0);
    EXPECT_EQ(g.to_move(), 1);
    EXPECT_REFUSED(g.protest(1), refusal::kNothingToChallenge);  // once
    expect_replays(g);
}

TEST(TournamentGame, ClocksStopDuringAProtest) {
    const WordListJudge judge({"TREIN"}, core::WordReading::kPlain);
    ManualTimeSource time(0);
    Services services;
    services.judge = &judge;
    services.time = &time;
    Game g = declared_game(tournament(), {"Anna", "Bert"}, 0, services,
                           ClockSettings::chess(tournament()));
    EXPECT_OK(g.set_rack(0, rack("QXAEINR")));
    time.set(10'000);
    EXPECT_OK(g.place(0, move(g, "8G XQ")));
    time.set(30'000);
    EXPECT_OK(g.pause_clocks());
    time.set(330'000);  // five minutes with the jury
    EXPECT_REFUSED(g.pass(1), refusal::kClocksPaused);
    auto outcome = g.protest(1);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_FALSE(outcome->valid);
    EXPECT_OK(g.resume_clocks());
    time.set(340'000);
    EXPECT_EQ(g.clock().used(0, time.now_ms()), 20'000);  // 10 s, then 10 s after the protest
    EXPECT_EQ(g.clock().used(1, time.now_ms()), 20'000);  // thinking until the pause
    expect_replays(g);
}

TEST(TournamentGame, AProtestOfTheLastPlayReopensTheGame) {
    const core::RuleSet rules = with_tiles(tournament(), &aent16());
    const WordListJudge judge({"AANEENT"}, core::WordReading::kPlain);
    Services services;
    services.judge = &judge;
    Game g = declared_game(rules, {"Anna", "Bert"}, 0, services);
    EXPECT_OK(g.set_rack(0, rack("AAEENNT")));
    EXPECT_OK(g.place(0, move(g, "8H AAEENNT")));
    EXPECT_OK(g.set_rack(1, rack("EENNTTT")));
    EXPECT_OK(g.place(1, move(g, "H1 EENNTTT(A)")));
    ASSERT_TRUE(g.over());
    auto outcome = g.protest(0);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_FALSE(outcome->valid);
    EXPECT_FALSE(g.over());
    EXPECT_EQ(g.to_move(), 1);
    EXPECT_EQ(g.score(1), -20);
    EXPECT_EQ(g.rack_count(1), 7);
    expect_replays(g);
}

TEST(TournamentGame, RunningOutOfTimeLosesWhateverTheScore_IV1c) {
    ManualTimeSource time(0);
    Services services;
    services.time = &time;
    Game g = declared_game(tournament(), {"Anna", "Bert"}, 0, services,
                           ClockSettings::chess(tournament()));
    EXPECT_OK(g.set_rack(0, rack("TREINAA")));
    EXPECT_OK(g.set_rack(1, rack("EEEEEEE")));
    time.set(kMinute);
    EXPECT_OK(g.place(0, move(g, "8E TREIN")));  // Anna leads 14–0
    time.set(2 * kMinute);
    EXPECT_OK(g.pass(1));
    time.set(26 * kMinute + 5000);  // Anna has used 1 + 24 minutes and 5 s more
    EXPECT_REFUSED(g.pass(0), refusal::kTimeExpired);
    EXPECT_FALSE(g.over());
    auto ended = g.tick();
    ASSERT_TRUE(ended.has_value());
    EXPECT_TRUE(*ended);
    EXPECT_EQ(g.end_reason(), EndReason::kFlag);
    EXPECT_EQ(g.events().back().at, 26 * kMinute);  // stamped when the time ran out
    EXPECT_OK(g.jury_ruling({}));
    const GameResult r = g.result();
    EXPECT_EQ(r.winner, 1);
    EXPECT_TRUE(r.seats[0].forfeited);
    EXPECT_EQ(r.seats[0].final_score, 14 - 2);  // scores as after passes: own rack AA off
    EXPECT_EQ(r.seats[1].final_score, -7);
    expect_replays(g);
}

TEST(TournamentGame, FlagOnlyWhenTheClockSaysSo) {
    ManualTimeSource time(0);
    Services services;
    services.time = &time;
    Game g = declared_game(tournament(), {"Anna", "Bert"}, 0, services,
                           ClockSettings::chess(tournament()));
    time.set(kMinute);
    EXPECT_REFUSED(g.flag(0), refusal::kTimeLeft);
    // Without a clock of our own (a clock on the table) the arbiter's word is enough.
    Game h = declared_game(tournament(), {"Anna", "Bert"});
    EXPECT_OK(h.flag(1));
    EXPECT_EQ(h.end_reason(), EndReason::kFlag);
}

TEST(TournamentGame, TotalPlayingTimeEndsTheGame_IV1d) {
    ManualTimeSource time(0);
    Services services;
    services.time = &time;
    ClockSettings c;
    c.total_game = 50 * kMinute;
    Game g = declared_game(tournament(), {"Anna", "Bert"}, 0, services, c);
    EXPECT_OK(g.set_rack(0, rack("TREINAA")));
    EXPECT_OK(g.set_rack(1, rack("EEEEEEE")));
    time.set(kMinute);
    EXPECT_OK(g.place(0, move(g, "8E TREIN")));
    time.set(49 * kMinute);
    EXPECT_REFUSED(g.call_time(), refusal::kTimeLeft);
    auto idle = g.tick();
    ASSERT_TRUE(idle.has_value());
    EXPECT_FALSE(*idle);
    time.set(51 * kMinute);
    auto ended = g.tick();
    ASSERT_TRUE(ended.has_value());
    EXPECT_TRUE(*ended);
    EXPECT_EQ(g.end_reason(), EndReason::kTotalTime);
    EXPECT_OK(g.jury_ruling({}));
    const GameResult r = g.result();
    EXPECT_EQ(r.winner, 0);  // by score: no one loses on time
    EXPECT_FALSE(r.seats[1].forfeited);
    EXPECT_EQ(r.seats[0].final_score, 12);
    expect_replays(g);
}

TEST(TournamentGame, OvertimePenaltyInsteadOfLoss) {
    ManualTimeSource time(0);
    Services services;
    services.time = &time;
    ClockSettings c = ClockSettings::chess(tournament());
    c.overtime = OvertimeRule::kPenalty;
    Game g = declared_game(tournament(), {"Anna", "Bert"}, 0, services, c);
    EXPECT_OK(g.set_rack(0, rack("TREINAA")));
    EXPECT_OK(g.set_rack(1, rack("EEEEEEE")));
    time.set(27 * kMinute + 30'000);  // 2½ minutes over
    EXPECT_OK(g.place(0, move(g, "8E TREIN")));
    EXPECT_OK(g.pass(1));
    EXPECT_OK(g.pass(0));
    EXPECT_OK(g.pass(1));
    EXPECT_OK(g.jury_ruling({}));
    const GameResult r = g.result();
    EXPECT_EQ(r.seats[0].overtime, -30);
    EXPECT_EQ(r.seats[0].final_score, 14 - 2 - 30);
    EXPECT_FALSE(r.seats[0].forfeited);
    expect_replays(g);
}

TEST(TournamentGame, KnockOutTieGoesToThePlayerWhoDidNotStart_IV4) {
    for (const bool knockout : {false, true}) {
        Game g = declared_game(tournament(), {"Anna", "Bert"}, 1, {}, {}, knockout);
        EXPECT_OK(g.set_rack(0, rack("AEINRST")));
        EXPECT_OK(g.set_rack(1, rack("AEINRST")));
        EXPECT_OK(g.pass(1));
        EXPECT_OK(g.pass(0));
        EXPECT_OK(g.pass(1));
        EXPECT_OK(g.jury_ruling({}));
        const GameResult r = g.result();
        EXPECT_EQ(r.seats[0].final_score, r.seats[1].final_score);
        if (knockout) {
            EXPECT_EQ(r.winner, 0);  // Bert started: Anna is "player 2"
            EXPECT_TRUE(r.knockout_tiebreak);
        } else {
            EXPECT_FALSE(r.winner.has_value());
        }
    }
}

TEST(TournamentGame, RefusalsLeaveTheGameAsItWas) {
    Game g = declared_game(tournament(), {"Anna", "Bert"});
    EXPECT_OK(g.set_rack(0, rack("TREINAA")));
    const std::size_t events = g.events().size();
    EXPECT_REFUSED(g.place(0, move(g, "1A TREIN")), core::refusal::kFirstMoveOffCenter);
    EXPECT_REFUSED(g.place(0, move(g, "8H QI")), core::refusal::kNotOnRack);
    EXPECT_REFUSED(g.place(0, move(g, "8H T")), core::refusal::kFirstMoveTooShort);
    EXPECT_REFUSED(g.place(5, move(g, "8E TREIN")), refusal::kNoSuchSeat);
    EXPECT_REFUSED(g.resign(9), refusal::kNoSuchSeat);
    EXPECT_REFUSED(g.set_rack(1, rack("QQ")), refusal::kRackUnavailable);
    EXPECT_REFUSED(g.pause_clocks(), refusal::kNoClock);
    EXPECT_REFUSED(g.swap_blank(0, 0), refusal::kHouseRuleOff);
    EXPECT_EQ(g.events().size(), events);
    EXPECT_TRUE(g.board().is_empty_board());
    EXPECT_TRUE(g.rack(0) == rack("TREINAA"));
}

TEST(TournamentGame, ResignationLoses) {
    Game g = declared_game(tournament(), {"Anna", "Bert"});
    EXPECT_OK(g.set_rack(0, rack("TREINAA")));
    EXPECT_OK(g.place(0, move(g, "8E TREIN")));
    EXPECT_OK(g.resign(0));
    EXPECT_OK(g.jury_ruling({}));
    EXPECT_EQ(g.result().winner, 1);
    EXPECT_TRUE(g.result().seats[0].forfeited);
}

TEST(TournamentGame, SeededGamesDrawForTheFirstPlayerAndDealFullRacks) {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        auto g = Game::create(GameSetup::for_rules(tournament(), {"Anna", "Bert"}, seed));
        ASSERT_TRUE(g.has_value());
        EXPECT_FALSE(g->starter_draw().rounds.empty());
        EXPECT_EQ(g->starter(), g->starter_draw().starter);
        EXPECT_EQ(g->to_move(), g->starter());
        EXPECT_EQ(g->rack_count(0), 7);
        EXPECT_EQ(g->rack_count(1), 7);
        EXPECT_EQ(g->bag_size(), 102 - 14);
    }
    auto bad = Game::create(GameSetup::for_rules(tournament(), {"Anna", "Bert", "Cor"}));
    EXPECT_FALSE(bad.has_value());
}

}  // namespace
}  // namespace letterzak::game
