#pragma once
// Levels for people: who the computer is when a person sits down to play it.
//
//   beginner  knows only short, common words (vocabulary.hpp: up to 5 letters) and often
//             plays a lesser move than its best;
//   casual    knows common words up to 7 letters, plays its best move more often;
//   club      the whole lexicon and the static player (score + leave), every move;
//   expert    simulation of the best candidates, exact endgames within a couple of seconds;
//   champion  longer simulation on all threads and a longer endgame search; with 3–7 tiles in
//             the bag it simulates to the end of the game (late_game_player.hpp).
//
// and the engine's own players, for matches and self-play:
//
//   greedy    the highest score (the baseline; also every seat's fallback)
//   static    the highest equity, score + leave (club's engine)
//   sim       simulation of the best candidates with exact endgames (expert's engine)
//   sim-late  sim, and with 3–7 tiles in the bag simulation to the end of the game (the
//             champion's engine at sim's budget: what playing the late game out is worth)
//
// This is the one table of them: every edge (the terminal, the server's level menu, self-play,
// matches) lists, names and describes levels from here, in Dutch and English, and starts a new
// game at default_level().
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

enum class Level : std::uint8_t {
    kBeginner,
    kCasual,
    kClub,
    kExpert,
    kChampion,
    kGreedy,
    kStatic,
    kSim,
    kSimLate,
};

struct LevelInfo {
    Level level;
    const char* name;         // as typed: beginner, casual, club, expert, champion, greedy, ...
    const char* dutch;        // as shown to Dutch players (--level accepts it too)
    const char* description;  // English
    const char* label_nl;     // a level menu's line, Dutch
    const char* label_en;     // the same in English
    bool for_people;          // offered in the menus of the terminal and the web board
};

// Every level, the ones for people first (weakest first), then the engine's own players.
const std::vector<LevelInfo>& levels();
std::optional<Level> level_by_name(std::string_view name);
// The entry of a level typed in either language; null if there is none.
const LevelInfo* level_info(std::string_view name);
// The level a new game against the computer gets, at every edge: "club".
const std::string& default_level();

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
