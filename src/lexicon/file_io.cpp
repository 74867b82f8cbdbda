#include "lexicon/file_io.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <fmt/std.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>

namespace letterzak::lexicon {

namespace {

// Closes a file descriptor when it goes out of scope.
class Descriptor {
  public:
    explicit Descriptor(int fd) : fd_(fd) {}
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() {
        if (fd_ >= 0) ::close(fd_);
    }
    int get() const { return fd_; }
    // Closes now, reporting failure (a failed close can mean lost data on some filesystems).
    bool close() {
        const int fd = fd_;
        fd_ = -1;
        return ::close(fd) == 0;
    }

  private:
    int fd_;
};

std::string errno_text() {
    return std::strerror(errno);
}

}  // namespace

Result<std::string> read_whole_file(const std::filesystem::path& path) {
    Descriptor file(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (file.get() < 0) {
        if (errno == ENOENT || errno == ENOTDIR) {
            return make_error("lexicon_not_found", fmt::format("no such file: {}", path));
        }
        return make_error("lexicon_read_failed",
                          fmt::format("cannot open {}: {}", path, errno_text()));
    }
    struct stat info {};
    if (::fstat(file.get(), &info) != 0) {
        return make_error("lexicon_read_failed",
                          fmt::format("cannot stat {}: {}", path, errno_text()));
    }
    if (!S_ISREG(info.st_mode)) {
        return make_error("lexicon_not_found", fmt::format("not a regular file: {}", path));
    }
    std::string data(static_cast<std::size_t>(info.st_size), '\0');
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t got = ::read(file.get(), data.data() + done, data.size() - done);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            return make_error("lexicon_read_failed",
                              fmt::format("cannot read {}: {}", path, errno_text()));
        }
        if (got == 0) break;  // the file shrank while we read it: keep what is there
        done += static_cast<std::size_t>(got);
    }
    data.resize(done);
    return data;
}

Result<void> write_file_atomically(const std::filesystem::path& path,
                                   std::span<const std::byte> data) {
    // A name no other writer uses: our pid, a per-process counter and the clock.
    static std::atomic<unsigned> counter{0};
    const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
    std::filesystem::path temp = path;
    temp += fmt::format(".tmp.{}.{}.{}", ::getpid(), counter.fetch_add(1), stamp);

    const auto fail = [&](std::string_view what) -> Result<void> {
        const std::string reason = errno_text();
        ::unlink(temp.c_str());
        return make_error("lexicon_write_failed",
                          fmt::format("cannot {} {}: {}", what, path, reason));
    };

    Descriptor file(::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (file.get() < 0) {
        return make_error("lexicon_write_failed",
                          fmt::format("cannot create {}: {}", temp, errno_text()));
    }
    const auto* bytes = reinterpret_cast<const char*>(data.data());
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t put = ::write(file.get(), bytes + done, data.size() - done);
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) return fail("write");
        done += static_cast<std::size_t>(put);
    }
    if (::fsync(file.get()) != 0) return fail("flush");
    if (!file.close()) return fail("close");
    if (::rename(temp.c_str(), path.c_str()) != 0) return fail("rename into");
    return {};
}

}  // namespace letterzak::lexicon
