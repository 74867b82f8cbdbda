#include "ai/match.hpp"

#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

#include "ai/seeds.hpp"

namespace letterzak::ai {

Interval mean_interval(const std::vector<double>& values) {
    Interval out;
    if (values.empty()) return out;
    const double n = static_cast<double>(values.size());
    double sum = 0;
    for (double v : values) sum += v;
    out.mean = sum / n;
    if (values.size() < 2) return out;
    double sq = 0;
    for (double v : values) sq += (v - out.mean) * (v - out.mean);
    out.half_width = 1.96 * std::sqrt(sq / (n - 1) / n);
    return out;
}

game::State play_kernel_game(const core::RuleSet& rules, const lexicon::Kwg* words,
                             std::span<Player* const> seats, int starter, core::Rng& rng,
                             const std::function<void(const game::State&)>& observe) {
    game::State state = game::new_state(rules, static_cast<int>(seats.size()), starter, rng, words);
    while (!state.over()) {
        if (observe) observe(state);
        Player& mover = *seats[static_cast<std::size_t>(state.to_move)];
        game::apply_move(state, mover.choose(position_for(state)), rng);
    }
    return state;
}

MatchGame play_match_game(const core::RuleSet& rules, Player& a, Player& b, std::uint64_t seed,
                          int game, bool paired, const lexicon::Kwg* words) {
    const auto g = static_cast<std::uint64_t>(game);
    core::Rng rng(derive_seed(seed, paired ? g - g % 2 : g, 1));
    a.new_game(derive_seed(seed, g, 10));
    b.new_game(derive_seed(seed, g, 11));
    MatchGame result;
    result.game = game;
    result.starter = game % 2;
    const std::array<Player*, 2> seats{&a, &b};
    const game::State state = play_kernel_game(rules, words, seats, result.starter, rng);
    result.scores = {state.scores[0], state.scores[1]};
    result.turns = state.turn;
    result.end = state.end;
    result.final_racks = {state.racks[0], state.racks[1]};
    return result;
}

MatchReport play_match(const core::RuleSet& rules, const PlayerFactory& a, const PlayerFactory& b,
                       const MatchSettings& settings,
                       const std::function<void(int, const MatchGame&)>& progress) {
    const auto t0 = std::chrono::steady_clock::now();
    MatchReport report;
    report.games.resize(static_cast<std::size_t>(settings.games));
    std::atomic<int> next{0}, done{0};
    std::mutex mutex;
    auto worker = [&] {
        std::unique_ptr<Player> pa = a(), pb = b();
        {
            std::lock_guard lock(mutex);
            report.player_a = pa->name();
            report.player_b = pb->name();
        }
        for (int g = next++; g < settings.games; g = next++) {
            const MatchGame game =
                play_match_game(rules, *pa, *pb, settings.seed, g, settings.paired, settings.words);
            std::lock_guard lock(mutex);
            report.games[static_cast<std::size_t>(g)] = game;
            const int finished = ++done;
            if (progress) progress(finished, game);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::max(1, settings.threads); ++t) pool.emplace_back(worker);
    worker();
    for (auto& th : pool) th.join();

    std::vector<double> score, spread, pa, pb, starter, qa, qb;
    constexpr core::Letter kQ = 'Q' - 'A' + 1;
    for (const MatchGame& g : report.games) {
        const int d = g.scores[0] - g.scores[1];
        const double s = d > 0 ? 1.0 : (d == 0 ? 0.5 : 0.0);
        if (d > 0)
            ++report.wins_a;
        else if (d == 0)
            ++report.draws;
        else
            ++report.wins_b;
        score.push_back(s);
        spread.push_back(d);
        pa.push_back(g.scores[0]);
        pb.push_back(g.scores[1]);
        starter.push_back(g.starter == 0 ? s : 1.0 - s);
        qa.push_back(g.final_racks[0].count(kQ) > 0 ? 1.0 : 0.0);
        qb.push_back(g.final_racks[1].count(kQ) > 0 ? 1.0 : 0.0);
    }
    report.score_a = mean_interval(score);
    report.spread_a = mean_interval(spread);
    report.points_a = mean_interval(pa);
    report.points_b = mean_interval(pb);
    report.starter_score = mean_interval(starter);
    report.stuck_q_a = mean_interval(qa);
    report.stuck_q_b = mean_interval(qb);
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return report;
}

std::string summary_line(const MatchReport& r) {
    return fmt::format(
        "{} vs {}: {} games, {} wins {:.1f}% ± {:.1f}% (W-D-L {}-{}-{}), mean spread {:+.1f} ± "
        "{:.1f}",
        r.player_a, r.player_b, r.games.size(), r.player_a, 100 * r.score_a.mean,
        100 * r.score_a.half_width, r.wins_a, r.draws, r.wins_b, r.spread_a.mean,
        r.spread_a.half_width);
}

}  // namespace letterzak::ai
