// Leave values: the model's sum of terms, the text file round trip, the shipped tables, the
// per-rack table of leaves, and equity = score + leave on fixed positions.

#include <gtest/gtest.h>
#include <unistd.h>

#include <array>
#include <filesystem>

#include "ai/equity_sink.hpp"
#include "ai/leave_file.hpp"
#include "ai/leave_model.hpp"
#include "ai/leave_trainer.hpp"
#include "ai/leave_training_run.hpp"
#include "ai/rack_leaves.hpp"
#include "ai/static_player.hpp"
#include "fixtures.hpp"

namespace letterzak::ai {
namespace {

core::Rack rack(const char* text) {
    return *core::Rack::parse(text);
}

LeaveModel sample_model() {
    LeaveModel m;
    m.set_copy_value(5, 1, 250);    // first E +2.50
    m.set_copy_value(5, 2, -100);   // second E -1.00
    m.set_copy_value(18, 1, 150);   // R +1.50
    m.set_copy_value(17, 1, -800);  // Q -8.00
    m.set_copy_value(core::kBlank, 1, 2000);
    m.set_pair_value(5, 18, 60);  // E with R +0.60
    m.set_balance_value(1, 1, 40);
    m.set_balance_value(2, 1, -30);
    return m;
}

TEST(LeaveModel, SumsCopiesPairsAndBalance) {
    const LeaveModel m = sample_model();
    EXPECT_EQ(m.value(core::Rack{}), 0);
    EXPECT_EQ(m.value(rack("E")), 250);
    EXPECT_EQ(m.value(rack("ER")), 250 + 150 + 60 + 40);
    EXPECT_EQ(m.value(rack("EER")), 250 - 100 + 150 + 60 - 30);
    EXPECT_EQ(m.value(rack("Q?")), -800 + 2000);  // a blank is neither vowel nor consonant
}

TEST(LeaveFile, RoundTripsThroughText) {
    LeaveFile f;
    f.tile_set = "nl";
    f.rack_size = 7;
    f.notes = {"games 123"};
    f.leaves = sample_model();
    f.win.set(40, 3.5, 50.25);
    const std::string text = format_leave_file(f);
    auto back = parse_leave_file(text);
    ASSERT_TRUE(back.has_value()) << back.error().message;
    EXPECT_EQ(back->tile_set, "nl");
    EXPECT_EQ(back->rack_size, 7);
    EXPECT_EQ(back->leaves, f.leaves);
    EXPECT_DOUBLE_EQ(back->win.mean(40), 3.5);
    EXPECT_DOUBLE_EQ(back->win.sd(40), 50.25);
    ASSERT_EQ(back->notes.size(), 1U);
    EXPECT_EQ(format_leave_file(*back), text);
}

TEST(LeaveFile, RefusesBadInput) {
    EXPECT_FALSE(parse_leave_file("tileset nl\n").has_value());          // no header
    EXPECT_FALSE(parse_leave_file("letterzak-leaves 1\n").has_value());  // no tile set
    EXPECT_FALSE(parse_leave_file("letterzak-leaves 1\ntileset nl\ncopy % 1 2.0\n").has_value());
    EXPECT_FALSE(parse_leave_file("letterzak-leaves 1\ntileset nl\npair E E 1.0\n").has_value());
    EXPECT_FALSE(parse_leave_file("letterzak-leaves 1\ntileset nl\ncopy E 9 1.0\n").has_value());
    EXPECT_FALSE(parse_leave_file("letterzak-leaves 2\ntileset nl\n").has_value());
}

TEST(LeaveFile, ShippedTablesLoadForTheDutchRuleSets) {
    for (const char* name : {"tournament", "box", "box-ij", "woordspel"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        const LeaveFile& f = default_leave_file(rules);
        EXPECT_EQ(f.tile_set, rules.tiles->name) << name;
        EXPECT_EQ(f.rack_size, rules.rack_size) << name;
        EXPECT_FALSE(f.leaves.is_zero()) << name << ": no shipped table";
        // What every trained table agrees on: a blank is worth keeping, a lone Q is not.
        EXPECT_GT(f.leaves.value(rack("?")), 0) << name;
        EXPECT_LT(f.leaves.value(rack("Q")), 0) << name;
    }
    // English has no table: the zero model (greedy play).
    EXPECT_TRUE(default_leave_file(*core::rule_set_by_name("english")).leaves.is_zero());
}

TEST(RackLeaves, NumbersEverySubRackAndValuesItByTheModel) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const LeaveModel m = sample_model();
    const core::Rack r = rack("EERQ?");
    const RackLeaves leaves(rules, r, m);
    EXPECT_EQ(leaves.count(), 3 * 2 * 2 * 2);  // E: 0..2, R, Q, blank: 0..1
    EXPECT_EQ(leaves.leave(leaves.full_index()), r);
    EXPECT_EQ(leaves.leave(0), core::Rack{});
    Equity best = leaves.value(0);
    for (int i = 0; i < leaves.count(); ++i) {
        EXPECT_EQ(leaves.value(i), m.value(leaves.leave(i)));
        best = std::max(best, leaves.value(i));
    }
    EXPECT_EQ(leaves.max_value(), best);
    // The best leave of each size (the best-move search's bound per number of tiles played).
    EXPECT_EQ(leaves.tiles(), 5);
    std::array<Equity, 6> best_of_size{};
    std::array<bool, 6> seen{};
    for (int i = 0; i < leaves.count(); ++i) {
        const auto size = static_cast<std::size_t>(leaves.leave(i).size());
        best_of_size[size] =
            seen[size] ? std::max(best_of_size[size], leaves.value(i)) : leaves.value(i);
        seen[size] = true;
    }
    for (int kept = 0; kept <= 5; ++kept)
        EXPECT_EQ(leaves.max_value_keeping(kept), best_of_size[static_cast<std::size_t>(kept)])
            << kept << " kept";
}

TEST(RackLeaves, WithTheBagEmptyKeptTilesCountAgainstAndGoingOutGains) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const RackLeaves leaves(rules, rack("EQ"), sample_model(), EndgameTerms{true, 7});
    EXPECT_EQ(leaves.value(0), equity_of_points(2 * 7));  // out: the opponent's rack twice
    EXPECT_EQ(leaves.value(leaves.full_index()), -equity_of_points(2 * 11));  // E 1 + Q 10
    const core::RuleSet& woordspel = *core::rule_set_by_name("woordspel");
    const RackLeaves w(woordspel, rack("E"), sample_model(), EndgameTerms{true, 7});
    EXPECT_EQ(w.value(0), equity_of_points(7));  // each subtracts their own
}

TEST(Equity, IsScorePlusLeaveOnFixedPositions) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    movegen::Generator gen(rules, lex.kwg());
    const LeaveModel& model = default_leave_file(rules).leaves;
    StaticEvaluator eval(rules, lex.kwg(), model);
    core::Rng rng(5);
    for (int i = 0; i < 20; ++i) {
        const core::Board board = testing::tiny_board(rules, gen, rng, i % 4);
        core::Rack r;
        for (int k = 0; k < 7; ++k) r.add(testing::tiny_letter(rng));
        const auto top = eval.top(board, r, 50, {}, 1000, 200);
        ASSERT_FALSE(top.empty());
        for (const ScoredMove& m : top) {
            const core::Rack kept = core::leave_after(r, m.move);
            EXPECT_EQ(m.leave, model.value(kept));
            EXPECT_EQ(m.equity, equity_of_points(m.move.score) + model.value(kept));
        }
        // The pruned best equals the best of the full list.
        const ScoredMove best = eval.best(board, r, 50, {});
        EXPECT_EQ(best.equity, top.front().equity);
        EXPECT_TRUE(best.move.kind != core::MoveKind::kPlace ||
                    best.move.same_play(top.front().move));
    }
}

TEST(LeaveTrainer, SameTableOnAnyThreadCount) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    TrainSettings s;
    s.games = 24;
    s.seed = 5;
    s.threads = 1;
    const TrainReport one = train_leaves(rules, lex.kwg(), LeaveModel{}, s);
    s.threads = 3;
    const TrainReport three = train_leaves(rules, lex.kwg(), LeaveModel{}, s);
    EXPECT_EQ(one.games, 24);
    EXPECT_GT(one.samples, 0);
    EXPECT_EQ(one.samples, three.samples);
    EXPECT_EQ(one.file.leaves, three.file.leaves);
    EXPECT_EQ(format_leave_file(one.file), format_leave_file(three.file));
    EXPECT_EQ(one.file.tile_set, "nl");
}

TEST(LeaveTrainer, SharesOfTheGamesAddUpToTheWhole) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    TrainSettings s;
    s.games = 13;
    s.seed = 9;
    s.target = TrainTarget::kRestOfGame;
    const TrainingSums whole = play_training_games(rules, lex.kwg(), LeaveModel{}, s);
    TrainingSums split = play_training_games(rules, lex.kwg(), LeaveModel{}, s, {0, 3});
    split.merge(play_training_games(rules, lex.kwg(), LeaveModel{}, s, {1, 3}));
    split.merge(play_training_games(rules, lex.kwg(), LeaveModel{}, s, {2, 3}));
    EXPECT_EQ(whole.games(), 13);
    EXPECT_GT(whole.samples(), 0);
    EXPECT_EQ(whole.values(), split.values());
    EXPECT_EQ(format_leave_file(fit_leave_table(rules, s, whole)),
              format_leave_file(fit_leave_table(rules, s, split)));
}

// The same games (the policy does not depend on the target) give next-turn-to-end a sample at
// every turn that drew, as rest-of-game has — next-turn only those whose next turn drew too,
// which leaves out every last draw and with it the end of the game.
TEST(LeaveTrainer, NextTurnToEndAlsoLearnsFromTheLastDraws) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    TrainSettings s;
    s.games = 12;
    s.seed = 3;
    s.target = TrainTarget::kNextTurn;
    const TrainingSums next = play_training_games(rules, lex.kwg(), LeaveModel{}, s);
    s.target = TrainTarget::kRestOfGame;
    const TrainingSums rest = play_training_games(rules, lex.kwg(), LeaveModel{}, s);
    s.target = TrainTarget::kNextTurnToEnd;
    const TrainingSums to_end = play_training_games(rules, lex.kwg(), LeaveModel{}, s);
    EXPECT_EQ(to_end.points(), next.points());
    EXPECT_GT(next.samples(), 0);
    EXPECT_EQ(to_end.samples(), rest.samples());
    // Both players' last draw in each game at least.
    EXPECT_GE(to_end.samples(), next.samples() + 2 * s.games);
    EXPECT_FALSE(fit_leave_table(rules, s, to_end).leaves.is_zero());
}

TEST(LeaveTrainer, TargetsByName) {
    for (const TrainTarget t :
         {TrainTarget::kNextTurn, TrainTarget::kRestOfGame, TrainTarget::kNextTurnToEnd})
        EXPECT_EQ(*target_by_name(target_name(t)), t);
    EXPECT_EQ(target_name(TrainTarget::kNextTurnToEnd), "next-turn-to-end");
    const auto bad = target_by_name("next-year");
    ASSERT_FALSE(bad.has_value());
    EXPECT_NE(bad.error().message.find("next-turn-to-end"), std::string::npos);
}

TEST(LeaveTrainingRun, ResumesFromItsCheckpointToTheSameTable) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const auto dir = std::filesystem::temp_directory_path() /
                     ("letterzak-leave-run-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    TrainingRunSettings s;
    s.train.games = 8;
    s.train.seed = 4;
    s.tolerance = 0;
    s.max_iterations = 3;
    LeaveFile zero;
    zero.tile_set = "nl";
    SingleProcessGroup group;
    auto whole = run_leave_training(rules, lex.kwg(), zero, s, group);
    ASSERT_TRUE(whole);
    EXPECT_EQ(whole->ran.size(), 3u);
    EXPECT_FALSE(whole->converged);
    EXPECT_TRUE(checksum_matches(whole->file));
    EXPECT_EQ(note_value(whole->file, "iterations"), "3");

    // Two iterations with checkpoints, then the same run asked for three: it plays only the
    // third, from the second's table on disk.
    s.checkpoint_dir = dir;
    s.max_iterations = 2;
    auto first = run_leave_training(rules, lex.kwg(), zero, s, group);
    ASSERT_TRUE(first);
    EXPECT_TRUE(std::filesystem::exists(checkpoint_path(dir, 2)));
    s.max_iterations = 3;
    auto resumed = run_leave_training(rules, lex.kwg(), zero, s, group);
    ASSERT_TRUE(resumed);
    EXPECT_EQ(resumed->resumed_after, 2);
    ASSERT_EQ(resumed->ran.size(), 1u);
    EXPECT_EQ(resumed->ran[0].iteration, 3);
    EXPECT_EQ(format_leave_file(resumed->file), format_leave_file(whole->file));

    // Another seed is another run: its checkpoints are not taken for this one's.
    s.train.seed = 5;
    auto other = run_leave_training(rules, lex.kwg(), zero, s, group);
    EXPECT_FALSE(other);
    std::filesystem::remove_all(dir);
}

TEST(LeaveFile, ChecksumCoversTheValuesNotTheNotes) {
    LeaveFile f;
    f.tile_set = "nl";
    f.leaves.set_copy_value(core::kBlank, 1, 2000);
    set_note(f, "seed", "3");
    set_note(f, "checksum", leave_table_checksum(f));
    EXPECT_TRUE(checksum_matches(f));
    set_note(f, "seed", "4");  // replaced, not added
    EXPECT_EQ(note_value(f, "seed"), "4");
    EXPECT_EQ(f.notes.size(), 2u);
    EXPECT_TRUE(checksum_matches(f));
    auto parsed = parse_leave_file(format_leave_file(f));
    ASSERT_TRUE(parsed);
    EXPECT_TRUE(checksum_matches(*parsed));
    f.leaves.set_copy_value(core::kBlank, 1, 2001);
    EXPECT_FALSE(checksum_matches(f));
    EXPECT_NE(provenance_line(f).find("seed 4"), std::string::npos);
    EXPECT_NE(provenance_line(f).find("command not recorded"), std::string::npos);
}

TEST(Equity, ScoreFloorIsTheSmallestScoreThatCanReachTheTarget) {
    EXPECT_EQ(score_floor_for(1000, 250), 8);  // 7.5 → 8
    EXPECT_EQ(score_floor_for(1000, 200), 8);
    EXPECT_EQ(score_floor_for(-150, 0), -1);  // -1.5 → -1
    EXPECT_EQ(score_floor_for(-200, 0), -2);
}

}  // namespace
}  // namespace letterzak::ai
