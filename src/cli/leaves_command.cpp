// letterzak leaves train --rules R --games N [--threads T] [--from FILE|shipped|zero]
//                        [--out FILE] [--seed S] [--lexicon FILE]
// letterzak leaves show  --rules R [--leaves FILE] [LEAVE...]
//
// `train` plays N self-play games with the static player using the starting table (the
// shipped one by default; `zero` starts from greedy play) and fits a new table of leave values
// and the win model (ai/leave_trainer.hpp). Iterate by training again --from the file written.
// `show` prints the value of each named leave (e.g. `ERS`, `QU?`), or the table's letter
// values when none is named.

#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <memory>

#include "ai/leave_file.hpp"
#include "ai/leave_trainer.hpp"
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
};

struct ShowOptions {
    std::string rules = "tournament";
    std::string leaves;
    std::vector<std::string> racks;
};

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
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    auto start = leave_file_or_report(opt.from, *rules);
    if (!start) return 2;
    auto lex = open_lexicon_or_report(opt.lexicon, *rules);
    if (!lex) return 2;
    ai::TrainSettings settings;
    settings.games = opt.games;
    settings.threads = opt.threads;
    settings.seed = opt.seed;
    settings.explore = opt.explore;
    fmt::print(stderr, "training {} leaves: {} games on {} threads from the {} table\n",
               rules->name, opt.games, opt.threads, opt.from);
    ai::TrainReport report =
        ai::train_leaves(*rules, lex->kwg(), start->leaves, settings,
                         [&](int done) { fmt::print(stderr, "  {} games\n", done); });
    report.file.notes.push_back("trained-from " +
                                std::filesystem::path(opt.from).filename().string());
    const std::string out = opt.out.empty() ? rules->tiles->name + ".txt" : opt.out;
    if (auto saved = ai::save_leave_file(report.file, out); !saved) {
        fmt::print(stderr, "letterzak: {}\n", saved.error().message);
        return 1;
    }
    fmt::print(
        "{} games, {} samples, mean score per player {:.1f}, {:.1f} s ({:.1f} games/s): wrote {}\n",
        report.games, report.samples, report.mean_game_score, report.seconds,
        report.games / std::max(report.seconds, 1e-9), out);
    return 0;
}

int run_show(const ShowOptions& opt) {
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    auto file = leave_file_or_report(opt.leaves, *rules);
    if (!file) return 2;
    if (opt.racks.empty()) {
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
    t->callback([train, &exit_code] { exit_code = run_train(*train); });

    auto show = std::make_shared<ShowOptions>();
    CLI::App* s = cmd->add_subcommand("show", "Print leave values");
    s->add_option("--rules", show->rules, "Rule set")->capture_default_str();
    s->add_option("--leaves", show->leaves, "A table file (default: the shipped one)");
    s->add_option("leave", show->racks, "Leaves to value, e.g. ERS QU?");
    s->callback([show, &exit_code] { exit_code = run_show(*show); });
}

}  // namespace letterzak::cli
