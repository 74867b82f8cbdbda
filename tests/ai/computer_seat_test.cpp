// The computer seat at the referee's table: every move the engine's players choose is accepted
// by the referee under each rule set, the position a seat sees agrees with the referee's state,
// and every level plays whole 3- and 4-seat box games without a refused move. (With the tiny
// lexicon a game can go on exchanging for long: the first test plays a bounded number of
// moves.)

#include "ai/computer_seat.hpp"

#include <gtest/gtest.h>

#include "ai/level.hpp"
#include "ai/players.hpp"
#include "fixtures.hpp"
#include "game/game.hpp"
#include "game/view.hpp"
#include "game/word_judge.hpp"

namespace letterzak::ai {
namespace {

TEST(ComputerSeat, PlayersMakeOnlyMovesTheRefereeAccepts) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const game::LexiconJudge judge(lex, "tiny");
    for (const char* name : {"tournament", "box", "english"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        PlayerContext c;
        c.rules = &rules;
        c.kwg = &lex.kwg();
        c.leaves = &default_leave_file(rules);
        c.iterations = 6;
        c.endgame_seconds = 0.2;
        for (int g = 0; g < 3; ++g) {
            std::vector<std::unique_ptr<ComputerSeat>> seats;
            for (const char* who : {"static", "sim"}) {
                auto seat = ComputerSeat::create(who, c);
                ASSERT_TRUE(seat.has_value());
                seats.push_back(std::move(*seat));
                seats.back()->new_game(static_cast<std::uint64_t>(g));
            }
            auto created = game::Game::create(
                game::GameSetup::for_rules(rules, {"a", "b"}, static_cast<std::uint64_t>(g)),
                {&judge, nullptr});
            ASSERT_TRUE(created.has_value()) << created.error().message;
            game::Game& game = *created;
            int moves = 0;
            while (!game.over() && moves < 80) {
                const int seat = game.to_move();
                const game::GameView view = game::view_for(game, seat);
                const Position p = position_from_view(rules, view);
                EXPECT_EQ(p.scoreless_run, game.scoreless_run());
                EXPECT_EQ(p.bag_size, game.bag_size());
                EXPECT_EQ(p.rack, game.rack(seat));
                const core::Move m = seats[static_cast<std::size_t>(seat)]->choose(view);
                auto played = game.play(seat, m);
                ASSERT_TRUE(played.has_value())
                    << name << " game " << g << ": " << played.error().message;
                ++moves;
            }
            if (game.status() == game::GameStatus::kAwaitingJury) {
                auto findings = game.jury_check();
                ASSERT_TRUE(findings.has_value());
                EXPECT_TRUE(findings->empty()) << "the engine played a word the jury refused";
            }
            EXPECT_GT(moves, 0);
        }
    }
}

// Every level, 3 and 4 seats of box rules, whole games through the referee: no move refused,
// the game ends, and the tiles add up. The searching levels get small budgets so that the test
// stays quick; what they search is the same.
TEST(ComputerSeat, EveryLevelPlaysWholeBoxGamesForThreeAndFourSeats) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const game::LexiconJudge judge(lex, "tiny");
    const core::RuleSet& box = *core::rule_set_by_name("box");
    PlayerContext c;
    c.rules = &box;
    c.kwg = &lex.kwg();
    c.leaves = &default_leave_file(box);
    c.iterations = 4;
    c.endgame_seconds = 0.05;
    for (const LevelInfo& level : levels()) {
        for (int seats = 3; seats <= 4; ++seats) {
            SCOPED_TRACE(::testing::Message() << level.name << ", " << seats << " seats");
            std::vector<std::unique_ptr<ComputerSeat>> owned;
            std::vector<ComputerSeat*> seated;
            std::vector<std::string> names;
            for (int s = 0; s < seats; ++s) {
                auto seat = ComputerSeat::create(level.name, c);
                ASSERT_TRUE(seat.has_value()) << seat.error().message;
                (*seat)->new_game(static_cast<std::uint64_t>(s));
                seated.push_back(seat->get());
                owned.push_back(std::move(*seat));
                names.push_back("c" + std::to_string(s));
            }
            auto created = game::Game::create(
                game::GameSetup::for_rules(box, names, static_cast<std::uint64_t>(seats)),
                {&judge, nullptr});
            ASSERT_TRUE(created.has_value());
            auto played = play_out(*created, seated, &judge);
            ASSERT_TRUE(played.has_value()) << played.error().message;
            EXPECT_TRUE(created->over());
            int tiles = created->board().tile_count() + created->bag_size();
            for (int s = 0; s < seats; ++s) tiles += created->rack_count(s);
            EXPECT_EQ(tiles, box.tiles->total_tiles());
        }
    }
}

TEST(ComputerSeat, SeesEveryOtherSeatInTurnOrder) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const core::RuleSet& box = *core::rule_set_by_name("box");
    auto created = game::Game::create(game::GameSetup::for_rules(box, {"a", "b", "c", "d"}, 3));
    ASSERT_TRUE(created.has_value());
    game::Game& g = *created;
    ASSERT_TRUE(g.penalize(1, 5, game::AdjustmentKind::kArbiter).has_value());
    ASSERT_TRUE(g.penalize(3, 9, game::AdjustmentKind::kArbiter).has_value());
    const int seat = g.to_move();
    const Position p = position_from_view(box, game::view_for(g, seat));
    EXPECT_EQ(p.seats, 4);
    for (int k = 0; k < 4; ++k) {
        EXPECT_EQ(p.scores[static_cast<std::size_t>(k)], g.score((seat + k) % 4));
        EXPECT_EQ(p.rack_sizes[static_cast<std::size_t>(k)], g.rack_count((seat + k) % 4));
    }
    EXPECT_EQ(p.opponent_tiles(), 21);
    EXPECT_EQ(p.unseen_count(), g.bag_size() + 21);
    EXPECT_EQ(p.opponent_score(), seat == 3 ? 5 : 9);
}

}  // namespace
}  // namespace letterzak::ai
