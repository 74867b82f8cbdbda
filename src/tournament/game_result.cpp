#include "tournament/game_result.hpp"

namespace letterzak::tournament {

std::optional<std::size_t> winning_seat(const GameResult& r, const Settings& s) {
    switch (r.forfeit) {
        case Forfeit::kFirst:
            return kSecondSeat;
        case Forfeit::kSecond:
            return kFirstSeat;
        case Forfeit::kBoth:
            return std::nullopt;
        case Forfeit::kNone:
            break;
    }
    if (r.lost_on_time) return 1 - *r.lost_on_time;
    const int a = r.final_score(kFirstSeat);
    const int b = r.final_score(kSecondSeat);
    if (a > b) return kFirstSeat;
    if (b > a) return kSecondSeat;
    if (s.system == PairingSystem::kKnockOut) return kSecondSeat;
    return std::nullopt;
}

std::array<SeatOutcome, 2> outcome_of(const GameResult& r, const Settings& s) {
    std::array<SeatOutcome, 2> out{};
    const std::optional<std::size_t> winner = winning_seat(r, s);
    if (!r.played()) {
        if (winner) {
            out[*winner].wins = kWinHalves;
            out[*winner].spread = s.forfeit_spread;
            out[*winner].credited = true;
            out[1 - *winner].spread = -s.forfeit_spread;
        }
        return out;
    }
    for (std::size_t seat : {kFirstSeat, kSecondSeat}) {
        out[seat].played = true;
        out[seat].score = r.final_score(seat);
        out[seat].spread = r.final_score(seat) - r.final_score(1 - seat);
        out[seat].wins = winner ? (*winner == seat ? kWinHalves : 0) : kDrawHalves;
    }
    return out;
}

}  // namespace letterzak::tournament
