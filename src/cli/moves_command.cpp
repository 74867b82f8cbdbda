// letterzak moves --rules R --cgp POS [--lexicon FILE] [--top N] [--json] [--count]
// Every legal placement for the player to move (the CGP's first rack), best score first, ties
// broken by the move text; one per line as "8D ST(A)INER 72".

#include <algorithm>
#include <cstdio>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "formats/cgp.hpp"
#include "formats/notation.hpp"
#include "movegen/generator.hpp"

namespace letterzak::cli {
namespace {

struct MovesOptions {
    std::string rules = "tournament";
    std::string cgp;
    std::string lexicon;
    int top = 0;
    bool json = false;
    bool count = false;
};

std::string leave_of(const core::Rack& rack, const core::Move& m) {
    core::Rack left = rack;
    for (int i = 0; i < m.length; ++i) {
        if (m.is_through(i)) continue;
        const core::Letter e = m.word[static_cast<std::size_t>(i)];
        left.remove_if_present(core::is_blank_tile(e) ? core::kBlank : core::letter_of(e));
    }
    return left.to_string();
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
    if (pos->racks[0].size() > rules->rack_size) {
        fmt::print(stderr, "letterzak: the rack {} holds more than {} tiles\n", pos->racks[0].to_string(),
                   rules->rack_size);
        return 2;
    }
    auto lex = open_lexicon_or_report(opt.lexicon, *rules);
    if (!lex) return 2;
    movegen::Generator gen(*rules, lex->kwg());
    const core::Rack& rack = pos->racks[0];
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
    if (opt.top > 0 && rows.size() > static_cast<std::size_t>(opt.top)) rows.resize(static_cast<std::size_t>(opt.top));
    if (opt.json) {
        nlohmann::json out = nlohmann::json::array();
        for (const Row& r : rows) {
            out.push_back({{"move", r.text},
                           {"coordinate", formats::format_coordinate({r.move.start, r.move.dir}, formats::Notation::kGcg)},
                           {"coordinate_dutch", formats::format_coordinate({r.move.start, r.move.dir}, formats::Notation::kDutch)},
                           {"word", formats::move_word(r.move)},
                           {"score", r.move.score},
                           {"tiles_used", r.move.tiles_used},
                           {"leave", leave_of(rack, r.move)}});
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
    CLI::App* cmd = app.add_subcommand("moves", "List every legal move for the player to move, best first");
    cmd->add_option("--rules", opt->rules, "Rule set: tournament, box, box-ij, woordspel, english")->capture_default_str();
    cmd->add_option("--cgp", opt->cgp, "The position as a CGP string (first rack = player to move)")->required();
    cmd->add_option("--lexicon", opt->lexicon, "Word list or compiled lexicon (default: the Dutch wdutch list)");
    cmd->add_option("--top", opt->top, "Show only the best N moves")->check(CLI::NonNegativeNumber);
    cmd->add_flag("--json", opt->json, "JSON output: coordinate, word, score and leave per move");
    cmd->add_flag("--count", opt->count, "Print only the number of legal moves");
    cmd->callback([opt, &exit_code] { exit_code = run_moves(*opt); });
}

}  // namespace letterzak::cli
