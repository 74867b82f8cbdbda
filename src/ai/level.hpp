#pragma once
// Levels for people: who the computer is when a person sits down to play it.
//
//   beginner  knows only short, common words (vocabulary.hpp: up to 5 letters) and often
//             plays a lesser move than its best;
//   casual    knows common words up to 7 letters, plays its best move more often;
//   club      the whole lexicon and the static player (score + leave), every move;
//   expert    simulation of the best candidates, exact endgames within a couple of seconds;
//   champion  longer simulation on all threads and a longer endgame search.
//
// The two learner levels choose among their moves with a seeded generator: the same game seed
// gives the same games.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/player.hpp"
#include "core/rng.hpp"
#include "core/rules.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/generator.hpp"

namespace letterzak::ai {

enum class Level : std::uint8_t { kBeginner, kCasual, kClub, kExpert, kChampion };

struct LevelInfo {
    Level level;
    const char* name;   // as typed: beginner, casual, club, expert, champion
    const char* dutch;  // as shown to Dutch players
    const char* description;
};

const std::vector<LevelInfo>& levels();
std::optional<Level> level_by_name(std::string_view name);

// How a learner level picks among the placements its vocabulary allows.
struct LearnerSettings {
    double best_chance = 0.5;  // plays its highest-scoring move this often...
    int top = 8;               // ... otherwise one of its best `top`, uniformly
};

// A player limited to a vocabulary (an automaton of the words it knows): every word its
// moves form, across and down, is one of them.
class LearnerPlayer final : public Player {
  public:
    LearnerPlayer(const core::RuleSet& rules, std::shared_ptr<const lexicon::Kwg> vocabulary,
                  LearnerSettings settings, std::string name);
    core::Move choose(const Position& position) override;
    std::string name() const override { return name_; }
    void new_game(std::uint64_t seed) override { rng_.reseed(seed); }

  private:
    const core::RuleSet& rules_;
    std::shared_ptr<const lexicon::Kwg> vocabulary_;
    movegen::Generator generator_;
    LearnerSettings settings_;
    std::string name_;
    core::Rng rng_{1};
};

}  // namespace letterzak::ai
