#include "tournament/history.hpp"

#include <algorithm>

namespace letterzak::tournament {
namespace {

const PlayerHistory kNoHistory{};

std::pair<PlayerId, PlayerId> key(PlayerId a, PlayerId b) {
    return a < b ? std::pair{a, b} : std::pair{b, a};
}

}  // namespace

History History::of(const Tournament& t, std::optional<int> up_to_round) {
    History h;
    const int last = std::min(up_to_round.value_or(current_round(t)), current_round(t));
    for (int r = 0; r < last; ++r) {
        for (const Pairing& p : t.rounds[static_cast<std::size_t>(r)].pairings) {
            if (p.is_bye()) h.add_bye(p.first);
            if (!p.is_game()) continue;
            h.add_meeting(p.first, p.second);
            // A forfeited game was never started by anyone.
            if (!p.result || p.result->played()) {
                const bool second_started = p.result && p.result->starter() == kSecondSeat;
                if (second_started)
                    h.add_start(p.second, p.first);
                else
                    h.add_start(p.first, p.second);
            }
        }
    }
    return h;
}

int History::times_met(PlayerId a, PlayerId b) const {
    const auto it = met_.find(key(a, b));
    return it == met_.end() ? 0 : it->second;
}

void History::add_meeting(PlayerId a, PlayerId b) {
    ++met_[key(a, b)];
}

void History::add_bye(PlayerId p) {
    ++entry(p).byes;
}

void History::add_start(PlayerId starter, PlayerId second) {
    PlayerHistory& s = entry(starter);
    ++s.starts;
    s.started_last = true;
    PlayerHistory& o = entry(second);
    ++o.seconds;
    o.started_last = false;
}

const PlayerHistory& History::player(PlayerId p) const {
    if (p < 0 || static_cast<std::size_t>(p) >= players_.size()) return kNoHistory;
    return players_[static_cast<std::size_t>(p)];
}

PlayerHistory& History::entry(PlayerId p) {
    if (static_cast<std::size_t>(p) >= players_.size())
        players_.resize(static_cast<std::size_t>(p) + 1);
    return players_[static_cast<std::size_t>(p)];
}

}  // namespace letterzak::tournament
