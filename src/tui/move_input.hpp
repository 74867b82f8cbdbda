#pragma once
// A placement as a Dutch club player types it, read against the board and the rack.
//
//   H8 trein     across from H8 (Dutch score-sheet notation: letter first = across)
//   8H trein     down from H8 (number first = down)
//   H8 tre?in    a blank: '?' and then the letter it stands for
//   H8 t(re)in   tiles already on the board in parentheses (or '.' for one tile) ...
//   H8 trein     ... or typed plainly where they lie ...
//   H8 tin       ... or left out: the letters go on the next empty squares
//
// The two plain readings (typed where they lie, or left out) are both tried; the first that
// the board, the rack and the rules accept is the move, typed-where-they-lie first. Every
// refusal is a Message that says why in the player's language. Coordinates themselves are
// read by formats/notation (the one place that parses them).

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"
#include "tui/catalogue.hpp"

namespace letterzak::tui {

struct TypedTile {
    core::Letter letter = 0;  // 0: '.', whatever lies on the board
    bool blank = false;       // '?x'
    bool on_board = false;    // in parentheses or '.'
};

// The word part of a placement, tile by tile. In the box-ij rule set "ij" is the IJ tile.
Result<std::vector<TypedTile>, Message> read_typed_word(std::string_view word,
                                                        const core::RuleSet& rules);

// The move a typed placement stands for (canonical: as the referee will record it).
Result<core::Move, Message> read_placement(std::string_view coordinate, std::string_view word,
                                           const core::Board& board, const core::RuleSet& rules,
                                           const core::Rack& rack);

// Why the engine refused a placement, in the player's words, with the details the engine's
// English message holds (the square, the missing tiles).
Message placement_refusal(const Error& error, const core::Move& move, const core::Board& board,
                          const core::Rack& rack, const core::RuleSet& rules);

// The tiles of an exchange: letters, '?' for a blank, or "alles"/"all" for the whole rack.
Result<std::vector<core::Letter>, Message> read_exchange(std::string_view text,
                                                         const core::Rack& rack,
                                                         const core::RuleSet& rules);

// Tiles as letters, a blank as '?': "EEU?".
std::string tiles_text(std::span<const core::Letter> tiles);

}  // namespace letterzak::tui
