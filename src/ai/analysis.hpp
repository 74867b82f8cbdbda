#pragma once
// "What was best here?": a ranked, explained list of moves for one position, the way a player
// reads it: each move's score, the tiles it keeps and their value, its static equity, and,
// when there was time, how it fared in simulation (equity and win chance, with their standard
// errors), with one or two tiles in the bag its value over every possible bag, or, with the
// bag empty, its exact endgame value.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/equity_sink.hpp"
#include "ai/leave_file.hpp"
#include "ai/position.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {

enum class AnalysisMethod : std::uint8_t { kStatic, kSimulation, kPreEndgame, kEndgame };
const char* method_name(AnalysisMethod method);

struct AnalysisSettings {
    int top = 10;          // rows listed
    double seconds = 2.0;  // time for simulation or endgame (0 with iterations 0: static only)
    int iterations = 0;    // a fixed simulation budget instead of time (reproducible)
    int threads = 1;
    std::uint64_t seed = 1;
    int candidates = 10;  // moves simulated or solved
    int plies = 2;
};

struct AnalysisRow {
    ScoredMove move;   // score, leave value, static equity
    core::Rack leave;  // the tiles kept
    bool simulated = false;
    double sim_equity = 0, sim_equity_se = 0;
    double win = 0, win_se = 0;  // 0..1
    int iterations = 0;
    bool pruned = false;  // dropped early as clearly worse
    bool solved = false;  // endgame: the value is exact
    bool endgame = false;
    int endgame_value = 0;  // spread gained from here to the end
};

struct Analysis {
    AnalysisMethod method = AnalysisMethod::kStatic;
    std::vector<AnalysisRow> rows;  // best first
    int iterations = 0;
    double seconds = 0;
};

Analysis analyze(const Position& position, const lexicon::Kwg& kwg, const LeaveFile& leaves,
                 std::shared_ptr<const movegen::KwgIndex> index, const AnalysisSettings& settings);

}  // namespace letterzak::ai
