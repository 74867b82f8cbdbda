#include "tui/save_key.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <openssl/rand.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace letterzak::tui {

namespace {

Unexpected<Error> io_error(const std::filesystem::path& path, const char* what) {
    return make_error("key_io",
                      fmt::format("{} {}: {}", what, path.string(), std::strerror(errno)));
}

// Reads exactly the key's bytes from `fd`; bad_key for a file of another size.
Result<SaveKey> read_key(int fd, const std::filesystem::path& path) {
    SaveKey key;
    std::size_t got = 0;
    while (got < key.bytes.size()) {
        const ssize_t n = ::read(fd, key.bytes.data() + got, key.bytes.size() - got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return io_error(path, "cannot read");
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
    }
    unsigned char extra = 0;
    if (got != key.bytes.size() || ::read(fd, &extra, 1) != 0)
        return make_error("bad_key", fmt::format("{} is not a Letterzak save key", path.string()));
    return key;
}

Result<SaveKey> create_key(const std::filesystem::path& path) {
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (ec)
        return make_error(
            "key_io", fmt::format("cannot make {}: {}", path.parent_path().string(), ec.message()));
    ::chmod(path.parent_path().c_str(), 0700);  // best effort: the file's own mode is what counts
    SaveKey key;
    if (RAND_bytes(key.bytes.data(), static_cast<int>(key.bytes.size())) != 1)
        return make_error("key_io", "no random bytes for a save key");
    // O_EXCL: two games saving at once must not each write a key and lose the other's.
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0 && errno == EEXIST) return load_save_key(path, false);
    if (fd < 0) return io_error(path, "cannot create");
    std::size_t put = 0;
    while (put < key.bytes.size()) {
        const ssize_t n = ::write(fd, key.bytes.data() + put, key.bytes.size() - put);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ::close(fd);
            ::unlink(path.c_str());
            return io_error(path, "cannot write");
        }
        put += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) return io_error(path, "cannot write");
    return key;
}

}  // namespace

std::filesystem::path default_save_key_path() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg != nullptr && *xdg == '/')
        return std::filesystem::path(xdg) / "letterzak" / "save.key";
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        return std::filesystem::path(home) / ".config" / "letterzak" / "save.key";
    return {};
}

Result<SaveKey> load_save_key(const std::filesystem::path& path, bool create) {
    if (path.empty()) return make_error("no_key", "no configuration directory for the save key");
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0 && errno == ENOENT) {
        if (!create)
            return make_error("no_key", fmt::format("there is no key at {}", path.string()));
        return create_key(path);
    }
    if (fd < 0) return io_error(path, "cannot open");
    auto key = read_key(fd, path);
    ::close(fd);
    return key;
}

}  // namespace letterzak::tui
