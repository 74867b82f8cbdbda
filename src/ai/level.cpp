#include "ai/level.hpp"

#include <algorithm>

#include "ai/static_player.hpp"
#include "movegen/move_sink.hpp"

namespace letterzak::ai {

const std::vector<LevelInfo>& levels() {
    static const std::vector<LevelInfo> all = {
        {Level::kBeginner, "beginner", "beginner", "short, common words; often not its best move",
         "Beginner: korte, gewone woorden", "Beginner: short, common words", true},
        {Level::kCasual, "casual", "huiskamer",
         "common words up to 7 letters; usually its best-scoring move",
         "Huiskamer: gewone woorden tot 7 letters", "Casual: common words up to 7 letters", true},
        {Level::kClub, "club", "clubspeler", "every word; score plus the value of the tiles kept",
         "Clubspeler: alle woorden, score plus wat hij overhoudt",
         "Club player: every word, score plus the tiles kept", true},
        {Level::kExpert, "expert", "expert", "simulates the best candidates; solves endgames",
         "Expert: simuleert de beste zetten, rekent eindspelen uit",
         "Expert: simulates the best moves, solves endgames", true},
        {Level::kChampion, "champion", "kampioen",
         "longer simulation on every core; plays the last tiles out; deeper endgames",
         "Kampioen: langer simuleren, diepere eindspelen",
         "Champion: longer simulation, deeper endgames", true},
        {Level::kGreedy, "greedy", "gretig", "always the highest score",
         "Gretig: steeds de hoogste score", "Greedy: always the highest score", true},
        {Level::kStatic, "static", "statisch", "score plus the learnt value of the tiles kept",
         "Statisch: score plus de geleerde waarde van wat hij overhoudt",
         "Static: score plus the learnt value of the tiles kept", false},
        {Level::kSim, "sim", "simulatie", "simulation of the best candidates; exact endgames",
         "Simulatie: simuleert de beste zetten, exacte eindspelen",
         "Simulation: simulates the best moves, exact endgames", false},
        {Level::kSimLate, "sim-late", "simulatie-eind",
         "simulation; with 3-7 tiles in the bag to the end of the game; exact endgames",
         "Simulatie tot het eind: met 3-7 letters in de zak tot het einde doorgerekend",
         "Simulation to the end: with 3-7 tiles in the bag, played out to the end", false},
    };
    return all;
}

const LevelInfo* level_info(std::string_view name) {
    for (const LevelInfo& info : levels())
        if (name == info.name || name == info.dutch) return &info;
    return nullptr;
}

std::optional<Level> level_by_name(std::string_view name) {
    if (const LevelInfo* info = level_info(name)) return info->level;
    return std::nullopt;
}

const std::string& default_level() {
    static const std::string kDefault = "club";
    return kDefault;
}

LearnerPlayer::LearnerPlayer(const core::RuleSet& rules,
                             std::shared_ptr<const lexicon::Kwg> vocabulary,
                             LearnerSettings settings, std::string name)
    : rules_(rules),
      vocabulary_(std::move(vocabulary)),
      generator_(rules, *vocabulary_),
      settings_(settings),
      name_(std::move(name)) {}

core::Move LearnerPlayer::choose(const Position& p) {
    movegen::AllMoves all;
    generator_.generate(p.board, p.rack, all);
    if (all.moves.empty()) {
        if (p.bag_size >= rules_.exchange_min_bag && p.bag_size > 0)
            return unless_blocked(p, exchange_move(p.rack));
        return core::Move::pass();
    }
    auto better = [](const core::Move& a, const core::Move& b) {
        if (a.score != b.score) return a.score > b.score;
        return movegen::play_order_less(a, b);
    };
    const auto top = std::min<std::size_t>(all.moves.size(),
                                           static_cast<std::size_t>(std::max(1, settings_.top)));
    std::partial_sort(all.moves.begin(), all.moves.begin() + static_cast<std::ptrdiff_t>(top),
                      all.moves.end(), better);
    const bool best =
        rng_.below(1'000'000) < static_cast<std::uint32_t>(settings_.best_chance * 1e6);
    return best ? all.moves.front() : all.moves[rng_.below(static_cast<std::uint32_t>(top))];
}

}  // namespace letterzak::ai
