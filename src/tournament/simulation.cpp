#include "tournament/simulation.hpp"

namespace letterzak::tournament {

Result<void> play_round(Tournament& t, int round, const GamePlayer& play) {
    if (round < 1 || round > current_round(t))
        return make_error("unknown_round", "no such round to play");
    // Copy the pairings: entering a result writes into the round being walked.
    const std::vector<Pairing> pairings = t.rounds[static_cast<std::size_t>(round - 1)].pairings;
    for (const Pairing& p : pairings) {
        if (!p.is_game() || p.result) continue;
        if (auto ok = enter_result(t, round, play(t, round, p)); !ok) return ok;
    }
    return {};
}

GameReport RandomScoreModel::operator()(const Tournament& t, int /*round*/,
                                        const Pairing& pairing) {
    GameReport report;
    report.players[0].player = pairing.first;
    report.players[1].player = pairing.second;
    for (PlayerReport& line : report.players) {
        const Player* p = find_player(t, line.player);
        const int edge = p && p->rating ? *p->rating / 50 : 0;
        line.score = 300 + static_cast<int>(rng_.below(201)) + edge;
    }
    const std::uint32_t event = rng_.below(100);
    if (event < 4) {
        report.players[1].score = report.players[0].score;  // a draw
    } else if (event < 9) {
        // The jury finds an invalid word: that turn's score plus 20 comes off.
        PlayerReport& line = report.players[rng_.below(2)];
        line.jury_score = line.score - (20 + static_cast<int>(rng_.below(40)));
    } else if (event < 11) {
        report.players[rng_.below(2)].lost_on_time = true;
    } else if (event < 12) {
        PlayerReport& line = report.players[rng_.below(2)];
        line.forfeited = true;
        report.players[0].score = report.players[1].score = 0;
    }
    return report;
}

}  // namespace letterzak::tournament
