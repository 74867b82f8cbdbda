#include "tui/computer.hpp"

#include <algorithm>

#include "ai/leave_file.hpp"
#include "ai/level.hpp"
#include "ai/players.hpp"
#include "ai/position.hpp"
#include "game/view.hpp"

namespace letterzak::tui {

namespace {

// The position as `seat` sees it. With more than two players the others count as one
// opponent: their tiles together, the best of their scores.
ai::Position position_for(const game::Game& game, int seat) {
    const game::GameView view = game::view_for(game, seat);
    ai::Position p;
    p.rules = &game.rules();
    p.board = view.board;
    p.rack = view.own_rack();
    p.unseen = view.unseen;
    p.bag_size = view.bag_size;
    p.score = view.seats[static_cast<std::size_t>(seat)].score;
    bool first = true;
    for (int s = 0; s < static_cast<int>(view.seats.size()); ++s) {
        if (s == seat) continue;
        const game::SeatView& other = view.seats[static_cast<std::size_t>(s)];
        p.opponent_rack_size += other.rack_count;
        p.opponent_score = first ? other.score : std::max(p.opponent_score, other.score);
        first = false;
    }
    p.scoreless_run = game.scoreless_run();
    p.turn = static_cast<int>(view.turns.size());
    return p;
}

}  // namespace

std::vector<std::string> computer_levels() {
    std::vector<std::string> names = ai::player_names();
    for (const ai::LevelInfo& l : ai::levels())
        if (std::find(names.begin(), names.end(), l.dutch) == names.end())
            names.emplace_back(l.dutch);
    return names;
}

std::string canonical_level(const std::string& name) {
    for (const ai::LevelInfo& l : ai::levels())
        if (name == l.dutch) return l.name;
    return name;
}

std::string level_display(const std::string& level, bool dutch) {
    if (dutch)
        for (const ai::LevelInfo& l : ai::levels())
            if (level == l.name) return l.dutch;
    return level;
}

std::string default_level() {
    // The strongest level that answers within a couple of seconds (simulation and exact
    // endgames); "champion" thinks ten seconds a move on every core, which is for those who
    // ask for it. Older engines without the levels fall back to their best static player.
    const std::vector<std::string> known = ai::player_names();
    for (const char* preferred : {"expert", "club", "static", "greedy"})
        if (std::find(known.begin(), known.end(), preferred) != known.end()) return preferred;
    return known.empty() ? std::string("greedy") : known.front();
}

Result<std::unique_ptr<Computer>> Computer::create(const std::string& level,
                                                   const core::RuleSet& rules,
                                                   const lexicon::Kwg& kwg,
                                                   std::shared_ptr<const movegen::KwgIndex> index) {
    ai::PlayerContext context;
    context.rules = &rules;
    context.kwg = &kwg;
    context.index = std::move(index);
    context.leaves = &ai::default_leave_file(rules);
    auto factory = ai::player_factory(canonical_level(level), context);
    if (!factory) return Unexpected<Error>{factory.error()};
    auto greedy = ai::player_factory("greedy", context);
    if (!greedy) return Unexpected<Error>{greedy.error()};
    std::unique_ptr<Computer> c(new Computer());
    c->level_ = canonical_level(level);
    c->player_ = (*factory)();
    c->greedy_ = (*greedy)();
    return c;
}

void Computer::new_game(std::uint64_t seed) {
    player_->new_game(seed);
    greedy_->new_game(seed);
}

core::Move Computer::choose(const game::Game& game, int seat) {
    return player_->choose(position_for(game, seat));
}

core::Move Computer::fallback(const game::Game& game, int seat) {
    return greedy_->choose(position_for(game, seat));
}

}  // namespace letterzak::tui
