// letterzak moves --rules R --cgp POS [--lexicon FILE] [--top N] [--json] [--count]
//                 [--sort equity|score] [--leaves FILE]
//                 [--analyze [--seconds S] [--iterations N] [--plies P] [--threads T] [--seed N]]
// Every legal move for the player to move (the CGP's first rack), best first by static equity:
// score + the value of the tiles kept (the leave table; with the bag empty, what the kept tiles
// cost at the end), every placement, every exchange the bag allows, and the pass; one per line
// as "8D ST(A)INER 72 ST 75.31" (move, score, leave, equity). Equal equity: the higher score,
// then the generator's fixed order (ai/equity_sink.hpp).
// --sort score lists the placements alone, best score first, ties broken by the move text,
// one per line as "8D ST(A)INER 72".
// --analyze ranks instead as the engine would (ai/analysis.hpp): by equity (score + the value
// of the tiles kept), then by simulation for S seconds or N iterations (win % and equity with
// their standard errors), or, with the bag empty, by exact endgame value.

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "ai/analysis.hpp"
#include "ai/leave_file.hpp"
#include "ai/position.hpp"
#include "ai/rack_leaves.hpp"
#include "ai/static_player.hpp"
#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "formats/cgp.hpp"
#include "formats/notation.hpp"
#include "movegen/generator.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::cli {
namespace {

struct MovesOptions {
    std::string rules = "tournament";
    std::string cgp;
    std::string lexicon;
    int top = 0;
    bool json = false;
    bool count = false;
    bool analyze = false;
    std::string sort = "equity";
    double seconds = 2.0;
    int iterations = 0;
    int threads = 1;
    int plies = 2;
    std::uint64_t seed = 1;
    int candidates = 10;
    std::string leaves;
};

// The leave table of --leaves, or the shipped one.
std::optional<ai::LeaveFile> leaves_or_report(const MovesOptions& opt, const core::RuleSet& rules) {
    if (opt.leaves.empty()) return ai::default_leave_file(rules);
    auto file = ai::load_leave_file(opt.leaves);
    if (!file) {
        fmt::print(stderr, "letterzak: {}\n", file.error().message);
        return std::nullopt;
    }
    return std::move(*file);
}

const char* kind_name(core::MoveKind kind) {
    return kind == core::MoveKind::kPlace
               ? "place"
               : (kind == core::MoveKind::kExchange ? "exchange" : "pass");
}

// One move as a JSON row, the same in the equity list and the analysis.
nlohmann::json move_row(const core::Move& m, const std::string& leave, ai::Equity leave_value,
                        ai::Equity equity) {
    nlohmann::json row = {{"move", formats::format_move(m)},
                          {"kind", kind_name(m.kind)},
                          {"score", m.score},
                          {"leave", leave},
                          {"leave_value", ai::to_points(leave_value)},
                          {"equity", ai::to_points(equity)}};
    if (m.kind == core::MoveKind::kPlace) {
        row["coordinate"] = formats::format_coordinate({m.start, m.dir}, formats::Notation::kGcg);
        row["coordinate_dutch"] =
            formats::format_coordinate({m.start, m.dir}, formats::Notation::kDutch);
        row["word"] = formats::move_word(m);
        row["tiles_used"] = m.tiles_used;
    }
    return row;
}

// The default listing: every move by static equity (see the top of the file).
int run_by_equity(const MovesOptions& opt, const core::RuleSet& rules, const formats::Position& pos,
                  const lexicon::Lexicon& lex) {
    auto leaves = leaves_or_report(opt, rules);
    if (!leaves) return 2;
    const ai::Position p = ai::position_from(rules, pos.board, pos.racks[0]);
    const ai::EndgameTerms end = ai::endgame_terms(rules, p.unseen, p.bag_size);
    ai::StaticEvaluator eval(rules, lex.kwg(), leaves->leaves);
    // Every placement and every exchange: no bound on how many are kept.
    constexpr int kAll = 1 << 30;
    std::vector<ai::ScoredMove> rows = eval.top(p.board, p.rack, p.bag_size, end, kAll, kAll);
    if (rows.front().move.kind != core::MoveKind::kPass) {
        const ai::RackLeaves whole(rules, p.rack, leaves->leaves, end);
        const ai::Equity kept = whole.value(whole.full_index());
        rows.push_back({core::Move::pass(), kept, kept});
        std::stable_sort(rows.begin(), rows.end(), ai::equity_order_less);
    }
    if (opt.top > 0 && rows.size() > static_cast<std::size_t>(opt.top))
        rows.resize(static_cast<std::size_t>(opt.top));
    auto leave_text = [&](const core::Move& m) {
        const std::string kept = core::leave_after(p.rack, m).to_string();
        return kept.empty() ? std::string("-") : kept;
    };
    if (opt.json) {
        nlohmann::json out = nlohmann::json::array();
        for (const ai::ScoredMove& r : rows) {
            const core::Move& m = r.move;
            out.push_back(move_row(m, core::leave_after(p.rack, m).to_string(), r.leave, r.equity));
        }
        fmt::print("{}\n", out.dump(1));
        return 0;
    }
    for (const ai::ScoredMove& r : rows)
        fmt::print("{} {} {} {:.2f}\n", formats::format_move(r.move), r.move.score,
                   leave_text(r.move), ai::to_points(r.equity));
    return 0;
}

int run_analysis(const MovesOptions& opt, const core::RuleSet& rules, const formats::Position& pos,
                 const lexicon::Lexicon& lex) {
    auto leaves = leaves_or_report(opt, rules);
    if (!leaves) return 2;
    const int score = pos.scores.empty() ? 0 : pos.scores[0];
    const int opponent = pos.scores.size() > 1 ? pos.scores[1] : 0;
    const ai::Position p =
        ai::position_from(rules, pos.board, pos.racks[0], score, opponent, pos.zero_turns);
    ai::AnalysisSettings settings;
    settings.top = opt.top > 0 ? opt.top : 10;
    settings.seconds = opt.seconds;
    settings.iterations = opt.iterations;
    settings.threads = opt.threads;
    settings.plies = opt.plies;
    settings.seed = opt.seed;
    settings.candidates = opt.candidates;
    const ai::Analysis a = ai::analyze(
        p, lex.kwg(), *leaves, std::make_shared<const movegen::KwgIndex>(lex.kwg()), settings);
    auto leave_text = [](const core::Rack& r) {
        return r.empty() ? std::string("-") : r.to_string();
    };
    if (opt.json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const ai::AnalysisRow& r : a.rows) {
            const core::Move& m = r.move.move;
            nlohmann::json row = move_row(m, r.leave.to_string(), r.move.leave, r.move.equity);
            if (r.simulated) {
                row["sim_equity"] = r.sim_equity;
                row["sim_equity_se"] = r.sim_equity_se;
                row["win"] = r.win;
                row["win_se"] = r.win_se;
                row["iterations"] = r.iterations;
                row["pruned"] = r.pruned;
            }
            if (r.endgame) {
                row["endgame_value"] = r.endgame_value;
                row["solved"] = r.solved;
                row["win"] = r.win;
            }
            rows.push_back(row);
        }
        const nlohmann::json out = {{"method", ai::method_name(a.method)},
                                    {"bag", p.bag_size},
                                    {"iterations", a.iterations},
                                    {"seconds", a.seconds},
                                    {"moves", rows}};
        fmt::print("{}\n", out.dump(1));
        return 0;
    }
    fmt::print(
        "{} analysis, bag {}, {:.1f} s{}\n", ai::method_name(a.method), p.bag_size, a.seconds,
        a.method == ai::AnalysisMethod::kSimulation ? fmt::format(", {} iterations", a.iterations)
                                                    : "");
    if (a.method == ai::AnalysisMethod::kEndgame) {
        fmt::print("{:>3} {:<22} {:>5} {:<8} {:>7} {:>7} {:>8} {:>6}\n", "#", "move", "score",
                   "leave", "value", "equity", "endgame", "win%");
        for (std::size_t i = 0; i < a.rows.size(); ++i) {
            const ai::AnalysisRow& r = a.rows[i];
            fmt::print("{:>3} {:<22} {:>5} {:<8} {:>7.2f} {:>7.2f} {:>+7}{} {:>6.1f}\n", i + 1,
                       formats::format_move(r.move.move), r.move.move.score, leave_text(r.leave),
                       ai::to_points(r.move.leave), ai::to_points(r.move.equity), r.endgame_value,
                       r.solved ? " " : "~", 100 * r.win);
        }
        fmt::print(
            "endgame value: spread gained from here to the end (~: not solved in time, "
            "estimated)\n");
        return 0;
    }
    fmt::print("{:>3} {:<22} {:>5} {:<8} {:>7} {:>7} {:>15} {:>13} {:>6}\n", "#", "move", "score",
               "leave", "value", "equity", "sim equity", "win%", "iters");
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        const ai::AnalysisRow& r = a.rows[i];
        std::string sim = "", win = "", iters = "";
        if (r.simulated && a.method == ai::AnalysisMethod::kPreEndgame) {
            // Every bag enumerated: no sampling error to show.
            sim = fmt::format("{:.2f}", r.sim_equity);
            win = fmt::format("{:.1f}", 100 * r.win);
            iters = fmt::format("{}", r.iterations);
        } else if (r.simulated) {
            sim = fmt::format("{:.2f} ± {:.2f}", r.sim_equity, r.sim_equity_se);
            win = fmt::format("{:.1f} ± {:.1f}", 100 * r.win, 100 * r.win_se);
            iters = fmt::format("{}{}", r.iterations, r.pruned ? "x" : "");
        }
        fmt::print("{:>3} {:<22} {:>5} {:<8} {:>7.2f} {:>7.2f} {:>15} {:>13} {:>6}\n", i + 1,
                   formats::format_move(r.move.move), r.move.move.score, leave_text(r.leave),
                   ai::to_points(r.move.leave), ai::to_points(r.move.equity), sim, win, iters);
    }
    if (a.method == ai::AnalysisMethod::kPreEndgame)
        fmt::print(
            "pre-endgame: sim equity = mean spread gained to the end, win% = share of bags won, "
            "over every "
            "possible bag (iters = bags)\n");
    if (a.method == ai::AnalysisMethod::kSimulation)
        fmt::print(
            "equity = score + leave value; sim equity: spread gained over {} plies plus leaves "
            "held; x: dropped early\n",
            opt.plies);
    return 0;
}

int run_moves(const MovesOptions& opt) {
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    auto pos = read_position_or_report(opt.cgp, *rules);
    if (!pos) return 2;
    if (pos->racks.empty() || pos->racks[0].empty()) {
        fmt::print(stderr, "letterzak: the CGP has no rack for the player to move\n");
        return 2;
    }
    auto lex = open_lexicon_or_report(opt.lexicon, *rules);
    if (!lex) return 2;
    if (opt.analyze) return run_analysis(opt, *rules, *pos, *lex);
    movegen::Generator gen(*rules, lex->kwg());
    const core::Rack& rack = pos->racks[0];
    if (!opt.count && opt.sort == "equity") return run_by_equity(opt, *rules, *pos, *lex);
    if (opt.count) {
        movegen::CountMoves counter;
        gen.generate(pos->board, rack, counter);
        fmt::print("{}\n", counter.count);
        return 0;
    }
    movegen::AllMoves all;
    gen.generate(pos->board, rack, all);
    struct Row {
        core::Move move;
        std::string text;
    };
    std::vector<Row> rows;
    rows.reserve(all.moves.size());
    for (const core::Move& m : all.moves) rows.push_back({m, formats::format_move(m)});
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        if (a.move.score != b.move.score) return a.move.score > b.move.score;
        return a.text < b.text;
    });
    if (opt.top > 0 && rows.size() > static_cast<std::size_t>(opt.top))
        rows.resize(static_cast<std::size_t>(opt.top));
    if (opt.json) {
        nlohmann::json out = nlohmann::json::array();
        for (const Row& r : rows) {
            out.push_back(
                {{"move", r.text},
                 {"coordinate",
                  formats::format_coordinate({r.move.start, r.move.dir}, formats::Notation::kGcg)},
                 {"coordinate_dutch", formats::format_coordinate({r.move.start, r.move.dir},
                                                                 formats::Notation::kDutch)},
                 {"word", formats::move_word(r.move)},
                 {"score", r.move.score},
                 {"tiles_used", r.move.tiles_used},
                 {"leave", core::leave_after(rack, r.move).to_string()}});
        }
        fmt::print("{}\n", out.dump(1));
        return 0;
    }
    for (const Row& r : rows) fmt::print("{} {}\n", r.text, r.move.score);
    return 0;
}

}  // namespace

void register_moves_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<MovesOptions>();
    CLI::App* cmd =
        app.add_subcommand("moves", "List every legal move for the player to move, best first");
    cmd->add_option("--rules", opt->rules, "Rule set: tournament, box, box-ij, woordspel, english")
        ->capture_default_str();
    cmd->add_option("--cgp", opt->cgp, "The position as a CGP string (first rack = player to move)")
        ->required();
    cmd->add_option("--lexicon", opt->lexicon,
                    "Word list or compiled lexicon (default: the Dutch wdutch list)");
    cmd->add_option("--top", opt->top, "Show only the best N moves")->check(count_validator());
    cmd->add_flag("--json", opt->json,
                  "JSON output: kind, coordinate, word, score, leave and equity per move");
    cmd->add_flag("--count", opt->count, "Print only the number of legal placements");
    cmd->add_option("--sort", opt->sort,
                    "equity: every move (exchanges and the pass too) by score + leave value; "
                    "score: the placements by score")
        ->capture_default_str()
        ->check(CLI::IsMember({"equity", "score"}));
    cmd->add_flag("--analyze", opt->analyze,
                  "Rank as the engine would: equity (score + leave), then simulation (win %) or, "
                  "with the bag empty, "
                  "the exact endgame");
    cmd->add_option("--seconds", opt->seconds,
                    "--analyze: time to simulate or solve (0: equity only)")
        ->capture_default_str();
    cmd->add_option("--iterations", opt->iterations,
                    "--analyze: simulation iterations instead of time (reproducible)");
    cmd->add_option("--plies", opt->plies,
                    "--analyze: plies simulated, the candidate and the replies after it")
        ->capture_default_str()
        ->check(CLI::Range(1, 20));
    cmd->add_option("--threads", opt->threads, "--analyze: threads")
        ->capture_default_str()
        ->check(CLI::Range(1, 256));
    cmd->add_option("--seed", opt->seed, "--analyze: seed of the simulation")
        ->capture_default_str();
    cmd->add_option("--candidates", opt->candidates, "--analyze: moves simulated or solved")
        ->capture_default_str()
        ->check(CLI::Range(1, 100));
    cmd->add_option("--leaves", opt->leaves, "Leave table file (default: the shipped one)");
    cmd->callback([opt, &exit_code] { exit_code = run_moves(*opt); });
}

}  // namespace letterzak::cli
