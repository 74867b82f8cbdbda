// letterzak bench: a fixed workload, one thread, fixed seeds. It prints a behaviour signature
// ("Moves generated", as Stockfish prints "Nodes searched") and the speed. A change that alters
// the engine's behaviour changes the signature; a refactor must not.
//
// Workload: (1) every position of bench/positions.txt (CGP strings from seeded greedy play:
// early, middle and late game, with and without blanks, per rule set), all moves generated,
// repeated — "Moves generated" is the signature; (2) whole greedy self-play games from fixed
// seeds, best move only, played through the rules kernel (game/kernel.hpp) as every computer
// game is — "Greedy points" (all final scores added) checks their behaviour;
// (3) on the tournament positions, full generation against the static player's best move by
// equity, alternating in rounds of ten passes — "Best move ÷ Full generation" is the figure that
// does not depend on the machine, and each has its signature line; (4) simulation playouts on the
// same positions, on 1 and on 2 threads, alternating position by position — "Playouts" per thread
// count (one thread taken on each core in turn), and the 2-thread ÷ 1-thread ratio, next to
// the machine's own ceiling (two separate one-thread simulations at once ÷ one); the signature
// (the chosen moves and the playouts counted) must be the same for every way of running, as the
// simulation is deterministic for a seed whatever the threads; (5) an endgame suite: bag-empty
// positions of seeded greedy games, solved exactly — the nodes searched are its signature; and a
// 7-vs-7 suite (both racks full, bag empty) within a time limit per position — how many are solved,
// the slowest, the values and nodes.
//
// `--write-positions FILE` regenerates the position file from seeded games.
// `--only playouts` runs block (4) alone, for comparing two builds' simulation quickly;
// `--only best-move` block (3) alone, for the same with the best-move search; `--only endgames`
// block (5) alone (`--endgame-threads N` searches each 7-vs-7 position on N threads).

#include <fmt/format.h>
#include <sched.h>
#include <sys/resource.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>

#include "ai/endgame.hpp"
#include "ai/leave_file.hpp"
#include "ai/match.hpp"
#include "ai/position.hpp"
#include "ai/simulation.hpp"
#include "ai/static_player.hpp"
#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "formats/cgp.hpp"

namespace letterzak::cli {

extern const char kBenchPositions[];  // bench/positions.txt, embedded at build time

namespace {

// One greedy game from `seed`, seat 0 starting; `observe` sees every position.
game::State greedy_game(const core::RuleSet& rules, const lexicon::Kwg& kwg, ai::Player& greedy,
                        std::uint64_t seed,
                        const std::function<void(const game::State&)>& observe = {}) {
    core::Rng rng(seed);
    const std::array<ai::Player*, 2> seats{&greedy, &greedy};
    return ai::play_kernel_game(rules, &kwg, seats, 0, rng, observe);
}

// A game's position as CGP writes it, the player to move first: the board, both racks and
// both scores (callers drop what they must not show, or add the scoreless run).
formats::Position cgp_position(const game::State& s) {
    formats::Position p;
    p.board = s.board;
    p.racks = {s.rack(s.to_move), s.rack(s.next(s.to_move))};
    p.scores = {s.score(s.to_move), s.score(s.next(s.to_move))};
    return p;
}

struct BenchOptions {
    std::string lexicon;
    int repeat = 20;
    int games = 200;
    int best_move_passes = 200;
    int playout_passes = 2;
    int endgame_tiles = 6;
    int full_rack_endgames = 2;
    double endgame_seconds = 60;
    int endgame_memory_mb = ai::kDefaultEndgameMemoryMb;
    int endgame_threads = 1;
    bool endgame_list = false;
    std::string write_positions;
    std::string
        only;  // "playouts", "best-move" or "endgames": that block alone (quick same-run ratios)
};

struct BenchPosition {
    std::string rules;
    formats::Position position;
};

std::vector<BenchPosition> parse_positions(const std::string& text) {
    std::vector<BenchPosition> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const auto tab = line.find('\t');
        if (tab == std::string::npos) continue;
        auto pos = formats::parse_cgp(line.substr(tab + 1));
        if (!pos) throw std::runtime_error("bad bench position: " + pos.error().message);
        out.push_back({line.substr(0, tab), *pos});
    }
    return out;
}

int write_positions(const BenchOptions& opt) {
    std::ofstream out(opt.write_positions);
    if (!out) {
        fmt::print(stderr, "letterzak: cannot write {}\n", opt.write_positions);
        return 2;
    }
    out << "# Benchmark positions: rule set, TAB, CGP (first rack to move). Made by\n"
           "# `letterzak bench --write-positions` from seeded greedy games; regenerate on "
           "purpose.\n";
    for (const char* name : {"tournament", "woordspel", "box-ij"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        auto lex = open_lexicon_or_report(opt.lexicon, rules);
        if (!lex) return 2;
        ai::GreedyPlayer greedy(rules, lex->kwg());
        const int games = std::string(name) == "tournament" ? 8 : 4;
        for (int g = 0; g < games; ++g) {
            std::vector<formats::Position> snaps;
            greedy_game(rules, lex->kwg(), greedy, 1000 + static_cast<std::uint64_t>(g),
                        [&snaps](const game::State& s) {
                            formats::Position pos = cgp_position(s);
                            pos.racks[1] = core::Rack{};  // what the player to move knows
                            snaps.push_back(pos);
                        });
            // Early, middle and late positions of each game.
            for (std::size_t idx :
                 {std::size_t{2}, snaps.size() / 2, snaps.size() > 3 ? snaps.size() - 3 : 0}) {
                if (idx >= snaps.size()) continue;
                out << name << '\t' << formats::format_cgp(snaps[idx]) << '\n';
            }
        }
    }
    return 0;
}

// The process's peak resident memory so far, in MiB.
double peak_rss_mib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // Linux reports KiB
}

// --- The best move against full generation (issue 18), on the tournament positions. ---
//
// Full generation lists every legal placement (counted); the best move is the static player's
// choice by equity (score + the shipped leave table; exchanges and, with nothing else, a pass
// included), found by the bounded search. The two alternate in rounds of kPassesPerRound passes,
// so that a change in the machine's load falls on both alike; their ratio is the figure that
// does not depend on the machine. Rounds, not single passes: every use of the search runs it
// many times in a row (a game's turns, a simulation's replies, an analysis), and a pass of
// full generation before each of its passes left it cold caches and branch predictors:
// measured that way, with the same instructions, the best move ran about 1.3 times slower
// (its ratio to full generation 3.3 against 4.3) while full generation ran as fast.
// Signatures: the moves counted, and the best moves' equity summed.
constexpr int kPassesPerRound = 10;
struct BestMoveFigures {
    int positions = 0;
    int passes = 0;
    double full_seconds = 0, best_seconds = 0;
    std::uint64_t moves = 0;   // over one pass
    long long equity_sum = 0;  // centipoints, over one pass
    int exchanges = 0;         // best moves that are exchanges, over one pass
    double peak_rss_mib = 0;   // of the process, after the best-move passes
};

BestMoveFigures measure_best_move(const std::vector<BenchPosition>& positions,
                                  const lexicon::Lexicon& lexicon, int passes) {
    using Clock = std::chrono::steady_clock;
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    std::vector<ai::Position> cases;
    for (const BenchPosition& p : positions)
        if (p.rules == rules.name)
            cases.push_back(ai::position_from(rules, p.position.board, p.position.racks[0]));
    // One index (and anagram table) for both, as threads of one process share it.
    const auto index = std::make_shared<const movegen::KwgIndex>(lexicon.kwg());
    movegen::Generator full(rules, lexicon.kwg(), index);
    full.warm_up();
    ai::StaticEvaluator evaluator(rules, lexicon.kwg(), ai::default_leave_file(rules).leaves,
                                  index);
    BestMoveFigures f;
    f.positions = static_cast<int>(cases.size());
    f.passes = passes;
    for (int round = 0; round < passes; round += kPassesPerRound) {
        const int round_passes = std::min(kPassesPerRound, passes - round);
        const auto t0 = Clock::now();
        for (int pass = round; pass < round + round_passes; ++pass)
            for (const ai::Position& p : cases) {
                movegen::CountMoves count;
                full.generate(p.board, p.rack, count);
                if (pass == 0) f.moves += count.count;
            }
        const auto t1 = Clock::now();
        for (int pass = round; pass < round + round_passes; ++pass)
            for (const ai::Position& p : cases) {
                const ai::ScoredMove best = evaluator.best(
                    p.board, p.rack, p.bag_size, ai::endgame_terms(rules, p.unseen, p.bag_size));
                if (pass == 0) {
                    f.equity_sum += best.equity;
                    f.exchanges += best.move.kind == core::MoveKind::kExchange;
                }
            }
        const auto t2 = Clock::now();
        f.full_seconds += std::chrono::duration<double>(t1 - t0).count();
        f.best_seconds += std::chrono::duration<double>(t2 - t1).count();
    }
    return f;
}

void print_best_move_figures(const BestMoveFigures& f) {
    const double n = static_cast<double>(f.positions) * f.passes;
    const double full_rate = n / f.full_seconds, best_rate = n / f.best_seconds;
    fmt::print("Best-move positions : {} tournament x {} passes, in rounds of {}\n", f.positions,
               f.passes, kPassesPerRound);
    fmt::print("Full generation : {:.0f} positions/s\n", full_rate);
    fmt::print("Full generation signature : {} moves\n", f.moves);
    fmt::print("Best move : {:.0f} positions/s\n", best_rate);
    fmt::print("Best move signature : {:.2f} equity summed, {} exchanges\n",
               static_cast<double>(f.equity_sum) / ai::kEquityScale, f.exchanges);
    fmt::print("Best move ÷ Full generation : {:.2f}\n", best_rate / full_rate);
    fmt::print("Best move peak RSS : {:.1f} MiB (lexicon, index, anagram table, leave table)\n",
               f.peak_rss_mib);
}

// --- Simulation playouts (issue 18, item 3), on the tournament positions. ---
//
// Each position is simulated with a fixed seed and iteration count and no early stopping, once
// on one thread and then at once on two, so that a change in the machine's load (a simulation
// here takes milliseconds, and this shared machine's speed wanders by a fifth from one second
// to the next) falls on both alike: alternating whole passes, the ratio of the same build
// ranged from 1.5 to 2.1 from run to run. A playout is
// one candidate played and answered (2 plies). Signature: the playouts counted and the chosen
// moves' static equity summed, over one pass, which must agree between the thread counts.
//
// The one-thread runs are bound to each core in turn (those of pass k to core k mod cores), and
// the two-thread runs are free. The cores of a virtual machine need not
// be equally fast: on the 2-core machine of this project, one of them was at times 1.46 times
// slower than the other for long stretches (each measured alone, bound to it), and an unbound
// single thread stays on whichever it started on, so the ratio printed was 1.5–1.7 or 2.1–2.3 from
// one run to the next — the machine's difference, not the simulation's. Against the mean of the
// cores the ratio says what the second thread adds; the rate on each core is printed too. A
// thread is moved once a pass, not once a position: moved every position, each simulation
// started with the other core's caches, and two threads lost a fifth of their rate.
//
// Nor do two cores of a shared machine always give twice the work of one: at times two
// separate one-thread processes, each bound to its own core, both ran at 65% of their speed
// alone. So each position is also simulated twice at once on one thread each, by separate
// simulators (sharing only the lexicon and the leaves): what that pair achieves over one thread
// is the ceiling for two threads on this machine at that moment, and "2 threads ÷ 2 separate"
// is the part of it that the simulation's own threads reach.
class CoreBinding {
  public:
    // The cores the calling thread may run on now; binding is off where they cannot be read.
    CoreBinding() {
        CPU_ZERO(&allowed_);
        if (sched_getaffinity(0, sizeof allowed_, &allowed_) != 0) return;
        for (std::size_t c = 0; c < CPU_SETSIZE; ++c)
            if (CPU_ISSET(c, &allowed_)) cores_.push_back(static_cast<int>(c));
        if (cores_.size() < 2) cores_.clear();
    }
    ~CoreBinding() { release(); }
    CoreBinding(const CoreBinding&) = delete;
    CoreBinding& operator=(const CoreBinding&) = delete;

    // The cores taken in turn (none: the runs are not bound).
    const std::vector<int>& cores() const { return cores_; }
    // Binds the calling thread to cores()[k]; false (and unbound) if the system refuses.
    bool bind(std::size_t k) {
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(static_cast<std::size_t>(cores_.at(k)), &one);
        bound_ = sched_setaffinity(0, sizeof one, &one) == 0;
        return bound_;
    }
    // Gives the calling thread back every core it had.
    void release() {
        if (bound_) sched_setaffinity(0, sizeof allowed_, &allowed_);
        bound_ = false;
    }

  private:
    cpu_set_t allowed_;
    std::vector<int> cores_;
    bool bound_ = false;
};

struct PlayoutFigures {
    int positions = 0;
    int passes = 0;
    // [0] one thread, [1] two threads, [2] two separate one-thread simulations at once.
    std::array<double, 3> seconds{};
    std::array<std::int64_t, 3> playouts{};    // over one pass
    std::array<long long, 3> chosen_equity{};  // centipoints, over one pass
    // The one-thread runs per core they were bound to (empty: not bound), over every pass.
    std::vector<int> cores;
    std::vector<double> core_seconds;
    std::vector<std::int64_t> core_playouts;
};

PlayoutFigures measure_playouts(const std::vector<BenchPosition>& positions,
                                const lexicon::Lexicon& lexicon, int passes) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    std::vector<ai::Position> cases;
    for (const BenchPosition& p : positions)
        if (p.rules == rules.name) {
            ai::Position q = ai::position_from(rules, p.position.board, p.position.racks[0]);
            if (q.bag_size > 0) cases.push_back(q);  // the simulation's positions: tiles to draw
        }
    const auto index = std::make_shared<const movegen::KwgIndex>(lexicon.kwg());
    movegen::Generator(rules, lexicon.kwg(), index).warm_up();
    const ai::LeaveFile& leaves = ai::default_leave_file(rules);
    ai::Simulator simulator(rules, lexicon.kwg(), leaves, index, 2);
    // The machine's own ceiling for two threads: the same one-thread simulation twice at once,
    // on separate simulators that share nothing but the lexicon and the leaves.
    std::array<std::unique_ptr<ai::Simulator>, 2> separate;
    for (auto& one : separate)
        one = std::make_unique<ai::Simulator>(rules, lexicon.kwg(), leaves, index, 1);
    ai::WorkerPool pair;
    ai::SimSettings settings;
    settings.candidates = 12;
    settings.exchanges = 2;
    settings.iterations = 16;
    settings.prune = false;
    PlayoutFigures f;
    f.positions = static_cast<int>(cases.size());
    f.passes = passes;
    CoreBinding binding;
    f.cores = binding.cores();
    f.core_seconds.assign(f.cores.size(), 0.0);
    f.core_playouts.assign(f.cores.size(), 0);
    for (int pass = 0; pass < passes; ++pass)
        for (std::size_t i = 0; i < cases.size(); ++i)
            for (std::size_t t = 0; t < 3; ++t) {
                settings.threads = t == 1 ? 2 : 1;
                settings.seed = 1000 + i;
                std::array<ai::SimResult, 2> results;  // [1]: the separate pair's second
                const std::size_t count = t == 2 ? 2 : 1;
                if (t == 2) {
                    const auto t0 = std::chrono::steady_clock::now();
                    pair.run(2, [&](int k) {
                        const auto u = static_cast<std::size_t>(k);
                        results[u] = separate[u]->simulate(cases[i], settings);
                    });
                    f.seconds[2] +=
                        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
                            .count();
                } else {
                    const std::size_t core =
                        f.cores.empty() ? 0 : static_cast<std::size_t>(pass) % f.cores.size();
                    if (t == 0 && !f.cores.empty() && !binding.bind(core)) {
                        f.cores.clear();  // refused: the rest runs unbound, and says so
                        f.core_seconds.clear();
                        f.core_playouts.clear();
                    }
                    results[0] = simulator.simulate(cases[i], settings);
                    // The pool's second thread is started here, unbound, as the caller is again.
                    binding.release();
                    f.seconds[t] += results[0].seconds;
                    if (t == 0 && !f.cores.empty()) {
                        f.core_seconds[core] += results[0].seconds;
                        f.core_playouts[core] += results[0].playouts;
                    }
                }
                if (pass == 0)
                    for (std::size_t k = 0; k < count; ++k) {
                        f.playouts[t] += results[k].playouts;
                        f.chosen_equity[t] += results[k].ranked.front().move.equity;
                    }
            }
    return f;
}

void print_playout_figures(const PlayoutFigures& f) {
    std::array<double, 3> rate{};
    for (std::size_t t = 0; t < 3; ++t)
        rate[t] = static_cast<double>(f.playouts[t]) * f.passes / f.seconds[t];
    fmt::print("Playout positions : {} tournament with tiles in the bag x {} passes\n", f.positions,
               f.passes);
    fmt::print("Playouts : {:.0f}/s on 1 thread\n", rate[0]);
    if (f.cores.empty()) {
        fmt::print(
            "Playouts, 1 thread per core : not bound (one core allowed, or binding refused)\n");
    } else {
        std::string per_core;
        for (std::size_t k = 0; k < f.cores.size(); ++k)
            per_core += fmt::format(
                "{}core {} {:.0f}/s", k == 0 ? "" : ", ", f.cores[k],
                f.core_seconds[k] > 0 ? static_cast<double>(f.core_playouts[k]) / f.core_seconds[k]
                                      : 0.0);
        fmt::print("Playouts, 1 thread per core : {}\n", per_core);
    }
    fmt::print("Playouts, 2 threads : {:.0f}/s\n", rate[1]);
    fmt::print("Playouts 2 threads ÷ 1 : {:.2f}\n", rate[1] / rate[0]);
    fmt::print("Playouts, 2 separate 1-thread simulations at once : {:.0f}/s\n", rate[2]);
    fmt::print("Playouts machine ceiling, 2 separate ÷ 1 : {:.2f}\n", rate[2] / rate[0]);
    fmt::print("Playouts 2 threads ÷ 2 separate : {:.2f}\n", rate[1] / rate[2]);
    const bool same = f.playouts[0] == f.playouts[1] && f.chosen_equity[0] == f.chosen_equity[1] &&
                      2 * f.playouts[0] == f.playouts[2] &&
                      2 * f.chosen_equity[0] == f.chosen_equity[2];
    fmt::print("Playouts signature : {} playouts, {:.2f} chosen equity summed{}\n", f.playouts[0],
               static_cast<double>(f.chosen_equity[0]) / ai::kEquityScale,
               same ? "" : " (DIFFERS between the ways of running)");
}

// --- The endgame suite (issue 18, item 4). ---
//
// Bag-empty positions from seeded greedy games: each game is followed until the bag is empty
// and both racks together hold at most `max_tiles` tiles, and that position is solved exactly
// (no time limit: the figure is the work an exact answer takes). Signature: the values summed
// and the nodes searched — the nodes change with the search's ordering, the values never.
struct EndgameFigures {
    int positions = 0;
    int solved = 0;
    long long value_sum = 0;
    std::int64_t nodes = 0;
    double seconds = 0, slowest = 0;
};

EndgameFigures measure_endgames(const lexicon::Lexicon& lexicon, int max_tiles) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const auto index = std::make_shared<const movegen::KwgIndex>(lexicon.kwg());
    ai::GreedyPlayer greedy(rules, lexicon.kwg(), index);
    ai::EndgameSolver solver(rules, lexicon.kwg(), index);
    ai::EndgameSettings settings;
    settings.seconds = 0;
    settings.max_depth = 60;
    EndgameFigures f;
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        std::optional<game::State> found;
        greedy_game(rules, lexicon.kwg(), greedy, 5000 + seed, [&](const game::State& s) {
            if (found || !s.bag.empty() || s.over()) return;
            if (s.racks[0].size() + s.racks[1].size() <= max_tiles && !s.rack(s.to_move).empty())
                found = s;
        });
        if (!found) continue;
        const ai::EndgameResult r = solver.solve(*found, settings);
        ++f.positions;
        f.solved += r.solved;
        f.value_sum += r.value;
        f.nodes += r.nodes;
        f.seconds += r.seconds;
        f.slowest = std::max(f.slowest, r.seconds);
    }
    return f;
}

// The 7-vs-7 suite: the first position of each seeded greedy game in which the bag is empty
// and both racks still hold seven tiles (the last draw emptied the bag exactly), searched with
// a time limit per position (default 60 s, issue 18's target, so that the bench says whether it
// is met; 0: none): "solved" counts those proven exact within it, the rest give the value of
// the deepest completed iteration. When every position is solved on one thread, the values and
// nodes do not depend on the machine: a signature (the line says when they are not).
struct FullRackFigures {
    int positions = 0;
    int solved = 0;
    long long value_sum = 0;
    std::int64_t nodes = 0;
    double seconds = 0, slowest = 0;
};

FullRackFigures measure_full_rack_endgames(const lexicon::Lexicon& lexicon, int count,
                                           double seconds, int memory_mb, int threads,
                                           bool verbose) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const auto index = std::make_shared<const movegen::KwgIndex>(lexicon.kwg());
    ai::GreedyPlayer greedy(rules, lexicon.kwg(), index);
    ai::EndgameSolver solver(rules, lexicon.kwg(), index);
    ai::EndgameSettings settings;
    settings.seconds = seconds;
    // The suite measures the time to solve, so the limit is all proof: a player's half-and-half
    // split (EndgameSettings::proof_share) would call a position that takes 35 s of a 60 s
    // limit unsolved.
    settings.proof_share = 1.0;
    settings.max_depth = 60;
    settings.memory_mb = memory_mb;
    settings.threads = threads;
    FullRackFigures f;
    for (std::uint64_t seed = 0; seed < 400 && f.positions < count; ++seed) {
        std::optional<game::State> found;
        bool looked = false;
        greedy_game(rules, lexicon.kwg(), greedy, 7000 + seed, [&](const game::State& s) {
            if (looked || !s.bag.empty() || s.over()) return;
            looked = true;
            if (s.racks[0].size() == 7 && s.racks[1].size() == 7) found = s;
        });
        if (!found) continue;
        const ai::EndgameResult r = solver.solve(*found, settings);
        if (verbose) {
            // A value proven by searches to the end of the game has no depth of its own.
            const std::string depth = r.depth >= settings.max_depth
                                          ? std::string("to the end")
                                          : fmt::format("depth {}", r.depth);
            fmt::print("  seed {} {} vs {}: value {} {} {} nodes {} generated {} {:.2f} s\n",
                       7000 + seed, found->rack(found->to_move).to_string(),
                       found->rack(1 - found->to_move).to_string(), r.value,
                       r.solved ? "solved" : "NOT solved", depth, r.nodes, r.generations,
                       r.seconds);
            // The position itself, for `letterzak moves` and other programs.
            formats::Position p = cgp_position(*found);
            p.zero_turns = found->scoreless_run;
            fmt::print("    {}\n", formats::format_cgp(p));
        }
        ++f.positions;
        f.solved += r.solved;
        f.value_sum += r.value;
        f.nodes += r.nodes;
        f.seconds += r.seconds;
        f.slowest = std::max(f.slowest, r.seconds);
    }
    return f;
}

void print_endgame_figures(const EndgameFigures& f, int max_tiles) {
    fmt::print("Endgame positions : {} tournament, bag empty, at most {} tiles on both racks\n",
               f.positions, max_tiles);
    fmt::print("Endgames solved : {} of {} in {:.2f} s (slowest {:.2f} s)\n", f.solved, f.positions,
               f.seconds, f.slowest);
    fmt::print("Endgame signature : {} value summed, {} nodes\n", f.value_sum, f.nodes);
}

void print_full_rack_figures(const FullRackFigures& f, double seconds, int threads) {
    fmt::print("7-vs-7 positions : {} tournament, bag empty, seven tiles on each rack{}\n",
               f.positions, threads > 1 ? fmt::format(", {} threads", threads) : std::string());
    fmt::print("7-vs-7 solved : {} of {} in {:.2f} s (slowest {:.2f} s, limit {})\n", f.solved,
               f.positions, f.seconds, f.slowest,
               seconds > 0 ? fmt::format("{:.0f} s each", seconds) : std::string("none"));
    fmt::print("7-vs-7 signature : {} value summed, {} nodes{}\n", f.value_sum, f.nodes,
               f.solved < f.positions ? " (not all solved in time: depends on the machine)"
               : threads > 1          ? " (several threads: the nodes depend on the machine)"
                                      : "");
}

int run_bench(const BenchOptions& opt) {
    if (!opt.write_positions.empty()) return write_positions(opt);
    const std::vector<BenchPosition> positions = parse_positions(kBenchPositions);
    using Clock = std::chrono::steady_clock;

    // The greedy games first, with only their lexicon loaded, so that the peak memory read
    // after them is theirs.
    const core::RuleSet& tournament = *core::rule_set_by_name("tournament");
    std::map<std::string, lexicon::Lexicon> lexica;
    {
        auto lex = open_lexicon_or_report(opt.lexicon, tournament);
        if (!lex) return 2;
        lexica.emplace("tournament", std::move(*lex));
    }
    if (opt.only == "playouts") {
        print_playout_figures(
            measure_playouts(positions, lexica.at("tournament"), opt.playout_passes));
        return 0;
    }
    if (opt.only == "endgames") {
        print_endgame_figures(measure_endgames(lexica.at("tournament"), opt.endgame_tiles),
                              opt.endgame_tiles);
        print_full_rack_figures(
            measure_full_rack_endgames(lexica.at("tournament"), opt.full_rack_endgames,
                                       opt.endgame_seconds, opt.endgame_memory_mb,
                                       opt.endgame_threads, opt.endgame_list),
            opt.endgame_seconds, opt.endgame_threads);
        return 0;
    }
    if (opt.only == "best-move") {
        BestMoveFigures best_move =
            measure_best_move(positions, lexica.at("tournament"), opt.best_move_passes);
        best_move.peak_rss_mib = peak_rss_mib();
        print_best_move_figures(best_move);
        return 0;
    }
    long long points = 0;
    int turns = 0;
    double game_seconds = 0;
    {
        const lexicon::Kwg& kwg = lexica.at("tournament").kwg();
        auto index = std::make_shared<const movegen::KwgIndex>(kwg);
        // Set-up, like building the index: not part of the games.
        movegen::Generator(tournament, kwg, index).warm_up();
        ai::GreedyPlayer greedy(tournament, kwg, index);
        const auto t1 = Clock::now();
        for (int g = 0; g < opt.games; ++g) {
            const game::State s =
                greedy_game(tournament, kwg, greedy, static_cast<std::uint64_t>(g));
            points += s.score(0) + s.score(1);
            turns += s.turn;
        }
        game_seconds = std::chrono::duration<double>(Clock::now() - t1).count();
    }
    const double greedy_peak = peak_rss_mib();
    // Still with the tournament lexicon alone: its peak is that of a process finding best moves.
    BestMoveFigures best_move =
        measure_best_move(positions, lexica.at("tournament"), opt.best_move_passes);
    best_move.peak_rss_mib = peak_rss_mib();
    const PlayoutFigures playouts =
        measure_playouts(positions, lexica.at("tournament"), opt.playout_passes);
    const EndgameFigures endgames = measure_endgames(lexica.at("tournament"), opt.endgame_tiles);
    const FullRackFigures full_rack = measure_full_rack_endgames(
        lexica.at("tournament"), opt.full_rack_endgames, opt.endgame_seconds, opt.endgame_memory_mb,
        opt.endgame_threads, opt.endgame_list);

    for (const BenchPosition& p : positions) {
        if (lexica.count(p.rules)) continue;
        const core::RuleSet* rules = find_rules_or_report(p.rules);
        if (rules == nullptr) return 2;
        auto lex = open_lexicon_or_report(opt.lexicon, *rules);
        if (!lex) return 2;
        lexica.emplace(p.rules, std::move(*lex));
    }
    std::map<std::string, movegen::Generator> generators;
    for (const auto& [name, lex] : lexica)
        generators.emplace(name, movegen::Generator(*core::rule_set_by_name(name), lex.kwg()));
    std::uint64_t moves = 0;
    const auto t0 = Clock::now();
    for (int rep = 0; rep < opt.repeat; ++rep) {
        for (const BenchPosition& p : positions) {
            movegen::Generator& gen = generators.at(p.rules);
            movegen::CountMoves count;
            gen.generate(p.position.board, p.position.racks[0], count);
            moves += count.count;
        }
    }
    const double gen_seconds = std::chrono::duration<double>(Clock::now() - t0).count();

    fmt::print("Positions        : {} x {} repetitions\n", positions.size(), opt.repeat);
    fmt::print("Move generation  : {:.0f} moves/s, {:.0f} positions/s\n",
               static_cast<double>(moves) / gen_seconds,
               static_cast<double>(positions.size()) * opt.repeat / gen_seconds);
    fmt::print("Greedy games     : {} games (tournament), {} turns, {:.1f} games/s\n", opt.games,
               turns, opt.games / game_seconds);
    fmt::print("Greedy peak RSS  : {:.1f} MiB (lexicon, index, anagram table, games)\n",
               greedy_peak);
    fmt::print("Greedy points    : {}\n", points);
    fmt::print("Total time       : {:.3f} s\n", gen_seconds + game_seconds);
    fmt::print("Moves generated  : {}\n", moves);

    print_best_move_figures(best_move);
    print_playout_figures(playouts);
    print_endgame_figures(endgames, opt.endgame_tiles);
    print_full_rack_figures(full_rack, opt.endgame_seconds, opt.endgame_threads);
    return 0;
}

}  // namespace

void register_bench_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<BenchOptions>();
    CLI::App* cmd =
        app.add_subcommand("bench", "Fixed benchmark: prints a signature and the speed");
    cmd->add_option("--lexicon", opt->lexicon,
                    "Word list or compiled lexicon (default: the Dutch wdutch list)");
    cmd->add_option("--repeat", opt->repeat, "Passes over the fixed positions")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    cmd->add_option("--games", opt->games, "Greedy self-play games")
        ->capture_default_str()
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--best-move-passes", opt->best_move_passes,
                    "Passes over the tournament positions, full generation against best move")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    cmd->add_option("--playout-passes", opt->playout_passes,
                    "Passes over the tournament positions, simulating on 1 and on 2 threads")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    cmd->add_option("--endgame-tiles", opt->endgame_tiles,
                    "Endgame suite: the most tiles both racks hold together")
        ->capture_default_str()
        ->check(CLI::Range(2, 14));
    cmd->add_option("--only", opt->only,
                    "Run one block alone: playouts (the simulation on 1 and on 2 threads), "
                    "best-move (full generation against the best move by equity) or endgames "
                    "(the endgame suites)")
        ->check(CLI::IsMember({"playouts", "best-move", "endgames"}));
    cmd->add_option("--full-rack-endgames", opt->full_rack_endgames,
                    "7-vs-7 endgame suite: how many positions")
        ->capture_default_str()
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--endgame-seconds", opt->endgame_seconds,
                    "7-vs-7 endgame suite: time limit per position (0: none, until solved)")
        ->capture_default_str()
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--endgame-memory", opt->endgame_memory_mb,
                    "7-vs-7 endgame suite: the solver's memory in MB (table and move lists)")
        ->capture_default_str()
        ->check(CLI::Range(1, 65536));
    cmd->add_option("--endgame-threads", opt->endgame_threads,
                    "7-vs-7 endgame suite: threads searching each position at once")
        ->capture_default_str()
        ->check(CLI::Range(1, 64));
    cmd->add_flag("--endgame-list", opt->endgame_list,
                  "7-vs-7 endgame suite: a line per position (racks, value, depth, nodes, time)");
    cmd->add_option("--write-positions", opt->write_positions,
                    "Regenerate the benchmark position file");
    cmd->callback([opt, &exit_code] { exit_code = run_bench(*opt); });
}

}  // namespace letterzak::cli
