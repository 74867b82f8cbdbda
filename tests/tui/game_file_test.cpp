// Saving a terminal game as GCG and loading it to play on: the same game, the same bag.

#include "tui/game_file.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

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

// A key for the tests (the player's own lives in their configuration directory).
SaveKey test_key(unsigned char fill) {
    SaveKey k;
    k.bytes.fill(fill);
    return k;
}

// A save file as earlier versions wrote it: every rack, and the seed in clear.
std::string clear_save(const game::Game& g, std::uint64_t seed) {
    formats::GcgRecord record = formats::gcg_record_of(g);
    record.other_pragmas.emplace_back("letterzak-play",
                                      "seed=" + std::to_string(seed) +
                                          " starter=" + std::to_string(g.starter()) +
                                          " human=0 level=club clock=0 practice=0");
    return formats::write_gcg(record);
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
            const SaveKey key = test_key(7);
            const auto saved = saved_game_text(g, meta, "test", key);
            ASSERT_TRUE(saved.has_value()) << saved.error().message;
            const std::string& text = *saved;
            EXPECT_NE(text.find("#letterzak-play human=0 level=club"), std::string::npos);
            auto loaded = load_game_text(text, "partij.gcg", services, &key);
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
    auto loaded = load_game_text(foreign, "quackle.gcg", {}, nullptr);
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().id, Text::kLoadForeign);
    EXPECT_NE(
        render(loaded.error(), Lang::kNl).find("quackle.gcg is niet met letterzak play gespeeld"),
        std::string::npos);
}

TEST(GameFile, BrokenFilesAreRefusedWithTheReason) {
    EXPECT_EQ(load_game_text("dit is geen partij", "x.gcg", {}, nullptr).error().id,
              Text::kLoadNotGcg);
    EXPECT_EQ(load_game_text("#rules schaken\n#player1 a A\n#player2 b B\n", "x.gcg", {}, nullptr)
                  .error()
                  .id,
              Text::kLoadUnknownRules);
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    const game::Game g = middle_game(*core::rule_set_by_name("tournament"), lex, 8, 2, 6);
    // An earlier version's file, its seed in clear, still loads; another seed deals other
    // tiles: the record's moves no longer fit the bag.
    ASSERT_TRUE(load_game_text(clear_save(g, 8), "x.gcg", {}, nullptr).has_value());
    auto loaded = load_game_text(clear_save(g, 9), "x.gcg", {}, nullptr);
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().id, Text::kLoadMismatch);
}

// Issue 17: opening the save file must not show the computer's rack or the bag's seed. The
// file shows the game as the player saw it; the rest is sealed with the player's key.
TEST(GameFile, TheSaveFileHidesTheComputersRacksAndTheSeed) {
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    for (int players : {2, 4}) {
        const game::Game g = middle_game(
            *core::rule_set_by_name(players == 2 ? "tournament" : "box"), lex, 23, players, 7);
        ASSERT_FALSE(g.over());
        PlayMeta meta;
        meta.seed = 23;
        meta.human = 0;
        const SaveKey key = test_key(3);
        const std::string text = saved_game_text(g, meta, "test", key).value();
        EXPECT_EQ(text.find("seed="), std::string::npos);
        auto record = formats::parse_gcg(text);
        ASSERT_TRUE(record.has_value()) << record.error().message;
        // Record player k sat in seat (starter + k) mod n: only seat 0's racks are there.
        const int n = g.seats();
        int own_racks = 0;
        for (const formats::GcgLine& line : record->lines) {
            const bool human = (g.starter() + line.player) % n == 0;
            if (!human) {
                EXPECT_FALSE(line.rack.has_value()) << "a computer's rack in the file";
            }
            if (human && line.rack) ++own_racks;
        }
        EXPECT_GT(own_racks, 0) << "the player's own racks stay in the record";
        for (std::size_t k = 0; k < record->final_racks.size(); ++k)
            if ((g.starter() + static_cast<int>(k)) % n != 0) {
                EXPECT_FALSE(record->final_racks[k].has_value());
            }
        // Without the key, with another key, or with the sealed part changed: refused.
        EXPECT_EQ(load_game_text(text, "x.gcg", {}, nullptr).error().id, Text::kLoadNoKey);
        const SaveKey other = test_key(4);
        EXPECT_EQ(load_game_text(text, "x.gcg", {}, &other).error().id, Text::kLoadNoKey);
        std::string changed = text;
        const std::size_t at = changed.find("sealed=v1.") + 20;
        changed[at] = changed[at] == 'A' ? 'B' : 'A';
        EXPECT_EQ(load_game_text(changed, "x.gcg", {}, &key).error().id, Text::kLoadNoKey);
        // With the key it is the same game.
        auto loaded = load_game_text(text, "x.gcg", {}, &key);
        ASSERT_TRUE(loaded.has_value()) << render(loaded.error(), Lang::kEn);
        expect_same_game(g, loaded->game);
    }
}

TEST(GameFile, TheSaveKeyIsMadeOnceAndReadableByItsOwnerOnly) {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("letterzak-key-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    const std::filesystem::path path = dir / "letterzak" / "save.key";
    EXPECT_EQ(load_save_key(path, false).error().code, "no_key");
    auto made = load_save_key(path, true);
    ASSERT_TRUE(made.has_value()) << made.error().message;
    const auto perms = std::filesystem::status(path).permissions();
    EXPECT_EQ(perms & std::filesystem::perms::all,
              std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
    EXPECT_EQ(
        std::filesystem::status(path.parent_path()).permissions() & std::filesystem::perms::all,
        std::filesystem::perms::owner_all);
    auto again = load_save_key(path, true);
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->bytes, made->bytes) << "an existing key is kept";
    EXPECT_NE(made->bytes, test_key(0).bytes);
    std::filesystem::resize_file(path, 5);
    EXPECT_EQ(load_save_key(path, false).error().code, "bad_key");
    std::filesystem::remove_all(dir);
}

TEST(GameFile, RulesOfARecord) {
    EXPECT_EQ(record_rules("#rules box\n#player1 a A\n#player2 b B\n"),
              core::rule_set_by_name("box"));
    EXPECT_EQ(record_rules("#player1 a A\n#player2 b B\n"), core::rule_set_by_name("tournament"));
    EXPECT_EQ(record_rules("garbage"), nullptr);
}

}  // namespace
}  // namespace letterzak::tui
