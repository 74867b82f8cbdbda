// letterzak play [--rules R] [--level L] [--seed N] [--clock MINUTES] [--lexicon FILE]
//                [--players 2-4] [--lang nl|en] [--practice] [--name NAME] [--load FILE]
//                [--color auto|always|never] [--overtime loss|penalty] [--overtime-rate N]
//                [--overtime-limit MINUTES] [--total-time MINUTES]
//                [--blank-swap off|then_play|is_turn] [--play-on] [--veto]
//                [--challenge-penalty N]
//
// A game against the computer in the terminal (src/tui/session.hpp does the playing). This file
// only reads the options, finds out what kind of terminal it talks to (colours, size), opens
// the word list and starts the session on stdin and stdout. Dutch on screen unless --lang en.

#include <fmt/format.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <string>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/game_settings_options.hpp"
#include "core/house_rules.hpp"
#include "core/rules.hpp"
#include "game/clock.hpp"
#include "lexicon/lexicon.hpp"
#include "tui/catalogue.hpp"
#include "tui/computer.hpp"
#include "tui/game_file.hpp"
#include "tui/session.hpp"

namespace letterzak::cli {
namespace {

struct PlayOptions {
    std::string rules = "tournament";
    std::string level;
    std::optional<std::uint64_t> seed;
    std::optional<int> clock;
    std::string lexicon;
    int players = 2;
    std::string lang = "nl";
    bool practice = false;
    std::string name;
    std::string load;
    std::string color = "auto";
    GameSettingsOptions settings;
    std::string places;
};

// The terminal's (columns, rows): the window size when stdout is a terminal, else $COLUMNS
// and $LINES, else 80×24.
std::pair<std::size_t, std::size_t> terminal_size() {
    winsize ws{};
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 &&
        ws.ws_row > 0)
        return {ws.ws_col, ws.ws_row};
    auto env = [](const char* name, std::size_t fallback) {
        const char* v = std::getenv(name);
        if (v == nullptr) return fallback;
        const long n = std::strtol(v, nullptr, 10);
        return n > 0 ? static_cast<std::size_t>(n) : fallback;
    };
    return {env("COLUMNS", 80), env("LINES", 24)};
}

// Colours when asked, or by default on a terminal that has them (NO_COLOR, TERM=dumb: not).
std::optional<bool> want_colour(const std::string& setting, bool tty) {
    if (setting == "always" || setting == "altijd") return true;
    if (setting == "never" || setting == "nooit") return false;
    if (setting != "auto") return std::nullopt;
    const char* term = std::getenv("TERM");
    return tty && std::getenv("NO_COLOR") == nullptr &&
           !(term != nullptr && std::string(term) == "dumb");
}

// The rule set a saved game names, so the word list is read its way.
std::string rules_of_file(const std::string& path, const std::string& fallback) {
    std::ifstream f(path, std::ios::binary);
    if (!f) return fallback;
    std::stringstream ss;
    ss << f.rdbuf();
    const core::RuleSet* r = tui::record_rules(ss.str());
    return r != nullptr ? r->name : fallback;
}

int run_play(const PlayOptions& opt) {
    const std::optional<tui::Lang> lang = tui::lang_by_name(opt.lang);
    if (!lang) {
        fmt::print(
            stderr, "letterzak: {}\n",
            tui::render(tui::Message(tui::Text::kBadLang, {{"lang", opt.lang}}), tui::Lang::kNl));
        return 2;
    }
    const bool tty = isatty(STDOUT_FILENO) != 0;
    const std::optional<bool> colour = want_colour(opt.color, tty);
    if (!colour) {
        fmt::print(stderr, "letterzak: --color auto|always|never, not \"{}\"\n", opt.color);
        return 2;
    }

    tui::SessionOptions so;
    so.rules = opt.load.empty() ? opt.rules : rules_of_file(opt.load, opt.rules);
    so.level = opt.level;
    so.seed = opt.seed ? *opt.seed : std::random_device{}();
    so.players = opt.players;
    so.clock.minutes = opt.clock;
    if (auto read = read_game_settings(opt.settings, so.clock, so.house); !read) {
        fmt::print(stderr, "letterzak: {}\n", read.error().message);
        return 2;
    }
    so.lang = *lang;
    so.style.colour = *colour;
    so.style.terminal = tty;
    std::tie(so.width, so.height) = terminal_size();
    if (tty) so.terminal_size = terminal_size;
    so.practice = opt.practice;
    so.name = opt.name;
    so.load = opt.load;
    so.lexicon_name =
        opt.lexicon.empty() ? "wdutch" : std::filesystem::path(opt.lexicon).filename().string();
    if (auto problem = tui::check_options(so)) {
        fmt::print(stderr, "letterzak: {}\n", tui::render(*problem, so.lang));
        return 2;
    }

    const core::RuleSet* rules = core::rule_set_by_name(so.rules);
    if (!places_allowed_or_report(opt.places, *rules)) return 2;
    auto lex =
        lexicon::Lexicon::open(opt.lexicon, lexicon::list_rules_of(*rules), nullptr, opt.places);
    if (!lex) {
        fmt::print(
            stderr, "letterzak: {}\n",
            tui::render(tui::Message(tui::Text::kLexiconFailed, {{"why", lex.error().message}}),
                        so.lang));
        return 2;
    }
    tui::Session session(std::move(so), *lex, std::cin, std::cout);
    return session.run();
}

}  // namespace

void register_play_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<PlayOptions>();
    CLI::App* cmd = app.add_subcommand(
        "play", "Play a game against the computer in the terminal (Dutch; --lang en)");
    cmd->add_option("--rules", opt->rules, "Rule set: tournament, box, box-ij, woordspel, english")
        ->capture_default_str();
    cmd->add_option(
        "--level", opt->level,
        "Computer: beginner, casual, club, expert, champion (or huiskamer, clubspeler, kampioen); "
        "greedy, static, sim. Default: " +
            tui::default_level());
    cmd->add_option("--seed", opt->seed,
                    "Seed of the bag (the same seed gives the same game); random when not given");
    cmd->add_option("--clock", opt->clock, "Chess clock: minutes a player (tournament: 20-30)");
    cmd->add_option("--lexicon", opt->lexicon,
                    "Word list or compiled lexicon (default: the Dutch list)");
    cmd->add_option("--places", opt->places,
                    "woordspel: a list of Dutch place names (one a line), allowed as words; "
                    "none ships by default");
    cmd->add_option("--players", opt->players, "Players, 2-4 for box (you and computers)")
        ->capture_default_str();
    cmd->add_option("--lang", opt->lang, "Language on screen: nl or en")->capture_default_str();
    cmd->add_flag("--practice,--oefen", opt->practice, "Practice game: undo allowed (terug)");
    cmd->add_option("--name,--naam", opt->name, "Your name on the score sheet");
    cmd->add_option("--load,--laad", opt->load, "Play on from a game saved with bewaar/save (GCG)");
    cmd->add_option("--color,--kleur", opt->color, "Colours: auto, always, never")
        ->capture_default_str();
    // The settings a person may choose (SPEC §4), as every command that makes games has them.
    add_game_settings_options(*cmd, opt->settings);
    cmd->callback([opt, &exit_code] { exit_code = run_play(*opt); });
}

}  // namespace letterzak::cli
