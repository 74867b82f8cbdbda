#pragma once
// Saving a terminal game as GCG and loading it again to play on.
//
// A GCG record names every move but not the order of the bag, so a record alone cannot be
// played on: the tiles each player would draw next are unknown. A game saved here therefore
// carries one more pragma, which other programs keep and ignore:
//
//   #letterzak-play seed=42 starter=1 human=0 level=static clock=25 practice=0
//
// Loading reads the record through the referee (formats/gcg_replay), checks its arithmetic, and
// plays its events again on a fresh game with that seed: the same draw for the first player,
// the same tiles drawn, the same state, and from there the game goes on. A record from another
// program is refused with the reason, and the current game is left as it was. The clocks start
// afresh after a load (GCG keeps no clock times).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "core/rules.hpp"
#include "game/game.hpp"
#include "game/word_judge.hpp"
#include "tui/catalogue.hpp"

namespace letterzak::tui {

// What a saved terminal game needs beyond the record.
struct PlayMeta {
    std::uint64_t seed = 0;
    int human = 0;      // the seat typed at the keyboard
    std::string level;  // the computer's level
    std::optional<int> clock_minutes;
    bool practice = false;
};

// The record of the game, with the letterzak-play pragma.
std::string saved_game_text(const game::Game& game, const PlayMeta& meta,
                            const std::string& lexicon_name);

struct LoadedGame {
    game::Game game;
    PlayMeta meta;
    const core::RuleSet* rules = nullptr;  // the record's rule set (static storage)
};

// The rule set a record names (#rules; tournament when it names none), or nullptr.
const core::RuleSet* record_rules(std::string_view text);

// Reads a saved game. `path` only names the file in messages; `services` are the new game's.
Result<LoadedGame, Message> load_game_text(std::string_view text, const std::string& path,
                                           game::Services services);

}  // namespace letterzak::tui
