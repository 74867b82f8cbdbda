#pragma once
// What the pairing systems need to remember from earlier rounds: who met whom, who had byes, and
// how often each player started, so that new pairings avoid rematches and balance the starts.

#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "tournament/tournament.hpp"

namespace letterzak::tournament {

struct PlayerHistory {
    int byes = 0;
    int starts = 0;                    // games in which the player moved first
    int seconds = 0;                   // games in which the opponent did
    std::optional<bool> started_last;  // in the player's most recent game over the board
};

class History {
  public:
    History() = default;
    // Built from rounds 1..up_to_round (all rounds when omitted). Every pairing counts as a
    // meeting, forfeits too: the two were seated together and should not be again.
    static History of(const Tournament& t, std::optional<int> up_to_round = std::nullopt);

    int times_met(PlayerId a, PlayerId b) const;
    // Records a meeting; tests build histories by hand with it.
    void add_meeting(PlayerId a, PlayerId b);
    void add_bye(PlayerId p);
    void add_start(PlayerId starter, PlayerId second);
    const PlayerHistory& player(PlayerId p) const;

  private:
    PlayerHistory& entry(PlayerId p);
    std::map<std::pair<PlayerId, PlayerId>, int> met_;
    std::vector<PlayerHistory> players_;  // index = id
};

}  // namespace letterzak::tournament
