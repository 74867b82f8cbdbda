// The players and the game loop (the rules kernel itself: tests/game/kernel_test.cpp), determinism
// of the static player, the simulation (any thread count) and matches, and the beginner's
// vocabulary.

#include "ai/players.hpp"

#include <gtest/gtest.h>

#include <set>

#include "ai/analysis.hpp"
#include "ai/level.hpp"
#include "ai/match.hpp"
#include "ai/pre_endgame.hpp"
#include "ai/simulation.hpp"
#include "ai/static_player.hpp"
#include "ai/vocabulary.hpp"
#include "core/placement.hpp"
#include "core/score.hpp"
#include "fixtures.hpp"
#include "game/kernel.hpp"

namespace letterzak::ai {
namespace {

const core::RuleSet& tournament() {
    return *core::rule_set_by_name("tournament");
}

TEST(StaticPlayer, PassesInsteadOfExchangingOnABlockedBoard) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    StaticPlayer player(tournament(), lex.kwg(), default_leave_file(tournament()).leaves);
    GreedyPlayer greedy(tournament(), lex.kwg());
    // Nothing the tiny lexicon spells: the only moves are exchanges and the pass.
    Position p = position_from(tournament(), core::Board{}, *core::Rack::parse("QXYZWVC"));
    EXPECT_EQ(player.choose(p).kind, core::MoveKind::kExchange);
    EXPECT_EQ(greedy.choose(p).kind, core::MoveKind::kExchange);
    p.turns_since_placement = kBlockedBoardTurns;
    EXPECT_EQ(player.choose(p).kind, core::MoveKind::kPass);
    EXPECT_EQ(greedy.choose(p).kind, core::MoveKind::kPass);
}

TEST(StaticPlayer, SameSeedSameGame) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const LeaveModel& model = default_leave_file(tournament()).leaves;
    StaticPlayer a(tournament(), lex.kwg(), model), b(tournament(), lex.kwg(), model);
    const MatchGame g1 = play_match_game(tournament(), a, b, 42, 0);
    const MatchGame g2 = play_match_game(tournament(), a, b, 42, 0);
    EXPECT_EQ(g1.scores, g2.scores);
    EXPECT_EQ(g1.turns, g2.turns);
    EXPECT_GT(g1.turns, 2);
}

TEST(Simulation, SameSeedAndIterationsSameRankingOnAnyThreadCount) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const LeaveFile& leaves = default_leave_file(tournament());
    movegen::Generator gen(tournament(), lex.kwg());
    core::Rng rng(11);
    core::Rack r;
    for (int k = 0; k < 7; ++k) r.add(testing::tiny_letter(rng));
    const Position p =
        position_from(tournament(), testing::tiny_board(tournament(), gen, rng, 3), r, 10, 20);
    SimSettings s;
    s.candidates = 6;
    s.iterations = 48;
    s.batch = 8;
    s.min_iterations = 16;
    s.seed = 9;
    Simulator one(tournament(), lex.kwg(), leaves, nullptr, 1),
        two(tournament(), lex.kwg(), leaves, nullptr, 3);
    const SimResult a = one.simulate(p, s);
    s.threads = 3;
    const SimResult b = two.simulate(p, s);
    const SimResult c = two.simulate(p, s);
    ASSERT_GT(a.ranked.size(), 1U);
    ASSERT_EQ(a.ranked.size(), b.ranked.size());
    for (std::size_t i = 0; i < a.ranked.size(); ++i) {
        EXPECT_TRUE(a.ranked[i].move.move.same_play(b.ranked[i].move.move)) << i;
        EXPECT_EQ(a.ranked[i].equity, b.ranked[i].equity) << i;
        EXPECT_EQ(a.ranked[i].win, b.ranked[i].win) << i;
        EXPECT_EQ(a.ranked[i].iterations, b.ranked[i].iterations) << i;
        EXPECT_EQ(b.ranked[i].equity, c.ranked[i].equity) << i;
    }
    EXPECT_EQ(a.iterations, 48);
    for (const SimCandidate& k : a.ranked) {
        EXPECT_GE(k.win, 0.0);
        EXPECT_LE(k.win, 1.0);
    }
}

// Players of the tournament rules on `lex`, simulating 8 iterations a move.
PlayerContext small_context(const lexicon::Lexicon& lex) {
    PlayerContext c;
    c.rules = &tournament();
    c.kwg = &lex.kwg();
    c.leaves = &default_leave_file(tournament());
    c.iterations = 8;
    return c;
}

TEST(Match, SameGamesOnAnyThreadCount) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const PlayerContext c = small_context(lex);
    const auto a = player_factory("static", c), b = player_factory("greedy", c),
               sim = player_factory("sim", c);
    ASSERT_TRUE(a && b && sim);
    MatchSettings s;
    s.games = 6;
    s.seed = 3;
    const MatchReport one = play_match(tournament(), *a, *b, s);
    s.threads = 2;
    const MatchReport two = play_match(tournament(), *a, *b, s);
    for (std::size_t g = 0; g < one.games.size(); ++g)
        EXPECT_EQ(one.games[g].scores, two.games[g].scores) << g;
    EXPECT_EQ(one.wins_a + one.draws + one.wins_b, 6);
    // Seats alternate who starts.
    EXPECT_EQ(one.games[0].starter, 0);
    EXPECT_EQ(one.games[1].starter, 1);
    s.games = 2;
    const MatchReport sims = play_match(tournament(), *sim, *a, s);
    const MatchReport again = play_match(tournament(), *sim, *a, s);
    EXPECT_EQ(sims.games[0].scores, again.games[0].scores);
    EXPECT_FALSE(player_factory("nobody", c).has_value());
}

TEST(Match, TheContextsDepthReachesTheSimulatingPlayers) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const PlayerContext c = small_context(lex);
    const auto opponent = player_factory("static", c);
    MatchSettings s;
    s.games = 4;
    s.seed = 5;
    auto games_at = [&](int plies) {
        PlayerContext d = c;
        d.plies = plies;
        const auto sim = player_factory("sim", d);
        EXPECT_TRUE(sim.has_value());
        std::vector<std::array<int, 2>> scores;
        for (const MatchGame& g : play_match(tournament(), *sim, *opponent, s).games)
            scores.push_back(g.scores);
        return scores;
    };
    // 0 is the player's own depth (2: the candidate and one reply).
    const auto by_default = games_at(0);
    EXPECT_EQ(games_at(2), by_default);
    EXPECT_NE(games_at(4), by_default);
}

TEST(PreEndgame, EnumeratesEveryBagAndRanksDeterministically) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const LeaveModel& model = default_leave_file(tournament()).leaves;
    movegen::Generator gen(tournament(), lex.kwg());
    core::Rng rng(21);
    Position p;
    p.rules = &tournament();
    p.board = testing::tiny_board(tournament(), gen, rng, 3);
    for (int k = 0; k < 7; ++k) p.rack.add(testing::tiny_letter(rng));
    // Eight unseen tiles of three kinds: seven on the opponent's rack, one in the bag.
    p.unseen[1] = 3;   // A
    p.unseen[5] = 3;   // E
    p.unseen[20] = 2;  // T
    p.bag_size = 1;
    p.rack_sizes = {7, 7};
    PreEndgameSettings s;
    s.candidates = 3;
    s.seconds = 0;  // each endgame to max_depth
    s.max_depth = 2;
    PreEndgame a(tournament(), lex.kwg(), model, nullptr),
        b(tournament(), lex.kwg(), model, nullptr);
    const auto ra = a.rank(p, s), rb = b.rank(p, s);
    ASSERT_FALSE(ra.empty());
    ASSERT_EQ(ra.size(), rb.size());
    for (std::size_t i = 0; i < ra.size(); ++i) {
        EXPECT_EQ(ra[i].bags, 3);  // the bag holds an A, an E or a T
        EXPECT_GE(ra[i].win, 0.0);
        EXPECT_LE(ra[i].win, 1.0);
        EXPECT_EQ(ra[i].value, rb[i].value);
        EXPECT_TRUE(ra[i].move.move.kind != core::MoveKind::kPlace ||
                    ra[i].move.move.same_play(rb[i].move.move));
    }
}

TEST(Analysis, ListsByEquityThenSimulatesThenSolvesTheEndgame) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const LeaveFile& leaves = default_leave_file(tournament());
    movegen::Generator gen(tournament(), lex.kwg());
    core::Rng rng(13);
    core::Rack r;
    for (int k = 0; k < 7; ++k) r.add(testing::tiny_letter(rng));
    const Position p =
        position_from(tournament(), testing::tiny_board(tournament(), gen, rng, 3), r);
    AnalysisSettings s;
    s.top = 5;
    s.seconds = 0;
    const Analysis plain = analyze(p, lex.kwg(), leaves, nullptr, s);
    EXPECT_EQ(plain.method, AnalysisMethod::kStatic);
    ASSERT_FALSE(plain.rows.empty());
    EXPECT_LE(plain.rows.size(), 5U);
    for (std::size_t i = 1; i < plain.rows.size(); ++i)
        EXPECT_GE(plain.rows[i - 1].move.equity, plain.rows[i].move.equity);
    for (const AnalysisRow& row : plain.rows)
        EXPECT_EQ(row.move.equity, equity_of_points(row.move.move.score) + row.move.leave);
    s.iterations = 24;
    s.candidates = 4;
    const Analysis sim = analyze(p, lex.kwg(), leaves, nullptr, s);
    EXPECT_EQ(sim.method, AnalysisMethod::kSimulation);
    EXPECT_TRUE(sim.rows.front().simulated);
    EXPECT_EQ(sim.iterations, 24);
    // With the bag empty: the endgame, each listed move with its exact value.
    Position end = p;
    end.unseen = {};
    end.unseen[1] = 1;
    end.unseen[20] = 1;
    end.bag_size = 0;
    end.rack_sizes = {2, 2};
    end.rack = *core::Rack::parse("EN");
    s.seconds = 1;
    s.iterations = 0;
    const Analysis eg = analyze(end, lex.kwg(), leaves, nullptr, s);
    EXPECT_EQ(eg.method, AnalysisMethod::kEndgame);
    ASSERT_FALSE(eg.rows.empty());
    EXPECT_TRUE(eg.rows.front().solved);
    for (const AnalysisRow& row : eg.rows)
        EXPECT_LE(row.endgame_value, eg.rows.front().endgame_value);
}

TEST(Vocabulary, KeepsShortProductiveWords) {
    const std::vector<std::string> words = {"huis",     "kamer",     "huiskamer", "deur",
                                            "huisdeur", "kamerdeur", "zzzq",      "ab"};
    auto lex = lexicon::Lexicon::from_words(words, core::WordReading::kPlain);
    ASSERT_TRUE(lex.has_value());
    const auto vocab = vocabulary_words(lex->kwg(), {5, 2});
    std::set<std::string> got;
    for (const auto& w : vocab) got.insert(core::word_of_letters(w));
    EXPECT_EQ(got, (std::set<std::string>{"HUIS", "DEUR", "KAMER"}));
}

TEST(Levels, TheBeginnerNeverPlaysAWordOutsideItsVocabulary) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const core::RuleSet& rules = tournament();
    const VocabularySettings vs{3, 0};
    const auto vocab = build_vocabulary(lex.kwg(), vs);
    std::set<std::string> known;
    for (const auto& w : vocabulary_words(lex.kwg(), vs)) known.insert(core::word_of_letters(w));
    ASSERT_FALSE(known.empty());
    LearnerPlayer beginner(rules, vocab, {0.35, 10}, "beginner");
    StaticPlayer opponent(rules, lex.kwg(), default_leave_file(rules).leaves);
    int words_checked = 0;
    for (int game = 0; game < 12; ++game) {
        core::Rng rng(static_cast<std::uint64_t>(100 + game));
        beginner.new_game(static_cast<std::uint64_t>(game));
        game::State s = game::new_state(rules, 2, game % 2, rng);
        while (!s.over()) {
            const Position p = position_for(s);
            const bool learner = s.to_move == 0;
            const core::Move m = learner ? beginner.choose(p) : opponent.choose(p);
            if (learner && m.kind == core::MoveKind::kPlace) {
                auto placement = core::validate_placement(s.board, rules, p.rack, m);
                ASSERT_TRUE(placement.has_value());
                for (const core::FormedWord& w : placement->words) {
                    std::vector<core::Letter> letters;
                    for (int i = 0; i < w.length; ++i) letters.push_back(w.letter(i));
                    EXPECT_TRUE(known.count(core::word_of_letters(letters)))
                        << core::word_of_letters(letters);
                    ++words_checked;
                }
            }
            game::apply_move(s, m, rng);
        }
    }
    EXPECT_GT(words_checked, 20);
}

TEST(Levels, AreNamedInEnglishAndDutch) {
    EXPECT_EQ(level_by_name("beginner"), Level::kBeginner);
    EXPECT_EQ(level_by_name("kampioen"), Level::kChampion);
    EXPECT_FALSE(level_by_name("grandmaster").has_value());
    for (const LevelInfo& l : levels()) EXPECT_NE(std::string(l.description), "");
}

}  // namespace
}  // namespace letterzak::ai
