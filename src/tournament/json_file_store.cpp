#include "tournament/json_file_store.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "tournament/tournament_json.hpp"

namespace letterzak::tournament {

Result<Tournament> JsonFileStore::load(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        return make_error(
            "not_found",
            fmt::format("no tournament file {} (create one with `letterzak tournament create`)",
                        path));
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error("io_error", fmt::format("cannot read {}", path));
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return make_error("io_error", fmt::format("cannot read {}", path));
    auto t = parse_tournament(text.str());
    if (!t) return make_error(t.error().code, fmt::format("{}: {}", path, t.error().message));
    return t;
}

Result<void> JsonFileStore::save(const std::string& path, const Tournament& t) {
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) return make_error("io_error", fmt::format("cannot write {}", tmp));
        out << serialize_tournament(t);
        out.flush();
        if (!out) return make_error("io_error", fmt::format("cannot write {}", tmp));
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        const std::string why = ec.message();
        std::filesystem::remove(tmp, ec);
        return make_error("io_error", fmt::format("cannot replace {}: {}", path, why));
    }
    return {};
}

bool JsonFileStore::exists(const std::string& path) {
    std::error_code ec;
    return std::filesystem::exists(path, ec);
}

}  // namespace letterzak::tournament
