#pragma once
// The prize list of a tournament (issue 21 item 5), computed from its state and, for the best
// bingo, the plays of its games on the server. Pure: the caller reads the games.
//
// The rules (settings.hpp, PrizeSettings, says what each category is):
//  - Only players still in the tournament are eligible: a withdrawn or disqualified player wins
//    nothing, and the places move up to the next eligible players.
//  - Overall places follow the standings (compute_standings, every ranking key and tiebreak).
//    Players equal on every key share their place: with 3 prizes and two players equal third,
//    both are third ("gedeeld"), and the prize list shows both. A player's place counts the
//    eligible players ranked strictly above.
//  - A class's places are the overall order within the class, counted the same way. Prizes do
//    not exclude each other: the overall winner may also head a class (the list shows both).
//  - Game prizes count games played over the board with a final result (not forfeits, not an
//    adjourned game); the jury's scores count where the jury corrected a score. Best game: the
//    highest combined score of both players; each eligible player of that game wins it. Highest
//    score: one player's score in one game. Best bingo: the highest-scoring play that used a
//    whole rack, not withdrawn, in the games played on the server (typed results have only
//    scores: no bingo is known from them, and the list says how many games it could read).
//    A tie is shared by everyone equal.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tournament/tournament.hpp"

namespace letterzak::tournament {

// A play that used a whole rack, from a game's record.
struct BingoPlay {
    int round = 0;
    PlayerId player = kNoPlayer;
    PlayerId opponent = kNoPlayer;
    std::string word;  // as notation writes it ("STINkER")
    int score = 0;     // the play's score, bonus included
};

// What the games on the server add: their bingos, and how many games they cover.
struct GameEvidence {
    std::vector<BingoPlay> bingos;
    int games_read = 0;  // games whose moves were read (the bingo prize covers only these)
};

enum class PrizeCategory : std::uint8_t { kOverall, kClass, kBestGame, kHighestScore, kBestBingo };

std::string_view prize_category_name(PrizeCategory c);  // "overall", "class", "best_game", …
std::string_view prize_category_label(PrizeCategory c, bool dutch);

struct Award {
    PrizeCategory category = PrizeCategory::kOverall;
    std::string class_name;  // kClass
    int place = 1;           // 1-based; equal players share it
    bool shared = false;     // others have the same place in the same category (and class)
    PlayerId player = kNoPlayer;
    // The game prizes: the game or play it was won with.
    int value = 0;  // combined score, score or the bingo's score (0 for places)
    int round = 0;
    PlayerId opponent = kNoPlayer;
    std::string word;  // kBestBingo

    bool operator==(const Award&) const = default;
};

struct PrizeList {
    // In the order of the settings: overall places, each class, best game, highest score,
    // best bingo; within a category by place, then by player id.
    std::vector<Award> awards;
    bool final = false;        // every planned round is played: the list will not change
    int games_over_board = 0;  // games the game prizes could look at
    int games_with_moves = 0;  // of those, games whose moves are known (best bingo)
    std::vector<std::string> empty_classes;  // classes with no eligible player
};

// The rating class of a player, or nullopt (unrated without a catch-all class, or no classes).
std::optional<std::size_t> rating_class_of(const PrizeSettings& p, std::optional<int> rating);

// The prize list as the settings ask for it, over the tournament so far.
PrizeList compute_prizes(const Tournament& t, const GameEvidence& games = {});

}  // namespace letterzak::tournament
