#pragma once
// Whole-file reads and atomic writes, with errors as Results.
//
// Lexicon files are read in one go (a compiled lexicon is a few megabytes and is parsed at
// once), and written through a temporary file renamed into place, so that a reader never sees
// a half-written cache, even when two processes build the same cache at the same time.

#include <cstddef>
#include <filesystem>
#include <span>
#include <string>

#include "core/result.hpp"

namespace letterzak::lexicon {

// The whole file. Errors: lexicon_not_found (missing, or not a regular file),
// lexicon_read_failed.
Result<std::string> read_whole_file(const std::filesystem::path& path);

// Writes data to path atomically: a temporary file in the same directory, flushed, then renamed
// over path. Error: lexicon_write_failed.
Result<void> write_file_atomically(const std::filesystem::path& path,
                                   std::span<const std::byte> data);

}  // namespace letterzak::lexicon
