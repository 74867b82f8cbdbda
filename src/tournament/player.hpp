#pragma once
// A registered player. Ids are handed out 1, 2, 3… in registration order and never reused, so a
// result typed in from a score sheet, a game on the server and a standings row all name the same
// person the same way, also after a withdrawal.

#include <optional>
#include <string>

namespace letterzak::tournament {

using PlayerId = int;

// "Nobody": the empty seat of a bye, or an empty knock-out slot.
inline constexpr PlayerId kNoPlayer = 0;

struct Player {
    PlayerId id = kNoPlayer;
    std::string name;
    std::optional<int> rating;  // seeds the first round; unrated players come after rated ones
    bool withdrawn = false;     // not paired any more; past results stand
};

}  // namespace letterzak::tournament
