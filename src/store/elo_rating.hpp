#pragma once
// Club ratings: Elo, one rating per account and rule-set family. Why Elo and not Glicko-2: a
// club's members play a few games a week, ratings are read by people who know Elo from chess
// and the KNSB/NSB lists, and an Elo update is one line a player can check by hand; Glicko-2's
// extra state (deviation, volatility, rating periods) buys little for a club ladder and makes
// a result impossible to check at the table.
//
// The numbers (README "Club ratings"): everyone starts at 1500; K is 32 for an account's first
// 10 rated games in a family (a new player finds their level quickly), then 20. The same K for
// every family: a Scrabble game swings as much under box rules as under tournament rules.
// Expected score E = 1 / (1 + 10^((Rb - Ra) / 400)); a win scores 1, a draw ½, a loss 0; the
// new rating is R + K (S - E), kept unrounded (shown rounded).

#include <string>
#include <string_view>

namespace letterzak::store {

inline constexpr double kInitialRating = 1500.0;
inline constexpr int kProvisionalGames = 10;
inline constexpr double kProvisionalK = 32.0;
inline constexpr double kEstablishedK = 20.0;

// The family whose rating a game under `rules_name` moves: box-ij plays as box; every other
// rule set is its own family ("tournament", "box", "woordspel", "english").
std::string rating_family(std::string_view rules_name);

struct EloStanding {
    double rating = kInitialRating;
    int games = 0;  // rated games played in the family before this one
};

// K for a player with `games` rated games behind them.
double k_factor(int games);
// The expected score of a player rated `own` against one rated `other`.
double expected_score(double own, double other);
// `own`'s rating after scoring `points` (1, 0.5, 0) against `other`.
double rating_after(const EloStanding& own, const EloStanding& other, double points);

}  // namespace letterzak::store
