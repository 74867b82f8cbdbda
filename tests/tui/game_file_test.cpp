// Saving a terminal game as GCG and loading it to play on: the same game, the same bag.

#include "tui/game_file.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "core/house_rules.hpp"
#include "formats/gcg.hpp"
#include "game/clock_choice.hpp"
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

// A box game with every setting away from its default: the house rules, the failed-challenge
// penalty and the clock (overtime penalty with rate and limit, total time).
game::GameSetup box_with_every_setting(std::uint64_t seed) {
    core::HouseRules house;
    house.blank_swap = core::BlankSwap::kIsTurn;
    house.play_on_after_out = true;
    house.veto = true;
    house.failed_challenge_penalty = 5;
    const core::RuleSet& box = *core::rule_set_by_name("box");
    game::GameSetup setup = game::GameSetup::for_rules(core::with_house_rules(box, house).value(),
                                                       {"Anna", "Computer"}, seed);
    game::ClockChoice clock;
    clock.minutes = 20;
    clock.overtime = game::OvertimeRule::kPenalty;
    clock.penalty_per_minute = 15;
    clock.overtime_limit_minutes = 2;
    clock.total_minutes = 90;
    setup.clock = game::clock_settings_from(clock, box).value();
    return setup;
}

TEST(GameFile, EverySettingOfTheGameIsSavedAndLoaded) {
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    const game::LexiconJudge judge(lex, "test");
    game::ManualTimeSource time;
    game::Services services;
    services.judge = &judge;
    services.time = &time;
    const game::GameSetup setup = box_with_every_setting(31);
    auto g = game::Game::create(setup, services);
    ASSERT_TRUE(g.has_value()) << g.error().message;
    testing::play_greedy_turns(*g, lex, 4);
    PlayMeta meta;
    meta.seed = 31;
    const SaveKey key = test_key(9);
    const std::string text = saved_game_text(*g, meta, "test", key).value();
    EXPECT_NE(text.find("clock=20 overtime=penalty overtime_rate=15 overtime_limit=2 "
                        "total_time=90 blank_swap=is_turn play_on=1 veto=1 challenge_penalty=5"),
              std::string::npos)
        << text;
    auto loaded = load_game_text(text, "x.gcg", services, &key);
    ASSERT_TRUE(loaded.has_value()) << render(loaded.error(), Lang::kEn);
    expect_same_game(*g, loaded->game);
    EXPECT_EQ(loaded->game.setup().clock, setup.clock);
    EXPECT_EQ(core::house_rules_of(loaded->game.setup().rules), core::house_rules_of(setup.rules));
    EXPECT_TRUE(loaded->game.rules().veto);
}

TEST(GameFile, AFileWithoutSettingsLoadsWithTheDefaults) {
    // An earlier version wrote only the clock's minutes.
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    const game::Game g = middle_game(*core::rule_set_by_name("box"), lex, 12, 2, 4);
    auto loaded = load_game_text(clear_save(g, 12), "x.gcg", {}, nullptr);
    ASSERT_TRUE(loaded.has_value()) << render(loaded.error(), Lang::kEn);
    EXPECT_FALSE(loaded->game.setup().clock.any());
    EXPECT_EQ(core::house_rules_of(loaded->game.setup().rules), core::HouseRules{});
    std::string with_clock = clear_save(g, 12);
    with_clock.replace(with_clock.find("clock=0"), 7, "clock=25");
    loaded = load_game_text(with_clock, "x.gcg", {}, nullptr);
    ASSERT_TRUE(loaded.has_value()) << render(loaded.error(), Lang::kEn);
    EXPECT_TRUE(loaded->game.setup().clock.chess_clock);
    EXPECT_EQ(loaded->game.setup().clock.per_player, 25 * game::kMinute);
    EXPECT_EQ(loaded->game.setup().clock.overtime, game::OvertimeRule::kLoss);
}

TEST(GameFile, ADamagedSettingRefusesTheFile) {
    const lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    const game::Game g = middle_game(*core::rule_set_by_name("box"), lex, 12, 2, 4);
    const std::string good = clear_save(g, 12);
    ASSERT_TRUE(load_game_text(good, "x.gcg", {}, nullptr).has_value());
    struct Case {
        const char* field;
        const char* names;  // what the message names
    };
    for (const Case& c : {Case{"clock=twintig", "clock=twintig"}, Case{"overtime=soms", "overtime"},
                          Case{"veto=2", "veto=2"}, Case{"blank_swap=maybe", "blank_swap"},
                          Case{"challenge_penalty=-1", "challenge_penalty"},
                          Case{"clock=0 overtime=penalty", "clock"},     // overtime, no clock
                          Case{"challenge_penalty=500", "house rules"},  // out of range
                          Case{"clock=25 overtime_rate=5", "clock"}}) {  // a rate under "loss"
        std::string damaged = good;
        damaged.replace(damaged.find("clock=0"), 7, c.field);
        auto loaded = load_game_text(damaged, "x.gcg", {}, nullptr);
        ASSERT_FALSE(loaded.has_value()) << c.field;
        EXPECT_EQ(loaded.error().id, Text::kLoadBadSetting) << c.field;
        const std::string said = render(loaded.error(), Lang::kNl);
        EXPECT_NE(said.find(c.names), std::string::npos) << said;
        EXPECT_NE(said.find("De huidige partij gaat door."), std::string::npos) << said;
    }
    // A setting the tournament rules do not have is refused as a new game's is.
    const game::Game t = middle_game(*core::rule_set_by_name("tournament"), lex, 8, 2, 4);
    std::string vetoed = clear_save(t, 8);
    vetoed.replace(vetoed.find("clock=0"), 7, "clock=0 veto=1");
    auto loaded = load_game_text(vetoed, "x.gcg", {}, nullptr);
    ASSERT_FALSE(loaded.has_value());
    EXPECT_NE(render(loaded.error(), Lang::kEn).find("belong to the box rules"), std::string::npos);
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
