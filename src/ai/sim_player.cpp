#include "ai/sim_player.hpp"

#include "ai/seeds.hpp"

namespace letterzak::ai {

SimPlayer::SimPlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveFile& leaves,
                     std::shared_ptr<const movegen::KwgIndex> index, SimPlayerSettings settings,
                     std::string name)
    : settings_(settings),
      simulator_(rules, kwg, leaves, index, settings.sim.threads),
      endgame_(settings.solve_endgames ? std::make_unique<EndgameSolver>(rules, kwg, index)
                                       : nullptr),
      pre_endgame_(settings.pre_endgames
                       ? std::make_unique<PreEndgame>(rules, kwg, leaves.leaves, index)
                       : nullptr),
      name_(std::move(name)) {}

core::Move SimPlayer::choose(const Position& p) {
    // The exact endgame and the pre-endgame know every rack only with two seats; with more,
    // the simulation below deals the unseen tiles among the others.
    const bool two_seats = p.seats == 2;
    if (two_seats && p.bag_size == 0 && endgame_ && !p.rack.empty())
        return endgame_->solve(endgame_state(p), settings_.endgame).best;
    if (two_seats && pre_endgame_ && (p.bag_size == 1 || p.bag_size == 2)) {
        const auto rows = pre_endgame_->rank(p, settings_.pre_endgame);
        if (!rows.empty()) return rows.front().move.move;
    }
    SimSettings s = settings_.sim;
    s.seed = derive_seed(seed_, static_cast<std::uint64_t>(p.turn), 4);
    const SimResult r = simulator_.simulate(p, s);
    return unless_blocked(p, r.ranked.front().move.move);
}

}  // namespace letterzak::ai
