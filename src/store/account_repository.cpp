#include "store/account_repository.hpp"

#include "store/elo_rating.hpp"
#include "store/repository.hpp"

namespace letterzak::store {

std::string account_name_key(std::string_view name) {
    // ASCII case folding is enough to keep "Anna" and "anna" one account; other letters are
    // compared as written.
    std::string key(name);
    for (char& c : key)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return key;
}

void rate_finished_game(RatingTx& tx, const EventBatch& batch) {
    if (!batch.outcome || batch.outcome->points.size() != 2) return;
    if (!tx.game_rated(batch.game_id) || tx.already_rated(batch.game_id)) return;
    const auto owners = tx.owners(batch.game_id);
    if (owners.size() != 2 || owners[0].second == owners[1].second) return;
    const std::string& family = batch.outcome->family;
    EloStanding standing[2];
    for (std::size_t i = 0; i < 2; ++i) {
        const auto [rating, games] = tx.standing(owners[i].second, family);
        standing[i] = {rating, games};
    }
    for (std::size_t i = 0; i < 2; ++i) {
        const auto seat = static_cast<std::size_t>(owners[i].first);
        if (seat >= batch.outcome->points.size()) return;
        const double after =
            rating_after(standing[i], standing[1 - i], batch.outcome->points[seat]);
        tx.write(owners[i].second, family, standing[i].rating, after, standing[i].games + 1,
                 batch.game_id, batch.updated_at);
    }
}

}  // namespace letterzak::store
