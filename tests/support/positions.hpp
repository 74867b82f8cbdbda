#pragma once
// Test helpers: build positions by playing GCG moves, so that boards in tests read like the
// rule-book examples they reconstruct.

#include <gtest/gtest.h>

#include <string>

#include "core/board.hpp"
#include "core/placement.hpp"
#include "core/rules.hpp"
#include "core/score.hpp"
#include "formats/notation.hpp"

namespace letterzak::testing {

inline const core::RuleSet& rules(const char* name) {
    return *core::rule_set_by_name(name);
}

// A rack that holds exactly the tiles a move places (blanks as blanks), so that a bingo is
// scored only when the move really uses a full rack.
inline core::Rack rack_for(const core::Move& move) {
    return core::tiles_taken(move);
}

// Validates a GCG move on the board with a rack holding just its tiles; fails the test on
// a refusal.
inline core::Placement placement(const core::Board& board, const core::RuleSet& rs,
                                 const std::string& text) {
    auto move = formats::parse_move(text, board);
    EXPECT_TRUE(move.has_value()) << text << ": " << (move ? "" : move.error().message);
    if (!move) return {};
    auto p = core::validate_placement(board, rs, rack_for(*move), *move);
    EXPECT_TRUE(p.has_value()) << text << ": " << (p ? "" : p.error().message);
    if (!p) return {};
    return *p;
}

inline int score(const core::Board& board, const core::RuleSet& rs, const std::string& text) {
    return core::score_placement(rs, placement(board, rs, text));
}

// Plays a GCG move onto the board (validated) and returns its score.
inline int play(core::Board& board, const core::RuleSet& rs, const std::string& text) {
    const core::Placement p = placement(board, rs, text);
    const int s = core::score_placement(rs, p);
    core::apply_placement(board, rs, p.move);
    return s;
}

// Puts tiles on the board without any rule checks: "H1 S" style, for boards the rule book
// describes but does not show how they arose.
inline void put(core::Board& board, const std::string& square, char letter) {
    auto c = formats::parse_coordinate(square, formats::Notation::kDutch);
    ASSERT_TRUE(c.has_value()) << square;
    const bool blank = letter >= 'a' && letter <= 'z';
    const auto l = static_cast<core::Letter>((blank ? letter - 'a' : letter - 'A') + 1);
    board.place(c->square, static_cast<core::Letter>(l | (blank ? core::kBlankBit : 0)));
}

}  // namespace letterzak::testing
