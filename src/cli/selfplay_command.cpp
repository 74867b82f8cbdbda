// letterzak selfplay --games N [--rules R] [--seed S] [--out DIR] [--players club,expert,...]
//                    [--lexicon FILE] [--no-verify] [--iterations N] [--endgame-seconds S]
//
// Computer players play whole games against each other through the referee (game/game.hpp):
// the draw for the first player, exchanges, passes, the end of the game and, under the
// tournament rules, the jury. Game g uses seed S+g, so any one game can be played again with
// --seed S+g --games 1. Each game's record is written as GCG (to DIR when given) and, unless
// --no-verify, read back and replayed through the referee: a record that does not replay
// cleanly is a bug, reported with exit code 1. Games per second are printed at the end.
//
// Every level of the registry (ai/level.hpp) may sit in any seat, 2–4 seats as the rule set
// allows; each is a computer seat (ai/computer_seat.hpp), the same one the terminal and the
// server seat. A move the referee refuses is a failure here, not a fallback.

#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "ai/computer_seat.hpp"
#include "ai/leave_file.hpp"
#include "ai/players.hpp"
#include "ai/seeds.hpp"
#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "formats/gcg.hpp"
#include "formats/gcg_replay.hpp"
#include "game/game.hpp"
#include "game/word_judge.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::cli {
namespace {

struct SelfplayOptions {
    int games = 10;
    std::string rules = "tournament";
    std::uint64_t seed = 1;
    std::string out;
    std::string players = "greedy,greedy";
    std::string lexicon;
    bool no_verify = false;
    int iterations = 0;          // simulation budget per move (0: each level's own)
    double endgame_seconds = 0;  // endgame time per move (0: each level's own)
};

std::vector<std::string> split_commas(const std::string& s) {
    std::vector<std::string> parts;
    std::string cur;
    for (char c : s) {
        if (c == ',') {
            parts.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    parts.push_back(cur);
    return parts;
}

int run_selfplay(const SelfplayOptions& opt) {
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    const std::vector<std::string> kinds = split_commas(opt.players);
    const int seats = static_cast<int>(kinds.size());
    if (seats < rules->min_players || seats > rules->max_players) {
        fmt::print(stderr, "letterzak: {} is played by {}–{} players, not {}\n", rules->name,
                   rules->min_players, rules->max_players, seats);
        return 2;
    }
    auto lex = open_lexicon_or_report(opt.lexicon, *rules);
    if (!lex) return 2;
    const game::LexiconJudge judge(*lex, opt.lexicon.empty() ? "wdutch" : opt.lexicon);
    ai::PlayerContext context;
    context.rules = rules;
    context.kwg = &lex->kwg();
    context.index = std::make_shared<const movegen::KwgIndex>(lex->kwg());
    context.leaves = &ai::default_leave_file(*rules);
    context.iterations = opt.iterations;
    context.endgame_seconds = opt.endgame_seconds;
    std::vector<std::unique_ptr<ai::ComputerSeat>> players;
    for (const std::string& k : kinds) {
        auto seat = ai::ComputerSeat::create(k, context);
        if (!seat) {
            fmt::print(stderr, "letterzak: {}\n", seat.error().message);
            return 2;
        }
        players.push_back(std::move(*seat));
    }
    if (!opt.out.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(opt.out, ec);
        if (ec) {
            fmt::print(stderr, "letterzak: cannot create {}: {}\n", opt.out, ec.message());
            return 2;
        }
    }

    const auto t0 = std::chrono::steady_clock::now();
    std::vector<long long> score_sum(static_cast<std::size_t>(seats), 0);
    long long starter_wins = 0, draws = 0, turns = 0, verified = 0;
    int failures = 0;
    for (int g = 0; g < opt.games; ++g) {
        std::vector<std::string> names;
        for (int s = 0; s < seats; ++s)
            names.push_back(fmt::format("{} {}", kinds[static_cast<std::size_t>(s)], s + 1));
        game::GameSetup setup =
            game::GameSetup::for_rules(*rules, names, opt.seed + static_cast<std::uint64_t>(g));
        game::Services services;
        services.judge = &judge;
        auto created = game::Game::create(setup, services);
        if (!created) {
            fmt::print(stderr, "letterzak: {}\n", created.error().message);
            return 2;
        }
        game::Game& game = *created;
        std::vector<ai::ComputerSeat*> seated;
        for (std::size_t s = 0; s < players.size(); ++s) {
            // Each seat's own random numbers, from the game's seed.
            players[s]->new_game(ai::derive_seed(setup.seed, s, 12));
            seated.push_back(players[s].get());
        }
        if (auto played = ai::play_out(game, seated, &judge); !played) {
            fmt::print(stderr, "letterzak: game {} (seed {}): {}\n", g + 1,
                       opt.seed + static_cast<std::uint64_t>(g), played.error().message);
            ++failures;
        }
        const game::GameResult result = game.result();
        for (int s = 0; s < seats; ++s)
            score_sum[static_cast<std::size_t>(s)] +=
                result.seats[static_cast<std::size_t>(s)].final_score;
        if (!result.winner)
            ++draws;
        else if (*result.winner == game.starter())
            ++starter_wins;
        turns += static_cast<long long>(game.turns().size());

        formats::GcgWriteOptions wo;
        wo.lexicon = judge.name();
        wo.id_authority = "letterzak";
        wo.id =
            fmt::format("selfplay-{}-{}", rules->name, opt.seed + static_cast<std::uint64_t>(g));
        const std::string text = formats::write_gcg(formats::gcg_record_of(game, wo));
        if (!opt.out.empty()) {
            const auto path =
                std::filesystem::path(opt.out) / fmt::format("game-{:05d}.gcg", g + 1);
            std::ofstream f(path, std::ios::binary);
            f << text;
            if (!f) {
                fmt::print(stderr, "letterzak: cannot write {}\n", path.string());
                return 2;
            }
        }
        if (!opt.no_verify) {
            auto record = formats::parse_gcg(text);
            bool clean = false;
            if (record) {
                formats::ReplayOptions ro;
                ro.rules = rules;
                ro.judge = &judge;
                auto report = formats::replay_gcg(*record, ro);
                clean = report && report->ok();
                if (report)
                    for (const auto& i : report->issues)
                        fmt::print(stderr, "game {}: line {}: {} [{}]\n", g + 1, i.line, i.message,
                                   i.code);
            } else {
                fmt::print(stderr, "game {}: {}\n", g + 1, record.error().message);
            }
            if (clean)
                ++verified;
            else
                ++failures;
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    fmt::print("{} games of {} ({} players), seeds {}–{}\n", opt.games, rules->name, seats,
               opt.seed, opt.seed + static_cast<std::uint64_t>(std::max(opt.games, 1) - 1));
    for (int s = 0; s < seats; ++s)
        fmt::print("  seat {}: average final score {:.1f}\n", s + 1,
                   opt.games > 0
                       ? static_cast<double>(score_sum[static_cast<std::size_t>(s)]) / opt.games
                       : 0.0);
    fmt::print("  the starter won {} of {} games, {} draws; {:.1f} turns a game\n", starter_wins,
               opt.games, draws, opt.games > 0 ? static_cast<double>(turns) / opt.games : 0.0);
    if (!opt.no_verify) fmt::print("  records replayed cleanly: {} of {}\n", verified, opt.games);
    if (!opt.out.empty()) fmt::print("  records written to {}\n", opt.out);
    fmt::print("{:.2f} s, {:.1f} games/s\n", seconds, seconds > 0 ? opt.games / seconds : 0.0);
    return failures == 0 ? 0 : 1;
}

}  // namespace

void register_selfplay_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<SelfplayOptions>();
    CLI::App* cmd =
        app.add_subcommand("selfplay", "Computer players play whole games through the referee");
    cmd->add_option("--games", opt->games, "Number of games")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    cmd->add_option("--rules", opt->rules, "Rule set: tournament, box, box-ij, woordspel, english")
        ->capture_default_str();
    cmd->add_option("--seed", opt->seed, "Seed of the first game (game g uses seed + g)")
        ->capture_default_str();
    cmd->add_option("--out", opt->out, "Directory for the games' GCG records");
    std::string levels;
    for (const std::string& n : ai::player_names()) levels += (levels.empty() ? "" : ", ") + n;
    cmd->add_option("--players", opt->players,
                    "Comma-separated levels, one per seat (2–4 as the rules allow): " + levels)
        ->capture_default_str();
    cmd->add_option("--iterations", opt->iterations,
                    "Simulation iterations per move for simulating levels (default: theirs)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--endgame-seconds", opt->endgame_seconds,
                    "Endgame search time per move (default: each level's own)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--lexicon", opt->lexicon,
                    "Word list or compiled lexicon (default: the Dutch list)");
    cmd->add_flag("--no-verify", opt->no_verify, "Do not replay each record through the referee");
    cmd->callback([opt, &exit_code] { exit_code = run_selfplay(*opt); });
}

}  // namespace letterzak::cli
