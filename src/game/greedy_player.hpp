#pragma once
// The greedy player: the highest-scoring placement the move generator finds (ties broken by
// the generator's fixed order, so games are reproducible); with nothing to place, it
// exchanges its whole rack while the rule set allows and passes otherwise (and passes once two
// rounds went by without anyone placing, so a blocked board ends the game). It never plays a
// word the lexicon lacks, so it never needs challenging. The baseline of self-play.

#include <memory>

#include "core/rules.hpp"
#include "game/player.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/generator.hpp"

namespace letterzak::game {

class GreedyPlayer final : public Player {
  public:
    // `kwg` must outlive the player; `index` may be shared between players of one lexicon.
    GreedyPlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                 std::shared_ptr<const movegen::KwgIndex> index = nullptr);
    core::Move choose(const GameView& view) override;
    std::string name() const override { return "greedy"; }

  private:
    core::RuleSet rules_;  // the generator keeps a reference: the player owns the copy
    movegen::Generator generator_;
};

}  // namespace letterzak::game
