#include "server/server_heartbeat.hpp"

#include <charconv>
#include <fstream>
#include <sstream>

namespace letterzak::server {

ServerHeartbeat::ServerHeartbeat(const std::string& db) {
    if (db.empty() || db.find("://") != std::string::npos || db == ":memory:") return;
    file_ = db + ".alive";
    std::ifstream in(file_);
    std::string text;
    if (!in || !std::getline(in, text)) return;
    game::Millis value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc() && end == text.data() + text.size() && value > 0) previous_ = value;
}

void ServerHeartbeat::beat(game::Millis now) const {
    if (file_.empty()) return;
    std::filesystem::path temp = file_;
    temp += ".tmp";
    {
        std::ofstream out(temp, std::ios::trunc);
        if (!out) return;
        out << now << '\n';
        if (!out.flush()) return;
    }
    std::error_code ec;
    std::filesystem::rename(temp, file_, ec);
}

}  // namespace letterzak::server
