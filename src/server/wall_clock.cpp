#include "server/wall_clock.hpp"

#include <chrono>

namespace letterzak::server {

std::int64_t unix_millis() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

game::Millis WallTimeSource::now_ms() {
    return unix_millis();
}

}  // namespace letterzak::server
