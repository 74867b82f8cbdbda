#pragma once
// Saving a terminal game as GCG and loading it again to play on.
//
// A GCG record names every move but not the order of the bag, so a record alone cannot be
// played on: the tiles each player would draw next are unknown. And a record with every rack
// shows the computer's rack. So the file holds the record as the player saw it (the
// computer's racks left out while the game runs: formats::gcg_record_for_seat), and one more
// pragma, which other programs keep and ignore:
//
//   #letterzak-play human=0 level=static clock=25 overtime=penalty overtime_rate=15
//                   overtime_limit=2 total_time=90 blank_swap=is_turn play_on=1 veto=1
//                   challenge_penalty=5 practice=0 sealed=v1.<base64>
//
// The settings (clock, overtime, total time, house rules, failed-challenge penalty; named as
// `letterzak play`'s options) are the game's own, in clear: nothing hidden. They are read
// back into the one settings model the options and the API use (game::ClockChoice,
// core::HouseRules) and checked as a new game's are; a setting missing from the file (one
// written by an earlier version) is its default, a damaged one refuses the file.
//
// The sealed part (sealed_text.hpp, with the user's save key kept outside the file,
// save_key.hpp) holds "seed=42 starter=1" and the whole record. Loading opens it, reads the
// whole record through the referee (formats/gcg_replay), checks its arithmetic, and plays its
// events again on a fresh game with that seed: the same draw for the first player, the same
// tiles drawn, the same state, and from there the game goes on. Files of earlier versions,
// with "seed=… starter=…" in clear and every rack, still load. A record from another program,
// or one sealed with another key, is refused with the reason, and the current game is left as
// it was. The clocks start afresh after a load with the settings saved (GCG keeps no clock
// times, so time used and extra time given before the save are not carried over).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/house_rules.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"
#include "game/clock_choice.hpp"
#include "game/game.hpp"
#include "game/word_judge.hpp"
#include "tui/catalogue.hpp"
#include "tui/save_key.hpp"

namespace letterzak::tui {

// What a saved terminal game needs beyond the record.
struct PlayMeta {
    std::uint64_t seed = 0;
    int human = 0;      // the seat typed at the keyboard
    std::string level;  // the computer's level
    bool practice = false;
    // The game's settings as a loaded file names them (saving reads them from the game).
    game::ClockChoice clock;
    core::HouseRules house;
};

// The record of the game as the player at meta.human may read it, with the letterzak-play
// pragma and the hidden part sealed with `key`. Errors: seal_failed.
Result<std::string> saved_game_text(const game::Game& game, const PlayMeta& meta,
                                    const std::string& lexicon_name, const SaveKey& key);

struct LoadedGame {
    game::Game game;
    PlayMeta meta;
    const core::RuleSet* rules = nullptr;  // the record's rule set (static storage)
};

// The rule set a record names (#rules; tournament when it names none), or nullptr.
const core::RuleSet* record_rules(std::string_view text);

// Reads a saved game. `path` only names the file in messages; `services` are the new game's;
// `key` opens the sealed part (null: no key on this machine, and a sealed file is refused).
Result<LoadedGame, Message> load_game_text(std::string_view text, const std::string& path,
                                           game::Services services, const SaveKey* key);

}  // namespace letterzak::tui
