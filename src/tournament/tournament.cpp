#include "tournament/tournament.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "core/display_name.hpp"

namespace letterzak::tournament {
namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string trim(std::string_view s) {
    const auto is_space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return std::string(s);
}

std::string player_label(const Tournament& t, PlayerId id) {
    const Player* p = find_player(t, id);
    return p ? fmt::format("{} (#{})", p->name, id) : fmt::format("#{}", id);
}

// Orders a report's two lines by the pairing's seats, or fails when the pairing is not theirs.
Result<GameResult> result_for_pairing(const Tournament& t, const Pairing& pairing,
                                      const GameReport& report) {
    const PlayerReport* first = nullptr;
    const PlayerReport* second = nullptr;
    for (const PlayerReport& line : report.players) {
        if (line.player == pairing.first) first = &line;
        if (line.player == pairing.second) second = &line;
    }
    if (first == nullptr || second == nullptr || first == second)
        return make_error("not_paired", fmt::format("{} and {} are not paired against each other",
                                                    player_label(t, report.players[0].player),
                                                    player_label(t, report.players[1].player)));
    GameResult r;
    r.scores = {first->score, second->score};
    if (first->jury_score || second->jury_score)
        r.jury_scores = std::array<int, 2>{first->jury_score.value_or(first->score),
                                           second->jury_score.value_or(second->score)};
    if (first->forfeited && second->forfeited)
        r.forfeit = Forfeit::kBoth;
    else if (first->forfeited)
        r.forfeit = Forfeit::kFirst;
    else if (second->forfeited)
        r.forfeit = Forfeit::kSecond;
    if (first->lost_on_time && second->lost_on_time)
        return make_error("invalid_result", "only one player can lose on time");
    if ((first->lost_on_time || second->lost_on_time) && r.forfeit != Forfeit::kNone)
        return make_error("invalid_result", "a forfeited game has no clock to run out");
    if (first->lost_on_time) r.lost_on_time = kFirstSeat;
    if (second->lost_on_time) r.lost_on_time = kSecondSeat;
    const int concessions = int{first->lost_on_time} + int{second->lost_on_time} +
                            int{first->resigned} + int{second->resigned};
    if (concessions > 1)
        return make_error("invalid_result",
                          "a game has one loser by time or resignation, not two reasons");
    if ((first->resigned || second->resigned) && r.forfeit != Forfeit::kNone)
        return make_error("invalid_result", "a forfeited game was not played, so nobody resigned");
    if (first->resigned) r.resigned = kFirstSeat;
    if (second->resigned) r.resigned = kSecondSeat;
    if ((first->no_show && !first->forfeited) || (second->no_show && !second->forfeited))
        return make_error("invalid_result", "a player who did not show forfeits the game");
    r.no_show = first->no_show || second->no_show;
    if (report.adjourned && (r.forfeit != Forfeit::kNone || concessions > 0 || r.jury_scores))
        return make_error("invalid_result",
                          "an adjourned game is not decided yet: no forfeit, flag, "
                          "resignation or jury score");
    r.adjourned = report.adjourned;
    if (first->started && second->started)
        return make_error("invalid_result", "only one player starts a game");
    if (second->started) r.started = kSecondSeat;
    if (first->started) r.started = kFirstSeat;
    for (int score :
         {r.final_score(kFirstSeat), r.final_score(kSecondSeat), r.scores[0], r.scores[1]})
        if (score < -2000 || score > 2000)
            return make_error("invalid_result", fmt::format("{} is not a Scrabble score", score));
    return r;
}

// What is wrong with a result read from outside, or "" when nothing is.
std::string result_inconsistency(const GameResult& r) {
    for (const auto& seat : {r.lost_on_time, r.resigned})
        if (seat && *seat > kSecondSeat) return fmt::format("a result names seat {}", *seat);
    if (r.lost_on_time && r.resigned) return "a game lost both on time and by resignation";
    if (r.forfeit != Forfeit::kNone && r.conceded())
        return "a forfeited game lost on time or by resignation";
    if (r.no_show && (r.forfeit == Forfeit::kNone || r.forfeit == Forfeit::kBoth))
        return "a no-show without a single forfeit";
    if (r.adjourned && (r.forfeit != Forfeit::kNone || r.conceded() || r.jury_scores))
        return "an adjourned game that is already decided";
    if (r.started && *r.started > kSecondSeat) return fmt::format("started by seat {}", *r.started);
    return "";
}

}  // namespace

bool Round::complete() const {
    return std::all_of(pairings.begin(), pairings.end(), [](const Pairing& p) {
        return !p.is_game() || (p.result.has_value() && !p.result->adjourned);
    });
}

bool Round::settled() const {
    return std::all_of(pairings.begin(), pairings.end(),
                       [](const Pairing& p) { return !p.is_game() || p.result.has_value(); });
}

Result<Tournament> make_tournament(std::string name, Settings settings) {
    name = core::clean_display_name(name);
    if (name.empty()) return make_error("empty_name", "a tournament needs a name");
    if (auto ok = validate_settings(settings); !ok) return Unexpected<Error>{ok.error()};
    Tournament t;
    t.name = std::move(name);
    t.settings = std::move(settings);
    return t;
}

Result<PlayerId> add_player(Tournament& t, std::string name, std::optional<int> rating) {
    name = core::clean_display_name(name);
    if (name.empty()) return make_error("empty_name", "a player needs a name");
    if (name.front() == '#' ||
        std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return make_error("invalid_name",
                          fmt::format("\"{}\" looks like a player number; use a name", name));
    const std::string key = lower(name);
    for (const Player& p : t.players)
        if (lower(p.name) == key)
            return make_error("duplicate_player",
                              fmt::format("there is already a player called \"{}\"", p.name));
    if (!t.rounds.empty() && t.settings.system != PairingSystem::kSwiss)
        return make_error("tournament_started",
                          fmt::format("a {} field is fixed once round 1 is paired",
                                      system_name(t.settings.system)));
    if (rating && (*rating < 0 || *rating > 10000))
        return make_error("invalid_rating", fmt::format("rating {} is out of range", *rating));
    Player p;
    p.id = static_cast<PlayerId>(t.players.size()) + 1;
    p.name = std::move(name);
    p.rating = rating;
    t.players.push_back(p);
    // A late entry in a Swiss joins the seeding at the bottom.
    if (!t.seeding.empty()) t.seeding.push_back(p.id);
    return p.id;
}

Result<void> set_withdrawn(Tournament& t, PlayerId id, bool withdrawn) {
    if (find_player(t, id) == nullptr)
        return make_error("unknown_player", fmt::format("no player #{}", id));
    if (!withdrawn && disqualified(t, id))
        return make_error(
            "disqualified",
            fmt::format("{} was disqualified and takes no further part", player_label(t, id)));
    t.players[static_cast<std::size_t>(id - 1)].withdrawn = withdrawn;
    return {};
}

const Player* find_player(const Tournament& t, PlayerId id) {
    if (id < 1 || id > static_cast<PlayerId>(t.players.size())) return nullptr;
    return &t.players[static_cast<std::size_t>(id - 1)];
}

std::string player_name(const Tournament& t, PlayerId id) {
    const Player* p = find_player(t, id);
    return p ? p->name : fmt::format("#{}", id);
}

Result<PlayerId> resolve_player(const Tournament& t, std::string_view ref) {
    const std::string text = trim(ref);
    std::string_view digits = text;
    if (!digits.empty() && digits.front() == '#') digits.remove_prefix(1);
    if (!digits.empty() && digits.size() < 9 &&
        std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        const PlayerId id = std::stoi(std::string(digits));
        if (find_player(t, id) != nullptr) return id;
        return make_error("unknown_player", fmt::format("no player #{}", id));
    }
    const std::string key = lower(text);
    for (const Player& p : t.players)
        if (lower(p.name) == key) return p.id;
    return make_error("unknown_player", fmt::format("no player called \"{}\"", text));
}

Result<void> enter_result(Tournament& t, int round, const GameReport& report) {
    if (round < 1 || round > current_round(t))
        return make_error("unknown_round", current_round(t) == 0
                                               ? std::string("no round has been paired yet")
                                               : fmt::format("there is no round {} (rounds 1–{})",
                                                             round, current_round(t)));
    for (const PlayerReport& line : report.players)
        if (find_player(t, line.player) == nullptr)
            return make_error("unknown_player", fmt::format("no player #{}", line.player));
    if (report.players[0].player == report.players[1].player)
        return make_error("invalid_result", "a game needs two different players");
    Round& r = t.rounds[static_cast<std::size_t>(round - 1)];
    for (Pairing& pairing : r.pairings) {
        if (!pairing.has(report.players[0].player)) continue;
        if (pairing.is_bye())
            return make_error(
                "bye_has_no_result",
                fmt::format("{} has a bye in round {}", player_label(t, pairing.first), round));
        auto result = result_for_pairing(t, pairing, report);
        if (!result && result.error().code == "not_paired") {
            const PlayerId me = report.players[0].player;
            return make_error(
                "not_paired",
                fmt::format("{} plays {} in round {}, not {}", player_label(t, me),
                            player_label(t, pairing.first == me ? pairing.second : pairing.first),
                            round, player_label(t, report.players[1].player)));
        }
        if (!result) return Unexpected<Error>{result.error()};
        // A knock-out result decides who goes on; once the next round is paired, changing the
        // winner would leave the bracket inconsistent.
        if (t.settings.system == PairingSystem::kKnockOut && round < current_round(t) &&
            pairing.result &&
            winning_seat(*pairing.result, t.settings) != winning_seat(*result, t.settings))
            return make_error(
                "round_already_paired",
                fmt::format("this correction changes who went through, and round {} is already "
                            "paired: re-pair from here (take rounds {}–{} back and pair round {} "
                            "again) to enter it",
                            round + 1, round + 1, current_round(t), round + 1));
        pairing.result = std::move(*result);
        return {};
    }
    return make_error("not_paired", fmt::format("{} is not paired in round {}",
                                                player_label(t, report.players[0].player), round));
}

std::string_view sanction_kind_name(SanctionKind k) {
    switch (k) {
        case SanctionKind::kWarning:
            return "warning";
        case SanctionKind::kDisqualification:
            return "disqualification";
        case SanctionKind::kPenalty:
            return "penalty";
    }
    return "warning";
}

Result<SanctionKind> parse_sanction_kind(std::string_view text) {
    for (SanctionKind k :
         {SanctionKind::kWarning, SanctionKind::kDisqualification, SanctionKind::kPenalty})
        if (sanction_kind_name(k) == text) return k;
    return make_error("invalid_sanction",
                      fmt::format("\"{}\" is not warning, disqualification or penalty", text));
}

bool disqualified(const Tournament& t, PlayerId id) {
    return std::any_of(t.sanctions.begin(), t.sanctions.end(), [&](const Sanction& s) {
        return s.player == id && s.kind == SanctionKind::kDisqualification;
    });
}

Result<void> impose_sanction(Tournament& t, Sanction s) {
    if (find_player(t, s.player) == nullptr)
        return make_error("unknown_player", fmt::format("no player #{}", s.player));
    s.note = core::clean_display_name(s.note);
    if (s.note.size() > 500) return make_error("invalid_sanction", "a note has at most 500 bytes");
    if (s.kind == SanctionKind::kPenalty && (s.points < 1 || s.points > 1000))
        return make_error("invalid_sanction", "a penalty takes 1–1000 points off");
    if (s.kind != SanctionKind::kPenalty && s.points != 0)
        return make_error("invalid_sanction", "only a penalty takes points off");
    if (s.kind == SanctionKind::kDisqualification && disqualified(t, s.player))
        return make_error("invalid_sanction",
                          fmt::format("{} is already disqualified", player_label(t, s.player)));
    s.round = current_round(t);
    if (s.kind == SanctionKind::kDisqualification) {
        t.players[static_cast<std::size_t>(s.player - 1)].withdrawn = true;
        // V-1: the player's games still to be played are lost by forfeit.
        for (Round& r : t.rounds)
            for (Pairing& p : r.pairings) {
                if (!p.is_game() || !p.has(s.player) || (p.result && !p.result->adjourned))
                    continue;
                GameResult forfeit;
                forfeit.forfeit = p.first == s.player ? Forfeit::kFirst : Forfeit::kSecond;
                p.result = forfeit;
            }
    }
    t.sanctions.push_back(std::move(s));
    return {};
}

int current_round(const Tournament& t) {
    return static_cast<int>(t.rounds.size());
}

Result<void> validate_tournament(const Tournament& t) {
    const auto corrupt = [](std::string message) {
        return make_error("corrupt_tournament", std::move(message));
    };
    if (auto ok = validate_settings(t.settings); !ok) return Unexpected<Error>{ok.error()};
    std::set<std::string> names;
    for (std::size_t i = 0; i < t.players.size(); ++i) {
        const Player& p = t.players[i];
        if (p.id != static_cast<PlayerId>(i) + 1)
            return corrupt(fmt::format("player {} has id {}", i + 1, p.id));
        if (trim(p.name).empty()) return corrupt(fmt::format("player #{} has no name", p.id));
        if (!names.insert(lower(p.name)).second)
            return corrupt(fmt::format("two players called \"{}\"", p.name));
    }
    std::set<PlayerId> seeded;
    for (PlayerId id : t.seeding) {
        if (find_player(t, id) == nullptr)
            return corrupt(fmt::format("seeding names unknown player #{}", id));
        if (!seeded.insert(id).second)
            return corrupt(fmt::format("player #{} is seeded twice", id));
    }
    if (!t.rounds.empty() && t.seeding.empty())
        return corrupt("rounds were paired but there is no seeding");
    for (const Sanction& s : t.sanctions) {
        if (find_player(t, s.player) == nullptr)
            return corrupt(fmt::format("a sanction names unknown player #{}", s.player));
        if ((s.kind == SanctionKind::kPenalty) != (s.points > 0) || s.points < 0)
            return corrupt(fmt::format("a {} of {} points", sanction_kind_name(s.kind), s.points));
        if (s.round < 0) return corrupt(fmt::format("a sanction in round {}", s.round));
    }
    for (std::size_t r = 0; r < t.rounds.size(); ++r) {
        const Round& round = t.rounds[r];
        if (round.number != static_cast<int>(r) + 1)
            return corrupt(fmt::format("round {} is numbered {}", r + 1, round.number));
        std::set<PlayerId> seen;
        for (const Pairing& p : round.pairings) {
            if (p.first == kNoPlayer && p.second != kNoPlayer)
                return corrupt(fmt::format("round {}: a pairing has a second player but no first",
                                           round.number));
            if (p.is_empty() && t.settings.system != PairingSystem::kKnockOut)
                return corrupt(fmt::format("round {}: an empty pairing", round.number));
            for (PlayerId id : {p.first, p.second}) {
                if (id == kNoPlayer) continue;
                if (find_player(t, id) == nullptr)
                    return corrupt(
                        fmt::format("round {} names unknown player #{}", round.number, id));
                if (!seen.insert(id).second)
                    return corrupt(
                        fmt::format("player #{} is paired twice in round {}", id, round.number));
            }
            if (p.result && !p.is_game())
                return corrupt(fmt::format("round {}: a bye with a game result", round.number));
            if (p.result)
                if (auto bad = result_inconsistency(*p.result); !bad.empty())
                    return corrupt(fmt::format("round {}: {}", round.number, bad));
        }
        if (r + 1 < t.rounds.size() && !round.settled())
            return corrupt(fmt::format("round {} lacks results but round {} is paired",
                                       round.number, round.number + 1));
    }
    return {};
}

}  // namespace letterzak::tournament
