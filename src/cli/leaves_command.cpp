// letterzak leaves train --rules R --games N [--threads T] [--from FILE|shipped|zero]
//                        [--out FILE] [--seed S] [--lexicon FILE] [--target T]
//                        [--iterations I] [--tolerance P] [--checkpoint DIR]
// mpirun -np N letterzak leaves train …    (the same, on N processes or machines)
// letterzak leaves show  --rules R [--leaves FILE] [--provenance] [LEAVE...]
//
// `train` plays N self-play games an iteration with the static player using the table so far
// (the shipped one by default; `zero` starts from greedy play), fits a new table of leave
// values and the win model (ai/leave_trainer.hpp), and iterates until the table changes by
// less than the tolerance or I iterations are done (ai/leave_training_run.hpp). Started by
// mpirun, every rank plays its share of each iteration's games; the table does not depend on
// the number of ranks or threads. With --checkpoint every iteration's table is kept there, and
// the same command run again resumes after the last one.
// `show` prints the value of each named leave (e.g. `ERS`, `QU?`), or, when none is named, the
// table's provenance line and its letter values; --provenance prints the provenance line and
// checks the table's checksum (exit 1 when it does not match).

#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <memory>

#include "ai/leave_file.hpp"
#include "ai/leave_trainer.hpp"
#include "ai/leave_training_run.hpp"
#include "ai/training_group.hpp"
#ifdef LETTERZAK_HAVE_MPI
#include "ai/mpi_training_group.hpp"
#endif
#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace letterzak::cli {
namespace {

struct TrainOptions {
    std::string rules = "tournament";
    int games = 2000;
    int threads = 1;
    std::string from = "shipped";
    std::string out;
    std::uint64_t seed = 1;
    std::string lexicon;
    double explore = 0.10;
    std::string target = "next-turn";
    int iterations = 1;
    double tolerance = 0.25;
    std::string checkpoint;
};

struct ShowOptions {
    std::string rules = "tournament";
    std::string leaves;
    bool provenance = false;
    std::vector<std::string> racks;
};

// The command as recorded in a table's provenance: every option that decides the table, in a
// fixed order (threads and ranks do not change it; file names without their directories).
std::string canonical_command(const TrainOptions& opt) {
    auto name = [](const std::string& path) {
        return std::filesystem::path(path).filename().string();
    };
    std::string cmd = fmt::format(
        "letterzak leaves train --rules {} --games {} --from {} --seed {} --target {} "
        "--iterations {} --tolerance {} --explore {}",
        opt.rules, opt.games, name(opt.from), opt.seed, opt.target, opt.iterations, opt.tolerance,
        opt.explore);
    if (!opt.lexicon.empty()) cmd += " --lexicon " + name(opt.lexicon);
    return cmd;
}

std::optional<ai::LeaveFile> leave_file_or_report(const std::string& path,
                                                  const core::RuleSet& rules) {
    if (path.empty() || path == "shipped") return ai::default_leave_file(rules);
    if (path == "zero") {
        ai::LeaveFile zero;
        zero.tile_set = rules.tiles->name;
        zero.rack_size = rules.rack_size;
        return zero;
    }
    auto file = ai::load_leave_file(path);
    if (!file) {
        fmt::print(stderr, "letterzak: {}\n", file.error().message);
        return std::nullopt;
    }
    if (file->tile_set != rules.tiles->name || file->rack_size != rules.rack_size) {
        fmt::print(stderr, "letterzak: {} is for tile set {} with {}-tile racks, not {} ({})\n",
                   path, file->tile_set, file->rack_size, rules.tiles->name, rules.name);
        return std::nullopt;
    }
    return std::move(*file);
}

int run_train(const TrainOptions& opt) {
    // Started by mpirun: this process is one rank of the job.
    std::unique_ptr<ai::TrainingGroup> group;
    if (ai::launched_by_mpi()) {
#ifdef LETTERZAK_HAVE_MPI
        group = ai::mpi_training_group();
#else
        fmt::print(stderr, "letterzak: started by mpirun, but this build has no MPI support\n");
        return 2;
#endif
    } else {
        group = std::make_unique<ai::SingleProcessGroup>();
    }
    const bool root = group->is_root();
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    auto target = ai::target_by_name(opt.target);
    if (!target) {
        fmt::print(stderr, "letterzak: {}\n", target.error().message);
        return 2;
    }
    auto start = leave_file_or_report(opt.from, *rules);
    if (!start) return 2;
    auto lex = open_lexicon_or_report(opt.lexicon, *rules);
    if (!lex) return 2;
    ai::TrainingRunSettings settings;
    settings.train.games = opt.games;
    settings.train.threads = opt.threads;
    settings.train.seed = opt.seed;
    settings.train.explore = opt.explore;
    settings.train.target = *target;
    settings.max_iterations = opt.iterations;
    settings.tolerance = opt.tolerance;
    settings.checkpoint_dir = opt.checkpoint;
    settings.command = canonical_command(opt);
    settings.start_name = std::filesystem::path(opt.from).filename().string();
    if (root)
        fmt::print(stderr,
                   "training {} leaves ({} target): {} games an iteration on {} {} × {} threads "
                   "from the {} table, at most {} iterations, tolerance {} points\n",
                   rules->name, opt.target, opt.games, group->size(),
                   group->size() == 1 ? "process" : "processes", opt.threads, opt.from,
                   opt.iterations, opt.tolerance);
    auto run = ai::run_leave_training(
        *rules, lex->kwg(), *start, settings, *group, [&](const ai::IterationReport& r) {
            fmt::print(stderr,
                       "  iteration {}: {} games, {} samples, mean score per player {:.1f}, "
                       "{:.1f} s ({:.2f} games/s), change {:.3f} points (max {:.2f})\n",
                       r.iteration, r.games, r.samples, r.mean_game_score, r.seconds,
                       r.games / std::max(r.seconds, 1e-9), r.change_rms, r.change_max);
        });
    if (!run) {
        if (root) fmt::print(stderr, "letterzak: {}\n", run.error().message);
        return 1;
    }
    if (!root) return 0;
    const std::string out = opt.out.empty() ? rules->tiles->name + ".txt" : opt.out;
    if (auto saved = ai::save_leave_file(run->file, out); !saved) {
        fmt::print(stderr, "letterzak: {}\n", saved.error().message);
        return 1;
    }
    int games = 0;
    double seconds = 0;
    for (const ai::IterationReport& r : run->ran) {
        games += r.games;
        seconds += r.seconds;
    }
    if (run->resumed_after > 0)
        fmt::print("resumed after iteration {} from {}\n", run->resumed_after, opt.checkpoint);
    fmt::print(
        "{} iterations ({} played now: {} games, {:.1f} s, {:.2f} games/s on {} {}), {}: "
        "wrote {}\n",
        ai::note_value(run->file, "iterations").value_or("0"), run->ran.size(), games, seconds,
        games / std::max(seconds, 1e-9), group->size(),
        group->size() == 1 ? "process" : "processes",
        run->converged ? "converged" : "not converged within the iterations", out);
    fmt::print("checksum {}\n", ai::leave_table_checksum(run->file));
    return 0;
}

int run_show(const ShowOptions& opt) {
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    auto file = leave_file_or_report(opt.leaves, *rules);
    if (!file) return 2;
    if (opt.provenance) {
        // The provenance line, and whether the values are still the ones it describes.
        fmt::print("{}\n", ai::provenance_line(*file));
        const bool recorded = ai::note_value(*file, "checksum").has_value();
        fmt::print("checksum {}: {}\n", ai::leave_table_checksum(*file),
                   !recorded                     ? "none recorded"
                   : ai::checksum_matches(*file) ? "matches"
                                                 : "DOES NOT MATCH the recorded one");
        if (recorded && !ai::checksum_matches(*file)) return 1;
        if (opt.racks.empty()) return 0;
    }
    if (opt.racks.empty()) {
        fmt::print("# {}\n", ai::provenance_line(*file));
        for (const core::Letter l : rules->tiles->letters()) {
            fmt::print("{:>2}", core::letter_name(l));
            for (int k = 1; k <= std::min(rules->tiles->count[l], 4); ++k)
                fmt::print(" {:7.2f}", ai::to_points(file->leaves.copy_value(l, k)));
            fmt::print("\n");
        }
        if (rules->tiles->count[core::kBlank] > 0)
            fmt::print(" ? {:7.2f}\n", ai::to_points(file->leaves.copy_value(core::kBlank, 1)));
        return 0;
    }
    for (const std::string& text : opt.racks) {
        auto rack = core::Rack::parse(text);
        if (!rack) {
            fmt::print(stderr, "letterzak: {}\n", rack.error().message);
            return 2;
        }
        fmt::print("{} {:.2f}\n", rack->to_string(), ai::to_points(file->leaves.value(*rack)));
    }
    return 0;
}

}  // namespace

void register_leaves_command(CLI::App& app, int& exit_code) {
    CLI::App* cmd = app.add_subcommand(
        "leaves", "Train and inspect leave values (the worth of the tiles kept)");
    cmd->require_subcommand(1);

    auto train = std::make_shared<TrainOptions>();
    CLI::App* t = cmd->add_subcommand("train", "Learn a leave table and win model from self-play");
    t->add_option("--rules", train->rules, "Rule set")->capture_default_str();
    t->add_option("--games", train->games, "Self-play games")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    t->add_option("--threads", train->threads, "Threads")
        ->capture_default_str()
        ->check(CLI::Range(1, 256));
    t->add_option("--from", train->from, "Starting table: a file, 'shipped' or 'zero'")
        ->capture_default_str();
    t->add_option("--out", train->out, "Where to write the table (default: <tile set>.txt)");
    t->add_option("--seed", train->seed, "Seed")->capture_default_str();
    t->add_option("--lexicon", train->lexicon, "Word list or compiled lexicon");
    t->add_option("--explore", train->explore, "Share of turns playing a next-best move")
        ->capture_default_str()
        ->check(CLI::Range(0.0, 1.0));
    t->add_option("--target", train->target,
                  "What a leave is fitted to: next-turn (score + leave next turn), "
                  "rest-of-game (spread gained to the end of the game) or next-turn-to-end "
                  "(next-turn while the bag refills, then the spread to the end)")
        ->capture_default_str();
    t->add_option("--iterations", train->iterations, "Iterations at most")
        ->capture_default_str()
        ->check(CLI::Range(1, 1000));
    t->add_option("--tolerance", train->tolerance,
                  "Stop when an iteration changes leave values by less than this (RMS, points)")
        ->capture_default_str()
        ->check(CLI::Range(0.0, 100.0));
    t->add_option("--checkpoint", train->checkpoint,
                  "Directory for each iteration's table; a run started again resumes from it");
    t->callback([train, &exit_code] { exit_code = run_train(*train); });

    auto show = std::make_shared<ShowOptions>();
    CLI::App* s = cmd->add_subcommand("show", "Print leave values");
    s->add_option("--rules", show->rules, "Rule set")->capture_default_str();
    s->add_option("--leaves", show->leaves, "A table file (default: the shipped one)");
    s->add_flag("--provenance", show->provenance,
                "Print what made the table (command, seed, ranks, games, iterations) and check "
                "its checksum");
    s->add_option("leave", show->racks, "Leaves to value, e.g. ERS QU?");
    s->callback([show, &exit_code] { exit_code = run_show(*show); });
}

}  // namespace letterzak::cli
