#pragma once
// The computer opponents of a terminal game. Each computer seat is one of the engine's players
// (src/ai: "static", and the levels as they land), shown only what its seat may see: its own
// rack, the board, the unseen tiles (game/view.hpp), never the bag's order or another rack.
// A move the referee refuses (a defect in a player, not a rule of the game) falls back to the
// greedy player and then to a pass, so a game in the terminal always goes on.

#include <memory>
#include <string>
#include <vector>

#include "ai/player.hpp"
#include "core/move.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"
#include "game/game.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::tui {

// The levels the engine offers (ai::player_names()), and the Dutch names of the levels for
// people (clubspeler, kampioen, ...), which --level accepts too.
std::vector<std::string> computer_levels();
// The engine's name for a level typed in either language ("clubspeler" → "club"); the name
// itself when it is not a level for people.
std::string canonical_level(const std::string& name);
// How a level is shown: the Dutch name to Dutch players.
std::string level_display(const std::string& level, bool dutch);
// The strongest level on offer that still answers within a few seconds a move.
std::string default_level();

class Computer {
  public:
    // `rules` and `kwg` must outlive the computer. Error unknown_player for an unknown level.
    static Result<std::unique_ptr<Computer>> create(const std::string& level,
                                                    const core::RuleSet& rules,
                                                    const lexicon::Kwg& kwg,
                                                    std::shared_ptr<const movegen::KwgIndex> index);

    // A new game starts (players that draw random numbers reseed).
    void new_game(std::uint64_t seed);
    // The move for `seat`, which is to move. The caller hands it to the referee.
    core::Move choose(const game::Game& game, int seat);
    // The greedy player's move, for when the referee refuses the chosen one.
    core::Move fallback(const game::Game& game, int seat);
    const std::string& level() const { return level_; }

  private:
    Computer() = default;

    std::string level_;
    std::unique_ptr<ai::Player> player_;
    std::unique_ptr<ai::Player> greedy_;
};

}  // namespace letterzak::tui
