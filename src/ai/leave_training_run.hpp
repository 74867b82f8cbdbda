#pragma once
// Training a leave table to convergence, on one process or on every rank of an MPI job.
//
// Iteration i (from 1) plays settings.train.games self-play games with the table of iteration
// i-1 (the starting table for i = 1), with seed derive_seed(seed, i): game g of it depends on
// that seed and g alone. Each process of the group plays games g ≡ rank (mod size), the integer
// sums of all games are added up on the root (rank 0), which fits the new table, writes it as
// the iteration's checkpoint and sends its text to every rank; every rank then plays the next
// iteration with the table parsed from that text. So the tables are the same for any number of
// ranks and threads, and a run resumed from a checkpoint (the text on disk) continues exactly
// as the uninterrupted run would have.
//
// The run stops when an iteration changes the table by less than the tolerance (the root mean
// square change of the value of a fixed sample of leaves, in points) or after max_iterations.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "ai/leave_file.hpp"
#include "ai/leave_trainer.hpp"
#include "ai/training_group.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"
#include "lexicon/kwg.hpp"

namespace letterzak::ai {

struct TrainingRunSettings {
    TrainSettings train;  // games per iteration, threads per process, seed, target, ...
    int max_iterations = 5;
    double tolerance = 0.25;  // points of RMS change in leave value that count as converged
    std::filesystem::path checkpoint_dir;  // empty: no checkpoints (and no resuming)
    std::string command;                   // the command line, recorded in the table's provenance
    std::string start_name;                // what the first iteration started from, for the notes
};

struct IterationReport {
    int iteration = 0;
    int games = 0;
    std::int64_t samples = 0;
    double seconds = 0;
    double mean_game_score = 0;
    double change_rms = 0;  // points, against the previous table
    double change_max = 0;
};

struct TrainingRunResult {
    LeaveFile file;                    // the last iteration's table, with its provenance
    std::vector<IterationReport> ran;  // the iterations this call played
    int resumed_after = 0;             // the checkpointed iteration it continued from
    bool converged = false;
};

// The change between two tables: RMS and maximum over a fixed, seeded sample of leaves of every
// size up to rack size - 1, drawn from the tile set's full bag.
struct TableChange {
    double rms = 0;
    double max = 0;
};
TableChange table_change(const core::RuleSet& rules, const LeaveModel& a, const LeaveModel& b);

// The checkpoint file of an iteration in a checkpoint directory.
std::filesystem::path checkpoint_path(const std::filesystem::path& dir, int iteration);

// Every rank of the group calls this with the same arguments; the result is complete on the
// root (other ranks get the table too, without their own timings). `progress` (optional) hears
// of every finished iteration, on the root. Errors: unreadable or foreign checkpoints,
// unwritable checkpoint directory.
Result<TrainingRunResult> run_leave_training(
    const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveFile& start,
    const TrainingRunSettings& settings, TrainingGroup& group,
    const std::function<void(const IterationReport&)>& progress = {});

}  // namespace letterzak::ai
