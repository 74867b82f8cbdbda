#include "server/session_registry.hpp"

#include <vector>

namespace letterzak::server {

void SessionRegistry::add(const std::shared_ptr<Session>& session) {
    std::lock_guard lock(mutex_);
    sessions_[session.get()] = session;
    count_ = sessions_.size();
}

void SessionRegistry::remove(const Session* session) {
    std::lock_guard lock(mutex_);
    sessions_.erase(session);
    count_ = sessions_.size();
}

void SessionRegistry::close_all() {
    std::vector<std::shared_ptr<Session>> open;
    {
        std::lock_guard lock(mutex_);
        for (auto& [key, weak] : sessions_)
            if (auto s = weak.lock()) open.push_back(std::move(s));
    }
    for (auto& s : open) s->close();
}

}  // namespace letterzak::server
