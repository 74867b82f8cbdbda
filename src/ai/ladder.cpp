#include "ai/ladder.hpp"

#include <fmt/format.h>

namespace letterzak::ai {

void pair_intervals(const MatchReport& report, Interval& score, Interval& spread, int& pairs) {
    std::vector<double> s, d;
    for (std::size_t g = 0; g + 1 < report.games.size(); g += 2) {
        double sum_score = 0, sum_spread = 0;
        for (const MatchGame& game : {report.games[g], report.games[g + 1]}) {
            const int diff = game.scores[0] - game.scores[1];
            sum_score += diff > 0 ? 1.0 : (diff == 0 ? 0.5 : 0.0);
            sum_spread += diff;
        }
        s.push_back(sum_score / 2);
        d.push_back(sum_spread / 2);
    }
    score = mean_interval(s);
    spread = mean_interval(d);
    pairs = static_cast<int>(s.size());
}

Result<std::vector<LadderStep>> play_ladder(
    const std::vector<std::string>& levels, const PlayerContext& context, int pairs,
    std::uint64_t seed, int threads, const std::function<void(const LadderStep&)>& progress) {
    if (levels.size() < 2)
        return make_error("ladder_too_short", "a ladder needs at least two levels");
    std::vector<PlayerFactory> factories;
    for (const std::string& name : levels) {
        auto f = player_factory(name, context);
        if (!f) return Unexpected<Error>{f.error()};
        factories.push_back(std::move(*f));
    }
    std::vector<LadderStep> steps;
    for (std::size_t i = 1; i < levels.size(); ++i) {
        MatchSettings settings;
        settings.games = 2 * pairs;
        settings.seed = seed;
        settings.threads = threads;
        settings.paired = true;
        settings.words = context.kwg;
        LadderStep step;
        step.upper = levels[i];
        step.lower = levels[i - 1];
        step.report = play_match(*context.rules, factories[i], factories[i - 1], settings);
        pair_intervals(step.report, step.score, step.spread, step.pairs);
        if (progress) progress(step);
        steps.push_back(std::move(step));
    }
    return steps;
}

std::string ladder_line(const LadderStep& s) {
    return fmt::format(
        "{} > {}: {} games ({} pairs), {} wins {:.1f}% ± {:.1f}%, spread {:+.1f} ± {:.1f} ({})",
        s.upper, s.lower, s.report.games.size(), s.pairs, s.upper, 100 * s.score.mean,
        100 * s.score.half_width, s.spread.mean, s.spread.half_width,
        s.significant() ? "significant" : "not significant");
}

}  // namespace letterzak::ai
