#pragma once
// Computer players by name, as the command line and matches choose them:
//   greedy    the highest score (the baseline)
//   static    the highest equity: score + learnt leave value
//   sim       simulation of the best candidates, exact endgame (see simulation.hpp)
//   and the levels for people (level.hpp): beginner, casual, club, expert, champion.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/leave_file.hpp"
#include "ai/match.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {

// What every player of one rule set and lexicon shares; must outlive the players.
struct PlayerContext {
    const core::RuleSet* rules = nullptr;
    const lexicon::Kwg* kwg = nullptr;
    std::shared_ptr<const movegen::KwgIndex> index;
    const LeaveFile* leaves = nullptr;
    int threads = 1;             // for players that search on several threads (sim)
    double seconds = 0;          // a time limit per move for searching players (0: their default)
    int iterations = 0;          // a fixed simulation budget per move (0: the player's default)
    double endgame_seconds = 0;  // time per endgame move (0: the player's default)
    int plies = 0;  // simulation depth, the candidate included (0: the player's default)
};

std::vector<std::string> player_names();

// A factory for the named player; error unknown_player.
Result<PlayerFactory> player_factory(std::string_view name, const PlayerContext& context);

}  // namespace letterzak::ai
