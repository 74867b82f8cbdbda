#include "formats/zip_archive.hpp"

#include <fmt/format.h>
#include <zlib.h>

#include <algorithm>
#include <ctime>
#include <limits>
#include <set>

namespace letterzak::formats {
namespace {

constexpr std::uint16_t kUtf8Names = 1U << 11;
constexpr std::uint16_t kStored = 0;
constexpr std::uint16_t kDeflated = 8;
constexpr std::uint16_t kVersionNeeded = 20;               // 2.0: deflate
constexpr std::uint16_t kVersionMadeBy = (3U << 8) | 20U;  // Unix, 2.0
constexpr std::uint32_t kRegularFile = 0100644U << 16;     // -rw-r--r--

void put16(std::string& out, std::uint32_t v) {
    out.push_back(static_cast<char>(v & 0xFFU));
    out.push_back(static_cast<char>((v >> 8) & 0xFFU));
}
void put32(std::string& out, std::uint32_t v) {
    put16(out, v & 0xFFFFU);
    put16(out, v >> 16);
}

// MS-DOS date and time (two-second steps), which is what every ZIP reader shows.
std::pair<std::uint16_t, std::uint16_t> dos_time(std::int64_t unix_seconds) {
    constexpr std::int64_t k1980 = 315532800;
    const std::time_t t = static_cast<std::time_t>(std::max(unix_seconds, k1980));
    std::tm tm{};
    gmtime_r(&t, &tm);
    const auto time =
        static_cast<std::uint16_t>((tm.tm_hour << 11) | (tm.tm_min << 5) | (tm.tm_sec / 2));
    const auto date =
        static_cast<std::uint16_t>(((tm.tm_year - 80) << 9) | ((tm.tm_mon + 1) << 5) | tm.tm_mday);
    return {time, date};
}

// Raw deflate (no zlib header: ZIP has its own). Empty when it would not be smaller.
std::string deflated(std::string_view data) {
    z_stream z{};
    if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    std::string out(deflateBound(&z, static_cast<uLong>(data.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int status = deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    if (status != Z_STREAM_END || out.size() >= data.size()) return {};
    return out;
}

bool safe_name(std::string_view name) {
    if (name.empty() || name.size() > 0xFFFF || name.front() == '/') return false;
    if (name.find('\\') != std::string_view::npos || name.find('\0') != std::string_view::npos)
        return false;
    std::size_t start = 0;
    while (start <= name.size()) {
        const std::size_t end = std::min(name.find('/', start), name.size());
        const std::string_view part = name.substr(start, end - start);
        if (part.empty() || part == "." || part == "..") return false;
        start = end + 1;
    }
    return true;
}

Unexpected<Error> bad(std::string message) {
    return make_error("bad_archive", std::move(message));
}

}  // namespace

Result<std::string> write_zip(const std::vector<ZipEntry>& entries) {
    constexpr std::uint64_t kLimit = std::numeric_limits<std::uint32_t>::max();
    if (entries.size() > 0xFFFF) return bad("more than 65,535 entries");
    std::set<std::string_view> names;
    for (const ZipEntry& e : entries) {
        if (!safe_name(e.name)) return bad(fmt::format("\"{}\" is not a safe entry name", e.name));
        if (!names.insert(e.name).second) return bad(fmt::format("\"{}\" twice", e.name));
        if (e.data.size() >= kLimit) return bad(fmt::format("\"{}\" is too large", e.name));
    }
    std::string out, directory;
    for (const ZipEntry& e : entries) {
        const std::uint64_t offset = out.size();
        if (offset >= kLimit) return bad("the archive is too large");
        const std::string packed = deflated(e.data);
        const bool deflate = !packed.empty();
        const std::string_view body = deflate ? std::string_view(packed) : std::string_view(e.data);
        const auto crc = static_cast<std::uint32_t>(
            crc32(crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef*>(e.data.data()),
                  static_cast<uInt>(e.data.size())));
        const auto [time, date] = dos_time(e.modified);
        const auto method = deflate ? kDeflated : kStored;
        // The fields the local header and the directory share, from "version needed" on.
        std::string common;
        put16(common, kVersionNeeded);
        put16(common, kUtf8Names);
        put16(common, method);
        put16(common, time);
        put16(common, date);
        put32(common, crc);
        put32(common, static_cast<std::uint32_t>(body.size()));
        put32(common, static_cast<std::uint32_t>(e.data.size()));
        put16(common, static_cast<std::uint32_t>(e.name.size()));
        put16(common, 0);  // extra field length

        put32(out, 0x04034b50U);
        out += common;
        out += e.name;
        out += body;

        put32(directory, 0x02014b50U);
        put16(directory, kVersionMadeBy);
        directory += common;
        put16(directory, 0);  // comment length
        put16(directory, 0);  // disk number
        put16(directory, 0);  // internal attributes
        put32(directory, kRegularFile);
        put32(directory, static_cast<std::uint32_t>(offset));
        directory += e.name;
    }
    const std::uint64_t directory_offset = out.size();
    if (directory_offset + directory.size() >= kLimit) return bad("the archive is too large");
    out += directory;
    put32(out, 0x06054b50U);
    put16(out, 0);  // this disk
    put16(out, 0);  // the directory's disk
    put16(out, static_cast<std::uint32_t>(entries.size()));
    put16(out, static_cast<std::uint32_t>(entries.size()));
    put32(out, static_cast<std::uint32_t>(directory.size()));
    put32(out, static_cast<std::uint32_t>(directory_offset));
    put16(out, 0);  // comment length
    return out;
}

}  // namespace letterzak::formats
