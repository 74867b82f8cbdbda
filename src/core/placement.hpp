#pragma once
// Placement validation: is this placement of tiles allowed by the board rules, and which
// words does it form? The lexicon is not consulted here: whether the words exist is decided
// by the caller (the referee, the generator) according to the rule set.

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "core/board.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"

namespace letterzak::core {

// Refusal codes (Error::code) of the validator; stable strings the UI translates.
namespace refusal {
inline constexpr std::string_view kNoTiles = "no_tiles";
inline constexpr std::string_view kOffBoard = "off_board";
inline constexpr std::string_view kDuplicateSquare = "duplicate_square";
inline constexpr std::string_view kNotInLine = "not_in_line";
inline constexpr std::string_view kGap = "gap";
inline constexpr std::string_view kSquareOccupied = "square_occupied";
inline constexpr std::string_view kThroughMismatch = "through_mismatch";
inline constexpr std::string_view kUnknownLetter = "unknown_letter";
inline constexpr std::string_view kNotOnRack = "not_on_rack";
inline constexpr std::string_view kFirstMoveOffCenter = "first_move_off_center";
inline constexpr std::string_view kFirstMoveTooShort = "first_move_too_short";
inline constexpr std::string_view kNotConnected = "not_connected";
inline constexpr std::string_view kNoWord = "no_word";
}  // namespace refusal

// A word the placement forms or lengthens, as it reads, with what is needed to score it.
struct FormedWord {
    Direction dir = Direction::kHorizontal;
    int start = 0;
    int length = 0;
    // Per position: the tile's reading in this direction (kUnfixed for a woordspel blank not
    // yet chosen this way), | kBlankBit when the tile is a blank.
    std::array<Letter, kMaxWord> tiles{};
    std::uint16_t new_mask = 0;  // bit i: position i was placed by this move

    int square(int i) const { return start + i * step_of(dir); }
    bool is_new(int i) const { return (new_mask >> i) & 1U; }
    Letter letter(int i) const { return letter_of(tiles[static_cast<std::size_t>(i)]); }
};

struct Placement {
    Move move;                      // canonical: main word extended over adjacent tiles
    std::vector<FormedWord> words;  // the main word first (if it has 2+ letters), then crosses
};

// Builds a placement move from tiles put on squares (as a board UI sends them): checks that
// the squares are distinct, empty, in one line and without gaps except board tiles.
// `tiles` are (square, tile) with kBlankBit on blanks.
Result<Move> move_from_tiles(const Board& board, std::span<const std::pair<int, Letter>> tiles);

// Validates a placement against the board, the rack and the rule set and returns the words
// it forms. Does not check words against a lexicon and does not score.
Result<Placement> validate_placement(const Board& board, const RuleSet& rules, const Rack& rack,
                                     const Move& move);

// The words a (valid) placement forms, without the rack and first-move checks; the move's
// squares must be on the board. Under blank_per_direction a new blank reads kUnfixed across.
std::vector<FormedWord> formed_words(const Board& board, const RuleSet& rules, const Move& move);

// Puts a validated placement on the board. A blank reads as its chosen letter in the main
// direction; across, as the same letter, or under blank_per_direction as kUnfixed until a
// word in that direction fixes it (see fix_readings).
void apply_placement(Board& board, const RuleSet& rules, const Move& move);

// Takes a placement's tiles off the board again (undo).
void remove_placement(Board& board, const Move& move);

}  // namespace letterzak::core
