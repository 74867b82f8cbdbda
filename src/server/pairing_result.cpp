#include "server/pairing_result.hpp"

#include <array>

namespace letterzak::server {

Result<tournament::GameReport> report_from_game(const game::Game& g, tournament::PlayerId first,
                                                tournament::PlayerId second) {
    if (g.status() != game::GameStatus::kFinished)
        return make_error("game_not_over", "the game has not finished (or the jury has not)");
    if (g.seats() != 2) return make_error("bad_request", "a tournament game has two players");
    const game::GameResult r = g.result();
    std::array<int, 2> after_end{};
    for (const game::Adjustment& a : g.adjustments())
        if (a.after_end && a.seat >= 0 && a.seat < 2)
            after_end[static_cast<std::size_t>(a.seat)] += a.points;
    const bool corrected = after_end[0] != 0 || after_end[1] != 0;

    tournament::GameReport report;
    const std::array<tournament::PlayerId, 2> players{first, second};
    for (std::size_t seat = 0; seat < 2; ++seat) {
        const game::SeatResult& sr = r.seats[seat];
        tournament::PlayerReport& line = report.players[seat];
        line.player = players[seat];
        line.score = sr.final_score - after_end[seat];
        // Who started: the draw's word (or the pairing's, with balanced starts).
        line.started = g.starter() == static_cast<int>(seat);
        if (corrected) line.jury_score = sr.final_score;
    }
    for (std::size_t seat = 0; seat < 2; ++seat) {
        const game::SeatResult& sr = r.seats[seat];
        if (!sr.forfeited) continue;
        if (r.reason == game::EndReason::kResigned)
            report.players[seat].resigned = true;
        else
            report.players[seat].lost_on_time = true;
    }
    return report;
}

}  // namespace letterzak::server
