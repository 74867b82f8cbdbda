#include "tournament/prizes.hpp"

#include <algorithm>
#include <tuple>

#include "tournament/pairing.hpp"
#include "tournament/standings.hpp"

namespace letterzak::tournament {
namespace {

bool eligible(const Tournament& t, PlayerId id) {
    const Player* p = find_player(t, id);
    return p != nullptr && !p->withdrawn && !disqualified(t, id);
}

// Places by standings rank among the rows given (best first, eligible only): a row's place is
// one more than the number of rows ranked strictly above it, so equal rows share it.
void award_places(const std::vector<const StandingRow*>& rows, int places, PrizeCategory category,
                  const std::string& class_name, std::vector<Award>& out) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        int above = 0;
        for (std::size_t j = 0; j < i; ++j)
            if (rows[j]->rank < rows[i]->rank) ++above;
        const int place = above + 1;
        if (place > places) break;
        Award a;
        a.category = category;
        a.class_name = class_name;
        a.place = place;
        a.player = rows[i]->player;
        out.push_back(std::move(a));
    }
}

// The candidates with the highest value win, all of them on a tie.
void award_best(std::vector<Award> candidates, std::vector<Award>& out) {
    if (candidates.empty()) return;
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Award& x, const Award& y) { return x.round < y.round; });
    int best = candidates.front().value;
    for (const Award& a : candidates) best = std::max(best, a.value);
    std::vector<Award> winners;
    for (Award& a : candidates) {
        // A player equal to themselves (two bingos of the same score) wins once, the first time.
        const bool again = std::any_of(winners.begin(), winners.end(),
                                       [&](const Award& w) { return w.player == a.player; });
        if (a.value == best && !again) winners.push_back(std::move(a));
    }
    std::sort(winners.begin(), winners.end(),
              [](const Award& x, const Award& y) { return x.player < y.player; });
    for (Award& a : winners) out.push_back(std::move(a));
}

Award game_award(PrizeCategory category, PlayerId player, PlayerId opponent, int round, int value) {
    Award a;
    a.category = category;
    a.player = player;
    a.opponent = opponent;
    a.round = round;
    a.value = value;
    return a;
}

void mark_shared(std::vector<Award>& awards) {
    for (Award& a : awards)
        a.shared = std::count_if(awards.begin(), awards.end(), [&](const Award& b) {
                       return b.category == a.category && b.class_name == a.class_name &&
                              b.place == a.place;
                   }) > 1;
}

}  // namespace

std::string_view prize_category_name(PrizeCategory c) {
    switch (c) {
        case PrizeCategory::kOverall:
            return "overall";
        case PrizeCategory::kClass:
            return "class";
        case PrizeCategory::kBestGame:
            return "best_game";
        case PrizeCategory::kHighestScore:
            return "highest_score";
        case PrizeCategory::kBestBingo:
            return "best_bingo";
    }
    return "overall";
}

std::string_view prize_category_label(PrizeCategory c, bool dutch) {
    switch (c) {
        case PrizeCategory::kOverall:
            return dutch ? "Eindklassement" : "Overall";
        case PrizeCategory::kClass:
            return dutch ? "Ratingklasse" : "Rating class";
        case PrizeCategory::kBestGame:
            return dutch ? "Beste partij (hoogste gezamenlijke score)"
                         : "Best game (highest combined score)";
        case PrizeCategory::kHighestScore:
            return dutch ? "Hoogste score" : "Highest score";
        case PrizeCategory::kBestBingo:
            return dutch ? "Beste scrabble (alle letters gelegd)" : "Best bingo";
    }
    return "";
}

std::optional<std::size_t> rating_class_of(const PrizeSettings& p, std::optional<int> rating) {
    for (std::size_t i = 0; i < p.classes.size(); ++i) {
        const RatingClass& c = p.classes[i];
        if (!c.min_rating) return i;  // the catch-all, last
        if (rating && *rating >= *c.min_rating) return i;
    }
    return std::nullopt;
}

PrizeList compute_prizes(const Tournament& t, const GameEvidence& games) {
    const PrizeSettings& settings = t.settings.prizes;
    PrizeList list;
    const int played_rounds = current_round(t);
    list.final =
        played_rounds > 0 && played_rounds >= planned_rounds(t) &&
        std::all_of(t.rounds.begin(), t.rounds.end(), [](const Round& r) { return r.complete(); });

    const Standings standings = compute_standings(t);
    std::vector<const StandingRow*> rows;
    for (const StandingRow& row : standings.rows)
        if (eligible(t, row.player)) rows.push_back(&row);

    if (settings.overall_places > 0)
        award_places(rows, settings.overall_places, PrizeCategory::kOverall, "", list.awards);
    for (std::size_t c = 0; c < settings.classes.size(); ++c) {
        std::vector<const StandingRow*> in_class;
        for (const StandingRow* row : rows)
            if (rating_class_of(settings, find_player(t, row->player)->rating) == c)
                in_class.push_back(row);
        if (in_class.empty()) list.empty_classes.push_back(settings.classes[c].name);
        award_places(in_class, settings.classes[c].places, PrizeCategory::kClass,
                     settings.classes[c].name, list.awards);
    }

    std::vector<Award> best_games, high_scores;
    for (const Round& r : t.rounds)
        for (const Pairing& p : r.pairings) {
            if (!p.is_game() || !p.result || !p.result->played() || p.result->adjourned) continue;
            ++list.games_over_board;
            const int a = p.result->final_score(kFirstSeat);
            const int b = p.result->final_score(kSecondSeat);
            for (const auto& [who, other, own] :
                 {std::tuple{p.first, p.second, a}, std::tuple{p.second, p.first, b}}) {
                if (!eligible(t, who)) continue;
                best_games.push_back(
                    game_award(PrizeCategory::kBestGame, who, other, r.number, a + b));
                high_scores.push_back(
                    game_award(PrizeCategory::kHighestScore, who, other, r.number, own));
            }
        }
    list.games_with_moves = std::min(games.games_read, list.games_over_board);
    if (settings.best_game) award_best(std::move(best_games), list.awards);
    if (settings.highest_score) award_best(std::move(high_scores), list.awards);
    if (settings.best_bingo) {
        std::vector<Award> bingos;
        for (const BingoPlay& b : games.bingos) {
            if (!eligible(t, b.player)) continue;
            Award a = game_award(PrizeCategory::kBestBingo, b.player, b.opponent, b.round, b.score);
            a.word = b.word;
            bingos.push_back(std::move(a));
        }
        award_best(std::move(bingos), list.awards);
    }
    mark_shared(list.awards);
    return list;
}

}  // namespace letterzak::tournament
