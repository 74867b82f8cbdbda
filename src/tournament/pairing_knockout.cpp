#include "tournament/pairing_knockout.hpp"

#include <cassert>

namespace letterzak::tournament {
namespace {

int bracket_size(int field) {
    int size = 1;
    while (size < field) size *= 2;
    return size;
}

Pairing slot(std::optional<PlayerId> a, std::optional<PlayerId> b) {
    Pairing p;
    if (a && b) {
        p.first = *a;
        p.second = *b;
    } else if (a || b) {
        p.first = a ? *a : *b;  // a bye: straight through
    }
    return p;
}

}  // namespace

int knockout_rounds(int field) {
    int rounds = 0;
    for (int size = 1; size < field; size *= 2) ++rounds;
    return rounds;
}

std::vector<int> bracket_order(int size) {
    assert(size >= 1 && (size & (size - 1)) == 0);
    std::vector<int> order{1};
    // Doubling: every seed s in the bracket of m gets its partner 2m + 1 - s beside it, so each
    // first-round pair's seeds add up to size + 1 and the halves stay balanced at every level.
    for (int m = 1; m < size; m *= 2) {
        std::vector<int> next;
        next.reserve(order.size() * 2);
        for (int s : order) {
            next.push_back(s);
            next.push_back(2 * m + 1 - s);
        }
        order = std::move(next);
    }
    return order;
}

std::vector<Pairing> knockout_first_round(const std::vector<PlayerId>& seeding) {
    const int n = static_cast<int>(seeding.size());
    const std::vector<int> order = bracket_order(bracket_size(n));
    const auto seed = [&](int s) -> std::optional<PlayerId> {
        if (s > n) return std::nullopt;
        return seeding[static_cast<std::size_t>(s - 1)];
    };
    std::vector<Pairing> round;
    for (std::size_t i = 0; i + 1 < order.size(); i += 2)
        round.push_back(slot(seed(order[i]), seed(order[i + 1])));
    if (n == 1) round.push_back(slot(seed(1), std::nullopt));
    return round;
}

std::vector<std::optional<PlayerId>> knockout_advancers(const Tournament& t, const Round& round) {
    std::vector<std::optional<PlayerId>> out;
    out.reserve(round.pairings.size());
    for (const Pairing& p : round.pairings) {
        std::optional<PlayerId> winner;
        if (p.is_bye()) {
            winner = p.first;
        } else if (p.is_game() && p.result) {
            if (const auto seat = winning_seat(*p.result, t.settings))
                winner = *seat == kFirstSeat ? p.first : p.second;
        }
        if (winner) {
            const Player* player = find_player(t, *winner);
            if (player == nullptr || player->withdrawn) winner.reset();
        }
        out.push_back(winner);
    }
    return out;
}

std::vector<Pairing> knockout_next_round(const Tournament& t, const Round& previous) {
    const std::vector<std::optional<PlayerId>> winners = knockout_advancers(t, previous);
    std::vector<Pairing> round;
    for (std::size_t i = 0; i + 1 < winners.size(); i += 2)
        round.push_back(slot(winners[i], winners[i + 1]));
    return round;
}

}  // namespace letterzak::tournament
