#include "cli/tournament_log_command.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>

#include "cli/common.hpp"
#include "server/wall_clock.hpp"
#include "tournament/action_log.hpp"
#include "tournament/tsh_file.hpp"

namespace letterzak::cli {
namespace {

namespace tn = letterzak::tournament;

const auto report = &report_refusal;

// "2026-11-24 09:15:02 UTC" for a log line.
std::string utc_time(std::int64_t at_ms) {
    return utc_text(at_ms, "%Y-%m-%d %H:%M:%S UTC");
}

// The log for people: one line an action, what it did to the tournament as it was then.
std::string log_text(const tn::ActionLog& log) {
    std::set<std::int64_t> in_effect;
    if (auto effective = tn::effective_actions(log))
        for (const tn::LoggedAction* a : *effective) in_effect.insert(a->seq);
    std::string out;
    tn::Tournament state;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const tn::LoggedAction& a = log[i];
        const bool undo = std::holds_alternative<tn::Undo>(a.action);
        out += fmt::format("{:>4}  {}  {:<14}  {}{}\n", a.seq, utc_time(a.at_ms), a.author,
                           tn::describe_action(state, a.action),
                           !undo && in_effect.count(a.seq) == 0 ? "  [undone]" : "");
        if (undo) {
            if (auto r = tn::replay(
                    tn::ActionLog(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(i) + 1)))
                state = std::move(*r);
        } else {
            (void)tn::apply_action(state, a.action);  // a stored log replays (checked on load)
        }
    }
    return out;
}

Result<std::string> read_file(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return make_error("io_error", fmt::format("cannot read {}", path));
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// Stores an imported tournament where the command keeps its tournaments.
int store_imported(const TournamentPlace& place, const tn::Tournament& t, const tn::ActionLog& log,
                   bool force) {
    auto created = create_tournament_at(place, t, log, force);
    if (!created) return report(created.error());
    fmt::print("Imported \"{}\" into {}: {} actions, {} players, {} rounds\n", t.name,
               created->where, log.size(), t.players.size(), t.rounds.size());
    if (!created->director_token.empty())
        fmt::print("Tournament id: {}\nDirector token (shown only now): {}\n", created->id,
                   created->director_token);
    return 0;
}

}  // namespace

void add_log_commands(CLI::App& parent, const std::shared_ptr<TournamentPlace>& place,
                      int& exit_code) {
    CLI::App* show = parent.add_subcommand("log", "The director's actions, with time and author");
    show->callback([place, &exit_code] {
        auto log = tournament_log(*place);
        if (!log) {
            exit_code = report(log.error());
            return;
        }
        if (log->empty())
            fmt::print("(no actions logged yet: this tournament is older than its log)\n");
        fmt::print("{}", log_text(*log));
        exit_code = 0;
    });

    auto count = std::make_shared<int>(1);
    CLI::App* undo = parent.add_subcommand(
        "undo", "Undo the last action(s): logged as an undo, nothing is deleted");
    undo->add_option("--count", *count, "How many actions to undo")->check(CLI::Range(1, 100));
    undo->callback([place, count, &exit_code] {
        auto code = update_tournament(*place, [&](Desk& d) {
            for (int i = 0; i < *count; ++i) {
                auto undone = tn::undo_last(d.t, d.log, server::unix_millis(), "command line");
                if (!undone) return report(undone.error());
                fmt::print("Undone: {}\n", tn::describe_action(d.t, undone->action));
            }
            return 0;
        });
        exit_code = code ? *code : report(code.error());
    });

    auto out = std::make_shared<std::string>();
    CLI::App* exp = parent.add_subcommand(
        "export-log", "Write the tournament as its action log (JSON Lines; \"-\" = stdout)");
    exp->add_option("file", *out, "Where to write it")->required();
    exp->callback([place, out, &exit_code] {
        auto log = tournament_log(*place);
        if (!log) {
            exit_code = report(log.error());
            return;
        }
        if (log->empty()) {
            exit_code = report(Error{"no_log",
                                     "this tournament is older than its log: change "
                                     "it once (any action) to begin one"});
            return;
        }
        exit_code = write_output(*out, tn::export_log(*log));
    });

    struct Import {
        std::string file;
        bool force = false;
    };
    auto in = std::make_shared<Import>();
    CLI::App* imp = parent.add_subcommand(
        "import-log", "Make the tournament from an exported action log (every line checked)");
    imp->add_option("file", in->file, "The exported log")->required();
    imp->add_flag("--force", in->force, "Replace an existing tournament file");
    imp->callback([place, in, &exit_code] {
        auto text = read_file(in->file);
        if (!text) {
            exit_code = report(text.error());
            return;
        }
        auto log = tn::import_log(*text);
        if (!log) {
            exit_code = report(
                Error{log.error().code, fmt::format("{}: {}", in->file, log.error().message)});
            return;
        }
        auto t = tn::replay(*log);
        if (!t) {
            exit_code = report(t.error());
            return;
        }
        exit_code = store_imported(*place, *t, *log, in->force);
    });

    struct Tsh {
        std::string file;
        std::string name;
        int rounds = 0;
        bool knockout = false;
        bool force = false;
    };
    auto tsh = std::make_shared<Tsh>();
    CLI::App* tsh_in = parent.add_subcommand(
        "import-tsh",
        "Make the tournament from a TSH .t data file (players, ratings, pairings, "
        "scores)");
    tsh_in->add_option("file", tsh->file, "The .t file")->required();
    tsh_in->add_option("--name", tsh->name, "The tournament's name (default: the file's name)");
    tsh_in->add_option("--rounds", tsh->rounds, "Rounds in all (at least those in the file)");
    tsh_in->add_flag("--force", tsh->force, "Replace an existing tournament file");
    tsh_in->callback([place, tsh, &exit_code] {
        auto text = read_file(tsh->file);
        if (!text) {
            exit_code = report(text.error());
            return;
        }
        tn::Settings settings;
        settings.rounds = tsh->rounds;
        const std::string name =
            tsh->name.empty() ? std::filesystem::path(tsh->file).stem().string() : tsh->name;
        auto log = tn::import_tsh(*text, name, settings, server::unix_millis(), "TSH import");
        if (!log) {
            exit_code = report(
                Error{log.error().code, fmt::format("{}: {}", tsh->file, log.error().message)});
            return;
        }
        exit_code = store_imported(*place, *tn::replay(*log), *log, tsh->force);
    });

    auto tsh_out = std::make_shared<std::string>();
    CLI::App* tsh_exp =
        parent.add_subcommand("export-tsh", "Write the tournament as a TSH .t data file");
    tsh_exp->add_option("file", *tsh_out, "Where to write it (\"-\" = stdout)")->required();
    tsh_exp->callback([place, tsh_out, &exit_code] {
        auto code = inspect_tournament(*place, [&](const tn::Tournament& t) {
            auto text = tn::export_tsh(t);
            if (!text) return report(text.error());
            return write_output(*tsh_out, *text);
        });
        exit_code = code ? *code : report(code.error());
    });
}

}  // namespace letterzak::cli
