#include "server/tournament_watchers.hpp"

#include <nlohmann/json.hpp>

namespace letterzak::server {

std::shared_ptr<const std::string> TournamentWatchers::notice(const std::string& id,
                                                              std::optional<std::int64_t> version) {
    const nlohmann::json j = {{"type", "tournament"},
                              {"id", id},
                              {"version", version ? nlohmann::json(*version) : nlohmann::json()}};
    return std::make_shared<const std::string>(j.dump());
}

void TournamentWatchers::watch(const std::string& id, std::weak_ptr<Subscriber> subscriber) {
    std::lock_guard lock(mutex_);
    live(id);  // a page reloaded many times leaves no trail of dead followers
    followers_[id].push_back(std::move(subscriber));
}

std::vector<std::shared_ptr<Subscriber>> TournamentWatchers::live(const std::string& id) {
    std::vector<std::shared_ptr<Subscriber>> out;
    const auto it = followers_.find(id);
    if (it == followers_.end()) return out;
    std::erase_if(it->second, [&](const std::weak_ptr<Subscriber>& w) {
        auto s = w.lock();
        if (!s) return true;
        out.push_back(std::move(s));
        return false;
    });
    if (it->second.empty()) followers_.erase(it);
    return out;
}

void TournamentWatchers::changed(const std::string& id, std::optional<std::int64_t> version) {
    std::vector<std::shared_ptr<Subscriber>> to;
    {
        std::lock_guard lock(mutex_);
        to = live(id);
    }
    if (to.empty()) return;
    const auto message = notice(id, version);
    // Outside the lock: deliver() only queues, but a follower may be the last owner of itself.
    for (const auto& s : to) s->deliver(message);
}

void TournamentWatchers::changed_all() {
    std::vector<std::string> ids;
    {
        std::lock_guard lock(mutex_);
        for (const auto& [id, followers] : followers_) ids.push_back(id);
    }
    for (const std::string& id : ids) changed(id, std::nullopt);
}

std::size_t TournamentWatchers::size() {
    std::lock_guard lock(mutex_);
    std::size_t n = 0;
    for (auto& [id, followers] : followers_)
        for (const auto& w : followers)
            if (!w.expired()) ++n;
    return n;
}

}  // namespace letterzak::server
