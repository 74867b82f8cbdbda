#pragma once
// Where compiled copies of plain word lists are kept.
//
// Compiling the full Dutch list takes about a second; loading the compiled copy takes
// milliseconds. A cache file's name is a hash of everything that decides its contents (the
// source's absolute path, size and modification time, the word reading, the format version),
// so a changed source or a new program version simply misses the old file; the header repeats
// size, time and reading so a hash collision cannot hand back the wrong lexicon.

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "core/alphabet.hpp"
#include "core/result.hpp"
#include "lexicon/compiled_format.hpp"
#include "lexicon/normalise.hpp"

namespace letterzak::lexicon {

// The size and modification time of a file. Error: lexicon_not_found.
Result<SourceStamp> stamp_of(const std::filesystem::path& path);

// The one directory caches are read from and written to: $LETTERZAK_CACHE_DIR, else
// $XDG_CACHE_HOME/letterzak, else $HOME/.cache/letterzak; none when all three are unset.
// Never the word list's own directory: that may be a system folder (Debian's list lives in
// /usr/share/dict) or someone else's, and a program run as root must not write there.
std::optional<std::filesystem::path> cache_directory();

// The cache file name (no directory) for source, e.g. "dutch-plain-<path hash>-<key hash>.lzk".
// source should be absolute, so that one list reached by two relative paths shares a cache.
// `places_key` names the list of place names added (its path and stamp), empty for none.
std::filesystem::path cache_file_name(const std::filesystem::path& source, SourceStamp stamp,
                                      const ListRules& rules, std::string_view places_key = {});

// Removes older caches of the same source and reading from directory (same name up to the key
// hash), keeping keep. Best effort: failures are ignored, a stale cache is only wasted space.
void remove_stale_caches(const std::filesystem::path& directory, const std::filesystem::path& keep);

}  // namespace letterzak::lexicon
