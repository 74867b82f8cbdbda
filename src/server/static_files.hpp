#pragma once
// The built web front end (web/dist), served by the server itself: no separate web server.
// Only files under the root, no hidden files, no symlinks out of it; a path without a file
// extension is a page of the app and gets index.html. Vite's hashed assets are cached for a
// year, everything else is revalidated.

#include <filesystem>
#include <optional>
#include <string>

#include "server/http_message.hpp"

namespace letterzak::server {

class StaticFiles {
  public:
    explicit StaticFiles(std::filesystem::path root);
    bool available() const { return available_; }
    // The response for a GET/HEAD of `path` (already decoded and free of ".."), or nullopt
    // when there is no such file.
    std::optional<Response> serve(const std::string& path, unsigned version, bool keep_alive,
                                  bool head) const;

  private:
    std::filesystem::path root_;
    bool available_ = false;
};

std::string_view mime_type(const std::filesystem::path& file);

}  // namespace letterzak::server
