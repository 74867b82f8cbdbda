#pragma once
// What happened in a game, in the terms of the score sheet: turns (a placement, an exchange, a
// pass, a turn lost to a failed challenge), and score adjustments (a withdrawn play, a
// protest, the jury's corrections, a record's challenge bonus or time penalty). Together, in
// the order of the ledger, they are the running totals; the end-of-game rack points follow
// from the final racks (result.hpp).

#include <cstdint>
#include <string>
#include <vector>

#include "core/move.hpp"
#include "core/name_table.hpp"
#include "core/placement.hpp"
#include "core/rack.hpp"
#include "game/clock.hpp"

namespace letterzak::game {

enum class TurnKind : std::uint8_t {
    kPlace,
    kExchange,
    kPass,
    kLostTurn,   // english double challenge: the challenger of a valid play loses the turn
    kBlankSwap,  // house rule: a blank on the board swapped for its letter, as the whole turn
};

struct Turn {
    int number = 0;  // 1-based; a play taken back after a protest is replayed under its number
    int seat = 0;
    TurnKind kind = TurnKind::kPass;
    core::Move move;  // kPlace: the canonical placement (main word, through tiles marked);
                      // kExchange: the tiles given back (length 0: a record's unnamed tiles)
    std::vector<core::FormedWord> words;  // kPlace: the words formed, main word first
    int score = 0;      // the points the turn scored when played (kept if withdrawn)
    int exchanged = 0;  // kExchange: how many tiles
    core::Rack rack;    // the rack before the turn (in a record: the part the record names)
    std::vector<core::Letter> drawn;  // tiles drawn after the turn (seeded games)
    int drawn_unnamed = 0;            // tiles drawn that a record does not name
    bool withdrawn = false;  // taken back after a challenge, a protest or a veto: scores nothing
    bool jury_checked = false;
    bool redeal_after = false;  // woordspel: both racks were dealt anew after this turn
    int blank_swap = -1;        // house rule: the square of a blank swapped in this turn
    Millis at = 0;              // when the turn was played (event time)
    Millis clock_left = 0;      // the mover's chess-clock time after the turn
};

enum class AdjustmentKind : std::uint8_t {
    kWithdrawn,          // a play taken back: minus its score (GCG "--")
    kProtest,            // III-10: a protested invalid word: −20 (rules.invalid_word_penalty)
    kInvalidChallenged,  // box/english with a penalty for a challenged-off play (0 by default)
    kFailedChallenge,    // the challenger of a valid play (box setting, 0 by default)
    kChallengeBonus,     // a record's "(challenge) +5": bonus to the challenged player
    kJury,               // III-10: the jury after the game: −(turn score + 20)
    kTime,               // a record's "(time) −10"
    kArbiter,            // any other sanction of the jury (V-1)
};

struct Adjustment {
    int seat = 0;
    int points = 0;  // signed
    AdjustmentKind kind = AdjustmentKind::kArbiter;
    int turn = -1;                   // the turn it concerns (index into the history), if any
    std::vector<std::string> words;  // kJury, kProtest, kInvalidChallenged: the invalid words
    std::string note;
    Millis at = 0;
    bool after_end = false;  // made after the game ended (the jury, late sanctions)
};

// One line of the running totals, in order.
struct LedgerEntry {
    enum class What : std::uint8_t { kTurn, kAdjustment };
    What what = What::kTurn;
    int index = 0;  // into turns or adjustments
};

// Extra time the jury gave a seat on the chess clock (seed 001 V-6), where it falls among the
// running totals: after the first `ledger_position` lines of the ledger.
struct ExtraTime {
    int seat = 0;
    Millis extra = 0;
    Millis at = 0;
    std::string note;
    std::size_t ledger_position = 0;
};

std::string_view turn_kind_name(TurnKind kind);
// As the event log and records write them.
inline constexpr std::array<core::Named<AdjustmentKind>, 8> kAdjustmentKindNames{{
    {AdjustmentKind::kWithdrawn, "withdrawn"},
    {AdjustmentKind::kProtest, "protest"},
    {AdjustmentKind::kInvalidChallenged, "challenged_off"},
    {AdjustmentKind::kFailedChallenge, "failed_challenge"},
    {AdjustmentKind::kChallengeBonus, "challenge_bonus"},
    {AdjustmentKind::kJury, "jury"},
    {AdjustmentKind::kTime, "time"},
    {AdjustmentKind::kArbiter, "arbiter"},
}};
inline std::string_view adjustment_kind_name(AdjustmentKind kind) {
    return core::name_in(kAdjustmentKindNames, kind);
}

}  // namespace letterzak::game
