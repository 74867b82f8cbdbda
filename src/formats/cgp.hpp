#pragma once
// CGP, the compact position string of Macondo and Woogles:
//   <15 rows separated by '/'> <racks separated by '/'> <scores separated by '/'>
//   <consecutive zero-score turns> [<opcode> <value>; ...]
// Rows: a number is a run of empty squares, an upper-case letter a tile, a lower-case letter
// a blank standing for it, [IJ]/[ij] the IJ tile. The first rack is the player to move.
// Our extension for woordspel's blank-per-direction: [a|e] is a blank reading A across and E
// down; '_' on either side means not chosen yet ([a|_]). An IJ reading is the IJ token itself:
// [[ij]|_].

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/board.hpp"
#include "core/rack.hpp"
#include "core/result.hpp"

namespace letterzak::formats {

struct Position {
    core::Board board;
    std::vector<core::Rack> racks;  // racks[0] is the player to move
    std::vector<int> scores;
    int zero_turns = 0;
    std::vector<std::pair<std::string, std::string>> options;  // in order, e.g. {"lex","wdutch"}

    bool operator==(const Position&) const = default;
};

Result<Position> parse_cgp(std::string_view text);

// Woordspel's blanks read per direction, and a blank's letter along a line is chosen by the
// first word along that line that contains it. A plain blank in a CGP ('t') names one letter
// for both lines, as other programs write it; but where no tile lies beside the blank along a
// line, no word there has contained it, so nothing was chosen: this opens that reading
// (kUnfixed), as the referee's own board has it. Only for rule sets with blank_per_direction.
void open_unchosen_blank_readings(core::Board& board);
std::string format_cgp(const Position& position);

}  // namespace letterzak::formats
