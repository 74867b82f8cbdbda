// letterzak tournament <subcommand> [--file T.json | --db letterzak.db [--id ID]]
// A director's tournament from the command line: create, register players, pair rounds, enter
// results, publish standings. The state lives in one JSON file (default
// ./letterzak-tournament.json), or in the database of `letterzak serve` (--db), which every
// subcommand loads and, when it changes something, saves (tournament_place.hpp).
// Errors go to stderr as "message (code)" with exit 2; the tournament is then left as it was.

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/game_settings_options.hpp"
#include "cli/tournament_log_command.hpp"
#include "cli/tournament_place.hpp"
#include "cli/tournament_report_command.hpp"
#include "tournament/csv_export.hpp"
#include "tournament/html_export.hpp"
#include "tournament/pairing.hpp"
#include "tournament/standings.hpp"
#include "tournament/text_report.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::cli {
namespace {

namespace tn = letterzak::tournament;

using Common = TournamentPlace;

const auto report = &report_refusal;

std::optional<int> parse_int(const std::string& text) {
    int v = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, v);
    if (ec != std::errc{} || ptr != end) return std::nullopt;
    return v;
}

// Loads the tournament, runs `change` on it and saves it if that succeeded: a refused command
// never leaves a half-changed tournament behind.
template <class F>
int update(const Common& c, F&& change) {
    auto code = update_tournament(c, std::forward<F>(change));
    return code ? *code : report(code.error());
}

template <class F>
int inspect(const Common& c, F&& look) {
    auto code = inspect_tournament(c, std::forward<F>(look));
    return code ? *code : report(code.error());
}

// --- create -----------------------------------------------------------------------------

struct CreateOptions {
    std::string name;
    std::string format = "wedstrijd";
    std::string system = "swiss";
    int rounds = 0;
    int koth = 0;
    std::string rules = "tournament";
    int clock = 25;
    std::string bye_win = "1";
    int bye_spread = 50;
    std::string bye_points = "average";
    int forfeit_spread = 50;
    int wp_cut = 0;
    bool wp_opponent_spread = false;
    bool wp_count_byes = false;
    bool balanced_starts = false;
    bool clock_override = false;
    GameSettingsOptions game;  // every game's settings (issue 19)
    bool force = false;
};

Result<tn::HalfPoints> parse_win_value(const std::string& text) {
    if (text == "1" || text == "win") return tn::kWinHalves;
    if (text == "0.5" || text == "\u00bd" || text == "draw") return tn::kDrawHalves;
    if (text == "0" || text == "none") return 0;
    return make_error("invalid_settings",
                      fmt::format("a bye is worth 1, 0.5 or 0 wins, not \"{}\"", text));
}

int run_create(const Common& c, const CreateOptions& o) {
    tn::Settings s;
    auto format = tn::parse_format(o.format);
    if (!format) return report(format.error());
    auto system = tn::parse_system(o.system);
    if (!system) return report(system.error());
    auto bye_win = parse_win_value(o.bye_win);
    if (!bye_win) return report(bye_win.error());
    s.format = *format;
    s.system = *system;
    s.rounds = o.rounds;
    s.koth_rounds = o.koth;
    s.rules = o.rules;
    s.clock_minutes = o.clock;
    s.bye.win = *bye_win;
    s.bye.spread = o.bye_spread;
    if (o.bye_points != "average") {
        const auto points = parse_int(o.bye_points);
        if (!points)
            return report(
                Error{"invalid_settings",
                      fmt::format("--bye-points takes a number or \"average\", not \"{}\"",
                                  o.bye_points)});
        s.bye.points = *points;
    }
    s.forfeit_spread = o.forfeit_spread;
    s.resistance.cut_lowest = o.wp_cut;
    s.resistance.opponent_spread = o.wp_opponent_spread;
    s.resistance.count_opponent_byes = o.wp_count_byes;
    s.balanced_starts = o.balanced_starts;
    s.clock_override = o.clock_override;
    game::ClockChoice clock;
    if (auto read = read_game_settings(o.game, clock, s.house); !read) return report(read.error());
    s.overtime = clock.overtime;
    s.penalty_per_minute = clock.penalty_per_minute;
    s.overtime_limit_minutes = clock.overtime_limit_minutes;
    s.total_minutes = clock.total_minutes;
    tn::Tournament made;
    tn::ActionLog log;
    Desk desk{made, log};
    if (auto ok = desk.act(tn::CreateTournament{o.name, s}); !ok) return report(ok.error());
    const tn::Tournament* t = &made;
    auto created = create_tournament_at(c, made, log, o.force);
    if (!created) return report(created.error());
    fmt::print("Created \"{}\" in {}: {}scrabble, {}{}\n", t->name, created->where,
               tn::format_name(s.format), tn::system_name(s.system),
               s.rounds > 0 ? fmt::format(", {} rounds", s.rounds) : "");
    // The web's director page asks for this token; only its hash is kept.
    if (!created->director_token.empty())
        fmt::print("Tournament id: {}\nDirector token (shown only now): {}\n", created->id,
                   created->director_token);
    return 0;
}

void add_create(CLI::App& parent, const std::shared_ptr<Common>& common, int& exit_code) {
    auto o = std::make_shared<CreateOptions>();
    CLI::App* cmd = parent.add_subcommand(
        "create", "Start a new tournament (in the file, or with --db in the database)");
    cmd->add_option("--name", o->name, "The tournament's name")->required();
    cmd->add_option("--format", o->format, "wedstrijd (wins count) or punten (points count)")
        ->capture_default_str();
    cmd->add_option("--system", o->system, "swiss, round-robin or knock-out")
        ->capture_default_str();
    cmd->add_option("--rounds", o->rounds,
                    "Number of rounds (Swiss: required; round robin: 0 = one cycle)");
    cmd->add_option("--koth", o->koth,
                    "Swiss: pair the last N rounds king of the hill (1-2, 3-4 …)");
    cmd->add_option("--rules", o->rules, "Rule set of the games")->capture_default_str();
    cmd->add_option("--clock", o->clock, "Minutes per player (0: no clock)")->capture_default_str();
    cmd->add_option("--bye-win", o->bye_win, "What a bye is worth: 1, 0.5 or 0 wins")
        ->capture_default_str();
    cmd->add_option("--bye-spread", o->bye_spread, "Spread credited for a bye")
        ->capture_default_str();
    cmd->add_option("--bye-points", o->bye_points,
                    "Puntenscrabble: points for a bye, or \"average\" (own average)")
        ->capture_default_str();
    cmd->add_option("--forfeit-spread", o->forfeit_spread, "Spread of a win by forfeit")
        ->capture_default_str();
    cmd->add_option("--wp-cut", o->wp_cut, "Weerstandspunten: leave out the N weakest opponents");
    cmd->add_flag("--wp-opponent-spread", o->wp_opponent_spread,
                  "Rank by the opponents' spread after weerstandspunten");
    cmd->add_flag("--wp-count-byes", o->wp_count_byes,
                  "Count opponents' bye wins in weerstandspunten");
    cmd->add_flag("--clock-override", o->clock_override,
                  "Allow a clock outside the 20–30 minutes a player of Reglement I-6");
    cmd->add_flag("--balanced-starts", o->balanced_starts,
                  "The pairing's first player starts (balanced) instead of the draw of II-4");
    // Every game's settings, as letterzak play takes them for one game.
    add_game_settings_options(*cmd, o->game);
    cmd->add_flag("--force", o->force, "Replace an existing tournament file (not with --db)");
    cmd->callback([common, o, &exit_code] { exit_code = run_create(*common, *o); });
}

// --- players ----------------------------------------------------------------------------

// "Anna de Vries" or "Anna de Vries,1650": a rating may follow the last comma.
std::pair<std::string, std::optional<int>> split_rating(const std::string& entry) {
    const auto comma = entry.rfind(',');
    if (comma == std::string::npos) return {entry, std::nullopt};
    std::string rating = entry.substr(comma + 1);
    while (!rating.empty() && rating.front() == ' ') rating.erase(rating.begin());
    while (!rating.empty() && (rating.back() == ' ' || rating.back() == '\r')) rating.pop_back();
    if (const auto r = parse_int(rating)) return {entry.substr(0, comma), r};
    return {entry, std::nullopt};
}

int add_players(const Common& c,
                const std::vector<std::pair<std::string, std::optional<int>>>& entries) {
    return update(c, [&](Desk& d) {
        const tn::Tournament& t = d.t;
        for (const auto& [name, rating] : entries) {
            if (auto ok = d.act(tn::AddPlayer{name, rating}); !ok) return report(ok.error());
            fmt::print("#{} {}{}\n", t.players.back().id, t.players.back().name,
                       rating ? fmt::format(" ({})", *rating) : "");
        }
        return 0;
    });
}

void add_player_commands(CLI::App& parent, const std::shared_ptr<Common>& common, int& exit_code) {
    struct One {
        std::string name;
        int rating = 0;
    };
    auto one = std::make_shared<One>();
    CLI::App* cmd = parent.add_subcommand("add-player", "Register one player");
    cmd->add_option("name", one->name, "The player's name")->required();
    CLI::Option* rating = cmd->add_option("--rating", one->rating, "Rating, for seeding");
    cmd->callback([common, one, rating, &exit_code] {
        exit_code = add_players(
            *common,
            {{one->name, rating->count() > 0 ? std::optional<int>(one->rating) : std::nullopt}});
    });

    struct Many {
        std::vector<std::string> names;
        std::string from;
    };
    auto many = std::make_shared<Many>();
    CLI::App* bulk =
        parent.add_subcommand("add-players", "Register several players (NAME or \"NAME,RATING\")");
    bulk->add_option("names", many->names, "Players, each NAME or \"NAME,RATING\"");
    bulk->add_option("--from", many->from, "A file with one player a line (NAME or NAME,RATING)");
    bulk->callback([common, many, &exit_code] {
        std::vector<std::pair<std::string, std::optional<int>>> entries;
        for (const std::string& n : many->names) entries.push_back(split_rating(n));
        if (!many->from.empty()) {
            std::ifstream in(many->from);
            if (!in) {
                exit_code = report(Error{"io_error", fmt::format("cannot read {}", many->from)});
                return;
            }
            for (std::string line; std::getline(in, line);) {
                if (!line.empty() && line.back() == '\r') line.pop_back();
                if (line.find_first_not_of(" \t") == std::string::npos || line.front() == '#')
                    continue;
                entries.push_back(split_rating(line));
            }
        }
        if (entries.empty()) {
            exit_code =
                report(Error{"no_players", "name players on the command line or with --from FILE"});
            return;
        }
        exit_code = add_players(*common, entries);
    });

    struct Withdraw {
        std::string player;
        bool undo = false;
    };
    auto w = std::make_shared<Withdraw>();
    CLI::App* wd = parent.add_subcommand(
        "withdraw", "Withdraw a player from the coming rounds (results stand)");
    wd->add_option("player", w->player, "Name or #number")->required();
    wd->add_flag("--undo", w->undo, "Reinstate the player instead");
    wd->callback([common, w, &exit_code] {
        exit_code = update(*common, [&](Desk& d) {
            const tn::Tournament& t = d.t;
            auto id = tn::resolve_player(t, w->player);
            if (!id) return report(id.error());
            if (auto ok = d.act(tn::SetWithdrawn{*id, !w->undo}); !ok) return report(ok.error());
            fmt::print("{} {}\n", tn::find_player(t, *id)->name,
                       w->undo ? "reinstated" : "withdrawn");
            return 0;
        });
    });
}

// --- sanctions (001 V-1, III-10) ----------------------------------------------------------

void add_sanction_command(CLI::App& parent, const std::shared_ptr<Common>& common, int& exit_code) {
    struct Options {
        std::string player;
        bool warning = false;
        bool disqualify = false;
        int penalty = 0;
        std::string note;
    };
    auto o = std::make_shared<Options>();
    CLI::App* cmd = parent.add_subcommand(
        "sanction", "A warning, a disqualification or a point penalty (with a note)");
    cmd->add_option("player", o->player, "Name or #number")->required();
    CLI::Option* warning = cmd->add_flag("--warning", o->warning, "A warning (V-1)");
    CLI::Option* disqualify =
        cmd->add_flag("--disqualify", o->disqualify,
                      "Disqualify (V-1): the player's games still to play become forfeits");
    CLI::Option* penalty =
        cmd->add_option("--penalty", o->penalty, "Points taken off (an extra sanction, III-10)");
    warning->excludes(disqualify)->excludes(penalty);
    disqualify->excludes(penalty);
    cmd->add_option("--note", o->note, "Why (shown with the sanction)");
    cmd->callback([common, o, &exit_code] {
        exit_code = update(*common, [&](Desk& d) {
            auto id = tn::resolve_player(d.t, o->player);
            if (!id) return report(id.error());
            tn::Sanction s;
            s.player = *id;
            s.kind = o->disqualify    ? tn::SanctionKind::kDisqualification
                     : o->penalty > 0 ? tn::SanctionKind::kPenalty
                                      : tn::SanctionKind::kWarning;
            if (!o->warning && !o->disqualify && o->penalty <= 0)
                return report(
                    Error{"invalid_sanction", "give --warning, --disqualify or --penalty POINTS"});
            s.points = s.kind == tn::SanctionKind::kPenalty ? o->penalty : 0;
            s.note = o->note;
            const tn::Tournament before = d.t;
            const tn::Action action = tn::ImposeSanction{s};
            if (auto ok = d.act(action); !ok) return report(ok.error());
            fmt::print("{}\n", tn::describe_action(before, action));
            return 0;
        });
    });
}

// --- rounds -----------------------------------------------------------------------------

void add_round_commands(CLI::App& parent, const std::shared_ptr<Common>& common, int& exit_code) {
    CLI::App* pair =
        parent.add_subcommand("pair", "Pair the next round (the last one must be complete)");
    pair->callback([common, &exit_code] {
        exit_code = update(*common, [](Desk& d) {
            auto paired = tn::pair_action(d.t);
            if (!paired) return report(paired.error());
            if (auto ok = d.act(std::move(*paired)); !ok) return report(ok.error());
            fmt::print("{}", tn::pairings_text(d.t, d.t.rounds.back()));
            return 0;
        });
    });

    auto force = std::make_shared<bool>(false);
    CLI::App* unpair = parent.add_subcommand("unpair", "Take the last round's pairing back");
    unpair->add_flag("--force", *force, "Also when results were entered (they are lost)");
    unpair->callback([common, force, &exit_code] {
        exit_code = update(*common, [&](Desk& d) {
            const int number = tn::current_round(d.t);
            if (auto ok = d.act(tn::UnpairRound{number, *force}); !ok) return report(ok.error());
            fmt::print("Round {} unpaired\n", number);
            return 0;
        });
    });
}

struct ResultOptions {
    int round = 0;
    std::vector<std::string> args;
    std::vector<std::string> jury;
    std::vector<std::string> forfeit;
    std::vector<std::string> no_show;
    std::string lost_on_time;
    std::string resigned;
    bool adjourned = false;
};

// The report line of player `ref` (name or #number), or an error if they are not in this game.
Result<tn::PlayerReport*> line_of(const tn::Tournament& t, tn::GameReport& g,
                                  const std::string& ref) {
    auto id = tn::resolve_player(t, ref);
    if (!id) return Unexpected<Error>{id.error()};
    for (tn::PlayerReport& line : g.players)
        if (line.player == *id) return &line;
    return make_error("invalid_result",
                      fmt::format("{} is not in this game", tn::find_player(t, *id)->name));
}

// Builds the report from "A SCORE B SCORE" (or "A B" / nothing with --forfeit) and the flags.
Result<tn::GameReport> build_report(const tn::Tournament& t, int round, const ResultOptions& o) {
    tn::GameReport g;
    std::vector<tn::PlayerId> forfeits;
    std::vector<std::string> absent = o.forfeit;  // a no-show forfeits too
    absent.insert(absent.end(), o.no_show.begin(), o.no_show.end());
    for (const std::string& f : absent) {
        auto id = tn::resolve_player(t, f);
        if (!id) return Unexpected<Error>{id.error()};
        forfeits.push_back(*id);
    }
    const auto score_of = [](const std::string& text) -> Result<int> {
        if (const auto v = parse_int(text)) return *v;
        return make_error("invalid_result", fmt::format("\"{}\" is not a score", text));
    };
    if (o.args.size() == 4) {
        for (std::size_t i = 0; i < 2; ++i) {
            auto id = tn::resolve_player(t, o.args[2 * i]);
            if (!id) return Unexpected<Error>{id.error()};
            auto score = score_of(o.args[2 * i + 1]);
            if (!score) return Unexpected<Error>{score.error()};
            g.players[i].player = *id;
            g.players[i].score = *score;
        }
    } else if (o.args.size() == 2 && !forfeits.empty()) {
        for (std::size_t i = 0; i < 2; ++i) {
            auto id = tn::resolve_player(t, o.args[i]);
            if (!id) return Unexpected<Error>{id.error()};
            g.players[i].player = *id;
        }
    } else if (o.args.empty() && !forfeits.empty()) {
        // The forfeiting player's pairing names the opponent.
        const tn::Round& r = t.rounds[static_cast<std::size_t>(round - 1)];
        const auto it = std::find_if(r.pairings.begin(), r.pairings.end(),
                                     [&](const tn::Pairing& p) { return p.has(forfeits[0]); });
        if (it == r.pairings.end() || !it->is_game())
            return make_error("not_paired",
                              fmt::format("{} has no game in round {}",
                                          tn::find_player(t, forfeits[0])->name, round));
        g.players[0].player = it->first;
        g.players[1].player = it->second;
    } else {
        return make_error("invalid_result",
                          "give PLAYER SCORE PLAYER SCORE (or --forfeit/--no-show PLAYER)");
    }
    for (const std::string& f : absent) {
        auto line = line_of(t, g, f);
        if (!line) return Unexpected<Error>{line.error()};
        (*line)->forfeited = true;
    }
    for (const std::string& f : o.no_show) (*line_of(t, g, f))->no_show = true;
    for (const std::string& entry : o.jury) {
        const auto eq = entry.rfind('=');
        if (eq == std::string::npos)
            return make_error("invalid_result",
                              fmt::format("--jury takes PLAYER=SCORE, not \"{}\"", entry));
        auto line = line_of(t, g, entry.substr(0, eq));
        if (!line) return Unexpected<Error>{line.error()};
        auto score = score_of(entry.substr(eq + 1));
        if (!score) return Unexpected<Error>{score.error()};
        (*line)->jury_score = *score;
    }
    if (!o.lost_on_time.empty()) {
        auto line = line_of(t, g, o.lost_on_time);
        if (!line) return Unexpected<Error>{line.error()};
        (*line)->lost_on_time = true;
    }
    if (!o.resigned.empty()) {
        auto line = line_of(t, g, o.resigned);
        if (!line) return Unexpected<Error>{line.error()};
        (*line)->resigned = true;
    }
    g.adjourned = o.adjourned;
    return g;
}

void add_result_command(CLI::App& parent, const std::shared_ptr<Common>& common, int& exit_code) {
    auto o = std::make_shared<ResultOptions>();
    CLI::App* cmd = parent.add_subcommand(
        "result", "Enter or correct a game's result: PLAYER SCORE PLAYER SCORE");
    cmd->add_option("game", o->args, "PLAYER SCORE PLAYER SCORE (players by name or #number)");
    cmd->add_option("--round", o->round, "The round (default: the current one)");
    // One value per flag, so the game's players and scores can follow without being swallowed.
    cmd->add_option("--jury", o->jury, "The jury's corrected score: PLAYER=SCORE (repeatable)")
        ->allow_extra_args(false);
    cmd->add_option("--forfeit", o->forfeit, "A player who forfeits the game (repeatable)")
        ->allow_extra_args(false);
    cmd->add_option("--no-show", o->no_show,
                    "A player who did not turn up: forfeits, shown as a no-show (repeatable)")
        ->allow_extra_args(false);
    cmd->add_option("--lost-on-time", o->lost_on_time,
                    "The player whose clock ran out (loses whatever the score)");
    cmd->add_option("--resigned", o->resigned,
                    "The player who resigned (loses whatever the score)");
    cmd->add_flag("--adjourned", o->adjourned,
                  "The game was adjourned: the scores so far, to be finished later");
    cmd->callback([common, o, &exit_code] {
        exit_code = update(*common, [&](Desk& d) {
            const tn::Tournament& t = d.t;
            const int round = o->round > 0 ? o->round : tn::current_round(t);
            if (round < 1 || round > tn::current_round(t))
                return report(
                    Error{"unknown_round", tn::current_round(t) == 0
                                               ? "no round has been paired yet"
                                               : fmt::format("there is no round {}", round)});
            auto g = build_report(t, round, *o);
            if (!g) return report(g.error());
            if (auto ok = d.act(tn::EnterResult{round, *g}); !ok) return report(ok.error());
            for (const tn::Pairing& p : t.rounds[static_cast<std::size_t>(round - 1)].pairings)
                if (p.has(g->players[0].player))
                    fmt::print("Round {}: {} – {}: {}\n", round, tn::find_player(t, p.first)->name,
                               tn::find_player(t, p.second)->name, tn::describe_result(t, p));
            return 0;
        });
    });
}

// --- reading ----------------------------------------------------------------------------

void add_view_commands(CLI::App& parent, const std::shared_ptr<Common>& common, int& exit_code) {
    struct View {
        int after = -1;
        bool csv = false;
        int round = 0;
    };
    auto v = std::make_shared<View>();
    CLI::App* standings = parent.add_subcommand("standings", "Standings with every tiebreak");
    standings->add_option("--after", v->after,
                          "Standings after this round (default: all entered results)");
    standings->add_flag("--csv", v->csv, "CSV instead of a table");
    standings->callback([common, v, &exit_code] {
        exit_code = inspect(*common, [&](const tn::Tournament& t) {
            if (v->after > tn::current_round(t))
                return report(Error{"unknown_round", fmt::format("only {} rounds have been paired",
                                                                 tn::current_round(t))});
            const tn::Standings s = tn::compute_standings(
                t, v->after >= 0 ? std::optional<int>(v->after) : std::nullopt);
            fmt::print("{}", v->csv ? tn::standings_csv(s) : tn::standings_text(t, s));
            return 0;
        });
    });

    CLI::App* show =
        parent.add_subcommand("show", "The tournament: settings, players, rounds and results");
    show->add_option("--round", v->round, "Only this round's pairings");
    show->callback([common, v, &exit_code] {
        exit_code = inspect(*common, [&](const tn::Tournament& t) {
            if (v->round == 0) {
                fmt::print("{}", tn::tournament_text(t));
                return 0;
            }
            if (v->round < 0 || v->round > tn::current_round(t))
                return report(
                    Error{"unknown_round", fmt::format("there is no round {}", v->round)});
            fmt::print("{}",
                       tn::pairings_text(t, t.rounds[static_cast<std::size_t>(v->round - 1)]));
            return 0;
        });
    });

    struct Export {
        std::string html;
        std::string standings_csv;
        std::string pairings_csv;
        int after = -1;
    };
    auto e = std::make_shared<Export>();
    CLI::App* exp = parent.add_subcommand(
        "export", "Write standings and pairings as CSV or printable HTML (\"-\" = stdout)");
    exp->add_option("--html", e->html, "Printable HTML page: standings and every round");
    exp->add_option("--standings-csv", e->standings_csv, "Standings as CSV");
    exp->add_option("--pairings-csv", e->pairings_csv, "All rounds' pairings and results as CSV");
    exp->add_option("--after", e->after, "Standings after this round");
    exp->callback([common, e, &exit_code] {
        exit_code = inspect(*common, [&](const tn::Tournament& t) {
            if (e->html.empty() && e->standings_csv.empty() && e->pairings_csv.empty())
                return report(
                    Error{"nothing_to_export",
                          "name at least one of --html, --standings-csv, --pairings-csv"});
            if (e->after > tn::current_round(t))
                return report(Error{"unknown_round", fmt::format("only {} rounds have been paired",
                                                                 tn::current_round(t))});
            const tn::Standings s = tn::compute_standings(
                t, e->after >= 0 ? std::optional<int>(e->after) : std::nullopt);
            if (!e->html.empty())
                if (const int code = write_output(e->html, tn::html_report(t, s)); code != 0)
                    return code;
            if (!e->standings_csv.empty())
                if (const int code = write_output(e->standings_csv, tn::standings_csv(s));
                    code != 0)
                    return code;
            if (!e->pairings_csv.empty())
                if (const int code = write_output(e->pairings_csv, tn::pairings_csv(t)); code != 0)
                    return code;
            return 0;
        });
    });
}

void add_list_command(CLI::App& parent, const std::shared_ptr<Common>& common, int& exit_code) {
    CLI::App* list = parent.add_subcommand("list", "The tournaments in a database (--db)");
    list->callback([common, &exit_code] {
        if (common->db.empty()) {
            exit_code = report(Error{"no_db", "list the tournaments of a database: --db FILE"});
            return;
        }
        auto all = list_tournaments(common->db);
        if (!all) {
            exit_code = report(all.error());
            return;
        }
        for (const TournamentListing& t : *all)
            fmt::print("{}  {} ({} players, {} rounds paired)\n", t.id, t.name, t.players,
                       t.rounds_paired);
        exit_code = 0;
    });
}

}  // namespace

void register_tournament_command(CLI::App& app, int& exit_code) {
    auto common = std::make_shared<Common>();
    CLI::App* cmd = app.add_subcommand(
        "tournament", "Run a tournament: create, add players, pair, results, standings, export");
    cmd->require_subcommand(1);
    // --file may come before or after the subcommand ("tournament pair --file T.json").
    cmd->fallthrough();
    CLI::Option* file =
        cmd->add_option("--file", common->file, "The tournament file")->capture_default_str();
    CLI::Option* db = cmd->add_option(
        "--db", common->db, "A Letterzak database (as `letterzak serve --db`) instead of the file");
    db->excludes(file);
    cmd->add_option("--id", common->id,
                    "With --db: the tournament (not needed while the database holds one)")
        ->needs(db);
    add_create(*cmd, common, exit_code);
    add_list_command(*cmd, common, exit_code);
    add_player_commands(*cmd, common, exit_code);
    add_round_commands(*cmd, common, exit_code);
    add_result_command(*cmd, common, exit_code);
    add_view_commands(*cmd, common, exit_code);
    add_log_commands(*cmd, common, exit_code);
    add_sanction_command(*cmd, common, exit_code);
    add_report_commands(*cmd, common, exit_code);
}

}  // namespace letterzak::cli
