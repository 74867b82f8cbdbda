#pragma once
// Coordinates and moves as text. This is the only place that parses or prints them.
//
// Two coordinate notations exist (SPEC §1) and every caller names the one it uses:
//  - kGcg (Quackle, Macondo, Woogles): number first = horizontal ("8H"), letter first =
//    vertical ("H8").
//  - kDutch (the Dutch score sheet, seed 004): letter first = horizontal ("H8"), number first
//    = vertical ("8H").
// Move text is GCG's: coordinate, space, the main word with tiles already on the board in
// parentheses (or as '.'), blanks in lower case, the IJ tile as [IJ] ([ij] for a blank).
// "-" is a pass, "-ABC?" an exchange.

#include <string>
#include <string_view>

#include "core/board.hpp"
#include "core/move.hpp"
#include "core/result.hpp"

namespace letterzak::formats {

enum class Notation { kGcg, kDutch };

struct Coordinate {
    int square = 0;
    core::Direction dir = core::Direction::kHorizontal;
    bool operator==(const Coordinate&) const = default;
};

Result<Coordinate> parse_coordinate(std::string_view text, Notation notation);
std::string format_coordinate(Coordinate c, Notation notation);
// The square alone, "H8" (column letter, row number).
std::string square_name(int square);

// Parses "8D ST(A)INER", "-" or "-ABC?". The board gives the tiles that '.' stands for.
Result<core::Move> parse_move(std::string_view text, const core::Board& board,
                              Notation notation = Notation::kGcg);
// The inverse of parse_move (through tiles always in parentheses).
std::string format_move(const core::Move& move, Notation notation = Notation::kGcg);
// The main word as plain upper-case letters, "STAINER".
std::string move_word(const core::Move& move);

}  // namespace letterzak::formats
