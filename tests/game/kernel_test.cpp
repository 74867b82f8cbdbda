// The rules kernel on its own: the rule-set knobs of a turn (exchanges, the pass run per rule
// set and seat count, woordspel's opening passes and redeal, going out and the end-of-game rack
// rule), for 2, 3 and 4 seats. That the kernel and the referee agree turn by turn in whole
// games is the self-play property (selfplay_test.cpp).

#include "game/kernel.hpp"

#include <gtest/gtest.h>

#include <array>

#include "ai/fixtures.hpp"
#include "core/score.hpp"
#include "movegen/generator.hpp"
#include "movegen/move_sink.hpp"

namespace letterzak::game {
namespace {

const core::RuleSet& tournament() {
    return *core::rule_set_by_name("tournament");
}

core::Move exchange_of(const core::Rack& tiles) {
    core::Move m;
    m.kind = core::MoveKind::kExchange;
    for (core::Letter l : tiles.tiles()) m.word[m.length++] = l;
    return m;
}

int tiles_total(const State& s) {
    int n = s.bag.size() + s.racks[0].size() + s.racks[1].size();
    for (int sq = 0; sq < core::kSquares; ++sq) n += s.board.empty(sq) ? 0 : 1;
    return n;
}

TEST(Kernel, ExchangeNeedsTheRuleSetsBagAndKeepsTilesConserved) {
    core::Rng rng(3);
    State s = new_state(tournament(), 2, 0, rng);
    const int total = tiles_total(s);
    core::Rack give;
    give.add(s.racks[0].tiles()[0]);
    apply_move(s, exchange_of(give), rng);
    EXPECT_EQ(tiles_total(s), total);
    EXPECT_EQ(s.racks[0].size(), 7);
    EXPECT_EQ(s.scoreless_run, 0);  // an exchange breaks the pass run in the tournament rules
    EXPECT_EQ(s.to_move, 1);
}

TEST(Kernel, ThreePassesEndTheGameAndEachSubtractsTheirRack) {
    core::Rng rng(4);
    State s = new_state(tournament(), 2, 0, rng);
    const int v0 = core::rack_value(tournament(), s.racks[0]);
    const int v1 = core::rack_value(tournament(), s.racks[1]);
    for (int i = 0; i < 3; ++i) apply_move(s, core::Move::pass(), rng);
    EXPECT_EQ(s.end, EndReason::kPassRun);
    EXPECT_EQ(s.scores[0], -v0);
    EXPECT_EQ(s.scores[1], -v1);
}

TEST(Kernel, BoxCountsTwoPassesPerPlayer) {
    core::Rng rng(4);
    State s = new_state(*core::rule_set_by_name("box"), 2, 0, rng);
    for (int i = 0; i < 3; ++i) apply_move(s, core::Move::pass(), rng);
    EXPECT_FALSE(s.over());
    apply_move(s, core::Move::pass(), rng);
    EXPECT_TRUE(s.over());
}

TEST(Kernel, WoordspelOpeningPassesDoNotCountAndRedealOnce) {
    const core::RuleSet& w = *core::rule_set_by_name("woordspel");
    core::Rng rng(4);
    State s = new_state(w, 2, 0, rng);
    apply_move(s, core::Move::pass(), rng);
    apply_move(s, core::Move::pass(), rng);
    EXPECT_TRUE(s.redealt);
    EXPECT_EQ(s.scoreless_run, 0);
    EXPECT_EQ(s.racks[0].size(), 8);
    EXPECT_EQ(tiles_total(s), w.tiles->total_tiles());
    for (int i = 0; i < 3; ++i) apply_move(s, core::Move::pass(), rng);
    EXPECT_TRUE(s.over());
}

// Woordspel: a word that first holds an open blank along its line fixes the blank's reading
// there, with the first letter that makes it a word, in the kernel as in the referee
// (word_judge.hpp, open_reading_fixes). Z and a blank reading e across lie on H8-H9; E and N
// go below them across, so the blank is in the word "?E" down: NE comes before RE. Without a
// word list the reading stays open.
TEST(Kernel, AnOpenBlankInACrossWordTakesTheFirstLetterThatMakesAWord) {
    const core::RuleSet& w = *core::rule_set_by_name("woordspel");
    auto lex = lexicon::Lexicon::from_words({"ze", "en", "re", "ne"}, w.reading, "t");
    ASSERT_TRUE(lex.has_value()) << lex.error().message;
    auto letter = [](const char* t) { return core::read_letter_token(t)->letter; };
    const int blank = core::square_index(7, 8);
    for (const bool with_words : {true, false}) {
        SCOPED_TRACE(with_words ? "with the word list" : "without");
        core::Rng rng(1);
        State s;
        s.rules = &w;
        s.words = with_words ? &lex->kwg() : nullptr;
        s.board.place(core::square_index(7, 7), letter("Z"));
        s.board.place(blank, static_cast<core::Letter>(letter("E") | core::kBlankBit), letter("E"),
                      core::kUnfixed);
        s.racks[0] = *core::Rack::parse("ENT");
        s.racks[1] = *core::Rack::parse("A");
        const std::array<std::pair<int, core::Letter>, 2> tiles{
            {{core::square_index(8, 8), letter("E")}, {core::square_index(8, 9), letter("N")}}};
        auto move = core::move_from_tiles(s.board, tiles);
        ASSERT_TRUE(move.has_value()) << move.error().message;
        apply_move(s, *move, rng);
        EXPECT_EQ(s.board.reads(core::Direction::kHorizontal, blank), letter("E"));
        EXPECT_EQ(s.board.reads(core::Direction::kVertical, blank),
                  with_words ? letter("N") : core::kUnfixed);
    }
}

TEST(Kernel, GoingOutFollowsTheEndRackRule) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    for (const char* name : {"tournament", "english", "woordspel"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        State s;
        s.rules = &rules;
        s.racks[0] = *core::Rack::parse("AT");
        s.racks[1] = *core::Rack::parse("Q");
        movegen::Generator gen(rules, lex.kwg());
        if (rules.first_move_min_tiles > 2) continue;  // woordspel's first word needs 4 tiles
        movegen::BestMove best;
        gen.generate(s.board, s.racks[0], best);
        ASSERT_TRUE(best.found);
        core::Rng rng(1);
        apply_move(s, best.best, rng);
        ASSERT_EQ(s.end, EndReason::kWentOut) << name;
        const int q = rules.tiles->value[17];
        if (rules.end_rack == core::EndRackRule::kOutGainsOthers) {
            EXPECT_EQ(s.scores[0], best.best.score + q);
            EXPECT_EQ(s.scores[1], -q);
        } else {
            EXPECT_EQ(s.scores[0], best.best.score + 2 * q);
            EXPECT_EQ(s.scores[1], 0);
        }
    }
}

TEST(Kernel, TilesTotalOverEveryRack) {
    // tiles_total above counts two racks; with more seats every rack holds tiles.
    core::Rng rng(9);
    const core::RuleSet& box = *core::rule_set_by_name("box");
    for (int seats = 2; seats <= 4; ++seats) {
        State s = new_state(box, seats, seats - 1, rng);
        int n = s.bag.size();
        for (int seat = 0; seat < seats; ++seat) {
            EXPECT_EQ(s.rack(seat).size(), 7);
            n += s.rack(seat).size();
        }
        EXPECT_EQ(n, box.tiles->total_tiles());
        EXPECT_EQ(s.to_move, seats - 1);
    }
}

TEST(Kernel, BoxPassRunIsTwiceRoundTheTableForEverySeatCount) {
    const core::RuleSet& box = *core::rule_set_by_name("box");
    for (int seats = 2; seats <= 4; ++seats) {
        core::Rng rng(5);
        State s = new_state(box, seats, 0, rng);
        EXPECT_EQ(scoreless_limit(box, seats), 2 * seats);
        int values = 0;
        for (int seat = 0; seat < seats; ++seat) values += core::rack_value(box, s.rack(seat));
        for (int i = 0; i < 2 * seats - 1; ++i) {
            EXPECT_EQ(s.to_move, i % seats);
            apply_move(s, core::Move::pass(), rng);
        }
        EXPECT_FALSE(s.over());
        apply_move(s, core::Move::pass(), rng);
        ASSERT_TRUE(s.over());
        EXPECT_EQ(s.end, EndReason::kPassRun);
        int total = 0;
        for (int seat = 0; seat < seats; ++seat) total += s.score(seat);
        EXPECT_EQ(total, -values);
    }
}

TEST(Kernel, GoingOutAmongFourGainsEveryOtherRack) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const core::RuleSet& box = *core::rule_set_by_name("box");
    State s;
    s.rules = &box;
    s.seats = 4;
    s.racks[0] = *core::Rack::parse("AT");
    s.racks[1] = *core::Rack::parse("Q");
    s.racks[2] = *core::Rack::parse("EE");
    s.racks[3] = *core::Rack::parse("Z");
    movegen::Generator gen(box, lex.kwg());
    movegen::BestMove best;
    gen.generate(s.board, s.racks[0], best);
    ASSERT_TRUE(best.found);
    ASSERT_EQ(best.best.tiles_used, 2);
    core::Rng rng(1);
    apply_move(s, best.best, rng);
    ASSERT_EQ(s.end, EndReason::kWentOut);
    EXPECT_EQ(s.out_seat, 0);
    const int q = core::rack_value(box, s.rack(1)), e = core::rack_value(box, s.rack(2)),
              z = core::rack_value(box, s.rack(3));
    EXPECT_EQ(s.score(0), best.best.score + q + e + z);
    EXPECT_EQ(s.score(1), -q);
    EXPECT_EQ(s.score(2), -e);
    EXPECT_EQ(s.score(3), -z);
    EXPECT_EQ(s.spread(0), best.best.score + q + e + z + std::min({q, e, z}));
}

TEST(Kernel, ScorelessRunPerTurnKind) {
    const core::RuleSet& english = *core::rule_set_by_name("english");
    const core::RuleSet& woordspel = *core::rule_set_by_name("woordspel");
    EXPECT_EQ(scoreless_run_after(tournament(), TurnKind::kPlace, 5, 2), 0);
    EXPECT_EQ(scoreless_run_after(tournament(), TurnKind::kExchange, 5, 2), 0);
    EXPECT_EQ(scoreless_run_after(english, TurnKind::kExchange, 5, 2), 3);
    EXPECT_EQ(scoreless_run_after(tournament(), TurnKind::kPass, 5, 2), 3);
    EXPECT_EQ(scoreless_run_after(woordspel, TurnKind::kPass, 1, 0), 0);
    EXPECT_EQ(scoreless_run_after(woordspel, TurnKind::kPass, 2, 0), 1);
    EXPECT_EQ(scoreless_run_after(english, TurnKind::kLostTurn, 5, 2), 3);
    EXPECT_EQ(scoreless_limit(tournament(), 2), 3);
    EXPECT_EQ(scoreless_limit(english, 2), 6);
}

}  // namespace
}  // namespace letterzak::game
