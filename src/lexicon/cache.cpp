#include "lexicon/cache.hpp"

#include <fmt/format.h>
#include <fmt/std.h>
#include <sys/stat.h>

#include <cstdlib>
#include <system_error>

#include "lexicon/checksum.hpp"
#include "lexicon/reading.hpp"

namespace letterzak::lexicon {

namespace fs = std::filesystem;

namespace {

std::uint64_t hash_text(std::string_view text) {
    return checksum64(std::as_bytes(std::span<const char>(text.data(), text.size())));
}

// An environment variable, or empty when unset.
std::string env(const char* name) {
    const char* value = std::getenv(name);
    return value == nullptr ? std::string() : std::string(value);
}

// The source's file name reduced to safe characters, so cache names are readable and portable.
std::string safe_stem(const fs::path& source) {
    std::string stem = source.stem().string();
    if (stem.size() > 40) stem.resize(40);
    for (char& c : stem) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                        (c >= '0' && c <= '9') || c == '_' || c == '.';
        if (!ok) c = '_';
    }
    return stem.empty() ? std::string("list") : stem;
}

}  // namespace

Result<SourceStamp> stamp_of(const fs::path& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) {
        return make_error("lexicon_not_found", fmt::format("no such file: {}", path));
    }
    SourceStamp stamp;
    stamp.size = static_cast<std::uint64_t>(info.st_size);
    stamp.mtime_ns = static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1'000'000'000 +
                     static_cast<std::int64_t>(info.st_mtim.tv_nsec);
    return stamp;
}

std::optional<fs::path> cache_directory() {
    if (const std::string dir = env("LETTERZAK_CACHE_DIR"); !dir.empty()) return fs::path(dir);
    if (const std::string xdg = env("XDG_CACHE_HOME"); !xdg.empty())
        return fs::path(xdg) / "letterzak";
    if (const std::string home = env("HOME"); !home.empty())
        return fs::path(home) / ".cache" / "letterzak";
    return std::nullopt;
}

fs::path cache_file_name(const fs::path& source, SourceStamp stamp, const ListRules& rules,
                         std::string_view places_key) {
    const std::string where = source.string();
    // The part before the key hash tells caches of one source and rules apart, so
    // remove_stale_caches keeps box's beside tournament's.
    const std::string kind =
        fmt::format("{}{}{}", reading_name(rules.reading), rules.joined_words ? "" : "-nojoin",
                    places_key.empty() ? "" : "-places");
    const std::string key = fmt::format("{}\n{}\n{}\n{}\n{}\n{}", where, stamp.size, stamp.mtime_ns,
                                        kind, places_key, kCompiledFormatVersion);
    return fmt::format("{}-{}-{:016x}-{:016x}.lzk", safe_stem(source), kind, hash_text(where),
                       hash_text(key));
}

void remove_stale_caches(const fs::path& directory, const fs::path& keep) {
    const std::string name = keep.filename().string();
    const std::size_t last_dash = name.rfind('-');
    if (last_dash == std::string::npos) return;
    const std::string prefix = name.substr(0, last_dash + 1);
    std::error_code ec;
    for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string other = it->path().filename().string();
        if (other != name && other.starts_with(prefix) && other.ends_with(".lzk")) {
            std::error_code ignored;
            fs::remove(it->path(), ignored);
        }
    }
}

}  // namespace letterzak::lexicon
