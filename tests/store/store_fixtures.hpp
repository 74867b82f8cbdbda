#pragma once
// A real game to store: two greedy players over the Dutch word list, with an exchange, a
// protest and a pass mixed in, so the log holds most kinds of event.

#include <gtest/gtest.h>

#include <memory>

#include "ai/computer_seat.hpp"
#include "ai/static_player.hpp"
#include "core/rules.hpp"
#include "game/game.hpp"
#include "game/view.hpp"
#include "game/word_judge.hpp"
#include "lexicon/lexicon.hpp"

namespace letterzak::testing {

struct PlayedGame {
    std::unique_ptr<lexicon::Lexicon> lexicon;
    std::unique_ptr<game::LexiconJudge> judge;
    std::unique_ptr<game::ManualTimeSource> time;
    std::unique_ptr<game::Game> game;
};

inline PlayedGame play_stored_game(std::uint64_t seed, int max_turns = 1000) {
    PlayedGame p;
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    auto lex = lexicon::Lexicon::open("", rules.reading);
    EXPECT_TRUE(lex) << (lex ? "" : lex.error().message);
    p.lexicon = std::make_unique<lexicon::Lexicon>(std::move(*lex));
    p.judge = std::make_unique<game::LexiconJudge>(*p.lexicon, "wdutch");
    p.time = std::make_unique<game::ManualTimeSource>(1'000'000);
    auto setup = game::GameSetup::for_rules(rules, {"Anna", "Bert"}, seed);
    setup.clock = game::ClockSettings::chess(rules);
    auto g = game::Game::create(setup, game::Services{p.judge.get(), p.time.get()});
    EXPECT_TRUE(g);
    p.game = std::make_unique<game::Game>(std::move(*g));
    ai::GreedyPlayer player(rules, p.lexicon->kwg());
    for (int turn = 0; turn < max_turns && !p.game->over(); ++turn) {
        p.time->advance(7'000 + turn * 13);
        const int seat = p.game->to_move();
        if (turn == 3) {
            // An exchange of two tiles.
            const auto tiles = p.game->rack(seat).tiles();
            EXPECT_TRUE(p.game->exchange(seat, std::span<const core::Letter>(tiles.data(), 2)));
            continue;
        }
        const core::Move m =
            player.choose(ai::position_from_view(rules, game::view_for(*p.game, seat)));
        EXPECT_TRUE(p.game->play(seat, m));
        if (turn == 5) (void)p.game->protest(1 - seat);  // a protest of a valid word
    }
    if (p.game->status() == game::GameStatus::kAwaitingJury) {
        EXPECT_TRUE(p.game->jury_check());
    }
    return p;
}

}  // namespace letterzak::testing
