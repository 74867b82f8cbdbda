#pragma once
// Who follows which tournament live (the public page, the room screen: WebSockets at
// /api/tournaments/{id}/ws), and the notice each gets when the tournament changes:
//
//   {"type":"tournament","id":"…","version":N}
//
// N is the tournament's last change (its updated_at, Unix milliseconds; null after a break in
// hearing other servers, when anything may have changed). The notice carries nothing else:
// the page reads the public view again (GET /api/tournaments/{id}), so what a watcher learns
// is exactly what anyone may read, and nothing hidden can ride along.
//
// Followers are held weakly: a closed socket drops out by itself.

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/live_game.hpp"

namespace letterzak::server {

class TournamentWatchers {
  public:
    // The notice for a change of `id` (nullopt: unknown, anything may have changed).
    static std::shared_ptr<const std::string> notice(const std::string& id,
                                                     std::optional<std::int64_t> version);

    // `subscriber` follows tournament `id` from now on. From any thread.
    void watch(const std::string& id, std::weak_ptr<Subscriber> subscriber);
    // Tournament `id` changed: each of its followers gets the notice. From any thread.
    void changed(const std::string& id, std::optional<std::int64_t> version);
    // Any tournament may have changed (notices from other servers were missed): every
    // follower gets a notice of its tournament.
    void changed_all();
    // Followers now, for tests and health.
    std::size_t size();

  private:
    // The live followers of `id`, the dead ones pruned (with mutex_ held).
    std::vector<std::shared_ptr<Subscriber>> live(const std::string& id);

    std::mutex mutex_;
    std::unordered_map<std::string, std::vector<std::weak_ptr<Subscriber>>> followers_;
};

}  // namespace letterzak::server
