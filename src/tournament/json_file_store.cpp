#include "tournament/json_file_store.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <system_error>

#include "tournament/tournament_json.hpp"

namespace letterzak::tournament {

namespace {

Result<std::string> read_text(const std::string& path) {
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
    return text.str();
}

// Writes `text` beside `path` and renames it over.
Result<void> replace_file(const std::string& path, const std::string& text) {
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) return make_error("io_error", fmt::format("cannot write {}", tmp));
        out << text;
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

}  // namespace

Result<Tournament> JsonFileStore::load(const std::string& path) {
    auto text = read_text(path);
    if (!text) return Unexpected<Error>{text.error()};
    auto t = parse_tournament(*text);
    if (!t) return make_error(t.error().code, fmt::format("{}: {}", path, t.error().message));
    return t;
}

Result<void> JsonFileStore::save(const std::string& path, const Tournament& t) {
    return replace_file(path, serialize_tournament(t));
}

Result<std::pair<Tournament, ActionLog>> JsonFileStore::load_logged(const std::string& path) {
    auto text = read_text(path);
    if (!text) return Unexpected<Error>{text.error()};
    const auto corrupt = [&](const std::string& why) {
        return make_error("corrupt_file", fmt::format("{}: {}", path, why));
    };
    const nlohmann::json j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded()) return corrupt("not valid JSON");
    auto t = tournament_from_json(j);
    if (!t) return corrupt(t.error().message);
    ActionLog log;
    if (j.is_object() && j.contains("log")) {
        const nlohmann::json& entries = j["log"];
        if (!entries.is_array()) return corrupt("field .log is not a list");
        for (std::size_t i = 0; i < entries.size(); ++i) {
            auto a = logged_action_from_json(entries[i]);
            if (!a) return corrupt(fmt::format(".log[{}]: {}", i, a.error().message));
            log.push_back(std::move(*a));
        }
        auto replayed = replay(log);
        if (!replayed) return corrupt(replayed.error().message);
        if (serialize_tournament(*replayed) != serialize_tournament(*t))
            return corrupt("the tournament is not the replay of its log");
    }
    return std::pair{std::move(*t), std::move(log)};
}

Result<void> JsonFileStore::save_logged(const std::string& path, const Tournament& t,
                                        const ActionLog& log) {
    nlohmann::json j = tournament_to_json(t);
    nlohmann::json entries = nlohmann::json::array();
    for (const LoggedAction& a : log) entries.push_back(logged_action_to_json(a));
    j["log"] = std::move(entries);
    return replace_file(path,
                        j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
}

bool JsonFileStore::exists(const std::string& path) {
    std::error_code ec;
    return std::filesystem::exists(path, ec);
}

}  // namespace letterzak::tournament
