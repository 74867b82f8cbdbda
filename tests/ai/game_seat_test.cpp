// The engine's players seated at the referee's table: every move they choose is accepted by
// the referee under each rule set, and the position a seat sees agrees with the referee's
// state. (With the tiny lexicon a game can go on exchanging for long: the test plays a bounded
// number of moves.)

#include "ai/game_seat.hpp"

#include <gtest/gtest.h>

#include "ai/players.hpp"
#include "fixtures.hpp"
#include "game/game.hpp"
#include "game/view.hpp"
#include "game/word_judge.hpp"

namespace letterzak::ai {
namespace {

TEST(GameSeat, PlayersMakeOnlyMovesTheRefereeAccepts) {
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
            std::vector<std::unique_ptr<GameSeat>> seats;
            for (const char* who : {"static", "sim"}) {
                auto f = player_factory(who, c);
                ASSERT_TRUE(f.has_value());
                seats.push_back(std::make_unique<GameSeat>(rules, (*f)()));
                seats.back()->player().new_game(static_cast<std::uint64_t>(g));
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

}  // namespace
}  // namespace letterzak::ai
