// letterzak match --players A,B --games N [--rules R] [--seed S] [--threads T]
//                 [--leaves FILE] [--lexicon FILE] [--seconds S] [--iterations N]
//                 [--endgame-seconds S] [--plies P] [--plies-b P]
//                 [--sim-threads T] [--games-out FILE] [--paired]
// letterzak match --ladder [--levels L1,L2,...] --games N [options as above]
//
// A match between two computer players (ai/players.hpp: greedy, static, sim and the levels),
// seats alternating who starts. Game g depends only on the seed and g, so the result is the
// same for any thread count. The last line: wins, draws and mean spread with 95% intervals.
// --paired plays games in pairs: the same bag twice, seats swapped.
// --plies sets the simulating players' depth (the candidate and the replies after it);
// --plies-b that of player B alone, so that one engine can be measured against itself deeper.
// --ladder plays every level against the one below it (ai/ladder.hpp), N games (N/2 pairs)
// a step, and prints each step's win % and spread with 95% intervals over pairs, then whether
// the ladder is strictly ordered (every step significant).

#include <fmt/format.h>

#include <cstdio>
#include <fstream>
#include <memory>

#include "ai/ladder.hpp"
#include "ai/leave_file.hpp"
#include "ai/match.hpp"
#include "ai/players.hpp"
#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace letterzak::cli {
namespace {

struct MatchOptions {
    std::string players = "static,greedy";
    int games = 100;
    std::string rules = "tournament";
    std::uint64_t seed = 1;
    int threads = 1;
    int sim_threads = 1;
    std::string leaves;
    std::string leaves_b;
    std::string lexicon;
    double seconds = 0;
    int iterations = 0;
    double endgame_seconds = 0;
    int plies = 0;
    int plies_b = 0;
    std::string games_out;
    bool paired = false;
    bool ladder = false;
    std::string levels = "beginner,casual,club,expert,champion";
};

std::vector<std::string> split_names(const std::string& list) {
    std::vector<std::string> names;
    std::size_t at = 0;
    while (at <= list.size()) {
        const auto comma = std::min(list.find(',', at), list.size());
        names.push_back(list.substr(at, comma - at));
        at = comma + 1;
    }
    return names;
}

int run_ladder(const MatchOptions& opt, const ai::PlayerContext& context) {
    const std::vector<std::string> levels = split_names(opt.levels);
    const int pairs = std::max(1, (opt.games + 1) / 2);
    fmt::print(stderr, "ladder {}: {} games ({} pairs) a step, rules {}, seed {}\n", opt.levels,
               2 * pairs, pairs, context.rules->name, opt.seed);
    auto steps =
        ai::play_ladder(levels, context, pairs, opt.seed, opt.threads, [](const ai::LadderStep& s) {
            fmt::print("{}\n", ai::ladder_line(s));
            std::fflush(stdout);
        });
    if (!steps) {
        fmt::print(stderr, "letterzak: {}\n", steps.error().message);
        return 2;
    }
    int significant = 0;
    for (const ai::LadderStep& s : *steps) significant += s.significant() ? 1 : 0;
    fmt::print("ladder {}: {} of {} steps significant{}\n", opt.levels, significant, steps->size(),
               significant == static_cast<int>(steps->size()) ? ": strictly ordered"
                                                              : ": NOT strictly ordered");
    return 0;
}

const char* end_name(const ai::MatchGame& g) {
    switch (g.end) {
        case game::EndReason::kWentOut:
            return "out";
        case game::EndReason::kPassRun:
            return g.turns >= game::kMaxTurns ? "turn-limit" : "passes";
        default:
            break;
    }
    return "none";
}

int run_match(const MatchOptions& opt) {
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    const auto comma = opt.players.find(',');
    if (!opt.ladder &&
        (comma == std::string::npos || opt.players.find(',', comma + 1) != std::string::npos)) {
        fmt::print(stderr, "letterzak: --players takes two names, e.g. static,greedy\n");
        return 2;
    }
    auto load = [&](const std::string& path) -> std::optional<ai::LeaveFile> {
        if (path.empty() || path == "shipped") return ai::default_leave_file(*rules);
        auto file = ai::load_leave_file(path);
        if (!file) {
            fmt::print(stderr, "letterzak: {}\n", file.error().message);
            return std::nullopt;
        }
        if (file->tile_set != rules->tiles->name || file->rack_size != rules->rack_size) {
            fmt::print(stderr, "letterzak: {} is for tile set {} with {}-tile racks, not {}\n",
                       path, file->tile_set, file->rack_size, rules->name);
            return std::nullopt;
        }
        return std::move(*file);
    };
    auto leaves_a = load(opt.leaves);
    if (!leaves_a) return 2;
    // Player B may use another table (--leaves-b): a new table measured against today's.
    auto leaves_b = opt.leaves_b.empty() ? leaves_a : load(opt.leaves_b);
    if (!leaves_b) return 2;
    const ai::LeaveFile& leaves = *leaves_a;
    auto lex = open_lexicon_or_report(opt.lexicon, *rules);
    if (!lex) return 2;
    ai::PlayerContext context;
    context.rules = rules;
    context.kwg = &lex->kwg();
    context.index = std::make_shared<const movegen::KwgIndex>(lex->kwg());
    context.leaves = &leaves;
    context.threads = opt.sim_threads;
    context.seconds = opt.seconds;
    context.iterations = opt.iterations;
    context.endgame_seconds = opt.endgame_seconds;
    context.plies = opt.plies;
    if (opt.ladder) return run_ladder(opt, context);
    ai::PlayerContext context_b = context;
    context_b.leaves = &*leaves_b;
    if (opt.plies_b > 0) context_b.plies = opt.plies_b;
    auto a = ai::player_factory(opt.players.substr(0, comma), context);
    auto b = ai::player_factory(opt.players.substr(comma + 1), context_b);
    for (const auto* f : {&a, &b})
        if (!*f) {
            fmt::print(stderr, "letterzak: {}\n", f->error().message);
            return 2;
        }
    ai::MatchSettings settings;
    settings.games = opt.games;
    settings.seed = opt.seed;
    settings.threads = opt.threads;
    settings.paired = opt.paired;
    settings.words = &lex->kwg();
    // Games are written as they finish (in finishing order), so a long match that is stopped
    // still leaves its results.
    std::ofstream games_out;
    if (!opt.games_out.empty()) {
        games_out.open(opt.games_out);
        games_out << "game\tstarter\tscore_a\tscore_b\tturns\tend\n" << std::flush;
    }
    const int step = std::max(1, opt.games / 20);
    const ai::MatchReport r =
        ai::play_match(*rules, *a, *b, settings, [&](int done, const ai::MatchGame& g) {
            if (games_out.is_open())
                games_out << fmt::format("{}\t{}\t{}\t{}\t{}\t{}\n", g.game,
                                         g.starter == 0 ? "A" : "B", g.scores[0], g.scores[1],
                                         g.turns, end_name(g))
                          << std::flush;
            if (done % step == 0) fmt::print(stderr, "  {}/{} games\n", done, opt.games);
        });
    fmt::print("rules {}, seed {}, {:.1f} s ({:.2f} games/s)\n", rules->name, opt.seed, r.seconds,
               static_cast<double>(r.games.size()) / std::max(r.seconds, 1e-9));
    fmt::print(
        "mean points: {} {:.1f} ± {:.1f}, {} {:.1f} ± {:.1f}; the starting seat scored {:.1f}% ± "
        "{:.1f}%\n",
        r.player_a, r.points_a.mean, r.points_a.half_width, r.player_b, r.points_b.mean,
        r.points_b.half_width, 100 * r.starter_score.mean, 100 * r.starter_score.half_width);
    if (rules->tiles->count['Q' - 'A' + 1] > 0)
        fmt::print(
            "games ending with the Q on the rack: {} {:.1f}% ± {:.1f}%, {} {:.1f}% ± {:.1f}%\n",
            r.player_a, 100 * r.stuck_q_a.mean, 100 * r.stuck_q_a.half_width, r.player_b,
            100 * r.stuck_q_b.mean, 100 * r.stuck_q_b.half_width);
    fmt::print("{}\n", ai::summary_line(r));
    return 0;
}

}  // namespace

void register_match_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<MatchOptions>();
    CLI::App* cmd =
        app.add_subcommand("match", "A match between two computer players, with 95% intervals");
    cmd->add_option(
           "--players", opt->players,
           "Two players: greedy, static, sim, sim-late, beginner, casual, club, expert, champion")
        ->capture_default_str();
    cmd->add_option("--games", opt->games, "Games")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    cmd->add_option("--rules", opt->rules, "Rule set")->capture_default_str();
    cmd->add_option("--seed", opt->seed, "Seed")->capture_default_str();
    cmd->add_option("--threads", opt->threads, "Games played at once")
        ->capture_default_str()
        ->check(CLI::Range(1, 256));
    cmd->add_option("--sim-threads", opt->sim_threads, "Threads per simulating player")
        ->capture_default_str()
        ->check(CLI::Range(1, 256));
    cmd->add_option("--leaves", opt->leaves, "Leave table file (default: the shipped one)");
    cmd->add_option("--leaves-b", opt->leaves_b,
                    "Leave table file of the second player, or 'shipped' (default: as --leaves)");
    cmd->add_option("--lexicon", opt->lexicon, "Word list or compiled lexicon");
    cmd->add_option("--seconds", opt->seconds,
                    "Time per move for simulating players (0: fixed iterations)");
    cmd->add_option("--iterations", opt->iterations,
                    "Simulation iterations per move (0: the player's default)");
    cmd->add_option("--endgame-seconds", opt->endgame_seconds,
                    "Time per endgame move for simulating players");
    cmd->add_option("--plies", opt->plies,
                    "Simulation depth: the candidate and the replies after it (0: the player's "
                    "default)")
        ->check(CLI::Range(0, 40));
    cmd->add_option("--plies-b", opt->plies_b,
                    "Simulation depth of the second player (0: as --plies)")
        ->check(CLI::Range(0, 40));
    cmd->add_option("--games-out", opt->games_out, "Write every game's result as TSV");
    cmd->add_flag("--paired", opt->paired, "Play games in pairs: the same bag, seats swapped");
    cmd->add_flag("--ladder", opt->ladder,
                  "Play every level of --levels against the one below it, in pairs of games");
    cmd->add_option("--levels", opt->levels, "--ladder: the levels, weakest first")
        ->capture_default_str();
    cmd->callback([opt, &exit_code] { exit_code = run_match(*opt); });
}

}  // namespace letterzak::cli
