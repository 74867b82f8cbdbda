// letterzak: the command line. Each subcommand lives in its own file; this one only wires
// them up and turns an escaped exception into a clear message and a non-zero exit.

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>

#include "cli/commands.hpp"

int main(int argc, char** argv) {
    CLI::App app{"Letterzak: Dutch Scrabble engine, referee and analyst"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "letterzak 0.1.0");
    int exit_code = 0;
    letterzak::cli::register_score_command(app, exit_code);
    letterzak::cli::register_moves_command(app, exit_code);
    letterzak::cli::register_bench_command(app, exit_code);
    letterzak::cli::register_lexicon_command(app, exit_code);
    letterzak::cli::register_check_command(app, exit_code);
    letterzak::cli::register_tournament_command(app, exit_code);
    letterzak::cli::register_replay_command(app, exit_code);
    letterzak::cli::register_selfplay_command(app, exit_code);
    letterzak::cli::register_leaves_command(app, exit_code);
    letterzak::cli::register_match_command(app, exit_code);
    letterzak::cli::register_play_command(app, exit_code);
    letterzak::cli::register_serve_command(app, exit_code);
    letterzak::cli::register_db_command(app, exit_code);
    letterzak::cli::register_admin_command(app, exit_code);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    } catch (const std::exception& e) {
        fmt::print(stderr, "letterzak: {}\n", e.what());
        return 3;
    }
    return exit_code;
}
