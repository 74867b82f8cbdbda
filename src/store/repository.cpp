#include "store/repository.hpp"

namespace letterzak::store {

std::string_view seat_kind_name(SeatKind kind) {
    switch (kind) {
        case SeatKind::kHuman:
            return "human";
        case SeatKind::kComputer:
            return "computer";
    }
    return "?";
}

// One server process owns every game of its store: there is no one to share leases with and
// no other writer to hear from.

Result<bool> GameRepository::acquire_lease(std::string_view, std::string_view,
                                           std::chrono::milliseconds) {
    return true;
}

Result<std::size_t> GameRepository::renew_leases(std::string_view, std::chrono::milliseconds) {
    return std::size_t{0};
}

Result<void> GameRepository::release_lease(std::string_view, std::string_view) {
    return {};
}

Result<void> GameRepository::on_change(ChangeListener) {
    return {};
}

void GameRepository::stop_changes() {}

}  // namespace letterzak::store
