#pragma once
// The score sheet (wedstrijdformulier, seed 001 II-1, III-5, IV-2): per turn the main word, the
// coordinate of its first letter, the score and the running total for each player; the
// corrections (withdrawn plays, protests, challenges, penalties); the rack points at the end;
// and the jury's corrections with the raw and adjudicated totals. This is the data; formats/
// prints it as text (with Dutch coordinates) and JSON.

#include <string>
#include <vector>

#include "core/board.hpp"
#include "core/rack.hpp"
#include "game/game.hpp"
#include "game/history.hpp"
#include "game/result.hpp"

namespace letterzak::game {

struct ScoreSheetLine {
    enum class Kind : std::uint8_t {
        kTurn,        // a turn: placement, exchange, pass, lost turn
        kAdjustment,  // a correction during or after the game
        kEndRack,     // rack points at the end
        kOvertime,    // the clock's overtime penalty
        kExtraTime,   // the jury gave the seat extra time (V-6): no points, `extra` and `note`
    };
    Kind kind = Kind::kTurn;
    int seat = 0;
    int turn = 0;  // the turn's number (adjustments: the turn concerned, or 0)
    TurnKind turn_kind = TurnKind::kPass;
    AdjustmentKind adjustment = AdjustmentKind::kArbiter;
    std::vector<core::Letter> word;  // kTurn placement: the main word as read (kBlankBit on blanks)
    std::string word_text;           // the main word ("ZiE": blanks in lower case)
    int square = -1;                 // kTurn placement: the main word's first square
    core::Direction dir = core::Direction::kHorizontal;
    std::vector<std::string> other_words;    // placement: the other words formed
    int exchanged = 0;                       // kTurn exchange: how many tiles
    core::Rack rack;                         // kEndRack: the rack counted
    int points = 0;                          // signed
    int total = 0;                           // the seat's running total after this line
    std::vector<std::string> invalid_words;  // jury, protest, challenge
    std::string note;
    bool withdrawn = false;  // kTurn: taken back later
    Millis extra = 0;        // kExtraTime: the time given
};

struct ScoreSheet {
    std::string rules;
    std::vector<std::string> players;
    int starter = 0;
    GameStatus status = GameStatus::kInProgress;
    std::vector<ScoreSheetLine> lines;  // in the order they happened
    GameResult result;
};

ScoreSheet make_score_sheet(const Game& game);

}  // namespace letterzak::game
