// letterzak replay FILE.gcg... [--rules R] [--lexicon FILE|none] [--sheet] [--json]
//
// Plays each record through the referee and re-scores it (formats/gcg_replay.hpp). Prints every
// mismatch as FILE:LINE: message, then a summary per file. Exit code: 0 when every move is legal
// and every score, running total and end-of-game count matches; 1 on any mismatch; 2 when a
// file cannot be read or understood. What other programs and people write that does not fit
// the tiles but changes no score (an overdraw, a mistyped rack, a challenge of the play that
// went out) is a warning, FILE:LINE: warning: ...; with --strict it is a mismatch.
//
// --lexicon none checks geometry and arithmetic only. Without --lexicon the Dutch list is used,
// except for english records, for which no list ships with Letterzak (give one with --lexicon).

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "formats/gcg.hpp"
#include "formats/gcg_replay.hpp"
#include "formats/score_sheet.hpp"
#include "game/score_sheet.hpp"
#include "game/word_judge.hpp"

namespace letterzak::cli {
namespace {

struct ReplayCommandOptions {
    std::vector<std::string> files;
    std::string rules;    // empty: the record's #rules
    std::string lexicon;  // empty: the default list; "none": no word checks
    bool lexicon_given = false;
    bool sheet = false;
    bool json = false;
    bool strict = false;
};

// A record's bytes, or why not. At most one byte past the largest record is read, so that a
// device or a pipe without end (/dev/zero) cannot fill the memory: the reader refuses it.
Result<std::string> read_record(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return make_error(
            "is_directory",
            fmt::format("{} is a directory: give the records in it ({}/*.gcg)", path, path));
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return make_error("cannot_read",
                          fmt::format("{}: cannot read the file: {}", path, std::strerror(errno)));
    std::string bytes(formats::kMaxGcgBytes + 1, '\0');
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (in.bad()) return make_error("cannot_read", fmt::format("{}: cannot read the file", path));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    return bytes;
}

int run_replay(const ReplayCommandOptions& opt) {
    const core::RuleSet* forced = nullptr;
    if (!opt.rules.empty()) {
        forced = find_rules_or_report(opt.rules);
        if (forced == nullptr) return 2;
    }
    // One lexicon per reading, opened when first needed.
    std::map<core::WordReading, std::unique_ptr<lexicon::Lexicon>> lexicons;
    std::map<core::WordReading, std::unique_ptr<game::LexiconJudge>> judges;
    const game::AcceptAllJudge none;
    int exit_code = 0;
    for (const std::string& path : opt.files) {
        const auto bytes = read_record(path);
        if (!bytes) {
            fmt::print(stderr, "{}\n", bytes.error().message);
            exit_code = 2;
            continue;
        }
        auto record = formats::parse_gcg(*bytes);
        if (!record) {
            fmt::print(stderr, "{}: {}\n", path, record.error().message);
            exit_code = 2;
            continue;
        }
        const core::RuleSet* rules = forced;
        if (rules == nullptr) {
            std::string why;
            rules = formats::rules_for_record(*record, &why);
            if (rules == nullptr) {
                fmt::print(stderr,
                           "{}: unknown rule set \"{}\" (known: tournament, box, box-ij, "
                           "woordspel, english)\n",
                           path, record->rules);
                exit_code = 2;
                continue;
            }
            if (record->rules.empty())
                fmt::print(stderr, "{}: note: no #rules line: playing under {} ({})\n", path,
                           rules->name, why);
        }
        const game::WordJudge* judge = &none;
        std::string judge_name = "none";
        const bool wants_list =
            opt.lexicon != "none" && (opt.lexicon_given || rules->name != "english");
        if (wants_list) {
            auto& lex = lexicons[rules->reading];
            if (!lex) {
                auto opened = open_lexicon_or_report(opt.lexicon, *rules);
                if (!opened) return 2;
                lex = std::make_unique<lexicon::Lexicon>(std::move(*opened));
                judges[rules->reading] =
                    std::make_unique<game::LexiconJudge>(*lex, lex->description());
            }
            judge = judges[rules->reading].get();
            judge_name = opt.lexicon.empty() ? std::string("the default list") : opt.lexicon;
        } else if (opt.lexicon.empty()) {
            fmt::print(stderr,
                       "{}: note: no {} word list given: checking geometry and arithmetic only\n",
                       path, rules->name);
        }
        formats::ReplayOptions ro;
        ro.rules = rules;
        ro.judge = judge;
        ro.strict = opt.strict;
        auto report = formats::replay_gcg(*record, ro);
        if (!report) {
            fmt::print(stderr, "{}: {}\n", path, report.error().message);
            exit_code = 2;
            continue;
        }
        for (const std::string& w : report->warnings)
            fmt::print(stderr, "{}: warning: {}\n", path, w);
        for (const formats::ReplayIssue& w : report->reconciled)
            fmt::print(stderr, "{}:{}: warning: {} [{}]\n", path, w.line, w.message, w.code);
        for (const formats::ReplayIssue& i : report->issues) {
            if (i.line > 0)
                fmt::print("{}:{}: {} [{}]\n", path, i.line, i.message, i.code);
            else
                fmt::print("{}: {} [{}]\n", path, i.message, i.code);
        }
        if (report->ok()) {
            fmt::print(
                "{}: {} lines replayed under {} (words: {}): every move legal, every score and "
                "total matches{}\n",
                path, report->events, rules->name, judge_name,
                report->reconciled.empty()
                    ? std::string()
                    : fmt::format(" ({} warning{})", report->reconciled.size(),
                                  report->reconciled.size() == 1 ? "" : "s"));
        } else {
            fmt::print("{}: {} mismatch{}{}\n", path, report->issues.size(),
                       report->issues.size() == 1 ? "" : "es",
                       report->stopped ? " (the replay stopped at an illegal move)" : "");
            exit_code = std::max(exit_code, 1);
        }
        if (report->game && (opt.sheet || opt.json)) {
            const game::ScoreSheet sheet = game::make_score_sheet(*report->game);
            if (opt.sheet)
                fmt::print("\n{}\n",
                           formats::score_sheet_text(sheet, formats::SheetLanguage::kEnglish));
            if (opt.json) fmt::print("{}\n", formats::score_sheet_json(sheet).dump(2));
        }
    }
    return exit_code;
}

}  // namespace

void register_replay_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<ReplayCommandOptions>();
    CLI::App* cmd = app.add_subcommand(
        "replay", "Replay GCG records through the referee and re-score every move");
    cmd->add_option("files", opt->files, "GCG files")->required();
    cmd->add_option(
        "--rules", opt->rules,
        "Rule set (tournament, box, box-ij, woordspel, english); default: the record's #rules, "
        "else tournament");
    cmd->add_option("--lexicon", opt->lexicon,
                    "Word list or compiled lexicon; \"none\" checks geometry and arithmetic only "
                    "(default: the Dutch list)");
    cmd->add_flag("--sheet", opt->sheet, "Print the score sheet of each game");
    cmd->add_flag("--json", opt->json, "Print the score sheet of each game as JSON");
    cmd->add_flag("--strict", opt->strict,
                  "Count as mismatches what is otherwise a warning: overdrawn or mistyped racks, "
                  "a challenge after the play that went out, end-of-game racks the referee "
                  "counts otherwise");
    cmd->callback([opt, cmd, &exit_code] {
        opt->lexicon_given = cmd->count("--lexicon") > 0;
        exit_code = run_replay(*opt);
    });
}

}  // namespace letterzak::cli
