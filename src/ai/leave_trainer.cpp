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

// The stages of a game the rest-of-game target gives an intercept each: the tiles unseen by
// the mover after the move, in buckets of this many.
constexpr int kStageWidth = 8;
constexpr int kStages = (WinModel::kMaxUnseen + kStageWidth - 1) / kStageWidth;

// Numbers the model's terms for one tile set and rack size: copies, pairs, balances, then the
// intercepts (the value of the empty leave, which is not part of the model): one for the
// next-turn samples, one per stage of the game for the rest-of-game samples (next-turn-to-end
// has both kinds of sample, so both kinds of intercept).
class FeatureMap {
  public:
    FeatureMap(const core::RuleSet& rules, TrainTarget target) {
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
        intercept_ = size_;
        next_turn_intercept_ = target == TrainTarget::kRestOfGame ? -1 : size_++;
        stage_intercepts_ = target == TrainTarget::kNextTurn ? -1 : size_;
        if (stage_intercepts_ >= 0) size_ += kStages;
    }

    int size() const { return size_; }
    // Features from here on are intercepts, which the ridge does not pull towards zero.
    int intercept() const { return intercept_; }

    // The terms a leave switches on (each worth 1), with the intercept of its kind of sample:
    // to the end of the game (that stage's) or to the next turn.
    void features(const core::Rack& leave, int unseen_after, bool to_end,
                  std::vector<int>& out) const {
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
        out.push_back(to_end ? stage_intercepts_ +
                                   std::min(kStages - 1, std::max(0, unseen_after) / kStageWidth)
                             : next_turn_intercept_);
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
    int next_turn_intercept_ = -1;
    int stage_intercepts_ = -1;
};

// Where each sum lives in TrainingSums::values(): the normal equations (XᵀX, upper triangle
// used; Xᵀy), the win data per unseen count, then the totals.
struct SumsLayout {
    explicit SumsLayout(std::size_t features) : n(features) {}
    std::size_t n;
    std::size_t xtx(std::size_t i, std::size_t j) const { return i * n + j; }
    std::size_t xty(std::size_t i) const { return n * n + i; }
    std::size_t win_n(std::size_t u) const { return n * n + n + u; }
    std::size_t win_sum(std::size_t u) const { return win_n(u) + WinModel::kMaxUnseen; }
    std::size_t win_sq(std::size_t u) const { return win_sum(u) + WinModel::kMaxUnseen; }
    std::size_t samples() const { return win_n(0) + 3 * WinModel::kMaxUnseen; }
    std::size_t points() const { return samples() + 1; }
    std::size_t games() const { return samples() + 2; }
    std::size_t size() const { return samples() + 3; }
};

void add_sample(TrainingSums& sums, const std::vector<int>& f, std::int64_t y) {
    const SumsLayout at(sums.features());
    auto& v = sums.values();
    ++v[at.samples()];
    for (std::size_t i = 0; i < f.size(); ++i) {
        const auto a = static_cast<std::size_t>(f[i]);
        v[at.xty(a)] += y;
        for (std::size_t j = 0; j < f.size(); ++j) {
            const auto b = static_cast<std::size_t>(f[j]);
            if (b >= a) v[at.xtx(a, b)] += 1;
        }
    }
}

// What one turn left behind, for the samples made at the end of its game.
struct TurnRecord {
    int seat = 0;
    int score = 0;
    core::Rack leave;
    Equity leave_value = 0;
    bool drew = false;  // tiles were drawn after it: its leave met new tiles
    int unseen = 0;     // before the turn, from the mover's side
    int spread = 0;     // before the turn, from the mover's side
    int tiles_placed = 0;
};

void play_training_game(const core::RuleSet& rules, const lexicon::Kwg& kwg, StaticEvaluator& eval,
                        const FeatureMap& map, const TrainSettings& settings, int game,
                        TrainingSums& sums) {
    const SumsLayout at(sums.features());
    auto& v = sums.values();
    core::Rng rng(derive_seed(settings.seed, static_cast<std::uint64_t>(game), 1));
    core::Rng explore_rng(derive_seed(settings.seed, static_cast<std::uint64_t>(game), 2));
    game::State state = game::new_state(rules, 2, game % 2, rng, &kwg);
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
        rec.tiles_placed = chosen.move.kind == core::MoveKind::kPlace ? chosen.move.tiles_used : 0;
        rec.score = game::apply_move(state, chosen.move, rng);
        turns.push_back(rec);
    }
    std::vector<int> features;
    for (std::size_t t = 0; t < turns.size(); ++t) {
        const TurnRecord& r = turns[t];
        const int final_spread = state.spread(r.seat);
        const auto u = static_cast<std::size_t>(std::min(r.unseen, WinModel::kMaxUnseen - 1));
        const std::int64_t d = final_spread - r.spread;
        ++v[at.win_n(u)];
        v[at.win_sum(u)] += d;
        v[at.win_sq(u)] += d * d;
        if (!r.drew) continue;
        const int unseen_after = r.unseen - r.tiles_placed;
        // Everything the player gains from after this move to the end of the game.
        auto to_end = [&] {
            map.features(r.leave, unseen_after, true, features);
            add_sample(sums, features, (d - r.score) * kEquityScale);
        };
        if (settings.target == TrainTarget::kRestOfGame) {
            to_end();
            continue;
        }
        // The same player's next turn, if it also drew (so its leave is valued by the model).
        const TurnRecord* next = nullptr;
        for (std::size_t k = t + 1; k < turns.size(); ++k)
            if (turns[k].seat == r.seat) {
                next = &turns[k];
                break;
            }
        if (next == nullptr || !next->drew) {
            if (settings.target == TrainTarget::kNextTurnToEnd) to_end();
            continue;
        }
        map.features(r.leave, unseen_after, false, features);
        add_sample(sums, features, std::int64_t{next->score} * kEquityScale + next->leave_value);
    }
    v[at.points()] += state.scores[0] + state.scores[1];
    ++v[at.games()];
}

// Solves (XᵀX + ridge·I) w = Xᵀy by Cholesky; the intercept is not pulled towards zero.
std::vector<double> solve_ridge(const TrainingSums& s, double ridge, int intercept) {
    const std::size_t n = s.features();
    const SumsLayout at(n);
    std::vector<double> a(n * n), b(n);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i; j < n; ++j)
            a[i * n + j] = a[j * n + i] = static_cast<double>(s.values()[at.xtx(i, j)]);
        b[i] = static_cast<double>(s.values()[at.xty(i)]);
        if (static_cast<int>(i) < intercept)
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
WinModel fit_win_model(const TrainingSums& sums) {
    const SumsLayout at(sums.features());
    const auto& s = sums.values();
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
                n += s[at.win_n(i)];
                sum += static_cast<double>(s[at.win_sum(i)]);
                sq += static_cast<double>(s[at.win_sq(i)]);
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

std::string_view target_name(TrainTarget target) {
    switch (target) {
        case TrainTarget::kRestOfGame:
            return "rest-of-game";
        case TrainTarget::kNextTurnToEnd:
            return "next-turn-to-end";
        case TrainTarget::kNextTurn:
            break;
    }
    return "next-turn";
}

Result<TrainTarget> target_by_name(std::string_view name) {
    for (const TrainTarget t :
         {TrainTarget::kNextTurn, TrainTarget::kRestOfGame, TrainTarget::kNextTurnToEnd})
        if (name == target_name(t)) return t;
    return make_error("unknown_target",
                      "unknown training target \"" + std::string(name) +
                          "\" (known: next-turn, rest-of-game, next-turn-to-end)");
}

TrainingSums::TrainingSums(const core::RuleSet& rules, const TrainSettings& settings)
    : features_(static_cast<std::size_t>(FeatureMap(rules, settings.target).size())),
      values_(SumsLayout(features_).size(), 0) {}

void TrainingSums::merge(const TrainingSums& other) {
    for (std::size_t i = 0; i < values_.size(); ++i) values_[i] += other.values_[i];
}

std::int64_t TrainingSums::samples() const {
    return values_[SumsLayout(features_).samples()];
}
int TrainingSums::games() const {
    return static_cast<int>(values_[SumsLayout(features_).games()]);
}
std::int64_t TrainingSums::points() const {
    return values_[SumsLayout(features_).points()];
}

TrainingSums play_training_games(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                                 const LeaveModel& current, const TrainSettings& settings,
                                 TrainingShare share, const std::function<void(int)>& progress) {
    const FeatureMap map(rules, settings.target);
    const auto index = std::make_shared<const movegen::KwgIndex>(kwg);
    const int threads = std::max(1, settings.threads);
    const int count = std::max(1, share.count);
    std::vector<TrainingSums> partial(static_cast<std::size_t>(threads),
                                      TrainingSums(rules, settings));
    // This process's games are share.index, share.index + count, ...: the k-th is taken next.
    std::atomic<int> next{0}, done{0};
    std::mutex progress_mutex;
    auto worker = [&](int t) {
        StaticEvaluator eval(rules, kwg, current, index);
        for (int k = next++;; k = next++) {
            const std::int64_t g = std::int64_t{k} * count + share.index;
            if (g >= settings.games) break;
            play_training_game(rules, kwg, eval, map, settings, static_cast<int>(g),
                               partial[static_cast<std::size_t>(t)]);
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
    TrainingSums total(rules, settings);
    for (const TrainingSums& s : partial) total.merge(s);
    return total;
}

LeaveFile fit_leave_table(const core::RuleSet& rules, const TrainSettings& settings,
                          const TrainingSums& sums) {
    const FeatureMap map(rules, settings.target);
    LeaveFile file;
    file.tile_set = rules.tiles->name;
    file.rack_size = rules.rack_size;
    file.leaves = map.model(solve_ridge(sums, settings.ridge, map.intercept()));
    file.win = fit_win_model(sums);
    return file;
}

TrainReport train_leaves(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                         const LeaveModel& current, const TrainSettings& settings,
                         const std::function<void(int)>& progress) {
    const auto t0 = std::chrono::steady_clock::now();
    const TrainingSums total = play_training_games(rules, kwg, current, settings, {}, progress);
    TrainReport report;
    report.samples = total.samples();
    report.games = total.games();
    report.mean_game_score =
        total.games() > 0 ? static_cast<double>(total.points()) / (2.0 * total.games()) : 0;
    report.file = fit_leave_table(rules, settings, total);
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
