#pragma once
// The analysis of a game record a person opens from disk (a GCG file in the web replay), the
// same as a server game's (analysis.hpp: ai/review at the terminal's depth), so a record
// from Quackle or an earlier Letterzak game shows the best moves per turn like a game played
// here. The record is replayed through the referee (formats/gcg_replay) under its own rule set
// and that rule set's word list; the analysis covers the turns the replay reached.
//
// Reviewing a whole game takes seconds of engine time: it runs on its own bounded pool
// (HeavyWork), never on the I/O threads, and past `max_pending` records a request is turned
// away (503 busy) rather than queued without end. Records are limited in size before any of
// this (kMaxRecordBytes).

#include <cstddef>
#include <string>

#include "server/heavy_work.hpp"
#include "server/lexicon_shelf.hpp"
#include "server/reply.hpp"

namespace letterzak::server {

// A GCG of a long four-player game is under 8 KB; anything near this is no game record.
inline constexpr std::size_t kMaxRecordBytes = 64 * 1024;

class RecordAnalysis {
  public:
    RecordAnalysis(LexiconShelf& lexicons, std::size_t threads, std::size_t max_pending);

    // Answers `reply` (later, from the pool) with {"players", "rules", "issues", and the
    // analysis of analysis.hpp: "lexicon", "top", "depth", "turns"}. Errors: record_too_large
    // (413), bad_record (422: not a GCG, an unknown rule set, nothing to replay), no_lexicon,
    // busy (503).
    void analyse(std::string gcg, ReplyFn reply);

  private:
    LexiconShelf& lexicons_;
    HeavyWork heavy_;
};

}  // namespace letterzak::server
