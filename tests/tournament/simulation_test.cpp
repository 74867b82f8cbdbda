// A whole club tournament run by the engine: 16 players, 7 Swiss rounds, every game played by the
// computer through the referee (referee_games.hpp) under the tournament's rule set and the Dutch
// word list, its adjudicated scores entered as the pairing's result. The standings must add up:
// every game hands out one win in total, spreads cancel, nobody meets anyone twice or has two
// byes, the same seed gives the same tournament; and the tournament's record of each game is the
// referee's, whose own records (event log, GCG score sheet) replay to the same scores.
//
// Computer games are rarely drawn and never see a jury correction, a time loss or a forfeit, so
// the many-seeds property also runs on the seeded score model (simulation.hpp), which produces
// all of those. A refereed tournament takes well under a second, under the sanitizers too.

#include "tournament/simulation.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "formats/gcg.hpp"
#include "formats/gcg_replay.hpp"
#include "tournament/history.hpp"
#include "tournament/pairing.hpp"
#include "tournament/referee_games.hpp"
#include "tournament/standings.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::tournament {
namespace {

using testing::RefereeGame;
using testing::RefereeGames;

Tournament run_swiss(int players, int rounds, std::uint64_t seed, const GamePlayer& play) {
    Settings s;
    s.rounds = rounds;
    Tournament t = *make_tournament("Simulated", s);
    core::Rng ratings(seed ^ 0x5eed);
    for (int i = 1; i <= players; ++i)
        EXPECT_TRUE(add_player(t, "Player " + std::string(1, static_cast<char>('A' + i - 1)),
                               1200 + static_cast<int>(ratings.below(800))));
    for (int r = 1; r <= rounds; ++r) {
        auto paired = pair_next_round(t);
        EXPECT_TRUE(paired) << paired.error().message;
        auto played = play_round(t, r, play);
        EXPECT_TRUE(played) << played.error().message;
    }
    EXPECT_EQ(pair_next_round(t).error().code, "tournament_finished");
    return t;
}

// A tournament whose games the computer played through the referee, with those games.
struct Refereed {
    Tournament t;
    RefereeGames games;
};

Refereed run_refereed_swiss(int players, int rounds, std::uint64_t seed) {
    RefereeGames games(seed);
    Tournament t = run_swiss(players, rounds, seed, std::ref(games));
    return {std::move(t), std::move(games)};
}

Tournament run_modelled_swiss(int players, int rounds, std::uint64_t seed) {
    RandomScoreModel model(seed);
    return run_swiss(players, rounds, seed, std::ref(model));
}

void check_consistency(const Tournament& t) {
    std::map<std::pair<PlayerId, PlayerId>, int> met;
    std::map<PlayerId, int> byes;
    int games = 0;
    for (const Round& r : t.rounds) {
        std::set<PlayerId> seen;
        for (const Pairing& p : r.pairings) {
            ASSERT_FALSE(p.is_empty());
            EXPECT_TRUE(seen.insert(p.first).second);
            if (p.is_bye()) {
                ++byes[p.first];
                continue;
            }
            EXPECT_TRUE(seen.insert(p.second).second);
            ASSERT_TRUE(p.result.has_value());
            ++met[{std::min(p.first, p.second), std::max(p.first, p.second)}];
            ++games;
        }
        EXPECT_EQ(seen.size(), t.players.size())
            << "round " << r.number << ": everyone plays or has the bye";
    }
    for (const auto& [pair, count] : met)
        EXPECT_EQ(count, 1) << pair.first << "–" << pair.second << " met twice";
    for (const auto& [player, count] : byes)
        EXPECT_EQ(count, 1) << "player " << player << " had a second bye";

    const Standings st = compute_standings(t);
    HalfPoints wins = 0;
    int spread = 0;
    int played = 0;
    for (const StandingRow& row : st.rows) {
        wins += row.wins;
        spread += row.spread;
        played += row.games;
        EXPECT_EQ(row.won + row.drawn + row.lost, row.games);
        EXPECT_EQ(row.games + row.byes, current_round(t));
    }
    const int bye_count = static_cast<int>(byes.size());
    EXPECT_EQ(played, 2 * games);
    // Every game hands out exactly one win (two half points), every bye its setting.
    EXPECT_EQ(wins, games * kWinHalves + bye_count * t.settings.bye.win);
    // A game's spreads cancel; only byes bring spread in from outside.
    EXPECT_EQ(spread, bye_count * t.settings.bye.spread);
    for (std::size_t i = 1; i < st.rows.size(); ++i) {
        const StandingRow& a = st.rows[i - 1];
        const StandingRow& b = st.rows[i];
        const auto key = [](const StandingRow& r) {
            return std::tuple(r.wins, r.resistance, r.spread);
        };
        EXPECT_GE(key(a), key(b)) << "rows " << i << " and " << i + 1 << " are out of order";
    }
}

// The tournament's record of every game is the referee's: one finished game per board, the
// pairing's first player seated first and starting, the adjudicated scores entered unchanged,
// and the same winner and spread as the referee gave.
void check_results_are_the_referees(const Refereed& r) {
    const Tournament& t = r.t;
    std::size_t boards = 0;
    for (const Round& round : t.rounds)
        for (const Pairing& p : round.pairings)
            if (p.is_game()) ++boards;
    ASSERT_EQ(r.games.games().size(), boards) << "one referee's game per board";

    for (const RefereeGame& played : r.games.games()) {
        const game::Game& g = played.game;
        SCOPED_TRACE(::testing::Message() << "round " << played.round << ": " << g.player_name(0)
                                          << "–" << g.player_name(1));
        const std::vector<Pairing>& boards_of_round =
            t.rounds[static_cast<std::size_t>(played.round) - 1].pairings;
        const auto p =
            std::find_if(boards_of_round.begin(), boards_of_round.end(), [&](const Pairing& q) {
                return q.first == played.pairing.first && q.second == played.pairing.second;
            });
        ASSERT_NE(p, boards_of_round.end()) << "a game the round did not pair";
        ASSERT_TRUE(p->result.has_value());

        EXPECT_EQ(g.status(), game::GameStatus::kFinished);
        EXPECT_TRUE(g.end_reason() == game::EndReason::kWentOut ||
                    g.end_reason() == game::EndReason::kPassRun)
            << game::end_reason_name(g.end_reason());
        EXPECT_EQ(g.rules().name, t.settings.rules);
        EXPECT_EQ(g.starter(), 0);
        EXPECT_EQ(g.player_name(0), find_player(t, p->first)->name);
        EXPECT_EQ(g.player_name(1), find_player(t, p->second)->name);

        const game::GameResult referee = g.result();
        const GameResult& entered = *p->result;
        EXPECT_TRUE(entered.played());
        const std::array<SeatOutcome, 2> outcome = outcome_of(entered, t.settings);
        for (std::size_t seat = 0; seat < 2; ++seat) {
            const game::SeatResult& s = referee.seats[seat];
            EXPECT_EQ(entered.scores[seat], s.raw_final) << "seat " << seat;
            EXPECT_EQ(entered.final_score(seat), s.final_score) << "seat " << seat;
            EXPECT_EQ(outcome[seat].spread, s.spread) << "seat " << seat;
            EXPECT_EQ(outcome[seat].wins, static_cast<HalfPoints>(kWinHalves * s.match_points))
                << "seat " << seat;
        }
        const std::optional<std::size_t> won = winning_seat(entered, t.settings);
        EXPECT_EQ(won.has_value(), referee.winner.has_value());
        if (won && referee.winner) {
            EXPECT_EQ(*won, static_cast<std::size_t>(*referee.winner));
        }
    }
}

// A referee's game replays from its records: the event log rebuilds the same game, and the GCG
// score sheet, written and read back, re-scores through the referee (with the word list) to the
// same final scores without a single mismatch.
void check_records_replay(const RefereeGame& played) {
    const game::Game& g = played.game;
    SCOPED_TRACE(::testing::Message() << "round " << played.round << ": " << g.player_name(0) << "–"
                                      << g.player_name(1));
    const game::WordJudge& judge = testing::referee_judge(g.rules());
    const game::GameResult original = g.result();

    auto again = game::Game::replay(g.setup(), g.events(), game::Services{&judge, nullptr});
    ASSERT_TRUE(again.has_value()) << again.error().message;
    EXPECT_EQ(again->events(), g.events());
    EXPECT_TRUE(again->board() == g.board());
    for (std::size_t seat = 0; seat < 2; ++seat)
        EXPECT_EQ(again->result().seats[seat].final_score, original.seats[seat].final_score);

    formats::GcgWriteOptions wo;
    wo.lexicon = judge.name();
    const std::string text = formats::write_gcg(formats::gcg_record_of(g, wo));
    auto record = formats::parse_gcg(text);
    ASSERT_TRUE(record.has_value()) << record.error().message << "\n" << text;
    formats::ReplayOptions ro;
    ro.judge = &judge;
    auto report = formats::replay_gcg(*record, ro);
    ASSERT_TRUE(report.has_value()) << report.error().message;
    for (const formats::ReplayIssue& i : report->issues)
        ADD_FAILURE() << "line " << i.line << ": " << i.message << " [" << i.code << "]\n" << text;
    ASSERT_TRUE(report->game.has_value());
    // The record lists the starter first; here the starter is seat 0 in both.
    const game::GameResult replayed = report->game->result();
    for (std::size_t seat = 0; seat < 2; ++seat) {
        EXPECT_EQ(replayed.seats[seat].raw_final, original.seats[seat].raw_final);
        EXPECT_EQ(replayed.seats[seat].final_score, original.seats[seat].final_score);
    }
}

TEST(SimulatedSwiss, SixteenPlayersSevenRounds) {
    const Refereed r = run_refereed_swiss(16, 7, 20261122);
    const Tournament& t = r.t;
    ASSERT_EQ(current_round(t), 7);
    EXPECT_EQ(r.games.games().size(), 56u);
    check_consistency(t);
    check_results_are_the_referees(r);
    for (const RefereeGame& played : r.games.games()) check_records_replay(played);
    // The winner has won most of their games, and weerstandspunten are the sum of the opponents'
    // wins: check one row by hand.
    const Standings st = compute_standings(t);
    EXPECT_GE(st.rows[0].wins, 5 * kWinHalves);
    const StandingRow& top = st.rows[0];
    HalfPoints wp = 0;
    for (const Round& round : t.rounds)
        for (const Pairing& p : round.pairings)
            if (p.is_game() && p.has(top.player)) {
                const PlayerId opp = p.first == top.player ? p.second : p.first;
                for (const StandingRow& row : st.rows)
                    if (row.player == opp) wp += row.wins;
            }
    EXPECT_EQ(top.resistance, wp);  // no byes in an even field
}

TEST(SimulatedSwiss, OddFieldRotatesTheBye) {
    const Refereed r = run_refereed_swiss(15, 7, 99);
    check_consistency(r.t);
    check_results_are_the_referees(r);
}

// Who starts is decided once a round is paired (balance_starts, pairing.hpp): of the two, the one
// who has started less often; at equal balance, the one who did not start their last game. The
// Swiss pairs by wins, not by starts, so two players who both started more often can meet and one
// of them ends a game further off even (5–2 in starts after 7 rounds happens: seed 4242 here).
// What holds is the rule itself, game by game, against the starts before that round.
TEST(SimulatedSwiss, StartsGoToWhoStartedLess) {
    const Refereed r = run_refereed_swiss(16, 7, 4242);
    for (const Round& round : r.t.rounds) {
        const History before = History::of(r.t, round.number - 1);
        for (const Pairing& p : round.pairings) {
            if (!p.is_game()) continue;
            const PlayerHistory& starter = before.player(p.first);
            const PlayerHistory& other = before.player(p.second);
            const int starter_balance = starter.starts - starter.seconds;
            const int other_balance = other.starts - other.seconds;
            EXPECT_LE(starter_balance, other_balance)
                << "round " << round.number << ": " << p.first << " started against " << p.second;
            if (starter_balance == other_balance && starter.started_last && other.started_last &&
                *starter.started_last != *other.started_last) {
                EXPECT_FALSE(*starter.started_last)
                    << "round " << round.number << ": " << p.first << " started twice running";
            }
        }
    }
    const History h = History::of(r.t);
    int starts = 0;
    for (const Player& p : r.t.players) {
        starts += h.player(p.id).starts;
        EXPECT_EQ(h.player(p.id).starts + h.player(p.id).seconds, 7) << p.name;
    }
    EXPECT_EQ(starts, 56);  // one starter per game
}

TEST(SimulatedSwiss, SameSeedSameTournament) {
    const Refereed a = run_refereed_swiss(16, 7, 5);
    const Refereed b = run_refereed_swiss(16, 7, 5);
    EXPECT_EQ(serialize_tournament(a.t), serialize_tournament(b.t));
    ASSERT_EQ(a.games.games().size(), b.games.games().size());
    for (std::size_t i = 0; i < a.games.games().size(); ++i)
        EXPECT_EQ(a.games.games()[i].game.events(), b.games.games()[i].game.events())
            << "game " << i;
    EXPECT_NE(serialize_tournament(a.t), serialize_tournament(run_refereed_swiss(16, 7, 6).t));
}

TEST(SimulatedSwiss, RefereedSeedsStayConsistent) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        SCOPED_TRACE(seed);
        const Refereed r = run_refereed_swiss(10 + static_cast<int>(seed % 7), 6, seed);
        check_consistency(r.t);
        check_results_are_the_referees(r);
    }
}

// Draws, jury corrections, time losses and forfeits, which computer games do not produce.
TEST(SimulatedSwiss, ModelledSeedsStayConsistent) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        SCOPED_TRACE(seed);
        check_consistency(run_modelled_swiss(10 + static_cast<int>(seed % 7), 6, seed));
    }
}

}  // namespace
}  // namespace letterzak::tournament
