#pragma once
// The game as an event log. Every command that changes a game is one Event; a Game is the
// fold of its events over its setup. Events hold everything an outside judgement decided at
// the time (the lexicon's verdict on a challenge, the letter an open woordspel blank was fixed
// to, the jury's findings, the clock time), so replaying a log rebuilds the game exactly, with
// or without the word list and whatever the time now. Tiles drawn are not in the log: they
// follow from the seed, which the log's setup holds (and the log is private to the server:
// the bag's order must not reach a client).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.hpp"
#include "core/name_table.hpp"
#include "core/rack.hpp"
#include "game/clock.hpp"
#include "game/history.hpp"
#include "game/word_judge.hpp"

namespace letterzak::game {

enum class EventKind : std::uint8_t {
    kPlace,      // seat places tiles (move)
    kExchange,   // seat exchanges tiles (move: kExchange; points: count when unnamed)
    kPass,       // seat passes
    kChallenge,  // seat challenges (box, english) or protests (tournament) the last play
    kResign,     // seat resigns
    kFlag,       // seat's time has run out
    kCallTime,   // the total playing time is up (IV-1d)
    kPause,      // the clocks stop (a protest, the arbiter)
    kResume,     // the clocks run again
    kJury,       // the jury's findings (findings)
    kSetRack,    // a record names seat's rack (declared tiles only)
    kPenalty,    // an adjustment of seat's score (points, adjustment, note)
    kSwapBlank,  // house rule: seat swaps the blank on square for the letter from the rack
    kVeto,       // house rule: seat vetoes the last play with a better one (move)
    kExtraTime,  // the jury gives seat extra time on the chess clock (V-6; extra)
};

// As the event log writes them (game_log.hpp).
inline constexpr std::array<core::Named<EventKind>, 15> kEventKindNames{{
    {EventKind::kPlace, "place"},
    {EventKind::kExchange, "exchange"},
    {EventKind::kPass, "pass"},
    {EventKind::kChallenge, "challenge"},
    {EventKind::kResign, "resign"},
    {EventKind::kFlag, "flag"},
    {EventKind::kCallTime, "call_time"},
    {EventKind::kPause, "pause"},
    {EventKind::kResume, "resume"},
    {EventKind::kJury, "jury"},
    {EventKind::kSetRack, "set_rack"},
    {EventKind::kPenalty, "penalty"},
    {EventKind::kSwapBlank, "swap_blank"},
    {EventKind::kVeto, "veto"},
    {EventKind::kExtraTime, "extra_time"},
}};

// A ruling on words. kAskJudge: decide with the game's WordJudge when the event is applied.
enum class Verdict : std::uint8_t { kAskJudge, kValid, kInvalid };
inline constexpr std::array<core::Named<Verdict>, 3> kVerdictNames{{
    {Verdict::kAskJudge, "ask"},
    {Verdict::kValid, "valid"},
    {Verdict::kInvalid, "invalid"},
}};

// The jury's finding on one turn: the invalid words it formed.
struct JuryFinding {
    int turn = 0;  // index into the history
    std::vector<std::string> words;
    bool operator==(const JuryFinding&) const = default;
};

struct Event {
    EventKind kind = EventKind::kPass;
    int seat = 0;
    Millis at = 0;
    core::Move move;                       // kPlace, kVeto: the placement; kExchange: the tiles
    Verdict verdict = Verdict::kAskJudge;  // kPlace, kChallenge, kVeto: the ruling on words
    std::vector<ReadingFix> fixes;         // kPlace, kVeto: open blanks fixed
    std::vector<JuryFinding> findings;     // kJury
    core::Rack rack;                       // kSetRack
    int points = 0;                        // kPenalty: signed points; kExchange: count when unnamed
    AdjustmentKind adjustment = AdjustmentKind::kArbiter;  // kPenalty
    int square = 0;                                        // kSwapBlank
    std::string note;                                      // kPenalty, kExtraTime: the reason
    Millis extra = 0;                                      // kExtraTime: the time given
    // Set once the judgements above are made; a logged event is always resolved, and a
    // resolved event is applied without asking the judge or the time source again.
    bool resolved = false;

    bool operator==(const Event& other) const;
};

inline std::string_view event_kind_name(EventKind kind) {
    return core::name_in(kEventKindNames, kind);
}

}  // namespace letterzak::game
