#include "server/computer_players.hpp"

#include "ai/leave_file.hpp"
#include "ai/level.hpp"
#include "ai/players.hpp"

namespace letterzak::server {

const std::vector<ComputerLevel>& computer_levels() {
    // The default first: a menu shows it on top.
    static const std::vector<ComputerLevel> kLevels = [] {
        std::vector<ComputerLevel> out;
        for (const ai::LevelInfo& l : ai::levels())
            if (l.for_people && l.name == ai::default_level())
                out.push_back({l.name, l.label_nl, l.label_en});
        for (const ai::LevelInfo& l : ai::levels())
            if (l.for_people && l.name != ai::default_level())
                out.push_back({l.name, l.label_nl, l.label_en});
        return out;
    }();
    return kLevels;
}

bool known_level(const std::string& id) {
    for (const ComputerLevel& l : computer_levels())
        if (l.id == id) return true;
    return false;
}

const std::string& default_level() {
    return ai::default_level();
}

std::unique_ptr<ai::ComputerSeat> ComputerRoster::make(const std::string& level,
                                                       const core::RuleSet& rules,
                                                       const LoadedLexicon& lexicon,
                                                       std::uint64_t seed) {
    const std::string& id = known_level(level) ? level : default_level();
    // The named rule set lives for the whole program; the game's own copy differs only in
    // settings (clock, house rules) that do not change how a move is chosen.
    const core::RuleSet* stable = core::rule_set_by_name(rules.name);
    if (stable == nullptr) stable = &rules;
    std::unique_ptr<ai::ComputerSeat> seat;
    {
        std::lock_guard lock(mutex_);
        Factories& f = factories_[{id, stable->name}];
        if (!f.player) {
            ai::PlayerContext c;
            c.rules = stable;
            c.kwg = &lexicon.lexicon.kwg();
            c.index = lexicon.index;
            c.leaves = &ai::default_leave_file(*stable);
            c.threads = 1;  // the compute pool runs one computer move per thread
            auto player = ai::player_factory(id, c);
            auto greedy = ai::player_factory("greedy", c);
            if (!player || !greedy) return nullptr;  // every offered level has a factory
            f.player = std::move(*player);
            f.greedy = std::move(*greedy);
        }
        seat = ai::ComputerSeat::from_factories(id, *stable, f.player, f.greedy);
    }
    seat->new_game(seed);
    return seat;
}

}  // namespace letterzak::server
