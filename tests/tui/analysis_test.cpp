// One analysis: the terminal's review of a finished game and the server's analysis page come
// from the same review (ai/review.hpp) at the same depth, so for every turn they name the same
// best moves, agree on whether the played move was the best, and on what it cost. Also for
// three and four seats (box rules), where each turn is seen from its mover's seat.

#include "tui/analysis.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "formats/notation.hpp"
#include "game/word_judge.hpp"
#include "server/analysis.hpp"
#include "tui_support.hpp"

namespace letterzak::tui {
namespace {

void expect_same_best_moves(const char* rules_name, int seats, std::uint64_t seed) {
    SCOPED_TRACE(::testing::Message() << rules_name << ", " << seats << " seats, seed " << seed);
    const core::RuleSet& rules = *core::rule_set_by_name(rules_name);
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    const game::LexiconJudge judge(lex, "test");
    std::vector<std::string> names;
    for (int s = 0; s < seats; ++s) names.push_back("p" + std::to_string(s));
    auto created =
        game::Game::create(game::GameSetup::for_rules(rules, names, seed), {&judge, nullptr});
    ASSERT_TRUE(created.has_value());
    game::Game& g = *created;
    testing::play_greedy_turns(g, lex, 400);
    ASSERT_TRUE(g.over());
    if (g.status() == game::GameStatus::kAwaitingJury) {
        ASSERT_TRUE(g.jury_check().has_value());
    }

    auto index = std::make_shared<const movegen::KwgIndex>(lex.kwg());
    Analyst analyst(rules, lex.kwg(), index);
    const std::vector<TurnReview> terminal = analyst.review(g);
    auto server = server::analyse_game(g, judge, lex.kwg(), index, 3);
    ASSERT_TRUE(server.has_value()) << server.error().message;
    const nlohmann::json& turns = (*server)["turns"];
    ASSERT_EQ(turns.size(), terminal.size());
    ASSERT_GT(terminal.size(), 4U);
    int compared = 0;
    for (std::size_t i = 0; i < terminal.size(); ++i) {
        const TurnReview& r = terminal[i];
        const nlohmann::json& t = turns[i];
        EXPECT_EQ(t["number"], r.number);
        EXPECT_EQ(t["seat"], r.seat);
        EXPECT_EQ(t["is_best"], r.is_best) << "turn " << r.number;
        EXPECT_NEAR(t["missed"].get<double>(), ai::to_points(r.cost()), 0.051)
            << "turn " << r.number;
        ASSERT_LE(t["best"].size(), 3U);
        ASSERT_GE(r.analysis.rows.size(), t["best"].size());
        for (std::size_t k = 0; k < t["best"].size(); ++k) {
            const core::Move& m = r.analysis.rows[k].move.move;
            EXPECT_EQ(t["best"][k]["move_gcg"], formats::format_move(m, formats::MoveStyle::kGcg))
                << "turn " << r.number << ", row " << k;
            ++compared;
        }
    }
    EXPECT_GT(compared, 10);
}

TEST(OneAnalysis, TerminalAndServerNameTheSameBestMoves) {
    expect_same_best_moves("tournament", 2, 7);
    expect_same_best_moves("box", 3, 8);
    expect_same_best_moves("box", 4, 9);
}

}  // namespace
}  // namespace letterzak::tui
