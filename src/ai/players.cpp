#include "ai/players.hpp"

#include <mutex>

#include "ai/late_game_player.hpp"
#include "ai/level.hpp"
#include "ai/sim_player.hpp"
#include "ai/static_player.hpp"
#include "ai/vocabulary.hpp"

namespace letterzak::ai {
namespace {

// The budgets of the searching players. Iterations, not seconds, by default: a match is then
// reproducible. A time limit from the context replaces the iteration count.
SimPlayerSettings sim_settings(const PlayerContext& c, int candidates, int iterations,
                               double endgame_seconds) {
    SimPlayerSettings s;
    s.sim.candidates = candidates;
    if (c.plies > 0) s.sim.plies = c.plies;  // else SimSettings's depth
    s.sim.iterations = c.iterations > 0 ? c.iterations : iterations;
    if (c.seconds > 0) {
        s.sim.seconds = c.seconds;
        if (c.iterations <= 0) s.sim.iterations = 0;
    }
    s.sim.threads = std::max(1, c.threads);
    // The endgame searches on as many threads: its budget is in seconds.
    s.endgame.threads = s.sim.threads;
    s.pre_endgame.seconds = 2 * endgame_seconds;
    if (c.endgame_seconds > 0) s.pre_endgame.seconds = 2 * c.endgame_seconds;
    s.endgame.seconds = c.endgame_seconds > 0 ? c.endgame_seconds
                        : c.seconds > 0       ? std::max(c.seconds, endgame_seconds)
                                              : endgame_seconds;
    return s;
}

PlayerFactory learner(const PlayerContext& c, VocabularySettings vocab, LearnerSettings settings,
                      std::string name) {
    // The vocabulary is built once, when the first player of this factory is made.
    struct Shared {
        std::once_flag once;
        std::shared_ptr<const lexicon::Kwg> kwg;
    };
    auto shared = std::make_shared<Shared>();
    return [c, vocab, settings, name, shared] {
        std::call_once(shared->once, [&] { shared->kwg = build_vocabulary(*c.kwg, vocab); });
        return std::make_unique<LearnerPlayer>(*c.rules, shared->kwg, settings, name);
    };
}

}  // namespace

std::vector<std::string> player_names() {
    std::vector<std::string> names;
    for (const LevelInfo& l : levels()) names.emplace_back(l.name);
    return names;
}

Result<PlayerFactory> player_factory(std::string_view typed, const PlayerContext& c) {
    // A level typed in Dutch is the same level.
    const LevelInfo* info = level_info(typed);
    const std::string_view name = info != nullptr ? std::string_view(info->name) : typed;
    if (name == "greedy")
        return PlayerFactory(
            [c] { return std::make_unique<GreedyPlayer>(*c.rules, *c.kwg, c.index); });
    if (name == "static" || name == "club") {
        const std::string n(name);
        return PlayerFactory([c, n] {
            return std::make_unique<StaticPlayer>(*c.rules, *c.kwg, c.leaves->leaves, c.index, n);
        });
    }
    // The champion and its engine twin at the sim's budget (to measure what playing the late
    // game out is worth): late_game_player.hpp.
    if (name == "champion" || name == "sim-late") {
        const std::string n(name);
        LateGameSettings s;
        s.sim =
            name == "champion" ? sim_settings(c, 14, 1000, 10.0) : sim_settings(c, 10, 300, 5.0);
        return PlayerFactory([c, n, s] {
            return std::make_unique<LateGamePlayer>(*c.rules, *c.kwg, *c.leaves, c.index, s, n);
        });
    }
    if (name == "sim" || name == "expert") {
        const std::string n(name);
        const SimPlayerSettings s =
            name == "expert" ? sim_settings(c, 8, 120, 2.0) : sim_settings(c, 10, 300, 5.0);
        return PlayerFactory([c, n, s] {
            return std::make_unique<SimPlayer>(*c.rules, *c.kwg, *c.leaves, c.index, s, n);
        });
    }
    // Vocabulary sizes on wdutch (measured): beginner 3,665 words, casual 13,996.
    if (name == "beginner") return learner(c, {5, 8}, {0.35, 10}, "beginner");
    if (name == "casual") return learner(c, {7, 3}, {0.6, 5}, "casual");
    std::string known;
    for (const std::string& n : player_names()) known += (known.empty() ? "" : ", ") + n;
    return make_error("unknown_player",
                      "unknown player \"" + std::string(name) + "\" (known: " + known + ")");
}

}  // namespace letterzak::ai
