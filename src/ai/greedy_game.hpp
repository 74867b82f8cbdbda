#pragma once
// A whole game between two greedy players (each plays its highest-scoring move), with a real
// bag, racks, scoring and end of game per the rule set. It is the benchmark workload for the
// generator and the baseline opponent the stronger players are measured against.

#include <array>
#include <cstdint>
#include <vector>

#include "core/board.hpp"
#include "core/rules.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/generator.hpp"

namespace letterzak::ai {

struct GreedyGameResult {
    std::array<int, 2> scores{};
    int turns = 0;
    core::Board final_board;
};

// Plays one game from `seed`. Player 0 starts. Optional: positions (as boards + rack to move)
// sampled at each turn, for building benchmark sets.
struct GreedySnapshot {
    core::Board board;
    core::Rack rack;
    std::array<int, 2> scores{};
    int bag_size = 0;
    int turn = 0;
};
GreedyGameResult play_greedy_game(const core::RuleSet& rules, movegen::Generator& generator,
                                  std::uint64_t seed,
                                  std::vector<GreedySnapshot>* snapshots = nullptr);

}  // namespace letterzak::ai
