// letterzak score --rules R --cgp POS --move "8D ST(A)INER"
// Validates one placement on a position and prints its score and the words it forms; a
// refused placement prints the reason on stderr and exits 2.

#include <fmt/format.h>

#include <cstdio>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "core/placement.hpp"
#include "core/score.hpp"
#include "formats/cgp.hpp"
#include "formats/notation.hpp"

namespace letterzak::cli {
namespace {

struct ScoreOptions {
    std::string rules = "tournament";
    std::string cgp;
    std::string move;
};

int run_score(const ScoreOptions& opt) {
    const core::RuleSet* rules = find_rules_or_report(opt.rules);
    if (rules == nullptr) return 2;
    auto pos = read_position_or_report(opt.cgp, *rules);
    if (!pos) return 2;
    auto move = formats::parse_move(opt.move, pos->board);
    if (!move) {
        fmt::print(stderr, "letterzak: refused ({}): {}\n", move.error().code,
                   move.error().message);
        return 2;
    }
    if (move->kind != core::MoveKind::kPlace) {
        fmt::print(stderr, "letterzak: refused (no_tiles): score takes a placement, not \"{}\"\n",
                   opt.move);
        return 2;
    }
    // The rack to move is the CGP's first; an empty or absent rack is not checked, so that a
    // bare board can be scored ("what would this be worth?").
    core::Rack rack;
    const bool check_rack = !pos->racks.empty() && !pos->racks[0].empty();
    if (check_rack) {
        rack = pos->racks[0];
    } else {
        rack = core::tiles_taken(*move);
        // Without a known rack, a full rack is assumed only when the move uses one.
        while (rack.size() < rules->rack_size && move->tiles_used >= rules->rack_size)
            rack.add(core::kBlank);
    }
    auto placement = core::validate_placement(pos->board, *rules, rack, *move);
    if (!placement) {
        fmt::print(stderr, "letterzak: refused ({}): {}\n", placement.error().code,
                   placement.error().message);
        return 2;
    }
    const int total = core::score_placement(*rules, *placement);
    fmt::print("{} {}\n", formats::format_move(placement->move), total);
    int words_total = 0;
    for (const core::FormedWord& w : placement->words) {
        std::string text;
        for (int i = 0; i < w.length; ++i) {
            const core::Letter l = w.letter(i);
            text += l == core::kUnfixed ? std::string("?") : core::letter_name(l);
        }
        const int s = core::score_word(*rules, w);
        words_total += s;
        fmt::print("  {} {}\n", text, s);
    }
    if (total != words_total) fmt::print("  bingo +{}\n", total - words_total);
    return 0;
}

}  // namespace

void register_score_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<ScoreOptions>();
    CLI::App* cmd =
        app.add_subcommand("score", "Score one placement on a position (GCG move notation)");
    cmd->add_option("--rules", opt->rules, "Rule set: tournament, box, box-ij, woordspel, english")
        ->capture_default_str();
    cmd->add_option("--cgp", opt->cgp, "The position as a CGP string")->required();
    cmd->add_option("--move", opt->move, "The placement, e.g. \"8D ST(A)INER\"")->required();
    cmd->callback([opt, &exit_code] { exit_code = run_score(*opt); });
}

}  // namespace letterzak::cli
