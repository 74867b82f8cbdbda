#include "tournament/pairing_swiss.hpp"

#include <algorithm>
#include <cassert>

#include "tournament/matching.hpp"

namespace letterzak::tournament {
namespace {

std::size_t at(int v) {
    return static_cast<std::size_t>(v);
}

int count_active(const std::vector<bool>& active) {
    return static_cast<int>(std::count(active.begin(), active.end(), true));
}

// Frees v and its partner in a matching.
void unmatch(std::vector<int>& mate, int v) {
    const int m = mate[at(v)];
    if (m != kUnmatched) mate[at(m)] = kUnmatched;
    mate[at(v)] = kUnmatched;
}

// The least number of rematches that pairing the active players needs: every pair the maximum
// matching of not-yet-met pairs leaves out must be a rematch, and any such pairs can be added.
int rematches_needed(const std::vector<bool>& active, const std::vector<int>& maximum_mate) {
    return count_active(active) / 2 - matched_pairs(maximum_mate);
}

// The opponents the top remaining player p would like, best first. Its bracket is its score
// group (or, when p is alone there — a floater — p together with the next group); the ideal
// opponent is the first of the bracket's bottom half, then further down the bottom half, then
// back up the top half, and after the bracket everyone else in rank order.
std::vector<int> preferred_opponents(int p, const std::vector<SwissPlayer>& ranked,
                                     const std::vector<bool>& active) {
    std::vector<int> rest;  // active players below p, in rank order
    for (int i = p + 1; i < static_cast<int>(ranked.size()); ++i)
        if (active[at(i)]) rest.push_back(i);
    if (rest.empty()) return rest;
    std::vector<int> bracket{p};
    std::size_t k = 0;
    while (k < rest.size() && ranked[at(rest[k])].wins == ranked[at(p)].wins)
        bracket.push_back(rest[k++]);
    if (bracket.size() == 1) {
        const HalfPoints next_group = ranked[at(rest[0])].wins;
        while (k < rest.size() && ranked[at(rest[k])].wins == next_group)
            bracket.push_back(rest[k++]);
    }
    std::vector<int> order;
    order.reserve(rest.size());
    const std::size_t ideal = bracket.size() / 2;
    for (std::size_t i = ideal; i < bracket.size(); ++i) order.push_back(bracket[i]);
    for (std::size_t i = ideal; i-- > 1;) order.push_back(bracket[i]);
    for (std::size_t i = k; i < rest.size(); ++i) order.push_back(rest[i]);
    return order;
}

}  // namespace

std::vector<std::size_t> bye_preference(const std::vector<SwissPlayer>& ranked,
                                        const History& history) {
    std::vector<std::size_t> order(ranked.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = ranked.size() - 1 - i;  // lowest ranked first
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return history.player(ranked[a].id).byes < history.player(ranked[b].id).byes;
    });
    return order;
}

SwissPairing pair_swiss(const std::vector<SwissPlayer>& ranked, const History& history) {
    SwissPairing out;
    const int n = static_cast<int>(ranked.size());
    if (n == 0) return out;
    // Vertices 0..n-1 are the players in rank order; vertex n stands for the bye and may meet
    // anyone, which makes "the fewest rematches with some bye" one matching question.
    const int bye_vertex = n;
    MatchingGraph allowed(n + 1);
    for (int a = 0; a < n; ++a) {
        allowed.add_edge(a, bye_vertex);
        for (int b = a + 1; b < n; ++b)
            if (history.times_met(ranked[at(a)].id, ranked[at(b)].id) == 0) allowed.add_edge(a, b);
    }
    std::vector<bool> active(at(n) + 1, true);
    active[at(bye_vertex)] = n % 2 == 1;
    std::vector<int> mate(at(n) + 1, kUnmatched);
    maximize_matching(allowed, active, mate);
    int budget = rematches_needed(active, mate);

    if (n % 2 == 1) {
        // The bye goes to the first player in rotation order whose absence still allows a
        // pairing with no more rematches than the best possible: rematches weigh more than the
        // bye rotation.
        for (std::size_t b : bye_preference(ranked, history)) {
            std::vector<bool> trial_active = active;
            trial_active[b] = false;
            trial_active[at(bye_vertex)] = false;
            std::vector<int> trial = mate;
            unmatch(trial, static_cast<int>(b));
            unmatch(trial, bye_vertex);
            maximize_matching(allowed, trial_active, trial);
            if (rematches_needed(trial_active, trial) <= budget) {
                out.bye = ranked[b].id;
                active = std::move(trial_active);
                mate = std::move(trial);
                break;
            }
        }
        assert(out.bye.has_value());
    }

    for (int p = 0; p < n; ++p) {
        if (!active[at(p)]) continue;
        const std::vector<int> prefs = preferred_opponents(p, ranked, active);
        bool paired = false;
        // First pass: opponents not met before; second: rematches, only if the budget needs them.
        for (int pass = 0; pass < 2 && !paired; ++pass) {
            for (int q : prefs) {
                const bool rematch = !allowed.has_edge(p, q);
                if (rematch != (pass == 1)) continue;
                if (rematch && budget == 0) continue;
                std::vector<bool> trial_active = active;
                trial_active[at(p)] = false;
                trial_active[at(q)] = false;
                std::vector<int> trial = mate;
                unmatch(trial, p);
                unmatch(trial, q);
                maximize_matching(allowed, trial_active, trial);
                if (rematches_needed(trial_active, trial) > budget - (rematch ? 1 : 0)) continue;
                out.games.emplace_back(ranked[at(p)].id, ranked[at(q)].id);
                if (rematch) {
                    --budget;
                    ++out.rematches;
                }
                active = std::move(trial_active);
                mate = std::move(trial);
                paired = true;
                break;
            }
        }
        assert(paired);
    }
    return out;
}

SwissPairing pair_king_of_the_hill(const std::vector<SwissPlayer>& ranked, const History& history) {
    SwissPairing out;
    std::vector<bool> taken(ranked.size(), false);
    if (ranked.size() % 2 == 1) {
        const std::size_t b = bye_preference(ranked, history).front();
        out.bye = ranked[b].id;
        taken[b] = true;
    }
    std::optional<std::size_t> waiting;
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        if (taken[i]) continue;
        if (!waiting) {
            waiting = i;
            continue;
        }
        out.games.emplace_back(ranked[*waiting].id, ranked[i].id);
        if (history.times_met(ranked[*waiting].id, ranked[i].id) > 0) ++out.rematches;
        waiting.reset();
    }
    return out;
}

}  // namespace letterzak::tournament
