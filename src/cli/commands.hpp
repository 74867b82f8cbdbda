#pragma once
// One function per subcommand: it adds itself to the app and, when run, sets exit_code.

#include <CLI/CLI.hpp>

namespace letterzak::cli {

// For options that count something (--top N): a whole number, 0 or more. CLI11's own
// NonNegativeNumber names its range up to the largest double, which reads as noise.
CLI::Validator count_validator();

void register_score_command(CLI::App& app, int& exit_code);
void register_moves_command(CLI::App& app, int& exit_code);
void register_bench_command(CLI::App& app, int& exit_code);
void register_lexicon_command(CLI::App& app, int& exit_code);
void register_check_command(CLI::App& app, int& exit_code);
void register_tournament_command(CLI::App& app, int& exit_code);
void register_replay_command(CLI::App& app, int& exit_code);
void register_selfplay_command(CLI::App& app, int& exit_code);
void register_leaves_command(CLI::App& app, int& exit_code);
void register_match_command(CLI::App& app, int& exit_code);
void register_play_command(CLI::App& app, int& exit_code);
void register_serve_command(CLI::App& app, int& exit_code);
void register_db_command(CLI::App& app, int& exit_code);
void register_admin_command(CLI::App& app, int& exit_code);

}  // namespace letterzak::cli
