#include "tournament/standings.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "tournament/game_result.hpp"

namespace letterzak::tournament {
namespace {

std::size_t slot(PlayerId id) {
    return static_cast<std::size_t>(id - 1);
}

// Per-player sums from the rounds, before anything that depends on other players.
struct Tally {
    StandingRow row;
    int played_games = 0;  // over the board: the base of the bye average
    int played_points = 0;
    int credited = 0;         // byes and forfeit wins: scored as the bye rule says
    HalfPoints bye_wins = 0;  // the part of wins that came from byes
    int bye_spread = 0;
    std::vector<PlayerId> opponents;  // in games with a result, forfeits included
};

int average_points(const Tally& t) {
    if (t.played_games == 0) return 0;
    return static_cast<int>(std::lround(static_cast<double>(t.played_points) / t.played_games));
}

void add_game(Tally& tally, const SeatOutcome& o, PlayerId opponent) {
    StandingRow& row = tally.row;
    ++row.games;
    if (o.wins == kWinHalves)
        ++row.won;
    else if (o.wins == kDrawHalves)
        ++row.drawn;
    else
        ++row.lost;
    row.wins += o.wins;
    row.spread += o.spread;
    if (o.played) {
        ++tally.played_games;
        tally.played_points += o.score;
    }
    if (o.credited) ++tally.credited;
    tally.opponents.push_back(opponent);
}

void add_knockout(Tally& tally, bool through, int round) {
    if (through)
        ++tally.row.knockout_rounds_won;
    else if (!tally.row.knocked_out_in)
        tally.row.knocked_out_in = round;
}

}  // namespace

std::string_view rank_key_name(RankKey k) {
    switch (k) {
        case RankKey::kKnockOut:
            return "knock-out rounds won";
        case RankKey::kPoints:
            return "points";
        case RankKey::kWins:
            return "wins";
        case RankKey::kResistance:
            return "weerstandspunten";
        case RankKey::kOpponentSpread:
            return "opponents' spread";
        case RankKey::kSpread:
            return "spread";
    }
    return "";
}

std::string standing_note(const StandingRow& row, bool dutch) {
    std::string out;
    for (std::size_t k = 1; k < kResultKindCount; ++k) {
        if (row.by_kind[k] == 0) continue;
        if (!out.empty()) out += ", ";
        out += fmt::format("{} {}", row.by_kind[k],
                           result_kind_label(static_cast<ResultKind>(k), dutch));
    }
    const auto add = [&](const std::string& text) { out += (out.empty() ? "" : ", ") + text; };
    if (row.warnings > 0)
        add(fmt::format("{} {}", row.warnings,
                        dutch ? (row.warnings == 1 ? "waarschuwing" : "waarschuwingen")
                              : (row.warnings == 1 ? "warning" : "warnings")));
    if (row.penalty > 0) add(fmt::format("{} {}", dutch ? "strafpunten" : "penalty", row.penalty));
    if (row.disqualified) add(dutch ? "gediskwalificeerd" : "disqualified");
    return out;
}

std::vector<RankKey> ranking_keys(const Settings& s) {
    std::vector<RankKey> keys;
    if (s.system == PairingSystem::kKnockOut) keys.push_back(RankKey::kKnockOut);
    if (s.format == Format::kPunten) {
        keys.insert(keys.end(), {RankKey::kPoints, RankKey::kWins, RankKey::kSpread});
        return keys;
    }
    keys.push_back(RankKey::kWins);
    if (s.system == PairingSystem::kSwiss) {
        keys.push_back(RankKey::kResistance);
        if (s.resistance.opponent_spread) keys.push_back(RankKey::kOpponentSpread);
    }
    keys.push_back(RankKey::kSpread);
    return keys;
}

int key_value(const StandingRow& row, RankKey key) {
    switch (key) {
        case RankKey::kKnockOut:
            return row.knockout_rounds_won;
        case RankKey::kPoints:
            return row.points;
        case RankKey::kWins:
            return row.wins;
        case RankKey::kResistance:
            return row.resistance;
        case RankKey::kOpponentSpread:
            return row.opponent_spread;
        case RankKey::kSpread:
            return row.spread;
    }
    return 0;
}

Standings compute_standings(const Tournament& t, std::optional<int> after_round) {
    const Settings& s = t.settings;
    Standings out;
    out.after_round = std::clamp(after_round.value_or(current_round(t)), 0, current_round(t));
    out.keys = ranking_keys(s);
    for (int r = 0; r < out.after_round; ++r)
        if (!t.rounds[static_cast<std::size_t>(r)].complete()) out.complete = false;

    std::vector<Tally> tallies(t.players.size());
    for (const Player& p : t.players) {
        tallies[slot(p.id)].row.player = p.id;
        tallies[slot(p.id)].row.name = p.name;
        tallies[slot(p.id)].row.withdrawn = p.withdrawn;
    }
    const bool knockout = s.system == PairingSystem::kKnockOut;
    for (int r = 0; r < out.after_round; ++r) {
        const Round& round = t.rounds[static_cast<std::size_t>(r)];
        for (const Pairing& p : round.pairings) {
            if (p.is_bye()) {
                // A bye counts once its round is played out (settings.hpp, ByeSettings): until
                // then the others have no result either, and a bye ahead of them would rank
                // its player first on a round nobody has played.
                if (!round.settled()) continue;
                Tally& tally = tallies[slot(p.first)];
                ++tally.row.byes;
                ++tally.credited;
                tally.row.wins += s.bye.win;
                tally.row.spread += s.bye.spread;
                tally.bye_wins += s.bye.win;
                tally.bye_spread += s.bye.spread;
                if (knockout) add_knockout(tally, true, round.number);
                continue;
            }
            if (!p.is_game() || !p.result) continue;
            const auto kind = static_cast<std::size_t>(result_kind(*p.result));
            ++tallies[slot(p.first)].row.by_kind[kind];
            ++tallies[slot(p.second)].row.by_kind[kind];
            // An adjourned game is worth nothing yet: not a game, not an opponent met.
            if (p.result->adjourned) continue;
            const auto outcome = outcome_of(*p.result, s);
            add_game(tallies[slot(p.first)], outcome[kFirstSeat], p.second);
            add_game(tallies[slot(p.second)], outcome[kSecondSeat], p.first);
            if (knockout) {
                const auto winner = winning_seat(*p.result, s);
                add_knockout(tallies[slot(p.first)], winner == kFirstSeat, round.number);
                add_knockout(tallies[slot(p.second)], winner == kSecondSeat, round.number);
            }
        }
    }

    // Points need each player's own average (for byes); weerstandspunten need everyone's wins.
    // A player who has not played a game yet (a bye in round 1) has no average of their own:
    // the field's average over the games played stands in, so a bye is never worth 0.
    Tally field;
    for (const Tally& tally : tallies) {
        field.played_games += tally.played_games;
        field.played_points += tally.played_points;
    }
    for (Tally& tally : tallies) {
        const int own = tally.played_games > 0 ? average_points(tally) : average_points(field);
        const int per_credit = s.bye.points.value_or(own);
        tally.row.points = tally.played_points + tally.credited * per_credit;
    }
    // Sanctions given by the end of the rounds counted: a penalty comes off points and spread.
    for (const Sanction& sanction : t.sanctions) {
        if (sanction.round > out.after_round) continue;
        StandingRow& row = tallies[slot(sanction.player)].row;
        switch (sanction.kind) {
            case SanctionKind::kWarning:
                ++row.warnings;
                break;
            case SanctionKind::kDisqualification:
                row.disqualified = true;
                break;
            case SanctionKind::kPenalty:
                row.penalty += sanction.points;
                row.points -= sanction.points;
                row.spread -= sanction.points;
                break;
        }
    }
    for (Tally& tally : tallies) {
        std::vector<HalfPoints> opponent_wins;
        for (PlayerId o : tally.opponents) {
            const Tally& opp = tallies[slot(o)];
            const bool with_byes = s.resistance.count_opponent_byes;
            opponent_wins.push_back(opp.row.wins - (with_byes ? 0 : opp.bye_wins));
            tally.row.opponent_spread += opp.row.spread - (with_byes ? 0 : opp.bye_spread);
        }
        std::sort(opponent_wins.begin(), opponent_wins.end());
        const std::size_t cut =
            std::min(opponent_wins.size(), static_cast<std::size_t>(s.resistance.cut_lowest));
        for (std::size_t i = cut; i < opponent_wins.size(); ++i)
            tally.row.resistance += opponent_wins[i];
    }

    // Equal on every key: the seeding decides the order (never the memory layout), and the rank
    // is shared.
    std::vector<std::size_t> seed_position(t.players.size(), t.players.size());
    for (std::size_t i = 0; i < t.seeding.size(); ++i) seed_position[slot(t.seeding[i])] = i;
    std::vector<StandingRow> rows;
    rows.reserve(tallies.size());
    for (Tally& tally : tallies) rows.push_back(std::move(tally.row));
    const auto better = [&](const StandingRow& a, const StandingRow& b) {
        for (RankKey k : out.keys)
            if (key_value(a, k) != key_value(b, k)) return key_value(a, k) > key_value(b, k);
        if (seed_position[slot(a.player)] != seed_position[slot(b.player)])
            return seed_position[slot(a.player)] < seed_position[slot(b.player)];
        return a.player < b.player;
    };
    std::sort(rows.begin(), rows.end(), better);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const bool tied = i > 0 && std::all_of(out.keys.begin(), out.keys.end(), [&](RankKey k) {
                              return key_value(rows[i], k) == key_value(rows[i - 1], k);
                          });
        rows[i].rank = tied ? rows[i - 1].rank : static_cast<int>(i) + 1;
    }
    out.rows = std::move(rows);
    return out;
}

}  // namespace letterzak::tournament
