#include "server/static_files.hpp"

#include <fstream>
#include <sstream>

namespace letterzak::server {

namespace fs = std::filesystem;

namespace {

constexpr std::uintmax_t kMaxFile = 8 * 1024 * 1024;

// The page shown when the front end has not been built: the API still works.
constexpr std::string_view kNotBuilt = R"(<!doctype html><html lang="nl"><meta charset="utf-8">
<title>Letterzak</title><body style="font-family:sans-serif;max-width:40em;margin:3em auto">
<h1>Letterzak</h1><p>De webinterface is nog niet gebouwd. Voer <code>scripts/setup-and-run.sh</code> uit,
of <code>npm ci &amp;&amp; npm run build</code> in <code>web/</code>.</p>
<p lang="en">The web front end has not been built yet: run <code>scripts/setup-and-run.sh</code>.
The JSON API is available under <code>/api/</code>.</p></body></html>
)";

}  // namespace

std::string_view mime_type(const fs::path& file) {
    const std::string ext = file.extension().string();
    if (ext == ".html") return "text/html; charset=utf-8";
    if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
    if (ext == ".css") return "text/css; charset=utf-8";
    if (ext == ".json" || ext == ".webmanifest") return "application/json; charset=utf-8";
    if (ext == ".svg") return "image/svg+xml";
    if (ext == ".png") return "image/png";
    if (ext == ".ico") return "image/x-icon";
    if (ext == ".woff2") return "font/woff2";
    if (ext == ".txt") return "text/plain; charset=utf-8";
    return "application/octet-stream";
}

StaticFiles::StaticFiles(fs::path root) {
    std::error_code ec;
    if (root.empty()) return;
    root_ = fs::weakly_canonical(root, ec);
    available_ = !ec && fs::is_regular_file(root_ / "index.html", ec);
}

std::optional<Response> StaticFiles::serve(const std::string& path, unsigned version,
                                           bool keep_alive, bool head) const {
    auto respond = [&](std::string body, std::string_view type, std::string_view cache) {
        Response res{http::status::ok, version};
        add_common_headers(res);
        res.set(http::field::content_type, std::string(type));
        res.set(http::field::cache_control, std::string(cache));
        res.keep_alive(keep_alive);
        if (head) {
            res.content_length(body.size());
        } else {
            res.body() = std::move(body);
            res.prepare_payload();
        }
        return res;
    };
    if (!available_) {
        if (path == "/" || path == "/index.html")
            return respond(std::string(kNotBuilt), "text/html; charset=utf-8", "no-cache");
        return std::nullopt;
    }
    fs::path rel = fs::path(path).relative_path();
    for (const auto& part : rel)
        if (!part.empty() && part.string()[0] == '.') return std::nullopt;  // no hidden files
    if (rel.empty() || !rel.has_extension()) rel = "index.html";
    std::error_code ec;
    const fs::path file = fs::weakly_canonical(root_ / rel, ec);
    if (ec) return std::nullopt;
    // A symlink must not lead out of the root.
    const auto [root_end, file_it] =
        std::mismatch(root_.begin(), root_.end(), file.begin(), file.end());
    if (root_end != root_.end()) return std::nullopt;
    (void)file_it;
    if (!fs::is_regular_file(file, ec) || fs::file_size(file, ec) > kMaxFile) return std::nullopt;
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream content;
    content << in.rdbuf();
    const bool hashed = rel.begin() != rel.end() && *rel.begin() == "assets";
    return respond(content.str(), mime_type(file),
                   hashed ? "public, max-age=31536000, immutable" : "no-cache");
}

}  // namespace letterzak::server
