#include "tournament/pairing.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "tournament/pairing_knockout.hpp"
#include "tournament/pairing_round_robin.hpp"
#include "tournament/pairing_swiss.hpp"
#include "tournament/standings.hpp"

namespace letterzak::tournament {
namespace {

bool is_active(const Tournament& t, PlayerId id) {
    const Player* p = find_player(t, id);
    return p != nullptr && !p->withdrawn;
}

std::vector<PlayerId> active_in_seeding(const Tournament& t) {
    std::vector<PlayerId> out;
    for (PlayerId id : t.seeding)
        if (is_active(t, id)) out.push_back(id);
    return out;
}

// Swiss ranks for pairing by wins, then spread, then seed (SPEC §6: group by wins, then
// spread); weerstandspunten are for the final table, not for pairing.
std::vector<SwissPlayer> swiss_ranking(const Tournament& t) {
    const Standings st = compute_standings(t);
    std::vector<std::size_t> seed_position(t.players.size() + 1, t.players.size());
    for (std::size_t i = 0; i < t.seeding.size(); ++i)
        seed_position[static_cast<std::size_t>(t.seeding[i])] = i;
    std::vector<const StandingRow*> rows;
    for (const StandingRow& row : st.rows)
        if (is_active(t, row.player)) rows.push_back(&row);
    std::sort(rows.begin(), rows.end(), [&](const StandingRow* a, const StandingRow* b) {
        if (a->wins != b->wins) return a->wins > b->wins;
        if (a->spread != b->spread) return a->spread > b->spread;
        return seed_position[static_cast<std::size_t>(a->player)] <
               seed_position[static_cast<std::size_t>(b->player)];
    });
    std::vector<SwissPlayer> ranked;
    ranked.reserve(rows.size());
    for (const StandingRow* row : rows) ranked.push_back({row->player, row->wins});
    return ranked;
}

std::vector<Pairing> to_pairings(const SwissPairing& sp) {
    std::vector<Pairing> out;
    for (const auto& [a, b] : sp.games) out.push_back(Pairing{a, b, std::nullopt});
    if (sp.bye) out.push_back(Pairing{*sp.bye, kNoPlayer, std::nullopt});
    return out;
}

std::vector<Pairing> swiss_round(const Tournament& t, int number, const History& history) {
    const std::vector<SwissPlayer> ranked = swiss_ranking(t);
    const bool koth = number > t.settings.rounds - t.settings.koth_rounds;
    return to_pairings(koth ? pair_king_of_the_hill(ranked, history) : pair_swiss(ranked, history));
}

// The Berger schedule over the seeding fixed at round 1. A later cycle swaps the starts; games
// against the odd field's dummy, or against a player who has withdrawn, are byes.
std::vector<Pairing> round_robin_round(const Tournament& t, int number) {
    const int field = static_cast<int>(t.seeding.size());
    const int n = field % 2 == 0 ? field : field + 1;
    const int cycle = (number - 1) / (n - 1);
    const int round_in_cycle = (number - 1) % (n - 1) + 1;
    const auto player = [&](int seat) {
        return seat <= field ? t.seeding[static_cast<std::size_t>(seat - 1)] : kNoPlayer;
    };
    std::vector<Pairing> games;
    std::vector<Pairing> byes;
    for (auto [a, b] : berger_round(n, round_in_cycle)) {
        if (cycle % 2 == 1) std::swap(a, b);
        const PlayerId pa = player(a);
        const PlayerId pb = player(b);
        const bool a_plays = pa != kNoPlayer && is_active(t, pa);
        const bool b_plays = pb != kNoPlayer && is_active(t, pb);
        if (a_plays && b_plays)
            games.push_back(Pairing{pa, pb, std::nullopt});
        else if (a_plays)
            byes.push_back(Pairing{pa, kNoPlayer, std::nullopt});
        else if (b_plays)
            byes.push_back(Pairing{pb, kNoPlayer, std::nullopt});
    }
    games.insert(games.end(), byes.begin(), byes.end());
    return games;
}

// Knock-out starts are balanced too (the second player wins a tie, so starting matters); the
// better seed counts as the higher ranked.
void balance_knockout_starts(const Tournament& t, std::vector<Pairing>& round,
                             const History& history) {
    std::vector<std::size_t> seed_position(t.players.size() + 1, 0);
    for (std::size_t i = 0; i < t.seeding.size(); ++i)
        seed_position[static_cast<std::size_t>(t.seeding[i])] = i;
    std::vector<Pairing*> games;
    std::vector<Pairing> list;
    for (Pairing& p : round) {
        if (!p.is_game()) continue;
        if (seed_position[static_cast<std::size_t>(p.second)] <
            seed_position[static_cast<std::size_t>(p.first)])
            std::swap(p.first, p.second);
        games.push_back(&p);
        list.push_back(p);
    }
    balance_starts(list, history);
    for (std::size_t i = 0; i < games.size(); ++i) *games[i] = list[i];
}

// The field the systems plan for: fixed by the seeding once round 1 is paired, the active
// players before.
int field_size(const Tournament& t) {
    if (!t.seeding.empty()) return static_cast<int>(t.seeding.size());
    return static_cast<int>(std::count_if(t.players.begin(), t.players.end(),
                                          [](const Player& p) { return !p.withdrawn; }));
}

std::string missing_boards(const Tournament& t, const Round& r) {
    std::string out;
    int board = 0;
    for (const Pairing& p : r.pairings) {
        if (!p.is_empty()) ++board;
        if (!p.is_game() || (p.result && !p.result->adjourned)) continue;
        if (!out.empty()) out += ", ";
        out += fmt::format("board {} ({} – {})", board, find_player(t, p.first)->name,
                           find_player(t, p.second)->name);
    }
    return out;
}

}  // namespace

std::vector<PlayerId> initial_seeding(const Tournament& t) {
    std::vector<const Player*> players;
    for (const Player& p : t.players)
        if (!p.withdrawn) players.push_back(&p);
    std::stable_sort(players.begin(), players.end(), [](const Player* a, const Player* b) {
        if (a->rating.has_value() != b->rating.has_value()) return a->rating.has_value();
        return a->rating.value_or(0) > b->rating.value_or(0);
    });
    std::vector<PlayerId> out;
    out.reserve(players.size());
    for (const Player* p : players) out.push_back(p->id);
    return out;
}

void balance_starts(std::vector<Pairing>& pairings, const History& history) {
    std::size_t board = 0;
    for (Pairing& p : pairings) {
        if (!p.is_game()) continue;
        const PlayerHistory& a = history.player(p.first);
        const PlayerHistory& b = history.player(p.second);
        const int balance_a = a.starts - a.seconds;
        const int balance_b = b.starts - b.seconds;
        bool a_starts = board % 2 == 0;
        if (balance_a != balance_b)
            a_starts = balance_a < balance_b;
        else if (a.started_last && b.started_last && *a.started_last != *b.started_last)
            a_starts = !*a.started_last;
        if (!a_starts) std::swap(p.first, p.second);
        ++board;
    }
}

int planned_rounds(const Tournament& t) {
    const int n = field_size(t);
    switch (t.settings.system) {
        case PairingSystem::kSwiss:
            return t.settings.rounds;
        case PairingSystem::kRoundRobin: {
            if (n < 2) return 0;
            const int cycle = n % 2 == 0 ? n - 1 : n;
            return t.settings.rounds > 0 ? t.settings.rounds : cycle;
        }
        case PairingSystem::kKnockOut:
            return knockout_rounds(n);
    }
    return 0;
}

Result<int> pair_next_round(Tournament& t) {
    // An adjourned game holds up a knock-out (its winner goes on), not a Swiss or round robin.
    const bool knockout = t.settings.system == PairingSystem::kKnockOut;
    if (!t.rounds.empty() && !(knockout ? t.rounds.back().complete() : t.rounds.back().settled()))
        return make_error("results_missing",
                          fmt::format("round {} is not complete: no result yet for {}",
                                      t.rounds.back().number, missing_boards(t, t.rounds.back())));
    const int number = current_round(t) + 1;
    if (t.rounds.empty()) {
        if (initial_seeding(t).size() < 2)
            return make_error("too_few_players", "pairing needs at least two active players");
        t.seeding = initial_seeding(t);
    } else if (t.settings.system == PairingSystem::kSwiss) {
        // Late entries and reinstated players join at the bottom of the seeding.
        for (PlayerId id : initial_seeding(t))
            if (std::find(t.seeding.begin(), t.seeding.end(), id) == t.seeding.end())
                t.seeding.push_back(id);
    }
    if (number > planned_rounds(t)) {
        if (t.rounds.empty()) t.seeding.clear();
        return make_error("tournament_finished",
                          fmt::format("all {} rounds have been paired", planned_rounds(t)));
    }
    const History history = History::of(t);
    Round round;
    round.number = number;
    switch (t.settings.system) {
        case PairingSystem::kSwiss:
            if (active_in_seeding(t).size() < 2)
                return make_error("too_few_players", "pairing needs at least two active players");
            round.pairings = swiss_round(t, number, history);
            balance_starts(round.pairings, history);
            break;
        case PairingSystem::kRoundRobin:
            round.pairings = round_robin_round(t, number);
            break;
        case PairingSystem::kKnockOut:
            round.pairings = number == 1 ? knockout_first_round(t.seeding)
                                         : knockout_next_round(t, t.rounds.back());
            balance_knockout_starts(t, round.pairings, history);
            break;
    }
    if (std::none_of(round.pairings.begin(), round.pairings.end(),
                     [](const Pairing& p) { return p.is_game(); })) {
        if (t.rounds.empty()) t.seeding.clear();
        return make_error("too_few_players", fmt::format("round {} would have no games", number));
    }
    t.rounds.push_back(std::move(round));
    return number;
}

Result<void> unpair_last_round(Tournament& t, bool force) {
    if (t.rounds.empty()) return make_error("nothing_to_unpair", "no round has been paired yet");
    const Round& last = t.rounds.back();
    const bool has_results = std::any_of(last.pairings.begin(), last.pairings.end(),
                                         [](const Pairing& p) { return p.result.has_value(); });
    if (has_results && !force)
        return make_error("round_has_results",
                          fmt::format("round {} already has results", last.number));
    t.rounds.pop_back();
    // Before round 1 nothing is fixed: the seeding is taken afresh when it is paired again.
    if (t.rounds.empty()) t.seeding.clear();
    return {};
}

}  // namespace letterzak::tournament
