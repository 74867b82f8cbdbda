// Saving a terminal game as GCG and loading it to play on: the same game, the same bag.

#include "tui/game_file.hpp"

#include <gtest/gtest.h>

#include "formats/gcg.hpp"
#include "game/word_judge.hpp"
#include "tui/tui_support.hpp"

namespace letterzak::tui {
namespace {

game::Game middle_game(const core::RuleSet& rules, const lexicon::Lexicon& lex, std::uint64_t seed,
                       int players, int turns) {
    std::vector<std::string> names = {"Anna de Vries", "Computer"};
    for (int s = 2; s < players; ++s) names.push_back("Computer " + std::to_string(s));
    auto g = game::Game::create(game::GameSetup::for_rules(rules, names, seed));
    EXPECT_TRUE(g.has_value());
    testing::play_greedy_turns(*g, lex, turns);
    return std::move(*g);
}

void expect_same_game(const game::Game& a, const game::Game& b) {
    ASSERT_EQ(a.seats(), b.seats());
    EXPECT_TRUE(a.board() == b.board());
    EXPECT_EQ(a.to_move(), b.to_move());
    EXPECT_EQ(a.bag_size(), b.bag_size());
    EXPECT_EQ(a.turns().size(), b.turns().size());
    for (int s = 0; s < a.seats(); ++s) {
        EXPECT_EQ(a.player_name(s), b.player_name(s));
        EXPECT_EQ(a.score(s), b.score(s));
        EXPECT_TRUE(a.rack(s) == b.rack(s))
            << a.rack(s).to_string() << " vs " << b.rack(s).to_string();
    }
}

TEST(GameFile, ASavedGameLoadsAsTheSameGame) {
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    const game::LexiconJudge judge(lex, "test");
    game::Services services;
    services.judge = &judge;
    for (const char* rules_name : {"tournament", "box"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(rules_name);
        for (int players : {2, rules.max_players}) {
            const game::Game g = middle_game(rules, lex, 17, players, 9);
            PlayMeta meta;
            meta.seed = 17;
            meta.human = 0;
            meta.level = "club";
            const std::string text = saved_game_text(g, meta, "test");
            EXPECT_NE(text.find("#letterzak-play seed=17 starter="), std::string::npos);
            auto loaded = load_game_text(text, "partij.gcg", services);
            ASSERT_TRUE(loaded.has_value()) << render(loaded.error(), Lang::kEn);
            expect_same_game(g, loaded->game);
            EXPECT_EQ(loaded->meta.level, "club");
            EXPECT_EQ(loaded->rules, &rules);
            // The bag goes on as it would have: the next draws are the same.
            game::Game a = g;
            game::Game b = std::move(loaded->game);
            testing::play_greedy_turns(a, lex, 6);
            testing::play_greedy_turns(b, lex, 6);
            expect_same_game(a, b);
        }
    }
}

TEST(GameFile, AnotherProgramsRecordCannotBePlayedOn) {
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    const game::Game g = middle_game(*core::rule_set_by_name("tournament"), lex, 4, 2, 4);
    const std::string foreign = formats::write_gcg(formats::gcg_record_of(g));
    auto loaded = load_game_text(foreign, "quackle.gcg", {});
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().id, Text::kLoadForeign);
    EXPECT_NE(
        render(loaded.error(), Lang::kNl).find("quackle.gcg is niet met letterzak play gespeeld"),
        std::string::npos);
}

TEST(GameFile, BrokenFilesAreRefusedWithTheReason) {
    EXPECT_EQ(load_game_text("dit is geen partij", "x.gcg", {}).error().id, Text::kLoadNotGcg);
    EXPECT_EQ(
        load_game_text("#rules schaken\n#player1 a A\n#player2 b B\n", "x.gcg", {}).error().id,
        Text::kLoadUnknownRules);
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    const game::Game g = middle_game(*core::rule_set_by_name("tournament"), lex, 8, 2, 6);
    PlayMeta meta;
    meta.seed = 8;
    std::string text = saved_game_text(g, meta, "test");
    // Another seed deals other tiles: the record's moves no longer fit the bag.
    const std::size_t at = text.find("seed=8 ");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 7, "seed=9 ");
    auto loaded = load_game_text(text, "x.gcg", {});
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().id, Text::kLoadMismatch);
}

TEST(GameFile, RulesOfARecord) {
    EXPECT_EQ(record_rules("#rules box\n#player1 a A\n#player2 b B\n"),
              core::rule_set_by_name("box"));
    EXPECT_EQ(record_rules("#player1 a A\n#player2 b B\n"), core::rule_set_by_name("tournament"));
    EXPECT_EQ(record_rules("garbage"), nullptr);
}

}  // namespace
}  // namespace letterzak::tui
