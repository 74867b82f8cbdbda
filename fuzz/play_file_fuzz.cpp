// libFuzzer target: a terminal game's save file (`letterzak play`'s bewaar/laad,
// tui/game_file), which a player may edit by hand. Promises checked on every input: no crash,
// no hang, no undefined behaviour; a file that loads is saved again, and that file loads to
// the same position under the same settings (clock, overtime, total time, house rules).

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "tui/game_file.hpp"

using letterzak::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace letterzak;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const tui::SaveKey key{};  // a fixed key: a sealed part the fuzzer made up does not open
    auto loaded = tui::load_game_text(text, "fuzz.gcg", {}, &key);
    if (!loaded) return 0;
    auto saved = tui::saved_game_text(loaded->game, loaded->meta, "fuzz", key);
    check(saved.has_value());
    auto again = tui::load_game_text(*saved, "again.gcg", {}, &key);
    check(again.has_value());
    check(again->game.setup().clock == loaded->game.setup().clock);
    check(core::house_rules_of(again->game.setup().rules) ==
          core::house_rules_of(loaded->game.setup().rules));
    check(again->game.board() == loaded->game.board());
    check(again->game.to_move() == loaded->game.to_move());
    return 0;
}
