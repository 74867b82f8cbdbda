#pragma once
// A ZIP archive written in memory (PKWARE's APPNOTE, the subset every unzip reads): each entry
// deflated (or stored when deflating does not make it smaller), UTF-8 names (flag bit 11), a
// CRC-32 per entry, and the central directory at the end. No ZIP64: an archive is refused
// past 65,535 entries or 4 GiB, far beyond a tournament's game records.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"

namespace letterzak::formats {

struct ZipEntry {
    std::string name;  // a relative path with '/' separators, UTF-8
    std::string data;
    std::int64_t modified = 0;  // Unix seconds, UTC (before 1980: 1 January 1980)
};

// The archive's bytes. Errors: bad_archive (a name that is empty, absolute, has a "..", a
// backslash or a NUL, a name twice, or too much for a plain ZIP).
Result<std::string> write_zip(const std::vector<ZipEntry>& entries);

}  // namespace letterzak::formats
