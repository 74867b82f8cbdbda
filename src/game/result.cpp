#include "game/result.hpp"

#include <algorithm>
#include <cassert>

#include "core/score.hpp"

namespace letterzak::game {

std::string_view end_reason_name(EndReason reason) {
    switch (reason) {
        case EndReason::kNone:
            return "none";
        case EndReason::kWentOut:
            return "went_out";
        case EndReason::kPassRun:
            return "pass_run";
        case EndReason::kFlag:
            return "flag";
        case EndReason::kTotalTime:
            return "total_time";
        case EndReason::kResigned:
            return "resigned";
    }
    return "?";
}

std::string_view outcome_name(Outcome outcome) {
    switch (outcome) {
        case Outcome::kWin:
            return "win";
        case Outcome::kDraw:
            return "draw";
        case Outcome::kLoss:
            return "loss";
    }
    return "?";
}

std::vector<EndRackEntry> end_rack_entries(const core::RuleSet& rules, EndReason reason, int out,
                                           std::span<const core::Rack> racks) {
    std::vector<EndRackEntry> entries;
    for_each_end_rack_entry(rules, reason, out, racks,
                            [&](const EndRackEntry& e) { entries.push_back(e); });
    return entries;
}

GameResult compute_result(const ResultInput& in) {
    assert(in.rules != nullptr);
    const int n = static_cast<int>(in.play_scores.size());
    GameResult r;
    r.reason = in.reason;
    r.decided_by = in.decided_by;
    r.seats.resize(static_cast<std::size_t>(n));
    const std::vector<EndRackEntry> entries =
        end_rack_entries(*in.rules, in.reason, in.decided_by, in.racks);
    for (int s = 0; s < n; ++s) {
        SeatResult& sr = r.seats[static_cast<std::size_t>(s)];
        const auto i = static_cast<std::size_t>(s);
        sr.play_score = in.play_scores[i];
        sr.jury = i < in.jury.size() ? in.jury[i] : 0;
        sr.overtime = i < in.overtime.size() ? -in.overtime[i] : 0;
        for (const EndRackEntry& e : entries)
            if (e.seat == s) sr.end_racks += e.points;
        sr.raw_final = sr.play_score + sr.end_racks + sr.overtime;
        sr.final_score = sr.raw_final + sr.jury;
    }
    if (in.reason == EndReason::kResigned && in.decided_by >= 0) {
        r.seats[static_cast<std::size_t>(in.decided_by)].forfeited = true;
    }
    if (in.reason == EndReason::kFlag && in.decided_by >= 0 && in.forfeit_on_flag) {
        r.seats[static_cast<std::size_t>(in.decided_by)].forfeited = true;
    }
    for (int s = 0; s < n; ++s) {
        int best_other = 0;
        bool any = false;
        for (int o = 0; o < n; ++o) {
            if (o == s) continue;
            best_other =
                any ? std::max(best_other, r.seats[static_cast<std::size_t>(o)].final_score)
                    : r.seats[static_cast<std::size_t>(o)].final_score;
            any = true;
        }
        r.seats[static_cast<std::size_t>(s)].spread =
            r.seats[static_cast<std::size_t>(s)].final_score - best_other;
    }
    if (in.reason == EndReason::kNone || n < 2) return r;

    // Pairwise: 1 for beating an opponent, ½ for a draw; averaged over the opponents.
    std::vector<int> wins(static_cast<std::size_t>(n), 0), draws(static_cast<std::size_t>(n), 0);
    const bool knockout_rule = in.knockout && in.rules->knockout_tie_to_second && n == 2;
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            const SeatResult& ra = r.seats[static_cast<std::size_t>(a)];
            const SeatResult& rb = r.seats[static_cast<std::size_t>(b)];
            int winner = -1;
            if (ra.forfeited != rb.forfeited) {
                winner = ra.forfeited ? b : a;
            } else if (ra.final_score != rb.final_score) {
                winner = ra.final_score > rb.final_score ? a : b;
            } else if (knockout_rule) {
                winner = in.starter == a ? b : a;  // IV-4: the player who did not start
                r.knockout_tiebreak = true;
            }
            if (winner < 0) {
                ++draws[static_cast<std::size_t>(a)];
                ++draws[static_cast<std::size_t>(b)];
            } else {
                ++wins[static_cast<std::size_t>(winner)];
            }
        }
    }
    double top = -1;
    for (int s = 0; s < n; ++s) {
        SeatResult& sr = r.seats[static_cast<std::size_t>(s)];
        sr.match_points =
            (wins[static_cast<std::size_t>(s)] + 0.5 * draws[static_cast<std::size_t>(s)]) /
            (n - 1);
        top = std::max(top, sr.match_points);
        if (wins[static_cast<std::size_t>(s)] == n - 1) r.winner = s;
    }
    for (int s = 0; s < n; ++s) {
        SeatResult& sr = r.seats[static_cast<std::size_t>(s)];
        if (r.winner)
            sr.outcome = *r.winner == s ? Outcome::kWin : Outcome::kLoss;
        else
            sr.outcome = sr.match_points == top ? Outcome::kDraw : Outcome::kLoss;
    }
    return r;
}

}  // namespace letterzak::game
