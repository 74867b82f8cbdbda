#pragma once
// Small builders for tournament tests: a tournament with named players, and rounds written out
// by hand so that standings can be checked against numbers worked out on paper.

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "tournament/standings.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament::testing {

inline Tournament make_test_tournament(Settings s, int players) {
    auto t = make_tournament("Test", s);
    EXPECT_TRUE(t.has_value());
    for (int i = 1; i <= players; ++i) {
        // A, B, C … as in the hand-worked examples; P27, P28 … beyond the alphabet.
        auto id = add_player(
            *t, i <= 26 ? std::string(1, static_cast<char>('A' + i - 1)) : "P" + std::to_string(i));
        EXPECT_TRUE(id.has_value());
    }
    for (const Player& p : t->players) t->seeding.push_back(p.id);
    return std::move(*t);
}

inline Pairing game(PlayerId first, PlayerId second, int score1, int score2) {
    GameResult r;
    r.scores = {score1, score2};
    return Pairing{first, second, r};
}

inline Pairing bye(PlayerId p) {
    return Pairing{p, kNoPlayer, std::nullopt};
}

inline void add_round(Tournament& t, std::vector<Pairing> pairings) {
    Round r;
    r.number = static_cast<int>(t.rounds.size()) + 1;
    r.pairings = std::move(pairings);
    t.rounds.push_back(std::move(r));
}

// The standings row of player `p` (the test fails with an exception if there is none).
inline const StandingRow& row_of(const Standings& s, PlayerId p) {
    for (const StandingRow& r : s.rows)
        if (r.player == p) return r;
    throw std::runtime_error("no such row");
}

inline GameReport report(PlayerId a, int score_a, PlayerId b, int score_b) {
    GameReport g;
    g.players[0].player = a;
    g.players[0].score = score_a;
    g.players[1].player = b;
    g.players[1].score = score_b;
    return g;
}

}  // namespace letterzak::tournament::testing
