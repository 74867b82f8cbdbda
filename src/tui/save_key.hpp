#pragma once
// The key that seals what a saved terminal game holds but its player may not read (the
// computer's racks, the bag's seed: game_file.hpp). It lives outside the save file, in the
// user's configuration directory, readable by that user alone (0600 in a 0700 directory), so
// that opening a save file in an editor shows the game as the player saw it and nothing more.
// It keeps the bag out of sight, not out of reach of someone who goes looking for the key.

#include <array>
#include <filesystem>

#include "core/result.hpp"

namespace letterzak::tui {

struct SaveKey {
    std::array<unsigned char, 32> bytes{};  // AES-256
};

// $XDG_CONFIG_HOME/letterzak/save.key, else $HOME/.config/letterzak/save.key; empty when
// neither variable is set.
std::filesystem::path default_save_key_path();

// Reads the key at `path`. When there is none and `create` is set, makes a random one there
// (the directory 0700, the file 0600, never overwriting one another process just made).
// Errors: no_key (absent and not to be created), bad_key (not a key: wrong size), key_io.
Result<SaveKey> load_save_key(const std::filesystem::path& path, bool create);

}  // namespace letterzak::tui
