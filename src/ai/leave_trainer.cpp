#include "ai/leave_trainer.hpp"

#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>
#include <vector>

#include "ai/seeds.hpp"
#include "ai/static_player.hpp"
#include "core/score.hpp"
#include "game/kernel.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {
namespace {

// Numbers the model's terms for one tile set and rack size: copies, pairs, balances, then the
// intercept (the value of the empty leave, which is not part of the model).
class FeatureMap {
  public:
    FeatureMap(const core::RuleSet& rules) {
        const int max_leave = rules.rack_size - 1;
        for (int l = 0; l < core::kLetterSlots; ++l) {
            if (rules.tiles->count[static_cast<std::size_t>(l)] == 0) continue;
            letters_.push_back(static_cast<core::Letter>(l));
            const int copies = std::min(rules.tiles->count[static_cast<std::size_t>(l)], max_leave);
            for (int k = 1; k <= copies; ++k)
                copy_[static_cast<std::size_t>(l)][static_cast<std::size_t>(k)] = size_++;
        }
        for (std::size_t i = 0; i < letters_.size(); ++i)
            for (std::size_t j = i + 1; j < letters_.size(); ++j)
                pair_[letters_[i]][letters_[j]] = size_++;
        for (int v = 0; v <= max_leave; ++v)
            for (int c = 0; v + c <= max_leave; ++c)
                if (v + c > 0)
                    balance_[static_cast<std::size_t>(v)][static_cast<std::size_t>(c)] = size_++;
        intercept_ = size_++;
    }

    int size() const { return size_; }
    int intercept() const { return intercept_; }

    // The terms a leave switches on (each worth 1), intercept included.
    void features(const core::Rack& leave, std::vector<int>& out) const {
        out.clear();
        int vowels = 0, consonants = 0;
        std::array<core::Letter, core::kLetterSlots> present{};
        std::size_t n = 0;
        for (int l = 0; l < core::kLetterSlots; ++l) {
            const int c = leave.count(static_cast<core::Letter>(l));
            if (c == 0) continue;
            present[n++] = static_cast<core::Letter>(l);
            for (int k = 1; k <= c && k <= LeaveModel::kMaxCopies; ++k) {
                const int f = copy_[static_cast<std::size_t>(l)][static_cast<std::size_t>(k)];
                if (f >= 0) out.push_back(f);
            }
            if (l == core::kBlank) continue;
            (is_vowel(static_cast<core::Letter>(l)) ? vowels : consonants) += c;
        }
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j)
                if (const int f = pair_[present[i]][present[j]]; f >= 0) out.push_back(f);
        if (vowels + consonants > 0 && vowels <= LeaveModel::kMaxBalance &&
            consonants <= LeaveModel::kMaxBalance)
            if (const int f = balance_[static_cast<std::size_t>(vowels)]
                                      [static_cast<std::size_t>(consonants)];
                f >= 0)
                out.push_back(f);
        out.push_back(intercept_);
    }

    // The fitted weights (in centipoints) as a model.
    LeaveModel model(const std::vector<double>& w) const {
        LeaveModel m;
        auto eq = [](double x) { return static_cast<Equity>(std::lround(x)); };
        for (int l = 0; l < core::kLetterSlots; ++l)
            for (int k = 1; k <= LeaveModel::kMaxCopies; ++k)
                if (const int f = copy_[static_cast<std::size_t>(l)][static_cast<std::size_t>(k)];
                    f >= 0)
                    m.set_copy_value(static_cast<core::Letter>(l), k,
                                     eq(w[static_cast<std::size_t>(f)]));
        for (int a = 0; a < core::kLetterSlots; ++a)
            for (int b = a + 1; b < core::kLetterSlots; ++b)
                if (const int f = pair_[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
                    f >= 0)
                    m.set_pair_value(static_cast<core::Letter>(a), static_cast<core::Letter>(b),
                                     eq(w[static_cast<std::size_t>(f)]));
        for (int v = 0; v <= LeaveModel::kMaxBalance; ++v)
            for (int c = 0; c <= LeaveModel::kMaxBalance; ++c)
                if (const int f =
                        balance_[static_cast<std::size_t>(v)][static_cast<std::size_t>(c)];
                    f >= 0)
                    m.set_balance_value(v, c, eq(w[static_cast<std::size_t>(f)]));
        return m;
    }

  private:
    template <std::size_t A, std::size_t B>
    using Table = std::array<std::array<int, B>, A>;
    static Table<core::kLetterSlots, LeaveModel::kMaxCopies + 1> filled_copy() {
        Table<core::kLetterSlots, LeaveModel::kMaxCopies + 1> t;
        for (auto& row : t) row.fill(-1);
        return t;
    }
    static Table<core::kLetterSlots, core::kLetterSlots> filled_pair() {
        Table<core::kLetterSlots, core::kLetterSlots> t;
        for (auto& row : t) row.fill(-1);
        return t;
    }
    static Table<LeaveModel::kMaxBalance + 1, LeaveModel::kMaxBalance + 1> filled_balance() {
        Table<LeaveModel::kMaxBalance + 1, LeaveModel::kMaxBalance + 1> t;
        for (auto& row : t) row.fill(-1);
        return t;
    }

    std::vector<core::Letter> letters_;
    Table<core::kLetterSlots, LeaveModel::kMaxCopies + 1> copy_ = filled_copy();
    Table<core::kLetterSlots, core::kLetterSlots> pair_ = filled_pair();
    Table<LeaveModel::kMaxBalance + 1, LeaveModel::kMaxBalance + 1> balance_ = filled_balance();
    int size_ = 0;
    int intercept_ = 0;
};

// Exact integer sums of the normal equations and of the win data: adding them up in any order
// gives the same totals, so the thread count cannot change the result.
struct Sums {
    explicit Sums(int features) : n(static_cast<std::size_t>(features)), xtx(n * n, 0), xty(n, 0) {}
    std::size_t n;
    std::vector<std::int64_t> xtx;  // upper triangle used
    std::vector<std::int64_t> xty;
    std::int64_t samples = 0;
    std::array<std::int64_t, WinModel::kMaxUnseen> win_n{}, win_sum{}, win_sq{};
    std::int64_t points = 0;
    int games = 0;

    void add_sample(const std::vector<int>& f, std::int64_t y) {
        ++samples;
        for (std::size_t i = 0; i < f.size(); ++i) {
            const auto a = static_cast<std::size_t>(f[i]);
            xty[a] += y;
            for (std::size_t j = 0; j < f.size(); ++j) {
                const auto b = static_cast<std::size_t>(f[j]);
                if (b >= a) xtx[a * n + b] += 1;
            }
        }
    }
    void merge(const Sums& o) {
        for (std::size_t i = 0; i < xtx.size(); ++i) xtx[i] += o.xtx[i];
        for (std::size_t i = 0; i < n; ++i) xty[i] += o.xty[i];
        samples += o.samples;
        for (std::size_t u = 0; u < win_n.size(); ++u) {
            win_n[u] += o.win_n[u];
            win_sum[u] += o.win_sum[u];
            win_sq[u] += o.win_sq[u];
        }
        points += o.points;
        games += o.games;
    }
};

// What one turn left behind, for the samples made at the end of its game.
struct TurnRecord {
    int seat = 0;
    int score = 0;
    core::Rack leave;
    Equity leave_value = 0;
    bool drew = false;  // tiles were drawn after it: its leave met new tiles
    int unseen = 0;     // before the turn, from the mover's side
    int spread = 0;     // before the turn, from the mover's side
};

void play_training_game(const core::RuleSet& rules, StaticEvaluator& eval, const FeatureMap& map,
                        const TrainSettings& settings, int game, Sums& sums) {
    core::Rng rng(derive_seed(settings.seed, static_cast<std::uint64_t>(game), 1));
    core::Rng explore_rng(derive_seed(settings.seed, static_cast<std::uint64_t>(game), 2));
    game::State state = game::new_state(rules, 2, game % 2, rng);
    std::vector<TurnRecord> turns;
    while (!state.over()) {
        const Position p = position_for(state);
        const EndgameTerms end = endgame_terms(rules, p.unseen, p.bag_size);
        ScoredMove chosen;
        const bool explore =
            settings.explore > 0 && p.bag_size > 0 &&
            explore_rng.below(1'000'000) < static_cast<std::uint32_t>(settings.explore * 1e6);
        if (explore) {
            const auto top = eval.top(p.board, p.rack, p.bag_size, end, settings.explore_width, 2);
            chosen = top[explore_rng.below(static_cast<std::uint32_t>(top.size()))];
        } else {
            chosen = eval.best(p.board, p.rack, p.bag_size, end);
        }
        TurnRecord rec;
        rec.seat = state.to_move;
        rec.unseen = p.unseen_count();
        rec.spread = p.spread();
        rec.leave = core::leave_after(p.rack, chosen.move);
        rec.leave_value = end.bag_empty ? 0 : eval.model().value(rec.leave);
        rec.drew = p.bag_size > 0 && chosen.move.kind != core::MoveKind::kPass;
        rec.score = game::apply_move(state, chosen.move, rng);
        turns.push_back(rec);
    }
    std::vector<int> features;
    for (std::size_t t = 0; t < turns.size(); ++t) {
        const TurnRecord& r = turns[t];
        const int final_spread = state.spread(r.seat);
        const auto u = static_cast<std::size_t>(std::min(r.unseen, WinModel::kMaxUnseen - 1));
        const std::int64_t d = final_spread - r.spread;
        ++sums.win_n[u];
        sums.win_sum[u] += d;
        sums.win_sq[u] += d * d;
        if (!r.drew) continue;
        // The same player's next turn, if it also drew (so its leave is valued by the model).
        const TurnRecord* next = nullptr;
        for (std::size_t k = t + 1; k < turns.size(); ++k)
            if (turns[k].seat == r.seat) {
                next = &turns[k];
                break;
            }
        if (next == nullptr || !next->drew) continue;
        map.features(r.leave, features);
        sums.add_sample(features, std::int64_t{next->score} * kEquityScale + next->leave_value);
    }
    sums.points += state.scores[0] + state.scores[1];
    ++sums.games;
}

// Solves (XᵀX + ridge·I) w = Xᵀy by Cholesky; the intercept is not pulled towards zero.
std::vector<double> solve_ridge(const Sums& s, double ridge, int intercept) {
    const std::size_t n = s.n;
    std::vector<double> a(n * n), b(n);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i; j < n; ++j)
            a[i * n + j] = a[j * n + i] = static_cast<double>(s.xtx[i * n + j]);
        b[i] = static_cast<double>(s.xty[i]);
        if (static_cast<int>(i) != intercept)
            a[i * n + i] += ridge;
        else
            a[i * n + i] += 1e-6;
    }
    for (std::size_t j = 0; j < n; ++j) {
        double d = a[j * n + j];
        for (std::size_t k = 0; k < j; ++k) d -= a[j * n + k] * a[j * n + k];
        d = std::sqrt(std::max(d, 1e-12));
        a[j * n + j] = d;
        for (std::size_t i = j + 1; i < n; ++i) {
            double v = a[i * n + j];
            for (std::size_t k = 0; k < j; ++k) v -= a[i * n + k] * a[j * n + k];
            a[i * n + j] = v / d;
        }
    }
    std::vector<double> y(n), w(n);
    for (std::size_t i = 0; i < n; ++i) {
        double v = b[i];
        for (std::size_t k = 0; k < i; ++k) v -= a[i * n + k] * y[k];
        y[i] = v / a[i * n + i];
    }
    for (std::size_t i = n; i-- > 0;) {
        double v = y[i];
        for (std::size_t k = i + 1; k < n; ++k) v -= a[k * n + i] * w[k];
        w[i] = v / a[i * n + i];
    }
    return w;
}

// Mean and spread of what the mover gains from each unseen count, pooling neighbours where
// few games passed through (the very start, the last tiles).
WinModel fit_win_model(const Sums& s) {
    WinModel m;
    constexpr std::int64_t kEnough = 400;
    for (int u = 0; u < WinModel::kMaxUnseen; ++u) {
        std::int64_t n = 0;
        double sum = 0, sq = 0;
        for (int w = 0; w <= 8 && n < kEnough; ++w) {
            for (int v : {u - w, u + w}) {
                if (v < 0 || v >= WinModel::kMaxUnseen || (w == 0 && v != u) || (w > 0 && v == u))
                    continue;
                const auto i = static_cast<std::size_t>(v);
                n += s.win_n[i];
                sum += static_cast<double>(s.win_sum[i]);
                sq += static_cast<double>(s.win_sq[i]);
                if (w == 0) break;
            }
        }
        if (n < 30) continue;  // keep the untrained default
        const double mean = sum / static_cast<double>(n);
        const double var = std::max(0.0, sq / static_cast<double>(n) - mean * mean);
        m.set(u, mean, std::sqrt(var));
    }
    return m;
}

}  // namespace

TrainReport train_leaves(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                         const LeaveModel& current, const TrainSettings& settings,
                         const std::function<void(int)>& progress) {
    const auto t0 = std::chrono::steady_clock::now();
    const FeatureMap map(rules);
    const auto index = std::make_shared<const movegen::KwgIndex>(kwg);
    const int threads = std::max(1, settings.threads);
    std::vector<Sums> partial(static_cast<std::size_t>(threads), Sums(map.size()));
    std::atomic<int> next{0}, done{0};
    std::mutex progress_mutex;
    auto worker = [&](int t) {
        StaticEvaluator eval(rules, kwg, current, index);
        for (int g = next++; g < settings.games; g = next++) {
            play_training_game(rules, eval, map, settings, g, partial[static_cast<std::size_t>(t)]);
            const int finished = ++done;
            if (progress && finished % 500 == 0) {
                std::lock_guard lock(progress_mutex);
                progress(finished);
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker, t);
    worker(0);
    for (auto& th : pool) th.join();
    Sums total(map.size());
    for (const Sums& s : partial) total.merge(s);

    TrainReport report;
    report.samples = total.samples;
    report.games = total.games;
    report.mean_game_score =
        total.games > 0 ? static_cast<double>(total.points) / (2.0 * total.games) : 0;
    report.file.tile_set = rules.tiles->name;
    report.file.rack_size = rules.rack_size;
    report.file.leaves = map.model(solve_ridge(total, settings.ridge, map.intercept()));
    report.file.win = fit_win_model(total);
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    report.file.notes.push_back(fmt::format("trained-with-rules {}", rules.name));
    report.file.notes.push_back(fmt::format("games {}", report.games));
    report.file.notes.push_back(fmt::format("samples {}", report.samples));
    report.file.notes.push_back(fmt::format("seed {}", settings.seed));
    report.file.notes.push_back(
        fmt::format("mean-score-per-player {:.1f}", report.mean_game_score));
    return report;
}

}  // namespace letterzak::ai
