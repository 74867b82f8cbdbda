#pragma once
// Shared test fixtures for the AI: a tiny lexicon (fast to build, small search trees) and
// seeded positions built by greedy play on it.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/placement.hpp"
#include "core/rng.hpp"
#include "core/rules.hpp"
#include "game/kernel.hpp"
#include "lexicon/lexicon.hpp"
#include "movegen/generator.hpp"
#include "movegen/move_sink.hpp"

namespace letterzak::testing {

inline const std::vector<std::string>& tiny_words() {
    static const std::vector<std::string> words = {
        "at",    "ta",     "en",     "ne",      "te",    "et",    "na",    "an",     "de",
        "ed",    "er",     "re",     "in",      "ni",    "is",    "si",    "os",     "so",
        "to",    "ot",     "aan",    "tas",     "das",   "ras",   "sta",   "teen",   "tent",
        "rand",  "stad",   "rest",   "nest",    "tien",  "riet",  "dier",  "eten",   "trein",
        "tante", "steen",  "toren",  "ander",   "dat",   "net",   "ten",   "set",    "ster",
        "tand",  "rot",    "ros",    "dose",    "dons",  "dorst", "stier", "ratten", "sterren",
        "tenen", "dansen", "randen", "ondanks", "arend",
    };
    return words;
}

inline lexicon::Lexicon tiny_lexicon() {
    auto lex = lexicon::Lexicon::from_words(tiny_words(), core::WordReading::kPlain, "tiny");
    EXPECT_TRUE(lex.has_value());
    return std::move(*lex);
}

// A bag-empty endgame on a board holding only TA at H8 (across), the racks empty: tests add
// the tiles each side holds.
inline game::State ta_endgame(const core::RuleSet& rules) {
    game::State s;
    s.rules = &rules;
    s.turn = 30;  // late in the game, as an endgame is (see tiny_endgame)
    core::Move ta;
    ta.kind = core::MoveKind::kPlace;
    ta.start = static_cast<std::uint8_t>(7 * 15 + 7);
    ta.length = 2;
    ta.tiles_used = 2;
    ta.word[0] = 20;  // T
    ta.word[1] = 1;   // A
    core::apply_placement(s.board, rules, ta);
    return s;
}

// Letters the tiny words use, for drawing racks that can actually play.
inline core::Letter tiny_letter(core::Rng& rng) {
    static const char kLetters[] = "AAEEEENNNTTTSSRRDDOOI";
    const auto i = rng.below(static_cast<std::uint32_t>(sizeof(kLetters) - 1));
    return static_cast<core::Letter>(kLetters[i] - 'A' + 1);
}

// A board of a few greedy plays from random racks of tiny-word letters.
inline core::Board tiny_board(const core::RuleSet& rules, movegen::Generator& gen, core::Rng& rng,
                              int plays) {
    core::Board board;
    for (int p = 0, tries = 0; p < plays && tries < 50; ++tries) {
        core::Rack rack;
        for (int i = 0; i < rules.rack_size; ++i) rack.add(tiny_letter(rng));
        movegen::BestMove best;
        gen.generate(board, rack, best);
        if (!best.found) continue;
        core::apply_placement(board, rules, best.best);
        ++p;
    }
    return board;
}

// A small endgame: the bag empty, each side a few tiles (a blank now and then).
inline game::State tiny_endgame(const core::RuleSet& rules, movegen::Generator& gen, core::Rng& rng,
                                int max_tiles) {
    game::State s;
    s.rules = &rules;
    s.board = tiny_board(rules, gen, rng, 2 + static_cast<int>(rng.below(3)));
    for (int seat = 0; seat < 2; ++seat) {
        core::Rack& rack = s.racks[static_cast<std::size_t>(seat)];
        const int n = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_tiles)));
        for (int i = 0; i < n; ++i) rack.add(rng.below(20) == 0 ? core::kBlank : tiny_letter(rng));
    }
    s.scores = {static_cast<int>(rng.below(50)), static_cast<int>(rng.below(50))};
    s.to_move = static_cast<int>(rng.below(2));
    s.scoreless_run = static_cast<int>(rng.below(2));
    // Late in the game, as an endgame is: at turn 0 a pass would count as an opening pass,
    // and under woordspel two of them redeal the racks.
    s.turn = 30;
    s.words = &gen.kwg();  // the solver and brute force play by the generator's word list
    return s;
}

}  // namespace letterzak::testing
