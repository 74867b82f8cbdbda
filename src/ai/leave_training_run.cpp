#include "ai/leave_training_run.hpp"

#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <sstream>

#include "ai/seeds.hpp"
#include "core/rng.hpp"

namespace letterzak::ai {
namespace {

// Salt of the per-iteration seeds, and the fixed seed of the leaves table_change compares.
constexpr std::uint64_t kIterationSalt = 0x1ea7e;
constexpr std::uint64_t kChangeSampleSeed = 20;
constexpr int kChangeSampleLeaves = 2000;

// What makes two runs the same run: everything that decides the tables, nothing that does not
// (threads, ranks, tolerance, the number of iterations asked for).
std::string run_identity(const core::RuleSet& rules, const TrainSettings& t,
                         const LeaveFile& start) {
    return fmt::format("rules={} games={} seed={} explore={} width={} ridge={} target={} start={}",
                       rules.name, t.games, t.seed, t.explore, t.explore_width, t.ridge,
                       target_name(t.target), leave_table_checksum(start));
}

double note_number(const LeaveFile& file, std::string_view key) {
    const auto text = note_value(file, key);
    if (!text) return 0;
    std::istringstream in(*text);
    double v = 0;
    in >> v;
    return v;
}

// The root looks for the last checkpoint of this run. Its answer, sent to every rank: "ok N"
// and the table's text, or "error MESSAGE".
std::string find_resume_point(const TrainingRunSettings& settings, const std::string& identity) {
    if (settings.checkpoint_dir.empty()) return "ok 0\n";
    std::error_code ec;
    std::filesystem::create_directories(settings.checkpoint_dir, ec);
    if (ec)
        return fmt::format("error cannot create {}: {}\n", settings.checkpoint_dir.string(),
                           ec.message());
    int last = 0;
    std::string text;
    for (int i = 1; std::filesystem::exists(checkpoint_path(settings.checkpoint_dir, i)); ++i) {
        const auto path = checkpoint_path(settings.checkpoint_dir, i);
        auto file = load_leave_file(path);
        if (!file) return "error " + file.error().message + "\n";
        if (note_value(*file, "run") != identity)
            return fmt::format(
                "error {} belongs to another training run (other rules, games, seed, target or "
                "starting table); use another --checkpoint directory\n",
                path.string());
        if (!checksum_matches(*file))
            return fmt::format("error {} does not match its checksum\n", path.string());
        last = i;
        text = format_leave_file(*file);
    }
    return fmt::format("ok {}\n{}", last, text);
}

}  // namespace

std::filesystem::path checkpoint_path(const std::filesystem::path& dir, int iteration) {
    return dir / fmt::format("iteration-{}.txt", iteration);
}

TableChange table_change(const core::RuleSet& rules, const LeaveModel& a, const LeaveModel& b) {
    std::vector<core::Letter> bag;
    for (int l = 0; l < core::kLetterSlots; ++l)
        for (int k = 0; k < rules.tiles->count[static_cast<std::size_t>(l)]; ++k)
            bag.push_back(static_cast<core::Letter>(l));
    core::Rng rng(kChangeSampleSeed);
    TableChange change;
    double sq = 0;
    const auto max_leave = static_cast<std::uint32_t>(std::max(1, rules.rack_size - 1));
    for (int n = 0; n < kChangeSampleLeaves; ++n) {
        const std::uint32_t size = 1 + rng.below(max_leave);
        core::Rack leave;
        for (std::uint32_t k = 0; k < size; ++k) {
            // A partial Fisher-Yates shuffle: the first `size` tiles are the sample.
            const std::uint32_t j = k + rng.below(static_cast<std::uint32_t>(bag.size()) - k);
            std::swap(bag[k], bag[j]);
            leave.add(bag[k]);
        }
        const double d = to_points(a.value(leave)) - to_points(b.value(leave));
        sq += d * d;
        change.max = std::max(change.max, std::abs(d));
    }
    change.rms = std::sqrt(sq / kChangeSampleLeaves);
    return change;
}

Result<TrainingRunResult> run_leave_training(
    const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveFile& start,
    const TrainingRunSettings& settings, TrainingGroup& group,
    const std::function<void(const IterationReport&)>& progress) {
    const std::string identity = run_identity(rules, settings.train, start);
    auto receive = [](const std::string& message) -> Result<std::pair<int, LeaveFile>> {
        std::istringstream in(message);
        std::string status;
        in >> status;
        if (status != "ok") {
            std::string why;
            std::getline(in, why);
            return make_error("leave_training_failed", why.empty() ? why : why.substr(1));
        }
        int iteration = 0;
        in >> iteration;
        std::string rest;
        std::getline(in, rest);
        std::ostringstream text;
        text << in.rdbuf();
        if (iteration == 0) return std::pair<int, LeaveFile>{0, LeaveFile{}};
        auto file = parse_leave_file(text.str());
        if (!file) return Unexpected<Error>{file.error()};
        return std::pair<int, LeaveFile>{iteration, std::move(*file)};
    };

    std::string message = group.is_root() ? find_resume_point(settings, identity) : std::string();
    group.broadcast_from_root(message);
    auto resumed = receive(message);
    if (!resumed) return Unexpected<Error>{resumed.error()};

    TrainingRunResult result;
    result.resumed_after = resumed->first;
    LeaveFile current = resumed->first > 0 ? std::move(resumed->second) : start;
    result.converged =
        resumed->first > 0 && note_number(current, "change-rms") < settings.tolerance;
    for (int it = resumed->first + 1; it <= settings.max_iterations && !result.converged; ++it) {
        const auto t0 = std::chrono::steady_clock::now();
        TrainSettings train = settings.train;
        train.seed =
            derive_seed(settings.train.seed, static_cast<std::uint64_t>(it), kIterationSalt);
        TrainingSums sums =
            play_training_games(rules, kwg, current.leaves, train, {group.rank(), group.size()});
        group.sum_to_root(sums.values());
        IterationReport report;
        message.clear();
        if (group.is_root()) {
            LeaveFile next = fit_leave_table(rules, settings.train, sums);
            const TableChange change = table_change(rules, next.leaves, current.leaves);
            report.iteration = it;
            report.games = sums.games();
            report.samples = sums.samples();
            report.mean_game_score =
                sums.games() > 0 ? static_cast<double>(sums.points()) / (2.0 * sums.games()) : 0;
            report.change_rms = change.rms;
            report.change_max = change.max;
            set_note(next, "trained-with-rules", rules.name);
            set_note(next, "target", target_name(settings.train.target));
            set_note(next, "run", identity);
            set_note(next, "command", settings.command);
            set_note(next, "seed", std::to_string(settings.train.seed));
            set_note(next, "ranks", std::to_string(group.size()));
            set_note(next, "games", std::to_string(settings.train.games));
            set_note(next, "iterations", std::to_string(it));
            set_note(next, "samples", std::to_string(report.samples));
            set_note(next, "mean-score-per-player", fmt::format("{:.1f}", report.mean_game_score));
            set_note(next, "change-rms", fmt::format("{:.4f}", change.rms));
            set_note(next, "change-max", fmt::format("{:.4f}", change.max));
            set_note(next, "trained-from", settings.start_name);
            set_note(next, "checksum", leave_table_checksum(next));
            const std::string text = format_leave_file(next);
            message = fmt::format("ok {}\n{}", it, text);
            if (!settings.checkpoint_dir.empty())
                if (auto saved =
                        save_leave_file(next, checkpoint_path(settings.checkpoint_dir, it));
                    !saved)
                    message = "error " + saved.error().message + "\n";
        }
        group.broadcast_from_root(message);
        auto received = receive(message);
        if (!received) return Unexpected<Error>{received.error()};
        current = std::move(received->second);
        result.converged = note_number(current, "change-rms") < settings.tolerance;
        if (group.is_root()) {
            report.seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            result.ran.push_back(report);
            if (progress) progress(report);
        }
    }
    result.file = std::move(current);
    return result;
}

}  // namespace letterzak::ai
