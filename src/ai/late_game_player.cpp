#include "ai/late_game_player.hpp"

#include <algorithm>

#include "ai/seeds.hpp"
#include "ai/static_player.hpp"

namespace letterzak::ai {

LateGamePlayer::LateGamePlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                               const LeaveFile& leaves,
                               std::shared_ptr<const movegen::KwgIndex> index,
                               LateGameSettings settings, std::string name)
    : settings_(settings),
      sim_(rules, kwg, leaves, index, settings.sim, name),
      late_(rules, kwg, leaves, index, settings.sim.sim.threads),
      name_(std::move(name)) {}

void LateGamePlayer::new_game(std::uint64_t seed) {
    seed_ = seed;
    sim_.new_game(seed);
}

core::Move LateGamePlayer::choose(const Position& p) {
    // The pre-endgame takes 1–2 tiles and the exact endgame none (inside the simulating player).
    const bool late = p.seats == 2 && p.bag_size > 2 && p.bag_size <= settings_.late_bag;
    if (!late) return sim_.choose(p);
    SimSettings s = settings_.sim.sim;
    s.plies = settings_.late_plies;
    if (s.iterations > 0)
        s.iterations = std::max(s.min_iterations,
                                static_cast<int>(s.iterations * settings_.late_iterations_share));
    s.seed = derive_seed(seed_, static_cast<std::uint64_t>(p.turn), 5);
    const SimResult r = late_.simulate(p, s);
    return unless_blocked(p, r.ranked.front().move.move);
}

}  // namespace letterzak::ai
