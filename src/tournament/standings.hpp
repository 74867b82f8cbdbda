#pragma once
// Standings, ranked the Dutch way (SPEC §6, Reglement I-2):
//   wedstrijdscrabble: games won (a draw ½), then spread (puntensaldo);
//                      with the Swiss system: games won, then weerstandspunten, then spread;
//   puntenscrabble:    total points scored (then games won, then spread to order equal totals);
//   knock-out:         rounds survived first, then as above.
// Every key used for ranking is a column, so a player can see why they are where they are.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tournament/half_points.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

enum class RankKey : std::uint8_t {
    kKnockOut,        // knock-out rounds won (byes included)
    kPoints,          // total points scored
    kWins,            // games won in half points (byes and forfeits by their settings)
    kResistance,      // weerstandspunten
    kOpponentSpread,  // the opponents' summed spread (a weerstandspunten variant)
    kSpread,          // puntensaldo
};

std::string_view rank_key_name(RankKey k);  // "wins", "weerstandspunten", …

struct StandingRow {
    int rank = 0;  // players equal on every key share a rank
    PlayerId player = kNoPlayer;
    std::string name;
    bool withdrawn = false;
    int games = 0;  // games with a result, forfeits included, byes not
    int won = 0;
    int drawn = 0;
    int lost = 0;
    int byes = 0;
    HalfPoints wins = 0;  // byes and forfeits included
    int spread = 0;
    int points = 0;
    HalfPoints resistance = 0;
    int opponent_spread = 0;
    int knockout_rounds_won = 0;
    std::optional<int> knocked_out_in;  // the round a knock-out player lost
    // The player's games by how they ended (ResultKind as index): the standings show the
    // unusual ones (a no-show, a resignation, an adjourned game) beside the numbers.
    std::array<int, kResultKindCount> by_kind{};
    // The director's sanctions (V-1, III-10): penalties are already off points and spread.
    int warnings = 0;
    int penalty = 0;  // points taken off
    bool disqualified = false;
};

// "1 no-show, 1 adjourned, 1 warning, penalty 20, disqualified": the row's games of every kind
// but "played", in the kinds' order, then its sanctions; "" when there is nothing to note.
std::string standing_note(const StandingRow& row, bool dutch = false);

struct Standings {
    int after_round = 0;
    bool complete = true;           // every game of rounds 1..after_round has its result
    std::vector<RankKey> keys;      // the ranking keys, most significant first
    std::vector<StandingRow> rows;  // best first
};

// The ranking keys the settings call for, most significant first.
std::vector<RankKey> ranking_keys(const Settings& s);

// Standings over rounds 1..after_round (all rounds paired so far when omitted). Games still
// waiting for a result count for nothing yet. Rows equal on every key keep seeding order.
Standings compute_standings(const Tournament& t, std::optional<int> after_round = std::nullopt);

// The value of one key for a row (for comparisons and generic table columns).
int key_value(const StandingRow& row, RankKey key);

}  // namespace letterzak::tournament
