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
// "-" is a pass, "-ABC?" an exchange. Every edge writes a move through format_move, in one of
// the styles below; no other code spells a move out.

#include <span>
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
// How a move is written. A pass is "-" and an exchange "-" and its tiles ("-AB?") in every style.
enum class MoveStyle {
    kGcg,      // "8H TR(E)iN": GCG coordinate, tiles on the board in parentheses, a blank in lower
               // case, IJ as [IJ]; parse_move reads it back (GCG files, `letterzak moves`)
    kGcgDots,  // "8H TR.iN": as kGcg with each tile on the board a '.' (GCG's other column form)
    kDutch,    // "H8 TR(E)iN": as kGcg with the Dutch coordinate (the API's short text, hints)
    kSheet,    // "H8 TREiN": Dutch coordinate and the whole main word in letters, a blank in lower
               // case, IJ as IJ (the score sheet, the terminal's move log)
    kInput,    // "H8 tr(e)?in": as the terminal's player types it (lower case, a blank as '?'
               // and its letter, tiles on the board in parentheses), so a hint can be typed back
};

// The one move-text writer. kGcg is the inverse of parse_move.
std::string format_move(const core::Move& move, MoveStyle style = MoveStyle::kGcg);
// The word part alone of a placement (everything after the coordinate), e.g. GCG's word column.
std::string format_word(const core::Move& move, MoveStyle style);
// Tiles as GCG and CGP write a rack: letters, [IJ], a blank as '?': "EEU?".
std::string tiles_text(std::span<const core::Letter> tiles);
// The main word as plain upper-case letters, "STAINER".
std::string move_word(const core::Move& move);

}  // namespace letterzak::formats
