#include "server/computer_players.hpp"

#include "game/greedy_player.hpp"

#ifdef LETTERZAK_SERVER_HAS_AI
#include "ai/game_seat.hpp"
#include "ai/leave_file.hpp"
#include "ai/players.hpp"
#endif

namespace letterzak::server {

const std::vector<ComputerLevel>& computer_levels() {
#ifdef LETTERZAK_SERVER_HAS_AI
    static const std::vector<ComputerLevel> kLevels = {
        {"club", "Clubspeler: alle woorden, score plus wat hij overhoudt",
         "Club player: every word, score plus the tiles kept"},
        {"beginner", "Beginner: korte, gewone woorden", "Beginner: short, common words"},
        {"casual", "Huiskamer: gewone woorden tot 7 letters",
         "Casual: common words up to 7 letters"},
        {"expert", "Expert: simuleert de beste zetten, rekent eindspelen uit",
         "Expert: simulates the best moves, solves endgames"},
        {"champion", "Kampioen: langer simuleren, diepere eindspelen",
         "Champion: longer simulation, deeper endgames"},
        {"greedy", "Gretig: steeds de hoogste score", "Greedy: always the highest score"},
    };
#else
    static const std::vector<ComputerLevel> kLevels = {
        {"greedy", "Gretig: steeds de hoogste score", "Greedy: always the highest score"},
    };
#endif
    return kLevels;
}

bool known_level(const std::string& id) {
    for (const ComputerLevel& l : computer_levels())
        if (l.id == id) return true;
    return false;
}

const std::string& default_level() {
    return computer_levels().front().id;
}

std::unique_ptr<game::Player> ComputerRoster::make(const std::string& level,
                                                   const core::RuleSet& rules,
                                                   const LoadedLexicon& lexicon,
                                                   std::uint64_t seed) {
#ifdef LETTERZAK_SERVER_HAS_AI
    if (level != "greedy" && known_level(level)) {
        // The named rule set lives for the whole program; the game's own copy differs only in
        // settings (clock, house rules) that do not change how a move is chosen.
        const core::RuleSet* stable = core::rule_set_by_name(rules.name);
        if (stable != nullptr) {
            std::lock_guard lock(mutex_);
            Factory& factory = factories_[{level, stable->name}];
            if (!factory) {
                ai::PlayerContext c;
                c.rules = stable;
                c.kwg = &lexicon.lexicon.kwg();
                c.index = lexicon.index;
                c.leaves = &ai::default_leave_file(*stable);
                c.threads = 1;  // the compute pool runs one computer move per thread
                auto made = ai::player_factory(level, c);
                if (made) {
                    factory = [stable, f = std::move(*made)](
                                  std::uint64_t s) -> std::unique_ptr<game::Player> {
                        auto seat = std::make_unique<ai::GameSeat>(*stable, f());
                        seat->player().new_game(s);
                        return seat;
                    };
                }
            }
            if (factory) return factory(seed);
        }
    }
#else
    (void)seed;
    (void)level;
#endif
    // The fallback, always there: the highest-scoring placement.
    return std::make_unique<game::GreedyPlayer>(rules, lexicon.lexicon.kwg(), lexicon.index);
}

}  // namespace letterzak::server
